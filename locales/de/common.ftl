# Wörter, die viele Anzeigen teilen. Die Variablen stehen über jeder
# Nachricht (Einzelheiten in en-US).

## Listen: „A“, „A und B“, „A, B und C“.
list-two = { $first } und { $second }
list-middle = { $head }, { $next }
list-end = { $head } und { $last }
list-nobody = niemand

decimal-mark = {","}

## Tiere. $kind: deer | seal | fish | bird; $count bestimmt den Numerus.
animal = { $kind ->
    [deer] { $count ->
        [one] Hirsch
       *[other] Hirsche
    }
    [seal] { $count ->
        [one] Robbe
       *[other] Robben
    }
    [bird] { $count ->
        [one] Vogel
       *[other] Vögel
    }
   *[fish] { $count ->
        [one] Fisch
       *[other] Fische
    }
}

## Karten. $animal: der Name des Tiers (Singular).
card-plain = { $animal }
card-double = Doppel-{ $animal }
card-nanuk = { $animal } (Nanuk)
card-inuksuk = Inuksuk
# Eine leere Kartenliste.
cards-none = nichts

## Eine Ansage. $count: Tiere; $animals: der Name des Tiers im passenden
## Numerus; $days: Tage.
boast = { $count } { $animals } in { $days ->
    [one] { $days } Tag
   *[other] { $days } Tagen
}

side-hunt = Jagd
side-doom = Unheil

level-easy = leicht
level-normal = normal
level-strong = stark

wind-clockwise = im Uhrzeigersinn ↻
wind-counter-clockwise = gegen den Uhrzeigersinn ↺

# $number zählt ab 1.
seat = Platz { $number }

duration-days = { $count ->
    [one] { $count } Tag
   *[other] { $count } Tage
}
duration-hours = { $count ->
    [one] { $count } Stunde
   *[other] { $count } Stunden
}
duration-minutes = { $count ->
    [one] { $count } Minute
   *[other] { $count } Minuten
}
duration-seconds = { $count ->
    [one] { $count } Sekunde
   *[other] { $count } Sekunden
}

## Eine Punktzahl und woraus sie besteht. $bonus: der Nanuk-Bonus (0: keiner).
score = { $sets ->
    [one] { $sets } Satz
   *[other] { $sets } Sätze
}, { $pairs ->
    [one] { $pairs } Paar
   *[other] { $pairs } Paare
}{ $bonus ->
    [0] {""}
   *[other] , Nanuk-Bonus { $bonus }
} = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}

## Wo eine Partie gespielt wird, um die Partien eines Spielers zu unterscheiden.
place-practice = Übungspartie allein
# $channel, $server: Namen.
place-channel-in-server = #{ $channel } auf { $server }
