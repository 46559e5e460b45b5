"""The words the bot posts: pure functions from engine payloads and views to message text.

Nothing here talks to Discord or the database, so every sentence can be tested on its own.
Deadlines use Discord's live timestamps (``<t:…:R>`` shows "in 5 minutes" and counts down in
every client), so no message is ever edited to update a countdown.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from discord.utils import escape_markdown

import rules
from bot.cogs.common.words import (
    deadline_phrase,
    duration,
    mention,
    parse_time,
    timestamp,
    title_of,
)
from bot.engine.model import Result, Timing

# The words a game uses as whole moves; a board message offers them as buttons (RULES.md §2).
WORD_MOVES = ("swap", "done", "pass", "black", "white", "red", "light", "dark")

_REASONS = {
    "resignation": "by resignation",
    "timeout": "on time",
    "agreement": "by agreement",
    "inactivity": "because the other player stopped playing",
    "abandoned": "abandoned: nobody played for too long",
    "board-full": "the board is full",
    "move-limit": "the move limit was reached",
    "groups": "on group sizes",
    "score": "on score",
    "group-sizes": "equal scores, decided on group sizes",
    "tie-seat0": "a full tie, decided for Black as agreed",  # Thwart Omega: seat 0 is Black
    "tie-seat1": "a full tie, decided for White as agreed",
    "draw": "a full tie",
    "no-stones": "the other side has no stones left",
}


def options_summary(game_id: str, options: Mapping[str, Any], timing: Timing | None) -> str:
    """The choices a player made, in words: ``size 4 · pie on · 60 s per round``."""
    game = rules.get_game(game_id)
    parts = []
    for option in game.option_table:
        if option.name == "max_plies" or option.name not in options:
            continue
        value = options[option.name]
        if value is None:
            continue
        shown = ("on" if value else "off") if isinstance(value, bool) else str(value)
        parts.append(f"{option.name.replace('_', ' ')} {shown}")
    if timing is not None:
        if game.simultaneous:
            parts.append(f"{timing.round_seconds} s per round")
        elif timing.move_seconds is not None:
            parts.append(f"{duration(timing.move_seconds)} per move")
    return " · ".join(parts)


def challenge_text(payload: Mapping[str, Any]) -> str:
    """The public challenge message (``challenge-posted``)."""
    challenger = mention(payload["challenger_id"])
    game = title_of(payload["game_id"])
    timing = Timing.from_json(payload["timing"])
    summary = options_summary(payload["game_id"], payload["options"], timing)
    if payload.get("rated") is False:
        summary = f"{summary}, unrated" if summary else "unrated"
    detail = f" ({summary})" if summary else ""
    expires = timestamp(payload.get("expires_at"))
    number = payload["challenge_id"]
    if payload.get("rematch_of") is not None:
        opponent = mention(payload["opponent_id"])
        return (
            f"🔁 Challenge #{number}: {challenger} asks {opponent} for a rematch of match "
            f"#{payload['rematch_of']}: **{game}**{detail}, colours swapped. {opponent}, accept "
            f"or decline; it expires {expires}."
        )
    if payload.get("opponent_id") is None:
        role = payload.get("lfg_role_id")
        calling = f"<@&{role}> " if isinstance(role, int) else ""
        return (
            f"⚔️ {calling}Challenge #{number}: {challenger} is looking for an opponent for "
            f"**{game}**{detail}. Anyone may accept; it expires {expires}."
        )
    opponent = mention(payload["opponent_id"])
    return (
        f"⚔️ Challenge #{number}: {challenger} challenges {opponent} to **{game}**{detail}. "
        f"{opponent}, accept or decline; it expires {expires}."
    )


def challenge_closed_text(kind: str, payload: Mapping[str, Any]) -> str:
    """The challenge message once it is answered (its buttons are removed)."""
    number = payload["challenge_id"]
    game = title_of(payload["game_id"])
    by = payload.get("by")
    who = mention(by) if isinstance(by, int) else "nobody"
    match_id = payload.get("match_id")
    return {
        "challenge-accepted": f"✅ Challenge #{number} ({game}) was accepted by {who}: "
        f"match #{match_id} has started.",
        "challenge-declined": f"❌ Challenge #{number} ({game}) was declined by {who}.",
        "challenge-cancelled": f"↩️ Challenge #{number} ({game}) was withdrawn by {who}.",
        "challenge-expired": f"⌛ Challenge #{number} ({game}) expired: nobody accepted it.",
    }.get(kind, f"Challenge #{number} is closed.")


def thread_name(match_id: int, game_title: str, names: Sequence[str]) -> str:
    """The thread a match is played in; it starts with the match number (``lookup`` reads it)."""
    name = f"#{match_id} {game_title}: {names[0]} vs {names[1]}"
    return name[:100]


def seat_label(user_id: int, colour: str) -> str:
    return f"{mention(user_id)} ({colour.capitalize()})"


def match_started_text(view_like: Mapping[str, Any], game_id: str, timing: Timing) -> str:
    """The first message of a match: who plays what, and how to play here."""
    players: list[int] = view_like["players"]
    colours: list[str] = view_like["colours"]
    game = rules.get_game(game_id)
    summary = options_summary(game_id, view_like.get("options", {}), timing)
    detail = f" ({summary})" if summary else ""
    seats = " vs ".join(seat_label(p, c) for p, c in zip(players, colours, strict=True))
    computer = view_like.get("computer")
    if game.simultaneous:
        whom = "you" if computer else "both players"  # the computer gets no direct message
        how = (
            f"Each round I send {whom} the board by direct message: answer there with "
            "your two stones, like `b c3 w e5`. If you prefer, or if your DMs are closed, use "
            "`/secret` here instead: only you see my replies."
        )
    else:
        how = "Play with `/move` here (it suggests your legal moves); `/board` shows the position."
    opening = opening_line(game_id, view_like.get("options", {}), players)
    how = f"{opening}\n{how}" if opening else how
    if computer:
        user = players[int(computer["seat"])]
        how = f"{how}\n{computer_line(user, str(computer['level']), game.simultaneous)}"
    return f"🎲 **Match #{view_like['match_id']} · {game.title}**{detail}: {seats}.\n{how}"


def computer_line(user_id: int, level: str, sealed: bool) -> str:
    """How the computer opponent plays, under the first message of a match against it."""
    if sealed:
        how = "it sends its secret move within each round, like you, and sees yours only at the reveal"
    else:
        how = "it moves by itself after a short pause"
    return f"🤖 {mention(user_id)} is the computer, level **{level}**: {how}. Not rated."


def opening_line(game_id: str, options: Mapping[str, Any], players: Sequence[int]) -> str:
    """The pie rule (or the opening that plays its part) in one line, where it applies
    (RULES.md §2); ``""`` where it does not."""
    first, second = mention(players[0]), mention(players[1])
    if game_id == "meter" and options.get("pie", True):
        return (
            f"Pie rule: after {first}'s first Black stone, {second} may press **Swap colours** "
            "to take Black instead, so a first stone that is too strong can be taken over."
        )
    if game_id == "meridians" and options.get("pie", False):
        return (
            f"Pie rule: {first} places one Light and one Dark stone, then {second} picks which "
            "colour to play."
        )
    if game_id == "interleave":
        return (
            f"Opening: {first} places stones of both colours and says done; {second} then picks "
            "which colour to play."
        )
    if game_id == "meuda":
        return (
            f"Opening: {first} places one Black and one White stone; {second} then picks which "
            "colour to play."
        )
    if game_id == "thwart-omega":
        return (
            "Each round both players place one Black and one White stone in secret; each scores "
            "the groups of their own colour."
        )
    return ""


def moves_phrase(moves: Iterable[Mapping[str, Any]], colours: Sequence[str]) -> str:
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
        text = f"{seat_label(user, colours[seats[user]])} played `{' '.join(played)}`"
        if user in randoms:
            text += " *(random: no move was sent in time)*"
        parts.append(text)
    return "; ".join(parts)


def board_text(
    payload: Mapping[str, Any], game_id: str, colours: Sequence[str], players: Sequence[int]
) -> str:
    """The text over a board image after a move (turn-based games)."""
    lines = [f"**Match #{payload['match_id']} · {title_of(game_id)}**"]
    moves = payload.get("moves") or []
    if moves:
        lines[0] += f" — {moves_phrase(moves, colours)}."
    to_act: list[int] = payload.get("to_act") or []
    if len(to_act) == 1:
        seat = list(players).index(to_act[0]) if to_act[0] in players else 0
        lines.append(
            f"{seat_label(to_act[0], colours[seat])} to move{deadline_phrase(payload.get('deadline'))}"
        )
    elif len(to_act) == 2:
        lines.append(f"Both players may move now{deadline_phrase(payload.get('deadline'))}.")
    if payload.get("score"):
        lines.append(f"Score: {payload['score']}")
    return "\n".join(lines)


def setup_step_text(
    payload: Mapping[str, Any], game_id: str, colours: Sequence[str], players: Sequence[int]
) -> str:
    """The text of one set-up stone (no picture: the board is posted when the set-up is done,
    ``MatchDelivery._board``)."""
    head = board_text({**payload, "to_act": []}, game_id, colours, players)
    to_act: list[int] = payload.get("to_act") or []
    if not to_act:
        return head
    seat = list(players).index(to_act[0]) if to_act[0] in players else 0
    return (
        f"{head}\n{seat_label(to_act[0], colours[seat])} is setting up"
        f"{deadline_phrase(payload.get('deadline'))}: the board is posted once the set-up is "
        "`done`; `/board` shows it to you now."
    )


# Where a player reads how to check a commitment (the project's documentation).
FAIRNESS_DOC = "docs/fairness.md"


def reveal_text(payload: Mapping[str, Any], colours: Sequence[str]) -> str:
    """A Thwart Omega round's public reveal: the submissions, the board, the scores (the
    original's "Information revealed in public game room: current board, score calculation");
    and what checks the commitments posted before it (docs/fairness.md): each move's salt, the
    round's seed, and the commitment to the seed of the round that opens now."""
    round_no = payload.get("round")
    lines = [f"**Match #{payload['match_id']} · Thwart Omega · round {round_no} revealed**"]
    moves = payload.get("moves") or []
    if moves:
        lines.append(moves_phrase(moves, colours) + ".")
    if payload.get("score"):
        lines.append(f"Score: {payload['score']}")
    salted = [m for m in moves if "salt" in m]
    if salted:
        salts = " · ".join(
            f"{mention(int(m['user_id']))} "
            + (f"`{m['salt']}`" if m.get("salt") else "none (filled from the seed)")
            for m in salted
        )
        lines.append(f"Salts: {salts}")
    if payload.get("seed"):
        lines.append(f"Round {round_no} seed: `{payload['seed']}`")
    lines.append(seed_opening_line(payload, _next_round(payload)))
    return "\n".join(line for line in lines if line)


