"""Every tournament message fits (issue 11 item 2): with 128 and 256 entrants whose ids have 20
digits and a tournament name of the longest allowed length, each text goes through the real
delivery into simcord's channel; every message is at most 2,000 characters, none was cut (what
was posted is exactly what the texts made), every player is listed, and the call to action
(with its button) comes first."""

from __future__ import annotations

import math
import re
from datetime import UTC, datetime
from typing import Any

import pytest

from bot.cogs.common.limits import MESSAGE_CHARS
from bot.cogs.tournaments import texts as words
from bot.cogs.tournaments.commands import Tournaments
from bot.cogs.tournaments.delivery import TournamentDelivery, mentioned
from bot.cogs.tournaments.rounds import rounds
from bot.cogs.tournaments.texts import rounds as round_texts
from bot.engine.model import Audience, Notification, OutboxItem
from bot.engine.tournaments.core import game_choice as G
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.model import MAX_NAME, Format, Result
from bot.engine.tournaments.core.settings import Settings
from tests.bot.conftest import World, bot_messages

NOW = datetime(2026, 1, 1, tzinfo=UTC)
LATER = "2026-01-01T20:00:00+00:00"


def users(n: int) -> list[int]:
    """``n`` Discord ids of the longest real length (20 digits)."""
    return [10**19 + 7919 * i for i in range(1, n + 1)]


