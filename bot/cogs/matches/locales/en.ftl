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

## A match's public posts and private notes (texts.py, delivery.py, ending.py): public posts
## speak the server's language; a direct message a server match causes speaks it too (a DM has
## no locale of its own).

match-reason = { $reason ->
    [resignation] by resignation
    [timeout] on time
    [agreement] by agreement
    [inactivity] because the other player stopped playing
    [abandoned] abandoned: nobody played for too long
    [board-full] the board is full
    [move-limit] the move limit was reached
    [groups] on group sizes
    [score] on score
    [group-sizes] equal scores, decided on group sizes
    [tie-seat0] a full tie, decided for Black as agreed
    [tie-seat1] a full tie, decided for White as agreed
    [draw] a full tie
    [no-stones] the other side has no stones left
   *[other] { $reason }
}
match-option = { $name } { $value }
match-option-value = { $name } { $value }
match-option-on = on
match-option-off = off
match-per-round = { $seconds } s per round
match-per-move = { $time } per move
match-unrated = unrated
match-unrated-after = { $summary }, unrated
challenge-rematch = 🔁 Challenge #{ $number }: { $challenger } asks { $opponent } for a rematch of match #{ $match }: **{ $game }**{ $detail }, colours swapped. { $opponent }, accept or decline; it expires { $expires }.
challenge-open = ⚔️ { $calling }Challenge #{ $number }: { $challenger } is looking for an opponent for **{ $game }**{ $detail }. Anyone may accept; it expires { $expires }.
challenge-direct = ⚔️ Challenge #{ $number }: { $challenger } challenges { $opponent } to **{ $game }**{ $detail }. { $opponent }, accept or decline; it expires { $expires }.
challenge-nobody = nobody
challenge-closed = { $kind ->
    [challenge-accepted] ✅ Challenge #{ $number } ({ $game }) was accepted by { $who }: match #{ $match } has started.
    [challenge-declined] ❌ Challenge #{ $number } ({ $game }) was declined by { $who }.
    [challenge-cancelled] ↩️ Challenge #{ $number } ({ $game }) was withdrawn by { $who }.
    [challenge-expired] ⌛ Challenge #{ $number } ({ $game }) expired: nobody accepted it.
   *[other] Challenge #{ $number } is closed.
}
match-thread-name = #{ $match } { $game }: { $first } vs { $second }
match-seat = { $player } ({ $colour })
match-started = 🎲 **Match #{ $match } · { $game }**{ $detail }: { $seats }.
match-how-sealed = Each round I send { $computer ->
    [yes] you
   *[no] both players
} the board by direct message: answer there with your two stones, like `b c3 w e5`. If you prefer, or if your DMs are closed, use `/secret` here instead: only you see my replies.
match-how-turns = Play with `/move` here (it suggests your legal moves); `/board` shows the position.
match-computer = 🤖 { $player } is the computer, level **{ $level ->
    [random] random
    [easy] easy
    [medium] medium
    [strong] strong
   *[other] { $level }
}**: { $sealed ->
    [yes] it sends its secret move within each round, like you, and sees yours only at the reveal
   *[no] it moves by itself after a short pause
}. Not rated.
match-pie-meter = Pie rule: after { $first }'s first Black stone, { $second } may press **Swap colours** to take Black instead, so a first stone that is too strong can be taken over.
match-pie-meridians = Pie rule: { $first } places one Light and one Dark stone, then { $second } picks which colour to play.
match-opening-interleave = Opening: { $first } places stones of both colours and says done; { $second } then picks which colour to play.
match-opening-meuda = Opening: { $first } places one Black and one White stone; { $second } then picks which colour to play.
match-opening-thwart = Each round both players place one Black and one White stone in secret; each scores the groups of their own colour.
match-played = { $seat } played `{ $moves }`
match-played-random = { $seat } played `{ $moves }` *(random: no move was sent in time)*
match-board-head = **Match #{ $match } · { $game }**
match-board-head-moves = **Match #{ $match } · { $game }** — { $moves }.
match-deadline = deadline { $when }
match-to-move = { $seat } to move{ $deadline }
match-both-move = Both players may move now{ $deadline }.
match-score = Score: { $score }
match-setting-up = { $seat } is setting up{ $deadline }: the board is posted once the set-up is `done`; `/board` shows it to you now.
match-reveal-head = **Match #{ $match } · Thwart Omega · round { $round } revealed**
match-salts = Salts: { $salts }
match-salt-none = none (filled from the seed)
match-round-seed = Round { $round } seed: `{ $seed }`
match-seed-commitment = Round { $round } seed commitment: `{ $commitment }`
match-sealed-head = 🔏 **Match #{ $match } · round { $round } is sealed.** The commitments in force:
match-sealed-none = { $seat }: no move sealed, filled from the round seed
match-sealed-foot = Round seed commitment: `{ $commitment }`. The moves, their salts and the seed follow; how to check them: { $doc }.
match-round-one = **Match #{ $match } · { $game }**: round 1 is open. Both players send their moves privately.
match-over-winner = 🏁 **Match #{ $match } is over: { $winner } wins** ({ $how }).
match-over-none = 🏁 **Match #{ $match } is over: no winner** ({ $how }).
match-result-none = No result.
match-result-no-winner = No winner ({ $how }).
match-result-no-winner-plain = No winner.
match-result-wins = { $player } wins ({ $how }).
match-result-wins-plain = { $player } wins.
match-player-number = Player { $number }
match-ratings = Ratings: { $changes }
match-rating-change = { $player } { $before } → { $after } ({ $delta })
match-rating-provisional = { $change } (provisional)
match-stopped = 🛑 Match #{ $match } was stopped by a moderator ({ $moderator }); it has no result.
match-aborted-by = 🛑 Match #{ $match } was aborted by { $player } before the first move.
match-aborted-nobody = 🛑 Match #{ $match } was aborted: nobody moved in time.
match-proposal = 🤝 Match #{ $match }: { $player } { $offer ->
    [draw] offers a draw
    [self] proposes that they win by agreement
   *[other] proposes that you win by agreement
}. { $opponent }, accept or decline with the buttons (any move withdraws the offer).
match-proposal-declined = Match #{ $match }: { $player } declined the offer.
match-extended = ⏰ Match #{ $match }: { $why ->
    [late-prompt] a round prompt was delivered late, so both players keep the whole round
   *[other] the bot was offline
}. { $round ->
    [none] The move clock
   *[other] Round { $round }
} now ends { $when }.
match-replayed = 🔁 Match #{ $match }: scores and group sizes are identical, so the game is replayed (game { $game }). Round 1 opens by DM.
match-replay-link = Replay it move by move
match-prompt-head = **Thwart Omega · match #{ $match } vs { $opponent } · round { $round }**
match-prompt-body = You score the **{ $colour }** groups. Each round both of you place one Black and one White stone, in secret: send your two stones before { $deadline }, for example `b c3 w e5` (Black stone on c3, White stone on e5). You may change your move until then; send `lock` to lock it in.
match-prompt-several = You are in several Thwart Omega matches: reply to this message, or start your answer with `#{ $match }`, so I know it is for match #{ $match }.
match-prompt-busy = { $player }, Discord is not letting me open direct messages right now, so this round is played here.
match-prompt-closed = { $player }, I cannot send you direct messages (they are closed).
match-prompt-here = { $opening }round { $round } of match #{ $match } is open until { $deadline }: press **Submit my move** under the board, or use `/secret` here. Only you will see my replies.
match-dm-unanswered = { $player }, I got your direct message about match #{ $match } but Discord does not let me answer you there. Use `/secret` in this thread to send your move and see what I recorded; only you will see my replies.
match-receipt-locked = 🔒 Match #{ $match } · round { $round }: I recorded `{ $move }` and locked it in; it can no longer be changed.
match-receipt-open = 📝 Match #{ $match } · round { $round }: I recorded `{ $move }`. You can change it{ $until } by sending another move, or send `lock`.
match-receipt-until = {" "}until { $when }
match-commitment = Commitment `{ $commitment }`, salt `{ $salt }`: keep the salt to yourself until the reveal ({ $doc }).
match-warning-ran-out = ⏳ { $player }, your move clock in match #{ $match } ran out. Move before { $deadline } or you lose on time.
match-warning-turn = ⏳ { $player }, it is your move in match #{ $match }. Move before { $deadline } ({ $date }) or you lose on time.
match-moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
match-gif-alt = Replay of match #{ $match }, { $game }, { $first } against { $second }: one frame per move ({ $played }{ $several ->
    [yes] {" "}of the last game
   *[no] {""}
}), ending on the result. { $result }
match-record-alt = Game record of match #{ $match }, { $game }, { $first } against { $second }, as text: the options, the players, the result and every move ({ $played }). { $result }