def _next_round(payload: Mapping[str, Any]) -> object:
    round_no = payload.get("round")
    return round_no + 1 if isinstance(round_no, int) else round_no


def seed_opening_line(payload: Mapping[str, Any], round_no: object) -> str:
    """The commitment to the seed of the round opening with a post (empty if none opens)."""
    committed = payload.get("seed_commitment")
    if not committed:
        return ""
    return f"Round {round_no} seed commitment: `{committed}`"


def sealed_text(payload: Mapping[str, Any], colours: Sequence[str]) -> str:
    """A Thwart Omega round has locked: the commitments in force, posted before the reveal
    (docs/fairness.md); a seat that sealed nothing is filled from the round's seed."""
    round_no = payload.get("round")
    lines = [
        f"🔏 **Match #{payload['match_id']} · round {round_no} is sealed.** The commitments "
        "in force:"
    ]
    for entry in payload.get("commitments") or []:
        who = seat_label(int(entry["user_id"]), colours[int(entry["seat"])])
        committed = entry.get("commitment")
        lines.append(
            f"{who}: `{committed}`"
            if committed
            else f"{who}: no move sealed, filled from the round seed"
        )
    lines.append(
        f"Round seed commitment: `{payload.get('seed_commitment')}`. The moves, their salts and "
        f"the seed follow; how to check them: {FAIRNESS_DOC}."
    )
    return "\n".join(lines)


