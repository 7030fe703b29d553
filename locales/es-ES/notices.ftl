# Mensajes cortos sobre las plazas y la vida de la partida, recordatorios,
# seguimientos, revanchas y partidas de práctica.

# $who: una mención o un nombre en negrita.
notice-timed-out = ⏱️ A { $who } se le acabó el tiempo: una IA juega en su lugar hasta que vuelva a actuar.
notice-left = 🤖 { $name } ha dejado la partida: a partir de ahora una IA ocupa su plaza.
notice-kicked = 🤖 Han quitado a { $name } de la partida: a partir de ahora una IA ocupa su plaza.
notice-replaced = 🤖 A partir de ahora una IA ocupa la plaza de { $name }.
notice-stand-in = ⏱️ Una IA juega en lugar de { $name } hasta que vuelva a actuar.
notice-away = 💤 { $name } está ausente: una IA juega en su lugar hasta que vuelva.
notice-reclaimed = 👋 { $name } ha vuelto y juega otra vez en su plaza.
notice-everyone-left = 🛑 Todos los jugadores dejaron la partida #{ $game }, así que terminó sin resultado.
notice-cancelled = 🛑 La partida #{ $game } se ha cancelado: sus botones ya no hacen nada.
board-cancelled = 🛑 **Esta partida se ha cancelado.**

# Lo que la partida espera de un jugador ("la partida está esperando a ...").
# $decision: raise | open | side | ante | contribute | pick
waiting-for-you = { $decision ->
    [raise] que subas la apuesta o grites «¡CONDENADOS!»
    [open] que hagas la primera apuesta
    [side] que elijas Caza o Perdición
    [ante] que des una carta de prenda
    [contribute] que aportes cartas a la caza
   *[pick] que elijas una carta del bote
}
# $location: dónde se juega la partida.
notice-your-turn = 🔔 Tu turno en { $location }: la partida está esperando a { waiting-for-you }.
# $mention: la mención del jugador; $last: yes | no (el último al que
# espera la caza); $place: dm | hand.
notice-reminder = ⏰ { $mention }, la partida está esperando a { waiting-for-you }.{ $last ->
    [yes] {" "}La caza ya solo te espera a ti.
   *[no] {""}
} { $place ->
   *[dm] Decide en tus MD, o aquí con `/nanuk mano`.
    [hand] Decide aquí con `/nanuk mano`.
}
# $user: un id de usuario (se menciona).
notice-your-pick = 🎁 <@{ $user }>, te toca elegir: toma una carta del bote con el menú del tablero.
# $decision: como en notice-your-turn.
notice-your-turn-here = 🔔 <@{ $user }>, la partida está esperando a { waiting-for-you }. Juega aquí con `/nanuk mano`.
notice-dms-closed = 📪 <@{ $user }>, no puedo enviarte mensajes directos, así que tu mano no te llegará por MD: usa `/nanuk mano` en este canal para verla y jugar.

## Una mano cuya plaza se ha cedido para siempre.
hand-left = Has dejado esta partida: ahora una IA ocupa tu plaza.
hand-kicked = Te han quitado de esta partida: ahora una IA ocupa tu plaza.
hand-replaced = Ahora una IA ocupa tu plaza.

## Seguir una partida.
follow-on = 🔭 Sigues la partida #{ $game }: te enviaré por MD el resultado de cada caza y el final. Pulsa **Dejar de seguir** en el tablero para parar.
follow-already = 🔭 Ya sigues la partida #{ $game }.
follow-off = Ya no sigues la partida #{ $game }.
follow-not = No seguías la partida #{ $game }.
# $link: un enlace a los resultados.
follow-game-over = 🏁 La partida ha terminado: [las puntuaciones finales]({ $link }).
# $winners: una lista de nombres en negrita; $points: su puntuación.
follow-game-over-won = 🏁 La partida ha terminado. Victoria para { $winners } con { $points ->
    [one] 1 punto
   *[other] { $points } puntos
}. [Las puntuaciones finales]({ $link })
# $text: lo que ha pasado.
follow-moment = 🔭 Partida de Nanuk #{ $game } en { $location }:
    { $text }

## Revanchas. $host: un id de usuario; $old, $new: números de partida.
rematch-opened = 🔁 <@{ $host }> ha abierto una revancha de la partida #{ $old }: la sala de la partida #{ $new }.
# $mentions: las menciones de los jugadores invitados.
rematch-invite = { $mentions }: pulsad **Unirse** en la sala nueva para volver a jugar.
rematch-already-open-link = La partida #{ $game } ya está abierta en este canal: { $link }
rematch-already-open = La partida #{ $game } ya está abierta en <#{ $channel }>.

## Práctica. $ai: jugadores IA.
practice-started = 🎯 Empieza la partida de práctica #{ $game }: tú contra { $ai } jugadores IA. El tablero y tu mano llegan en esta conversación; `/nanuk pista` funciona en cualquier momento y la partida no cuenta para el rating. Déjala días si quieres: te esperará.
practice-running-link = Tu partida de práctica #{ $game } sigue en curso en nuestros MD (su tablero: { $link }): juégala hasta el final, o termínala allí con `/nanuk cancelar`, y luego empieza otra.
practice-running = Tu partida de práctica #{ $game } sigue en curso en nuestros MD: juégala hasta el final, o termínala allí con `/nanuk cancelar`, y luego empieza otra.

# Modo ausente (`/nanuk ausente`). $until: una marca de tiempo de Discord;
# $games: las partidas en curso en las que ahora juega una IA por ellos.
away-started = 💤 Estás ausente hasta { $until }. { $games ->
    [0] Ahora no estás en ninguna partida en curso; cualquier partida a la que te unas empezará con una IA jugando por ti.
    [one] Una IA juega por ti en tu partida en curso y en cualquier partida tuya que empiece mientras tanto.
   *[other] Una IA juega por ti en tus { $games } partidas en curso y en cualquier partida tuya que empiece mientras tanto.
} No recibirás recordatorios. Pulsa cualquier control de una partida, o usa `/nanuk ausente` con «ya he vuelto», para volver antes.
away-not-away = No estás ausente: juegas en tus propias plazas.
away-back-nothing = 👋 ¡Hola de nuevo!
away-back = 👋 ¡Hola de nuevo! Vuelves a jugar en tus plazas. Un MD resume lo que la IA jugó por ti.
back-from-away = 👋 ¡Hola de nuevo! Vuelves a jugar en tus plazas. Mientras estabas ausente, una IA jugó por ti:
# $game: su número; $place: dónde se juega; $decisions: cuántas tomó la
# IA por el jugador; $over: yes | no (la partida terminó entretanto).
back-from-away-game = • Partida #{ $game } ({ $place }): { $decisions ->
    [0] nada que decidir
    [one] 1 decisión
   *[other] { $decisions } decisiones
}{ $over ->
    [yes] {" "}(la partida ha terminado)
   *[no] {""}
}
# El MD que recibe cada jugador humano al final. $location: dónde se jugó;
# $winners: una lista de nombres en negrita; $points: el total del jugador;
# $place: su puesto (los empates comparten el mejor); $seats: cuántos;
# $link: las puntuaciones finales.
notice-game-over = 🏁 Tu partida de Nanuk en { $location } ha terminado. Victoria para { $winners }. Has hecho { $points ->
    [one] 1 punto
   *[other] { $points } puntos
}: puesto { $place } de { $seats }. [Las puntuaciones finales]({ $link })
