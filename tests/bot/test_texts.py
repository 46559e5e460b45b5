"""The words the bot posts, and the rules texts it ships (no Discord needed)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

import rules
from bot.cogs.common import words
from bot.cogs.common.game_options.checks import checked_options, game_options_help
from bot.cogs.common.limits import MESSAGE_CHARS
from bot.cogs.common.replies import Problem
from bot.cogs.help.pages import game_page
from bot.cogs.help.rules_text import rules_text
from bot.cogs.help.rules_text.extract import game_files
from bot.cogs.matches import texts
from bot.cogs.matches.texts import results as result_texts
from bot.cogs.matches.texts import sealed as sealed_texts
from bot.engine.model import Timing
from tests.bot.conftest import World, challenge

RULES_MD = (
    Path(__file__).resolve().parents[3] / "shared" / "RULES.md"
)  # ../shared beside the checkout


def test_live_timestamps() -> None:
    moment = datetime(2030, 1, 1, 0, 1, tzinfo=UTC)
    assert words.timestamp(moment.isoformat()) == f"<t:{int(moment.timestamp())}:R>"
    assert words.timestamp(None) == ""
    assert words.deadline_phrase(None) == ""
    assert "deadline <t:" in words.deadline_phrase(moment)


def test_options_in_words() -> None:
    summary = texts.options_summary("meter", {"size": 4, "pie": True}, Timing(move_seconds=90))
    assert summary == "size 4 · pie on · 1 min 30 s per move"
    assert texts.options_summary("thwart-omega", {"tiebreak": "replay"}, Timing()) == (
        "tiebreak replay · 60 s per round"
    )
    assert words.duration(2 * 86400 + 3600) == "2 days 1 h"


def test_option_errors_name_the_allowed_values() -> None:
    with pytest.raises(Problem, match="from 4 to 11"):
        checked_options("meuda", {"size": 12})
    with pytest.raises(Problem, match="Interleave has no option `tiebreak`"):
        checked_options("interleave", {"tiebreak": "draw"})
    assert checked_options("meridians", {"size": 7, "pie": None}) == {"size": 7}
    assert "`mode` (one of `realtime`, `turns`)" in game_options_help(rules.get_game("interleave"))


def test_result_words() -> None:
    won = result_texts.result_text(
        5, {"winner": 11, "winner_seat": 1, "reason": "resignation", "details": "Black resigned."}
    )
    assert won == "🏁 **Match #5 is over: <@11> wins** (by resignation).\nBlack resigned."
    drawn = result_texts.result_text(
        5, {"winner": None, "winner_seat": None, "reason": "agreement"}
    )
    assert "no winner" in drawn and "by agreement" in drawn


def test_prompt_names_the_match_when_there_are_several() -> None:
    payload = {"match_id": 9, "round": 3, "deadline": "2030-01-01T00:01:00+00:00"}
    alone = sealed_texts.prompt_text(payload, "bob", "black", several=False)
    assert "match #9 vs bob · round 3" in alone and "You score the **Black** groups" in alone
    assert "both of you place one Black and one White stone" in alone
    assert "#9" not in alone.split("\n", 1)[1]
    assert "start your answer with `#9`" in sealed_texts.prompt_text(payload, "bob", "black", True)


def test_moves_marked_random() -> None:
    moves = [
        {"seat": 0, "user_id": 1, "move": "b a1 w a2", "random": False},
        {"seat": 1, "user_id": 2, "move": "b c1 w c2", "random": True},
    ]
    text = texts.moves_phrase(moves, ["black", "white"])
    assert text.count("random") == 1 and "<@2> (White) played `b c1 w c2` *(random" in text


def test_every_game_has_a_page_and_its_rules() -> None:
    """``/rules`` sends ``/help``'s page of the game, saying the rules are attached."""
    for game_id, game in rules.GAMES.items():
        page = game_page(game_id, rules_attached=True)
        assert page.startswith(f"## {game.title}\n") and len(page) <= MESSAGE_CHARS
        assert page.endswith("The full rules are attached.") and "/rules" not in page
        assert page.replace("The full rules are attached.", "") in game_page(game_id)
        assert rules_text(game_id).startswith("## ")


@pytest.mark.skipif(not RULES_MD.exists(), reason="the shared RULES.md is not here")
def test_shipped_rules_match_rules_md() -> None:
    for game_id, content in game_files(RULES_MD.read_text(encoding="utf-8")).items():
        assert rules_text(game_id) == content, (
            f"run python -m bot.cogs.help.rules_text.extract ({game_id})"
        )


