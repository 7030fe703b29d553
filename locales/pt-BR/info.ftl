# /nanuk regras, histórico, estatísticas e ranking.

rules-title = Nanuk em resumo
rules-footer = Nanuk, de Brett Myers e Mark Goadrich (Steve Jackson Games)
# As regras em resumo, conferidas com o manual e o RULINGS.md: uma
# mensagem por parágrafo.
rules-intro = **Nanuk** se joga com 5 a 8 pessoas. Você tem 3 cartas: Cervo, Foca, Peixe, Pássaro (algumas são duplas ×2, algumas trazem um Nanuk 🐻‍❄️) e alguns Inuksuks 🗿. Cada rodada é uma caçada; no começo dela, o vento decide se o jogo segue no sentido horário ou anti-horário:
rules-boasting = **1. Apostas.** O primeiro jogador aposta *N animais em D dias* (de 1 a 12 dias). Na direção do vento, cada jogador precisa aumentar ou gritar **CONDENADOS!**; ninguém passa. Um aumento não tem menos animais nem menos dias, e tem mais de pelo menos um dos dois; o animal só pode mudar quando a quantidade sobe.
rules-sides = **2. Lados.** Quem condena é o líder da perdição; o último a apostar é o líder da caçada, e a aposta dele é o alvo. Todos os outros escolhem em segredo Caçada ou Perdição; as escolhas são reveladas juntas. (Regra opcional: em turnos e em público, começando por quem vem depois do líder da perdição.)
rules-planning = **3. Planejamento.** Cada agourento dá uma carta de cacife, virada para baixo. Cada caçador dá pelo menos uma carta virada para baixo, o líder da caçada por último. As cartas são embaralhadas e mostradas: animais do alvo contam (uma dupla conta 2), cada Inuksuk é uma proteção.
rules-hunt = **4. A caçada.** Saca-se uma carta por dia. Animais do alvo contam; um Inuksuk soma uma proteção; uma carta Nanuk gasta uma, e se não sobrar nenhuma a caçada fracassa na hora. Depois do último dia, a caçada tem sucesso se foram contados animais suficientes.
rules-rewards = **5. Recompensas.** O pote (as cartas dos caçadores, as cartas dos dias e os cacifes) vai para os caçadores se houver sucesso; senão, para os agourentos. Começando pelo líder deles, na direção do vento, cada um pega uma carta por volta enquanto houver uma para cada; as que sobram são descartadas viradas para cima embaixo do baralho. As mãos são completadas até 3 cartas, e o líder vencedor começa a próxima rodada.
rules-end = **O fim.** Os descartes ficam virados para cima embaixo do baralho. Se uma carta virada para cima aparecer durante uma caçada, o inverno está chegando: mãos e descartes são embaralhados num novo baralho para terminar essa caçada, a última. Se uma carta virada para cima aparecer na distribuição (ou ficar no topo depois dela), a partida acaba na hora.
rules-scoring = **Pontuação.** Um conjunto de Cervo, Foca, Peixe e Pássaro vale 3; um par do mesmo animal (ou dois Inuksuks) vale 1. Uma dupla conta como duas cartas; um Inuksuk vale por qualquer animal. Quem tiver mais cartas Nanuk ganha mais 2 (empate: 1 para cada). Vence o maior total; partidas mais longas somam as temporadas.

history-none = Nenhuma partida de Nanuk terminou neste servidor ainda.
history-title = Partidas recentes de Nanuk
history-game = Partida #{ $game }
# $time: um horário unix (o Discord mostra a data); $channel: um id de canal;
# $winners: uma lista de nomes; $scores: "nome pontos" juntos.
history-line = <t:{ $time }:d> em <#{ $channel }> · 🏆 { $winners }
    { $scores }
history-footer = 🤖 depois de um nome: uma IA jogou no lugar da pessoa em algum momento

