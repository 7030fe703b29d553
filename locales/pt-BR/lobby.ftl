# lobby

name-stand-in = { $name } (🤖 IA jogando)

## A mensagem da sala.
# $seasons: quantas; $sides: secret | sequential.
lobby-seasons-sides = Temporadas: { $seasons } · lados: { $sides ->
    [sequential] em turnos, em público (regra opcional)
   *[secret] em segredo, revelados juntos
}
# $duration: "12 horas".
lobby-turn-timeout = Tempo por turno: { $duration } (depois, uma IA joga nesse lugar)
lobby-turn-timeout-none = Tempo por turno: sem limite
lobby-stand-in-level = Uma IA que substitui um jogador joga no nível { $level }
lobby-reminders = Lembretes após { $duration }
lobby-hints = Dicas liberadas: `/nanuk dica` mostra o que a IA forte faria
lobby-no-seats = Ninguém ainda: aperte **Entrar**.
lobby-ready = Tudo pronto: o anfitrião (ou alguém com Gerenciar servidor) pode iniciar.
# $count: lugares que ainda faltam.
lobby-more-needed = { $count ->
    [one] Falta { $count } para começar (jogador ou IA).
   *[other] Faltam { $count } para começar (jogadores ou IAs).
}
lobby-full = A mesa está completa.
lobby-join = Entrar
lobby-leave = Sair
lobby-remove-ai = Remover IA
lobby-add-easy-ai = Adicionar IA fácil
lobby-add-ai = Adicionar IA
lobby-add-strong-ai = Adicionar IA forte
lobby-start = Iniciar
lobby-cancel = Cancelar
lobby-title-gathering = Nanuk: uma nova partida está se formando
lobby-title-on = Nanuk: a partida começou
lobby-title-finished = Nanuk: encerrada
lobby-title-cancelled = Nanuk: cancelada
lobby-on-in-thread = A partida acontece no tópico desta mensagem: o tabuleiro e a história estão lá, e as mãos chegam por DM.
lobby-on-here = A partida começou: o tabuleiro está abaixo e as mãos chegam por DM.
lobby-on-here-no-threads = A partida começou: o tabuleiro está abaixo e as mãos chegam por DM. Não posso abrir tópicos neste canal, então a partida é jogada aqui.
lobby-finished = A partida terminou; as pontuações finais estão abaixo.
# $winners: uma lista de nomes em negrito; $count: quantos.
lobby-finished-won = A partida terminou: { $winners } { $count ->
    [one] venceu
   *[other] dividem a vitória
}. As pontuações finais estão abaixo.
lobby-everyone-left = Todos os jogadores saíram da sala, então ela foi fechada.
# $thread: o id do tópico (vira uma menção).
lobby-thread-link = O tabuleiro e a história da partida: <#{ $thread }>.
# $count: lugares ocupados; $max: lugares no máximo.
lobby-seats = Lugares ({ $count }/{ $max })
lobby-status = Situação
# $host, $opener: ids de usuário (viram menções).
lobby-host = Anfitrião: <@{ $host }>
lobby-host-passed-on = Anfitrião: <@{ $host }> (<@{ $opener }> abriu a sala e saiu, então o papel de anfitrião passou adiante)
lobby-host-nobody = Anfitrião: ninguém (todos os jogadores saíram; só alguém com Gerenciar servidor pode agir por esta partida)
