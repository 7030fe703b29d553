# Lo que dice un aviso además de su decisión: lo último que hizo el
# jugador, lo que ha pasado desde entonces y los datos de los que depende.

## La última decisión del propio jugador. $by: player | ai;
## $round: la ronda en que se tomó.
record-boasted = { $by ->
    [ai] 🤖 La IA apostó **{ $boast }** por ti
   *[player] ✅ Apostaste **{ $boast }**
} · ronda { $round }
record-doomed = { $by ->
    [ai] 🤖 La IA gritó **¡CONDENADOS!** por ti
   *[player] ✅ Gritaste **¡CONDENADOS!**
} · ronda { $round }
record-side = { $by ->
    [ai] 🤖 La IA eligió { $side } por ti
   *[player] ✅ Elegiste { $side }
} · ronda { $round }
record-anted = { $by ->
    [ai] 🤖 La IA dio { $card } de prenda por ti
   *[player] ✅ Diste { $card } de prenda, boca abajo
} · ronda { $round }
record-gave = { $by ->
    [ai] 🤖 La IA aportó { $cards } a la caza por ti
   *[player] ✅ Aportaste { $cards } a la caza, boca abajo
} · ronda { $round }
record-picked = { $by ->
    [ai] 🤖 La IA tomó { $card } del bote por ti
   *[player] ✅ Tomaste { $card } del bote
} · ronda { $round }

## Desde la última decisión del jugador (una línea cada cosa).
recap-title = Desde tu último turno
# $boasts: "Bilal 🐦 3 Pájaros en 2 días → Cora 🐦 4 Pájaros en 2 días".
recap-boasts = 🗣️ Apuestas: { $boasts }
recap-doomed = 💀 { $doomer } gritó **¡CONDENADOS!**: { $hunter } lidera la caza de **{ $target }**.
recap-sides = ⚔️ Cazadores: { $hunters } · 💀 Agoreros: { $doomers }
# $outcome: success | nanuk | too-few | unfinished.
recap-hunt = { $outcome ->
    [success] 🎉 La caza de **{ $target }** tuvo éxito (se cobraron { $counted }).
    [nanuk] 💀 La caza de **{ $target }** estaba condenada: Nanuk atacó el día { $day }.
    [too-few] 💀 La caza de **{ $target }** fracasó: solo se cobraron { $counted }.
   *[unfinished] ❄️ La caza de **{ $target }** quedó sin terminar: nadie se la llevó.
}
# $winners: una lista de nombres.
recap-pot = 🎁 { $winners } se repartieron el bote.
recap-you-took = Tomaste { $cards }.
recap-season = 🏁 Fin de la temporada { $season }. Victoria para { $winners }.

## Los datos de la decisión.
# $standing: una apuesta; $who: un nombre en negrita.
fact-standing = Apuesta vigente: **{ $standing }**, de { $who }.
fact-leaders = ⚔️ Líder de la caza: { $hunter } · 💀 Líder de la perdición: { $doomer } · objetivo **{ $target }**
# $hunters: "Aput (aportó 2), Bilal (por aportar)".
fact-hunters = Cazadores: { $hunters }
fact-hunter-gave = { $name } (aportó { $count })
fact-hunter-to-come = { $name } (por aportar)
fact-you = tú
fact-you-give-last = Aportas al final: las cartas aportadas se revelan después de las tuyas.
fact-days = La caza dura { $days ->
    [one] 1 día
   *[other] { $days } días
}.
# $cards: las cartas del bote.
fact-pot = Bote: { $cards }
# $order: una lista de nombres; $left: tus elecciones restantes, esta incluida.
fact-pick-order = Orden de elección: { $order }. { $left ->
    [one] Eliges una vez más
   *[other] Eliges { $left } veces más
}.
fact-your-pile = Tu montón: { $cards }
fact-your-pile-empty = Tu montón está vacío.
