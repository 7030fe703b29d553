# The game clock (issue 29): each player's time bank, running only while
# the game waits for them, plus an increment per decision.

## The lobby message. $bank, $increment: durations ("3 days", "12 hours").
clock-lobby = Game clock: { $bank } per player, plus { $increment } per decision; when a bank runs out, an AI plays that seat until its player is back
clock-lobby-no-increment = Game clock: { $bank } per player, nothing added per decision; when a bank runs out, an AI plays that seat until its player is back

## /nanuk clock, privately to the host. $clock: the lobby's clock line.
clock-set = Set. { $clock }
clock-removed = This lobby has no game clock now.

## /nanuk settings: the clock's line, as `settings-line`. $value: the
## clock; $whose: server | bot.
clock-settings-line = **Game clock:** { $value }{ $whose ->
    [bot] {" "}{ settings-bot-default }
   *[server] {""}
}
# $bank, $increment: durations.
clock-settings-value = { $bank }, plus { $increment } per decision
clock-settings-none = none

## The board: one line with every player's time bank.
# $banks: the players' entries, joined by " · ".
clock-board = ⏳ Time left: { $banks }
# A stopped clock. $name: the player; $left: a short time ("2d 4h").
clock-board-seat = { $name } { $left }
# A running clock (the game waits for them). $when: a Discord timestamp
# that reads "in 2 days".
clock-board-seat-running = **{ $name }** runs out { $when }
# Short times for the board.
clock-short-days = { $days }d { $hours }h
clock-short-hours = { $hours }h { $minutes }m
clock-short-minutes = { $minutes }m

## Refusals. $min, $max: durations.
clock-refusal-bank = A game clock's time bank must be between { $min } and { $max }.
clock-refusal-increment = A game clock's increment must be at most { $max }.

## The DM prompt. $when: a Discord timestamp that reads "in 2 days".
clock-prompt = ⏳ Your clock runs out { $when }.
