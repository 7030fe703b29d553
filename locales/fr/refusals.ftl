# Pourquoi le bot a refusé : réponses privées au joueur qui a demandé.

refusal-no-such-game = La partie #{ $game } n'existe pas.
refusal-channel-busy = Ce salon a déjà une partie (#{ $game }) : termine-la ou annule-la avant d'en lancer une autre.
refusal-already-joined = Tu es déjà dans cette partie.
refusal-lobby-full = Le lobby est complet : Nanuk se joue à { $max } au plus.
refusal-not-in-lobby = Tu n'es pas dans ce lobby.
refusal-not-in-game = Tu ne joues pas dans cette partie.
refusal-hints-off = Les conseils sont désactivés dans cette partie : l'hôte les autorise avec l'option `conseils` de `/nanuk lancer`.
refusal-nothing-to-hint = Tu n'as rien à décider maintenant, donc pas de conseil à donner.
refusal-not-over-yet = Cette partie n'est pas encore terminée : une revanche s'ouvre à sa fin.
refusal-player-not-in-game = Ce joueur n'est pas dans cette partie.
refusal-not-admin = Seul quelqu'un avec Gérer le serveur peut faire ça.
# $asked : la saison demandée ; $latest : la saison ouverte maintenant.
refusal-no-such-season = La saison { $asked } n'existe pas : { $latest ->
    [0] ce serveur n'a pas encore ouvert de saison de classement (`/nanuk saison ouvrir`).
   *[other] les saisons de ce serveur vont de 0 (avant la première) à { $latest }.
}
refusal-too-many-followers = Cette partie est déjà suivie par { $limit } personnes, le maximum.
refusal-following-too-many = Tu suis déjà { $limit } parties en cours, le maximum à la fois : arrête d'en suivre une d'abord.
# $host : le nom affiché de l'hôte.
refusal-not-host = Seul l'hôte ({ $host }) ou quelqu'un avec Gérer le serveur peut faire ça.
refusal-not-host-nobody = Seul quelqu'un avec Gérer le serveur peut faire ça : il ne reste aucun joueur pour être l'hôte.
refusal-wrong-seat-count = Nanuk se joue de 5 à 8 et ce lobby compte { $seats } places : invite d'autres joueurs ou ajoute des IA.
refusal-no-ai-seat = Il n'y a aucune IA à retirer.
refusal-already-ai = Cette place est déjà jouée par une IA.
refusal-already-started = Cette partie a déjà commencé.
refusal-not-started = Cette partie n'a pas encore commencé : l'hôte la lance depuis le lobby.
refusal-game-over = Cette partie est terminée.
refusal-cancelled = Cette partie a été annulée.
refusal-left-running = Tu as quitté cette partie et une IA joue désormais à ta place ; tu peux toujours regarder son plateau.
refusal-left-over = Tu as quitté cette partie avant sa fin.
refusal-replaced-running = Une IA joue désormais à ta place dans cette partie ; tu peux toujours regarder son plateau.
refusal-replaced-over = Une IA a joué à ta place dans cette partie jusqu'à sa fin.
refusal-seat-already-yours = Ta place est déjà à toi : personne ne joue pour toi.
# $waiting : une liste de noms.
refusal-not-your-turn = Ce n'est pas ton tour : la partie attend { $waiting }.
refusal-stale = Ceci a changé depuis que tu l'as vu : voici l'état actuel.
refusal-duplicate = C'est déjà fait.
refusal-unavailable = Rien n'a été enregistré ni modifié : le bot ne peut pas accéder à sa base de données de parties pour l'instant. Réessaie dans un moment.
refusal-store = Un problème est survenu pendant l'enregistrement de la partie ; réessaie.
refusal-unconfirmed = J'ai perdu la base de données pendant l'enregistrement, je ne peux donc pas savoir si ton action a compté. Regarde ta main (`/nanuk main`) avant de réessayer : un même bouton n'est jamais appliqué deux fois.
refusal-busy = Cette partie est occupée en ce moment et rien n'a changé : réessaie dans un moment.
refusal-internal = Un problème est survenu dans le service de jeu ; préviens l'admin du bot.

## Options hors limites.
refusal-seasons = Une partie compte de 1 à { $max } saisons.
# $min, $max : des durées (« 1 minute », « 30 jours »).
refusal-turn-timeout = Le délai par tour doit être compris entre { $min } et { $max }.
refusal-reminder-delay = Le délai avant rappel doit être compris entre { $min } et { $max }.
refusal-ai-seats = Un lobby s'ouvre avec { $max } IA au plus : l'hôte occupe l'une des 8 places.
refusal-season-name = Le nom d'une saison fait { $max } caractères au plus.
refusal-practice-seats = Une partie d'entraînement compte de { $min } à { $max } places, la tienne comprise.

## Refus des règles.
rule-no-such-seat = La { $seat } n'existe pas à cette table.
# $now : boasting | sides | antes | contributing | picking | over
rule-wrong-phase = Ce n'est pas possible maintenant : { $now ->
    [boasting] la table en est aux annonces.
    [sides] les joueurs choisissent leur camp.
    [antes] les Défaitistes placent leur mise.
    [contributing] les Chasseurs apportent leurs cartes.
    [picking] les gagnants choisissent leurs récompenses.
   *[over] la partie est terminée.
}
rule-nothing-to-doom = Le premier joueur doit ouvrir par une annonce ; il n'y a encore rien à condamner.
rule-boast-zero = Une annonce doit compter au moins 1 animal.
rule-boast-too-many = Personne ne peut annoncer plus de { $max } animaux d'une même espèce : le paquet n'en contient pas plus.
rule-boast-days = Une chasse dure de 1 à { $max } jours.
# $boast, $standing : des annonces (« 5 Poissons en 2 jours »).
rule-boast-too-low = { $boast } ne bat pas { $standing } : augmente le nombre ou les jours (et ne change d'animal qu'en augmentant le nombre).
rule-already-chose = Tu as déjà choisi ton camp.
rule-already-done = Tu as déjà fait ton choix pour cette manche.
rule-card-not-in-hand = Tu n'as pas de carte { $card } en main.
rule-empty-contribution = Apporte au moins une carte.
rule-card-not-in-pot = Il ne reste plus de carte { $card } dans le butin.
# $min_hours, $max_days : la plus courte et la plus longue absence.
refusal-away-time = Tu peux t'absenter de { $min_hours ->
    [one] { $min_hours } heure
   *[other] { $min_hours } heures
} à { $max_days } jours d'affilée.
