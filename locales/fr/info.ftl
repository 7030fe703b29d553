# /nanuk règles, historique, stats et classement.

rules-title = Nanuk en bref
rules-footer = Nanuk, de Brett Myers et Mark Goadrich (Steve Jackson Games)
# Les règles en bref, vérifiées sur la règle du jeu et RULINGS.md : un
# message par paragraphe.
rules-intro = **Nanuk** se joue de 5 à 8. Tu as 3 cartes en main : Cerf, Phoque, Poisson, Oiseau (certaines sont doubles ×2, certaines portent un Nanuk 🐻‍❄️) et quelques Inuksuks 🗿. Chaque manche est une chasse ; au début de la manche, le vent décide si le jeu tourne dans le sens horaire ou antihoraire :
rules-boasting = **1. Annonces.** Le premier joueur annonce *N animaux en J jours* (de 1 à 12 jours). Dans le sens du vent, chaque joueur doit surenchérir ou crier **CONDAMNÉE !** ; personne ne passe. Une surenchère n'a ni moins d'animaux ni moins de jours, et plus de l'un des deux au moins ; on ne peut changer d'animal qu'en augmentant le nombre.
rules-sides = **2. Camps.** Qui condamne devient chef des Défaitistes ; le dernier à avoir annoncé devient chef de chasse, et son annonce devient l'objectif. Tous les autres choisissent en secret Chasse ou Échec ; les choix sont révélés ensemble. (Règle optionnelle : chacun son tour et en public, en commençant après le chef des Défaitistes.)
rules-planning = **3. Préparation.** Chaque Défaitiste mise une carte face cachée. Chaque Chasseur apporte au moins une carte face cachée, le chef de chasse en dernier. Les cartes sont mélangées puis révélées : les animaux visés comptent (un double compte pour 2), chaque Inuksuk vaut une protection.
rules-hunt = **4. La chasse.** On tire une carte par jour. Les animaux visés comptent ; un Inuksuk ajoute une protection ; une carte Nanuk en consomme une, et s'il n'en reste plus, la chasse échoue aussitôt. Après le dernier jour, la chasse réussit si assez d'animaux ont été comptés.
rules-rewards = **5. Récompenses.** Le butin (les cartes des Chasseurs, celles des jours et les mises) revient aux Chasseurs si la chasse réussit, sinon aux Défaitistes. En commençant par leur chef, dans le sens du vent, chacun prend une carte par tour tant qu'il en reste une pour chacun ; les restes sont défaussés face visible sous la pioche. Les mains sont complétées à 3 cartes, et le chef du camp gagnant commence la manche suivante.
rules-end = **La fin.** Les cartes défaussées sont face visible sous la pioche. Si une carte face visible sort pendant une chasse, l'hiver approche : les mains et la défausse sont mélangées en une nouvelle pioche pour finir cette chasse, la dernière. Si une carte face visible sort pendant la distribution (ou se trouve sur le dessus après), la partie s'arrête aussitôt.
rules-scoring = **Décompte.** Une série Cerf, Phoque, Poisson, Oiseau vaut 3 points ; une paire d'un même animal (ou deux Inuksuks) vaut 1 point. Un double compte pour deux cartes ; un Inuksuk remplace n'importe quel animal. Qui a le plus de cartes Nanuk marque 2 points de plus (en cas d'égalité : 1 chacun). Le plus haut total gagne ; dans les parties plus longues, les saisons s'additionnent.

history-none = Aucune partie de Nanuk ne s'est encore terminée sur ce serveur.
history-title = Parties de Nanuk récentes
history-game = Partie #{ $game }
# $time : un temps unix (Discord affiche la date) ; $channel : un id de salon ;
# $winners : une liste de noms ; $scores : « nom points » joints.
history-line = <t:{ $time }:d> dans <#{ $channel }> · 🏆 { $winners }
    { $scores }
history-footer = 🤖 après un nom : une IA a joué à sa place à un moment

stats-title = Statistiques Nanuk
stats-none = { $name } n'a encore terminé aucune partie de Nanuk sur ce serveur.
# $average : le score moyen, avec une décimale.
stats-line = **{ $name }** : { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}, score moyen { $average }.
# $stood_in : parties où une IA a remplacé le joueur ; $games : toutes les
# parties ; $wins : victoires parmi celles-là.
stats-stood-in = 🤖 Une IA a joué à sa place dans { $stood_in } { $games ->
    [one] partie
   *[other] de ces parties
} ({ $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}).
leaderboard-title = Classement Nanuk
leaderboard-none = Personne n'est encore classé sur ce serveur : terminez une partie avec au moins deux joueurs.
# $user : un id d'utilisateur (il est mentionné).
leaderboard-row = **{ $place }.** <@{ $user }> **{ $score }** (cote { $rating } ± { $sigma }, { $games ->
    [one] { $games } partie
   *[other] { $games } parties
})
leaderboard-ranked-by = Classement selon : cote − 3 × incertitude.
leaderboard-stand-in-rule = Une partie terminée par un remplaçant ne compte pour un joueur que s'il a pris au moins la moitié de ses décisions.
leaderboard-page = Page { $page } sur { $pages }
leaderboard-previous = Précédent
leaderboard-next = Suivant

## /nanuk parties et le rappel en MP. Ce qu'une partie attend, du point de
## vue du joueur ; $name : de qui.
waits-start-you = toi, pour la lancer (lobby)
waits-start-host = l'hôte, pour la lancer (lobby)
waits-nothing = rien
waits-your-boast = ton annonce
waits-boast = l'annonce de { $name }
waits-your-side = ton choix Chasse ou Échec
waits-sides = les choix Chasse ou Échec
waits-your-ante = ta mise
waits-antes = les mises des Défaitistes
waits-your-contribution = tes cartes pour la chasse
waits-hunt-leader-contribution = les cartes du chef de chasse
waits-contribution = les cartes de { $name }
waits-your-pick = ton choix de récompense
waits-pick = le choix de récompense de { $name }
waits-over = rien : elle est terminée
# $count : parties en attente.
reminder-head = { $count ->
    [one] ⏰ Une partie de Nanuk t'attend :
   *[other] ⏰ { $count } parties de Nanuk t'attendent :
}
# $place : où ; $waits : ce qu'elle attend ; $link : un lien vers le plateau.
reminder-game = 👉 **Partie #{ $game }** · { $place } · { $waits } · [plateau]({ $link })
reminder-foot = Les messages pour jouer sont plus haut dans cette conversation (ou utilise `/nanuk main` là où se joue la partie).
games-none = Tu ne joues dans aucune partie de Nanuk en ce moment : ouvres-en une avec `/nanuk lancer` dans un salon de serveur, appuie sur **Rejoindre** dans un lobby, ou entraîne-toi seul contre des IA avec `/nanuk entraînement`.
games-line-on-you = 👉 **Partie #{ $game }** · { $place } · **en attente : { $waits }** · [plateau]({ $link })
games-line = **Partie #{ $game }** · { $place } · en attente : { $waits } · [plateau]({ $link })
games-title = Tes parties de Nanuk
# $count : parties qui attendent le joueur.
games-footer = { $count ->
    [0] Aucune partie ne t'attend.
    [one] { $count } partie t'attend.
   *[other] { $count } parties t'attendent.
}

## Saisons de classement.
# $rating : rating-line.
stats-rating = 📈 Cote { $rating }.
# $season : le titre d'une saison ; $rating : rating-line.
stats-season-rating = 🏁 { $season } : cote { $rating }.
stats-season-none = 🏁 { $season } : aucune partie classée pour l'instant cette saison.
# $rating, $sigma, $score : avec une décimale ; $games : parties classées.
rating-line = **{ $rating }** ± { $sigma } (score de classement { $score }, sur { $games } { $games ->
    [one] partie classée
   *[other] parties classées
})
season-before-first = Avant la saison 1
season-title = Saison { $season }
# $name : le nom de la saison.
season-title-named = Saison { $season } : { $name }
leaderboard-title-all-time = Classement Nanuk · toutes saisons
leaderboard-title-season = Classement Nanuk · { $season }
leaderboard-final = Classement final · { $season }
season-started = 🏁 **{ $season }** commence : la cote de saison de chacun repart de zéro ; la cote générale continue.
command-season-or-all-time = Choisis soit une saison, soit le classement général, pas les deux.
