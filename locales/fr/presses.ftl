# Réponses privées aux appuis sur les boutons et les menus.

press-unknown-control = Ce bouton n'est plus en service.
press-leaderboard-server-only = Le classement appartient à un serveur : utilise `/nanuk classement` là-bas.
press-leaderboard-failed = Je n'ai pas pu lire le classement à l'instant ; réessaie dans un moment.
press-not-a-boast = Personne ne peut faire cette annonce.
press-not-your-cards = Ces cartes ne viennent pas de ta main.
press-choose-a-card = Choisis une carte du butin.
press-nothing-to-pick = Il n'y a rien à choisir pour l'instant.
press-not-your-pick = Ce n'est pas ton choix : c'est à { $name } de choisir.
# $channel : un id de salon (il est mentionné).
press-elsewhere = Ce bouton appartient à la partie de Nanuk #{ $game } dans <#{ $channel }> ; il ne fait rien ici.
press-lobby-only = Ce bouton ne marche que sur le message du lobby de la partie.
press-hand-only = Ce bouton va avec ta propre main : appuie sur **Ma main** sur le plateau ou utilise `/nanuk main`.
