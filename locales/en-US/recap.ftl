# What a prompt says besides its decision: what the player did last, what
# happened since, and the facts the decision depends on.

## The record of the player's own last decision. $by: player | ai;
## $round: the round it was made in.
record-boasted = { $by ->
    [ai] 🤖 The AI boasted **{ $boast }** for you
   *[player] ✅ You boasted **{ $boast }**
} · round { $round }
record-doomed = { $by ->
    [ai] 🤖 The AI cried **DOOMED!** for you
   *[player] ✅ You cried **DOOMED!**
} · round { $round }
record-side = { $by ->
    [ai] 🤖 The AI chose { $side } for you
   *[player] ✅ You chose { $side }
} · round { $round }
record-anted = { $by ->
    [ai] 🤖 The AI anted { $card } for you
   *[player] ✅ You anted { $card }, face down
} · round { $round }
record-gave = { $by ->
    [ai] 🤖 The AI gave { $cards } to the hunt for you
   *[player] ✅ You gave { $cards } to the hunt, face down
} · round { $round }
record-picked = { $by ->
    [ai] 🤖 The AI took { $card } from the pot for you
   *[player] ✅ You took { $card } from the pot
} · round { $round }

## Since the player's last decision (one line each).
recap-title = Since your last turn
# $boasts: "Bilal 🐦 3 Birds in 2 days → Cora 🐦 4 Birds in 2 days".
recap-boasts = 🗣️ Boasts: { $boasts }
# $who: a name.
recap-doomed = 💀 { $doomer } cried **DOOMED!**: { $hunter } leads the hunt for **{ $target }**.
recap-sides = ⚔️ Hunters: { $hunters } · 💀 Doomers: { $doomers }
# $outcome: success | nanuk | too-few | unfinished.
recap-hunt = { $outcome ->
    [success] 🎉 The hunt for **{ $target }** succeeded ({ $counted } brought home).
    [nanuk] 💀 The hunt for **{ $target }** was doomed: Nanuk struck on day { $day }.
    [too-few] 💀 The hunt for **{ $target }** failed: { $counted } brought home.
   *[unfinished] ❄️ The hunt for **{ $target }** was unfinished: nobody scored it.
}
# $winners: a list of names.
recap-pot = 🎁 { $winners } shared the pot.
recap-you-took = You took { $cards }.
recap-season = 🏁 Season { $season } is over; { $winners } won it.

## The facts of the decision.
# $standing: a boast; $who: a bold name.
fact-standing = Standing boast: **{ $standing }** by { $who }.
fact-leaders = ⚔️ Hunt leader: { $hunter } · 💀 Doom leader: { $doomer } · target **{ $target }**
# $hunters: "Aput (gave 2), Bilal (to come)".
fact-hunters = Hunters: { $hunters }
fact-hunter-gave = { $name } (gave { $count })
fact-hunter-to-come = { $name } (to give)
fact-you = you
fact-you-give-last = You give last: the pool is revealed after your cards.
fact-days = The hunt lasts { $days ->
    [one] 1 day
   *[other] { $days } days
}.
# $cards: the pot's cards.
fact-pot = Pot: { $cards }
# $order: a list of names; $left: your picks left, this one included.
fact-pick-order = Picking order: { $order }. You pick { $left ->
    [one] once more
   *[other] { $left } more times
}.
fact-your-pile = Your pile: { $cards }
fact-your-pile-empty = Your pile is empty.
