"""Thwart Omega's sealed play in words: the round's sealed post and reveal, the prompt by DM
(or by mention when DMs are closed), the receipt with its commitment, a late prompt's extension."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from discord.utils import escape_markdown

from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.cogs.common.words import mention, parse_time, timestamp, title_of
from bot.cogs.matches.texts import moves_phrase, seat_label

# Where a player reads how to check a commitment (the project's documentation).
FAIRNESS_DOC = "docs/fairness.md"


def reveal_text(
    payload: Mapping[str, Any],
    colours: Sequence[str],
    words: Words = ENGLISH_WORDS,
    score: str | None = None,
) -> str:
    """A Thwart Omega round's public reveal: the submissions, the board, the scores (the
    original's "Information revealed in public game room: current board, score calculation");
    and what checks the commitments posted before it (docs/fairness.md): each move's salt, the
    round's seed, and the commitment to the seed of the round that opens now. ``score``: the
    score calculation in the reader's words (``outcomes.score_said``), else the engine's."""
    round_no = str(payload.get("round"))
    lines = [words("match-reveal-head", match=str(payload["match_id"]), round=round_no)]
    moves = payload.get("moves") or []
    if moves:
        lines.append(moves_phrase(moves, colours, words) + ".")
    if payload.get("score"):
        lines.append(words("match-score", score=score or str(payload["score"])))
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
