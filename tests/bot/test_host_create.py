"""``/host create``'s guided flow under simcord: each preset makes the night it names; the
selects, the pages and the details form make the config chosen; and every way it can go wrong
(a start that has passed, a preset contradicted, a second stage bigger than the seats, numbers
that are not numbers, a value that was never listed, another member's press, a double press, a
draft lost in a restart) gets a private sentence and creates nothing."""

from __future__ import annotations

import copy
from collections.abc import Awaitable, Callable
from datetime import timedelta
from typing import Any

import discord
import pytest
import simcord
from simcord.actors import _dispatch_actor_interaction
from simcord.backend.serializers import message_payload

from bot.cogs.common.language import LANGUAGES, Words
from bot.cogs.common.replies import Problem
from bot.cogs.tournaments.host import draft_panel
from bot.cogs.tournaments.host.draft import ALL_FIELDS, PAGES, PRESETS, Draft, settled
from bot.discord_app import StoneArenaBot
from bot.engine.model import Timing
from bot.engine.tournaments.records import Overtime, TournamentConfig
from bot.engine.tournaments.vocabulary import ChoiceRule, Format, TieBreak
from tests.bot.conftest import World, said
from tests.bot.creating import (
    Panel,
    choose,
    chosen,
    controls,
    fill,
    host_create,
    notes,
    open_draft,
    press,
    text_of,
)

Restart = Callable[[], Awaitable[StoneArenaBot]]
ENGLISH = Words("en")
LONG_ID = 98765432109876543210 // 10  # 19 digits, the longest snowflakes Discord makes now


async def created_config(world: World) -> TournamentConfig:
    view = await world.bot.tournaments.find(world.guild.id, world.channel.id)
    assert view is not None
    return view.record.config


async def nothing_created(world: World) -> bool:
    return await world.bot.tournaments.find(world.guild.id, world.channel.id) is None


def snapshot(world: World, panel: Panel) -> dict[str, Any]:
    """The panel's message as Discord sends it with a press, as it is now."""
    backend = world.env.backend
    return copy.deepcopy(
        dict(message_payload(backend, backend.get_message(panel.channel_id, panel.id)))
    )


async def as_sent(
    world: World,
    member: simcord.MemberActor,
    panel: Panel,
    data: dict[str, Any],
    message: dict[str, Any] | None = None,
) -> simcord.InteractionResult:
    """A press on ``panel`` (as it is now, or as it was: ``message``) as Discord sends it, for
    presses simcord's actors would refuse (another member's press on a private message, a
    value the select never listed, a second press sent before the first one's answer)."""
    message = message or snapshot(world, panel)
    return await _dispatch_actor_interaction(
        member,
        simcord.enums.InteractionType.MESSAGE_COMPONENT,
        world.channel,
        data,
        extra={"message": message},
        source_message_id=panel.id,
    )


# ---- the presets ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("preset", "expected"),
    [
        ("death-match", (Format.DOUBLE, 3, ChoiceRule.AGREE_OR_BAN, 0)),
        ("swiss-evening", (Format.SWISS, 1, ChoiceRule.AGREE_OR_BAN, 0)),
        ("swiss-top-8", (Format.SWISS, 1, ChoiceRule.AGREE_OR_BAN, 8)),
        ("round-robin", (Format.ROUND_ROBIN, 1, ChoiceRule.AGREE_OR_BAN, 0)),
        ("custom", (Format.SINGLE, 1, ChoiceRule.AGREE_OR_BAN, 0)),
    ],
)
async def test_each_preset_creates_the_night_it_names(
    world: World, preset: str, expected: tuple[Format, int, ChoiceRule, int]
) -> None:
    format_, best_of, rule, top_cut = expected
    result, panel = await open_draft(world, "Friday", preset=preset)
    assert panel is not None and result.ephemeral
    assert "Friday" in text_of(panel) and ENGLISH("create-preset", preset=preset) in text_of(panel)
    assert ", changed" not in text_of(panel)
    done = await press(world, panel, "create")
    assert "Friday is created" in said(done) and done.followups[-1].ephemeral
    assert "Friday is created" in text_of(panel) and not controls(panel)  # no controls left
    config = await created_config(world)
    settings = config.settings
    assert (settings.format, settings.best_of, settings.choice.rule) == (format_, best_of, rule)
    assert settings.top_cut == top_cut and settings.top_cut_format is Format.SINGLE
    assert settings.tie_breaks == () and settings.choice.pool == (
        "meter", "interleave", "thwart-omega", "meridians", "meuda"
    )  # fmt: skip
    assert config.timing is None and config.round_minutes == 0 and config.options == {}


