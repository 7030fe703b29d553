# lobby

name-stand-in = { $name } (🤖 AI playing)

## The lobby message.
# $seasons: how many; $sides: secret | sequential.
lobby-seasons-sides = Seasons: { $seasons } · sides: { $sides ->
    [sequential] in turn, in public (optional rule)
   *[secret] secret, revealed together
}
# $duration: "12 hours".
lobby-turn-timeout = Turn timeout: { $duration } (then an AI plays that seat)
lobby-turn-timeout-none = Turn timeout: none
lobby-stand-in-level = An AI standing in for a player plays at the { $level } level
lobby-reminders = Reminders after { $duration }
lobby-hints = Hints allowed: `/nanuk hint` shows what the strong AI would do
lobby-no-seats = Nobody yet: press **Join**.
lobby-ready = Ready: the host (or someone with Manage Server) can start.
# $count: seats still missing.
lobby-more-needed = { $count } more needed to start (players or AI seats).
lobby-full = The table is full.
lobby-join = Join
lobby-leave = Leave
lobby-remove-ai = Remove AI
lobby-add-easy-ai = Add easy AI
lobby-add-ai = Add AI
lobby-add-strong-ai = Add strong AI
lobby-start = Start
lobby-cancel = Cancel
lobby-title-gathering = Nanuk: a new game is gathering
lobby-title-on = Nanuk: the game is on
lobby-title-finished = Nanuk: finished
lobby-title-cancelled = Nanuk: cancelled
lobby-on-in-thread = The game is on in the thread of this message: its board and story are there, hands go out by DM.
lobby-on-here = The game has started: the board is below and hands go out by DM.
lobby-on-here-no-threads = The game has started: the board is below and hands go out by DM. I may not open threads in this channel, so the game is played here.
lobby-finished = The game is finished; the final scores are below.
# $winners: a list of bold names; $count: how many.
lobby-finished-won = The game is finished: { $winners } { $count ->
    [one] won
   *[other] share the win
}. The final scores are below.
lobby-everyone-left = Every player left the lobby, so it closed.
# $thread: the thread's id (a mention is made of it).
lobby-thread-link = The game's board and story: <#{ $thread }>.
# $count: seats taken; $max: seats at most.
lobby-seats = Seats ({ $count }/{ $max })
lobby-status = Status
# $host, $opener: user ids (mentions are made of them).
lobby-host = Host: <@{ $host }>
lobby-host-passed-on = Host: <@{ $host }> (<@{ $opener }> opened the lobby and left, so host powers passed on)
lobby-host-nobody = Host: nobody (every player left; only someone with Manage Server can act for this game)
