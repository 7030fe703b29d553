# Texto desenhado nas imagens PNG (DejaVu Sans: sem emoji).

## A imagem da caçada.
picture-hunt = A caçada
# $boast: "5 Peixes em 2 dias".
picture-hunt-of = A caçada: { $boast }
picture-contributed = Contribuídas
picture-pool-counted = { $counted } contados, { $protections } Inuksuk
picture-day = Dia { $day }
# $nanuk: none | held | fatal.
picture-day-note = { $counted } contados, { $protections } Inuksuk restantes{ $nanuk ->
    [held] : Nanuk! Um Inuksuk o afasta
    [fatal] : Nanuk! Nada protege os caçadores
   *[none] {""}
}
picture-outcome-success = Os caçadores trazem a caça para casa: eles dividem o pote.
picture-outcome-nanuk = Nanuk! Os agourentos dividem o pote.
picture-outcome-too-few = Faltaram animais: os agourentos dividem o pote.
picture-outcome-unfinished = O inverno chegou antes do fim da caçada: ninguém pontua.

## A imagem dos resultados.
picture-results-title = Nanuk · pontuações finais · partida #{ $game }
picture-nobody-won = Ninguém venceu
# $winners: uma lista de nomes; $count: quantos; $points: a pontuação deles.
picture-won = { $count ->
    [one] Vitória: { $winners }, com { $points } pontos
   *[other] Vitória dividida: { $winners }, com { $points } pontos cada
}
picture-stood-in = { $name } (uma IA jogou por um tempo)
# $score: a linha de pontuação da temporada (o total está na linha das temporadas).
picture-last-season = última temporada: { $score }
picture-seasons = temporadas: { $points } = { $total }
picture-no-cards = nenhuma carta pontuou
# $cards: cartas Nanuk; $bonus: o bônus Nanuk (0: nenhum).
picture-nanuk-cards = Cartas Nanuk: { $cards }{ $bonus ->
    [0] {""}
   *[other] {" "}· bônus Nanuk +{ $bonus }
}
picture-legend = marco de pedra cinza: Inuksuk · dois pontos: dupla (conta dois) · canto escuro: carta Nanuk · caixa cinza: sem pontos · estrela: vencedor
picture-ai-name = { $name } (IA)
