# Texte dessiné dans les images PNG (DejaVu Sans : pas d'emoji).

## L'image de la chasse.
picture-hunt = La chasse
# $boast : « 5 Poissons en 2 jours ».
picture-hunt-of = La chasse : { $boast }
picture-contributed = Cartes apportées
picture-pool-counted = { $counted ->
    [one] { $counted } compté
   *[other] { $counted } comptés
}, { $protections ->
    [one] { $protections } Inuksuk
   *[other] { $protections } Inuksuks
}
picture-day = Jour { $day }
# $nanuk : none | held | fatal.
picture-day-note = { $counted ->
    [one] { $counted } compté
   *[other] { $counted } comptés
}, { $protections ->
    [one] { $protections } Inuksuk restant
   *[other] { $protections } Inuksuks restants
}{ $nanuk ->
    [held] {" "}: Nanuk ! Un Inuksuk le repousse
    [fatal] {" "}: Nanuk ! Plus rien ne protège les Chasseurs
   *[none] {""}
}
picture-outcome-success = Les Chasseurs rentrent avec leur prise : ils se partagent le butin.
picture-outcome-nanuk = Nanuk ! Les Défaitistes se partagent le butin.
picture-outcome-too-few = Pas assez d'animaux : les Défaitistes se partagent le butin.
picture-outcome-unfinished = L'hiver est arrivé avant la fin de la chasse : personne ne marque.

## L'image des résultats.
picture-results-title = Nanuk · scores finaux · partie #{ $game }
picture-nobody-won = Personne n'a gagné
# $winners : une liste de noms ; $count : combien ; $points : leur score.
picture-won = { $count ->
    [one] Vainqueur : { $winners }, avec { $points } points
   *[other] Victoire partagée : { $winners }, avec { $points } points chacun
}
picture-stood-in = { $name } (une IA a joué un moment)
# $score : la ligne de score de la saison (le total est sur la ligne des saisons).
picture-last-season = dernière saison : { $score }
picture-seasons = saisons : { $points } = { $total }
picture-no-cards = aucune carte marquée
# $cards : cartes Nanuk ; $bonus : le bonus Nanuk (0 : aucun).
picture-nanuk-cards = Cartes Nanuk : { $cards }{ $bonus ->
    [0] {""}
   *[other] {" "}· bonus Nanuk +{ $bonus }
}
picture-legend = cairn gris : Inuksuk · deux points : double (compte pour deux) · coin sombre : carte Nanuk · case grise : ne marque pas · étoile : vainqueur
picture-ai-name = { $name } (IA)
