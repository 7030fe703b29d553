# La historia de la partida: una línea por cada suceso público que merece
# contarse. Los nombres van en negrita.

story-season-started = 🌅 Empieza la **temporada { $season }**; abre { $first }.
# $wind: wind-clockwise o wind-counter-clockwise.
story-round-started = 🌬️ Ronda { $round }: el viento sopla { $wind }. Abre las apuestas { $first }.
story-boasted = 🗣️ ¡{ $name } apuesta **{ $boast }**!
story-doomed = 💀 { $doomer } grita **¡CONDENADOS!** { $hunter } lidera la caza de **{ $target }**. Elegid bando.
story-side-declared = { $name } elige: { $side }
# $hunters, $doomers: listas de nombres.
story-sides-revealed = 🔔 Bandos revelados. ⚔️ Cazadores: { $hunters }. 💀 Agoreros: { $doomers }.
story-pool-revealed = 🃏 Las cartas de los cazadores, barajadas: { $cards }. Contados hasta ahora: **{ $counted }**; protecciones: { $protections }.
# $cards: cuántas cartas se rebarajaron.
story-winter-is-near = ❄️ **¡Se acerca el invierno!** El día { $day } se acabaron las cartas boca abajo del mazo: todas las manos y los descartes ({ $cards ->
    [one] 1 carta
   *[other] { $cards } cartas
}) forman el nuevo mazo. Esta es la última caza.
# $nanuk: none | held | fatal.
story-day-drawn = ☀️ Día { $day }: { $card }. Contados **{ $counted }**, protecciones { $protections }.{ $nanuk ->
    [held] {" "}🐻‍❄️ ¡Nanuk! Un Inuksuk lo contiene.
    [fatal] {" "}🐻‍❄️ **¡Nanuk!** No queda ninguna protección.
   *[none] {""}
}
# $animals: el nombre del animal en el número que corresponde a $count.
story-hunt-succeeds = 🎉 **¡La caza tiene éxito!** Apostados: { $count } { $animals }; cobrados: { $counted }.
story-hunt-doomed = 💀 **La caza está condenada**: Nanuk atacó el día { $day }.
story-hunt-fails = 💀 **La caza fracasa**: solo { $counted } de { $count } { $animals }.
story-hunt-unfinished = ❄️ El nuevo mazo se agotó antes del último día: la caza queda sin terminar y nadie se la lleva.
# $antes: una lista de "nombre carta".
story-antes-revealed = 🔓 Prendas descubiertas: { $antes }.
# $cards: cuántas hay en el bote; $order: una lista de nombres.
story-picks-begin = 🎁 Los ganadores se reparten { $cards ->
    [one] 1 carta
   *[other] { $cards } cartas
}, { $each } por cabeza, en este orden: { $order }.
# $forced: yes | no (el único tipo que queda).
story-picked = ✋ { $name } toma { $card }{ $forced ->
    [yes] {" "}(el único tipo que queda)
   *[no] {""}
}.
story-discarded = 🗑️ Sobrantes, descartadas boca arriba: { $cards }.
# $why: winter | deal | deck.
story-season-over = 🏁 Fin de la temporada { $season }: { $why ->
    [deal] se agotaron las cartas boca abajo al repartir
    [deck] hay una carta boca arriba encima del mazo
   *[winter] ha llegado el invierno
}.
# $winners: una lista de nombres en negrita; $count: cuántos; $points: su total.
story-game-over = 🏆 **La partida ha terminado.** { $count ->
    [one] { $winners } gana
   *[other] { $winners } comparten la victoria
} con { $points ->
    [one] 1 punto
   *[other] { $points } puntos
}.
# La ronda contada aparte cuando empieza su caza. $boasts: "Aput 🦌 2 Ciervos
# en 1 día → Cora 🦌 3 Ciervos en 1 día"; $doomer: un nombre en negrita;
# $hunters: una lista de story-hunter-gave; $doomers: una lista de nombres.
story-round-header = 📜 **Ronda { $round }** · 🗣️ { $boasts } · 💀 { $doomer } gritó **¡CONDENADOS!** · ⚔️ Cazadores: { $hunters } · 💀 Agoreros: { $doomers }
story-hunter-gave = { $name } (aportó { $count })
# Un ganador único se lleva todo el bote de una vez.
story-pot-taken = 🎁 { $name } gana en solitario y se lleva todo el bote ({ $cards ->
    [one] 1 carta
   *[other] { $cards } cartas
}).
# $took: entradas de story-took, separadas por punto y coma.
story-picks-ended = 🎁 Quién se llevó qué: { $took }.
story-took = { $name } { $cards }
