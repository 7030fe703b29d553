# O que um aviso diz além da decisão: o que o jogador fez por último, o que
# aconteceu desde então e os fatos de que a decisão depende.

## O registro da última decisão do próprio jogador. $by: player | ai;
## $round: a rodada em que foi tomada.
record-boasted = { $by ->
    [ai] 🤖 A IA apostou **{ $boast }** por você
   *[player] ✅ Você apostou **{ $boast }**
} · rodada { $round }
record-doomed = { $by ->
    [ai] 🤖 A IA gritou **CONDENADOS!** por você
   *[player] ✅ Você gritou **CONDENADOS!**
} · rodada { $round }
record-side = { $by ->
    [ai] 🤖 A IA escolheu { $side } por você
   *[player] ✅ Você escolheu { $side }
} · rodada { $round }
record-anted = { $by ->
    [ai] 🤖 A IA deu { $card } de cacife por você
   *[player] ✅ Você deu { $card } de cacife, virada para baixo
} · rodada { $round }
record-gave = { $by ->
    [ai] 🤖 A IA deu { $cards } para a caçada por você
   *[player] ✅ Você deu { $cards } para a caçada, viradas para baixo
} · rodada { $round }
record-picked = { $by ->
    [ai] 🤖 A IA pegou { $card } do pote por você
   *[player] ✅ Você pegou { $card } do pote
} · rodada { $round }

## Desde a última decisão do jogador (uma linha cada).
recap-title = Desde a sua última jogada
# $boasts: "Bilal 🐦 3 Pássaros em 2 dias → Cora 🐦 4 Pássaros em 2 dias".
recap-boasts = 🗣️ Apostas: { $boasts }
recap-doomed = 💀 { $doomer } gritou **CONDENADOS!**: { $hunter } lidera a caçada de **{ $target }**.
recap-sides = ⚔️ Caçadores: { $hunters } · 💀 Agourentos: { $doomers }
# $outcome: success | nanuk | too-few | unfinished.
recap-hunt = { $outcome ->
    [success] 🎉 A caçada de **{ $target }** teve sucesso ({ $counted } trazidos para casa).
    [nanuk] 💀 A caçada de **{ $target }** estava condenada: Nanuk atacou no dia { $day }.
    [too-few] 💀 A caçada de **{ $target }** fracassou: só { $counted } trazidos para casa.
   *[unfinished] ❄️ A caçada de **{ $target }** ficou inacabada: ninguém pontuou com ela.
}
# $winners: uma lista de nomes.
recap-pot = 🎁 { $winners } dividiram o pote.
recap-you-took = Você pegou { $cards }.
recap-season = 🏁 Fim da temporada { $season }. Vitória de { $winners }.

## Os fatos da decisão.
# $standing: uma aposta; $who: um nome em negrito.
fact-standing = Aposta atual: **{ $standing }**, de { $who }.
fact-leaders = ⚔️ Líder da caçada: { $hunter } · 💀 Líder da perdição: { $doomer } · alvo **{ $target }**
# $hunters: "Aput (deu 2), Bilal (a dar)".
fact-hunters = Caçadores: { $hunters }
fact-hunter-gave = { $name } (deu { $count })
fact-hunter-to-come = { $name } (a dar)
fact-you = você
fact-you-give-last = Você dá por último: as cartas são reveladas depois das suas.
fact-days = A caçada dura { $days ->
    [one] { $days } dia
   *[other] { $days } dias
}.
# $cards: as cartas do pote.
fact-pot = Pote: { $cards }
# $order: uma lista de nomes; $left: suas escolhas restantes, incluindo esta.
fact-pick-order = Ordem de escolha: { $order }. { $left ->
    [one] Você escolhe mais uma vez
   *[other] Você escolhe mais { $left } vezes
}.
fact-your-pile = Sua pilha: { $cards }
fact-your-pile-empty = Sua pilha está vazia.
