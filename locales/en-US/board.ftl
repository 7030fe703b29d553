# The public board and what it shares with other screens.

## Seat names. $name: the player's name; $level: an AI level.
name-ai = 🤖 { $name }
name-ai-level = 🤖 { $name } ({ $level })

## Notes about seats an AI plays for a person.
note-stand-in-timed-out = ⏱️ The AI plays for { $name } (out of time) until they act again.
note-stand-in-left = 🤖 { $name } left; an AI plays their seat.
note-stand-in-replaced = 🤖 An AI plays { $name }'s seat.
# $until: a Discord timestamp (each reader sees it in their own zone).
note-stand-in-away = 💤 { $name } is away until { $until }; an AI plays for them.
note-stand-in-away-open = 💤 { $name } is away; an AI plays for them.

footer-game = game #{ $game }

## The board's embed.
board-title = Nanuk · round { $round }
board-title-seasons = Nanuk · season { $season } of { $seasons } · round { $round }
# $wind: wind-clockwise or wind-counter-clockwise; $first: a bold name.
board-wind = 🌬️ Wind: { $wind } · first player: { $first }
board-winter = ❄️ **Winter is near**: this is the season's last hunt.
board-table = Table (in the wind's order)
board-standing = Standing boast
# $boast: "🐟 5 Fish in 2 days"; $name: a bold name.
board-standing-by = **{ $boast }** by { $name }
board-leaders = Leaders
board-leaders-value = ⚔️ Hunt: { $hunt }
    💀 Doom: { $doom }
board-hunt = The hunt
board-antes = Antes
board-rewards = Rewards
# $pot: a list of cards; $each: picks per winner; $left: picks left.
board-rewards-value = Pot: { $pot }
    { $name } picks now ({ $each } each; { $left ->
        [one] 1 pick
       *[other] { $left } picks
    } left)
board-piles = Score piles
# $points: without the Nanuk bonus, which is only provisional until the
# season ends ($bonus: as it stands now, 0 for none).
board-pile = { $name }: **{ $points }** { $points ->
    [one] pt
   *[other] pts
}{ $bonus ->
    [0] {""}
   *[other] {" "}+ 🐻‍❄️{ $bonus } so far
} · { $cards }
board-season-totals = Season totals
# $cards: cards in the draw pile.
board-footer = Draw pile: { $cards ->
    [one] 1 card
   *[other] { $cards } cards
} · game #{ $game }
board-pick-placeholder = { $name }: pick a card
board-my-hand = My hand
board-follow = Follow
board-unfollow = Unfollow

## The phase, at the top of the board. $name: a bold name; $waiting: a list.
status-boasting = 🗣️ **Boasting**: { $name }'s turn
status-sides-in-turn = 🔔 **Choosing sides** in turn: { $name }'s turn
status-sides-secret = 🔔 **Choosing sides** in secret: waiting for { $waiting }
status-antes = 🪙 **Antes**: waiting for { $waiting }
status-contributing = 🃏 **Planning the hunt**: { $name } contributes
status-picking = 🎁 **Rewards**: { $name } picks
status-over = 🏁 **The game is over.**

## One seat's line in the table.
table-side-chosen = ✉️ chosen
table-anted = anted
# $count: cards given to the hunt.
table-gave = gave { $count }

## The hunt. $card: a day's draw ("3 🦌").
hunt-day-nanuk-held = { $card } (Nanuk, held back)
hunt-day-nanuk = { $card } (**Nanuk!**)
hunt-target = Target **{ $boast }** · counted **{ $counted }/{ $count }** · protections left { $protections }
hunt-hunters-cards = Hunters' cards: { $cards }
# $drawn: days drawn; $days: days boasted; $draws: the draws.
hunt-days = Days { $drawn }/{ $days }: { $draws }
hunt-winter-came = ❄️ Winter came on day { $day }.
hunt-outcome-success = 🎉 Success: the Hunters share the pot.
hunt-outcome-nanuk = 💀 Nanuk: the Doomers share the pot.
hunt-outcome-too-few = 💀 Too few: the Doomers share the pot.
hunt-outcome-unfinished = ❄️ Unfinished: nobody scores it.

# The name of the thread a game is played in (at most 100 characters).
thread-name = Nanuk game #{ $game }
