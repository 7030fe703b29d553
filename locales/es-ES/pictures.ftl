# Texto dibujado en las imágenes PNG (DejaVu Sans: sin emoji).

## La imagen de la caza.
picture-hunt = La caza
# $boast: "5 Peces en 2 días".
picture-hunt-of = La caza: { $boast }
picture-contributed = Aportadas
picture-pool-counted = { $counted } contados, { $protections } Inuksuk
picture-day = Día { $day }
# $nanuk: none | held | fatal.
picture-day-note = { $counted } contados, { $protections } Inuksuk restantes{ $nanuk ->
    [held] : ¡Nanuk! Un Inuksuk lo ahuyenta
    [fatal] : ¡Nanuk! Nada protege a los cazadores
   *[none] {""}
}
picture-outcome-success = Los cazadores vuelven con la presa: se reparten el bote.
picture-outcome-nanuk = ¡Nanuk! Los agoreros se reparten el bote.
picture-outcome-too-few = Faltan animales: los agoreros se reparten el bote.
picture-outcome-unfinished = El invierno llegó antes de acabar la caza: nadie puntúa.

## La imagen de los resultados.
picture-results-title = Nanuk · puntuaciones finales · partida #{ $game }
picture-nobody-won = Nadie ha ganado
# $winners: una lista de nombres; $count: cuántos; $points: su puntuación.
picture-won = { $count ->
    [one] Victoria: { $winners }, con { $points } puntos
   *[other] Victoria compartida: { $winners }, con { $points } puntos cada uno
}
picture-stood-in = { $name } (una IA jugó un rato)
# $score: la línea de puntuación de la temporada (el total, en la línea de temporadas).
picture-last-season = última temporada: { $score }
picture-seasons = temporadas: { $points } = { $total }
picture-no-cards = ninguna carta puntúa
# $cards: cartas Nanuk; $bonus: el bonus Nanuk (0: ninguno).
picture-nanuk-cards = Cartas Nanuk: { $cards }{ $bonus ->
    [0] {""}
   *[other] {" "}· bonus Nanuk +{ $bonus }
}
picture-legend = mojón gris: Inuksuk · dos puntos: doble (cuenta dos) · esquina oscura: carta Nanuk · recuadro gris: no puntúa · estrella: ganador
picture-ai-name = { $name } (IA)
