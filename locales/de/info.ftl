# /nanuk regeln, verlauf, statistik und rangliste.

rules-title = Nanuk in Kürze
rules-footer = Nanuk von Brett Myers und Mark Goadrich (Steve Jackson Games)
# Die Regeln in Kürze, geprüft an der Spielregel und RULINGS.md: eine
# Nachricht pro Absatz.
rules-intro = **Nanuk** wird von 5 bis 8 Personen gespielt. Du hältst 3 Karten: Hirsch, Robbe, Fisch, Vogel (manche sind doppelt ×2, manche tragen einen Nanuk 🐻‍❄️) und ein paar Inuksuks 🗿. Jede Runde ist eine Jagd; zu Beginn entscheidet der Wind, ob im oder gegen den Uhrzeigersinn gespielt wird:
rules-boasting = **1. Ansagen.** Der Startspieler sagt *N Tiere in T Tagen* an (1 bis 12 Tage). In Windrichtung muss jeder überbieten oder **VERLOREN!** rufen; Passen gibt es nicht. Eine höhere Ansage hat nicht weniger Tiere und nicht weniger Tage, aber von mindestens einem mehr; das Tier darf nur wechseln, wenn die Anzahl steigt.
rules-sides = **2. Seiten.** Wer „VERLOREN!“ ruft, wird Anführer der Schwarzseher; wer zuletzt angesagt hat, wird Jagdleiter, und seine Ansage ist das Ziel. Alle anderen wählen geheim Jagd oder Unheil; die Wahl wird gemeinsam aufgedeckt. (Optionale Regel: reihum und öffentlich, beginnend nach dem Anführer der Schwarzseher.)
rules-planning = **3. Planung.** Jeder Schwarzseher setzt eine Karte verdeckt. Jeder Jäger steuert mindestens eine Karte verdeckt bei, der Jagdleiter zuletzt. Die Karten werden gemischt und aufgedeckt: Zieltiere zählen (ein Doppel zählt 2), jeder Inuksuk gibt einen Schutz.
rules-hunt = **4. Die Jagd.** Pro Tag wird eine Karte gezogen. Zieltiere zählen; ein Inuksuk gibt einen Schutz dazu; eine Nanuk-Karte verbraucht einen, und ist keiner mehr übrig, scheitert die Jagd sofort. Nach dem letzten Tag gelingt die Jagd, wenn genug Tiere gezählt wurden.
rules-rewards = **5. Belohnung.** Die Beute (die Karten der Jäger, die gezogenen Karten und die Einsätze) geht bei Erfolg an die Jäger, sonst an die Schwarzseher. Beginnend mit ihrem Anführer nimmt in Windrichtung jeder eine Karte pro Durchgang, solange für jeden noch eine da ist; der Rest kommt offen unter den Stapel. Die Hände werden auf 3 Karten aufgefüllt, und der siegreiche Anführer beginnt die nächste Runde.
rules-end = **Das Ende.** Abgelegte Karten liegen offen unter dem Stapel. Taucht während einer Jagd eine offene Karte auf, naht der Winter: Hände und Ablage werden zu einem neuen Stapel gemischt, um diese Jagd, die letzte, zu beenden. Taucht beim Austeilen eine offene Karte auf (oder liegt sie danach oben), endet die Partie sofort.
rules-scoring = **Wertung.** Ein Satz aus Hirsch, Robbe, Fisch und Vogel bringt 3 Punkte; ein Paar gleicher Tiere (oder zwei Inuksuks) bringt 1 Punkt. Ein Doppel zählt als zwei Karten; ein Inuksuk ersetzt jedes Tier. Wer die meisten Nanuk-Karten hat, bekommt 2 Punkte extra (bei Gleichstand je 1). Die höchste Summe gewinnt; bei längeren Partien werden die Saisons addiert.

history-none = Auf diesem Server ist noch keine Nanuk-Partie zu Ende gegangen.
history-title = Letzte Nanuk-Partien
history-game = Partie #{ $game }
# $time: eine Unix-Zeit (Discord zeigt das Datum); $channel: eine Kanal-ID;
# $winners: eine Namensliste; $scores: „Name Punkte“ aneinandergereiht.
history-line = <t:{ $time }:d> in <#{ $channel }> · 🏆 { $winners }
    { $scores }
history-footer = 🤖 hinter einem Namen: Zeitweise spielte eine KI für diese Person