## Which match a command is about (lookup.py), and the answers to moves, resigning and
## proposals (play.py, buttons.py): private, in the reader's language.

lookup-not-on-server = There is no match #{ $match } on this server.
lookup-played-in = Match #{ $match } is played in { $where }; use the command there.
lookup-several = You have { $count } { $count ->
    [one] match
   *[other] matches
} here ({ $numbers }). Say which one with the `match` option.
lookup-nothing-to-show = There is no match in this channel that I can show. Use this command in a match thread, or give the match number with the `match` option.
lookup-match-in = #{ $match } in { $where }
lookup-elsewhere = You have no match in this channel. Your matches: { $where }.
lookup-none = You have no active match in this channel. Start one with `/play`.
lookup-no-match = There is no match #{ $match }.
play-not-playing = You are not playing in match #{ $match }.
play-over = Match #{ $match } is over; nothing more can be played in it.
play-resign-question = Resign match #{ $match }? Your opponent wins.
play-agreed = Agreed: match #{ $match } is over.
play-proposal-posted = Your proposal in match #{ $match } is posted; your opponent can accept it with the button or the same command. Any move withdraws it.
play-resigned = You resigned match #{ $match }.
play-played = You played `{ $moves }` in match #{ $match }.
button-accepted = You accepted challenge #{ $challenge }: match #{ $match } starts.
button-proposal-accepted = You accepted the proposal.
button-proposal-declined = You declined the proposal.
button-rematch-asked = You asked for a rematch of match #{ $match }.
button-rematch-computer = The rematch of match #{ $match } against the computer has started as match #{ $started }, colours swapped: it opens in its own thread.
button-rematch-waits = You asked for a rematch of match #{ $match }: challenge #{ $challenge } waits for { $opponent } to accept.
button-only-players = Only the two players of match #{ $match } submit moves in it.
button-round-over = That round of match #{ $match } is over.
button-use-newest = Use the button under the newest board.
button-round-over-nothing = That round of match #{ $match } is over; nothing was recorded.

