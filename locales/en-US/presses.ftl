# Private answers to button and menu presses.

press-unknown-control = This control is no longer in use.
press-leaderboard-server-only = The leaderboard belongs to a server: use `/nanuk leaderboard` there.
press-leaderboard-failed = I could not read the leaderboard just now; please try again in a moment.
press-not-a-boast = That is not a boast anyone can make.
press-not-your-cards = Those are not cards from your hand.
press-choose-a-card = Choose a card from the pot.
press-nothing-to-pick = There is nothing to pick right now.
press-not-your-pick = Not your pick: { $name } picks now.
# $channel: a channel id (a mention is made of it).
press-elsewhere = That control belongs to Nanuk game #{ $game } in <#{ $channel }>; it does nothing here.
press-lobby-only = That control only works on the game's lobby message.
press-hand-only = That control belongs on your own hand: press **My hand** on the board or use `/nanuk hand`.
