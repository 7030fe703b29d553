# O fim de uma partida: a mensagem de resultados.

results-nobody-won = Ninguém venceu.
# $winners: uma lista de nomes em negrito; $count: quantos; $points: a pontuação deles.
results-won = { $winners } { $count ->
    [one] vence com **{ $points }** pontos!
   *[other] dividem a vitória com **{ $points }** pontos cada!
}
results-title = Nanuk · pontuações finais
# $why: como a temporada terminou.
results-season = Temporada { $season } · { $why }
results-scores = Pontuações · { $why }
results-totals = Totais de { $seasons } temporadas
results-footer = partida #{ $game } · o registro da partida está em anexo
results-stood-in = uma IA jogou neste lugar por um tempo
results-play-again = Jogar de novo
results-rematch = Revanche
season-end-winter = O inverno chegou
season-end-face-up-deal = as cartas viradas para baixo acabaram na distribuição
season-end-face-up-deck = uma carta virada para cima ficou no topo do baralho
# Acima das pontuações finais: os jogadores, mencionados para que o fim
# chegue até eles. $mentions: as menções dos jogadores humanos.
results-mentions = 🏁 { $mentions }: a partida terminou.
