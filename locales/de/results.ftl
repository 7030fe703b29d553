# Das Ende einer Partie: die Ergebnisnachricht.

results-nobody-won = Niemand hat gewonnen.
# $winners: eine Liste fetter Namen; $count: wie viele; $points: ihre Punktzahl.
results-won = { $winners } { $count ->
    [one] gewinnt mit **{ $points }** Punkten!
   *[other] teilen sich den Sieg mit je **{ $points }** Punkten!
}
results-title = Nanuk · Endstand
# $why: wie die Saison endete.
results-season = Saison { $season } · { $why }
results-scores = Punkte · { $why }
results-totals = Summe über { $seasons } Saisons
results-footer = Partie #{ $game } · das Protokoll der Partie hängt an
results-stood-in = zeitweise spielte eine KI diesen Platz
results-play-again = Nochmal spielen
results-rematch = Revanche
season-end-winter = Der Winter kam
season-end-face-up-deal = beim Austeilen gingen die verdeckten Karten aus
season-end-face-up-deck = eine offene Karte lag oben auf dem Stapel
# Über dem Endstand: die Spieler, erwähnt, damit das Ende sie erreicht.
# $mentions: die Erwähnungen der menschlichen Spieler.
results-mentions = 🏁 { $mentions }: Die Partie ist vorbei.
