# A história da partida: uma linha por acontecimento público que vale
# contar. Os nomes vêm em negrito.

story-season-started = 🌅 Começa a **temporada { $season }**; { $first } abre.
# $wind: wind-clockwise ou wind-counter-clockwise.
story-round-started = 🌬️ Rodada { $round }: o vento sopra { $wind }. { $first } aposta primeiro.
story-boasted = 🗣️ { $name } aposta **{ $boast }**!
story-doomed = 💀 { $doomer } grita **CONDENADOS!** { $hunter } lidera a caçada de **{ $target }**. Escolham seus lados.
story-side-declared = { $name } escolhe: { $side }
# $hunters, $doomers: listas de nomes.
story-sides-revealed = 🔔 Lados revelados. ⚔️ Caçadores: { $hunters }. 💀 Agourentos: { $doomers }.
story-pool-revealed = 🃏 As cartas dos caçadores, embaralhadas: { $cards }. Contados até agora: **{ $counted }**; proteções: { $protections }.
# $cards: quantas cartas foram embaralhadas de novo.
story-winter-is-near = ❄️ **O inverno está chegando!** No dia { $day } acabaram as cartas viradas para baixo do baralho: todas as mãos e os descartes ({ $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
}) viram o novo baralho. Esta é a última caçada.
# $nanuk: none | held | fatal.
story-day-drawn = ☀️ Dia { $day }: { $card }. Contados **{ $counted }**, proteções { $protections }.{ $nanuk ->
    [held] {" "}🐻‍❄️ Nanuk! Um Inuksuk o segura.
    [fatal] {" "}🐻‍❄️ **Nanuk!** Não sobrou nenhuma proteção.
   *[none] {""}
}
# $animals: o nome do animal no número que combina com $count.
story-hunt-succeeds = 🎉 **A caçada é um sucesso!** Apostados: { $count } { $animals }; trazidos para casa: { $counted }.
story-hunt-doomed = 💀 **A caçada está condenada**: Nanuk atacou no dia { $day }.
story-hunt-fails = 💀 **A caçada fracassa**: só { $counted } de { $count } { $animals }.
story-hunt-unfinished = ❄️ O novo baralho acabou antes do último dia: a caçada fica inacabada e ninguém pontua com ela.
# $antes: uma lista de "nome carta".
story-antes-revealed = 🔓 Cacifes revelados: { $antes }.
# $cards: quantas no pote; $order: uma lista de nomes.
story-picks-begin = 🎁 Os vencedores dividem { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
}, { $each } por cabeça, nesta ordem: { $order }.
# $forced: yes | no (o único tipo que sobrou).
story-picked = ✋ { $name } pega { $card }{ $forced ->
    [yes] {" "}(o único tipo que sobrou)
   *[no] {""}
}.
story-discarded = 🗑️ Sobras, descartadas viradas para cima: { $cards }.
# $why: winter | deal | deck.
story-season-over = 🏁 Fim da temporada { $season }: { $why ->
    [deal] as cartas viradas para baixo acabaram na distribuição
    [deck] há uma carta virada para cima no topo do baralho
   *[winter] o inverno chegou
}.
# $winners: uma lista de nomes em negrito; $count: quantos; $points: o total deles.
story-game-over = 🏆 **A partida terminou.** { $count ->
    [one] { $winners } vence
   *[other] { $winners } dividem a vitória
} com { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
}.
# A rodada contada à parte quando a caçada começa. $boasts: "Aput 🦌 2 Cervos
# em 1 dia → Cora 🦌 3 Cervos em 1 dia"; $doomer: um nome em negrito;
# $hunters: uma lista de story-hunter-gave; $doomers: uma lista de nomes.
story-round-header = 📜 **Rodada { $round }** · 🗣️ { $boasts } · 💀 { $doomer } gritou **CONDENADOS!** · ⚔️ Caçadores: { $hunters } · 💀 Agourentos: { $doomers }
story-hunter-gave = { $name } (deu { $count })
# Um vencedor único leva o pote inteiro de uma vez.
story-pot-taken = 🎁 Sem ninguém para dividir, { $name } leva o pote inteiro ({ $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
}).
# $took: entradas de story-took, separadas por ponto e vírgula.
story-picks-ended = 🎁 Quem pegou o quê: { $took }.
story-took = { $name } { $cards }
