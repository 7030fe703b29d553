# Die Slash-Befehle, wie Discord sie auflistet. Der Wert jeder Nachricht ist
# der Name, den ein Client in dieser Sprache zeigt (klein, ohne Leerzeichen,
# höchstens 32 Zeichen: Buchstaben, Ziffern, - und _); ihre .description ist
# die Zeile darunter (höchstens 100 Zeichen). Wo ein anderer Katalog einen
# Befehl nennt (`/nanuk starten`), nutzt er die Namen aus dieser Datei.

slash-nanuk = nanuk
    .description = Spiele Nanuk, das Kartenspiel um Ansagen, Jagden und Eisbären

## /nanuk starten
slash-start = starten
    .description = Eröffne eine Nanuk-Lobby in diesem Kanal
slash-start-seasons = saisons
    .description = Zu spielende Saisons; die Punkte der Saisons werden addiert (Standard 1)
slash-start-sequential_sides = seiten_reihum
    .description = Jagd oder Unheil reihum und öffentlich wählen (die optionale Regel)
slash-start-turn_timeout = zugzeit
    .description = Nach so langer Zeit für eine Entscheidung spielt eine KI für den Spieler (Standard: nie)
slash-start-reminders = erinnerungen
    .description = Erinnert den Spieler am Zug nach dieser Zeit, dann in doppelten Abständen (Standard: 12 Stunden)
slash-start-stand_in_level = vertretung_stufe
    .description = Wie gut eine KI für jemanden spielt, dessen Zeit abgelaufen ist oder der ging (Standard normal)
slash-start-hints = tipps
    .description = Spieler dürfen mit /nanuk tipp den Rat der starken KI holen (Standard: aus)
slash-start-clock = bedenkzeit
    .description = Bedenkzeit: ein Zeitkonto pro Spieler, das nur läuft, wenn auf ihn gewartet wird (Standard: keine)
slash-start-clock_increment = bedenkzeit_bonus
    .description = Mit Bedenkzeit: Zeit, die pro Entscheidung auf das Konto kommt (Standard: 12 Stunden)

## /nanuk bedenkzeit
slash-clock = bedenkzeit
    .description = Bedenkzeit dieser Lobby: ein Zeitkonto pro Spieler, das nur läuft, während auf ihn gewartet wird
slash-clock-bank = zeitkonto
    .description = Das Zeitkonto jedes Spielers (keine: ohne Bedenkzeit)
slash-clock-increment = bonus
    .description = Zeit, die pro Entscheidung auf das Konto kommt (Standard: 12 Stunden)

## /nanuk üben
slash-practice = üben
    .description = Übe allein gegen KI-Spieler, in deinen DMs mit mir (ohne Wertung; Tipps erlaubt)
slash-practice-seats = plätze
    .description = Plätze insgesamt, deiner eingeschlossen (Standard 5)
slash-practice-level = stufe
    .description = Wie gut die KI-Spieler spielen (Standard normal)

## Mit der Tastatur spielen.
slash-status = status
    .description = Zeigt das Spielbrett dieses Kanals erneut und sagt, auf wen die Partie wartet
slash-hand = hand
    .description = Zeigt dir privat deine Hand und deine Wahl, mit den Buttons zum Spielen
slash-hint = tipp
    .description = Was die starke KI jetzt an deiner Stelle tun würde (wenn der Gastgeber Tipps erlaubt)
slash-boast = ansagen
    .description = Überbiete die aktuelle Ansage (oder eröffne die Ansagen)
slash-boast-count = anzahl
    .description = Wie viele Tiere
slash-boast-animal = tier
    .description = Welches Tier
slash-boast-days = tage
    .description = In wie vielen Tagen (1-12)
slash-doom = verloren
    .description = Erkläre die aktuelle Ansage für unmöglich: VERLOREN!
slash-rules = regeln
    .description = Die Regeln von Nanuk in Kürze

## Plätze.
slash-leave = verlassen
    .description = Verlasse die Partie dieses Kanals: die Lobby, oder im Spiel übernimmt eine KI endgültig
slash-away = abwesend
    .description = Eine Weile abwesend in all deinen Partien (eine KI spielt für dich), oder zurück
slash-away-time = dauer
    .description = Wie lange du weg bist, oder „zurück“, wenn du wieder da bist
slash-kick = entfernen
    .description = Entferne einen Spieler (Gastgeber oder Server verwalten): aus der Lobby, oder eine KI übernimmt
slash-kick-player = spieler
    .description = Der zu entfernende Spieler
