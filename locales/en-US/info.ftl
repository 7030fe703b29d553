# /nanuk rules, history, stats and leaderboard.

rules-title = Nanuk in short
rules-footer = Nanuk by Brett Myers and Mark Goadrich (Steve Jackson Games)
# The rules in short, checked against the rulebook and RULINGS.md: one
# message per paragraph.
rules-intro = **Nanuk** is played by 5 to 8. You hold 3 cards: Deer, Seal, Fish, Bird (some are doubles ×2, some carry a Nanuk 🐻‍❄️) and a few Inuksuks 🗿. Every round is a hunt; at its start the wind decides whether play goes clockwise or counter-clockwise:
rules-boasting = **1. Boasting.** The first player boasts *N animals in D days* (1 to 12 days). In the wind's direction each player must raise or cry **DOOMED!**; nobody passes. A raise has no fewer animals and no fewer days and more of at least one; the animal may change only when the count goes up.
rules-sides = **2. Sides.** Who dooms is the Doom Leader; the last boaster is the Hunt Leader and their boast is the target. Everyone else secretly chooses Hunt or Doom; the choices are revealed together. (Optional rule: in turn and in public, starting after the Doom Leader.)
rules-planning = **3. Planning.** Each Doomer antes one card face down. Each Hunter gives at least one card face down, the Hunt Leader last. The cards are shuffled and shown: target animals count (a double counts 2), each Inuksuk is one protection.
rules-hunt = **4. The hunt.** One card is drawn per day. Target animals count; an Inuksuk adds a protection; a Nanuk card uses one up, and with none left the hunt fails at once. After the last day the hunt succeeds if enough animals were counted.
rules-rewards = **5. Rewards.** The pot (the Hunters' cards, the days' cards and the antes) goes to the Hunters on success, else to the Doomers. Starting with their leader, in the wind's direction, each takes one card per pass while there is one for each; leftovers are discarded face up under the deck. Hands are dealt back up to 3, and the winning leader starts the next round.
rules-end = **The end.** Discards lie face up under the deck. When a face-up card comes up during a hunt, Winter is near: hands and discards are shuffled into a new deck to finish that hunt, the last one. A face-up card coming up while dealing (or lying on top after the deal) ends the game at once.
rules-scoring = **Scoring.** A set of Deer, Seal, Fish and Bird scores 3; a pair of one animal (or two Inuksuks) scores 1. A double counts as two cards; an Inuksuk stands for any animal. The most Nanuk cards score 2 more (tied: 1 each). Highest total wins; longer games add up their seasons.

history-none = No Nanuk game has finished in this server yet.
history-title = Recent Nanuk games
history-game = Game #{ $game }
# $time: a unix time (Discord shows the date); $channel: a channel id;
# $winners: a list of names; $scores: "name points" joined.
history-line = <t:{ $time }:d> in <#{ $channel }> · 🏆 { $winners }
    { $scores }
history-footer = 🤖 after a name: an AI played for them at some point

stats-title = Nanuk stats
stats-none = { $name } has not finished a Nanuk game in this server yet.
# $average: the average score, with one decimal.
stats-line = **{ $name }**: { $games ->
    [one] 1 game
   *[other] { $games } games
}, { $wins ->
    [one] 1 win
   *[other] { $wins } wins
}, average score { $average }.
# $stood_in: games an AI stood in; $games: all games; $wins: wins of those.
stats-stood-in = 🤖 An AI stood in for them in { $stood_in } of these { $games ->
    [one] game
   *[other] games
} ({ $wins ->
    [one] 1 win
   *[other] { $wins } wins
}).
leaderboard-title = Nanuk leaderboard
leaderboard-none = Nobody is rated in this server yet: finish a game with at least two players.
# $user: a user id (a mention is made of it).
leaderboard-row = **{ $place }.** <@{ $user }> **{ $score }** (rating { $rating } ± { $sigma }, { $games ->
    [one] 1 game
   *[other] { $games } games
})
leaderboard-ranked-by = Ranked by rating − 3 × uncertainty.
leaderboard-stand-in-rule = Games a stand-in finished count for a player only if they made at least half of their decisions.
leaderboard-page = Page { $page } of { $pages }
leaderboard-previous = Previous
leaderboard-next = Next

## /nanuk games and the DM reminder. What a game waits for, from the
## player's side; $name: whose.
waits-start-you = you to start it (lobby)
waits-start-host = the host to start it (lobby)
waits-nothing = nothing
waits-your-boast = your boast
waits-boast = { $name }'s boast
waits-your-side = your Hunt-or-Doom vote
waits-sides = the Hunt-or-Doom votes
waits-your-ante = your ante
waits-antes = the Doomers' antes
waits-your-contribution = your contribution to the hunt
waits-hunt-leader-contribution = the hunt leader's contribution
waits-contribution = { $name }'s contribution
waits-your-pick = your pick of the rewards
waits-pick = { $name }'s pick of the rewards
waits-over = nothing: it is over
# $count: games waiting.
reminder-head = { $count ->
    [one] ⏰ A Nanuk game is waiting for you:
   *[other] ⏰ { $count } Nanuk games are waiting for you:
}
# $place: where; $waits: what it waits for; $link: a link to the board.
reminder-game = 👉 **Game #{ $game }** · { $place } · { $waits } · [board]({ $link })
reminder-foot = Your prompts are above in this conversation (or use `/nanuk hand` where the game is played).
games-none = You are not in any Nanuk game right now: open one with `/nanuk start` in a server channel, press **Join** on a lobby there, or practise alone against AI players with `/nanuk practice`.
games-line-on-you = 👉 **Game #{ $game }** · { $place } · **waits for { $waits }** · [board]({ $link })
games-line = **Game #{ $game }** · { $place } · waits for { $waits } · [board]({ $link })
games-title = Your Nanuk games
# $count: games waiting on the player.
games-footer = { $count ->
    [0] No game is waiting on you.
    [one] 1 game is waiting on you.
   *[other] { $count } games are waiting on you.
}

## Rating seasons.
# $rating: rating-line.
stats-rating = 📈 Rating { $rating }.
# $season: a season's title; $rating: rating-line.
stats-season-rating = 🏁 { $season }: rating { $rating }.
stats-season-none = 🏁 { $season }: no rated game yet this season.
# $rating, $sigma, $score: with one decimal; $games: rated games.
rating-line = **{ $rating }** ± { $sigma } (leaderboard score { $score }, from { $games } rated { $games ->
    [one] game
   *[other] games
})
season-before-first = Before season 1
season-title = Season { $season }
# $name: the season's name.
season-title-named = Season { $season }: { $name }
leaderboard-title-all-time = Nanuk leaderboard · all time
leaderboard-title-season = Nanuk leaderboard · { $season }
leaderboard-final = Final leaderboard · { $season }
season-started = 🏁 **{ $season }** starts now: everyone's season rating starts afresh; all-time ratings go on.
command-season-or-all-time = Choose either a season or the all-time ladder, not both.
