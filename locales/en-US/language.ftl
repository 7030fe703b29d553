# /nanuk language: whose language, and its answers.

# Each language under its own name: the same in every catalogue (a player
# looks for their language by the name they know it by).
# $code: en-US | fr | de | es-ES | pt-BR
language-own-name = { $code ->
    [fr] Français
    [de] Deutsch
    [es-ES] Español
    [pt-BR] Português (Brasil)
   *[en-US] English
}
# $language: language-own-name of the language set.
language-set-you = From now on I speak to you in { $language }: your DMs, reminders and my answers to you.
# $language: the language of the player's Discord app as it is now.
language-auto-you = I speak to you in the language of your Discord app: { $language } right now.
# $language: the server's language set. Running games change at their next redraw.
language-set-server = This server's games now speak { $language } in their lobbies, boards and threads: new games, and running games from their next change.
# $language: the server's language as Discord gives it right now.
language-auto-server = This server's games speak the server's own language as Discord knows it: { $language } right now.
# $value: what was typed; $offered: a list of the languages offered.
language-not-offered = I do not speak `{ $value }`. I speak { $offered }, or auto.
language-server-needs-manage = Only members who can manage this server set its language.
language-server-only = A server's language is set in one of its channels.
# /nanuk language without a value. $you: the player's language; $chosen:
# yes when the player chose it, no when it follows their Discord app.
# $server: the server's language (empty in a DM); $set: yes | no likewise.
language-now = I speak to you in { $you }{ $chosen ->
    [yes] {""} (your choice)
   *[no] {""} (your Discord app's language)
}.{ $server ->
    [none] {""}
   *[other] {" "}This server's games speak { $server }{ $set ->
        [yes] {""} (set by the server's managers).
       *[no] {""} (the server's own language).
    }
}
