# Messages courts sur les places et la vie de la partie, rappels, suivis,
# revanches et parties d'entraînement.

# $who : une mention ou un nom en gras.
notice-timed-out = ⏱️ { $who } n'a plus de temps : une IA joue à sa place jusqu'à sa prochaine action.
notice-left = 🤖 { $name } a quitté la partie : une IA joue désormais à sa place.
notice-kicked = 🤖 { $name } a été retiré de la partie : une IA joue désormais à sa place.
notice-replaced = 🤖 Une IA joue désormais à la place de { $name }.
notice-stand-in = ⏱️ Une IA joue à la place de { $name } jusqu'à sa prochaine action.
notice-away = 💤 { $name } est absent : une IA joue à sa place jusqu'à son retour.
notice-reclaimed = 👋 { $name } est de retour et reprend sa place.
notice-everyone-left = 🛑 Tous les joueurs ont quitté la partie #{ $game } : elle s'est terminée sans résultat.
notice-cancelled = 🛑 La partie #{ $game } a été annulée : ses boutons ne font plus rien.
board-cancelled = 🛑 **Cette partie a été annulée.**

# Ce que la partie attend d'un joueur (« la partie attend ... »).
# $decision : raise | open | side | ante | contribute | pick
waiting-for-you = { $decision ->
    [raise] que tu surenchérisses ou cries « CONDAMNÉE ! »
    [open] que tu fasses la première annonce
    [side] que tu choisisses Chasse ou Échec
    [ante] que tu mises une carte
    [contribute] que tu apportes des cartes à la chasse
   *[pick] que tu choisisses une carte du butin
}
# $location : où se joue la partie.
notice-your-turn = 🔔 À toi de jouer · { $location } : la partie attend { waiting-for-you }.
# $mention : la mention du joueur ; $last : yes | no (le dernier que la
# chasse attend) ; $place : dm | hand.
notice-reminder = ⏰ { $mention }, la partie attend { waiting-for-you }.{ $last ->
    [yes] {" "}La chasse n'attend plus que toi.
   *[no] {""}
} { $place ->
   *[dm] Décide dans tes MP, ou avec `/nanuk main` ici.
    [hand] Décide avec `/nanuk main` ici.
}
# $user : un id d'utilisateur (il est mentionné).
notice-your-pick = 🎁 <@{ $user }>, à toi de choisir : prends une carte du butin avec le menu du plateau.
# $decision : comme pour notice-your-turn.
notice-your-turn-here = 🔔 <@{ $user }>, la partie attend { waiting-for-you }. Joue avec `/nanuk main` ici.
notice-dms-closed = 📪 <@{ $user }>, je ne peux pas t'envoyer de messages privés, ta main ne t'arrivera donc pas en MP : utilise `/nanuk main` dans ce salon pour la voir et jouer.

## Une main dont la place est cédée pour de bon.
hand-left = Tu as quitté cette partie : une IA joue désormais à ta place.
hand-kicked = Tu as été retiré de cette partie : une IA joue désormais à ta place.
hand-replaced = Une IA joue désormais à ta place.

## Suivre une partie.
follow-on = 🔭 Tu suis la partie #{ $game } : je t'enverrai en MP l'issue de chaque chasse et la fin. Appuie sur **Ne plus suivre** sur le plateau pour arrêter.
follow-already = 🔭 Tu suis déjà la partie #{ $game }.
follow-off = Tu ne suis plus la partie #{ $game }.
follow-not = Tu ne suivais pas la partie #{ $game }.
# $link : un lien vers les résultats.
follow-game-over = 🏁 La partie est terminée : [les scores finaux]({ $link }).
# $winners : une liste de noms en gras ; $points : leur score.
follow-game-over-won = 🏁 La partie est terminée. Victoire : { $winners }, avec { $points ->
    [one] { $points } point
   *[other] { $points } points
}. [Les scores finaux]({ $link })
# $text : ce qui s'est passé.
follow-moment = 🔭 Partie de Nanuk #{ $game } · { $location } :
    { $text }

## Revanches. $host : un id d'utilisateur ; $old, $new : des numéros de partie.
rematch-opened = 🔁 <@{ $host }> a ouvert une revanche de la partie #{ $old } : le lobby de la partie #{ $new }.
# $mentions : les mentions des joueurs invités.
rematch-invite = { $mentions } : appuyez sur **Rejoindre** dans le nouveau lobby pour rejouer.
rematch-already-open-link = La partie #{ $game } est déjà ouverte dans ce salon : { $link }
rematch-already-open = La partie #{ $game } est déjà ouverte dans <#{ $channel }>.

## Entraînement. $ai : les joueurs IA.
practice-started = 🎯 La partie d'entraînement #{ $game } commence : toi et { $ai } IA. Le plateau et ta main suivent dans cette conversation ; `/nanuk conseil` marche à tout moment, et la partie n'est pas classée. Laisse-la de côté plusieurs jours si tu veux : elle t'attend.
practice-running-link = Ta partie d'entraînement #{ $game } est toujours en cours dans nos MP (son plateau : { $link }) : joue-la jusqu'au bout, ou termine-la avec `/nanuk annuler` là-bas, puis lance-en une autre.
practice-running = Ta partie d'entraînement #{ $game } est toujours en cours dans nos MP : joue-la jusqu'au bout, ou termine-la avec `/nanuk annuler` là-bas, puis lance-en une autre.

# Mode absence (`/nanuk absent`). $until : un horodatage Discord ; $games :
# les parties en cours où une IA joue désormais pour le joueur.
away-started = 💤 Tu es absent jusqu'à { $until }. { $games ->
    [0] Tu n'es dans aucune partie en cours ; toute partie que tu rejoins commencera avec une IA qui joue pour toi.
    [one] Une IA joue pour toi dans ta partie en cours, et dans toute partie à toi qui commence d'ici là.
   *[other] Une IA joue pour toi dans tes { $games } parties en cours, et dans toute partie à toi qui commence d'ici là.
} Tu ne reçois aucun rappel. Appuie sur n'importe quel bouton d'une partie, ou utilise `/nanuk absent` avec « de retour », pour revenir plus tôt.
away-not-away = Tu n'es pas absent : tu joues toi-même à tes places.
away-back-nothing = 👋 Bon retour parmi nous.
away-back = 👋 Bon retour : tu joues de nouveau toi-même. Un MP liste ce que l'IA a joué pour toi.
back-from-away = 👋 Bon retour ! Tu joues de nouveau toi-même. Pendant ton absence, une IA a joué pour toi :
# $game : son numéro ; $place : où elle se joue ; $decisions : combien l'IA
# en a pris pour le joueur ; $over : yes | no (la partie s'est terminée entre-temps).
back-from-away-game = • Partie #{ $game } ({ $place }) : { $decisions ->
    [0] rien à décider
    [one] { $decisions } décision
   *[other] { $decisions } décisions
}{ $over ->
    [yes] {" "}(la partie est terminée)
   *[no] {""}
}
# Le MP que chaque joueur humain reçoit à la fin. $location : où se jouait la
# partie ; $winners : une liste de noms en gras ; $points : le total du
# joueur ; $place : son rang (les ex æquo partagent le meilleur) ; $seats :
# combien ; $link : les scores finaux.
notice-game-over = 🏁 Ta partie de Nanuk ({ $location }) est terminée. Victoire : { $winners }. Tu as marqué { $points ->
    [one] { $points } point
   *[other] { $points } points
}, rang { $place } sur { $seats }. [Les scores finaux]({ $link })
