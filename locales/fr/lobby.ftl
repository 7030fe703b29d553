# Le lobby

name-stand-in = { $name } (🤖 une IA joue)

## Le message du lobby.
# $seasons : combien ; $sides : secret | sequential.
lobby-seasons-sides = Saisons : { $seasons } · camps : { $sides ->
    [sequential] chacun son tour, en public (règle optionnelle)
   *[secret] secrets, révélés ensemble
}
# $duration : « 12 heures ».
lobby-turn-timeout = Délai par tour : { $duration } (ensuite une IA joue à cette place)
lobby-turn-timeout-none = Délai par tour : aucun
lobby-stand-in-level = Une IA qui remplace un joueur joue au niveau { $level }
lobby-reminders = Rappels après { $duration }
lobby-hints = Conseils autorisés : `/nanuk conseil` montre ce que ferait l'IA experte
lobby-no-seats = Personne pour l'instant : appuie sur **Rejoindre**.
lobby-ready = Prêt : l'hôte (ou quelqu'un avec Gérer le serveur) peut lancer la partie.
# $count : places encore manquantes.
lobby-more-needed = { $count ->
    [one] Encore { $count } place à remplir pour commencer (joueur ou IA).
   *[other] Encore { $count } places à remplir pour commencer (joueurs ou IA).
}
lobby-full = La table est complète.
lobby-join = Rejoindre
lobby-leave = Quitter
lobby-remove-ai = Retirer une IA
lobby-add-easy-ai = Ajouter IA facile
lobby-add-ai = Ajouter une IA
lobby-add-strong-ai = Ajouter IA experte
lobby-start = Lancer
lobby-cancel = Annuler
lobby-title-gathering = Nanuk : une nouvelle partie se prépare
lobby-title-on = Nanuk : la partie est en cours
lobby-title-finished = Nanuk : partie terminée
lobby-title-cancelled = Nanuk : partie annulée
lobby-on-in-thread = La partie se joue dans le fil de ce message : le plateau et le récit s'y trouvent, les mains arrivent en MP.
lobby-on-here = La partie a commencé : le plateau est ci-dessous et les mains arrivent en MP.
lobby-on-here-no-threads = La partie a commencé : le plateau est ci-dessous et les mains arrivent en MP. Je n'ai pas le droit d'ouvrir des fils dans ce salon, la partie se joue donc ici.
lobby-finished = La partie est terminée ; les scores finaux sont ci-dessous.
# $winners : une liste de noms en gras ; $count : combien.
lobby-finished-won = La partie est terminée : { $winners } { $count ->
    [one] l'emporte
   *[other] se partagent la victoire
}. Les scores finaux sont ci-dessous.
lobby-everyone-left = Tous les joueurs ont quitté le lobby, il est donc fermé.
# $thread : l'id du fil (il est mentionné).
lobby-thread-link = Le plateau et le récit de la partie : <#{ $thread }>.
# $count : places prises ; $max : places au plus.
lobby-seats = Places ({ $count }/{ $max })
lobby-status = État
# $host, $opener : des id d'utilisateur (ils sont mentionnés).
lobby-host = Hôte : <@{ $host }>
lobby-host-passed-on = Hôte : <@{ $host }> (<@{ $opener }> a ouvert le lobby puis l'a quitté, le rôle d'hôte a donc été transmis)
lobby-host-nobody = Hôte : personne (tous les joueurs sont partis ; seul quelqu'un avec Gérer le serveur peut agir pour cette partie)
