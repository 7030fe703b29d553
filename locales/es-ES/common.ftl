# Palabras que comparten muchas pantallas. Las variables se describen en en-US.

## Listas: "A", "A y B", "A, B y C".
list-two = { $first } y { $second }
list-middle = { $head }, { $next }
list-end = { $head } y { $last }
list-nobody = nadie

decimal-mark = {","}

## Animales. $kind: deer | seal | fish | bird; $count elige el número.
animal = { $kind ->
    [deer] { $count ->
        [one] Ciervo
       *[other] Ciervos
    }
    [seal] { $count ->
        [one] Foca
       *[other] Focas
    }
    [bird] { $count ->
        [one] Pájaro
       *[other] Pájaros
    }
   *[fish] { $count ->
        [one] Pez
       *[other] Peces
    }
}

## Cartas. $animal: el nombre del animal (singular).
card-plain = { $animal }
card-double = { $animal } doble
card-nanuk = { $animal } (Nanuk)
card-inuksuk = Inuksuk
# Una lista de cartas vacía.
cards-none = nada

## Una apuesta. $count: animales; $animals: el nombre del animal en el
## número que corresponde a $count; $days: días.
boast = { $count } { $animals } en { $days ->
    [one] 1 día
   *[other] { $days } días
}

side-hunt = Caza
side-doom = Perdición

level-easy = fácil
level-normal = normal
level-strong = fuerte

wind-clockwise = en sentido horario ↻
wind-counter-clockwise = en sentido antihorario ↺

# $number cuenta desde 1.
seat = plaza { $number }

duration-days = { $count ->
    [one] 1 día
   *[other] { $count } días
}
duration-hours = { $count ->
    [one] 1 hora
   *[other] { $count } horas
}
duration-minutes = { $count ->
    [one] 1 minuto
   *[other] { $count } minutos
}
duration-seconds = { $count ->
    [one] 1 segundo
   *[other] { $count } segundos
}

## Una puntuación y cómo se obtuvo. $bonus: el bonus Nanuk (0: ninguno).
score = { $sets ->
    [one] 1 serie
   *[other] { $sets } series
}, { $pairs ->
    [one] 1 pareja
   *[other] { $pairs } parejas
}{ $bonus ->
    [0] {""}
   *[other] , bonus Nanuk { $bonus }
} = { $points ->
    [one] 1 punto
   *[other] { $points } puntos
}

## Dónde se juega una partida, para distinguir las partidas de un jugador.
place-practice = práctica en solitario
# $channel, $server: nombres.
place-channel-in-server = #{ $channel } en { $server }
