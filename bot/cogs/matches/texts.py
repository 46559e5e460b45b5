"""The words the bot posts: pure functions from engine payloads and views to message text, in
the reader's language (``words``: the room's catalogues, ``locales/``; English by default).

Nothing here talks to Discord or the database, so every sentence can be tested on its own.
Deadlines use Discord's live timestamps (``<t:…:R>`` shows "in 5 minutes" and counts down in
every client), so no message is ever edited to update a countdown.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from discord.utils import escape_markdown

import rules
from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.cogs.common.language.phrases import duration
from bot.cogs.common.words import mention, parse_time, timestamp, title_of
from bot.engine.model import Result, Timing

# The words a game uses as whole moves; a board message offers them as buttons (RULES.md §2).
WORD_MOVES = ("swap", "done", "pass", "black", "white", "red", "light", "dark")

_REASONS = (
    "resignation",
    "timeout",
    "agreement",
    "inactivity",
    "abandoned",
    "board-full",
    "move-limit",
    "groups",
    "score",
    "group-sizes",
    "tie-seat0",  # Thwart Omega: seat 0 is Black
    "tie-seat1",
    "draw",
    "no-stones",
)


def reason_phrase(reason: str, words: Words = ENGLISH_WORDS) -> str:
    """How a match ended, in words (``by resignation``); an unknown reason as it is."""
    return words("match-reason", reason=reason) if reason in _REASONS else reason


def deadline_phrase(value: object, words: Words = ENGLISH_WORDS) -> str:
    """ " · deadline <t:…:R>" or nothing."""
    if not parse_time(value):
        return ""
    return " · " + words("match-deadline", when=timestamp(value))


def options_summary(
    game_id: str,
    options: Mapping[str, Any],
    timing: Timing | None,
    words: Words = ENGLISH_WORDS,
) -> str:
    """The choices a player made, in words: ``size 4 · pie on · 60 s per round``."""
    game = rules.get_game(game_id)
    parts = []
    for option in game.option_table:
        if option.name == "max_plies" or option.name not in options:
            continue
        value = options[option.name]
        if value is None:
            continue
        name = option.name.replace("_", " ")
        if isinstance(value, bool):
            shown = words("match-option-on") if value else words("match-option-off")
            parts.append(words("match-option", name=name, value=shown))
        else:  # a number or a word as the player chose it
            parts.append(words("match-option-value", name=name, value=str(value)))
    if timing is not None:
        if game.simultaneous:
            parts.append(words("match-per-round", seconds=str(timing.round_seconds)))
        elif timing.move_seconds is not None:
            parts.append(words("match-per-move", time=duration(words, timing.move_seconds)))
    return " · ".join(parts)


def _detail(summary: str) -> str:
    return f" ({summary})" if summary else ""


def challenge_text(payload: Mapping[str, Any], words: Words = ENGLISH_WORDS) -> str:
    """The public challenge message (``challenge-posted``)."""
    challenger = mention(payload["challenger_id"])
    game = title_of(payload["game_id"])
    timing = Timing.from_json(payload["timing"])
    summary = options_summary(payload["game_id"], payload["options"], timing, words)
    if payload.get("rated") is False:
        summary = (
            words("match-unrated-after", summary=summary) if summary else words("match-unrated")
        )
    detail = _detail(summary)
    expires = timestamp(payload.get("expires_at"))
    number = str(payload["challenge_id"])
    if payload.get("rematch_of") is not None:
        return words(
            "challenge-rematch",
            number=number,
            challenger=challenger,
            opponent=mention(payload["opponent_id"]),
            match=str(payload["rematch_of"]),
            game=game,
            detail=detail,
            expires=expires,
        )
    if payload.get("opponent_id") is None:
        role = payload.get("lfg_role_id")
        return words(
            "challenge-open",
            calling=f"<@&{role}> " if isinstance(role, int) else "",
            number=number,
            challenger=challenger,
            game=game,
            detail=detail,
            expires=expires,
        )
    return words(
        "challenge-direct",
        number=number,
        challenger=challenger,
        opponent=mention(payload["opponent_id"]),
        game=game,
        detail=detail,
        expires=expires,
    )


def challenge_closed_text(
    kind: str, payload: Mapping[str, Any], words: Words = ENGLISH_WORDS
) -> str:
    """The challenge message once it is answered (its buttons are removed)."""
    by = payload.get("by")
    return words(
        "challenge-closed",
        kind=kind,
        number=str(payload["challenge_id"]),
        game=title_of(payload["game_id"]),
        who=mention(by) if isinstance(by, int) else words("challenge-nobody"),
        match=str(payload.get("match_id")),
    )


def thread_name(
    match_id: int, game_title: str, names: Sequence[str], words: Words = ENGLISH_WORDS
) -> str:
    """The thread a match is played in; it starts with the match number (``lookup`` reads it)."""
    name = words(
        "match-thread-name",
        match=str(match_id),
        game=game_title,
        first=names[0],
        second=names[1],
    )
    return name[:100]


_COLOURS = ("black", "white", "red", "light", "dark")


def seat_label(user_id: int, colour: str, words: Words = ENGLISH_WORDS) -> str:
    """``<@1> (Black)``."""
    name = colour.lower()
    shown = words("colour-name", colour=name) if name in _COLOURS else colour.capitalize()
    return words("match-seat", player=mention(user_id), colour=shown)


def match_started_text(
    view_like: Mapping[str, Any], game_id: str, timing: Timing, words: Words = ENGLISH_WORDS
) -> str:
    """The first message of a match: who plays what, and how to play here."""
    players: list[int] = view_like["players"]
    colours: list[str] = view_like["colours"]
    game = rules.get_game(game_id)
    summary = options_summary(game_id, view_like.get("options", {}), timing, words)
    seats = " vs ".join(seat_label(p, c, words) for p, c in zip(players, colours, strict=True))
    computer = view_like.get("computer")
    if game.simultaneous:  # the computer gets no direct message
        how = words("match-how-sealed", computer="yes" if computer else "no")
    else:
        how = words("match-how-turns")
    opening = opening_line(game_id, view_like.get("options", {}), players, words)
    how = f"{opening}\n{how}" if opening else how
    if computer:
        user = players[int(computer["seat"])]
        how = f"{how}\n{computer_line(user, str(computer['level']), game.simultaneous, words)}"
    head = words(
        "match-started",
        match=str(view_like["match_id"]),
        game=game.title,
        detail=_detail(summary),
        seats=seats,
    )
    return f"{head}\n{how}"


def computer_line(user_id: int, level: str, sealed: bool, words: Words = ENGLISH_WORDS) -> str:
    """How the computer opponent plays, under the first message of a match against it."""
    return words(
        "match-computer", player=mention(user_id), level=level, sealed="yes" if sealed else "no"
    )


def opening_line(
    game_id: str, options: Mapping[str, Any], players: Sequence[int], words: Words = ENGLISH_WORDS
) -> str:
    """The pie rule (or the opening that plays its part) in one line, where it applies
    (RULES.md §2); ``""`` where it does not."""
    first, second = mention(players[0]), mention(players[1])
    if game_id == "meter" and options.get("pie", True):
        return words("match-pie-meter", first=first, second=second)
    if game_id == "meridians" and options.get("pie", False):
        return words("match-pie-meridians", first=first, second=second)
    if game_id == "interleave":
        return words("match-opening-interleave", first=first, second=second)
    if game_id == "meuda":
        return words("match-opening-meuda", first=first, second=second)
    if game_id == "thwart-omega":
        return words("match-opening-thwart")
    return ""


def moves_phrase(
    moves: Iterable[Mapping[str, Any]], colours: Sequence[str], words: Words = ENGLISH_WORDS
) -> str:
    """``<@1> (Black) played `d4```; several stones of one Meuda turn are joined."""
    by_user: dict[int, list[str]] = {}
    seats: dict[int, int] = {}
    randoms: set[int] = set()
    for entry in moves:
        user = int(entry["user_id"])
        by_user.setdefault(user, []).append(str(entry["move"]))
        seats[user] = int(entry["seat"])
        if entry.get("random"):
            randoms.add(user)
    parts = []
    for user, played in by_user.items():
        seat, stones = seat_label(user, colours[seats[user]], words), " ".join(played)
        if user in randoms:
            parts.append(words("match-played-random", seat=seat, moves=stones))
        else:
            parts.append(words("match-played", seat=seat, moves=stones))
    return "; ".join(parts)


def board_text(
    payload: Mapping[str, Any],
    game_id: str,
    colours: Sequence[str],
    players: Sequence[int],
    words: Words = ENGLISH_WORDS,
) -> str:
    """The text over a board image after a move (turn-based games)."""
    match, game = str(payload["match_id"]), title_of(game_id)
    moves = payload.get("moves") or []
    if moves:
        head = words(
            "match-board-head-moves",
            match=match,
            game=game,
            moves=moves_phrase(moves, colours, words),
        )
    else:
        head = words("match-board-head", match=match, game=game)
    lines = [head]
    to_act: list[int] = payload.get("to_act") or []
    deadline = deadline_phrase(payload.get("deadline"), words)
    if len(to_act) == 1:
        seat = list(players).index(to_act[0]) if to_act[0] in players else 0
        label = seat_label(to_act[0], colours[seat], words)
        lines.append(words("match-to-move", seat=label, deadline=deadline))
    elif len(to_act) == 2:
        lines.append(words("match-both-move", deadline=deadline))
    if payload.get("score"):
        lines.append(words("match-score", score=str(payload["score"])))
    return "\n".join(lines)


def setup_step_text(
    payload: Mapping[str, Any],
    game_id: str,
    colours: Sequence[str],
    players: Sequence[int],
    words: Words = ENGLISH_WORDS,
) -> str:
    """The text of one set-up stone (no picture: the board is posted when the set-up is done,
    ``MatchDelivery._board``)."""
    head = board_text({**payload, "to_act": []}, game_id, colours, players, words)
    to_act: list[int] = payload.get("to_act") or []
    if not to_act:
        return head
    seat = list(players).index(to_act[0]) if to_act[0] in players else 0
    step = words(
        "match-setting-up",
        seat=seat_label(to_act[0], colours[seat], words),
        deadline=deadline_phrase(payload.get("deadline"), words),
    )
    return f"{head}\n{step}"


# Where a player reads how to check a commitment (the project's documentation).
FAIRNESS_DOC = "docs/fairness.md"


def reveal_text(
    payload: Mapping[str, Any], colours: Sequence[str], words: Words = ENGLISH_WORDS
) -> str:
    """A Thwart Omega round's public reveal: the submissions, the board, the scores (the
    original's "Information revealed in public game room: current board, score calculation");
    and what checks the commitments posted before it (docs/fairness.md): each move's salt, the
    round's seed, and the commitment to the seed of the round that opens now."""
    round_no = str(payload.get("round"))
    lines = [words("match-reveal-head", match=str(payload["match_id"]), round=round_no)]
    moves = payload.get("moves") or []
    if moves:
        lines.append(moves_phrase(moves, colours, words) + ".")
    if payload.get("score"):
        lines.append(words("match-score", score=str(payload["score"])))
    salted = [m for m in moves if "salt" in m]
    if salted:
        salts = " · ".join(
            f"{mention(int(m['user_id']))} "
            + (f"`{m['salt']}`" if m.get("salt") else words("match-salt-none"))
            for m in salted
        )
        lines.append(words("match-salts", salts=salts))
    if payload.get("seed"):
        lines.append(words("match-round-seed", round=round_no, seed=str(payload["seed"])))
    lines.append(seed_opening_line(payload, _next_round(payload), words))
    return "\n".join(line for line in lines if line)


