# Der Verlauf der Partie: eine Zeile pro erzählenswertem öffentlichem
# Ereignis. Namen sind fett.

story-season-started = 🌅 **Saison { $season }** beginnt; { $first } fängt an.
# $wind: wind-clockwise oder wind-counter-clockwise.
story-round-started = 🌬️ Runde { $round }: Der Wind weht { $wind }. { $first } sagt als Erstes an.
story-boasted = 🗣️ { $name } sagt **{ $boast }** an!
story-doomed = 💀 { $doomer } ruft **VERLOREN!** { $hunter } führt die Jagd auf **{ $target }** an. Wählt eure Seite.
story-side-declared = { $name } wählt: { $side }
# $hunters, $doomers: Namenslisten.
story-sides-revealed = 🔔 Seiten aufgedeckt. ⚔️ Jäger: { $hunters }. 💀 Schwarzseher: { $doomers }.
story-pool-revealed = 🃏 Die Karten der Jäger, gemischt: { $cards }. Bisher gezählt: **{ $counted }**; Schutz: { $protections }.
# $cards: wie viele Karten neu gemischt wurden.
story-winter-is-near = ❄️ **Der Winter naht!** An Tag { $day } gehen dem Stapel die verdeckten Karten aus: Alle Hände und die Ablage ({ $cards ->
    [one] { $cards } Karte
   *[other] { $cards } Karten
}) werden zum neuen Stapel. Dies ist die letzte Jagd.
# $nanuk: none | held | fatal.
story-day-drawn = ☀️ Tag { $day }: { $card }. Gezählt: **{ $counted }**, Schutz: { $protections }.{ $nanuk ->
    [held] {" "}🐻‍❄️ Nanuk! Ein Inuksuk hält ihn auf.
    [fatal] {" "}🐻‍❄️ **Nanuk!** Kein Schutz mehr übrig.
   *[none] {""}
}
# $animals: der Name des Tiers im passenden Numerus.
story-hunt-succeeds = 🎉 **Die Jagd gelingt!** { $count } { $animals } angesagt, { $counted } heimgebracht.
story-hunt-doomed = 💀 **Die Jagd ist verloren**: Nanuk schlug an Tag { $day } zu.
story-hunt-fails = 💀 **Die Jagd scheitert**: nur { $counted } gezählt, angesagt waren { $count } { $animals }.
story-hunt-unfinished = ❄️ Der neue Stapel war vor dem letzten Tag leer: Die Jagd bleibt unvollendet, niemand punktet damit.
# $antes: eine Liste aus „Name Karte“.
story-antes-revealed = 🔓 Einsätze aufgedeckt: { $antes }.
# $cards: wie viele in der Beute; $order: eine Namensliste.
story-picks-begin = 🎁 Die Gewinner teilen sich { $cards ->
    [one] { $cards } Karte
   *[other] { $cards } Karten
}, je { $each }, in dieser Reihenfolge: { $order }.
# $forced: yes | no (die einzige übrige Sorte).
story-picked = ✋ { $name } nimmt { $card }{ $forced ->
    [yes] {" "}(die einzige Sorte, die übrig ist)
   *[no] {""}
}.
story-discarded = 🗑️ Übrig, offen abgelegt: { $cards }.
# $why: winter | deal | deck.
story-season-over = 🏁 Saison { $season } ist vorbei: { $why ->
    [deal] Beim Austeilen gingen die verdeckten Karten aus
    [deck] Eine offene Karte liegt oben auf dem Stapel
   *[winter] Der Winter ist da
}.
# $winners: eine Liste fetter Namen; $count: wie viele; $points: ihre Summe.
story-game-over = 🏆 **Die Partie ist vorbei.** { $count ->
    [one] { $winners } gewinnt mit { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    }
   *[other] { $winners } teilen sich den Sieg mit je { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    }
}.
# Die Runde für sich erzählt, wenn ihre Jagd beginnt. $boasts: „Aput 🦌 2
# Hirsche in 1 Tag → Cora 🦌 3 Hirsche in 1 Tag“; $doomer: ein fetter Name;
# $hunters: eine Liste aus story-hunter-gave; $doomers: eine Namensliste.
story-round-header = 📜 **Runde { $round }** · 🗣️ { $boasts } · 💀 { $doomer } rief **VERLOREN!** · ⚔️ Jäger: { $hunters } · 💀 Schwarzseher: { $doomers }
story-hunter-gave = { $name } (gab { $count })
# Ein alleiniger Gewinner nimmt die ganze Beute auf einmal.
story-pot-taken = 🎁 { $name } gewinnt allein und nimmt die ganze Beute ({ $cards ->
    [one] { $cards } Karte
   *[other] { $cards } Karten
}).
# $took: story-took-Einträge, durch Semikolons getrennt.
story-picks-ended = 🎁 Wer was nahm: { $took }.
story-took = { $name }: { $cards }
