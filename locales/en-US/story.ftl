# The game's story: one line per public event worth telling. Names are bold.

story-season-started = 🌅 **Season { $season }** begins; { $first } goes first.
# $wind: wind-clockwise or wind-counter-clockwise.
story-round-started = 🌬️ Round { $round }: the wind blows { $wind }. { $first } boasts first.
story-boasted = 🗣️ { $name } boasts **{ $boast }**!
story-doomed = 💀 { $doomer } cries **DOOMED!** { $hunter } leads the hunt for **{ $target }**. Choose your side.
story-side-declared = { $name } joins: { $side }
# $hunters, $doomers: lists of names.
story-sides-revealed = 🔔 Sides revealed. ⚔️ Hunters: { $hunters }. 💀 Doomers: { $doomers }.
story-pool-revealed = 🃏 The Hunters' cards, shuffled: { $cards }. Counted so far: **{ $counted }**; protections: { $protections }.
# $cards: how many cards were reshuffled.
story-winter-is-near = ❄️ **Winter is near!** On day { $day } the deck ran out of face-down cards: every hand and the discards ({ $cards ->
    [one] 1 card
   *[other] { $cards } cards
}) become the new deck. This is the last hunt.
# $nanuk: none | held | fatal.
story-day-drawn = ☀️ Day { $day }: { $card }. Counted **{ $counted }**, protections { $protections }.{ $nanuk ->
    [held] {" "}🐻‍❄️ Nanuk! An Inuksuk holds it back.
    [fatal] {" "}🐻‍❄️ **Nanuk!** No protection left.
   *[none] {""}
}
# $animals: the animal's name in the number that fits $count.
story-hunt-succeeds = 🎉 **The hunt succeeds!** { $count } { $animals } boasted, { $counted } brought home.
story-hunt-doomed = 💀 **The hunt is doomed**: Nanuk struck on day { $day }.
story-hunt-fails = 💀 **The hunt fails**: only { $counted } of { $count } { $animals }.
story-hunt-unfinished = ❄️ The new deck ran out before the last day: the hunt is unfinished and nobody scores it.
# $antes: a list of "name card".
story-antes-revealed = 🔓 Antes turned up: { $antes }.
# $cards: how many in the pot; $order: a list of names.
story-picks-begin = 🎁 The winners share { $cards ->
    [one] 1 card
   *[other] { $cards } cards
}, { $each } each, in this order: { $order }.
# $forced: yes | no (the only kind left).
story-picked = ✋ { $name } takes { $card }{ $forced ->
    [yes] {" "}(the only kind left)
   *[no] {""}
}.
story-discarded = 🗑️ Left over, discarded face up: { $cards }.
# $why: winter | deal (the face-down cards ran out while dealing: a face-up
# card came up, or the deck was empty) | deck.
story-season-over = 🏁 Season { $season } is over: { $why ->
    [deal] the face-down cards ran out during the deal
    [deck] a face-up card lies on top of the deck
   *[winter] Winter has come
}.
# $winners: a list of bold names; $count: how many; $points: their total.
story-game-over = 🏆 **The game is over.** { $count ->
    [one] { $winners } wins
   *[other] { $winners } share the win
} with { $points ->
    [one] 1 point
   *[other] { $points } points
}.
# The round told on its own as its hunt begins. $boasts: "Aput 🦌 2 Deer
# in 1 day → Cora 🦌 3 Deer in 1 day"; $doomer: a bold name; $hunters: a
# list of story-hunter-gave; $doomers: a list of names.
story-round-header = 📜 **Round { $round }** · 🗣️ { $boasts } · 💀 { $doomer } cried **DOOMED!** · ⚔️ Hunters: { $hunters } · 💀 Doomers: { $doomers }
story-hunter-gave = { $name } (gave { $count })
# A sole winner takes the whole pot at once.
story-pot-taken = 🎁 { $name } is the only winner and takes the whole pot ({ $cards ->
    [one] 1 card
   *[other] { $cards } cards
}).
# $took: story-took entries, separated by semicolons.
story-picks-ended = 🎁 Who took what: { $took }.
story-took = { $name } { $cards }
