# Le plateau public et ce qu'il partage avec d'autres écrans.

## Noms des places. $name : le nom du joueur ; $level : un niveau d'IA.
name-ai = 🤖 { $name }
name-ai-level = 🤖 { $name } ({ $level })

## Notes sur les places qu'une IA joue pour une personne.
note-stand-in-timed-out = ⏱️ L'IA joue pour { $name } (temps écoulé) jusqu'à sa prochaine action.
note-stand-in-left = 🤖 { $name } a quitté la partie ; une IA joue à sa place.
note-stand-in-replaced = 🤖 Une IA joue à la place de { $name }.
# $until : un horodatage Discord (chacun le voit dans son fuseau).
note-stand-in-away = 💤 { $name } est absent jusqu'à { $until } ; une IA joue à sa place.
note-stand-in-away-open = 💤 { $name } est absent ; une IA joue à sa place.

footer-game = partie #{ $game }

## L'embed du plateau.
board-title = Nanuk · manche { $round }
board-title-seasons = Nanuk · saison { $season } sur { $seasons } · manche { $round }
# $wind : wind-clockwise ou wind-counter-clockwise ; $first : un nom en gras.
board-wind = 🌬️ Vent : { $wind } · premier joueur : { $first }
board-winter = ❄️ **L'hiver approche** : c'est la dernière chasse de la saison.
board-table = Table (dans le sens du vent)
board-standing = Annonce en cours
# $boast : « 🐟 5 Poissons en 2 jours » ; $name : un nom en gras.
board-standing-by = **{ $boast }** par { $name }
board-leaders = Chefs
board-leaders-value = ⚔️ Chef de chasse : { $hunt }
    💀 Chef des Défaitistes : { $doom }
board-hunt = La chasse
board-antes = Mises
board-rewards = Récompenses
# $pot : une liste de cartes ; $each : choix par gagnant ; $left : choix restants.
board-rewards-value = Butin : { $pot }
    { $name } choisit maintenant ({ $each } chacun ; { $left ->
        [one] { $left } choix restant
       *[other] { $left } choix restants
    })
board-piles = Tableaux de chasse
# $points : sans le bonus Nanuk, provisoire jusqu'à la fin de la saison
# ($bonus : tel qu'il est maintenant, 0 pour aucun).
board-pile = { $name } : **{ $points }** { $points ->
    [one] pt
   *[other] pts
}{ $bonus ->
    [0] {""}
   *[other] {" "}+ 🐻‍❄️{ $bonus } pour l'instant
} · { $cards }
board-season-totals = Totaux de la saison
# $cards : cartes dans la pioche.
board-footer = Pioche : { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} · partie #{ $game }
board-pick-placeholder = { $name } : choisis une carte
board-my-hand = Ma main
board-follow = Suivre
board-unfollow = Ne plus suivre

## La phase, en haut du plateau. $name : un nom en gras ; $waiting : une liste.
status-boasting = 🗣️ **Annonces** : au tour de { $name }
status-sides-in-turn = 🔔 **Choix des camps**, chacun son tour : au tour de { $name }
status-sides-secret = 🔔 **Choix des camps** en secret : on attend { $waiting }
status-antes = 🪙 **Mises** : on attend { $waiting }
status-contributing = 🃏 **Préparation de la chasse** : { $name } apporte ses cartes
status-picking = 🎁 **Récompenses** : { $name } choisit
status-over = 🏁 **La partie est terminée.**

## La ligne d'une place dans la table.
table-side-chosen = ✉️ a choisi
table-anted = a misé
# $count : cartes données à la chasse.
table-gave = a donné { $count }

## La chasse. $card : le tirage d'un jour (« 3 🦌 »).
hunt-day-nanuk-held = { $card } (Nanuk, repoussé)
hunt-day-nanuk = { $card } (**Nanuk !**)
hunt-target = Objectif **{ $boast }** · comptés **{ $counted }/{ $count }** · protections restantes : { $protections }
hunt-hunters-cards = Cartes des Chasseurs : { $cards }
# $drawn : jours tirés ; $days : jours annoncés ; $draws : les tirages.
hunt-days = Jours { $drawn }/{ $days } : { $draws }
hunt-winter-came = ❄️ L'hiver est arrivé au jour { $day }.
hunt-outcome-success = 🎉 Réussite : les Chasseurs se partagent le butin.
hunt-outcome-nanuk = 💀 Nanuk : les Défaitistes se partagent le butin.
hunt-outcome-too-few = 💀 Pas assez : les Défaitistes se partagent le butin.
hunt-outcome-unfinished = ❄️ Inachevée : personne ne marque cette chasse.

# Le nom du fil où se joue une partie (100 caractères au plus).
thread-name = Partie de Nanuk #{ $game }