## Sealed moves (sealed.py): private answers to /secret and /lock in the reader's language; a
## direct message about a server's match speaks that server's language (a DM has no locale).

sealed-not-sealed = Match #{ $match } is { $game }, played move by move: use `/move` there.
sealed-both-locked = 🔒 Match #{ $match }: `{ $move }` is locked in. Both players have locked in, so round { $round } is revealed now.
sealed-no-round = Match #{ $match } has no round running for you.
sealed-nothing-yet = nothing yet
sealed-recorded-locked = `{ $move }` (locked in)
sealed-status = Match #{ $match } · round { $round } ends { $ends }. Recorded for you: { $recorded }. Send a move with `/secret move:b c3 w e5`; add `lock:True` to lock it in.

## /play's answers (challenges.py): private, in the reader's language.

play-in-server = Challenges are made in a server channel, not in direct messages.
play-cooldown = You just posted a challenge; please wait { $seconds } s before the next.
play-not-both = Choose an `opponent` or the `computer`, not both: leave one of them empty.
play-bot = Bots cannot be challenged. To play the computer, choose its level in the `computer` option; or challenge a person, or leave `opponent` empty for an open challenge.
play-computer-rated = Games against the computer are never rated: leave `rated` empty or set it to false.
play-computer-started = Match #{ $match } against the computer ({ $level ->
    [random] random
    [easy] easy
    [medium] medium
    [strong] strong
   *[other] { $level }
}) has started: it opens in its own thread here. It is not rated.
play-anyone = anyone
play-posted = Challenge #{ $challenge } is posted; it waits for { $who } to accept.
play-category = the channels of the **{ $category }** category
play-category-such-as = the channels of the **{ $category }** category such as { $example }
play-elsewhere = Challenges on this server are made in { $where }: please use `/play` there. Nothing was posted.
play-pick-colour = Please pick your colour from the list.
play-pick-option = Please pick the `{ $name }` from the list.

