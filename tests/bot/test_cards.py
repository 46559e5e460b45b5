"""The match's three key posts are cards (Components V2, ``bot.cogs.common.cards``): the
challenge with its buttons, the match's first post, the result with its replay, record and
buttons; the lobby's challenge card ends saying how its match ended. Each card holds its words
in text displays (no ``content``), its pictures in a gallery with their alt text, and fits
Discord's limits with real ids and long names in every language."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from bot.cogs.common import cards
from bot.cogs.common.boards import Picture
from bot.cogs.common.components import challenge_buttons, result_buttons
from bot.cogs.common.language import Words
from bot.cogs.common.limits import ALT_TEXT_CHARS, CARD_COMPONENTS, CARD_TEXT_CHARS, MESSAGE_CHARS
from bot.cogs.common.posting.delivery import Outgoing
from bot.cogs.matches import texts
from bot.cogs.matches.texts import results as result_texts
from bot.engine.model import Timing
from tests.bot.conftest import (
    World,
    bot_messages,
    challenge,
    confirmed,
    last_bot_message,
    shown,
    start_match,
)


def _walk(components: list[Any]) -> list[Any]:
    found = []
    for component in components:
        found.append(component)
        found.extend(_walk(list(getattr(component, "children", []) or [])))
        accessory = getattr(component, "accessory", None)
        if accessory is not None:
            found.append(accessory)
    return found


def _labels(message: discord.Message) -> list[str]:
    return [str(c.label) for c in _walk(list(message.components)) if isinstance(c, discord.Button)]


def _is_card(message: discord.Message) -> bool:
    """A V2 message: no content, one container holding the rest."""
    return (
        not message.content
        and len(message.components) == 1
        and isinstance(message.components[0], discord.Container)
    )


async def test_the_challenge_is_a_card_that_ends_saying_how_its_match_ended(
    world: World,
) -> None:
    card = await challenge(world, "meter", opponent=world.bob, size=3)
    assert _is_card(card) and "Challenge #1" in shown(card)
    assert _labels(card) == ["Accept", "Decline", "Withdraw"]
    ratings = (
        f"Ratings: <@{world.alice.id}> 1500 (provisional) · <@{world.bob.id}> 1500 (provisional)"
    )
    assert shown(card).endswith(ratings)
    accepted = await world.bob.click(card, label="Accept")
    match_id = int(accepted.followups[-1].content.split("match #")[1].split(" ")[0])
    card = bot_messages(world.channel, world.env)[0]
    assert _is_card(card) and not _labels(card)
    assert f"match #{match_id} has started" in shown(card)
    view = await world.match(match_id)
    thread = world.channel.threads[0]
    first = bot_messages(thread, world.env)[0]
    assert _is_card(first) and shown(first).startswith(f"🎲 **Match #{match_id} · Meter**")
    seated = f"Ratings: <@{view.players[0]}> 1500 (provisional) · <@{view.players[1]}> 1500"
    assert seated in shown(first)
    loser = world.member(view.players[1])
    await confirmed(loser, thread, "resign")
    card = bot_messages(world.channel, world.env)[0]
    winner = f"<@{view.players[0]}>"
    assert shown(card) == (
        f"🏁 Challenge #1 (Meter) · match #{match_id}: {winner} won (by resignation)."
    )


async def test_an_unrated_challenge_and_its_match_show_no_ratings(world: World) -> None:
    card = await challenge(world, "meter", opponent=world.bob, rated=False)
    assert "Ratings" not in shown(card)
    accepted = await world.bob.click(card, label="Accept")
    match_id = int(accepted.followups[-1].content.split("match #")[1].split(" ")[0])
    thread = world.channel.threads[0]
    first = bot_messages(thread, world.env)[0]
    assert f"Match #{match_id}" in shown(first) and "Ratings" not in shown(first)


async def test_the_lobby_card_of_an_aborted_match_says_it_has_no_result(world: World) -> None:
    match_id, thread = await start_match(world, "meter")
    await confirmed(world.alice, thread, "abort")
    card = bot_messages(world.channel, world.env)[0]
    assert _is_card(card)
    assert (
        shown(card) == f"🛑 Challenge #1 (Meter) · match #{match_id} was stopped: it has no result."
    )


async def test_the_result_card_holds_the_replay_with_its_alt_text_the_record_and_buttons(
    world: World,
) -> None:
    match_id, thread = await start_match(world, "meter", size=3)
    view = await world.match(match_id)
    await world.member(view.players[0]).slash(thread, "move", move="b2")
    await confirmed(world.member(view.players[1]), thread, "resign")
    result = [m for m in bot_messages(thread, world.env) if "is over" in shown(m)][-1]
    assert _is_card(result)
    parts = _walk(list(result.components))
    said = [p.content for p in parts if isinstance(p, discord.TextDisplay)]
    assert said[0].startswith(f"🏁 **Match #{match_id} is over: ")
    assert "Ratings:" in said[1] and "1500 →" in said[1]
    gallery = [p for p in parts if isinstance(p, discord.MediaGalleryComponent)]
    assert len(gallery) == 1 and len(gallery[0].items) == 1
    by_name = {a.filename: a for a in result.attachments}
    gif = by_name[f"match-{match_id}-replay.gif"]
    assert gallery[0].items[0].description == gif.description  # the alt text, kept
    assert (gif.description or "").startswith(f"Replay of match #{match_id}, Meter, ")
    files = [p for p in parts if isinstance(p, discord.FileComponent)]
    assert len(files) == 1 and f"match-{match_id}-meter.txt" in by_name
    assert _labels(result) == ["Rematch", "Review"]
    pressed = await world.carol.click(result, label="Rematch")  # the buttons work in the card
    assert pressed.followups and "Only the two players" in pressed.followups[-1].content


def test_a_card_keeps_each_pictures_alt_text_and_falls_back_to_the_board_as_text() -> None:
    """``Outgoing(card=True)``: the picture is uploaded and shown in the gallery with its alt
    text; where files cannot be posted, the board goes into the card's words instead."""
    picture = Picture(b"\x89PNG", "The board: Black to move.")
    out = Outgoing("head\nbody", picture, board_text=". . .", card=True)
    sent = out.kwargs()
    assert "content" not in sent and [f.filename for f in sent["files"]] == ["board.png"]
    [gallery] = [i for i in sent["view"].walk_children() if isinstance(i, discord.ui.MediaGallery)]
    assert [item.description for item in gallery.items] == ["The board: Black to move."]
    assert [item.media.url for item in gallery.items] == ["attachment://board.png"]
    bare = out.kwargs(with_picture=False)
    assert "files" not in bare and cards.view_text(bare["view"]) == "head\nbody\n```\n. . .\n```"