slash-cancel = abbrechen
    .description = Brich die Partie oder Lobby dieses Kanals ab (Gastgeber oder Server verwalten)

## /nanuk einstellungen
slash-settings = einstellungen
    .description = Standards dieses Servers für neue Lobbys: anzeigen oder ändern (Server verwalten)
slash-settings-seasons = saisons
    .description = Saisons, die eine neue Partie spielt
slash-settings-sequential_sides = seiten_reihum
    .description = Jagd oder Unheil reihum und öffentlich (die optionale Regel)
slash-settings-turn_timeout = zugzeit
    .description = Nach so langer Zeit für eine Entscheidung spielt eine KI für den Spieler
slash-settings-reminders = erinnerungen
    .description = Erinnert den Spieler am Zug nach dieser Zeit
slash-settings-stand_in_level = vertretung_stufe
    .description = Wie gut eine KI für jemanden spielt, dessen Zeit abgelaufen ist oder der ging
slash-settings-hints = tipps
    .description = Spieler dürfen mit /nanuk tipp den Rat der starken KI holen
slash-settings-ai_seats = ki_plätze
    .description = KI-Plätze, mit denen eine neue Lobby startet
slash-settings-ai_level = ki_stufe
    .description = Die Stufe dieser KI-Plätze
slash-settings-clock = bedenkzeit
    .description = Bedenkzeit: ein Zeitkonto pro Spieler, das nur läuft, während auf ihn gewartet wird
slash-settings-clock_increment = bedenkzeit_bonus
    .description = Mit Bedenkzeit: Zeit, die pro Entscheidung auf das Konto kommt
slash-settings-reset = zurücksetzen
    .description = Erst auf die Standards des Bots zurück (dann gelten die hier angegebenen Optionen)

## /nanuk sprache
slash-language = sprache
    .description = Die Sprache, in der ich mit dir spreche, oder (Server verwalten) die dieses Servers
slash-language-language = sprache
    .description = Eine Sprache oder auto: die Sprache deiner Discord-App (bzw. dieses Servers)
slash-language-server = server
    .description = Sprache für Lobbys, Spielbretter und Threads dieses Servers festlegen (Server verwalten)

## Aufzeichnungen.
slash-history = verlauf
    .description = Die letzten Partien dieses Servers und ihre Gewinner
slash-stats = statistik
    .description = Wertung, Partien, Siege und Punkteschnitt auf diesem Server
slash-stats-player = spieler
    .description = Wessen Zahlen (Standard: deine)
slash-leaderboard = rangliste
    .description = Die besten Spieler dieses Servers nach Wertung, zehn pro Seite
slash-leaderboard-season = saison
    .description = Die Rangliste einer Saison nach ihrer Nummer (Standard: die laufende Saison)
slash-leaderboard-all_time = ewig
    .description = Die ewige Tabelle statt der einer Saison
slash-season = saison
    .description = Wertungssaisons: Jede hat ihre eigene Rangliste neben der ewigen Tabelle
slash-season-start = starten
    .description = Beendet die Wertungssaison dieses Servers und eröffnet die nächste (Server verwalten)
slash-season-start-name = name
    .description = Der Name der neuen Saison, z. B. Frühling 2027
slash-games = partien
    .description = Alle Partien, in denen du mitspielst, auf jedem Server, und worauf jede wartet

## Auswahlen in den Listen der Optionen (höchstens 100 Zeichen).
slash-choice-never = nie
slash-choice-none = keine
slash-choice-back = zurück (ich bin wieder da)
slash-choice-minutes-5 = 5 Minuten
slash-choice-minutes-15 = 15 Minuten
slash-choice-minutes-30 = 30 Minuten
slash-choice-hours-1 = 1 Stunde
slash-choice-hours-3 = 3 Stunden
slash-choice-hours-12 = 12 Stunden
slash-choice-days-1 = 1 Tag
slash-choice-days-2 = 2 Tage
slash-choice-days-3 = 3 Tage
slash-choice-days-7 = 7 Tage
slash-choice-days-30 = 30 Tage
slash-choice-weeks-1 = 1 Woche
slash-choice-weeks-2 = 2 Wochen
slash-choice-level-easy = leicht
slash-choice-level-normal = normal
slash-choice-level-strong = stark
slash-choice-animal-deer = Hirsch
slash-choice-animal-seal = Robbe
slash-choice-animal-fish = Fisch
slash-choice-animal-bird = Vogel
# Die automatische Wahl von /nanuk sprache (die Sprachen selbst stehen unter
# ihrem eigenen Namen, in jedem Katalog gleich).
slash-choice-language-auto = auto (die Sprache meiner Discord-App)
