"""The end of a match (issue 14): the result with rating changes, the replay GIF, the game
record and a Rematch button that survives a restart; the thread is archived an hour later."""

from __future__ import annotations

import io
from collections.abc import Awaitable, Callable

from PIL import Image

import rules
from bot.discord_app import StoneArenaBot
from render import ended, view_of
from render.draw import compose
from render.palette import to_palette
from tests.bot.conftest import (
    World,
    bot_messages,
    confirmed,
    note,
    said,
    shown,
    start_match,
    thread_of,
)

Restart = Callable[[], Awaitable[StoneArenaBot]]


async def test_result_rematch_and_archive(world: World, restart: Restart) -> None:
    match_id, thread = await start_match(world, "meter", size=3)
    view = await world.match(match_id)
    black = world.member(view.players[0])
    await black.slash(thread, "move", move="b2")
    loser = world.member(view.players[1])
    await confirmed(loser, thread, "resign")
    result = [m for m in bot_messages(thread, world.env) if "is over" in shown(m)][-1]
    assert "Ratings:" in shown(result) and "1500 →" in shown(result)
    assert "(provisional)" in shown(result)
    files = sorted(a.filename or "" for a in result.attachments)
    assert files == [f"match-{match_id}-meter.txt", f"match-{match_id}-replay.gif"]
    gif = next(a for a in result.attachments if (a.filename or "").endswith(".gif"))
    assert (await gif.read()).startswith(b"GIF89a")

    await restart()  # the button carries its state: it works in the new process
    pressed = await world.carol.click(result, label="Rematch")
    assert "Only the two players" in note(pressed)
    pressed = await black.click(result, label="Rematch")
    assert "asked for a rematch" in note(pressed)
    again = await loser.click(result, label="Rematch")
    assert "already asked for" in note(again)  # nothing duplicated
    offer = [m for m in bot_messages(world.channel, world.env) if "rematch of match" in shown(m)]
    assert len(offer) == 1
    accepted = await loser.click(offer[0], label="Accept")
    rematch_id = int(said(accepted).split("match #")[1].split(" ")[0])
    rematch = await world.match(rematch_id)
    assert rematch.players == (view.players[1], view.players[0])  # colours swapped
    assert thread_of(world, rematch_id) is not None

    def archived() -> bool:
        meta = thread._channel.thread_metadata
        return meta is not None and bool(meta.archived)

    await world.env.advance_time(3000)
    assert not archived()
    await world.env.advance_time(700)  # the server default: archived an hour after the end
    assert archived()


async def test_the_result_files_have_alt_text_and_the_replay_ends_on_the_result(
    world: World,
) -> None:
    """Issue 24: the GIF and the record had no description; the GIF ended on "to move"."""
    match_id, thread = await start_match(world, "meter", size=3)
    view = await world.match(match_id)
    black, white = (world.member(view.players[seat]) for seat in (0, 1))
    await black.slash(thread, "move", move="b2")
    await confirmed(white, thread, "resign")
    result = [m for m in bot_messages(thread, world.env) if "is over" in shown(m)][-1]
    by_name = {a.filename or "": a for a in result.attachments}
    gif = by_name[f"match-{match_id}-replay.gif"]
    record = by_name[f"match-{match_id}-meter.txt"]
    ending = f"{black.name} wins (by resignation)."
    assert (gif.description or "").startswith(f"Replay of match #{match_id}, Meter, ")
    assert (gif.description or "").endswith(ending), gif.description
    assert "1 move" in (gif.description or "")
    assert (record.description or "").startswith(f"Game record of match #{match_id}, Meter")
    assert (record.description or "").endswith(ending), record.description
    image = Image.open(io.BytesIO(await gif.read()))
    image.seek(getattr(image, "n_frames", 1) - 1)
    names = (black.name, white.name)
    game = rules.get_game("meter")
    states = [game.new_state(size=3)]
    states.append(game.play(states[0], 0, "b2"))
    last = ended(view_of(game, states[1], previous=states[0], names=names), ending)
    want = to_palette(compose(last, image.width, min_height=image.height), last.theme, last.style)
    assert image.convert("RGB").tobytes() == want.convert("RGB").tobytes()
