# Os comandos de barra como o Discord os lista. O valor de cada mensagem é
# o nome que um cliente em português vê (minúsculas, sem espaços, no máximo
# 32 caracteres: letras, dígitos, - e _); a .description é a linha abaixo
# dele (no máximo 100 caracteres).

slash-nanuk = nanuk
    .description = Jogue Nanuk, o jogo de cartas de apostas, caçadas e ursos-polares

## /nanuk iniciar
slash-start = iniciar
    .description = Abre uma sala de Nanuk neste canal
slash-start-seasons = temporadas
    .description = Temporadas a jogar; as pontuações se somam (padrão 1)
slash-start-sequential_sides = lados_em_turnos
    .description = Escolher Caçada ou Perdição em turnos e em público (a regra opcional do manual)
slash-start-turn_timeout = tempo_por_turno
    .description = Depois desse tempo numa decisão, uma IA joga pelo jogador (padrão: nunca)
slash-start-reminders = lembretes
    .description = Lembrar quem a partida espera após esse tempo, depois a cada dobro disso (padrão: 12 horas)
slash-start-stand_in_level = nível_substituto
    .description = Nível da IA que joga por quem ficou sem tempo ou saiu (padrão normal)
slash-start-hints = dicas
    .description = Permitir pedir com /nanuk dica o conselho da IA forte (padrão: não)
slash-start-clock = relógio
    .description = Relógio da partida: reserva de tempo por jogador, que só corre na vez dele (padrão: nenhum)
slash-start-clock_increment = incremento_relógio
    .description = Com relógio da partida: tempo somado à reserva por decisão (padrão: 12 horas)

## /nanuk relógio
slash-clock = relógio
    .description = Define o relógio desta sala: reserva de tempo por jogador, que só corre na vez dele
slash-clock-bank = reserva
    .description = A reserva de tempo de cada jogador (nenhum: sem relógio)
slash-clock-increment = incremento
    .description = Tempo somado à reserva por decisão (padrão: 12 horas)

## /nanuk treinar
slash-practice = treinar
    .description = Treine solo contra a IA, na sua DM comigo (não vale rating; dicas liberadas)
slash-practice-seats = lugares
    .description = Lugares no total, incluindo o seu (padrão 5)
slash-practice-level = nível
    .description = O quão bem a IA joga (padrão normal)

## Jogar pelo teclado.
slash-status = situação
    .description = Publica de novo o tabuleiro deste canal e diz quem a partida está esperando
slash-hand = mão
    .description = Mostra sua mão e suas opções em particular, com os botões para jogar
slash-hint = dica
    .description = O que a IA forte faria agora no seu lugar (se o anfitrião permitir dicas)
slash-boast = apostar
    .description = Aumenta a aposta atual (ou abre as apostas)
slash-boast-count = quantidade
    .description = Quantos animais
slash-boast-animal = animal
    .description = Qual animal
slash-boast-days = dias
    .description = Em quantos dias (1-12)
slash-doom = condenar
    .description = Declara a aposta atual impossível: CONDENADOS!
slash-rules = regras
    .description = As regras de Nanuk em resumo

## Lugares.
slash-leave = sair
    .description = Sai da partida deste canal: na sala você sai dela; em jogo, uma IA fica com seu lugar
slash-away = ausente
    .description = Ausente de todas as suas partidas por um tempo (uma IA joga por você), ou de volta
slash-away-time = tempo
    .description = Por quanto tempo você ficará fora, ou "já voltei" quando voltar
slash-kick = expulsar
    .description = Remove um jogador (anfitrião ou Gerenciar servidor): da sala, ou uma IA fica com o lugar
slash-kick-player = jogador
    .description = O jogador a remover
slash-cancel = cancelar
    .description = Cancela a partida ou a sala deste canal (anfitrião ou Gerenciar servidor)

## /nanuk configurações
slash-settings = configurações
    .description = Padrões deste servidor para novas salas: ver ou mudar (Gerenciar servidor)