# ---- the guided flow -----------------------------------------------------------------------------


async def test_selects_pages_and_the_form_make_the_config_chosen(world: World) -> None:
    _, panel = await open_draft(world, "Draft", preset="swiss-evening")
    assert panel is not None
    assert chosen(panel, "format") == ["swiss"] and chosen(panel, "round") == ["0"]
    await choose(world, panel, "games", ["meter", "meuda"])
    assert "Games: Meter, Meuda" in text_of(panel)
    assert ", changed" in text_of(panel)  # anything chosen makes the preset the organiser's own
    await choose(world, panel, "best_of", "3")
    await choose(world, panel, "stage", "16-double-elimination")
    await choose(world, panel, "round", "45")
    await choose(world, panel, "overtime", "organiser")
    await choose(world, panel, "choice", "rotation")
    # Boards and clocks: only the pool's games have board selects; clocks are in minutes.
    await press(world, panel, "games")
    assert "s:meter.size" in controls(panel) and "s:meuda.size" in controls(panel)
    assert "s:interleave.mode" not in controls(panel)
    await choose(world, panel, "meter.pie", "off")
    await choose(world, panel, "meuda.size", "7")
    await choose(world, panel, "clock", "5")
    await choose(world, panel, "round_clock", "1440")
    # More options.
    for field, value in [
        ("seeding", "rating"),
        ("rounds", "6"),
        ("tie_breaks", "bh-c1,bh,sb"),
        ("unplayed", "fide-2024"),
        ("playoff", "unbroken"),
        ("deadline", "120"),
        ("no_show", "notify"),
        ("pick", "3"),
        ("remind", "15"),
        ("threads", "public"),
        ("tie_seat", "replay"),
    ]:
        picked = await choose(world, panel, field, value)
        assert not picked.followups, notes(picked)
        assert chosen(panel, field) == [value]
    summary = text_of(panel)
    for words in ("Then top 16, double elimination", "Rounds of 45 min", "Best of 3",
                  "5 min per move", "Meuda: board 7", "Tie-breaks: BH-C1, BH, SB"):  # fmt: skip
        assert words in summary, summary
    filled = await fill(world, panel, "Spring Open", starts_in="90", checkin="15", max_players="64")
    assert not filled.followups, notes(filled)
    assert "Spring Open" in text_of(panel) and "64 seats" in text_of(panel)
    done = await press(world, panel, "create")
    assert "Spring Open is created" in said(done), said(done)

    config = await created_config(world)
    settings = config.settings
    assert settings.format is Format.SWISS and settings.choice.pool == ("meter", "meuda")
    assert settings.choice.rule is ChoiceRule.ROTATION and settings.best_of == 3
    assert (settings.top_cut, settings.top_cut_format) == (16, Format.DOUBLE)
    assert settings.rounds == 6 and settings.playoff.value == "unbroken"
    assert settings.tie_breaks == (
        TieBreak.BUCHHOLZ_CUT1, TieBreak.BUCHHOLZ, TieBreak.SONNEBORN_BERGER
    )  # fmt: skip
    assert settings.unplayed.value == "fide-2024" and settings.tie_seat.value == "replay"
    assert config.round_minutes == 45 and config.overtime is Overtime.ORGANISER
    assert config.options == {"meter": {"pie": False}, "meuda": {"size": 7}}
    base = (await world.arena.service.guild_settings(world.guild.id)).timing
    assert config.timing == Timing(
        round_seconds=86400,
        move_seconds=300,
        grace_seconds=base.grace_seconds,
        inactivity_seconds=base.inactivity_seconds,
        reminders=base.reminders,
    )
    assert (config.checkin_minutes, config.max_players, config.seeding.value) == (15, 64, "rating")
    assert (config.deadline_minutes, config.no_show.value, config.choice_minutes) == (
        120, "notify", 3
    )  # fmt: skip
    assert config.reminder_minutes == 15 and config.public_threads
    view = await world.bot.tournaments.find(world.guild.id, world.channel.id)
    assert view is not None and view.record.starts_at is not None
    assert view.record.starts_at - world.arena.clock.now() == timedelta(minutes=90)


async def test_cancel_discards_the_draft(world: World) -> None:
    _, panel = await open_draft(world, "Maybe")
    assert panel is not None
    await choose(world, panel, "format", "swiss")
    cancelled = await press(world, panel, "cancel")
    assert not cancelled.followups and "Cancelled: nothing was created." in text_of(panel)
    assert not controls(panel) and await nothing_created(world)


