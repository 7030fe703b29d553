# Los comandos de barra tal como los muestra Discord. El valor de cada
# mensaje es el nombre que ve un cliente en español (minúsculas, sin
# espacios, 32 caracteres como máximo: letras, cifras, - y _); su
# .description es la línea de debajo (100 caracteres como máximo).

slash-nanuk = nanuk
    .description = Juega a Nanuk, el juego de cartas de apuestas, cacerías y osos polares

## /nanuk empezar
slash-start = empezar
    .description = Abre una sala de Nanuk en este canal
slash-start-seasons = temporadas
    .description = Temporadas que se juegan; las puntuaciones se suman (por defecto 1)
slash-start-sequential_sides = bandos_por_turnos
    .description = Elegir Caza o Perdición por turnos y en público (la regla opcional del reglamento)
slash-start-turn_timeout = tiempo_por_turno
    .description = Pasado este tiempo en una decisión, una IA juega por el jugador (por defecto: nunca)
slash-start-reminders = recordatorios
    .description = Avisar a quien se espera tras este tiempo, y luego cada doble (por defecto: 12 horas)
slash-start-stand_in_level = nivel_sustituto
    .description = Nivel de la IA que juega por quien se quedó sin tiempo o se fue (por defecto normal)
slash-start-hints = pistas
    .description = Permitir pedir con /nanuk pista el consejo de la IA fuerte (por defecto: no)
slash-start-clock = reloj
    .description = Reloj de partida: reserva de tiempo por jugador, que solo corre en su turno (por defecto: ninguno)
slash-start-clock_increment = incremento_reloj
    .description = Con reloj de partida: tiempo que se suma a la reserva por decisión (por defecto: 12 horas)

## /nanuk reloj
slash-clock = reloj
    .description = Fija el reloj de esta sala: reserva de tiempo por jugador, que solo corre en su turno
slash-clock-bank = reserva
    .description = La reserva de tiempo de cada jugador (ninguno: sin reloj)
slash-clock-increment = incremento
    .description = Tiempo que se suma a la reserva por decisión (por defecto: 12 horas)

## /nanuk practicar
slash-practice = practicar
    .description = Practica a solas contra la IA, en tus MD conmigo (no cuenta para el rating; con pistas)
slash-practice-seats = plazas
    .description = Plazas en total, incluida la tuya (por defecto 5)
slash-practice-level = nivel
    .description = Lo bien que juega la IA (por defecto normal)

## Jugar desde el teclado.
slash-status = estado
    .description = Vuelve a publicar el tablero de este canal y dice a quién espera la partida
slash-hand = mano
    .description = Muestra en privado tu mano y tus opciones, con los botones para jugar
slash-hint = pista
    .description = Qué haría ahora la IA fuerte en tu lugar (si el anfitrión permite pistas)
slash-boast = apostar
    .description = Sube la apuesta vigente (o abre las apuestas)
slash-boast-count = cantidad
    .description = Cuántos animales
slash-boast-animal = animal
    .description = Qué animal
slash-boast-days = días
    .description = En cuántos días (1-12)
slash-doom = condenar
    .description = Declara imposible la apuesta vigente: ¡CONDENADOS!
slash-rules = reglas
    .description = Las reglas de Nanuk en resumen

## Plazas.
slash-leave = salir
    .description = Deja la partida de este canal: en la sala sales de ella; en juego, una IA ocupa tu plaza
slash-away = ausente
    .description = Ausente de todas tus partidas un tiempo (una IA juega por ti), o de vuelta
slash-away-time = tiempo
    .description = Cuánto tiempo estarás fuera, o «ya he vuelto» al volver
slash-kick = expulsar
    .description = Quita a un jugador (anfitrión o Gestionar servidor): de la sala, o una IA ocupa su plaza
slash-kick-player = jugador
    .description = El jugador que quitar
slash-cancel = cancelar
    .description = Cancela la partida o la sala de este canal (anfitrión o Gestionar servidor)

