# commands

## Fallos y rechazos comunes a todos los comandos.
command-sorry = Algo ha fallado por mi parte; inténtalo de nuevo dentro de un momento.
command-pick-a-subcommand = Elige de la lista uno de los subcomandos de `/nanuk`, p. ej. `/nanuk empezar`.
# Sigue a un rechazo causado por un cliente desactualizado.
command-stale-client = puede que tu app de Discord muestre una versión antigua del comando. Reinicia Discord (o espera un minuto) y elige las opciones de la lista.
# $advice: command-stale-client.
command-unknown = No conozco el comando `/{ $command }`: { $advice }
command-unknown-option = Este comando no tiene la opción `{ $option }`, así que no he hecho nada: { $advice }
command-unreadable-value = El valor `{ $value }` no encaja en su opción: cada opción muestra los valores que admite (p. ej. una cantidad de 1 a 27, días de 1 a 12). Inténtalo de nuevo.
command-unreadable-option = Una de las opciones tiene un valor que no puedo usar: cada opción muestra los valores que admite. Inténtalo de nuevo.
# $what: missing | range | kind | other
command-mismatched-options = No he podido ejecutar este comando: { $what ->
    [missing] falta una opción que necesita
    [range] un valor está fuera del rango de su opción
    [kind] una opción tiene un tipo de valor incorrecto
   *[other] sus opciones no son las que espero
}; { $advice }
# $command: el comando tal como se escribió, p. ej. `/nanuk expulsar`.
command-server-only = { $command } solo funciona en un canal de un servidor: úsalo donde se juega la partida.
command-no-game-here = No hay ninguna partida de Nanuk en este canal: abre una con `/nanuk empezar`.
command-no-games = Ahora mismo no juegas en ninguna partida de Nanuk.
# $places: una lista de dónde están las partidas.
command-several-games = Juegas en varias partidas ({ $places }): usa este comando donde se juega la partida (en su hilo o su canal).

## /nanuk mano, apostar, condenar, estado.
# $why: la frase de la regla.
command-not-a-boast = Esa apuesta no vale: { $why }
# $boast: "5 Peces en 2 días".
command-you-boast = Apuestas **{ $boast }**.
command-you-doom = Gritas **¡CONDENADOS!**
command-game-ended = La partida #{ $game } ha terminado.
# $waiting: command-waits-for o similar.
command-board-again = { $waiting } Aquí abajo tienes otra vez el tablero.
command-lobby-open = La sala está abierta: el anfitrión inicia la partida.
command-waits-for-nobody = Ahora mismo la partida no espera a nadie.
# $names: una lista de nombres en negrita.
command-waits-for = La partida espera a { $names }.

## Permisos del bot, tal como los llama Discord.
permission-view-channel = Ver canal
permission-send-messages = Enviar mensajes
permission-embed-links = Insertar enlaces
# $doing: lobby | rematch; $names: una lista de permisos; $count: cuántos.
access-cannot-host = No puedo { $doing ->
    [rematch] abrir la revancha
   *[lobby] abrir una sala
} aquí: me { $count ->
    [one] falta el permiso
   *[other] faltan los permisos
} { $names } en este canal. Pide a un administrador del servidor que me { $count ->
    [one] lo conceda
   *[other] los conceda
}, o usa otro canal.

## /nanuk empezar, salir, expulsar, cancelar.
# $channel: el id del canal (se menciona).
command-thread-of-game = En este hilo se juega la partida #{ $game }: abre una partida nueva en <#{ $channel }>.
command-lobby-opened = Tu sala está abierta (partida #{ $game }): su mensaje con **Unirse** y **Empezar** está en este canal. Nanuk necesita de 5 a 8 plazas; **Añadir IA** llena las vacías.
# $sentence: refusal-channel-busy; $link: un enlace a la partida.
command-channel-busy-here = { $sentence } Está aquí: { $link }
command-left-lobby = Has salido de la sala de la partida #{ $game }.
command-left-game = Has dejado la partida #{ $game }: a partir de ahora una IA ocupa tu plaza.
command-kicked-from-lobby = { $name } ya no está en la sala.
command-kicked-from-game = A partir de ahora una IA ocupa la plaza de { $name }.
command-cancelled = La partida #{ $game } queda cancelada.

## /nanuk practicar.
practice-in-dms = Tu partida de práctica #{ $game } está en nuestros MD: { $link }
practice-own-dm-only = Las partidas de práctica se juegan en tus propios MD conmigo: usa `/nanuk practicar` allí, o en un servidor.
practice-no-dm = Ahora mismo no he podido escribirte por MD; inténtalo de nuevo dentro de un momento.
practice-hello = 🎯 Tu partida de práctica se jugará aquí: el tablero, tu mano y los resultados, con `/nanuk pista` en cualquier momento. No cuenta para el rating.
practice-dms-closed = No puedo enviarte MD, y las partidas de práctica se juegan ahí: permite los mensajes directos de los miembros de este servidor (Ajustes de privacidad) e inténtalo de nuevo.
