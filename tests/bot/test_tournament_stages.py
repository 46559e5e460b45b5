"""Two-stage events through Discord (issue 25 item 1): a 12-player Swiss of 3 rounds, then its
top 4 in a single elimination with a third-place match, to a champion: one sign-up, the stage
change announced in the channel with the qualifiers and the bracket, one ``/tournament
status``, one export; a restart between the stages resumes; a top cut no smaller than the
field starts nothing. Events are created through the service (``/host create`` does not offer
the two-stage fields yet)."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Awaitable, Callable

import discord
import pytest
import simcord
from PIL import Image

from bot.cogs.common.language import Words
from bot.cogs.common.limits import MESSAGE_CHARS
from bot.cogs.tournaments.stages import cut_text, plan_lines
from bot.cogs.tournaments.texts import created_text
from bot.engine.errors import BadRequest
from bot.engine.tournaments.base import Actor
from bot.engine.tournaments.core import tournament as T
from bot.engine.tournaments.core.game_choice import fixed
from bot.engine.tournaments.core.model import Format
from bot.engine.tournaments.core.settings import Settings
from bot.engine.tournaments.records import Phase, TournamentConfig
from bot.engine.tournaments.views import TournamentView
from tests.bot.conftest import World, bot_messages, delivered, said
from tests.bot.test_tournament_messages import payloads

Restart = Callable[[], Awaitable[object]]
PNG = b"\x89PNG"


PEOPLE: dict[int, simcord.MemberActor] = {}


async def create(world: World, n: int, name: str = "Night", **kw: object) -> int:
    """A two-stage event created through the service, with ``n`` new members joined (in
    ``PEOPLE``, by id)."""
    settings = Settings(fixed("meter"), **kw)  # type: ignore[arg-type]
    view = await world.bot.tournaments.create(
        guild_id=world.guild.id,
        channel_id=world.channel.id,
        actor=Actor(world.mod.id, manager=True),
        name=name,
        config=TournamentConfig(settings),
    )
    await delivered(world)
    sign_up = next(m for m in bot_messages(world.channel, world.env) if m.components)
    for i in range(n):
        person = world.guild.add_member(world.env.create_user(f"{name}{i}"))
        PEOPLE[person.id] = person
        await person.click(sign_up, label="Join")
    return view.id


async def view_of(world: World, tid: int) -> TournamentView:
    return await world.bot.tournaments.get(tid)


async def set_all(world: World, tid: int) -> None:
    """The organiser sets every match being played: the better seed wins (in the bracket, the
    better bracket seed)."""
    view = await view_of(world, tid)
    assert view.core is not None
    order = {seed: i for i, seed in enumerate(view.core.cut)}
    for live in view.lives:
        a, b = order.get(live.a, live.a), order.get(live.b, live.b)
        winner = live.users[0] if a < b else live.users[1]
        member = PEOPLE[winner]
        answer = said(
            await world.mod.slash(world.channel, "host set-result", match=live.key, winner=member)
        )
        assert "is set" in answer, answer


def texts(world: World) -> list[str]:
    return [m.content for m in bot_messages(world.channel, world.env)]


async def test_a_swiss_then_its_top_4_with_a_third_place_match_to_a_champion(
    world: World, restart: Restart
) -> None:
    tid = await create(world, 12, format=Format.SWISS, rounds=3, top_cut=4, third_place=True)
    sign_up = next(m for m in bot_messages(world.channel, world.env) if m.components)
    assert "**Two stages**: after the Swiss, the best 4 by its standings play a" in sign_up.content
    assert "single-elimination bracket with a third-place match" in sign_up.content
    assert "has started" in said(await world.mod.slash(world.channel, "host start"))
    status = said(await world.alice.slash(world.channel, "tournament status"))
    assert "First stage of two: then the best 4 play a single-elimination bracket" in status
    assert "Round 1." in status

    for round_no in (1, 2):
        await set_all(world, tid)
        assert T.current_round((await view_of(world, tid)).core) == round_no + 1  # type: ignore[arg-type]
    await set_all(world, tid)  # round 3: the Swiss is over, the cut is made
    await restart()  # between the stages: everything resumes from the database
    view = await view_of(world, tid)
    t = view.core
    assert t is not None and view.phase is Phase.RUNNING
    assert t.cut == tuple(row.seed for row in T.standings(t)[:4])
    assert {live.key for live in view.lives} == {"W1.1", "W1.2"}

    [announced] = [m for m in bot_messages(world.channel, world.env) if m.content.startswith("🏁")]
    points = {row.seed: row.points for row in T.standings(t)}
    assert "the first stage is over after 3 rounds" in announced.content
    assert "The best 4 play a single-elimination bracket with a third-place match" in (
        announced.content
    )
    for i, seed in enumerate(t.cut, start=1):
        player = t.entrant(seed).player
        assert f"`{i}.` <@{player}> · {points[seed]:g} pts" in announced.content
    assert {u.id for u in announced.mentions} == {t.entrant(s).player for s in t.cut}
    [bracket] = announced.attachments
    png = await bracket.read()
    assert png.startswith(PNG) and Image.open(io.BytesIO(png)).size[0] <= 520
    assert any("Semi-finals: the pairings" in text for text in texts(world))
    status = said(await world.alice.slash(world.channel, "tournament status"))
    assert "Second stage: the best 4 of the first stage play a single-elimination" in status
    assert "Round 3." not in status and "`W1.1` Semi-final 1" in status

    await set_all(world, tid)  # the semi-finals: the final and the third-place match follow
    view = await view_of(world, tid)
    assert {live.key for live in view.lives} == {"W2.1", "3P"}
    assert any("Third-place match: the pairings" in text for text in texts(world))
    await set_all(world, tid)
    view = await view_of(world, tid)
    assert view.phase is Phase.FINISHED and view.core is not None
    t = view.core
    champion = T.champion(t)
    assert champion == t.cut[0]
    last = bot_messages(world.channel, world.env)[-1]
    assert f"Champion: <@{t.entrant(champion).player}>" in last.content
    names = [a.filename for a in last.attachments]
    assert names[0] == "final-standings.png" and names[-1] == "bracket.png", names
    ranking = T.ranking(t)
    assert [seed for _, seed in ranking[:4]] == list(t.cut), "bracket seeds won every match"
    assert [place for place, _ in ranking[:4]] == [1, 2, 3, 4]
    assert len(ranking) == 12

    exported = await world.mod.slash(world.channel, "host export")
    files = {a.filename: a for a in (exported.response.attachments if exported.response else [])}
    rows = list(csv.DictReader(io.StringIO((await files["night-1.csv"].read()).decode())))
    assert [r["stage"] for r in rows].count("2") == 4  # two semi-finals, final, 3rd place
    assert {r["key"] for r in rows if r["stage"] == "2"} == {"W1.1", "W1.2", "W2.1", "3P"}
    data = json.loads(await files["night-1.json"].read())
    assert data["stages"]["top_cut"] == 4
    assert [q["seed"] for q in data["stages"]["qualifiers"]] == list(t.cut)
    assert data["ranking"][0]["seed"] == champion
    trf = (await files["night-1.trf"].read()).decode()
    assert "### first stage of two: then the top 4 play single elimination" in trf
    assert "XXR 3" in trf


async def test_a_top_cut_no_smaller_than_the_field_starts_nothing(world: World) -> None:
    tid = await create(world, 4, format=Format.SWISS, top_cut=4)
    answer = said(await world.mod.slash(world.channel, "host start"))
    assert "A top 4 needs more than 4 players; there are 4" in answer, answer
    view = await view_of(world, tid)
    assert view.phase is Phase.SIGNUP and view.core is None, "nothing started"


async def test_a_player_limit_not_above_the_top_cut_is_refused_at_creation(world: World) -> None:
    settings = Settings(fixed("meter"), format=Format.SWISS, top_cut=8)
    with pytest.raises(BadRequest, match="A top 8 needs more than 8 players"):
        await world.bot.tournaments.create(
            guild_id=world.guild.id,
            channel_id=world.channel.id,
            actor=Actor(world.mod.id, manager=True),
            name="Small",
            config=TournamentConfig(settings, max_players=8),
        )
    assert await world.bot.tournaments.find(world.guild.id, world.channel.id) is None


@pytest.mark.parametrize("code", ["en", "ko", "ja"])
def test_the_stage_change_of_a_top_32_fits_discords_limits(code: str) -> None:
    """32 qualifiers with real 18-20 digit ids and the longest names: every part under 2,000
    characters, nothing cut, every qualifier named once."""
    ids = [10**19 + 7919 * i for i in range(32)]
    payload = {
        "name": "N" * 100,
        "qualifiers": [{"seed": i, "user": u, "points": 10.5} for i, u in enumerate(ids, start=1)],
        "top_cut": 32,
        "format": "double-elimination",
        "third_place": False,
        "rounds": 11,
        "groups": 8,
    }
    made = cut_text(payload, None, Words(code))
    assert all(len(text) <= MESSAGE_CHARS for text in made), [len(t) for t in made]
    joined = "\n".join(made)
    assert all(joined.count(f"<@{u}>") == 1 for u in ids)
    # The sign-up post with the plan of the two stages (and groups) under it still fits.
    settings = Settings(
        fixed("meter"), format=Format.ROUND_ROBIN, top_cut=32, group_size=8, third_place=False
    )
    worst = payloads(64)["tournament-created"]
    post = "\n".join([created_text(worst), *plan_lines(settings, Words(code))])
    assert len(post) <= MESSAGE_CHARS, len(post)


async def test_groups_then_a_top_cut_through_discord(world: World) -> None:
    """A round robin of 9 in groups of 3 (three groups), then the top 4: the three group
    winners first, then the best runner-up."""
    tid = await create(
        world, 9, format=Format.ROUND_ROBIN, group_size=3, top_cut=4, top_cut_format=Format.DOUBLE
    )
    assert "has started" in said(await world.mod.slash(world.channel, "host start"))
    for _ in range(3):
        await set_all(world, tid)
    view = await view_of(world, tid)
    t = view.core
    assert t is not None and len(t.cut) == 4
    assert set(t.cut[:3]) == {min(g) for g in T.groups(t)}
    [announced] = [m for m in bot_messages(world.channel, world.env) if m.content.startswith("🏁")]
    assert "Group winners qualified first" in announced.content
    assert isinstance(announced.attachments[0], discord.Attachment)
    # Play the double elimination out: a champion.
    for _ in range(12):
        if (await view_of(world, tid)).phase is not Phase.RUNNING:
            break
        await set_all(world, tid)
    view = await view_of(world, tid)
    assert view.phase is Phase.FINISHED and view.core is not None
    assert T.champion(view.core) in view.core.cut
