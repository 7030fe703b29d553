# O relógio da partida: a reserva de tempo de cada jogador, que só corre
# enquanto a partida espera por ele, mais um incremento por decisão.

## A mensagem da sala. $bank, $increment: durações ("3 dias", "12 horas").
clock-lobby = Relógio da partida: { $bank } por jogador, mais { $increment } por decisão; quando a reserva de alguém acaba, uma IA ocupa o lugar até a pessoa voltar
clock-lobby-no-increment = Relógio da partida: { $bank } por jogador, sem nada a mais por decisão; quando a reserva de alguém acaba, uma IA ocupa o lugar até a pessoa voltar

## /nanuk relógio, em particular para o anfitrião. $clock: a linha do relógio da sala.
clock-set = Pronto. { $clock }
clock-removed = Esta sala não tem mais relógio da partida.

## /nanuk configurações: a linha do relógio, como `settings-line`. $value: o
## relógio; $whose: server | bot.
clock-settings-line = **Relógio da partida:** { $value }{ $whose ->
    [bot] {" "}{ settings-bot-default }
   *[server] {""}
}
# $bank, $increment: durações.
clock-settings-value = { $bank }, mais { $increment } por decisão
clock-settings-none = nenhum

## O tabuleiro: uma linha com a reserva de tempo de cada jogador.
# $banks: as entradas dos jogadores, unidas por " · ".
clock-board = ⏳ Tempo restante: { $banks }
# Um relógio parado. $name: o jogador; $left: um tempo curto ("2d 4h").
clock-board-seat = { $name } { $left }
# Um relógio correndo (a partida espera por ele). $when: um carimbo de
# data/hora do Discord que se lê "em 2 dias".
clock-board-seat-running = O tempo de **{ $name }** acaba { $when }
# Tempos curtos para o tabuleiro.
clock-short-days = { $days }d { $hours }h
clock-short-hours = { $hours }h { $minutes }min
clock-short-minutes = { $minutes }min

## Recusas. $min, $max: durações.
clock-refusal-bank = A reserva de tempo de um relógio da partida deve ficar entre { $min } e { $max }.
clock-refusal-increment = O incremento de um relógio da partida deve ser de no máximo { $max }.

## O aviso por DM. $when: um carimbo de data/hora do Discord ("em 2 dias").
clock-prompt = ⏳ Seu relógio acaba { $when }.
