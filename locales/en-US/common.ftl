# Words many screens share. Variables are described above each message.

## Lists: "A", "A and B", "A, B and C". The list is built from the front:
## list-middle joins one more item to what came before ($head), list-end
## the last one.
list-two = { $first } and { $second }
list-middle = { $head }, { $next }
list-end = { $head } and { $last }
list-nobody = nobody

## Numbers: the mark between a decimal number's whole part and its tenths
## (ratings, averages: "24.5").
decimal-mark = {"."}

## Animals. $kind: deer | seal | fish | bird; $count chooses the number.
animal = { $kind ->
    [deer] Deer
    [seal] { $count ->
        [one] Seal
       *[other] Seals
    }
    [bird] { $count ->
        [one] Bird
       *[other] Birds
    }
   *[fish] Fish
}

## Cards. $animal: the animal's name (singular).
card-plain = { $animal }
card-double = Double { $animal }
card-nanuk = { $animal } (Nanuk)
card-inuksuk = Inuksuk
# An empty list of cards.
cards-none = nothing

## A boast. $count: animals; $animals: the animal's name in the number that
## fits $count; $days: days.
boast = { $count } { $animals } in { $days ->
    [one] 1 day
   *[other] { $days } days
}

side-hunt = Hunt
side-doom = Doom

level-easy = easy
level-normal = normal
level-strong = strong

wind-clockwise = clockwise ↻
wind-counter-clockwise = counter-clockwise ↺

# $number counts from 1.
seat = seat { $number }

duration-days = { $count ->
    [one] 1 day
   *[other] { $count } days
}
duration-hours = { $count ->
    [one] 1 hour
   *[other] { $count } hours
}
duration-minutes = { $count ->
    [one] 1 minute
   *[other] { $count } minutes
}
duration-seconds = { $count ->
    [one] 1 second
   *[other] { $count } seconds
}

## A score and how it was made. $bonus: the Nanuk bonus (0: none).
score = { $sets ->
    [one] 1 set
   *[other] { $sets } sets
}, { $pairs ->
    [one] 1 pair
   *[other] { $pairs } pairs
}{ $bonus ->
    [0] {""}
   *[other] , Nanuk bonus { $bonus }
} = { $points ->
    [one] 1 point
   *[other] { $points } points
}

## Where a game is played, to tell a player's games apart.
place-practice = solo practice
# $channel, $server: names.
place-channel-in-server = #{ $channel } in { $server }
