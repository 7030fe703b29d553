# El reloj de partida: la reserva de tiempo de cada jugador, que solo corre
# mientras la partida le espera, más un incremento por decisión.

## El mensaje de la sala. $bank, $increment: duraciones ("3 días", "12 horas").
clock-lobby = Reloj de partida: { $bank } por jugador, más { $increment } por decisión; si a alguien se le agota la reserva, una IA ocupa su plaza hasta que vuelva
clock-lobby-no-increment = Reloj de partida: { $bank } por jugador, sin añadir nada por decisión; si a alguien se le agota la reserva, una IA ocupa su plaza hasta que vuelva

## /nanuk reloj, en privado al anfitrión. $clock: la línea del reloj de la sala.
clock-set = Hecho. { $clock }
clock-removed = Esta sala ya no tiene reloj de partida.

## /nanuk ajustes: la línea del reloj, como `settings-line`. $value: el
## reloj; $whose: server | bot.
clock-settings-line = **Reloj de partida:** { $value }{ $whose ->
    [bot] {" "}{ settings-bot-default }
   *[server] {""}
}
# $bank, $increment: duraciones.
clock-settings-value = { $bank }, más { $increment } por decisión
clock-settings-none = ninguno

## El tablero: una línea con la reserva de tiempo de cada jugador.
# $banks: las entradas de los jugadores, unidas con " · ".
clock-board = ⏳ Tiempo restante: { $banks }
# Un reloj parado. $name: el jugador; $left: un tiempo corto ("2d 4h").
clock-board-seat = { $name } { $left }
# Un reloj en marcha (la partida le espera). $when: una marca de tiempo de
# Discord que se lee "dentro de 2 días".
clock-board-seat-running = **{ $name }** se queda sin tiempo { $when }
# Tiempos cortos para el tablero.
clock-short-days = { $days }d { $hours }h
clock-short-hours = { $hours }h { $minutes }min
clock-short-minutes = { $minutes }min

## Rechazos. $min, $max: duraciones.
clock-refusal-bank = La reserva de tiempo de un reloj de partida debe estar entre { $min } y { $max }.
clock-refusal-increment = El incremento de un reloj de partida debe ser como máximo { $max }.

## El aviso por MD. $when: una marca de tiempo de Discord ("dentro de 2 días").
clock-prompt = ⏳ Tu reloj se agota { $when }.
