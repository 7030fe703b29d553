# El tablero público y lo que comparte con otras pantallas.

## Nombres de las plazas. $name: el nombre del jugador; $level: un nivel de IA.
name-ai = 🤖 { $name }
name-ai-level = 🤖 { $name } ({ $level })

## Notas sobre plazas en las que una IA juega por una persona.
note-stand-in-timed-out = ⏱️ La IA juega por { $name } (sin tiempo) hasta que vuelva a actuar.
note-stand-in-left = 🤖 { $name } se ha ido; una IA ocupa su plaza.
note-stand-in-replaced = 🤖 Una IA ocupa la plaza de { $name }.
# $until: una marca de tiempo de Discord (cada lector la ve en su zona).
note-stand-in-away = 💤 { $name } está ausente hasta { $until }; una IA juega en su lugar.
note-stand-in-away-open = 💤 { $name } está ausente; una IA juega en su lugar.

footer-game = partida #{ $game }

## El embed del tablero.
board-title = Nanuk · ronda { $round }
board-title-seasons = Nanuk · temporada { $season } de { $seasons } · ronda { $round }
# $wind: wind-clockwise o wind-counter-clockwise; $first: un nombre en negrita.
board-wind = 🌬️ Viento: { $wind } · empieza: { $first }
board-winter = ❄️ **Se acerca el invierno**: esta es la última caza de la temporada.
board-table = Mesa (en el orden del viento)
board-standing = Apuesta vigente
# $boast: "🐟 5 Peces en 2 días"; $name: un nombre en negrita.
board-standing-by = **{ $boast }**, de { $name }
board-leaders = Líderes
board-leaders-value = ⚔️ Caza: { $hunt }
    💀 Perdición: { $doom }
board-hunt = La caza
board-antes = Prendas
board-rewards = Recompensas
# $pot: una lista de cartas; $each: elecciones por ganador; $left: elecciones restantes.
board-rewards-value = Bote: { $pot }
    { $name } elige ahora ({ $each } por cabeza; { $left ->
        [one] queda 1 elección
       *[other] quedan { $left } elecciones
    })
board-piles = Montones de puntos
# $points: sin el bonus Nanuk, provisional hasta el final de la temporada
# ($bonus: tal como va ahora, 0 si no hay).
board-pile = { $name }: **{ $points }** { $points ->
    [one] pt
   *[other] pts
}{ $bonus ->
    [0] {""}
   *[other] {" "}+ 🐻‍❄️{ $bonus } por ahora
} · { $cards }
board-season-totals = Totales de la temporada
# $cards: cartas en el mazo.
board-footer = Mazo: { $cards ->
    [one] 1 carta
   *[other] { $cards } cartas
} · partida #{ $game }
board-pick-placeholder = { $name }: elige una carta
board-my-hand = Mi mano
board-follow = Seguir
board-unfollow = Dejar de seguir

## La fase, arriba del tablero. $name: un nombre en negrita; $waiting: una lista.
status-boasting = 🗣️ **Apuestas**: turno de { $name }
status-sides-in-turn = 🔔 **Elección de bando** por turnos: turno de { $name }
status-sides-secret = 🔔 **Elección de bando** en secreto: esperando a { $waiting }
status-antes = 🪙 **Prendas**: esperando a { $waiting }
status-contributing = 🃏 **Preparando la caza**: aporta { $name }
status-picking = 🎁 **Recompensas**: elige { $name }
status-over = 🏁 **La partida ha terminado.**

## La línea de una plaza en la mesa.
table-side-chosen = ✉️ ha elegido
table-anted = prenda puesta
# $count: cartas aportadas a la caza.
table-gave = aportó { $count }

## La caza. $card: lo robado un día ("3 🦌").
hunt-day-nanuk-held = { $card } (Nanuk, contenido)
hunt-day-nanuk = { $card } (**¡Nanuk!**)
hunt-target = Objetivo **{ $boast }** · contados **{ $counted }/{ $count }** · protecciones restantes: { $protections }
hunt-hunters-cards = Cartas de los cazadores: { $cards }
# $drawn: días robados; $days: días apostados; $draws: lo robado.
hunt-days = Días { $drawn }/{ $days }: { $draws }
hunt-winter-came = ❄️ El invierno llegó el día { $day }.
hunt-outcome-success = 🎉 Éxito: los cazadores se reparten el bote.
hunt-outcome-nanuk = 💀 Nanuk: los agoreros se reparten el bote.
hunt-outcome-too-few = 💀 Faltan animales: los agoreros se reparten el bote.
hunt-outcome-unfinished = ❄️ Sin terminar: nadie se lleva nada.

# El nombre del hilo donde se juega una partida (100 caracteres como máximo).
thread-name = Partida de Nanuk #{ $game }