## A result's details line, where the match room says it again (texts.py result_details).

match-detail-resigned = { $colour } resigned.
match-detail-out-of-time = { $colour } ran out of time.
match-detail-stopped = { $colour } stopped playing.
match-detail-draw-agreed = Draw by agreement.
match-detail-wins-agreed = { $colour } wins by agreement.

## /board, /history and /matches (show.py): private, in the reader's language.

show-history-head = **Match #{ $match } · { $game }**, { $count } { $unit ->
    [rounds] { $count ->
        [one] round
       *[other] rounds
    }
   *[moves] { $count ->
        [one] move
       *[other] moves
    }
}
show-no-moves = No moves yet.
show-history-attached = { $head }: all of them in the game record attached.
show-no-running = You have no running match. Start one with `/play`.
show-more = … and { $count } more.
show-status-head = **Match #{ $match } · { $game }**: { $seats }
show-over-no-winner = { $head }. Over: no winner. { $details }
show-over-won = { $head }. Over: { $player } won. { $details }
show-aborted = { $head }. Aborted, without a result.
show-round = { $head }. Round { $round }{ $deadline }.
show-to-move = { $head }. { $player } to move{ $deadline }.
show-both-move = { $head }. Both players may move.
show-turn-round = round { $round }
show-turn-yours = your move
show-turn-waiting = waiting for your opponent
show-match-line = #{ $match } { $game } vs { $opponent } in { $where }: { $turn }{ $deadline }
show-move-random = { $player } `{ $move }` (random)
show-game-round = game { $game }, round { $round }: { $moves }
show-round-moves = round { $round }: { $moves }

## /abort (moderation.py) and the Lock in button's answer (buttons.py).

abort-over = Match #{ $match } is already over.
abort-question = Abort match #{ $match }? It ends with no result.
abort-done = Match #{ $match } is aborted; it has no result.
abort-not-allowed = Only the players (before the first move) and server managers can abort match #{ $match }.
button-locked = 🔒 Match #{ $match }: `{ $move }` is locked in for round { $round ->
    [none] this
   *[other] { $round }
}.

## /leaderboard, /profile and /games (standings.py): private, in the reader's language; the
## leaderboard picture's title and subtitle too.

