# El final de una partida: el mensaje de resultados.

results-nobody-won = Nadie ha ganado.
# $winners: una lista de nombres en negrita; $count: cuántos; $points: su puntuación.
results-won = ¡{ $winners } { $count ->
    [one] gana con **{ $points }** puntos!
   *[other] comparten la victoria con **{ $points }** puntos cada uno!
}
results-title = Nanuk · puntuaciones finales
# $why: cómo terminó la temporada.
results-season = Temporada { $season } · { $why }
results-scores = Puntuaciones · { $why }
results-totals = Totales de { $seasons } temporadas
results-footer = partida #{ $game } · se adjunta el registro de la partida
results-stood-in = una IA jugó en esta plaza durante un rato
results-play-again = Volver a jugar
results-rematch = Revancha
season-end-winter = Llegó el invierno
season-end-face-up-deal = se agotaron las cartas boca abajo al repartir
season-end-face-up-deck = quedó una carta boca arriba encima del mazo
# Encima de las puntuaciones finales: los jugadores, mencionados para que
# les llegue el final. $mentions: las menciones de los jugadores humanos.
results-mentions = 🏁 { $mentions }: la partida ha terminado.