stats-title = Estatísticas de Nanuk
stats-none = { $name } ainda não terminou nenhuma partida de Nanuk neste servidor.
# $average: a pontuação média, com uma casa decimal.
stats-line = **{ $name }**: { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, { $wins ->
    [one] { $wins } vitória
   *[other] { $wins } vitórias
}, pontuação média { $average }.
# $stood_in: partidas em que uma IA substituiu; $games: todas; $wins: vitórias nelas.
stats-stood-in = 🤖 Uma IA jogou no lugar da pessoa { $games ->
    [one] nessa partida
   *[other] em { $stood_in } dessas { $games } partidas
} ({ $wins ->
    [one] { $wins } vitória
   *[other] { $wins } vitórias
}).
leaderboard-title = Ranking de Nanuk
leaderboard-none = Ninguém tem rating neste servidor ainda: termine uma partida com pelo menos dois jogadores.
# $user: um id de usuário (vira uma menção).
leaderboard-row = **{ $place }.** <@{ $user }> **{ $score }** (rating { $rating } ± { $sigma }, { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
})
leaderboard-ranked-by = Ordenado por rating − 3 × incerteza.
leaderboard-stand-in-rule = Partidas que um substituto terminou só contam para um jogador se ele tomou pelo menos metade das decisões.
leaderboard-page = Página { $page } de { $pages }
leaderboard-previous = Anterior
leaderboard-next = Próxima

## /nanuk partidas e o lembrete por DM. O que uma partida espera, do lado
## do jogador; $name: de quem.
waits-start-you = você iniciar (sala)
waits-start-host = o anfitrião iniciar (sala)
waits-nothing = nada
waits-your-boast = sua aposta
waits-boast = a aposta de { $name }
waits-your-side = seu voto de Caçada ou Perdição
waits-sides = os votos de Caçada ou Perdição
waits-your-ante = seu cacife
waits-antes = os cacifes dos agourentos
waits-your-contribution = sua contribuição para a caçada
waits-hunt-leader-contribution = a contribuição do líder da caçada
waits-contribution = a contribuição de { $name }
waits-your-pick = sua escolha de recompensa
waits-pick = a escolha de recompensa de { $name }
waits-over = nada: terminou
# $count: partidas esperando.
reminder-head = { $count ->
    [one] ⏰ Uma partida de Nanuk está esperando você:
   *[other] ⏰ { $count } partidas de Nanuk estão esperando você:
}
# $place: onde; $waits: o que ela espera; $link: um link para o tabuleiro.
reminder-game = 👉 **Partida #{ $game }** · { $place } · { $waits } · [tabuleiro]({ $link })
reminder-foot = Seus avisos estão mais acima nesta conversa (ou use `/nanuk mão` onde a partida é jogada).
games-none = Você não está em nenhuma partida de Nanuk agora: abra uma com `/nanuk iniciar` num canal de servidor, aperte **Entrar** numa sala de lá ou treine solo contra a IA com `/nanuk treinar`.
games-line-on-you = 👉 **Partida #{ $game }** · { $place } · **esperando { $waits }** · [tabuleiro]({ $link })
games-line = **Partida #{ $game }** · { $place } · esperando { $waits } · [tabuleiro]({ $link })
games-title = Suas partidas de Nanuk
# $count: partidas esperando pelo jogador.
games-footer = { $count ->
    [0] Nenhuma partida está esperando você.
    [one] { $count } partida está esperando você.
   *[other] { $count } partidas estão esperando você.
}

## Temporadas de rating.
# $rating: rating-line.
stats-rating = 📈 Rating { $rating }.
# $season: o título de uma temporada; $rating: rating-line.
stats-season-rating = 🏁 { $season }: rating { $rating }.
stats-season-none = 🏁 { $season }: nenhuma partida valendo rating nesta temporada ainda.
# $rating, $sigma, $score: com uma casa decimal; $games: partidas valendo rating.
rating-line = **{ $rating }** ± { $sigma } (pontuação no ranking { $score }, de { $games ->
    [one] { $games } partida valendo rating
   *[other] { $games } partidas valendo rating
})
season-before-first = Antes da temporada 1
season-title = Temporada { $season }
# $name: o nome da temporada.
season-title-named = Temporada { $season }: { $name }
leaderboard-title-all-time = Ranking de Nanuk · geral
leaderboard-title-season = Ranking de Nanuk · { $season }
leaderboard-final = Ranking final · { $season }
season-started = 🏁 **{ $season }** começa agora: o rating de temporada de todo mundo recomeça do zero; os ratings gerais continuam.
command-season-or-all-time = Escolha uma temporada ou o ranking geral, não os dois.