def _next_round(payload: Mapping[str, Any]) -> object:
    round_no = payload.get("round")
    return round_no + 1 if isinstance(round_no, int) else round_no


def seed_opening_line(
    payload: Mapping[str, Any], round_no: object, words: Words = ENGLISH_WORDS
) -> str:
    """The commitment to the seed of the round opening with a post (empty if none opens)."""
    committed = payload.get("seed_commitment")
    if not committed:
        return ""
    return words("match-seed-commitment", round=str(round_no), commitment=str(committed))


def sealed_text(
    payload: Mapping[str, Any], colours: Sequence[str], words: Words = ENGLISH_WORDS
) -> str:
    """A Thwart Omega round has locked: the commitments in force, posted before the reveal
    (docs/fairness.md); a seat that sealed nothing is filled from the round's seed."""
    lines = [
        words("match-sealed-head", match=str(payload["match_id"]), round=str(payload.get("round")))
    ]
    for entry in payload.get("commitments") or []:
        who = seat_label(int(entry["user_id"]), colours[int(entry["seat"])], words)
        committed = entry.get("commitment")
        lines.append(f"{who}: `{committed}`" if committed else words("match-sealed-none", seat=who))
    lines.append(
        words(
            "match-sealed-foot",
            commitment=str(payload.get("seed_commitment")),
            doc=FAIRNESS_DOC,
        )
    )
    return "\n".join(lines)