def start_board_text(payload: Mapping[str, Any], game_id: str) -> str:
    """The text over the first board of a Thwart Omega game (round 1 opens by DM), with the
    commitment to round 1's seed."""
    text = (
        f"**Match #{payload['match_id']} · {title_of(game_id)}**: round 1 is open. "
        "Both players send their moves privately."
    )
    opening = seed_opening_line(payload, 1)
    return f"{text}\n{opening}" if opening else text


def result_text(match_id: int, payload: Mapping[str, Any]) -> str:
    """``match-finished``: who won, how, and the score calculation."""
    result = Result.from_json(
        {
            "winner": payload.get("winner_seat"),
            "reason": payload.get("reason", ""),
            "scores": payload.get("scores", {}),
            "details": payload.get("details", ""),
        }
    )
    how = _REASONS.get(result.reason, result.reason)
    winner = payload.get("winner")
    if isinstance(winner, int):
        head = f"🏁 **Match #{match_id} is over: {mention(winner)} wins** ({how})."
    else:
        head = f"🏁 **Match #{match_id} is over: no winner** ({how})."
    lines = [head, result.details, rating_line(payload.get("ratings") or [])]
    return "\n".join(line for line in lines if line)


def result_sentence(result: Result | None, names: Sequence[str]) -> str:
    """The result in one sentence with the players' names (no mentions: it is drawn on the
    replay's last frame and read in alt texts): ``Bob wins (by resignation).``"""
    if result is None:
        return "No result."
    how = _REASONS.get(result.reason, result.reason)
    if result.winner is None:
        return f"No winner ({how})." if how else "No winner."
    who = names[result.winner] or f"Player {result.winner + 1}"
    return f"{who} wins ({how})." if how else f"{who} wins."


