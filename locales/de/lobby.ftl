# Die Lobby

name-stand-in = { $name } (🤖 KI spielt)

## Die Lobby-Nachricht.
# $seasons: wie viele; $sides: secret | sequential.
lobby-seasons-sides = Saisons: { $seasons } · Seiten: { $sides ->
    [sequential] reihum, öffentlich (optionale Regel)
   *[secret] geheim, gemeinsam aufgedeckt
}
# $duration: „12 Stunden“.
lobby-turn-timeout = Zugzeit: { $duration } (danach spielt eine KI den Platz)
lobby-turn-timeout-none = Zugzeit: unbegrenzt
lobby-stand-in-level = Eine KI, die einen Spieler vertritt, spielt auf Stufe { $level }
lobby-reminders = Erinnerung nach: { $duration }
lobby-hints = Tipps erlaubt: `/nanuk tipp` zeigt, was die starke KI tun würde
lobby-no-seats = Noch niemand da: Drück **Beitreten**.
lobby-ready = Bereit: Der Gastgeber (oder wer den Server verwalten darf) kann starten.
# $count: noch fehlende Plätze.
lobby-more-needed = { $count ->
    [one] Zum Start fehlt noch { $count } Platz (Spieler oder KI).
   *[other] Zum Start fehlen noch { $count } Plätze (Spieler oder KI).
}
lobby-full = Der Tisch ist voll.
lobby-join = Beitreten
lobby-leave = Verlassen
lobby-remove-ai = KI entfernen
lobby-add-easy-ai = Leichte KI dazu
lobby-add-ai = KI hinzufügen
lobby-add-strong-ai = Starke KI dazu
lobby-start = Starten
lobby-cancel = Abbrechen
lobby-title-gathering = Nanuk: Eine neue Partie sucht Mitspieler
lobby-title-on = Nanuk: Die Partie läuft
lobby-title-finished = Nanuk: beendet
lobby-title-cancelled = Nanuk: abgebrochen
lobby-on-in-thread = Die Partie läuft im Thread dieser Nachricht: Dort sind Spielbrett und Verlauf, die Hände kommen per DM.
lobby-on-here = Die Partie hat begonnen: Das Spielbrett steht unten, die Hände kommen per DM.
lobby-on-here-no-threads = Die Partie hat begonnen: Das Spielbrett steht unten, die Hände kommen per DM. Ich darf in diesem Kanal keine Threads eröffnen, deshalb wird hier gespielt.
lobby-finished = Die Partie ist vorbei; der Endstand steht unten.
# $winners: eine Liste fetter Namen; $count: wie viele.
lobby-finished-won = Die Partie ist vorbei: { $winners } { $count ->
    [one] hat gewonnen
   *[other] teilen sich den Sieg
}. Der Endstand steht unten.
lobby-everyone-left = Alle Spieler haben die Lobby verlassen, daher wurde sie geschlossen.
# $thread: die ID des Threads (daraus wird eine Erwähnung).
lobby-thread-link = Spielbrett und Verlauf der Partie: <#{ $thread }>.
# $count: besetzte Plätze; $max: höchstens mögliche Plätze.
lobby-seats = Plätze ({ $count }/{ $max })
lobby-status = Status
# $host, $opener: Benutzer-IDs (daraus werden Erwähnungen).
lobby-host = Gastgeber: <@{ $host }>
lobby-host-passed-on = Gastgeber: <@{ $host }> (<@{ $opener }> hat die Lobby eröffnet und verlassen, daher ging die Gastgeberrolle weiter)
lobby-host-nobody = Gastgeber: niemand (alle Spieler sind gegangen; nur wer den Server verwalten darf, kann für diese Partie handeln)
