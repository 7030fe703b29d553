# /nanuk reglas, historial, estadísticas y clasificación.

rules-title = Nanuk en resumen
rules-footer = Nanuk, de Brett Myers y Mark Goadrich (Steve Jackson Games)
# Las reglas en resumen, contrastadas con el reglamento y RULINGS.md: un
# mensaje por párrafo.
rules-intro = A **Nanuk** juegan de 5 a 8 personas. Tienes 3 cartas: Ciervo, Foca, Pez, Pájaro (algunas son dobles ×2, algunas llevan un Nanuk 🐻‍❄️) y unos pocos Inuksuks 🗿. Cada ronda es una caza; al empezar, el viento decide si se juega en sentido horario o antihorario:
rules-boasting = **1. Apuestas.** El primer jugador apuesta *N animales en D días* (de 1 a 12 días). En la dirección del viento, cada jugador debe subir o gritar **¡CONDENADOS!**; nadie pasa. Una subida no tiene menos animales ni menos días, y tiene más de al menos una de las dos cosas; el animal solo puede cambiar si sube la cantidad.
rules-sides = **2. Bandos.** Quien condena la apuesta es el líder de la perdición; el último en apostar es el líder de la caza y su apuesta es el objetivo. Todos los demás eligen en secreto Caza o Perdición; las elecciones se revelan a la vez. (Regla opcional: por turnos y en público, empezando por quien sigue al líder de la perdición.)
rules-planning = **3. Preparación.** Cada agorero da una carta de prenda boca abajo. Cada cazador aporta al menos una carta boca abajo; el líder de la caza, el último. Las cartas se barajan y se muestran: los animales del objetivo cuentan (una doble cuenta 2) y cada Inuksuk es una protección.
rules-hunt = **4. La caza.** Se roba una carta por día. Los animales del objetivo cuentan; un Inuksuk añade una protección; una carta Nanuk gasta una, y si no queda ninguna la caza fracasa en el acto. Tras el último día, la caza tiene éxito si se han contado suficientes animales.
rules-rewards = **5. Recompensas.** El bote (las cartas de los cazadores, las de los días y las prendas) es para los cazadores si hay éxito; si no, para los agoreros. Empezando por su líder y en la dirección del viento, cada uno toma una carta por vuelta mientras quede una para cada uno; las sobrantes se descartan boca arriba bajo el mazo. Las manos se reponen hasta 3 cartas y el líder ganador empieza la ronda siguiente.
rules-end = **El final.** Los descartes quedan boca arriba bajo el mazo. Si sale una carta boca arriba durante una caza, se acerca el invierno: las manos y los descartes se barajan en un mazo nuevo para terminar esa caza, que es la última. Si sale una carta boca arriba al repartir (o queda encima tras el reparto), la partida termina en el acto.
rules-scoring = **Puntuación.** Una serie de Ciervo, Foca, Pez y Pájaro vale 3; una pareja del mismo animal (o dos Inuksuks) vale 1. Una doble cuenta como dos cartas; un Inuksuk vale por cualquier animal. Quien tenga más cartas Nanuk suma 2 más (en caso de empate, 1 cada uno). Gana el total más alto; en las partidas largas se suman las temporadas.

history-none = Todavía no ha terminado ninguna partida de Nanuk en este servidor.
history-title = Partidas recientes de Nanuk
history-game = Partida #{ $game }
# $time: una hora unix (Discord muestra la fecha); $channel: un id de canal;
# $winners: una lista de nombres; $scores: "nombre puntos" unidos.
history-line = <t:{ $time }:d> en <#{ $channel }> · 🏆 { $winners }
    { $scores }
history-footer = 🤖 tras un nombre: una IA jugó en su lugar en algún momento

