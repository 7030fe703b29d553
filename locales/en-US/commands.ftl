# commands

## Faults and refusals common to every command.
command-sorry = Something went wrong on my side; please try again in a moment.
command-pick-a-subcommand = Pick one of the `/nanuk` subcommands from the list, e.g. `/nanuk start`.
# Follows a refusal caused by an outdated client.
command-stale-client = your Discord app may be showing an old version of the command. Restart Discord (or wait a minute) and pick the options from the list.
# $advice: command-stale-client.
command-unknown = I do not know the command `/{ $command }`: { $advice }
command-unknown-option = This command has no option `{ $option }`, so nothing was done: { $advice }
command-unreadable-value = The value `{ $value }` does not fit its option: each option shows the values it takes (e.g. a count from 1 to 27, days from 1 to 12). Please try again.
command-unreadable-option = One of the options has a value I cannot use: each option shows the values it takes. Please try again.
# $what: missing | range | kind | other
command-mismatched-options = I could not run this command: { $what ->
    [missing] an option it needs is missing
    [range] a value is out of the range its option takes
    [kind] an option has the wrong kind of value
   *[other] its options are not the ones I expect
}; { $advice }
# $command: the command as typed, e.g. `/nanuk kick`.
command-server-only = { $command } only works in a server channel: use it where the game is played.
command-no-game-here = There is no Nanuk game in this channel: open one with `/nanuk start`.
command-no-games = You are not playing in any Nanuk game right now.
# $places: a list of where the games are.
command-several-games = You play in several games ({ $places }): use this command where the game is played (its thread or channel).

## /nanuk hand, boast, doom, status.
# $why: the rule's sentence.
command-not-a-boast = That is not a boast: { $why }
# $boast: "5 Fish in 2 days".
command-you-boast = You boast **{ $boast }**.
command-you-doom = You cry **DOOMED!**
command-game-ended = Game #{ $game } has ended.
# $waiting: command-waits-for or the like.
command-board-again = { $waiting } The board is posted again below.
command-lobby-open = The lobby is open: the host starts the game.
command-waits-for-nobody = The game waits for nobody right now.
# $names: a list of bold names.
command-waits-for = The game waits for { $names }.

## Bot permissions, as Discord names them.
permission-view-channel = View Channel
permission-send-messages = Send Messages
permission-embed-links = Embed Links
# $doing: lobby | rematch; $names: a list of permissions; $count: how many.
access-cannot-host = I cannot { $doing ->
    [rematch] open the rematch
   *[lobby] open a lobby
} here: I lack the { $names } { $count ->
    [one] permission
   *[other] permissions
} in this channel. Ask a server admin to grant { $count ->
    [one] it
   *[other] them
} to me, or use another channel.

## /nanuk start, leave, kick, cancel.
# $channel: the channel's id (a mention is made of it).
command-thread-of-game = This thread is where game #{ $game } is played: open a new game in <#{ $channel }>.
command-lobby-opened = Your lobby is open (game #{ $game }): its message with **Join** and **Start** is in this channel. Nanuk needs 5 to 8 seats; **Add AI** fills empty ones.
# $sentence: refusal-channel-busy; $link: a link to the game.
command-channel-busy-here = { $sentence } It is here: { $link }
command-left-lobby = You left the lobby of game #{ $game }.
command-left-game = You left game #{ $game }: an AI plays your seat from now on.
command-kicked-from-lobby = { $name } is no longer in the lobby.
command-kicked-from-game = An AI plays { $name }'s seat from now on.
command-cancelled = Game #{ $game } is cancelled.

## /nanuk practice.
practice-in-dms = Your practice game #{ $game } is in our DMs: { $link }
practice-own-dm-only = A practice game is played in your own DMs with me: use `/nanuk practice` there, or in a server.
practice-no-dm = I could not reach your DMs just now; please try again in a moment.
practice-hello = 🎯 Your practice game will be played here: the board, your hand and the results, with `/nanuk hint` at any time. It is not rated.
practice-dms-closed = I cannot send you DMs, and a practice game is played there: allow direct messages from this server's members (Privacy Settings), then try again.