slash-settings-seasons = temporadas
    .description = Temporadas que uma nova partida joga
slash-settings-sequential_sides = lados_em_turnos
    .description = Caçada ou Perdição em turnos e em público (a regra opcional do manual)
slash-settings-turn_timeout = tempo_por_turno
    .description = Depois desse tempo numa decisão, uma IA joga pelo jogador
slash-settings-reminders = lembretes
    .description = Lembrar quem a partida espera após esse tempo
slash-settings-stand_in_level = nível_substituto
    .description = Nível da IA que joga por quem ficou sem tempo ou saiu
slash-settings-hints = dicas
    .description = Permitir pedir com /nanuk dica o conselho da IA forte
slash-settings-ai_seats = lugares_ia
    .description = Lugares de IA com que uma nova sala abre
slash-settings-ai_level = nível_ia
    .description = O nível desses lugares de IA
slash-settings-clock = relógio
    .description = Relógio da partida: reserva de tempo por jogador, que só corre na vez dele
slash-settings-clock_increment = incremento_relógio
    .description = Com relógio da partida: tempo somado à reserva por decisão
slash-settings-reset = redefinir
    .description = Volta primeiro aos padrões do bot (depois valem as opções dadas aqui)

## /nanuk idioma
slash-language = idioma
    .description = O idioma em que falo com você, ou (Gerenciar servidor) o idioma deste servidor
slash-language-language = idioma
    .description = Um idioma, ou auto: o idioma do seu app do Discord (ou o deste servidor)
slash-language-server = servidor
    .description = Define o idioma das salas, tabuleiros e tópicos deste servidor (Gerenciar servidor)

## Registros.
slash-history = histórico
    .description = As partidas recentes deste servidor e seus vencedores
slash-stats = estatísticas
    .description = Rating, partidas, vitórias e pontuação média neste servidor
slash-stats-player = jogador
    .description = De quem (padrão: você)
slash-leaderboard = ranking
    .description = Os melhores jogadores deste servidor por rating, dez por página
slash-leaderboard-season = temporada
    .description = O ranking de uma temporada pelo número (padrão: a temporada atual)
slash-leaderboard-all_time = geral
    .description = O ranking geral em vez do de uma temporada
slash-season = temporada
    .description = Temporadas de rating: cada uma tem seu ranking, além do geral
slash-season-start = iniciar
    .description = Encerra a temporada de rating deste servidor e abre a próxima (Gerenciar servidor)
slash-season-start-name = nome
    .description = O nome da nova temporada, p. ex. Primavera 2027
slash-games = partidas
    .description = Todas as partidas em que você joga, em qualquer servidor, e o que cada uma espera

## Escolhas nas listas das opções (no máximo 100 caracteres cada).
slash-choice-never = nunca
slash-choice-none = nenhum
slash-choice-back = já voltei
slash-choice-minutes-5 = 5 minutos
slash-choice-minutes-15 = 15 minutos
slash-choice-minutes-30 = 30 minutos
slash-choice-hours-1 = 1 hora
slash-choice-hours-3 = 3 horas
slash-choice-hours-12 = 12 horas
slash-choice-days-1 = 1 dia
slash-choice-days-2 = 2 dias
slash-choice-days-3 = 3 dias
slash-choice-days-7 = 7 dias
slash-choice-days-30 = 30 dias
slash-choice-weeks-1 = 1 semana
slash-choice-weeks-2 = 2 semanas
slash-choice-level-easy = fácil
slash-choice-level-normal = normal
slash-choice-level-strong = forte
slash-choice-animal-deer = Cervo
slash-choice-animal-seal = Foca
slash-choice-animal-fish = Peixe
slash-choice-animal-bird = Pássaro
# A escolha automática de /nanuk idioma (os idiomas aparecem com o próprio nome).
slash-choice-language-auto = auto (o idioma do meu app do Discord)