def test_names_with_markdown_are_escaped() -> None:
    payload = {"match_id": 9, "round": 1, "deadline": "2030-01-01T00:01:00+00:00"}
    prompt = sealed_texts.prompt_text(payload, "**bo`b**_", "white", several=False)
    first_line = prompt.split("\n", 1)[0]
    assert first_line == "**Thwart Omega · match #9 vs \\*\\*bo\\`b\\*\\*\\_ · round 1**"


def test_the_opening_in_one_line_where_it_applies() -> None:
    timing = Timing()
    meter = texts.match_started_text(
        {"match_id": 1, "players": [11, 22], "colours": ["black", "white"], "options": {}},
        "meter",
        timing,
    )
    assert "Pie rule: after <@11>'s first Black stone, <@22> may press **Swap colours**" in meter
    no_pie = texts.match_started_text(
        {
            "match_id": 1,
            "players": [11, 22],
            "colours": ["black", "white"],
            "options": {"pie": False},
        },
        "meter",
        timing,
    )
    assert "Pie rule" not in no_pie
    thwart = texts.match_started_text(
        {"match_id": 2, "players": [11, 22], "colours": ["black", "white"]}, "thwart-omega", timing
    )
    assert "each scores the groups of their own colour" in thwart
    assert "I send both players the board" in thwart
    against_computer = texts.match_started_text(
        {
            "match_id": 3,
            "players": [11, 22],
            "colours": ["black", "white"],
            "computer": {"seat": 1, "level": "easy"},
        },
        "thwart-omega",
        timing,
    )
    assert "I send you the board" in against_computer  # the computer gets no DM
    assert "I send both players" not in against_computer
    assert "seat" not in result_texts.result_text(
        3, {"winner": 11, "winner_seat": 0, "reason": "tie-seat0"}
    )


async def test_a_name_with_markdown_reaches_a_prompt_escaped(world: World) -> None:
    odd = world.guild.add_member(world.env.create_user("od**d`_"))
    message = await challenge(world, "thwart-omega", by=odd, opponent=world.alice)
    await world.alice.click(message, label="Accept")
    prompts = [m.content for m in world.alice.user.dm_channel.history() if "Thwart" in m.content]
    assert prompts and "vs od\\*\\*d\\`\\_ · round 1**" in prompts[-1]


def test_commitment_texts_fit_a_message_with_real_ids() -> None:
    """The receipt, the commitments post and the reveal of a sealed round (docs/fairness.md),
    with 19-digit ids, the longest match numbers and every hex field at full length."""
    alice, bob = 1456074443980800029, 1456074443980800030
    match_id, digest, salt = 10**18 - 1, "f" * 64, "e" * 32
    deadline = datetime(2026, 1, 1, tzinfo=UTC).isoformat()
    receipt = sealed_texts.receipt_text(
        match_id, 24, "b a1 w a2", False, deadline, commitment=digest, salt=salt
    )
    assert f"Commitment `{digest}`, salt `{salt}`" in receipt
    assert "docs/fairness.md" in receipt
    sealed = sealed_texts.sealed_text(
        {
            "match_id": match_id,
            "round": 24,
            "commitments": [
                {"seat": 0, "user_id": alice, "commitment": digest},
                {"seat": 1, "user_id": bob, "commitment": None},
            ],
            "seed_commitment": digest,
        },
        ["black", "white"],
    )
    assert f"<@{alice}> (Black): `{digest}`" in sealed
    assert f"<@{bob}> (White): no move sealed, filled from the round seed" in sealed
    reveal = sealed_texts.reveal_text(
        {
            "match_id": match_id,
            "round": 24,
            "moves": [
                {"seat": 0, "user_id": alice, "move": "b a1 w a2", "random": False, "salt": salt},
                {"seat": 1, "user_id": bob, "move": "b g7 w g6", "random": True, "salt": ""},
            ],
            "score": "Black 12 × 9 × 8 × 4 = 3456 · White 10 × 9 × 6 × 4 × 2 = 4320",
            "seed": digest,
            "seed_commitment": digest,
        },
        ["black", "white"],
    )
    assert f"Salts: <@{alice}> `{salt}` · <@{bob}> none (filled from the seed)" in reveal
    assert f"Round 24 seed: `{digest}`" in reveal
    assert f"Round 25 seed commitment: `{digest}`" in reveal
    start = sealed_texts.start_board_text(
        {"match_id": match_id, "seed_commitment": digest}, "thwart-omega"
    )
    assert start.endswith(f"Round 1 seed commitment: `{digest}`")
    for text in (receipt, sealed, reveal, start):
        assert len(text) <= MESSAGE_CHARS
