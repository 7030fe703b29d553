# /nanuk settings: a server's defaults for new lobbies.

settings-title = Nanuk settings for this server
settings-saved = Saved. New lobbies in this server start with these options; lobbies and games already open keep theirs.
settings-shown = New lobbies in this server start with these options. `/nanuk start` options override them; Manage Server changes them with `/nanuk settings`.
# $what: seasons | sides | timeout | reminders | stand-in | hints | ai;
# $value: its value; $whose: server | bot.
settings-line = **{ $what ->
    [seasons] Seasons
    [sides] Sides
    [timeout] Turn timeout
    [reminders] Reminders
    [stand-in] Stand-in level
    [hints] Hints
   *[ai] AI seats in a new lobby
}:** { $value }{ $whose ->
    [bot] {" "}{ settings-bot-default }
   *[server] {""}
}
settings-bot-default = *(bot default)*
settings-never = never
settings-none = none
settings-on = on
settings-off = off
# $sides: secret | sequential.
settings-sides = { $sides ->
    [sequential] in turn, in public (optional rule)
   *[secret] secret, revealed together
}
# $count: AI seats; $level: their level.
settings-ai-seats = { $count } ({ $level })