def rating_line(changes: Sequence[Mapping[str, Any]]) -> str:
    """``Ratings: @A 1512 → 1530 (+18) · @B 1498 → 1480 (−18)``; empty for an unrated match."""
    parts = []
    for change in changes:
        before, after = int(change["before"]), int(change["after"])
        delta = after - before
        sign = "+" if delta >= 0 else "−"
        mark = " (provisional)" if change.get("provisional") else ""
        parts.append(
            f"{mention(int(change['user']))} {before} → {after} ({sign}{abs(delta)}){mark}"
        )
    return "Ratings: " + " · ".join(parts) if parts else ""


def aborted_text(match_id: int, by: object, moderator: bool = False) -> str:
    if moderator and isinstance(by, int):
        return f"🛑 Match #{match_id} was stopped by a moderator ({mention(by)}); it has no result."
    if isinstance(by, int):
        return f"🛑 Match #{match_id} was aborted by {mention(by)} before the first move."
    return f"🛑 Match #{match_id} was aborted: nobody moved in time."


def proposal_text(match_id: int, by: int, winner: object, opponent: int) -> str:
    if winner is None:
        offer = "offers a draw"
    elif winner == by:
        offer = "proposes that they win by agreement"
    else:
        offer = "proposes that you win by agreement"
    return (
        f"🤝 Match #{match_id}: {mention(by)} {offer}. {mention(opponent)}, accept or decline "
        "with the buttons (any move withdraws the offer)."
    )


def extended_text(match_id: int, payload: Mapping[str, Any]) -> str:
    round_no = payload.get("round")
    what = f"Round {round_no}" if round_no else "The move clock"
    why = (
        "a round prompt was delivered late, so both players keep the whole round"
        if payload.get("reason") == "late-prompt"
        else "the bot was offline"
    )
    return f"⏰ Match #{match_id}: {why}. {what} now ends {timestamp(payload.get('deadline'))}."


