"""The bracket picture follows what it shows, whatever the clock says (issue 23 item 6): in
simcord the clock stands still between results (as on the project's own night), and the
picture message is still edited after each result, and says the tournament is finished at the
end, with the final bracket."""

from __future__ import annotations

import discord

from bot.cogs.tournaments.delivery import caption, draw_all
from bot.engine.tournaments.records import Phase
from tests.bot.conftest import World, bot_messages
from tests.bot.journey import play_in_thread, started


def picture_message(world: World) -> discord.Message:
    [message] = [m for m in bot_messages(world.channel, world.env) if m.content.startswith("📊")]
    return message


async def pngs(message: discord.Message) -> list[bytes]:
    return [await a.read() for a in message.attachments]


async def test_the_picture_is_redrawn_after_each_result_though_the_clock_stands_still(
    world: World,
) -> None:
    view, people = await started(world, 4, name="Still")
    moment = view.record.updated_at
    first = picture_message(world)
    seen = [await pngs(first)]
    while (view := await world.bot.tournaments.get(view.id)).phase is Phase.RUNNING:
        [live, *_] = view.lives
        assert live.match_id is not None
        await play_in_thread(world, people, live.match_id)
        message = picture_message(world)  # the same message, edited
        assert message.id == first.id and message.edited_at is not None
        seen.append(await pngs(message))
        assert seen[-1] != seen[-2], "the picture was not redrawn after a result"
    assert view.phase is Phase.FINISHED and view.record.updated_at == moment  # clock stood still
    assert len(seen) == 4  # the start, two semi-finals, the final
    final = picture_message(world)
    assert final.content == caption(view) and final.content.endswith("finished")
    assert seen[-1] == [f.fp.read() for f in await draw_all(view)]