standings-server-only = Ratings belong to a server: use this command in a server channel.
standings-bot = { $name } is a bot: bots play no rated games, so no profile.
standings-no-game = There is no game `{ $game }`. Games: { $games }.
standings-nobody = Nobody has played a rated game of { $game } on this server yet. Start one with `/play { $command }`.
standings-you-are = You are #{ $rank }.
standings-no-rating = You have no rating in this game yet.
standings-leaderboard = **{ $game } leaderboard**: { $shown } of { $total } { $total ->
    [one] rated player
   *[other] rated players
}.
standings-leaderboard-title = { $game } leaderboard
standings-leaderboard-subtitle = { $total } { $total ->
    [one] rated player
   *[other] rated players
} · trend: change over the last ten games
standings-no-games-yet = { $name } has not finished a game on this server yet.
standings-profile-head = **{ $name }** on this server
standings-provisional = { $rating } (provisional)
standings-profile-line = { $game }: { $rating } · { $games } { $games ->
    [one] rated game
   *[other] rated games
} · { $wins } won, { $losses } lost, { $draws } drawn · longest winning streak { $streak }
standings-recent = Recent games:
standings-chart-title = { $name }: { $game } rating
standings-profile-page = Profile page
standings-puzzles = Puzzles: { $solved } solved of { $attempts } · streak { $streak } (best { $best })
standings-games-none = { $name } has no finished games{ $game ->
    [any] {""}
   *[other] {" "}of { $game }
} on this server.
standings-games-head = **{ $name }**: latest finished games{ $game ->
    [any] {""}
   *[other] {" "}of { $game }
} (game record: `/history match:N`)
standings-rose = rose by { $by } from { $first } to { $last }
standings-fell = fell by { $by } from { $first } to { $last }
standings-unchanged = unchanged at { $last }
standings-chart-alt = { $title } over { $games } { $games ->
    [one] game
   *[other] games
}: { $moved } (lowest { $lowest }, highest { $highest })
standings-unrated = {" "}· unrated
standings-game-line = #{ $match } { $game }: { $result ->
    [win] won
    [loss] lost
   *[draw] drew
} vs { $opponent } ({ $reason }){ $unrated } · { $date } · { $where }

## Direct messages to the bot (sealed.py): in the language of the server of the player's running
## Thwart Omega match (English when none runs).

sealed-dm-help = I take Thwart Omega moves here: your Black stone and your White stone, like `b c3 w e5` (also `black c3 white e5`, `bc3 we5`, any order). Send `lock` to lock in your move. If you play several Thwart Omega matches, reply to that match's prompt or start with its number: `#5 b c3 w e5`.
sealed-dm-no-such = You have no running Thwart Omega match #{ $match }.
sealed-dm-none = You have no Thwart Omega match running, so there is nothing to send a move for. Challenge someone with `/play` in a server.
sealed-dm-several = You play { $count } Thwart Omega { $count ->
    [one] match
   *[other] matches
} ({ $listed }). Reply to that match's prompt, or start your message with its number, like `#{ $first } b c3 w e5`.

## The post-game review's sentences (review.py: its message, the graph's title, a swing's
## heading and caption) and Meuda's notes in /move's suggestions (suggest.py).

