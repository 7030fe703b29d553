# Respostas privadas a botões e menus.

press-unknown-control = Este controle não está mais em uso.
press-leaderboard-server-only = O ranking pertence a um servidor: use `/nanuk ranking` lá.
press-leaderboard-failed = Não consegui ler o ranking agora; tente de novo daqui a pouco.
press-not-a-boast = Ninguém pode fazer essa aposta.
press-not-your-cards = Essas cartas não são da sua mão.
press-choose-a-card = Escolha uma carta do pote.
press-nothing-to-pick = Não há nada para escolher agora.
press-not-your-pick = Não é sua vez de escolher: { $name } escolhe agora.
# $channel: um id de canal (vira uma menção).
press-elsewhere = Esse controle é da partida de Nanuk #{ $game } em <#{ $channel }>; aqui ele não faz nada.
press-lobby-only = Esse controle só funciona na mensagem da sala da partida.
press-hand-only = Esse controle é da sua própria mão: aperte **Minha mão** no tabuleiro ou use `/nanuk mão`.