def prompt_text(payload: Mapping[str, Any], opponent_name: str, colour: str, several: bool) -> str:
    """The private Thwart Omega prompt at each round start."""
    match_id = payload["match_id"]
    opponent = escape_markdown(opponent_name)
    lines = [
        f"**Thwart Omega · match #{match_id} vs {opponent} · round {payload['round']}**",
        f"You score the **{colour.capitalize()}** groups. Each round both of you place one Black "
        "and one White stone, in secret: send your two stones before "
        f"{timestamp(payload.get('deadline'))}, for example `b c3 w e5` (Black stone on c3, "
        "White stone on e5). You may change your move until then; send `lock` to lock it in.",
    ]
    if several:
        lines.append(
            f"You are in several Thwart Omega matches: reply to this message, or start your "
            f"answer with `#{match_id}`, so I know it is for match #{match_id}."
        )
    return "\n".join(lines)


def prompt_mention_text(
    payload: Mapping[str, Any], user_id: int, first: bool, *, busy: bool = False
) -> str:
    """The prompt for a player whose DMs are closed (or, ``busy``, that Discord would not open
    just now): a mention in the match thread, no secrets."""
    match_id = payload["match_id"]
    if busy:
        opening = (
            f"{mention(user_id)}, Discord is not letting me open direct messages right now, "
            "so this round is played here. "
        )
    elif first:
        opening = f"{mention(user_id)}, I cannot send you direct messages (they are closed). "
    else:
        opening = f"{mention(user_id)}, "
    return (
        f"{opening}round {payload['round']} of match #{match_id} is open until "
        f"{timestamp(payload.get('deadline'))}: press **Submit my move** under the board, or "
        "use `/secret` here. Only you will see my replies."
    )


def dm_unanswered_text(match_id: int, user_id: int) -> str:
    """A DM could not be answered (DMs closed): where to play instead; nothing it said."""
    return (
        f"{mention(user_id)}, I got your direct message about match #{match_id} but Discord "
        "does not let me answer you there. Use `/secret` in this thread to send your move and "
        "see what I recorded; only you will see my replies."
    )


def receipt_text(
    match_id: int,
    round_no: object,
    move: str,
    locked: bool,
    deadline: object,
    *,
    commitment: str = "",
    salt: str = "",
) -> str:
    """What the bot recorded for a player, shown only to that player: with its commitment and
    salt (docs/fairness.md), so the player can check the commitment posted before the reveal."""
    head = f"Match #{match_id} · round {round_no}: I recorded `{move}`"
    if locked:
        text = f"🔒 {head} and locked it in; it can no longer be changed."
    else:
        until = f" until {timestamp(deadline)}" if parse_time(deadline) else ""
        text = f"📝 {head}. You can change it{until} by sending another move, or send `lock`."
    return text + commitment_line(commitment, salt)


def commitment_line(commitment: str, salt: str) -> str:
    """The private line under a receipt: the commitment and its salt (empty if none)."""
    if not commitment or not salt:
        return ""
    return (
        f"\nCommitment `{commitment}`, salt `{salt}`: keep the salt to yourself until the "
        f"reveal ({FAIRNESS_DOC})."
    )


def warning_text(match_id: int, user_id: int, deadline: object, ran_out: bool = True) -> str:
    """A reminder before a loss on time (``ran_out``: the move clock itself is over and only
    the grace period is left)."""
    if ran_out:
        return (
            f"⏳ {mention(user_id)}, your move clock in match #{match_id} ran out. Move before "
            f"{timestamp(deadline)} or you lose on time."
        )
    return (
        f"⏳ {mention(user_id)}, it is your move in match #{match_id}. Move before "
        f"{timestamp(deadline)} ({timestamp(deadline, 'f')}) or you lose on time."
    )