## /nanuk ajustes
slash-settings = ajustes
    .description = Valores por defecto de este servidor para salas nuevas: verlos o cambiarlos (Gestionar servidor)
slash-settings-seasons = temporadas
    .description = Temporadas que juega una partida nueva
slash-settings-sequential_sides = bandos_por_turnos
    .description = Caza o Perdición por turnos y en público (la regla opcional del reglamento)
slash-settings-turn_timeout = tiempo_por_turno
    .description = Pasado este tiempo en una decisión, una IA juega por el jugador
slash-settings-reminders = recordatorios
    .description = Avisar a quien se espera tras este tiempo
slash-settings-stand_in_level = nivel_sustituto
    .description = Nivel de la IA que juega por quien se quedó sin tiempo o se fue
slash-settings-hints = pistas
    .description = Permitir pedir con /nanuk pista el consejo de la IA fuerte
slash-settings-ai_seats = plazas_ia
    .description = Plazas de IA con las que se abre una sala nueva
slash-settings-ai_level = nivel_ia
    .description = El nivel de esas plazas de IA
slash-settings-clock = reloj
    .description = Reloj de partida: reserva de tiempo por jugador, que solo corre en su turno
slash-settings-clock_increment = incremento_reloj
    .description = Con reloj de partida: tiempo que se suma a la reserva por decisión
slash-settings-reset = restablecer
    .description = Vuelve primero a los valores del bot (luego se aplican las opciones que des aquí)

## /nanuk idioma
slash-language = idioma
    .description = El idioma en que te hablo o (Gestionar servidor) el idioma de este servidor
slash-language-language = idioma
    .description = Un idioma, o auto: el idioma de tu app de Discord (o el de este servidor)
slash-language-server = servidor
    .description = Fija el idioma de las salas, tableros e hilos de este servidor (Gestionar servidor)

## Registros.
slash-history = historial
    .description = Las partidas recientes de este servidor y sus ganadores
slash-stats = estadísticas
    .description = Rating, partidas, victorias y puntuación media en este servidor
slash-stats-player = jugador
    .description = De quién (por defecto: tuyas)
slash-leaderboard = clasificación
    .description = Los mejores jugadores de este servidor por rating, diez por página
slash-leaderboard-season = temporada
    .description = La clasificación de una temporada por su número (por defecto: la temporada en curso)
slash-leaderboard-all_time = histórica
    .description = La clasificación histórica en vez de la de una temporada
slash-season = temporada
    .description = Temporadas de rating: cada una tiene su clasificación, aparte de la histórica
slash-season-start = empezar
    .description = Cierra la temporada de rating de este servidor y abre la siguiente (Gestionar servidor)
slash-season-start-name = nombre
    .description = El nombre de la nueva temporada, p. ej. Primavera 2027
slash-games = partidas
    .description = Todas tus partidas, en cualquier servidor, y qué espera cada una

## Opciones en las listas (100 caracteres como máximo cada una).
slash-choice-never = nunca
slash-choice-none = ninguno
slash-choice-back = ya he vuelto
slash-choice-minutes-5 = 5 minutos
slash-choice-minutes-15 = 15 minutos
slash-choice-minutes-30 = 30 minutos
slash-choice-hours-1 = 1 hora
slash-choice-hours-3 = 3 horas
slash-choice-hours-12 = 12 horas
slash-choice-days-1 = 1 día
slash-choice-days-2 = 2 días
slash-choice-days-3 = 3 días
slash-choice-days-7 = 7 días
slash-choice-days-30 = 30 días
slash-choice-weeks-1 = 1 semana
slash-choice-weeks-2 = 2 semanas
slash-choice-level-easy = fácil
slash-choice-level-normal = normal
slash-choice-level-strong = fuerte
slash-choice-animal-deer = Ciervo
slash-choice-animal-seal = Foca
slash-choice-animal-fish = Pez
slash-choice-animal-bird = Pájaro
# La opción automática de /nanuk idioma (los idiomas se listan con su propio nombre).
slash-choice-language-auto = auto (el idioma de mi app de Discord)
