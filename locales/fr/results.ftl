# La fin d'une partie : le message des résultats.

results-nobody-won = Personne n'a gagné.
# $winners : une liste de noms en gras ; $count : combien ; $points : leur score.
results-won = { $winners } { $count ->
    [one] gagne avec **{ $points }** points !
   *[other] se partagent la victoire avec **{ $points }** points chacun !
}
results-title = Nanuk · scores finaux
# $why : comment la saison s'est terminée.
results-season = Saison { $season } · { $why }
results-scores = Scores · { $why }
results-totals = Totaux sur { $seasons } saisons
results-footer = partie #{ $game } · le compte rendu de la partie est joint
results-stood-in = une IA a joué cette place un moment
results-play-again = Rejouer
results-rematch = Revanche
season-end-winter = L'hiver est arrivé
season-end-face-up-deal = les cartes face cachée se sont épuisées pendant la distribution
season-end-face-up-deck = une carte face visible était sur le dessus de la pioche
# Au-dessus des scores finaux : les joueurs, mentionnés pour que la fin les
# atteigne. $mentions : les mentions des joueurs humains.
results-mentions = 🏁 { $mentions } : la partie est terminée.
