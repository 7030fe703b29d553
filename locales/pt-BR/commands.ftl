# commands

## Falhas e recusas comuns a todos os comandos.
command-sorry = Algo deu errado do meu lado; tente de novo daqui a pouco.
command-pick-a-subcommand = Escolha na lista um dos subcomandos de `/nanuk`, p. ex. `/nanuk iniciar`.
# Vem depois de uma recusa causada por um cliente desatualizado.
command-stale-client = talvez seu app do Discord esteja mostrando uma versão antiga do comando. Reinicie o Discord (ou espere um minuto) e escolha as opções da lista.
# $advice: command-stale-client.
command-unknown = Não conheço o comando `/{ $command }`: { $advice }
command-unknown-option = Este comando não tem a opção `{ $option }`, então nada foi feito: { $advice }
command-unreadable-value = O valor `{ $value }` não serve para a opção: cada opção mostra os valores que aceita (p. ex. uma quantidade de 1 a 27, dias de 1 a 12). Tente de novo.
command-unreadable-option = Uma das opções tem um valor que não consigo usar: cada opção mostra os valores que aceita. Tente de novo.
# $what: missing | range | kind | other
command-mismatched-options = Não consegui executar este comando: { $what ->
    [missing] falta uma opção de que ele precisa
    [range] um valor está fora da faixa da opção
    [kind] uma opção tem o tipo de valor errado
   *[other] as opções não são as que eu esperava
}; { $advice }
# $command: o comando como foi digitado, p. ex. `/nanuk expulsar`.
command-server-only = { $command } só funciona num canal de servidor: use onde a partida é jogada.
command-no-game-here = Não há nenhuma partida de Nanuk neste canal: abra uma com `/nanuk iniciar`.
command-no-games = Você não está jogando nenhuma partida de Nanuk agora.
# $places: uma lista de onde as partidas estão.
command-several-games = Você joga em várias partidas ({ $places }): use este comando onde a partida é jogada (no tópico ou canal dela).

## /nanuk mão, apostar, condenar, situação.
# $why: a frase da regra.
command-not-a-boast = Essa aposta não vale: { $why }
# $boast: "5 Peixes em 2 dias".
command-you-boast = Você aposta **{ $boast }**.
command-you-doom = Você grita **CONDENADOS!**
command-game-ended = A partida #{ $game } terminou.
# $waiting: command-waits-for ou parecido.
command-board-again = { $waiting } O tabuleiro foi publicado de novo aqui embaixo.
command-lobby-open = A sala está aberta: o anfitrião inicia a partida.
command-waits-for-nobody = A partida não está esperando ninguém agora.
# $names: uma lista de nomes em negrito.
command-waits-for = A partida está esperando { $names }.

## Permissões do bot, como o Discord as chama.
permission-view-channel = Ver canal
permission-send-messages = Enviar mensagens
permission-embed-links = Inserir links
# $doing: lobby | rematch; $names: uma lista de permissões; $count: quantas.
access-cannot-host = Não posso { $doing ->
    [rematch] abrir a revanche
   *[lobby] abrir uma sala
} aqui: me { $count ->
    [one] falta a permissão
   *[other] faltam as permissões
} { $names } neste canal. Peça a um administrador do servidor para { $count ->
    [one] concedê-la
   *[other] concedê-las
} a mim, ou use outro canal.

## /nanuk iniciar, sair, expulsar, cancelar.
# $channel: o id do canal (vira uma menção).
command-thread-of-game = Neste tópico se joga a partida #{ $game }: abra uma nova partida em <#{ $channel }>.
command-lobby-opened = Sua sala está aberta (partida #{ $game }): a mensagem com **Entrar** e **Iniciar** está neste canal. Nanuk precisa de 5 a 8 lugares; **Adicionar IA** preenche os vazios.
# $sentence: refusal-channel-busy; $link: um link para a partida.
command-channel-busy-here = { $sentence } Ela está aqui: { $link }
command-left-lobby = Você saiu da sala da partida #{ $game }.
command-left-game = Você saiu da partida #{ $game }: de agora em diante uma IA fica com seu lugar.
command-kicked-from-lobby = { $name } não está mais na sala.
command-kicked-from-game = De agora em diante uma IA fica com o lugar de { $name }.
command-cancelled = A partida #{ $game } foi cancelada.

## /nanuk treinar.
practice-in-dms = Sua partida de treino #{ $game } está na nossa DM: { $link }
practice-own-dm-only = Partidas de treino são jogadas na sua própria DM comigo: use `/nanuk treinar` lá, ou num servidor.
practice-no-dm = Não consegui falar com você por DM agora; tente de novo daqui a pouco.
practice-hello = 🎯 Sua partida de treino será jogada aqui: o tabuleiro, sua mão e os resultados, com `/nanuk dica` a qualquer momento. Ela não vale rating.
practice-dms-closed = Não consigo te mandar DM, e a partida de treino é jogada lá: permita mensagens diretas dos membros deste servidor (Configurações de privacidade) e tente de novo.
