# Mots partagés par de nombreux écrans. Les variables sont décrites au-dessus
# de chaque message (voir en-US pour le détail).

## Listes : « A », « A et B », « A, B et C ».
list-two = { $first } et { $second }
list-middle = { $head }, { $next }
list-end = { $head } et { $last }
list-nobody = personne

decimal-mark = {","}

## Animaux. $kind : deer | seal | fish | bird ; $count choisit le nombre.
## Tous les noms sont masculins.
animal = { $kind ->
    [deer] { $count ->
        [one] Cerf
       *[other] Cerfs
    }
    [seal] { $count ->
        [one] Phoque
       *[other] Phoques
    }
    [bird] { $count ->
        [one] Oiseau
       *[other] Oiseaux
    }
   *[fish] { $count ->
        [one] Poisson
       *[other] Poissons
    }
}

## Cartes. $animal : le nom de l'animal (au singulier).
card-plain = { $animal }
card-double = { $animal } double
card-nanuk = { $animal } (Nanuk)
card-inuksuk = Inuksuk
# Une liste de cartes vide.
cards-none = rien

## Une annonce. $count : animaux ; $animals : le nom de l'animal accordé à
## $count ; $days : jours.
boast = { $count } { $animals } en { $days ->
    [one] { $days } jour
   *[other] { $days } jours
}

side-hunt = Chasse
side-doom = Échec

level-easy = facile
level-normal = normal
level-strong = expert

wind-clockwise = sens horaire ↻
wind-counter-clockwise = sens antihoraire ↺

# $number compte à partir de 1.
seat = place { $number }

duration-days = { $count ->
    [one] { $count } jour
   *[other] { $count } jours
}
duration-hours = { $count ->
    [one] { $count } heure
   *[other] { $count } heures
}
duration-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
duration-seconds = { $count ->
    [one] { $count } seconde
   *[other] { $count } secondes
}

## Un score et sa composition. $bonus : le bonus Nanuk (0 : aucun).
score = { $sets ->
    [one] { $sets } série
   *[other] { $sets } séries
}, { $pairs ->
    [one] { $pairs } paire
   *[other] { $pairs } paires
}{ $bonus ->
    [0] {""}
   *[other] , bonus Nanuk { $bonus }
} = { $points ->
    [one] { $points } point
   *[other] { $points } points
}

## Où se joue une partie, pour distinguer les parties d'un joueur.
place-practice = entraînement en solo
# $channel, $server : des noms.
place-channel-in-server = #{ $channel } sur { $server }
