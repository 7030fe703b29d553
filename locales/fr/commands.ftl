# Commandes

## Erreurs et refus communs à toutes les commandes.
command-sorry = Un problème est survenu de mon côté ; réessaie dans un moment.
command-pick-a-subcommand = Choisis l'une des sous-commandes de `/nanuk` dans la liste, par exemple `/nanuk lancer`.
# Suit un refus dû à une application pas à jour.
command-stale-client = ton application Discord affiche peut-être une ancienne version de la commande. Redémarre Discord (ou attends une minute) et choisis les options dans la liste.
# $advice : command-stale-client.
command-unknown = Je ne connais pas la commande `/{ $command }` : { $advice }
command-unknown-option = Cette commande n'a pas d'option `{ $option }`, donc rien n'a été fait : { $advice }
command-unreadable-value = La valeur `{ $value }` ne convient pas à son option : chaque option indique les valeurs qu'elle accepte (par exemple un nombre de 1 à 27, des jours de 1 à 12). Réessaie.
command-unreadable-option = L'une des options a une valeur que je ne peux pas utiliser : chaque option indique les valeurs qu'elle accepte. Réessaie.
# $what : missing | range | kind | other
command-mismatched-options = Je n'ai pas pu exécuter cette commande : { $what ->
    [missing] il manque une option nécessaire
    [range] une valeur sort des limites de son option
    [kind] une option a une valeur du mauvais type
   *[other] ses options ne sont pas celles que j'attends
} ; { $advice }
# $command : la commande telle que tapée, par exemple `/nanuk exclure`.
command-server-only = { $command } ne marche que dans un salon de serveur : utilise-la là où se joue la partie.
command-no-game-here = Il n'y a pas de partie de Nanuk dans ce salon : ouvres-en une avec `/nanuk lancer`.
command-no-games = Tu ne joues dans aucune partie de Nanuk en ce moment.
# $places : une liste des endroits où se jouent les parties.
command-several-games = Tu joues dans plusieurs parties ({ $places }) : utilise cette commande là où se joue la partie (son fil ou son salon).

## /nanuk main, annoncer, condamner, état.
# $why : la phrase de la règle.
command-not-a-boast = Ce n'est pas une annonce valable : { $why }
# $boast : « 5 Poissons en 2 jours ».
command-you-boast = Tu annonces **{ $boast }**.
command-you-doom = Tu cries **CONDAMNÉE !**
command-game-ended = La partie #{ $game } est terminée.
# $waiting : command-waits-for ou équivalent.
command-board-again = { $waiting } Le plateau est republié ci-dessous.
command-lobby-open = Le lobby est ouvert : c'est l'hôte qui lance la partie.
command-waits-for-nobody = La partie n'attend personne pour l'instant.
# $names : une liste de noms en gras.
command-waits-for = La partie attend { $names }.

## Permissions du bot, telles que Discord les nomme.
permission-view-channel = Voir les salons
permission-send-messages = Envoyer des messages
permission-embed-links = Intégrer des liens
# $doing : lobby | rematch ; $names : une liste de permissions ; $count : combien.
access-cannot-host = Je ne peux pas { $doing ->
    [rematch] ouvrir la revanche
   *[lobby] ouvrir de lobby
} ici : il me manque { $count ->
    [one] la permission
   *[other] les permissions
} { $names } dans ce salon. Demande à un admin du serveur de me { $count ->
    [one] l'accorder
   *[other] les accorder
}, ou utilise un autre salon.

## /nanuk lancer, quitter, exclure, annuler.
# $channel : l'id du salon (il est mentionné).
command-thread-of-game = Ce fil est celui de la partie #{ $game } : ouvre une nouvelle partie dans <#{ $channel }>.
command-lobby-opened = Ton lobby est ouvert (partie #{ $game }) : son message avec **Rejoindre** et **Lancer** est dans ce salon. Nanuk se joue de 5 à 8 places ; **Ajouter une IA** remplit les places vides.
# $sentence : refusal-channel-busy ; $link : un lien vers la partie.
command-channel-busy-here = { $sentence } Elle est ici : { $link }
command-left-lobby = Tu as quitté le lobby de la partie #{ $game }.
command-left-game = Tu as quitté la partie #{ $game } : une IA joue désormais à ta place.
command-kicked-from-lobby = { $name } n'est plus dans le lobby.
command-kicked-from-game = Une IA joue désormais à la place de { $name }.
command-cancelled = La partie #{ $game } est annulée.

## /nanuk entraînement.
practice-in-dms = Ta partie d'entraînement #{ $game } est dans nos MP : { $link }
practice-own-dm-only = Une partie d'entraînement se joue dans tes propres MP avec moi : utilise `/nanuk entraînement` là-bas, ou sur un serveur.
practice-no-dm = Je n'ai pas pu joindre tes MP à l'instant ; réessaie dans un moment.
practice-hello = 🎯 Ta partie d'entraînement se jouera ici : le plateau, ta main et les résultats, avec `/nanuk conseil` à tout moment. Elle n'est pas classée.
practice-dms-closed = Je ne peux pas t'envoyer de MP, et c'est là que se joue une partie d'entraînement : autorise les messages privés des membres de ce serveur (paramètres de confidentialité), puis réessaie.
