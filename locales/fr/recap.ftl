# Ce qu'une invite dit en plus de sa décision : ce que le joueur a fait en
# dernier, ce qui s'est passé depuis, et les faits dont la décision dépend.

## La dernière décision du joueur. $by : player | ai ; $round : la manche.
record-boasted = { $by ->
    [ai] 🤖 L'IA a annoncé **{ $boast }** pour toi
   *[player] ✅ Tu as annoncé **{ $boast }**
} · manche { $round }
record-doomed = { $by ->
    [ai] 🤖 L'IA a crié **CONDAMNÉE !** pour toi
   *[player] ✅ Tu as crié **CONDAMNÉE !**
} · manche { $round }
record-side = { $by ->
    [ai] 🤖 L'IA a choisi { $side } pour toi
   *[player] ✅ Tu as choisi { $side }
} · manche { $round }
record-anted = { $by ->
    [ai] 🤖 L'IA a misé { $card } pour toi
   *[player] ✅ Tu as misé { $card }, face cachée
} · manche { $round }
record-gave = { $by ->
    [ai] 🤖 L'IA a apporté { $cards } à la chasse pour toi
   *[player] ✅ Tu as apporté { $cards } à la chasse, face cachée
} · manche { $round }
record-picked = { $by ->
    [ai] 🤖 L'IA a pris { $card } dans le butin pour toi
   *[player] ✅ Tu as pris { $card } dans le butin
} · manche { $round }

## Depuis la dernière décision du joueur (une ligne chacun).
recap-title = Depuis ton dernier tour
# $boasts : « Bilal 🐦 3 Oiseaux en 2 jours → Cora 🐦 4 Oiseaux en 2 jours ».
recap-boasts = 🗣️ Annonces : { $boasts }
recap-doomed = 💀 { $doomer } a crié **CONDAMNÉE !** : { $hunter } mène la chasse pour **{ $target }**.
recap-sides = ⚔️ Chasseurs : { $hunters } · 💀 Défaitistes : { $doomers }
# $outcome : success | nanuk | too-few | unfinished.
recap-hunt = { $outcome ->
    [success] 🎉 La chasse pour **{ $target }** a réussi (animaux ramenés : { $counted }).
    [nanuk] 💀 La chasse pour **{ $target }** a tourné au désastre : Nanuk a frappé au jour { $day }.
    [too-few] 💀 La chasse pour **{ $target }** a échoué, pas assez d'animaux ramenés ({ $counted }).
   *[unfinished] ❄️ La chasse pour **{ $target }** est restée inachevée : personne ne l'a marquée.
}
# $winners : une liste de noms.
recap-pot = 🎁 Le butin revient à { $winners }.
recap-you-took = Tu as pris { $cards }.
recap-season = 🏁 La saison { $season } est terminée. Victoire : { $winners }.

## Les faits de la décision.
# $standing : une annonce ; $who : un nom en gras.
fact-standing = Annonce en cours : **{ $standing }** par { $who }.
fact-leaders = ⚔️ Chef de chasse : { $hunter } · 💀 Chef des Défaitistes : { $doomer } · objectif **{ $target }**
# $hunters : « Aput (a donné 2), Bilal (doit encore donner) ».
fact-hunters = Chasseurs : { $hunters }
fact-hunter-gave = { $name } (a donné { $count })
fact-hunter-to-come = { $name } (doit encore donner)
fact-you = toi
fact-you-give-last = Tu donnes en dernier : les cartes sont révélées après les tiennes.
fact-days = La chasse dure { $days ->
    [one] { $days } jour
   *[other] { $days } jours
}.
# $cards : les cartes du butin.
fact-pot = Butin : { $cards }
# $order : une liste de noms ; $left : tes choix restants, celui-ci compris.
fact-pick-order = Ordre de choix : { $order }. Il te reste { $left ->
    [one] ce seul choix
   *[other] { $left } choix, celui-ci compris
}.
fact-your-pile = Ton tableau de chasse : { $cards }
fact-your-pile-empty = Ton tableau de chasse est vide.
