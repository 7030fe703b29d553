# La main

# $location : où se joue la partie (« #nanuk sur Arctic Club »).
hand-title = Nanuk · { $location }
hand-not-started = La partie n'a pas encore commencé.
hand-timed-out = ⏱️ Ton temps de jeu est écoulé, alors l'IA joue à ta place. Appuie sur **Reprendre ma place** pour rejouer.
button-reclaim = Reprendre ma place
# $until : un horodatage Discord.
hand-away = 💤 Tu es absent jusqu'à { $until }, alors une IA joue pour toi dans toutes tes parties. Appuie sur **{ button-back }** pour rejouer.
hand-away-open = 💤 Tu es absent, alors une IA joue pour toi dans toutes tes parties. Appuie sur **{ button-back }** pour rejouer.
button-back = De retour

## La main d'un joueur (en MP ou en privé).
hand-empty = Ta main est vide.
# $side : « ⚔️ Chasse ».
hand-your-side = Ton camp : { $side }
hand-your-ante = Ta mise, face cachée : { $card }
hand-you-gave = Tes cartes pour la chasse, face cachée : { $cards }
hand-your-hand = Ta main · Nanuk · { $location }
hand-your-hand-prompt = Ta main
# Le titre du champ de l'invite.
hand-now = Maintenant
hand-footer = partie #{ $game } · le plateau dans le fil de la partie montre la table
hand-board-link = partie #{ $game } · le plateau
hand-nothing = Rien à décider dans ces MP pour l'instant.
status-over-plain = La partie est terminée.

## Invites.
prompt-open-boasting = **Ouvre les annonces** : choisis un animal, combien, et en combien de jours. Prends une annonce rapide ou compose la tienne avec les menus.
prompt-boast = **À toi d'annoncer.** Fais une annonce plus forte que celle en cours, ou crie **CONDAMNÉE !** si tu la crois impossible.
# $leader : un nom en gras ; $target : une annonce ; $sides : secret | sequential.
prompt-side = **Chasse ou Échec ?** { $leader } mène la chasse pour **{ $target }**. { $sides ->
    [sequential] Ton choix est public tout de suite.
   *[secret] Ton choix reste secret jusqu'à ce que tout le monde ait choisi.
}
prompt-ante = **Place ta mise** : une carte, face cachée. Après la chasse, elle revient aux gagnants.
prompt-contribute = **Participe à la chasse** : une carte ou plus, face cachée. Les animaux visés comptent, les Inuksuks protègent de Nanuk.
prompt-pick = **À toi de choisir** : prends une carte du butin.

## Commandes.
button-ante = Miser { $card }
placeholder-pick = Choisis une carte du butin
placeholder-animal = Animal
placeholder-how-many = Combien
placeholder-days = Jours
option-animals = { $count ->
    [one] { $count } animal
   *[other] { $count } animaux
}
option-days = { $count ->
    [one] { $count } jour
   *[other] { $count } jours
}
button-boast = Annoncer { $boast }
button-does-not-raise = { $boast } ne suffit pas
button-doom = CONDAMNÉE !
# Ouvre le constructeur d'annonce (menus animal, nombre et jours).
button-other-boast = Autre annonce…
placeholder-contribute = Choisis les cartes à apporter
# $cards : une carte ou une liste de cartes.
button-contribute = Apporter { $cards }
button-contribute-all = Tout apporter ({ $count })

## /nanuk conseil.
hint-boast = annoncer **{ $boast }**
hint-doom = **condamner** l'annonce en cours
hint-side = choisir **{ $side }**
hint-ante = miser **{ $card }**
hint-contribute = apporter **{ $cards }**
hint-pick = prendre **{ $card }**
# $what : l'une des actions hint-*.
hint-would = 💡 Ce que ferait l'IA experte à ta place : { $what }.
# $about : boast | standing | hunt ; $percent : un nombre entier ; $expected :
# les animaux que les chasseurs devraient compter (une décimale) ; $animals :
# le nom de l'animal (pluriel) ; $count : les animaux qu'il faut à la chasse.
hint-chance = { $about ->
    [boast] Cette annonce a
    [standing] L'annonce en cours a
   *[hunt] La chasse a
} **{ $percent } %** de chances de réussir ; les chasseurs devraient compter environ { $expected } { $animals } (il en faut { $count }).
hint-footnote = -# Calculé à partir de ce que tu vois, comme n'importe quel joueur : un conseil, pas une promesse.
