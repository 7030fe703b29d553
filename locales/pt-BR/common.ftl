# Palavras que várias telas compartilham. As variáveis estão descritas no en-US.

## Listas: "A", "A e B", "A, B e C".
list-two = { $first } e { $second }
list-middle = { $head }, { $next }
list-end = { $head } e { $last }
list-nobody = ninguém

decimal-mark = {","}

## Animais. $kind: deer | seal | fish | bird; $count escolhe o número.
animal = { $kind ->
    [deer] { $count ->
        [one] Cervo
       *[other] Cervos
    }
    [seal] { $count ->
        [one] Foca
       *[other] Focas
    }
    [bird] { $count ->
        [one] Pássaro
       *[other] Pássaros
    }
   *[fish] { $count ->
        [one] Peixe
       *[other] Peixes
    }
}

## Cartas. $animal: o nome do animal (singular).
card-plain = { $animal }
card-double = { $animal ->
    [Foca] Foca dupla
   *[other] { $animal } duplo
}
card-nanuk = { $animal } (Nanuk)
card-inuksuk = Inuksuk
# Uma lista de cartas vazia.
cards-none = nada

## Uma aposta. $count: animais; $animals: o nome do animal no número que
## combina com $count; $days: dias.
boast = { $count } { $animals } em { $days ->
    [one] { $days } dia
   *[other] { $days } dias
}

side-hunt = Caçada
side-doom = Perdição

level-easy = fácil
level-normal = normal
level-strong = forte

wind-clockwise = no sentido horário ↻
wind-counter-clockwise = no sentido anti-horário ↺

# $number conta a partir de 1.
seat = lugar { $number }

duration-days = { $count ->
    [one] { $count } dia
   *[other] { $count } dias
}
duration-hours = { $count ->
    [one] { $count } hora
   *[other] { $count } horas
}
duration-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minutos
}
duration-seconds = { $count ->
    [one] { $count } segundo
   *[other] { $count } segundos
}

## Uma pontuação e como foi feita. $bonus: o bônus Nanuk (0: nenhum).
score = { $sets ->
    [one] { $sets } conjunto
   *[other] { $sets } conjuntos
}, { $pairs ->
    [one] { $pairs } par
   *[other] { $pairs } pares
}{ $bonus ->
    [0] {""}
   *[other] , bônus Nanuk { $bonus }
} = { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
}

## Onde uma partida é jogada, para distinguir as partidas de um jogador.
place-practice = treino solo
# $channel, $server: nomes.
place-channel-in-server = #{ $channel } em { $server }
