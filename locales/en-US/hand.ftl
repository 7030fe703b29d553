# hand

# $location: where the game is played ("#nanuk in Arctic Club").
hand-title = Nanuk in { $location }
hand-not-started = The game has not started yet.
hand-timed-out = ⏱️ Your turn timed out, so the AI is playing for you. Press **Take my seat back** to play again.
button-reclaim = Take my seat back
# $until: a Discord timestamp.
hand-away = 💤 You are away until { $until }, so an AI plays for you in every game. Press **{ button-back }** to play again.
hand-away-open = 💤 You are away, so an AI plays for you in every game. Press **{ button-back }** to play again.
button-back = I'm back

## A player's hand (DM or private).
hand-empty = Your hand is empty.
# $side: "⚔️ Hunt".
hand-your-side = Your side: { $side }
hand-your-ante = Your ante, face down: { $card }
hand-you-gave = You gave to the hunt, face down: { $cards }
hand-your-hand = Your hand · Nanuk in { $location }
# A live prompt's title: its notification line above already names where the game is played.
hand-your-hand-prompt = Your hand
# The title of the prompt's field.
hand-now = Now
hand-footer = game #{ $game } · the board in the game's thread shows the table
# The hand's last line, a link to the board.
hand-board-link = game #{ $game } · the board
hand-nothing = Nothing to decide in this DM right now.
status-over-plain = The game is over.

## Prompts.
prompt-open-boasting = **Open the boasting**: name an animal, how many and in how many days. Pick a quick boast or build one with the menus.
prompt-boast = **Your turn to boast.** Make a bigger boast than the standing one, or cry **DOOMED!** if you think it cannot be done.
# $leader: a bold name; $target: a boast; $sides: secret | sequential.
prompt-side = **Hunt or Doom?** { $leader } leads the hunt for **{ $target }**. { $sides ->
    [sequential] Your choice is public at once.
   *[secret] Your choice stays secret until everyone has chosen.
}
prompt-ante = **Place your ante**: one card, face down. After the hunt it goes to the winners.
prompt-contribute = **Contribute to the hunt**: one or more cards, face down. Target animals count, Inuksuks protect against Nanuk.
prompt-pick = **Your pick**: take one card from the pot.

## Controls.
button-ante = Ante { $card }
placeholder-pick = Pick a card from the pot
placeholder-animal = Animal
placeholder-how-many = How many
placeholder-days = Days
option-animals = { $count ->
    [one] 1 animal
   *[other] { $count } animals
}
option-days = { $count ->
    [one] 1 day
   *[other] { $count } days
}
button-boast = Boast { $boast }
button-does-not-raise = { $boast } does not raise
button-doom = DOOMED!
# Opens the boast builder (animal, count and days menus).
button-other-boast = Other boast…
placeholder-contribute = Choose the cards to contribute
# $cards: a card or a list of cards.
button-contribute = Contribute { $cards }
button-contribute-all = Contribute all { $count }

## /nanuk hint.
hint-boast = boast **{ $boast }**
hint-doom = **doom** the standing boast
hint-side = choose **{ $side }**
hint-ante = ante **{ $card }**
hint-contribute = contribute **{ $cards }**
hint-pick = take **{ $card }**
# $what: one of the hint-* actions.
hint-would = 💡 In your place the strong AI would { $what }.
# $about: boast | standing | hunt; $percent: a whole number; $expected: the
# animals the Hunters are expected to count (one decimal); $animals: the
# animal's name (plural); $count: the animals the hunt needs.
hint-chance = It gives { $about ->
    [boast] that boast
    [standing] the standing boast
   *[hunt] the hunt
} a **{ $percent } %** chance of succeeding and expects the Hunters to count { $expected } { $animals } ({ $count } needed).
hint-footnote = -# Worked out from what you can see, like any player: advice, not a promise.