stats-title = Estadísticas de Nanuk
stats-none = { $name } aún no ha terminado ninguna partida de Nanuk en este servidor.
# $average: la puntuación media, con un decimal.
stats-line = **{ $name }**: { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}, { $wins ->
    [one] 1 victoria
   *[other] { $wins } victorias
}, puntuación media { $average }.
# $stood_in: partidas en que jugó una IA; $games: todas; $wins: victorias de esas.
stats-stood-in = 🤖 Una IA jugó en su lugar { $games ->
    [one] en esa partida
   *[other] en { $stood_in } de esas { $games } partidas
} ({ $wins ->
    [one] 1 victoria
   *[other] { $wins } victorias
}).
leaderboard-title = Clasificación de Nanuk
leaderboard-none = Todavía no hay nadie con rating en este servidor: termina una partida con al menos dos jugadores.
# $user: un id de usuario (se menciona).
leaderboard-row = **{ $place }.** <@{ $user }> **{ $score }** (rating { $rating } ± { $sigma }, { $games ->
    [one] 1 partida
   *[other] { $games } partidas
})
leaderboard-ranked-by = Ordenado por rating − 3 × incertidumbre.
leaderboard-stand-in-rule = Las partidas que terminó un sustituto solo cuentan para un jugador si tomó al menos la mitad de sus decisiones.
leaderboard-page = Página { $page } de { $pages }
leaderboard-previous = Anterior
leaderboard-next = Siguiente

## /nanuk partidas y el recordatorio por MD. Lo que espera una partida,
## desde el lado del jugador; $name: de quién.
waits-start-you = que la inicies tú (sala)
waits-start-host = que el anfitrión la inicie (sala)
waits-nothing = nada
waits-your-boast = tu apuesta
waits-boast = la apuesta de { $name }
waits-your-side = tu voto de Caza o Perdición
waits-sides = los votos de Caza o Perdición
waits-your-ante = tu prenda
waits-antes = las prendas de los agoreros
waits-your-contribution = tu aportación a la caza
waits-hunt-leader-contribution = la aportación del líder de la caza
waits-contribution = la aportación de { $name }
waits-your-pick = tu elección de recompensa
waits-pick = la elección de recompensa de { $name }
waits-over = nada: ha terminado
# $count: partidas que esperan.
reminder-head = { $count ->
    [one] ⏰ Una partida de Nanuk te está esperando:
   *[other] ⏰ { $count } partidas de Nanuk te están esperando:
}
# $place: dónde; $waits: lo que espera; $link: un enlace al tablero.
reminder-game = 👉 **Partida #{ $game }** · { $place } · { $waits } · [tablero]({ $link })
reminder-foot = Tus avisos están más arriba en esta conversación (o usa `/nanuk mano` donde se juega la partida).
games-none = Ahora mismo no estás en ninguna partida de Nanuk: abre una con `/nanuk empezar` en un canal de un servidor, pulsa **Unirse** en una sala de allí o practica a solas contra la IA con `/nanuk practicar`.
games-line-on-you = 👉 **Partida #{ $game }** · { $place } · **pendiente: { $waits }** · [tablero]({ $link })
games-line = **Partida #{ $game }** · { $place } · pendiente: { $waits } · [tablero]({ $link })
games-title = Tus partidas de Nanuk
# $count: partidas que esperan al jugador.
games-footer = { $count ->
    [0] Ninguna partida te está esperando.
    [one] 1 partida te está esperando.
   *[other] { $count } partidas te están esperando.
}

## Temporadas de rating.
# $rating: rating-line.
stats-rating = 📈 Rating { $rating }.
# $season: el título de una temporada; $rating: rating-line.
stats-season-rating = 🏁 { $season }: rating { $rating }.
stats-season-none = 🏁 { $season }: aún no hay ninguna partida puntuable esta temporada.
# $rating, $sigma, $score: con un decimal; $games: partidas puntuables.
rating-line = **{ $rating }** ± { $sigma } (puntuación de clasificación { $score }, de { $games ->
    [one] 1 partida puntuable
   *[other] { $games } partidas puntuables
})
season-before-first = Antes de la temporada 1
season-title = Temporada { $season }
# $name: el nombre de la temporada.
season-title-named = Temporada { $season }: { $name }
leaderboard-title-all-time = Clasificación de Nanuk · histórica
leaderboard-title-season = Clasificación de Nanuk · { $season }
leaderboard-final = Clasificación final · { $season }
season-started = 🏁 **{ $season }** empieza ahora: el rating de temporada de todos vuelve a empezar de cero; los ratings históricos continúan.
command-season-or-all-time = Elige una temporada o la clasificación histórica, no las dos.
