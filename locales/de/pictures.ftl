# Text in den PNG-Bildern (DejaVu Sans: keine Emoji).

## Das Bild der Jagd.
picture-hunt = Die Jagd
# $boast: „5 Fische in 2 Tagen“.
picture-hunt-of = Die Jagd: { $boast }
picture-contributed = Beigesteuert
picture-pool-counted = { $counted } gezählt, { $protections ->
    [one] { $protections } Inuksuk
   *[other] { $protections } Inuksuks
}
picture-day = Tag { $day }
# $nanuk: none | held | fatal.
picture-day-note = { $counted } gezählt, { $protections ->
    [one] { $protections } Inuksuk
   *[other] { $protections } Inuksuks
} übrig{ $nanuk ->
    [held] : Nanuk! Ein Inuksuk wehrt ihn ab
    [fatal] : Nanuk! Nichts schützt die Jäger mehr
   *[none] {""}
}
picture-outcome-success = Die Jäger kehren erfolgreich heim: Sie teilen sich die Beute.
picture-outcome-nanuk = Nanuk! Die Schwarzseher teilen sich die Beute.
picture-outcome-too-few = Zu wenige Tiere: Die Schwarzseher teilen sich die Beute.
picture-outcome-unfinished = Der Winter kam vor dem Ende der Jagd: Niemand punktet.

## Das Ergebnisbild.
picture-results-title = Nanuk · Endstand · Partie #{ $game }
picture-nobody-won = Niemand hat gewonnen
# $winners: eine Namensliste; $count: wie viele; $points: ihre Punktzahl.
picture-won = { $count ->
    [one] Sieg: { $winners } mit { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    }
   *[other] Geteilter Sieg: { $winners } mit je { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    }
}
picture-stood-in = { $name } (zeitweise spielte eine KI)
# $score: die Wertungszeile der Saison (die Summe steht in der Zeile der Saisons).
picture-last-season = letzte Saison: { $score }
picture-seasons = Saisons: { $points } = { $total }
picture-no-cards = keine Karten gewertet
# $cards: Nanuk-Karten; $bonus: der Nanuk-Bonus (0: keiner).
picture-nanuk-cards = Nanuk-Karten: { $cards }{ $bonus ->
    [0] {""}
   *[other] {" "}· Nanuk-Bonus +{ $bonus }
}
picture-legend = grauer Steinmann: Inuksuk · zwei Punkte: Doppel (zählt zwei) · dunkle Ecke: Nanuk-Karte · graues Feld: keine Wertung · Stern: Sieg
picture-ai-name = { $name } (KI)