def start_board_text(payload: Mapping[str, Any], game_id: str, words: Words = ENGLISH_WORDS) -> str:
    """The text over the first board of a Thwart Omega game (round 1 opens by DM), with the
    commitment to round 1's seed."""
    text = words("match-round-one", match=str(payload["match_id"]), game=title_of(game_id))
    opening = seed_opening_line(payload, 1, words)
    return f"{text}\n{opening}" if opening else text


def result_text(
    match_id: int,
    payload: Mapping[str, Any],
    words: Words = ENGLISH_WORDS,
    colours: Sequence[str] | None = None,
) -> str:
    """``match-finished``: who won, how, and the score calculation."""
    result = Result.from_json(
        {
            "winner": payload.get("winner_seat"),
            "reason": payload.get("reason", ""),
            "scores": payload.get("scores", {}),
            "details": payload.get("details", ""),
        }
    )
    how = reason_phrase(result.reason, words)
    winner = payload.get("winner")
    if isinstance(winner, int):
        head = words("match-over-winner", match=str(match_id), winner=mention(winner), how=how)
    else:
        head = words("match-over-none", match=str(match_id), how=how)
    details = result_details(result, colours, words)
    lines = [head, details, rating_line(payload.get("ratings") or [], words)]
    return "\n".join(line for line in lines if line)


