"""Issue 25, items 5 and 6, through Discord: a single elimination's third-place match from its
pairings to the champion post with the final standings picture, a Swiss's play-off for first,
and organisers who read and post in every private match thread without Manage Threads."""

from __future__ import annotations

import io

import discord
import pytest
import simcord
from PIL import Image

from bot.engine.tournaments.records import Phase
from tests.bot.conftest import World, bot_messages, said
from tests.bot.creating import host_create
from tests.bot.journey import started

PNG = b"\x89PNG"


def attachments(reply: simcord.InteractionResult) -> list[discord.Attachment]:
    message = reply.response
    return [] if message is None else list(message.attachments)


async def decide(
    world: World, people: dict[int, simcord.MemberActor], key: str, winner: int
) -> None:
    done = await world.mod.slash(world.channel, "host set-result", match=key, winner=people[winner])
    assert "is set" in said(done), said(done)


def other_manager(world: World) -> simcord.MemberActor:
    """A second server manager: may organise, has no Manage Threads, did not create the event."""
    managers = world.guild.roles["Managers"]
    return world.guild.add_member(world.env.create_user("deputy"), roles=[managers])


async def test_the_organiser_reads_and_posts_in_every_private_match_thread(world: World) -> None:
    """The organiser has Manage Server, not Manage Threads (the world's Managers role): added to
    each match thread with its players, they read its history and post in it; a member who is
    neither cannot."""
    view, _people = await started(world, 4, deadline=0)
    threads = world.channel.threads
    assert len(threads) == 2
    for thread in threads:
        stored = world.env.backend.get_channel(thread.id)
        assert stored.type == discord.ChannelType.private_thread.value, stored.type
        history = thread.history(viewer=world.mod)  # raises if the organiser cannot read it
        assert any("🎮" in m.content for m in history)
        await world.mod.send(thread, "Organiser here: all fine?")
        assert thread.history()[-1].content == "Organiser here: all fine?"
        with pytest.raises(simcord.SetupError):
            thread.history(viewer=world.carol)  # not playing, not organising
    assert view.record.organiser_id == world.mod.id


async def test_another_organiser_asks_to_watch_and_sees_old_and_new_threads(world: World) -> None:
    deputy = other_manager(world)
    view, people = await started(world, 4, deadline=0, third_place="on")
    [first, second] = world.channel.threads
    with pytest.raises(simcord.SetupError):
        first.history(viewer=deputy)
    answer = said(await deputy.slash(world.channel, "host watch"))
    assert "You are in all 2 match threads of Night so far" in answer, answer
    for thread in (first, second):
        assert thread.history(viewer=deputy)
    lives = {live.key: live for live in view.lives}
    for key in ("W1.1", "W1.2"):
        await decide(world, people, key, lives[key].users[0])
    new = [t for t in world.channel.threads if t.id not in (first.id, second.id)]
    assert len(new) == 2, "the final and the third-place match"
    for thread in new:
        assert thread.history(viewer=deputy) and thread.history(viewer=world.mod)
    actions = [e.action for e in await world.bot.tournaments.audit_log(view.id)]
    assert "watch" in actions


async def test_a_third_place_match_decides_third_and_fourth(world: World) -> None:
    view, people = await started(world, 4, deadline=0, third_place="on")
    sign_up = next(m for m in bot_messages(world.channel, world.env) if m.content.startswith("🏆"))
    assert "semi-final losers play for third place" in sign_up.content
    lives = {live.key: live for live in view.lives}
    await decide(world, people, "W1.1", lives["W1.1"].users[0])  # seed 1 beats seed 4
    await decide(world, people, "W1.2", lives["W1.2"].users[0])  # seed 2 beats seed 3
    view = await world.bot.tournaments.get(view.id)
    assert {live.key for live in view.lives} == {"W2.1", "3P"}
    channel_text = "\n".join(m.content for m in bot_messages(world.channel, world.env))
    assert "Third-place match: the pairings" in channel_text, channel_text[-800:]
    third = next(live for live in view.lives if live.key == "3P")
    final = next(live for live in view.lives if live.key == "W2.1")
    await decide(world, people, "W2.1", final.users[1])  # seed 2 is champion
    assert (await world.bot.tournaments.get(view.id)).phase is Phase.RUNNING
    await decide(world, people, "3P", third.users[1])  # seed 3 beats seed 4 for third
    view = await world.bot.tournaments.get(view.id)
    assert view.phase is Phase.FINISHED
    post = bot_messages(world.channel, world.env)[-1]
    by_seed = {e.seed: e.player for e in view.core.entrants} if view.core else {}
    assert f"1. <@{by_seed[2]}> · 2. <@{by_seed[1]}> · 3. <@{by_seed[3]}>" in post.content
    names = [a.filename for a in post.attachments]
    assert names[0] == "final-standings.png", names
    picture = await post.attachments[0].read()
    assert picture.startswith(PNG) and Image.open(io.BytesIO(picture)).size[0] <= 520
    assert "3. Night" in (post.attachments[0].description or "")
    exported = await world.mod.slash(world.channel, "host export")
    assert any(a.filename.endswith("final-standings.png") for a in attachments(exported))


async def test_a_tie_for_first_in_a_round_robin_is_played_off(world: World) -> None:
    """Three players draw every game; with a play-off on points the first two by seed play it
    off after the last round, no draw allowed; the champion post says so."""
    view, people = await started(world, 3, deadline=0, format="round-robin", playoff="points")
    for _ in range(3):
        view = await world.bot.tournaments.get(view.id)
        for live in view.lives:
            done = await world.mod.slash(
                world.channel, "host set-result", match=live.key, draw=True
            )
            assert "is set" in said(done), said(done)
    view = await world.bot.tournaments.get(view.id)
    [po] = view.lives
    assert po.key == "PO" and view.phase is Phase.RUNNING
    channel_text = "\n".join(m.content for m in bot_messages(world.channel, world.env))
    assert "Play-off for first place: the pairings" in channel_text, channel_text[-600:]
    sign_up = next(m for m in bot_messages(world.channel, world.env) if m.content.startswith("🏆"))
    assert "level on points for first play it off" in sign_up.content
    refused = await world.mod.slash(world.channel, "host set-result", match="PO", draw=True)
    assert "needs a winner" in said(refused)
    await decide(world, people, "PO", po.users[1])
    view = await world.bot.tournaments.get(view.id)
    assert view.phase is Phase.FINISHED
    post = bot_messages(world.channel, world.env)[-1]
    assert f"<@{po.users[1]}> won the play-off and the title" in post.content, post.content
    status = said(await world.carol.slash(world.channel, "tournament status"))
    assert "decided by a play-off" in status


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"format": "swiss", "third_place": "on"}, "third-place match is for single elimination"),
        ({"format": "double-elimination", "third_place": "on"}, "losers' bracket"),
        ({"playoff": "points"}, "play-off for first is for a Swiss or a round robin"),
    ],
)
async def test_places_options_that_do_not_fit_the_format_are_refused(
    world: World, options: dict[str, object], words: str
) -> None:
    refused = await host_create(world, "Cup", **options)
    assert refused.followups[-1].ephemeral and words in said(refused), said(refused)
    assert await world.bot.tournaments.find(world.guild.id, world.channel.id) is None