# ---- bad input -----------------------------------------------------------------------------------


async def test_a_start_that_has_passed_creates_nothing_and_the_draft_stays_open(
    world: World,
) -> None:
    now = world.arena.clock.now()
    past = (now - timedelta(hours=1)).strftime("%Y-%m-%d %H:%M")
    _, panel = await open_draft(world, "Late")
    assert panel is not None
    refused = await fill(world, panel, "Late", starts_at=past)
    assert "has passed" in notes(refused) and "Starts when you use" in text_of(panel)
    # Typed in time, but Create pressed after it: the start is read again.
    soon = (now + timedelta(minutes=2)).replace(second=0, microsecond=0)
    await fill(world, panel, "Late", starts_at=f"{soon:%Y-%m-%d %H:%M}")
    assert f"Starts <t:{int(soon.timestamp())}:F>" in text_of(panel)
    await world.env.advance_time(180)
    refused = await press(world, panel, "create")
    assert "has passed" in notes(refused) and refused.followups[-1].ephemeral
    assert await nothing_created(world) and controls(panel)  # still open, to be corrected
    await fill(world, panel, "Late", starts_in="30")
    assert "Late is created" in said(await press(world, panel, "create"))


async def test_a_preset_contradicted_is_the_organisers_and_the_contradiction_is_refused(
    world: World,
) -> None:
    _, panel = await open_draft(world, "Top Cut", preset="swiss-top-8")
    assert panel is not None
    await choose(world, panel, "format", "single-elimination")
    assert "(Swiss then top 8, changed)" in text_of(panel)
    refused = await press(world, panel, "create")
    assert ENGLISH("create-stage-after-bracket") in notes(refused)
    assert await nothing_created(world)
    # The engine's own sentences for the rest: a third-place match after a Swiss.
    await choose(world, panel, "format", "swiss")
    await choose(world, panel, "third_place", "on")
    refused = await press(world, panel, "create")
    assert "third-place match is for single elimination" in notes(refused)
    assert await nothing_created(world)


async def test_a_second_stage_bigger_than_the_seats_is_refused(world: World) -> None:
    result = await host_create(world, "Small", preset="swiss-top-8", max_players=6)
    assert ENGLISH("create-stage-too-big", size=8, seats=6) in notes(result)
    assert await nothing_created(world)


@pytest.mark.parametrize(
    ("typed", "words"),
    [
        ({"checkin": "abc"}, "Check-in minutes must be a whole number from 0 to 10080 "),
        ({"max_players": "1"}, "Seats must be a whole number from 2 to 256"),
        ({"starts_in": "0"}, "Minutes until the start must be a whole number from 1 to 86400"),
        ({"starts_in": "30", "starts_at": "20:00"}, "not both"),
        ({"name": "   "}, "A tournament name has 1 to 100 characters"),
    ],
)
async def test_the_form_refuses_what_does_not_fit_and_changes_nothing(
    world: World, typed: dict[str, str], words: str
) -> None:
    _, panel = await open_draft(world, "Form")
    assert panel is not None
    before = text_of(panel)
    name = typed.pop("name", "Other")
    refused = await fill(world, panel, name, **typed)
    assert words in notes(refused) and "Nothing was changed" in notes(refused), notes(refused)
    assert text_of(panel) == before


async def test_a_name_too_long_is_refused_at_the_command(world: World) -> None:
    result, panel = await open_draft(world, "N" * 101)
    assert panel is None and "1 to 100 characters" in said(result) and result.ephemeral


async def test_a_value_never_listed_is_refused_and_the_panel_shows_the_choice_kept(
    world: World,
) -> None:
    _, panel = await open_draft(world, "Forged")
    assert panel is not None
    for field, values in [("best_of", ["7"]), ("games", ["chess"]), ("format", [])]:
        data = {"custom_id": controls(panel)[f"s:{field}"], "component_type": 3, "values": values}
        refused = await as_sent(world, world.mod, panel, data)
        assert notes(refused) == ENGLISH("create-not-listed"), (field, notes(refused))
    assert chosen(panel, "best_of") == ["1"] and len(chosen(panel, "games")) == 5
    assert ", changed" not in text_of(panel)


