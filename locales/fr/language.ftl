# /nanuk langue : la langue de qui, et ses réponses.

# Chaque langue sous son propre nom : le même dans tous les catalogues (un
# joueur cherche sa langue sous le nom qu'il lui connaît).
# $code: en-US | fr | de | es-ES | pt-BR
language-own-name = { $code ->
    [fr] Français
    [de] Deutsch
    [es-ES] Español
    [pt-BR] Português (Brasil)
   *[en-US] English
}
# $language : language-own-name de la langue choisie.
language-set-you = Langue choisie : { $language }. Désormais, je te parle dans cette langue : tes MP, tes rappels et mes réponses.
# $language : la langue actuelle de l'application Discord du joueur.
language-auto-you = Je te parle dans la langue de ton application Discord : { $language } en ce moment.
# $language : la langue choisie pour le serveur.
language-set-server = Langue des parties de ce serveur : { $language }, dans leurs lobbys, plateaux et fils. Cela vaut pour les nouvelles parties, et pour celles en cours dès leur prochain changement.
# $language : la langue du serveur telle que Discord la donne.
language-auto-server = Les parties de ce serveur suivent la langue du serveur telle que Discord la connaît : { $language } en ce moment.
# $value : ce qui a été tapé ; $offered : la liste des langues proposées.
language-not-offered = Je ne parle pas `{ $value }`. Langues proposées : { $offered }, ou auto.
language-server-needs-manage = Seuls les membres qui peuvent gérer ce serveur choisissent sa langue.
language-server-only = La langue d'un serveur se règle dans l'un de ses salons.
# /nanuk langue sans valeur. $you : la langue du joueur ; $chosen : yes s'il
# l'a choisie, no si elle suit son application Discord. $server : la langue
# du serveur (vide en MP) ; $set : yes | no de même.
language-now = Ma langue avec toi : { $you }{ $chosen ->
    [yes] {""} (ton choix)
   *[no] {""} (la langue de ton application Discord)
}.{ $server ->
    [none] {""}
   *[other] {" "}Langue des parties de ce serveur : { $server }{ $set ->
        [yes] {""} (choix des gestionnaires du serveur).
       *[no] {""} (la langue propre du serveur).
    }
}
