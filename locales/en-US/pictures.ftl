# Text drawn into the PNG pictures (DejaVu Sans: no emoji).

## The hunt's picture.
picture-hunt = The hunt
# $boast: "5 Fish in 2 days".
picture-hunt-of = The hunt: { $boast }
picture-contributed = Contributed
picture-pool-counted = { $counted } counted, { $protections } Inuksuk
picture-day = Day { $day }
# $nanuk: none | held | fatal.
picture-day-note = { $counted } counted, { $protections } Inuksuk left{ $nanuk ->
    [held] : Nanuk! An Inuksuk turns it away
    [fatal] : Nanuk! Nothing protects the hunters
   *[none] {""}
}
picture-outcome-success = The hunters bring it home: they share the pot.
picture-outcome-nanuk = Nanuk! The doomers share the pot.
picture-outcome-too-few = Too few animals: the doomers share the pot.
picture-outcome-unfinished = Winter came before the hunt ended: nobody scores.

## The results picture.
picture-results-title = Nanuk · final scores · game #{ $game }
picture-nobody-won = Nobody won
# $winners: a list of names; $count: how many; $points: their score.
picture-won = { $count ->
    [one] Winner: { $winners } with { $points } points
   *[other] Shared win: { $winners } with { $points } points each
}
picture-stood-in = { $name } (an AI played for a while)
# $score: the season's score line (the seasons' line below gives the total).
picture-last-season = last season: { $score }
# Several seasons: each season's points in order ($points: "8 + 9 + 7").
picture-seasons = seasons: { $points } = { $total }
picture-no-cards = no cards scored
# $cards: Nanuk cards; $bonus: the Nanuk bonus (0: none).
picture-nanuk-cards = Nanuk cards: { $cards }{ $bonus ->
    [0] {""}
   *[other] {" "}· Nanuk bonus +{ $bonus }
}
picture-legend = grey cairn: Inuksuk · two dots: double (counts two) · dark corner: Nanuk card · grey box: no score · star: winner
picture-ai-name = { $name } (AI)
