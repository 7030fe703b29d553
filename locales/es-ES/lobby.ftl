# lobby

name-stand-in = { $name } (🤖 juega la IA)

## El mensaje de la sala.
# $seasons: cuántas; $sides: secret | sequential.
lobby-seasons-sides = Temporadas: { $seasons } · bandos: { $sides ->
    [sequential] por turnos, en público (regla opcional)
   *[secret] en secreto, revelados a la vez
}
# $duration: "12 horas".
lobby-turn-timeout = Tiempo por turno: { $duration } (después, una IA juega en esa plaza)
lobby-turn-timeout-none = Tiempo por turno: sin límite
lobby-stand-in-level = Una IA que sustituye a un jugador juega en nivel { $level }
lobby-reminders = Recordatorios tras { $duration }
lobby-hints = Pistas permitidas: `/nanuk pista` muestra lo que haría la IA fuerte
lobby-no-seats = Aún no hay nadie: pulsa **Unirse**.
lobby-ready = Todo listo: el anfitrión (o alguien con Gestionar servidor) puede empezar.
# $count: plazas que aún faltan.
lobby-more-needed = { $count ->
    [one] Falta 1 para empezar (jugador o IA).
   *[other] Faltan { $count } para empezar (jugadores o IA).
}
lobby-full = La mesa está completa.
lobby-join = Unirse
lobby-leave = Salir
lobby-remove-ai = Quitar IA
lobby-add-easy-ai = Añadir IA fácil
lobby-add-ai = Añadir IA
lobby-add-strong-ai = Añadir IA fuerte
lobby-start = Empezar
lobby-cancel = Cancelar
lobby-title-gathering = Nanuk: se prepara una partida nueva
lobby-title-on = Nanuk: partida en marcha
lobby-title-finished = Nanuk: terminada
lobby-title-cancelled = Nanuk: cancelada
lobby-on-in-thread = La partida se juega en el hilo de este mensaje: allí están su tablero y su historia; las manos llegan por MD.
lobby-on-here = La partida ha empezado: el tablero está abajo y las manos llegan por MD.
lobby-on-here-no-threads = La partida ha empezado: el tablero está abajo y las manos llegan por MD. No tengo permiso para abrir hilos en este canal, así que la partida se juega aquí.
lobby-finished = La partida ha terminado; las puntuaciones finales están abajo.
# $winners: una lista de nombres en negrita; $count: cuántos.
lobby-finished-won = La partida ha terminado: { $winners } { $count ->
    [one] ha ganado
   *[other] comparten la victoria
}. Las puntuaciones finales están abajo.
lobby-everyone-left = Todos los jugadores han salido de la sala, así que se ha cerrado.
# $thread: el id del hilo (se menciona).
lobby-thread-link = El tablero y la historia de la partida: <#{ $thread }>.
# $count: plazas ocupadas; $max: plazas como máximo.
lobby-seats = Plazas ({ $count }/{ $max })
lobby-status = Estado
# $host, $opener: ids de usuario (se mencionan).
lobby-host = Anfitrión: <@{ $host }>
lobby-host-passed-on = Anfitrión: <@{ $host }> (<@{ $opener }> abrió la sala y se fue, así que el papel de anfitrión pasó a otra persona)
lobby-host-nobody = Anfitrión: nadie (todos los jugadores se fueron; solo alguien con Gestionar servidor puede actuar en esta partida)