def payloads(n: int) -> dict[str, dict[str, Any]]:
    ids = users(n)
    base: dict[str, Any] = {"tournament_id": 1, "name": "D" * MAX_NAME}
    match = {"key": "W1.1", "title": "Winners' round 1, match 1", "users": ids[:2]}
    return {
        "tournament-created": {
            **base, "organiser_id": ids[0], "format": "double-elimination", "best_of": 5,
            "rule": "agree-or-ban", "pool": ["meter", "interleave", "thwart-omega", "meridians",
            "meuda"], "starts_at": LATER, "checkin_at": LATER, "deadline_minutes": 60,
        },
        "tournament-checkin": {**base, "starts_at": LATER, "players": ids},
        "tournament-started": {
            **base, "seeding": "random", "left_out": ids[n // 2 :],
            "entrants": [{"seed": i + 1, "user": u, "name": "x"} for i, u in enumerate(ids)],
        },
        "tournament-game": {
            **base, **match, "game_no": 3, "best_of": 5, "game": "thwart-omega", "how": "bans",
            "seats": ids[:2], "score": [1.0, 1.0], "match_id": 10**6,
            "tie_notice": {"rule": "lower", "name": "Ｗ" * 100, "seed": 256, "seat": 1},
        },
        "tournament-result": {
            **base, **match, "points": [1.0, 0.0], "games": [3.0, 2.0], "kind": "played",
            "reason": "organiser", "winner": ids[0],
            "removed": [f"L{r}.{m}" for r in range(1, 14) for m in range(1, 33)],
        },
        "tournament-entrant": {
            **base, "action": "disqualified", "user": ids[0], "by": ids[1],
            "forfeits": [f"W{r}.{m}" for r in range(1, 8) for m in range(1, 65)],
        },
        "tournament-deadline": {**base, **match, "what": "forfeit", "absent": ids[:2]},
        "tournament-paused": base,
        "tournament-resumed": base,
        "tournament-cancelled": {**base, "reason": "organiser"},
    }  # fmt: skip


def made(kind: str, payload: dict[str, Any]) -> list[str]:
    """What the texts make for one notification (one or more messages)."""
    make = {
        "tournament-created": words.created_text,
        "tournament-checkin": words.checkin_text,
        "tournament-started": words.started_text,
        "tournament-game": words.game_text,
        "tournament-result": words.result_text,
        "tournament-entrant": words.entrant_text,
        "tournament-deadline": words.deadline_text,
    }.get(kind)
    text = make(payload) if make else words.simple_text(kind, payload)
    return [text] if isinstance(text, str) else list(text)


def delivery(world: World) -> TournamentDelivery:
    cog = world.bot.get_cog("Tournaments")
    assert isinstance(cog, Tournaments)
    return cog.delivery


# Kinds whose handler also reads the stored tournament (its rounds, its match threads): their
# text goes through the same posting path here, and the round texts are checked below.
READS_THE_TOURNAMENT = {
    "tournament-started", "tournament-game", "tournament-result", "tournament-entrant",
    "tournament-created", "tournament-cancelled",
}  # fmt: skip


@pytest.mark.parametrize("n", [128, 256])
async def test_every_tournament_message_fits_whole(world: World, n: int) -> None:
    handlers = delivery(world).handlers
    for number, (kind, payload) in enumerate(payloads(n).items(), start=1):
        before = len(bot_messages(world.channel, world.env))
        notification = Notification(kind, Audience.PUBLIC, world.channel.id, payload)
        item = OutboxItem(number, notification, NOW)
        if kind in READS_THE_TOURNAMENT:
            await delivery(world)._post_all(item, made(kind, payload))
        else:
            await handlers[kind](item)
        posted = bot_messages(world.channel, world.env)[before:]
        expected = made(kind, payload)
        assert [m.content for m in posted] == expected, f"{kind}: cut or changed on the way"
        assert all(len(m.content) <= MESSAGE_CHARS for m in posted), kind
        if kind == "tournament-checkin":
            first = posted[0]
            assert first.content.index("press **Check in**") < first.content.index("<@")
            assert first.components and not any(m.components for m in posted[1:])
            everyone = [u for m in posted for u in mentioned(m.content)]
            assert everyone == users(n)  # all of them, each once, in order
            assert all(len(mentioned(m.content)) <= 100 for m in posted)
        if kind == "tournament-started":
            text = " ".join(m.content for m in posted)
            assert all(f"{i}. <@{u}>" in text for i, u in enumerate(users(n), start=1))


def test_the_longest_texts_take_several_messages_and_lose_nothing() -> None:
    p = payloads(256)
    assert len(made("tournament-checkin", p["tournament-checkin"])) >= 3
    removed = " ".join(made("tournament-result", p["tournament-result"]))
    assert all(key in removed for key in p["tournament-result"]["removed"])
    finished = words.finished_text({"name": "D" * MAX_NAME, "champion": users(1)[0],
                                    "podium": users(4)})  # fmt: skip
    assert len(finished) <= MESSAGE_CHARS
    for tied in (users(words.TIED_NAMED), users(256)):
        finished = words.finished_text({
            "name": "D" * MAX_NAME, "champion": tied[0], "tied": tied,
            "places": [[1, u] for u in tied],
        })  # fmt: skip
        assert len(finished) <= MESSAGE_CHARS and "tied for first" in finished
    for level in (users(3), users(256)):
        finished = words.finished_text({
            "name": "D" * MAX_NAME, "champion": level[0], "level": level[1:],
            "tie_break": "BH-M1", "places": [[i, u] for i, u in enumerate(level[:3], 1)],
        })  # fmt: skip
        assert len(finished) <= MESSAGE_CHARS and "ahead on the tie-breaks (BH-M1)" in finished
    played_off = words.finished_text({"name": "D" * MAX_NAME, "champion": users(2)[1],
                                      "playoff": users(2)[::-1], "places": []})  # fmt: skip
    assert f"<@{users(2)[1]}> won the play-off and the title" in played_off


@pytest.mark.parametrize(
    ("fmt", "third", "playoff", "shown"),
    [
        ("single-elimination", True, "off", "semi-final losers play for third place"),
        ("single-elimination", False, "off", "two semi-final losers share third place"),
        ("swiss", False, "off", "tie-breaks, then to the best seed (no play-off)"),
        ("round-robin", False, "points", "level on points for first play it off"),
        ("swiss", False, "unbroken", "on points and every tie-break play it off"),
        ("double-elimination", False, "off", ""),
    ],
)
def test_the_sign_up_says_how_places_are_decided(
    fmt: str, third: bool, playoff: str, shown: str
) -> None:
    said = words.places_rule(fmt, third, playoff)
    assert shown in said if shown else said == ""


def test_pack_never_splits_an_item_and_starts_again_with_the_continuation() -> None:
    messages = words.pack(("Lead: ", [f"item{i:03}" for i in range(100)], ", "),
                          continued="More: ", limit=120)  # fmt: skip
    assert all(len(m) <= 120 for m in messages)
    assert messages[0].startswith("Lead: item000") and messages[1].startswith("More: item")
    joined = ", ".join(m.removeprefix("Lead: ").removeprefix("More: ") for m in messages)
    assert joined == ", ".join(f"item{i:03}" for i in range(100))


@pytest.mark.parametrize(
    ("seeding", "words_shown"),
    [("random", "at random"), ("entry", "by entry order"), ("rating", "by rating")],
)
def test_the_start_says_how_players_were_seeded(seeding: str, words_shown: str) -> None:
    payload = {**payloads(2)["tournament-started"], "seeding": seeding, "left_out": []}
    assert f"seeded {words_shown}: " in made("tournament-started", payload)[0]


def started(fmt: Format, n: int, results: int) -> T.Tournament:
    """A started tournament of ``n`` players with 20-digit ids and CJK names of the longest
    length, the first ``results`` ready pairings won by side a 2–1."""
    choice = G.GameChoice(G.ChoiceRule.FIXED, ("meter",))
    settings = Settings(choice, format=fmt, best_of=3)
    players = [(u, ("김" * MAX_NAME)) for u in users(n)]
    t = T.start(settings, players)
    for p in T.ready(t)[:results]:
        t = T.record(t, p.key, Result.win(0, games=(2.0, 1.0)))
    return t


@pytest.mark.parametrize(
    ("fmt", "n"), [(Format.SINGLE, 128), (Format.DOUBLE, 128), (Format.SWISS, 256)]
)
async def test_a_rounds_pairings_and_summary_fit_and_list_every_match(
    world: World, fmt: Format, n: int
) -> None:
    """Round 1 at full size: one pairings message (numbered parts only because 2,000
    characters cannot hold 64 or 128 lines), one summary; every match listed once, each
    message posted whole."""
    t = started(fmt, n, results=10**6)
    [first] = [r for r in rounds(t) if r.id in ("W1", "R1")]
    assert first.decided
    item = OutboxItem(1, Notification("x", Audience.PUBLIC, world.channel.id, {}), NOW)
    role = 987654321098765432  # the participant role's mention leads the first part
    for texts in (round_texts.pairings_text("D" * MAX_NAME, first, t),
                  round_texts.pairings_text("D" * MAX_NAME, first, t, role),
                  round_texts.summary_text("D" * MAX_NAME, first, t)):  # fmt: skip
        before = len(bot_messages(world.channel, world.env))
        await delivery(world)._post_all(item, texts)
        posted = [m.content for m in bot_messages(world.channel, world.env)[before:]]
        assert posted == texts and all(len(m) <= MESSAGE_CHARS for m in posted)
        # As few parts as the text needs (each part repeats a lead of at most ~250 characters).
        assert len(posted) <= math.ceil(sum(map(len, posted)) / (MESSAGE_CHARS - 300))
        if len(posted) > 1:
            assert all(f"(part {k}/{len(posted)})" in m for k, m in enumerate(posted, 1))
        keys = [k for m in posted for k in re.findall(r"`([WR]1\.\d+)`", m)]
        assert keys == [p.key for p in first.pairings if len(p.entrants) == 2]
        players = [u for m in posted for u in mentioned(m)]
        assert len(players) == len(set(players)) == sum(len(p.entrants) for p in first.pairings)
