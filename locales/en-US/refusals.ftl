# Why the bot refused: private answers to the player who asked.

refusal-no-such-game = There is no game #{ $game }.
refusal-channel-busy = This channel already has a game (#{ $game }): finish or cancel it before starting another.
refusal-already-joined = You are already in this game.
refusal-lobby-full = The lobby is full: Nanuk is played by at most { $max }.
refusal-not-in-lobby = You are not in this lobby.
refusal-not-in-game = You are not playing in this game.
refusal-hints-off = Hints are off in this game: the host allows them with the `hints` option of `/nanuk start`.
refusal-nothing-to-hint = You have nothing to decide now, so there is nothing to hint.
refusal-not-over-yet = This game is not over yet: a rematch opens when it ends.
refusal-player-not-in-game = That player is not in this game.
refusal-not-admin = Only someone with Manage Server can do that.
# $asked: the season asked for; $latest: the season open now.
refusal-no-such-season = There is no season { $asked }: { $latest ->
    [0] this server has not started rating seasons (`/nanuk season start`).
   *[other] this server's seasons are numbered 0 (before the first) to { $latest }.
}
refusal-too-many-followers = This game already has { $limit } followers, the most it may have.
refusal-following-too-many = You already follow { $limit } running games, the most at once: unfollow one first.
# $host: the host's display name.
refusal-not-host = Only the host ({ $host }) or someone with Manage Server can do that.
refusal-not-host-nobody = Only someone with Manage Server can do that: no player is left to host.
refusal-wrong-seat-count = Nanuk needs 5 to 8 players and this lobby has { $seats }: invite more players or add AI seats.
refusal-no-ai-seat = There is no AI seat to remove.
refusal-already-ai = That seat is already played by an AI.
refusal-already-started = This game has already started.
refusal-not-started = This game has not started yet: the host starts it from the lobby.
refusal-game-over = This game is over.
refusal-cancelled = This game was cancelled.
refusal-left-running = You left this game and an AI plays your seat now; you can still watch its board.
refusal-left-over = You left this game before it ended.
refusal-replaced-running = An AI plays your seat in this game now; you can still watch its board.
refusal-replaced-over = An AI played your seat in this game until it ended.
refusal-seat-already-yours = Your seat is already yours: nobody is playing for you.
# $waiting: a list of names.
refusal-not-your-turn = It's not your turn: the game is waiting for { $waiting }.
refusal-stale = This has changed since you saw it: here is the current state.
refusal-duplicate = That was already done.
refusal-unavailable = Nothing was saved or changed: the bot cannot use its game database right now. Please try again in a moment.
refusal-store = Something went wrong while saving the game; please try again.
refusal-unconfirmed = I lost the database while saving that, so I cannot tell whether it counted. Look at your hand (`/nanuk hand`) before you try again: the same button is never applied twice.
refusal-busy = This game is busy right now and nothing was changed: please try again in a moment.
refusal-internal = Something went wrong in the game service; please tell the bot's admin.

## Options out of bounds.
refusal-seasons = A game has 1 to { $max } seasons.
# $min, $max: durations ("1 minute", "30 days").
refusal-turn-timeout = The turn timeout must be between { $min } and { $max }.
refusal-reminder-delay = The reminder delay must be between { $min } and { $max }.
refusal-ai-seats = A lobby opens with at most { $max } AI seats: the host takes one of the 8.
refusal-season-name = A season's name has at most { $max } characters.
refusal-practice-seats = A practice game has { $min } to { $max } seats, yours included.

## The rules refused.
rule-no-such-seat = There is no { $seat } at this table.
# $now: boasting | sides | antes | contributing | picking | over
rule-wrong-phase = That is not something you can do now: { $now ->
    [boasting] the table is boasting.
    [sides] players are choosing sides.
    [antes] Doomers are placing their antes.
    [contributing] Hunters are contributing cards.
    [picking] the winners are picking rewards.
   *[over] the game is over.
}
rule-nothing-to-doom = The first player must open with a boast; there is nothing to doom yet.
rule-boast-zero = A boast must name at least 1 animal.
rule-boast-too-many = Nobody can boast more than { $max } animals of one kind: the deck does not hold more.
rule-boast-days = A hunt lasts from 1 to { $max } days.
# $boast, $standing: boasts ("5 Fish in 2 days").
rule-boast-too-low = { $boast } does not beat { $standing }: raise the count or the days (and change the animal only with a higher count).
rule-already-chose = You have already chosen your side.
rule-already-done = You already made your choice this round.
rule-card-not-in-hand = You do not have { $card } in your hand.
rule-empty-contribution = Contribute at least one card.
rule-card-not-in-pot = There is no { $card } left in the pot.
# $min_hours, $max_days: the shortest and longest time away.
refusal-away-time = You can be away for { $min_hours ->
    [one] an hour
   *[other] { $min_hours } hours
} to { $max_days } days at a time.
