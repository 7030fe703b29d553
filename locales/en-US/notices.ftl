# Short messages about seats and the game's life, reminders, follows,
# rematches and practice games.

# $who: a mention or a bold name.
notice-timed-out = ⏱️ { $who } ran out of time: an AI plays their seat until they act again.
notice-left = 🤖 { $name } left the game: an AI plays their seat from now on.
notice-kicked = 🤖 { $name } was removed from the game: an AI plays their seat from now on.
notice-replaced = 🤖 An AI plays { $name }'s seat from now on.
notice-stand-in = ⏱️ An AI plays { $name }'s seat until they act again.
notice-away = 💤 { $name } is away: an AI plays their seat until they are back.
notice-reclaimed = 👋 { $name } is back and plays their own seat again.
notice-everyone-left = 🛑 Every player left game #{ $game }, so it ended without a result.
notice-cancelled = 🛑 Game #{ $game } was cancelled: its buttons no longer do anything.
board-cancelled = 🛑 **This game was cancelled.**

# What the game waits for from a player ("the game is waiting for you ...").
# $decision: raise | open | side | ante | contribute | pick
waiting-for-you = { $decision ->
    [raise] to raise the boast or cry “DOOMED!”
    [open] to make the first boast
    [side] to choose Hunt or Doom
    [ante] to ante a card
    [contribute] to give cards to the hunt
   *[pick] to pick a card from the pot
}
# $location: where the game is played.
notice-your-turn = 🔔 Your turn in { $location }: the game is waiting for you { waiting-for-you }.
# $mention: the player's mention; $last: yes | no (the last one the hunt
# waits for); $place: dm | hand.
notice-reminder = ⏰ { $mention }, the game is waiting for you { waiting-for-you }.{ $last ->
    [yes] {" "}You are the last one the hunt waits for.
   *[no] {""}
} { $place ->
   *[dm] Decide in your DMs, or with `/nanuk hand` here.
    [hand] Decide with `/nanuk hand` here.
}
# $user: a user id (a mention is made of it).
notice-your-pick = 🎁 <@{ $user }>, your pick: take a card from the pot with the menu on the board.
# $decision: as for notice-your-turn.
notice-your-turn-here = 🔔 <@{ $user }>, the game is waiting for you { waiting-for-you }. Play with `/nanuk hand` here.
notice-dms-closed = 📪 <@{ $user }>, I can't send you direct messages, so your hand is not coming by DM: use `/nanuk hand` in this channel to see it and play.

## A hand whose seat is given up for good.
hand-left = You left this game: an AI plays your seat now.
hand-kicked = You were removed from this game: an AI plays your seat now.
hand-replaced = An AI plays your seat now.

## Following a game.
follow-on = 🔭 You follow game #{ $game }: I will DM you the outcome of each hunt and the end. Press **Unfollow** on the board to stop.
follow-already = 🔭 You already follow game #{ $game }.
follow-off = You no longer follow game #{ $game }.
follow-not = You were not following game #{ $game }.
# $link: a link to the results.
follow-game-over = 🏁 The game is over: [the final scores]({ $link }).
# $winners: a list of bold names; $count: how many; $points: their score.
follow-game-over-won = 🏁 The game is over: { $winners } won with { $points ->
    [one] 1 point
   *[other] { $points } points
}. [The final scores]({ $link })
# $text: what happened.
follow-moment = 🔭 Nanuk game #{ $game } in { $location }:
    { $text }

## Rematches. $host: a user id; $old, $new: game numbers.
rematch-opened = 🔁 <@{ $host }> opened a rematch of game #{ $old }: game #{ $new }'s lobby.
# $mentions: the invited players' mentions.
rematch-invite = { $mentions }: press **Join** on the new lobby to play again.
rematch-already-open-link = Game #{ $game } is already open in this channel: { $link }
rematch-already-open = Game #{ $game } is already open in <#{ $channel }>.

## Practice. $ai: AI players.
practice-started = 🎯 Practice game #{ $game } starts: you and { $ai } AI players. The board and your hand follow in this conversation; `/nanuk hint` works at any time, and the game is not rated. Leave it for days if you like: it waits for you.
practice-running-link = Your practice game #{ $game } is still on in our DMs (its board: { $link }): play it to the end, or end it with `/nanuk cancel` there, then start another.
practice-running = Your practice game #{ $game } is still on in our DMs: play it to the end, or end it with `/nanuk cancel` there, then start another.

# Away mode (`/nanuk away`). $until: a Discord timestamp (each reader sees
# it in their own zone); $games: the running games an AI now plays for them.
away-started = 💤 You are away until { $until }. { $games ->
    [0] You sit in no running game now; any game you join starts with an AI playing for you.
    [one] An AI plays for you in your running game, and in any game of yours that starts meanwhile.
   *[other] An AI plays for you in your { $games } running games, and in any game of yours that starts meanwhile.
} You get no reminders. Press any control of a game, or use `/nanuk away off`, to be back sooner.
away-not-away = You are not away: you play your own seats.
away-back-nothing = 👋 Welcome back.
away-back = 👋 Welcome back: you play your own seats again. A DM lists what the AI played for you.
back-from-away = 👋 Welcome back! You play your own seats again. While you were away, an AI played for you:
# $game: its number; $place: where it is played; $decisions: how many the
# AI made for them; $over: yes | no (the game ended meanwhile).
back-from-away-game = • Game #{ $game } ({ $place }): { $decisions ->
    [0] nothing to decide
    [one] 1 decision
   *[other] { $decisions } decisions
}{ $over ->
    [yes] {" "}(the game is over)
   *[no] {""}
}
# The DM each human player gets at the end. $location: where the game was
# played; $winners: a list of bold names; $points: the player's total;
# $place: their place (ties share the better place); $seats: how many;
# $link: the final scores.
notice-game-over = 🏁 Your Nanuk game in { $location } is over: { $winners } won. You scored { $points ->
    [one] 1 point
   *[other] { $points } points
}, place { $place } of { $seats }. [The final scores]({ $link })