def test_every_choice_is_checked_again_at_create() -> None:
    """A draft whose kept value is not listed (however it got there) creates nothing."""
    draft = Draft.start(1, 2, guild_id=3, channel_id=4, preset="custom", name="Cup")
    for field, bad in [("best_of", "2"), ("games", "meter,chess"), ("stage", "12-swiss"),
                       ("round", "25"), ("clock", "7"), ("meter.size", "99")]:  # fmt: skip
        broken = Draft.start(1, 2, guild_id=3, channel_id=4, preset="custom", name="Cup")
        broken.choices[field] = bad
        with pytest.raises(Problem, match="listed values"):
            settled(ENGLISH, broken, Timing())
    assert settled(ENGLISH, draft, Timing()).name == "Cup"


# ---- who may press, and when ---------------------------------------------------------------------


async def test_another_member_cannot_use_the_draft(world: World) -> None:
    _, panel = await open_draft(world, "Mine", preset="death-match")
    assert panel is not None
    for data in [
        {"custom_id": controls(panel)["b:create"], "component_type": 2},
        {"custom_id": controls(panel)["s:format"], "component_type": 3, "values": ["swiss"]},
        {"custom_id": controls(panel)["b:details"], "component_type": 2},
    ]:
        refused = await as_sent(world, world.carol, panel, data)
        assert said(refused).strip() == ENGLISH("create-not-yours"), said(refused)
        assert refused.followups[-1].ephemeral if refused.followups else refused.ephemeral
    assert await nothing_created(world) and chosen(panel, "format") == ["double-elimination"]


async def test_a_double_press_on_create_creates_one_tournament(world: World) -> None:
    _, panel = await open_draft(world, "Once")
    assert panel is not None
    create = controls(panel)["b:create"]
    as_pressed = snapshot(world, panel)  # simcord runs one press at a time: the second is sent
    await press(world, panel, "create")  # with the panel as it was before the first's answer
    again = await as_sent(
        world, world.mod, panel, {"custom_id": create, "component_type": 2}, as_pressed
    )
    assert notes(again) == ENGLISH("create-gone", how="created")
    assert len(await world.bot.tournaments.of_guild(world.guild.id)) == 1


async def test_a_draft_lost_in_a_restart_says_so(world: World, restart: Restart) -> None:
    _, panel = await open_draft(world, "Before")
    assert panel is not None
    await choose(world, panel, "format", "swiss")
    form = await press(world, panel, "details")
    await restart()
    gone = ENGLISH("create-gone", how="restart")
    values = {"name": "After", "starts_at": "", "starts_in": "", "checkin": "0", "max_players": ""}
    assert notes(await world.mod.submit_modal(form, values)) == gone  # a form opened before
    assert notes(await press(world, panel, "create")) == gone
    assert notes(await choose(world, panel, "format", "round-robin")) == gone
    shown = await press(world, panel, "details")
    assert shown.modal is None and said(shown).strip() == gone
    assert await nothing_created(world)


# ---- Discord's limits ----------------------------------------------------------------------------


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_page_fits_discords_limits_in_every_language(code: str) -> None:
    words = Words(code)
    for preset in PRESETS:
        draft = Draft.start(
            LONG_ID, LONG_ID, guild_id=LONG_ID, channel_id=LONG_ID, preset=preset, name="Ｗ" * 100
        )
        draft.typed.update(starts_at="2026-12-24 20:00", checkin="10080", max_players="256")
        draft.custom = True
        for page in PAGES:
            draft.page = page
            view = draft_panel.panel(words, draft)
            assert draft_panel.counted(view) <= draft_panel.COMPONENTS_LIMIT, (page, code)
            texts = [c for c in view.walk_children() if isinstance(c, discord.ui.TextDisplay)]
            assert sum(len(t.content) for t in texts) <= draft_panel.TEXT_LIMIT
            rows = [c for c in view.walk_children() if isinstance(c, discord.ui.ActionRow)]
            assert len(rows) <= 39
            for item in view.walk_children():
                custom_id = str(getattr(item, "custom_id", "") or "")
                assert len(custom_id) <= draft_panel.CUSTOM_ID_LIMIT
                if isinstance(item, discord.ui.Select):
                    assert 1 <= len(item.options) <= 25
                    assert all(len(o.label) <= 100 for o in item.options)
                if isinstance(item, discord.ui.Button):
                    assert item.label is not None and len(item.label) <= 80
        form = draft_panel.DetailsForm(words, draft)
        assert len(form.title) <= 45 and len(form.custom_id or "") <= 100
        assert len(form.children) <= 5
        for child in form.children:
            assert isinstance(child, discord.ui.Label)
            assert len(child.text) <= draft_panel.FORM_LABEL_LIMIT, child.text
    assert all(field.page in PAGES for field in ALL_FIELDS.values())
    assert all(len(field.values) <= 25 for field in ALL_FIELDS.values())
