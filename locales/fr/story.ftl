# Le récit de la partie : une ligne par événement public qui mérite d'être
# raconté. Les noms sont en gras.

story-season-started = 🌅 La **saison { $season }** commence ; { $first } joue en premier.
# $wind : wind-clockwise ou wind-counter-clockwise.
story-round-started = 🌬️ Manche { $round } : le vent souffle dans le { $wind }. { $first } annonce en premier.
story-boasted = 🗣️ { $name } annonce **{ $boast }** !
story-doomed = 💀 { $doomer } crie **CONDAMNÉE !** { $hunter } mène la chasse pour **{ $target }**. Choisissez votre camp.
story-side-declared = { $name } choisit : { $side }
# $hunters, $doomers : des listes de noms.
story-sides-revealed = 🔔 Camps révélés. ⚔️ Chasseurs : { $hunters }. 💀 Défaitistes : { $doomers }.
story-pool-revealed = 🃏 Les cartes des Chasseurs, mélangées : { $cards }. Déjà comptés : **{ $counted }** ; protections : { $protections }.
# $cards : combien de cartes ont été remélangées.
story-winter-is-near = ❄️ **L'hiver approche !** Au jour { $day }, la pioche n'a plus de cartes face cachée : toutes les mains et la défausse ({ $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
}) forment la nouvelle pioche. C'est la dernière chasse.
# $nanuk : none | held | fatal.
story-day-drawn = ☀️ Jour { $day } : { $card }. Comptés : **{ $counted }**, protections : { $protections }.{ $nanuk ->
    [held] {" "}🐻‍❄️ Nanuk ! Un Inuksuk le repousse.
    [fatal] {" "}🐻‍❄️ **Nanuk !** Plus aucune protection.
   *[none] {""}
}
# $animals : le nom de l'animal accordé à $count.
story-hunt-succeeds = 🎉 **La chasse réussit !** Objectif : { $count } { $animals } ; animaux ramenés : { $counted }.
story-hunt-doomed = 💀 **La chasse tourne au désastre** : Nanuk a frappé au jour { $day }.
story-hunt-fails = 💀 **La chasse échoue** : { $counted } seulement sur { $count } { $animals }.
story-hunt-unfinished = ❄️ La nouvelle pioche s'est épuisée avant le dernier jour : la chasse reste inachevée et personne ne la marque.
# $antes : une liste de « nom carte ».
story-antes-revealed = 🔓 Mises révélées : { $antes }.
# $cards : combien dans le butin ; $order : une liste de noms.
story-picks-begin = 🎁 Les gagnants se partagent { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
}, { $each } chacun, dans cet ordre : { $order }.
# $forced : yes | no (la seule sorte restante).
story-picked = ✋ { $name } prend { $card }{ $forced ->
    [yes] {" "}(la seule sorte restante)
   *[no] {""}
}.
story-discarded = 🗑️ Restes défaussés face visible : { $cards }.
# $why : winter | deal | deck.
story-season-over = 🏁 La saison { $season } est terminée : { $why ->
    [deal] les cartes face cachée se sont épuisées pendant la distribution
    [deck] une carte face visible est sur le dessus de la pioche
   *[winter] l'hiver est arrivé
}.
# $winners : une liste de noms en gras ; $count : combien ; $points : leur total.
story-game-over = 🏆 **La partie est terminée.** { $count ->
    [one] { $winners } gagne avec { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
   *[other] { $winners } se partagent la victoire avec { $points ->
        [one] { $points } point
       *[other] { $points } points
    } chacun
}.
# La manche racontée à part quand sa chasse commence. $boasts : « Aput 🦌 2
# Cerfs en 1 jour → Cora 🦌 3 Cerfs en 1 jour » ; $doomer : un nom en gras ;
# $hunters : une liste de story-hunter-gave ; $doomers : une liste de noms.
story-round-header = 📜 **Manche { $round }** · 🗣️ { $boasts } · 💀 { $doomer } a crié **CONDAMNÉE !** · ⚔️ Chasseurs : { $hunters } · 💀 Défaitistes : { $doomers }
story-hunter-gave = { $name } (a donné { $count })
# Un gagnant seul prend tout le butin d'un coup.
story-pot-taken = 🎁 { $name } est le seul gagnant et prend tout le butin ({ $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
}).
# $took : des entrées story-took, séparées par des points-virgules.
story-picks-ended = 🎁 Qui a pris quoi : { $took }.
story-took = { $name } : { $cards }
