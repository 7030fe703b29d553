# hand

# $location: dónde se juega la partida ("#nanuk en Club Ártico").
hand-title = Nanuk en { $location }
hand-not-started = La partida aún no ha empezado.
hand-timed-out = ⏱️ Se te acabó el tiempo del turno, así que la IA juega por ti. Pulsa **Recuperar mi plaza** para volver a jugar.
button-reclaim = Recuperar mi plaza
# $until: una marca de tiempo de Discord.
hand-away = 💤 Estás ausente hasta { $until }, así que una IA juega por ti en todas tus partidas. Pulsa **{ button-back }** para volver a jugar.
hand-away-open = 💤 Estás ausente, así que una IA juega por ti en todas tus partidas. Pulsa **{ button-back }** para volver a jugar.
button-back = Ya he vuelto

## La mano de un jugador (MD o privado).
hand-empty = Tu mano está vacía.
# $side: "⚔️ Caza".
hand-your-side = Tu bando: { $side }
hand-your-ante = Tu prenda, boca abajo: { $card }
hand-you-gave = Aportaste a la caza, boca abajo: { $cards }
hand-your-hand = Tu mano · Nanuk en { $location }
hand-your-hand-prompt = Tu mano
# El título del campo del aviso.
hand-now = Ahora
hand-footer = partida #{ $game } · el tablero del hilo de la partida muestra la mesa
hand-board-link = partida #{ $game } · el tablero
hand-nothing = Ahora mismo no hay nada que decidir aquí.
status-over-plain = La partida ha terminado.

## Avisos.
prompt-open-boasting = **Abre las apuestas**: di un animal, cuántos y en cuántos días. Elige una apuesta rápida o crea la tuya con los menús.
prompt-boast = **Te toca apostar.** Haz una apuesta mayor que la vigente, o grita **¡CONDENADOS!** si crees que no se puede cumplir.
# $leader: un nombre en negrita; $target: una apuesta; $sides: secret | sequential.
prompt-side = **¿Caza o Perdición?** { $leader } lidera la caza de **{ $target }**. { $sides ->
    [sequential] Tu elección se hace pública al momento.
   *[secret] Tu elección es secreta hasta que todos hayan elegido.
}
prompt-ante = **Pon tu prenda**: una carta, boca abajo. Tras la caza, será para los ganadores.
prompt-contribute = **Aporta a la caza**: una o más cartas, boca abajo. Los animales del objetivo cuentan; los Inuksuks protegen contra Nanuk.
prompt-pick = **Te toca elegir**: toma una carta del bote.

## Controles.
button-ante = Dar { $card } de prenda
placeholder-pick = Elige una carta del bote
placeholder-animal = Animal
placeholder-how-many = Cuántos
placeholder-days = Días
option-animals = { $count ->
    [one] 1 animal
   *[other] { $count } animales
}
option-days = { $count ->
    [one] 1 día
   *[other] { $count } días
}
button-boast = Apostar { $boast }
button-does-not-raise = { $boast } no sube
button-doom = ¡CONDENADOS!
# Abre el constructor de apuestas (menús de animal, cantidad y días).
button-other-boast = Otra apuesta…
placeholder-contribute = Elige las cartas que aportas
# $cards: una carta o una lista de cartas.
button-contribute = Aportar { $cards }
button-contribute-all = Aportar todas ({ $count })

## /nanuk pista.
hint-boast = apostar **{ $boast }**
hint-doom = gritar **¡CONDENADOS!** contra la apuesta vigente
hint-side = elegir **{ $side }**
hint-ante = dar **{ $card }** de prenda
hint-contribute = aportar **{ $cards }**
hint-pick = tomar **{ $card }**
# $what: una de las acciones hint-*.
hint-would = 💡 En tu lugar, la IA fuerte optaría por { $what }.
# $about: boast | standing | hunt; $percent: un número entero; $expected: los
# animales que se espera que cuenten los cazadores (un decimal); $animals: el
# nombre del animal (plural); $count: los animales que necesita la caza.
hint-chance = Eso da a { $about ->
    [boast] esa apuesta
    [standing] la apuesta vigente
   *[hunt] la caza
} un **{ $percent } %** de probabilidades de éxito, y espera que los cazadores cuenten { $expected } { $animals } de media (hacen falta { $count }).
hint-footnote = -# Calculado con lo que tú puedes ver, como cualquier jugador: es un consejo, no una promesa.
