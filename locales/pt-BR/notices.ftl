# Mensagens curtas sobre os lugares e a vida da partida, lembretes,
# acompanhamentos, revanches e partidas de treino.

# $who: uma menção ou um nome em negrito.
notice-timed-out = ⏱️ O tempo de { $who } acabou: uma IA joga no lugar até a pessoa agir de novo.
notice-left = 🤖 { $name } saiu da partida: de agora em diante uma IA fica com o lugar.
notice-kicked = 🤖 Removeram { $name } da partida: de agora em diante uma IA fica com o lugar.
notice-replaced = 🤖 De agora em diante uma IA fica com o lugar de { $name }.
notice-stand-in = ⏱️ Uma IA joga no lugar de { $name } até a pessoa agir de novo.
notice-away = 💤 { $name } está ausente: uma IA joga no lugar até a pessoa voltar.
notice-reclaimed = 👋 { $name } voltou e joga de novo no próprio lugar.
notice-everyone-left = 🛑 Todos os jogadores saíram da partida #{ $game }, então ela terminou sem resultado.
notice-cancelled = 🛑 A partida #{ $game } foi cancelada: os botões dela não fazem mais nada.
board-cancelled = 🛑 **Esta partida foi cancelada.**

# O que a partida espera de um jogador ("a partida está esperando você ...").
# $decision: raise | open | side | ante | contribute | pick
waiting-for-you = { $decision ->
    [raise] aumentar a aposta ou gritar “CONDENADOS!”
    [open] fazer a primeira aposta
    [side] escolher Caçada ou Perdição
    [ante] dar uma carta de cacife
    [contribute] dar cartas para a caçada
   *[pick] escolher uma carta do pote
}
# $location: onde a partida é jogada.
notice-your-turn = 🔔 Sua vez em { $location }: a partida está esperando você { waiting-for-you }.
# $mention: a menção do jogador; $last: yes | no (o último que a caçada
# espera); $place: dm | hand.
notice-reminder = ⏰ { $mention }, a partida está esperando você { waiting-for-you }.{ $last ->
    [yes] {" "}A caçada só está esperando você.
   *[no] {""}
} { $place ->
   *[dm] Decida na sua DM, ou aqui com `/nanuk mão`.
    [hand] Decida aqui com `/nanuk mão`.
}
# $user: um id de usuário (vira uma menção).
notice-your-pick = 🎁 <@{ $user }>, sua vez de escolher: pegue uma carta do pote com o menu do tabuleiro.
# $decision: como em notice-your-turn.
notice-your-turn-here = 🔔 <@{ $user }>, a partida está esperando você { waiting-for-you }. Jogue aqui com `/nanuk mão`.
notice-dms-closed = 📪 <@{ $user }>, não consigo te mandar mensagens diretas, então sua mão não vai chegar por DM: use `/nanuk mão` neste canal para ver e jogar.

## Uma mão cujo lugar foi entregue de vez.
hand-left = Você saiu desta partida: agora uma IA fica com seu lugar.
hand-kicked = Removeram você desta partida: agora uma IA fica com seu lugar.
hand-replaced = Agora uma IA fica com seu lugar.

## Acompanhar uma partida.
follow-on = 🔭 Você segue a partida #{ $game }: vou te mandar por DM o resultado de cada caçada e o final. Aperte **Deixar de seguir** no tabuleiro para parar.
follow-already = 🔭 Você já segue a partida #{ $game }.
follow-off = Você não segue mais a partida #{ $game }.
follow-not = Você não estava seguindo a partida #{ $game }.
# $link: um link para os resultados.
follow-game-over = 🏁 A partida terminou: [as pontuações finais]({ $link }).
# $winners: uma lista de nomes em negrito; $points: a pontuação deles.
follow-game-over-won = 🏁 A partida terminou. Vitória de { $winners } com { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
}. [As pontuações finais]({ $link })
# $text: o que aconteceu.
follow-moment = 🔭 Partida de Nanuk #{ $game } em { $location }:
    { $text }

## Revanches. $host: um id de usuário; $old, $new: números de partida.
rematch-opened = 🔁 <@{ $host }> abriu uma revanche da partida #{ $old }: a sala da partida #{ $new }.
# $mentions: as menções dos jogadores convidados.
rematch-invite = { $mentions }: apertem **Entrar** na nova sala para jogar de novo.
rematch-already-open-link = A partida #{ $game } já está aberta neste canal: { $link }
rematch-already-open = A partida #{ $game } já está aberta em <#{ $channel }>.

## Treino. $ai: jogadores IA.
practice-started = 🎯 Começa a partida de treino #{ $game }: você contra { $ai } jogadores IA. O tabuleiro e sua mão vêm nesta conversa; `/nanuk dica` funciona a qualquer momento, e a partida não vale rating. Pode deixar por dias se quiser: ela espera você.
practice-running-link = Sua partida de treino #{ $game } ainda está rolando na nossa DM (tabuleiro: { $link }): jogue até o fim, ou encerre com `/nanuk cancelar` lá, e depois comece outra.
practice-running = Sua partida de treino #{ $game } ainda está rolando na nossa DM: jogue até o fim, ou encerre com `/nanuk cancelar` lá, e depois comece outra.

# Modo ausente (`/nanuk ausente`). $until: um carimbo de data/hora do Discord;
# $games: as partidas em andamento em que uma IA agora joga pela pessoa.
away-started = 💤 Você está ausente até { $until }. { $games ->
    [0] Você não está em nenhuma partida em andamento; qualquer partida em que entrar vai começar com uma IA jogando por você.
    [one] Uma IA joga por você na sua partida em andamento e em qualquer partida sua que começar nesse meio-tempo.
   *[other] Uma IA joga por você nas suas { $games } partidas em andamento e em qualquer partida sua que começar nesse meio-tempo.
} Você não vai receber lembretes. Aperte qualquer controle de uma partida, ou use `/nanuk ausente` com "já voltei", para voltar antes.
away-not-away = Você não está ausente: você joga nos seus próprios lugares.
away-back-nothing = 👋 Que bom que você voltou.
away-back = 👋 Que bom que você voltou: você joga de novo nos seus lugares. Uma DM lista o que a IA jogou por você.
back-from-away = 👋 Que bom que você voltou! Você joga de novo nos seus lugares. Enquanto você estava fora, uma IA jogou por você:
# $game: o número; $place: onde é jogada; $decisions: quantas a IA tomou
# pela pessoa; $over: yes | no (a partida terminou nesse meio-tempo).
back-from-away-game = • Partida #{ $game } ({ $place }): { $decisions ->
    [0] nada para decidir
    [one] { $decisions } decisão
   *[other] { $decisions } decisões
}{ $over ->
    [yes] {" "}(a partida terminou)
   *[no] {""}
}
# A DM que cada jogador humano recebe no final. $location: onde foi jogada;
# $winners: uma lista de nomes em negrito; $points: o total do jogador;
# $place: a colocação (empates ficam com a melhor); $seats: quantos;
# $link: as pontuações finais.
notice-game-over = 🏁 Sua partida de Nanuk em { $location } terminou. Vitória de { $winners }. Você fez { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
}: { $place }º lugar de { $seats }. [As pontuações finais]({ $link })