def result_details(result: Result, colours: Sequence[str] | None, words: Words) -> str:
    """The result's details line: said again in the reader's language where the match room
    knows its words (a resignation, a loss on time, an agreement: ``White resigned.``); the
    rules' own score calculations as the engine wrote them."""
    if colours is None or result.reason not in _SAID_AGAIN:
        return result.details
    if result.winner is None:
        return words("match-detail-draw-agreed") if result.reason == "agreement" else ""
    winner = _colour_name(colours[result.winner], words)
    loser = _colour_name(colours[1 - result.winner], words)
    if result.reason == "resignation":
        return words("match-detail-resigned", colour=loser)
    if result.reason == "timeout":
        return words("match-detail-out-of-time", colour=loser)
    if result.reason == "inactivity":
        return words("match-detail-stopped", colour=loser)
    return words("match-detail-wins-agreed", colour=winner)


_SAID_AGAIN = ("resignation", "timeout", "inactivity", "agreement")


def _colour_name(colour: str, words: Words) -> str:
    name = colour.lower()
    return words("colour-name", colour=name) if name in _COLOURS else colour.capitalize()


def result_sentence(
    result: Result | None, names: Sequence[str], words: Words = ENGLISH_WORDS
) -> str:
    """The result in one sentence with the players' names (no mentions: it is drawn on the
    replay's last frame and read in alt texts): ``Bob wins (by resignation).``"""
    if result is None:
        return words("match-result-none")
    how = reason_phrase(result.reason, words)
    if result.winner is None:
        return (
            words("match-result-no-winner", how=how)
            if how
            else words("match-result-no-winner-plain")
        )
    who = names[result.winner] or words("match-player-number", number=result.winner + 1)
    if how:
        return words("match-result-wins", player=who, how=how)
    return words("match-result-wins-plain", player=who)


def rating_line(changes: Sequence[Mapping[str, Any]], words: Words = ENGLISH_WORDS) -> str:
    """``Ratings: @A 1512 → 1530 (+18) · @B 1498 → 1480 (−18)``; empty for an unrated match."""
    parts = []
    for change in changes:
        before, after = int(change["before"]), int(change["after"])
        delta = after - before
        sign = "+" if delta >= 0 else "−"
        text = words(
            "match-rating-change",
            player=mention(int(change["user"])),
            before=str(before),
            after=str(after),
            delta=f"{sign}{abs(delta)}",
        )
        if change.get("provisional"):
            text = words("match-rating-provisional", change=text)
        parts.append(text)
    return words("match-ratings", changes=" · ".join(parts)) if parts else ""


def aborted_text(
    match_id: int, by: object, moderator: bool = False, words: Words = ENGLISH_WORDS
) -> str:
    if moderator and isinstance(by, int):
        return words("match-stopped", match=str(match_id), moderator=mention(by))
    if isinstance(by, int):
        return words("match-aborted-by", match=str(match_id), player=mention(by))
    return words("match-aborted-nobody", match=str(match_id))


