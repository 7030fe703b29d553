# Por que o bot recusou: respostas privadas a quem pediu.

refusal-no-such-game = Não existe a partida #{ $game }.
refusal-channel-busy = Este canal já tem uma partida (#{ $game }): termine ou cancele essa antes de começar outra.
refusal-already-joined = Você já está nesta partida.
refusal-lobby-full = A sala está cheia: Nanuk se joga com no máximo { $max }.
refusal-not-in-lobby = Você não está nesta sala.
refusal-not-in-game = Você não está jogando esta partida.
refusal-hints-off = As dicas estão desligadas nesta partida: o anfitrião as libera com a opção `dicas` de `/nanuk iniciar`.
refusal-nothing-to-hint = Você não tem nada para decidir agora, então não há dica para dar.
refusal-not-over-yet = Esta partida ainda não terminou: a revanche abre quando ela acabar.
refusal-player-not-in-game = Esse jogador não está nesta partida.
refusal-not-admin = Só alguém com Gerenciar servidor pode fazer isso.
# $asked: a temporada pedida; $latest: a temporada aberta agora.
refusal-no-such-season = Não existe a temporada { $asked }: { $latest ->
    [0] este servidor não começou temporadas de rating (`/nanuk temporada iniciar`).
   *[other] as temporadas deste servidor vão de 0 (antes da primeira) a { $latest }.
}
refusal-too-many-followers = Esta partida já tem { $limit } seguidores, o máximo permitido.
refusal-following-too-many = Você já segue { $limit } partidas em andamento, o máximo de uma vez: deixe de seguir uma primeiro.
# $host: o nome de exibição do anfitrião.
refusal-not-host = Só o anfitrião ({ $host }) ou alguém com Gerenciar servidor pode fazer isso.
refusal-not-host-nobody = Só alguém com Gerenciar servidor pode fazer isso: não sobrou nenhum jogador para ser anfitrião.
refusal-wrong-seat-count = Nanuk precisa de 5 a 8 jogadores e esta sala tem { $seats }: convide mais jogadores ou adicione lugares de IA.
refusal-no-ai-seat = Não há nenhum lugar de IA para remover.
refusal-already-ai = Esse lugar já é jogado por uma IA.
refusal-already-started = Esta partida já começou.
refusal-not-started = Esta partida ainda não começou: o anfitrião inicia pela sala.
refusal-game-over = Esta partida terminou.
refusal-cancelled = Esta partida foi cancelada.
refusal-left-running = Você saiu desta partida e agora uma IA fica com seu lugar; você ainda pode acompanhar o tabuleiro.
refusal-left-over = Você saiu desta partida antes de ela terminar.
refusal-replaced-running = Agora uma IA fica com seu lugar nesta partida; você ainda pode acompanhar o tabuleiro.
refusal-replaced-over = Uma IA ficou com seu lugar nesta partida até ela terminar.
refusal-seat-already-yours = Seu lugar já é seu: ninguém está jogando por você.
# $waiting: uma lista de nomes.
refusal-not-your-turn = Não é a sua vez: a partida está esperando { $waiting }.
refusal-stale = Isto mudou desde que você viu: aqui está a situação atual.
refusal-duplicate = Isso já foi feito.
refusal-unavailable = Nada foi salvo nem mudado: o bot não consegue usar o banco de dados das partidas agora. Tente de novo daqui a pouco.
refusal-store = Algo deu errado ao salvar a partida; tente de novo.
refusal-unconfirmed = Perdi o banco de dados enquanto salvava isso, então não sei se valeu. Confira sua mão (`/nanuk mão`) antes de tentar de novo: o mesmo botão nunca é aplicado duas vezes.
refusal-busy = Esta partida está ocupada agora e nada foi mudado: tente de novo daqui a pouco.
refusal-internal = Algo deu errado no serviço de partidas; avise o administrador do bot.

## Opções fora dos limites.
refusal-seasons = Uma partida tem de 1 a { $max } temporadas.
# $min, $max: durações ("1 minuto", "30 dias").
refusal-turn-timeout = O tempo por turno deve ficar entre { $min } e { $max }.
refusal-reminder-delay = O prazo dos lembretes deve ficar entre { $min } e { $max }.
refusal-ai-seats = Uma sala abre com no máximo { $max } lugares de IA: o anfitrião ocupa um dos 8.
refusal-season-name = O nome de uma temporada tem no máximo { $max } caracteres.
refusal-practice-seats = Uma partida de treino tem de { $min } a { $max } lugares, incluindo o seu.

## As regras não permitem.
rule-no-such-seat = Não existe { $seat } nesta mesa.
# $now: boasting | sides | antes | contributing | picking | over
rule-wrong-phase = Isso não dá para fazer agora: { $now ->
    [boasting] a mesa está apostando.
    [sides] os jogadores estão escolhendo os lados.
    [antes] os agourentos estão dando os cacifes.
    [contributing] os caçadores estão contribuindo com cartas.
    [picking] os vencedores estão escolhendo as recompensas.
   *[over] a partida terminou.
}
rule-nothing-to-doom = O primeiro jogador precisa abrir com uma aposta; ainda não há nada para condenar.
rule-boast-zero = Uma aposta precisa nomear pelo menos 1 animal.
rule-boast-too-many = Ninguém pode apostar mais de { $max } animais de um tipo: o baralho não tem mais que isso.
rule-boast-days = Uma caçada dura de 1 a { $max } dias.
# $boast, $standing: apostas ("5 Peixes em 2 dias").
rule-boast-too-low = { $boast } não supera { $standing }: aumente a quantidade ou os dias (e só troque de animal com uma quantidade maior).
rule-already-chose = Você já escolheu seu lado.
rule-already-done = Você já fez sua escolha nesta rodada.
rule-card-not-in-hand = Você não tem { $card } na mão.
rule-empty-contribution = Contribua com pelo menos uma carta.
rule-card-not-in-pot = Não sobrou { $card } no pote.
# $min_hours, $max_days: o menor e o maior tempo de ausência.
refusal-away-time = Você pode ficar ausente de { $min_hours ->
    [one] uma hora
   *[other] { $min_hours } horas
} a { $max_days } dias de cada vez.
