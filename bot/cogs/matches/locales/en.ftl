# The matches room in English. For now only the sentences of play without a server; the room's
# other sentences are still written in code (texts.py).

## Play without a server: the app installed to a player's account, in DMs and group DMs
## (anywhere.py). Every board below is the public answer to a player's own command or button.

anywhere-show = Show the board
anywhere-last = Last: { $moves }
anywhere-turn = { $player } to play: `/move` here, or a button below.
anywhere-round = Round { $round }: each player sends a sealed move with the ✉️ button below (only you see it) or `/secret`, then locks it in. The last lock-in reveals the round; once its time is up, 🔄 **Show the board** shows the reveal.
anywhere-computer-thinking = The computer is thinking: press 🔄 **Show the board** in a moment to see its move.
anywhere-computer-started = Match #{ $match } against the computer has started: its board is below, and each of your moves answers with the next one. It is not rated.
anywhere-proposed = Your proposal in match #{ $match } is below; your opponent accepts it with its button or `/draw`. Any move withdraws it.
anywhere-offer = { $player } proposes a result: { $opponent }, accept or decline it with the buttons below.

## The Thwart Omega form (buttons.py: Submit my move)

submit-form-title = Match #{ $match } · round { $round }
submit-form-stones = Your Black and White stones
submit-form-lock = Lock it in
submit-form-lock-note = Locked in, your move can no longer change this round.

## The member menu's Challenge to a game (challenge_menu.py)

menu-which-game = Which game do you challenge { $opponent } to? The challenge is made as `/play` makes it, with its defaults.
menu-pick-game = Choose the game
menu-self = You cannot challenge yourself: choose another member.
menu-bot = Bots cannot be challenged. To play the computer, use `/play` with its `computer` option.
menu-not-yours = Only the player who opened this menu can choose the game; use Challenge to a game in a member's menu yourself.
menu-no-game = That is not one of the five games, so nothing was posted.
menu-gone = I cannot find that member any more, so nothing was posted.
