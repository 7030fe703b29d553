# hand

# $location: onde a partida é jogada ("#nanuk em Clube Ártico").
hand-title = Nanuk em { $location }
hand-not-started = A partida ainda não começou.
hand-timed-out = ⏱️ Seu tempo de turno acabou, então a IA está jogando por você. Aperte **Retomar meu lugar** para voltar a jogar.
button-reclaim = Retomar meu lugar
# $until: um carimbo de data/hora do Discord.
hand-away = 💤 Você está ausente até { $until }, então uma IA joga por você em todas as partidas. Aperte **{ button-back }** para voltar a jogar.
hand-away-open = 💤 Você está ausente, então uma IA joga por você em todas as partidas. Aperte **{ button-back }** para voltar a jogar.
button-back = Já voltei

## A mão de um jogador (DM ou em particular).
hand-empty = Sua mão está vazia.
# $side: "⚔️ Caçada".
hand-your-side = Seu lado: { $side }
hand-your-ante = Seu cacife, virado para baixo: { $card }
hand-you-gave = Você deu à caçada, viradas para baixo: { $cards }
hand-your-hand = Sua mão · Nanuk em { $location }
hand-your-hand-prompt = Sua mão
# O título do campo do aviso.
hand-now = Agora
hand-footer = partida #{ $game } · o tabuleiro no tópico da partida mostra a mesa
hand-board-link = partida #{ $game } · o tabuleiro
hand-nothing = Nada para decidir aqui agora.
status-over-plain = A partida terminou.

## Avisos.
prompt-open-boasting = **Abra as apostas**: diga um animal, quantos e em quantos dias. Escolha uma aposta rápida ou monte a sua com os menus.
prompt-boast = **Sua vez de apostar.** Faça uma aposta maior que a atual, ou grite **CONDENADOS!** se achar que não dá para cumprir.
# $leader: um nome em negrito; $target: uma aposta; $sides: secret | sequential.
prompt-side = **Caçada ou Perdição?** { $leader } lidera a caçada de **{ $target }**. { $sides ->
    [sequential] Sua escolha fica pública na hora.
   *[secret] Sua escolha fica em segredo até todos escolherem.
}
prompt-ante = **Dê seu cacife**: uma carta, virada para baixo. Depois da caçada, ela vai para os vencedores.
prompt-contribute = **Contribua com a caçada**: uma ou mais cartas, viradas para baixo. Animais do alvo contam; Inuksuks protegem contra Nanuk.
prompt-pick = **Sua escolha**: pegue uma carta do pote.

## Controles.
button-ante = Dar { $card } de cacife
placeholder-pick = Escolha uma carta do pote
placeholder-animal = Animal
placeholder-how-many = Quantos
placeholder-days = Dias
option-animals = { $count ->
    [one] { $count } animal
   *[other] { $count } animais
}
option-days = { $count ->
    [one] { $count } dia
   *[other] { $count } dias
}
button-boast = Apostar { $boast }
button-does-not-raise = { $boast } não aumenta
button-doom = CONDENADOS!
# Abre o montador de apostas (menus de animal, quantidade e dias).
button-other-boast = Outra aposta…
placeholder-contribute = Escolha as cartas para contribuir
# $cards: uma carta ou uma lista de cartas.
button-contribute = Contribuir { $cards }
button-contribute-all = Contribuir todas ({ $count })

## /nanuk dica.
hint-boast = apostar **{ $boast }**
hint-doom = gritar **CONDENADOS!** contra a aposta atual
hint-side = escolher **{ $side }**
hint-ante = dar **{ $card }** de cacife
hint-contribute = contribuir **{ $cards }**
hint-pick = pegar **{ $card }**
# $what: uma das ações hint-*.
hint-would = 💡 No seu lugar, a IA forte iria { $what }.
# $about: boast | standing | hunt; $percent: um número inteiro; $expected: os
# animais que os caçadores devem contar (uma casa decimal); $animals: o nome
# do animal (plural); $count: os animais de que a caçada precisa.
hint-chance = Isso dá { $about ->
    [boast] a essa aposta
    [standing] à aposta atual
   *[hunt] à caçada
} **{ $percent }%** de chance de sucesso, e espera que os caçadores contem { $expected } { $animals } em média (a meta é { $count }).
hint-footnote = -# Calculado a partir do que você vê, como qualquer jogador: é um conselho, não uma promessa.
