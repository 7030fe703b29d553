# The end of a game: the results message.

results-nobody-won = Nobody won.
# $winners: a list of bold names; $count: how many; $points: their score.
results-won = { $winners } { $count ->
    [one] wins with **{ $points }** points!
   *[other] share the win with **{ $points }** points each!
}
results-title = Nanuk · final scores
# $why: how the season ended.
results-season = Season { $season } · { $why }
results-scores = Scores · { $why }
results-totals = Totals over { $seasons } seasons
results-footer = game #{ $game } · the game's record is attached
results-stood-in = an AI played this seat for a while
results-play-again = Play again
results-rematch = Rematch
season-end-winter = Winter came
season-end-face-up-deal = the face-down cards ran out during the deal
season-end-face-up-deck = a face-up card lay on top of the deck
# Above the final scores: the players, mentioned so the end reaches them.
# $mentions: the human players' mentions.
results-mentions = 🏁 { $mentions }: the game is over.