review-budget-strong = strong's playouts
review-budget-playouts = { $playouts } playouts
review-head = 🔎 **Review of match #{ $match } · { $game }** by the strong search ({ $budget } a position). Marks: ?! a drop of { $inaccuracy } points or more, ? { $mistake }, ?? { $blunder }.
review-seat = seat { $seat }
review-seat-line = { $player }: { $count } { $unit ->
    [round] { $count ->
        [one] submission
       *[other] submissions
    }
   *[move] { $count ->
        [one] move
       *[other] moves
    }
}, { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??.
review-swings-head = **Biggest swings** (on the boards):
review-swing-move = { $number }. Move { $ply }, { $player } `{ $move }`{ $mark }: { $before } → { $after }; better `{ $better }`.
review-swing-round = { $number }. Round { $round }, { $player } `{ $move }`{ $mark }: scored { $score } against { $opponent }'s `{ $against }`; `{ $better }` would have scored { $best }.
review-no-swings = No move lost much: nothing to show on a board.
review-footer = Every move is in the attached file (in English, as `python -m ai review` prints it). Only you can see this review.
review-graph-title = Match #{ $match } · { $game }
review-board-move = Move { $ply }: { $player } played { $move }{ $mark }
review-board-move-caption = { $player }'s chance went from { $before } to { $after }. Better: { $better }, keeping { $before }.
review-board-round = Round { $round }: { $player } played { $move }{ $mark }
review-board-round-caption = Against { $opponent }'s { $against } it scored { $score }; { $better } (drawn here) would have scored { $best }.
suggest-branched-stone = { $move } — branched stone { $number } of { $target }
suggest-root = { $move } — root: this turn places { $stones ->
    [one] { $stones } stone
   *[other] { $stones } stones
}

## The leaderboard picture's column heads (standings.py), after the "#" of the rank.

standings-column = { $column ->
    [player] Player
    [rating] Rating
    [games] Games
   *[trend] Trend
}

## A finished game's score calculation (outcomes.py), written from the rules' data; in English
## word for word what the rules write (Outcome.details).

outcome-no-groups = no groups
outcome-side = { $colour } { $numbers }
outcome-pair = { $first } · { $second }
outcome-then = { $details }. { $then }
outcome-thwart-product = { $sizes } = { $product }
outcome-thwart-empty = no groups = 0
outcome-thwart-tie = { $reason ->
    [group-sizes] Tie on score; comparing group sizes largest first, the first difference is at place { $place }: { $first } { $a }, { $second } { $b }.
    [tie-replay] Tie on score and on every group size: the game is replayed.
    [tie-seat0] Tie on score and on every group size: seat 0 wins by the tiebreak option.
    [tie-seat1] Tie on score and on every group size: seat 1 wins by the tiebreak option.
   *[draw] Tie on score and on every group size: a draw.
}
outcome-interleave-identical = { $sizes } — identical: { $red } wins (the ½-stone group)
outcome-interleave-won = { $sizes } — { $winner } wins on the { $place ->
    [1] first
    [2] second
    [3] third
    [4] fourth
    [5] fifth
    [6] sixth
    [7] seventh
    [8] eighth
    [9] ninth
   *[other] { $place }th
} group
outcome-meter = { $sizes } → { $cancelled } → { $verdict }
outcome-meter-cancelled = cancelled { $sizes }
outcome-meter-nothing-cancelled = nothing cancelled
outcome-meter-beats = { $top } { $a } beats { $other } { $b }
outcome-meter-draw = no group left: a draw
outcome-meuda-line = { $colour } sizes { $sizes } → { $points } { $points ->
    [one] point
   *[other] points
}
outcome-meuda-half = { $line } + ½ ({ $why }) = { $total }
outcome-meuda-why = { $place ->
    [1] largest group
    [2] equal largest groups; the 2nd largest decides: { $mine } beats { $theirs ->
        [0] none
       *[other] { $theirs }
    }
    [3] equal largest groups; the 3rd largest decides: { $mine } beats { $theirs ->
        [0] none
       *[other] { $theirs }
    }
   *[other] equal largest groups; the { $place }th largest decides: { $mine } beats { $theirs ->
        [0] none
       *[other] { $theirs }
    }
}
outcome-meuda-draw = the same group sizes: a draw
outcome-meridians-stones = Stones: { $first } { $a }, { $second } { $b }.
outcome-meridians-no-stones = { $lost } has no stones left after removing its dead groups, so { $won } wins. { $stones }
outcome-meridians-limit = The limit of { $limit } moves was reached: a draw. { $stones }

## Cards (Components V2): the lobby's challenge card once its match ended, the players' ratings
## on a rated challenge and match start, and the Thwart Omega form's selects (a column and a row
## per stone).

challenge-match-ended = { $outcome ->
    [won] 🏁 Challenge #{ $number } ({ $game }) · match #{ $match }: { $winner } won ({ $how }).
    [aborted] 🛑 Challenge #{ $number } ({ $game }) · match #{ $match } was stopped: it has no result.
   *[none] 🏁 Challenge #{ $number } ({ $game }) · match #{ $match }: no winner ({ $how }).
}
submit-form-pick = { $part ->
    [black-column] Black stone: column
    [black-row] Black stone: row
    [white-column] White stone: column
   *[white-row] White stone: row
}
match-rating-now = { $player } { $rating }
