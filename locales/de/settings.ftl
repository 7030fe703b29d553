# /nanuk einstellungen: die Standards eines Servers für neue Lobbys.

settings-title = Nanuk-Einstellungen dieses Servers
settings-saved = Gespeichert. Neue Lobbys auf diesem Server starten mit diesen Optionen; schon offene Lobbys und Partien behalten ihre.
settings-shown = Neue Lobbys auf diesem Server starten mit diesen Optionen. Die Optionen von `/nanuk starten` haben Vorrang; wer den Server verwalten darf, ändert sie mit `/nanuk einstellungen`.
# $what: seasons | sides | timeout | reminders | stand-in | hints | ai;
# $value: ihr Wert; $whose: server | bot.
settings-line = **{ $what ->
    [seasons] Saisons
    [sides] Seiten
    [timeout] Zugzeit
    [reminders] Erinnerungen
    [stand-in] Stufe der KI-Vertretung
    [hints] Tipps
   *[ai] KI-Plätze in einer neuen Lobby
}:** { $value }{ $whose ->
    [bot] {" "}{ settings-bot-default }
   *[server] {""}
}
settings-bot-default = *(Standard des Bots)*
settings-never = nie
settings-none = keine
settings-on = an
settings-off = aus
# $sides: secret | sequential.
settings-sides = { $sides ->
    [sequential] reihum, öffentlich (optionale Regel)
   *[secret] geheim, gemeinsam aufgedeckt
}
# $count: KI-Plätze; $level: ihre Stufe.
settings-ai-seats = { $count } ({ $level })