def proposal_text(
    match_id: int, by: int, winner: object, opponent: int, words: Words = ENGLISH_WORDS
) -> str:
    if winner is None:
        offer = "draw"
    elif winner == by:
        offer = "self"
    else:
        offer = "other"
    return words(
        "match-proposal",
        match=str(match_id),
        player=mention(by),
        offer=offer,
        opponent=mention(opponent),
    )


def extended_text(match_id: int, payload: Mapping[str, Any], words: Words = ENGLISH_WORDS) -> str:
    round_no = payload.get("round")
    return words(
        "match-extended",
        match=str(match_id),
        why=str(payload.get("reason")),
        round=str(round_no) if round_no else "none",
        when=timestamp(payload.get("deadline")),
    )


def prompt_text(
    payload: Mapping[str, Any],
    opponent_name: str,
    colour: str,
    several: bool,
    words: Words = ENGLISH_WORDS,
) -> str:
    """The private Thwart Omega prompt at each round start."""
    match_id = str(payload["match_id"])
    lines = [
        words(
            "match-prompt-head",
            match=match_id,
            opponent=escape_markdown(opponent_name),
            round=str(payload["round"]),
        ),
        words(
            "match-prompt-body",
            colour=words("colour-name", colour=colour.lower()),
            deadline=timestamp(payload.get("deadline")),
        ),
    ]
    if several:
        lines.append(words("match-prompt-several", match=match_id))
    return "\n".join(lines)


def prompt_mention_text(
    payload: Mapping[str, Any],
    user_id: int,
    first: bool,
    *,
    busy: bool = False,
    words: Words = ENGLISH_WORDS,
) -> str:
    """The prompt for a player whose DMs are closed (or, ``busy``, that Discord would not open
    just now): a mention in the match thread, no secrets."""
    player = mention(user_id)
    if busy:
        opening = words("match-prompt-busy", player=player) + " "
    elif first:
        opening = words("match-prompt-closed", player=player) + " "
    else:
        opening = f"{player}, "
    return words(
        "match-prompt-here",
        opening=opening,
        round=str(payload["round"]),
        match=str(payload["match_id"]),
        deadline=timestamp(payload.get("deadline")),
    )


def dm_unanswered_text(match_id: int, user_id: int, words: Words = ENGLISH_WORDS) -> str:
    """A DM could not be answered (DMs closed): where to play instead; nothing it said."""
    return words("match-dm-unanswered", player=mention(user_id), match=str(match_id))


def receipt_text(
    match_id: int,
    round_no: object,
    move: str,
    locked: bool,
    deadline: object,
    *,
    commitment: str = "",
    salt: str = "",
    words: Words = ENGLISH_WORDS,
) -> str:
    """What the bot recorded for a player, shown only to that player: with its commitment and
    salt (docs/fairness.md), so the player can check the commitment posted before the reveal."""
    if locked:
        text = words("match-receipt-locked", match=str(match_id), round=str(round_no), move=move)
    else:
        until = words("match-receipt-until", when=timestamp(deadline))
        text = words(
            "match-receipt-open",
            match=str(match_id),
            round=str(round_no),
            move=move,
            until=until if parse_time(deadline) else "",
        )
    return text + commitment_line(commitment, salt, words)


def commitment_line(commitment: str, salt: str, words: Words = ENGLISH_WORDS) -> str:
    """The private line under a receipt: the commitment and its salt (empty if none)."""
    if not commitment or not salt:
        return ""
    return "\n" + words("match-commitment", commitment=commitment, salt=salt, doc=FAIRNESS_DOC)


def warning_text(
    match_id: int,
    user_id: int,
    deadline: object,
    ran_out: bool = True,
    words: Words = ENGLISH_WORDS,
) -> str:
    """A reminder before a loss on time (``ran_out``: the move clock itself is over and only
    the grace period is left)."""
    if ran_out:
        return words(
            "match-warning-ran-out",
            player=mention(user_id),
            match=str(match_id),
            deadline=timestamp(deadline),
        )
    return words(
        "match-warning-turn",
        player=mention(user_id),
        match=str(match_id),
        deadline=timestamp(deadline),
        date=timestamp(deadline, "f"),
    )


def played_text(moves: Sequence[str], match_id: int, words: Words = ENGLISH_WORDS) -> str:
    """The private answer to a move (``/move``, ``/pass``, ``/done`` or a move button)."""
    return words("play-played", moves=" ".join(moves), match=str(match_id))
