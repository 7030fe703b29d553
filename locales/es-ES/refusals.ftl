# Por qué se negó el bot: respuestas privadas a quien lo pidió.

refusal-no-such-game = No existe la partida #{ $game }.
refusal-channel-busy = Este canal ya tiene una partida (#{ $game }): termínala o cancélala antes de empezar otra.
refusal-already-joined = Ya estás en esta partida.
refusal-lobby-full = La sala está llena: a Nanuk juegan como máximo { $max }.
refusal-not-in-lobby = No estás en esta sala.
refusal-not-in-game = No juegas en esta partida.
refusal-hints-off = Las pistas están desactivadas en esta partida: el anfitrión las permite con la opción `pistas` de `/nanuk empezar`.
refusal-nothing-to-hint = Ahora no tienes nada que decidir, así que no hay pista que dar.
refusal-not-over-yet = Esta partida aún no ha terminado: la revancha se abre cuando acabe.
refusal-player-not-in-game = Ese jugador no está en esta partida.
refusal-not-admin = Solo alguien con Gestionar servidor puede hacer eso.
# $asked: la temporada pedida; $latest: la temporada abierta ahora.
refusal-no-such-season = No existe la temporada { $asked }: { $latest ->
    [0] este servidor no ha empezado temporadas de rating (`/nanuk temporada empezar`).
   *[other] las temporadas de este servidor van numeradas del 0 (antes de la primera) al { $latest }.
}
refusal-too-many-followers = Esta partida ya tiene { $limit } seguidores, el máximo permitido.
refusal-following-too-many = Ya sigues { $limit } partidas en curso, el máximo a la vez: deja de seguir alguna primero.
# $host: el nombre visible del anfitrión.
refusal-not-host = Solo el anfitrión ({ $host }) o alguien con Gestionar servidor puede hacer eso.
refusal-not-host-nobody = Solo alguien con Gestionar servidor puede hacer eso: no queda ningún jugador que haga de anfitrión.
refusal-wrong-seat-count = Nanuk necesita de 5 a 8 jugadores y esta sala tiene { $seats }: invita a más jugadores o añade plazas de IA.
refusal-no-ai-seat = No hay ninguna plaza de IA que quitar.
refusal-already-ai = Esa plaza ya la ocupa una IA.
refusal-already-started = Esta partida ya ha empezado.
refusal-not-started = Esta partida aún no ha empezado: el anfitrión la inicia desde la sala.
refusal-game-over = Esta partida ha terminado.
refusal-cancelled = Esta partida se ha cancelado.
refusal-left-running = Has dejado esta partida y ahora una IA ocupa tu plaza; aún puedes ver su tablero.
refusal-left-over = Dejaste esta partida antes de que terminara.
refusal-replaced-running = Ahora una IA ocupa tu plaza en esta partida; aún puedes ver su tablero.
refusal-replaced-over = Una IA ocupó tu plaza en esta partida hasta que terminó.
refusal-seat-already-yours = Tu plaza ya es tuya: nadie está jugando por ti.
# $waiting: una lista de nombres.
refusal-not-your-turn = No es tu turno: la partida está esperando a { $waiting }.
refusal-stale = Esto ha cambiado desde que lo viste: este es el estado actual.
refusal-duplicate = Eso ya estaba hecho.
refusal-unavailable = No se ha guardado ni cambiado nada: ahora mismo el bot no puede usar su base de datos de partidas. Inténtalo de nuevo dentro de un momento.
refusal-store = Algo ha fallado al guardar la partida; inténtalo de nuevo.
refusal-unconfirmed = He perdido la base de datos mientras guardaba eso, así que no sé si ha contado. Mira tu mano (`/nanuk mano`) antes de volver a intentarlo: el mismo botón nunca se aplica dos veces.
refusal-busy = Esta partida está ocupada ahora mismo y no se ha cambiado nada: inténtalo de nuevo dentro de un momento.
refusal-internal = Algo ha fallado en el servicio de partidas; avisa al administrador del bot.

## Opciones fuera de rango.
refusal-seasons = Una partida tiene de 1 a { $max } temporadas.
# $min, $max: duraciones ("1 minuto", "30 días").
refusal-turn-timeout = El tiempo por turno debe estar entre { $min } y { $max }.
refusal-reminder-delay = El plazo de los recordatorios debe estar entre { $min } y { $max }.
refusal-ai-seats = Una sala se abre como máximo con { $max } plazas de IA: el anfitrión ocupa una de las 8.
refusal-season-name = El nombre de una temporada tiene como máximo { $max } caracteres.
refusal-practice-seats = Una partida de práctica tiene de { $min } a { $max } plazas, incluida la tuya.

## Las reglas lo impiden.
rule-no-such-seat = En esta mesa no hay { $seat }.
# $now: boasting | sides | antes | contributing | picking | over
rule-wrong-phase = Eso no lo puedes hacer ahora: { $now ->
    [boasting] la mesa está apostando.
    [sides] los jugadores están eligiendo bando.
    [antes] los agoreros están dando sus prendas.
    [contributing] los cazadores están aportando cartas.
    [picking] los ganadores están eligiendo recompensas.
   *[over] la partida ha terminado.
}
rule-nothing-to-doom = El primer jugador debe abrir con una apuesta; todavía no hay nada que condenar.
rule-boast-zero = Una apuesta debe nombrar al menos 1 animal.
rule-boast-too-many = Nadie puede apostar más de { $max } animales de un tipo: el mazo no tiene más.
rule-boast-days = Una caza dura de 1 a { $max } días.
# $boast, $standing: apuestas ("5 Peces en 2 días").
rule-boast-too-low = { $boast } no supera { $standing }: sube la cantidad o los días (y cambia de animal solo con una cantidad mayor).
rule-already-chose = Ya has elegido bando.
rule-already-done = Ya has tomado tu decisión en esta ronda.
rule-card-not-in-hand = No tienes { $card } en la mano.
rule-empty-contribution = Aporta al menos una carta.
rule-card-not-in-pot = En el bote ya no queda { $card }.
# $min_hours, $max_days: el tiempo de ausencia más corto y más largo.
refusal-away-time = Puedes ausentarte de { $min_hours ->
    [one] una hora
   *[other] { $min_hours } horas
} a { $max_days } días seguidos.
