# The slash commands as Discord lists them. Each message's value is the
# name a client in this language shows (lowercase, no spaces, at most 32
# characters: letters, digits, - and _); its .description is the line
# under it (at most 100 characters). Keys: slash-<command> for a
# subcommand of /nanuk, slash-<command>-<option> for its options. In
# en-US the value is the name the code registers, so keep it as it is.
# Where another catalogue mentions a command (`/nanuk start`), it uses
# the names of its own language from this file.

slash-nanuk = nanuk
    .description = Play Nanuk, the card game of boasts, hunts and polar bears

## /nanuk start
slash-start = start
    .description = Open a Nanuk lobby in this channel
slash-start-seasons = seasons
    .description = Seasons to play; season scores add up (default 1)
slash-start-sequential_sides = sequential_sides
    .description = Choose Hunt or Doom in turn and in public (the rulebook's optional rule)
slash-start-turn_timeout = turn_timeout
    .description = After this long on one decision an AI plays for the player (default: never)
slash-start-reminders = reminders
    .description = Remind a player the game waits for after this long, then every twice that (default: 12 hours)
slash-start-stand_in_level = stand_in_level
    .description = How well an AI plays for a player who timed out or left (default normal)
slash-start-hints = hints
    .description = Let players ask /nanuk hint for the strong AI's advice (default: off)
slash-start-clock = clock
    .description = A game clock: each player's time bank, running only while the game waits for them (default: none)
slash-start-clock_increment = clock_increment
    .description = With a game clock: time added to a player's bank per decision (default: 12 hours)

## /nanuk clock
slash-clock = clock
    .description = Set this lobby's game clock: each player's time bank, running only while the game waits for them
slash-clock-bank = bank
    .description = Each player's time bank (none: no clock)
slash-clock-increment = increment
    .description = Time added to a player's bank per decision (default: 12 hours)

## /nanuk practice
slash-practice = practice
    .description = Practise alone against AI players, in your DMs with me (not rated; hints allowed)
slash-practice-seats = seats
    .description = Seats in all, yours included (default 5)
slash-practice-level = level
    .description = How well the AI players play (default normal)

## Playing from the keyboard.
slash-status = status
    .description = Post this channel's board again and say who the game waits for
slash-hand = hand
    .description = Show your hand and choices privately, with the buttons to play
slash-hint = hint
    .description = What the strong AI would do in your place now (when the host allows hints)
slash-boast = boast
    .description = Raise the standing boast (or open the boasting)
slash-boast-count = count
    .description = How many animals
slash-boast-animal = animal
    .description = Which animal
slash-boast-days = days
    .description = In how many days (1-12)
slash-doom = doom
    .description = Declare the standing boast impossible: DOOMED!
slash-rules = rules
    .description = The rules of Nanuk in short

## Seats.
slash-leave = leave
    .description = Leave this channel's game: in a lobby you leave it, in a game an AI takes your seat for good
slash-away = away
    .description = Away from all your games for a while (an AI plays for you), or back
slash-away-time = time
    .description = How long you are away, or off when you are back
slash-kick = kick
    .description = Remove a player (host or Manage Server): from a lobby, or an AI takes their seat
slash-kick-player = player
    .description = The player to remove
slash-cancel = cancel
    .description = Cancel this channel's game or lobby (host or Manage Server)

## /nanuk settings
slash-settings = settings
    .description = This server's defaults for new lobbies: shown, or changed (Manage Server)
slash-settings-seasons = seasons
    .description = Seasons a new game plays
slash-settings-sequential_sides = sequential_sides
    .description = Hunt or Doom in turn and in public (the rulebook's optional rule)
slash-settings-turn_timeout = turn_timeout
    .description = After this long on one decision an AI plays for the player
slash-settings-reminders = reminders
    .description = Remind a player the game waits for after this long
slash-settings-stand_in_level = stand_in_level
    .description = How well an AI plays for a player who timed out or left
slash-settings-hints = hints
    .description = Let players ask /nanuk hint for the strong AI's advice
slash-settings-ai_seats = ai_seats
    .description = AI seats a new lobby opens with
slash-settings-ai_level = ai_level
    .description = The level of those AI seats
slash-settings-clock = clock
    .description = A game clock: each player's time bank, running only while the game waits for them
slash-settings-clock_increment = clock_increment
    .description = With a game clock: time added to a player's bank per decision
slash-settings-reset = reset
    .description = Back to the bot's defaults first (then the options given here apply)

## /nanuk language
slash-language = language
    .description = The language I speak to you in, or (Manage Server) this server's language
slash-language-language = language
    .description = A language, or auto: the language of your Discord app (or this server's)
slash-language-server = server
    .description = Set this server's language for its games' lobbies, boards and threads (Manage Server)

## Records.
slash-history = history
    .description = This server's recent games and their winners
slash-stats = stats
    .description = Rating, games, wins and average score in this server
slash-stats-player = player
    .description = Whose figures (default: yours)
slash-leaderboard = leaderboard
    .description = This server's top players by rating, ten a page
slash-leaderboard-season = season
    .description = A season's ladder by its number (default: the season open now)
slash-leaderboard-all_time = all_time
    .description = The all-time ladder instead of a season's
slash-season = season
    .description = Rating seasons: each keeps its own ladder beside the all-time one
slash-season-start = start
    .description = Close this server's rating season and open the next (Manage Server)
slash-season-start-name = name
    .description = The new season's name, e.g. Spring 2027
slash-games = games
    .description = Every game you play in, in any server, and what each waits for

## Choices in the options' lists (at most 100 characters each).
slash-choice-never = never
slash-choice-none = none
slash-choice-back = off (I'm back)
slash-choice-minutes-5 = 5 minutes
slash-choice-minutes-15 = 15 minutes
slash-choice-minutes-30 = 30 minutes
slash-choice-hours-1 = 1 hour
slash-choice-hours-3 = 3 hours
slash-choice-hours-12 = 12 hours
slash-choice-days-1 = 1 day
slash-choice-days-2 = 2 days
slash-choice-days-3 = 3 days
slash-choice-days-7 = 7 days
slash-choice-days-30 = 30 days
slash-choice-weeks-1 = 1 week
slash-choice-weeks-2 = 2 weeks
slash-choice-level-easy = easy
slash-choice-level-normal = normal
slash-choice-level-strong = strong
slash-choice-animal-deer = Deer
slash-choice-animal-seal = Seal
slash-choice-animal-fish = Fish
slash-choice-animal-bird = Bird
# The automatic choice of /nanuk language (the languages themselves are
# listed under their own names, the same in every catalogue).
slash-choice-language-auto = auto (my Discord app's language)
