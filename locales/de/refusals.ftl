# Warum der Bot abgelehnt hat: private Antworten an den, der gefragt hat.

refusal-no-such-game = Es gibt keine Partie #{ $game }.
refusal-channel-busy = In diesem Kanal gibt es schon eine Partie (#{ $game }): Beende sie oder brich sie ab, bevor du eine neue startest.
refusal-already-joined = Du bist schon in dieser Partie.
refusal-lobby-full = Die Lobby ist voll: Nanuk wird mit höchstens { $max } Personen gespielt.
refusal-not-in-lobby = Du bist nicht in dieser Lobby.
refusal-not-in-game = Du spielst nicht in dieser Partie.
refusal-hints-off = Tipps sind in dieser Partie aus: Der Gastgeber erlaubt sie mit der Option `tipps` von `/nanuk starten`.
refusal-nothing-to-hint = Du hast gerade nichts zu entscheiden, also gibt es auch keinen Tipp.
refusal-not-over-yet = Diese Partie ist noch nicht vorbei: Eine Revanche gibt es, wenn sie endet.
refusal-player-not-in-game = Diese Person spielt nicht in dieser Partie.
refusal-not-admin = Das darf nur, wer den Server verwalten darf.
# $asked: die gefragte Saison; $latest: die jetzt laufende Saison.
refusal-no-such-season = Es gibt keine Saison { $asked }: { $latest ->
    [0] Dieser Server hat noch keine Wertungssaisons gestartet (`/nanuk saison starten`).
   *[other] Die Saisons dieses Servers sind von 0 (vor der ersten) bis { $latest } nummeriert.
}
refusal-too-many-followers = Dieser Partie folgen schon { $limit } Personen, mehr geht nicht.
refusal-following-too-many = Du folgst schon { $limit } laufenden Partien, mehr geht nicht gleichzeitig: Entfolge zuerst einer.
# $host: der Anzeigename des Gastgebers.
refusal-not-host = Das dürfen nur der Gastgeber ({ $host }) und wer den Server verwalten darf.
refusal-not-host-nobody = Das darf nur, wer den Server verwalten darf: Es ist kein Spieler mehr da, der Gastgeber sein könnte.
refusal-wrong-seat-count = Nanuk braucht 5 bis 8 Spieler, und diese Lobby hat { $seats }: Lade mehr Leute ein oder füge KI-Plätze hinzu.
refusal-no-ai-seat = Es gibt keinen KI-Platz zum Entfernen.
refusal-already-ai = Diesen Platz spielt schon eine KI.
refusal-already-started = Diese Partie hat schon begonnen.
refusal-not-started = Diese Partie hat noch nicht begonnen: Der Gastgeber startet sie in der Lobby.
refusal-game-over = Diese Partie ist vorbei.
refusal-cancelled = Diese Partie wurde abgebrochen.
refusal-left-running = Du hast diese Partie verlassen, und eine KI spielt jetzt deinen Platz; das Spielbrett kannst du weiter verfolgen.
refusal-left-over = Du hast diese Partie vor ihrem Ende verlassen.
refusal-replaced-running = In dieser Partie spielt jetzt eine KI deinen Platz; das Spielbrett kannst du weiter verfolgen.
refusal-replaced-over = In dieser Partie hat eine KI deinen Platz bis zum Ende gespielt.
refusal-seat-already-yours = Dein Platz gehört schon dir: Niemand spielt für dich.
# $waiting: eine Namensliste.
refusal-not-your-turn = Du bist nicht dran: Die Partie wartet auf { $waiting }.
refusal-stale = Das hat sich geändert, seit du es gesehen hast: Hier ist der aktuelle Stand.
refusal-duplicate = Das ist schon erledigt.
refusal-unavailable = Nichts wurde gespeichert oder geändert: Der Bot kommt gerade nicht an seine Spieldatenbank. Bitte versuch es gleich noch einmal.
refusal-store = Beim Speichern der Partie ist etwas schiefgegangen; bitte versuch es noch einmal.
refusal-unconfirmed = Beim Speichern habe ich die Verbindung zur Datenbank verloren, daher weiß ich nicht, ob es gezählt hat. Sieh dir deine Hand an (`/nanuk hand`), bevor du es noch einmal versuchst: Derselbe Button wird nie zweimal ausgeführt.
refusal-busy = Diese Partie ist gerade beschäftigt, und nichts wurde geändert: Bitte versuch es gleich noch einmal.
refusal-internal = Im Spieldienst ist etwas schiefgegangen; bitte sag dem Admin des Bots Bescheid.

## Optionen außerhalb der Grenzen.
refusal-seasons = Eine Partie hat 1 bis { $max } Saisons.
# $min, $max: Dauern („1 Minute“, „30 Tage“).
refusal-turn-timeout = Die Zugzeit muss mindestens { $min } und höchstens { $max } betragen.
refusal-reminder-delay = Die Zeit bis zur Erinnerung muss mindestens { $min } und höchstens { $max } betragen.
refusal-ai-seats = Eine Lobby startet mit höchstens { $max } KI-Plätzen: Der Gastgeber belegt einen der 8.
refusal-season-name = Der Name einer Saison hat höchstens { $max } Zeichen.
refusal-practice-seats = Eine Übungspartie hat { $min } bis { $max } Plätze, deinen eingeschlossen.

## Von den Regeln abgelehnt.
rule-no-such-seat = An diesem Tisch gibt es keinen { $seat }.
# $now: boasting | sides | antes | contributing | picking | over
rule-wrong-phase = Das geht gerade nicht: { $now ->
    [boasting] Am Tisch wird angesagt.
    [sides] Die Spieler wählen ihre Seite.
    [antes] Die Schwarzseher setzen ihre Einsätze.
    [contributing] Die Jäger steuern Karten bei.
    [picking] Die Gewinner wählen ihre Belohnung.
   *[over] Die Partie ist vorbei.
}
rule-nothing-to-doom = Der Startspieler muss mit einer Ansage eröffnen; es gibt noch nichts, das verloren sein könnte.
rule-boast-zero = Eine Ansage muss mindestens 1 Tier nennen.
rule-boast-too-many = Niemand kann mehr als { $max } Tiere einer Art ansagen: So viele enthält das Deck nicht.
rule-boast-days = Eine Jagd dauert 1 bis { $max } Tage.
# $boast, $standing: Ansagen („5 Fische in 2 Tagen“).
rule-boast-too-low = { $boast } schlägt { $standing } nicht: Erhöhe die Anzahl oder die Tage (und wechsle das Tier nur mit höherer Anzahl).
rule-already-chose = Du hast deine Seite schon gewählt.
rule-already-done = Du hast in dieser Runde schon gewählt.
rule-card-not-in-hand = { $card } hast du nicht auf der Hand.
rule-empty-contribution = Steuere mindestens eine Karte bei.
rule-card-not-in-pot = { $card } ist nicht mehr in der Beute.
# $min_hours, $max_days: die kürzeste und die längste Abwesenheit.
refusal-away-time = Du kannst jeweils { $min_hours ->
    [one] eine Stunde
   *[other] { $min_hours } Stunden
} bis { $max_days } Tage abwesend sein.