stats-title = Nanuk-Statistik
stats-none = { $name } hat auf diesem Server noch keine Nanuk-Partie beendet.
# $average: der Punkteschnitt mit einer Nachkommastelle.
stats-line = **{ $name }**: { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}, { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
}, im Schnitt { $average } Punkte.
# $stood_in: Partien mit KI-Vertretung; $games: alle Partien; $wins: Siege darin.
stats-stood-in = 🤖 In { $stood_in } { $games ->
    [one] Partie
   *[other] dieser Partien
} ist eine KI eingesprungen ({ $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
}).
leaderboard-title = Nanuk-Rangliste
leaderboard-none = Auf diesem Server hat noch niemand eine Wertung: Beendet eine Partie mit mindestens zwei Spielern.
# $user: eine Benutzer-ID (daraus wird eine Erwähnung).
leaderboard-row = **{ $place }.** <@{ $user }> **{ $score }** (Wertung { $rating } ± { $sigma }, { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
})
leaderboard-ranked-by = Sortiert nach Wertung − 3 × Unsicherheit.
leaderboard-stand-in-rule = Partien, die eine Vertretung beendet hat, zählen für einen Spieler nur, wenn er mindestens die Hälfte seiner Entscheidungen selbst getroffen hat.
leaderboard-page = Seite { $page } von { $pages }
leaderboard-previous = Zurück
leaderboard-next = Weiter

## /nanuk partien und die Erinnerung per DM. Worauf eine Partie wartet, aus
## Sicht des Spielers (Akkusativ, nach „wartet auf“); $name: wessen.
waits-start-you = dich, um sie zu starten (Lobby)
waits-start-host = den Gastgeber, um sie zu starten (Lobby)
waits-nothing = nichts
waits-your-boast = deine Ansage
waits-boast = die Ansage von { $name }
waits-your-side = deine Wahl zwischen Jagd und Unheil
waits-sides = die Wahl zwischen Jagd und Unheil
waits-your-ante = deinen Einsatz
waits-antes = die Einsätze der Schwarzseher
waits-your-contribution = deinen Beitrag zur Jagd
waits-hunt-leader-contribution = den Beitrag des Jagdleiters
waits-contribution = den Beitrag von { $name }
waits-your-pick = deine Wahl aus der Beute
waits-pick = die Wahl von { $name } aus der Beute
waits-over = nichts: Sie ist vorbei
# $count: wartende Partien.
reminder-head = { $count ->
    [one] ⏰ Eine Nanuk-Partie wartet auf dich:
   *[other] ⏰ { $count } Nanuk-Partien warten auf dich:
}
# $place: wo; $waits: worauf sie wartet; $link: ein Link zum Spielbrett.
reminder-game = 👉 **Partie #{ $game }** · { $place } · wartet auf { $waits } · [Spielbrett]({ $link })
reminder-foot = Deine Aufforderungen stehen weiter oben in diesem Chat (oder nutze `/nanuk hand` dort, wo die Partie läuft).
games-none = Du spielst gerade in keiner Nanuk-Partie: Eröffne eine mit `/nanuk starten` in einem Serverkanal, drück dort in einer Lobby auf **Beitreten** oder übe allein gegen KI-Spieler mit `/nanuk üben`.
games-line-on-you = 👉 **Partie #{ $game }** · { $place } · **wartet auf { $waits }** · [Spielbrett]({ $link })
games-line = **Partie #{ $game }** · { $place } · wartet auf { $waits } · [Spielbrett]({ $link })
games-title = Deine Nanuk-Partien
# $count: Partien, die auf den Spieler warten.
games-footer = { $count ->
    [0] Keine Partie wartet auf dich.
    [one] { $count } Partie wartet auf dich.
   *[other] { $count } Partien warten auf dich.
}

## Wertungssaisons.
# $rating: rating-line.
stats-rating = 📈 Wertung { $rating }.
# $season: der Titel einer Saison; $rating: rating-line.
stats-season-rating = 🏁 { $season }: Wertung { $rating }.
stats-season-none = 🏁 { $season }: in dieser Saison noch keine gewertete Partie.
# $rating, $sigma, $score: mit einer Nachkommastelle; $games: gewertete Partien.
rating-line = **{ $rating }** ± { $sigma } (Ranglistenwert { $score }, aus { $games } gewerteten { $games ->
    [one] Partie
   *[other] Partien
})
season-before-first = Vor Saison 1
season-title = Saison { $season }
# $name: der Name der Saison.
season-title-named = Saison { $season }: { $name }
leaderboard-title-all-time = Nanuk-Rangliste · ewige Tabelle
leaderboard-title-season = Nanuk-Rangliste · { $season }
leaderboard-final = Endstand der Rangliste · { $season }
season-started = 🏁 **{ $season }** beginnt jetzt: Die Saisonwertung aller startet neu; die ewige Wertung läuft weiter.
command-season-or-all-time = Wähle entweder eine Saison oder die ewige Tabelle, nicht beides.
