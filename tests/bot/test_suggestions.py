"""Suggestions while typing a number: your matches (running ones first, whose move it is),
this server's tournaments, and the bracket keys being played now."""

from __future__ import annotations

from tests.bot.conftest import World, confirmed, said, start_match
from tests.bot.creating import host_create


async def test_match_numbers_list_your_running_matches_first(world: World) -> None:
    first, thread = await start_match(world, "meter", size=3)
    view = await world.match(first)
    mover = world.member(view.to_act[0])
    await confirmed(mover, thread, "resign")  # match 1 is over
    await world.env.advance_time(5)  # /play's cooldown
    second, thread = await start_match(world, "meuda", size=4)
    view = await world.match(second)
    to_move = world.member(view.to_act[0])
    other = world.bob if to_move is world.alice else world.alice
    mine = await to_move.autocomplete(world.channel, "board", "match", "")
    assert [c["value"] for c in mine] == [second, first]
    assert mine[0]["name"] == f"#{second} Meuda vs {other.name} — your move"
    assert mine[1]["name"].endswith("— over")
    theirs = await other.autocomplete(world.channel, "history", "match", "")
    assert theirs[0]["name"].endswith("— their move")
    assert [c["value"] for c in await other.autocomplete(world.channel, "abort", "match", "1")] == [
        first
    ]
    assert await world.carol.autocomplete(world.channel, "board", "match", "") == []


async def test_tournament_numbers_and_bracket_keys(world: World) -> None:
    channel = world.channel
    cup = await host_create(world, "Meter Cup", games=["meter"])
    assert "Meter Cup is created" in said(cup)
    await host_create(world, "Spring *Open*", games=["meuda"])
    found = await world.alice.autocomplete(channel, "tournament status", "tournament", "")
    assert [c["name"] for c in found] == [
        "#2 Spring *Open* — sign-up open",
        "#1 Meter Cup — sign-up open",
    ]
    typed = await world.alice.autocomplete(channel, "tournament status", "tournament", "cup")
    assert [c["value"] for c in typed] == [1]
    service = world.bot.tournaments
    for person in (world.alice, world.bob):
        await service.join(1, person.id, person.name)
    assert "has started" in said(await world.mod.slash(channel, "host start", tournament=1))
    [live] = (await service.get(1)).lives
    keys = await world.alice.autocomplete(channel, "tournament concede", "match", "", tournament=1)
    first, second = (world.member(u).name for u in live.users)
    assert [(c["value"], c["name"]) for c in keys] == [
        (live.key, f"{live.key}: {first} v {second}")
    ]
