# O tabuleiro público e o que ele compartilha com outras telas.

## Nomes dos lugares. $name: o nome do jogador; $level: um nível de IA.
name-ai = 🤖 { $name }
name-ai-level = 🤖 { $name } ({ $level })

## Avisos sobre lugares em que uma IA joga por uma pessoa.
note-stand-in-timed-out = ⏱️ A IA joga por { $name } (sem tempo) até a pessoa agir de novo.
note-stand-in-left = 🤖 { $name } saiu; uma IA ocupa o lugar.
note-stand-in-replaced = 🤖 Uma IA ocupa o lugar de { $name }.
# $until: um carimbo de data/hora do Discord (cada leitor vê no seu fuso).
note-stand-in-away = 💤 { $name } está ausente até { $until }; uma IA joga no lugar.
note-stand-in-away-open = 💤 { $name } está ausente; uma IA joga no lugar.

footer-game = partida #{ $game }

## O embed do tabuleiro.
board-title = Nanuk · rodada { $round }
board-title-seasons = Nanuk · temporada { $season } de { $seasons } · rodada { $round }
# $wind: wind-clockwise ou wind-counter-clockwise; $first: um nome em negrito.
board-wind = 🌬️ Vento: { $wind } · começa: { $first }
board-winter = ❄️ **O inverno está chegando**: esta é a última caçada da temporada.
board-table = Mesa (na ordem do vento)
board-standing = Aposta atual
# $boast: "🐟 5 Peixes em 2 dias"; $name: um nome em negrito.
board-standing-by = **{ $boast }**, de { $name }
board-leaders = Líderes
board-leaders-value = ⚔️ Caçada: { $hunt }
    💀 Perdição: { $doom }
board-hunt = A caçada
board-antes = Cacifes
board-rewards = Recompensas
# $pot: uma lista de cartas; $each: escolhas por vencedor; $left: escolhas restantes.
board-rewards-value = Pote: { $pot }
    { $name } escolhe agora ({ $each } por cabeça; { $left ->
        [one] resta { $left } escolha
       *[other] restam { $left } escolhas
    })
board-piles = Pilhas de pontos
# $points: sem o bônus Nanuk, provisório até o fim da temporada
# ($bonus: como está agora, 0 se não houver).
board-pile = { $name }: **{ $points }** { $points ->
    [one] pt
   *[other] pts
}{ $bonus ->
    [0] {""}
   *[other] {" "}+ 🐻‍❄️{ $bonus } por enquanto
} · { $cards }
board-season-totals = Totais da temporada
# $cards: cartas no monte.
board-footer = Monte: { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
} · partida #{ $game }
board-pick-placeholder = { $name }: escolha uma carta
board-my-hand = Minha mão
board-follow = Seguir
board-unfollow = Deixar de seguir

## A fase, no topo do tabuleiro. $name: um nome em negrito; $waiting: uma lista.
status-boasting = 🗣️ **Apostas**: vez de { $name }
status-sides-in-turn = 🔔 **Escolha de lados** em turnos: vez de { $name }
status-sides-secret = 🔔 **Escolha de lados** em segredo: esperando { $waiting }
status-antes = 🪙 **Cacifes**: esperando { $waiting }
status-contributing = 🃏 **Planejando a caçada**: { $name } contribui
status-picking = 🎁 **Recompensas**: { $name } escolhe
status-over = 🏁 **A partida terminou.**

## A linha de um lugar na mesa.
table-side-chosen = ✉️ escolheu
table-anted = deu o cacife
# $count: cartas dadas à caçada.
table-gave = deu { $count }

## A caçada. $card: o que saiu num dia ("3 🦌").
hunt-day-nanuk-held = { $card } (Nanuk, contido)
hunt-day-nanuk = { $card } (**Nanuk!**)
hunt-target = Alvo **{ $boast }** · contados **{ $counted }/{ $count }** · proteções restantes: { $protections }
hunt-hunters-cards = Cartas dos caçadores: { $cards }
# $drawn: dias sacados; $days: dias apostados; $draws: as cartas sacadas.
hunt-days = Dias { $drawn }/{ $days }: { $draws }
hunt-winter-came = ❄️ O inverno chegou no dia { $day }.
hunt-outcome-success = 🎉 Sucesso: os caçadores dividem o pote.
hunt-outcome-nanuk = 💀 Nanuk: os agourentos dividem o pote.
hunt-outcome-too-few = 💀 Faltaram animais: os agourentos dividem o pote.
hunt-outcome-unfinished = ❄️ Inacabada: ninguém leva nada.

# O nome do tópico onde a partida é jogada (no máximo 100 caracteres).
thread-name = Partida de Nanuk #{ $game }