async def test_text_of_reads_a_plain_message_and_a_card_alike(world: World) -> None:
    await challenge(world, "meter")
    card = last_bot_message(world.channel, world.env)
    assert _is_card(card) and cards.text_of(card).startswith("⚔️ Challenge #1: ")
    await world.bob.click(card, label="Accept")
    plain = bot_messages(world.channel.threads[0], world.env)[-1]  # the first board: content
    assert not _is_card(plain) and plain.content and cards.text_of(plain) == plain.content
    assert cards.view_text(discord.ui.View()) == ""


BIG = 10**19 + 123  # a 20-digit id
LONG_NAME = "ｗ" * 32  # Discord's longest display name, in wide characters


@pytest.mark.parametrize("language", ["en", "ko", "ja"])
def test_the_cards_fit_discord_with_real_ids_and_long_names(language: str) -> None:
    words = Words(language)
    timing = Timing(move_seconds=86400)
    options = {"size": 7, "pie": True}
    challenge_payload = {
        "challenge_id": BIG,
        "challenger_id": BIG + 1,
        "opponent_id": BIG + 2,
        "game_id": "meter",
        "options": options,
        "timing": timing.to_json(),
        "expires_at": "2026-01-01T00:00:00+00:00",
        "rated": True,
    }
    started = {
        "match_id": BIG,
        "players": [BIG + 1, BIG + 2],
        "colours": ["black", "white"],
        "options": options,
        "computer": None,
    }
    finished = {
        "winner": BIG + 1,
        "winner_seat": 0,
        "reason": "resignation",
        "details": "White resigned.",
        "ratings": [
            {"user": BIG + 1, "before": 1500, "after": 1718, "provisional": True},
            {"user": BIG + 2, "before": 1500, "after": 1282, "provisional": True},
        ],
    }
    alt = words(
        "match-gif-alt",
        match=str(BIG),
        game="Meter",
        first=LONG_NAME,
        second=LONG_NAME,
        played=words("match-moves", count=120),
        several="yes",
        result=f"{LONG_NAME} wins.",
    )
    ratings = result_texts.ratings_now_line([(BIG + 1, 1718, True), (BIG + 2, 1282, True)], words)
    made = [
        cards.card(
            texts.challenge_text(challenge_payload, words) + "\n" + ratings,
            buttons=challenge_buttons(BIG, True, words),
        ),
        cards.card(texts.match_started_text(started, "meter", timing, words) + "\n" + ratings),
        cards.card(
            result_texts.result_text(BIG, finished, words, ["black", "white"]),
            files=[("match-1-replay.gif", alt), ("match-1-meter.txt", alt)],
            buttons=result_buttons(BIG, words),
        ),
    ]
    for card in made:
        count = sum(1 for _ in card.walk_children())
        text = cards.view_text(card)
        assert count <= CARD_COMPONENTS and len(text) <= MESSAGE_CHARS <= CARD_TEXT_CHARS
        assert "…" not in text  # nothing clipped
        assert [type(item) for item in card.children] == [discord.ui.Container]
    assert len(alt) <= ALT_TEXT_CHARS
