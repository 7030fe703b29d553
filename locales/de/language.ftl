# /nanuk sprache: wessen Sprache, und die Antworten darauf.

# Jede Sprache unter ihrem eigenen Namen: in jedem Katalog gleich (man sucht
# seine Sprache unter dem Namen, unter dem man sie kennt).
# $code: en-US | fr | de | es-ES | pt-BR
language-own-name = { $code ->
    [fr] Français
    [de] Deutsch
    [es-ES] Español
    [pt-BR] Português (Brasil)
   *[en-US] English
}
# $language: language-own-name der gewählten Sprache.
language-set-you = Sprache gewählt: { $language }. Ab jetzt spreche ich so mit dir: in deinen DMs, Erinnerungen und meinen Antworten an dich.
# $language: die aktuelle Sprache der Discord-App des Spielers.
language-auto-you = Ich spreche mit dir in der Sprache deiner Discord-App: gerade { $language }.
# $language: die gewählte Sprache des Servers.
language-set-server = Sprache der Partien dieses Servers: { $language }, in Lobbys, Spielbrettern und Threads. Das gilt für neue Partien und für laufende ab ihrer nächsten Änderung.
# $language: die Sprache des Servers, wie Discord sie gerade angibt.
language-auto-server = Die Partien dieses Servers sprechen die Sprache des Servers, wie Discord sie kennt: gerade { $language }.
# $value: was eingegeben wurde; $offered: eine Liste der angebotenen Sprachen.
language-not-offered = `{ $value }` spreche ich nicht. Ich spreche { $offered } oder auto.
language-server-needs-manage = Nur Mitglieder, die diesen Server verwalten dürfen, legen seine Sprache fest.
language-server-only = Die Sprache eines Servers wird in einem seiner Kanäle festgelegt.
# /nanuk sprache ohne Wert. $you: die Sprache des Spielers; $chosen: yes,
# wenn er sie gewählt hat, no, wenn sie seiner Discord-App folgt.
# $server: die Sprache des Servers (leer in einer DM); $set: yes | no ebenso.
language-now = Meine Sprache mit dir: { $you }{ $chosen ->
    [yes] {""} (deine Wahl)
   *[no] {""} (die Sprache deiner Discord-App)
}.{ $server ->
    [none] {""}
   *[other] {" "}Sprache der Partien dieses Servers: { $server }{ $set ->
        [yes] {""} (von der Serververwaltung festgelegt).
       *[no] {""} (die eigene Sprache des Servers).
    }
}
