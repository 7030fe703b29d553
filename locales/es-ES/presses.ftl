# Respuestas privadas al pulsar botones y menús.

press-unknown-control = Este control ya no está en uso.
press-leaderboard-server-only = La clasificación es de un servidor: usa `/nanuk clasificación` allí.
press-leaderboard-failed = Ahora mismo no he podido leer la clasificación; inténtalo de nuevo dentro de un momento.
press-not-a-boast = Esa apuesta no la puede hacer nadie.
press-not-your-cards = Esas cartas no son de tu mano.
press-choose-a-card = Elige una carta del bote.
press-nothing-to-pick = Ahora mismo no hay nada que elegir.
press-not-your-pick = No te toca elegir: ahora elige { $name }.
# $channel: un id de canal (se menciona).
press-elsewhere = Ese control es de la partida de Nanuk #{ $game } en <#{ $channel }>; aquí no hace nada.
press-lobby-only = Ese control solo funciona en el mensaje de la sala de la partida.
press-hand-only = Ese control es de tu propia mano: pulsa **Mi mano** en el tablero o usa `/nanuk mano`.
