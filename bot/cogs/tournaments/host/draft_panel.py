"""``/host create``'s guided flow as Discord components: a private V2 message (``LayoutView``)
with the summary of the draft on top, the selects of one page (format and games, boards and
clocks, more options), and buttons to change page, open the details form (a modal: name, start,
check-in, seats), **Create** and **Cancel**.

Each control's ``custom_id`` names the draft and its owner; ``draft_controls.py`` holds the
``DynamicItem`` classes that answer them (after a restart too, with a sentence).

    arena:hd:<draft>:<owner>:s:<field>     a select (``draft.ALL_FIELDS``)
    arena:hd:<draft>:<owner>:b:<action>    a button: main|games|more|details|create|cancel
    arena:hf:<draft>:<owner>               the details form

Discord limits are data: at most 25 options per select, 40 components in a V2 message,
4,000 characters of text, 100 characters per ``custom_id``, 45 per form label.
"""

from __future__ import annotations

from typing import Any

import discord
from discord.utils import escape_markdown

import rules
from bot.cogs.common.language import Words
from bot.cogs.common.language.phrases import duration
from bot.cogs.tournaments.host.draft import (
    AUTO,
    DEFAULT,
    NO_STAGE,
    PAGES,
    SERVER,
    Draft,
    Field,
    as_values,
    game_of,
)

COMPONENTS_LIMIT = 40
TEXT_LIMIT = 4000
LABEL_LIMIT = 100  # a select option's label
FORM_LABEL_LIMIT = 45
CUSTOM_ID_LIMIT = 100
BUTTONS = ("main", "games", "more", "details")


def control_id(draft: Draft, kind: str, name: str) -> str:
    return f"arena:hd:{draft.key}:{draft.owner}:{kind}:{name}"


def form_id(draft: Draft) -> str:
    return f"arena:hf:{draft.key}:{draft.owner}"


def _time(words: Words, minutes: int) -> str:
    return duration(words, minutes * 60)


def option_label(words: Words, field: str, value: str) -> str:
    """What a select's option says (and the summary repeats), in ``words``' language."""
    game = game_of(field)
    if game is not None:
        option = field[len(game) + 1 :]
        shown = words("create-board-value", value=value)
        return words("create-board", game=rules.GAMES[game].title, option=option, value=shown)
    if field == "games":
        return rules.GAMES[value].title
    if field == "best_of":
        return words("create-best-of", count=int(value))
    if field == "stage":
        if value == NO_STAGE:
            return words("create-no-stage")
        size, _, stage_format = value.partition("-")
        return words("create-stage", size=int(size), format=stage_format)
    if field in ("round", "deadline", "remind", "pick"):
        minutes = int(value)
        time = _time(words, minutes) if minutes else ""
        return words("create-minutes", field=field, minutes=minutes, time=time)
    if field in ("clock", "round_clock"):
        preset = value if value in (SERVER, "0") else "time"
        time = "" if preset != "time" else _time(words, int(value))
        return words("create-clock", kind=field, value=preset, time=time)
    if field == "rounds":
        return words("create-rounds", count=int(value))
    if field == "tie_breaks":
        order = DEFAULT if value == DEFAULT else value.upper().replace(",", ", ")
        return words("create-tie-breaks", order=order)
    return words("create-option", field=field, value=value)


def _clip(text: str, limit: int = LABEL_LIMIT) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def select(words: Words, draft: Draft, field: Field) -> discord.ui.Select[Any]:
    chosen = as_values(field, draft.choices[field.name])
    options = [
        discord.SelectOption(
            label=_clip(option_label(words, field.name, value)),
            value=value,
            default=value in chosen,
        )
        for value in field.values
    ]
    return discord.ui.Select(
        custom_id=control_id(draft, "s", field.name),
        options=options,
        min_values=1,
        max_values=len(options) if field.multi else 1,
        placeholder=words("create-games-placeholder") if field.multi else None,
    )


def summary(words: Words, draft: Draft) -> str:
    """Every setting of the draft, always shown above the controls."""
    typed = draft.typed
    head = words(
        "create-head",
        name=escape_markdown(typed["name"]),
        preset=words("create-preset", preset=draft.preset),
        custom="yes" if draft.custom else "no",
    )
    if draft.starts is not None:  # shown in each reader's own time zone
        start = words("create-starts-at", when=f"<t:{int(draft.starts.timestamp())}:F>")
    elif typed["starts_in"]:
        start = words("create-starts-in", minutes=int(typed["starts_in"]))
    else:
        start = words("create-starts-by-hand")
    checkin = int(typed["checkin"] or 0)
    seats = int(typed["max_players"] or 0)
    lines = [
        head,
        words("create-hint"),
        "",
        f"🗓️ {start} · {words('create-checkin', minutes=checkin)} · "
        f"{words('create-seats', count=seats)}",
    ]
    pool = draft.pool
    for page in PAGES:
        shown = []
        for field in draft.shown_fields(page):
            value = draft.choices[field.name]
            if field.name == "games":
                titles = ", ".join(rules.GAMES[g].title for g in pool)
                shown.append(words("create-games", games=titles))
            elif game_of(field.name) is None or value != DEFAULT:
                shown.append(option_label(words, field.name, value))
        icon = {"main": "🏆", "games": "🎲", "more": "⚙️"}[page]
        lines.append(f"{icon} " + " · ".join(shown))
    return "\n".join(lines)


def _button(words: Words, draft: Draft, action: str) -> discord.ui.Button[Any]:
    styles = {
        "create": discord.ButtonStyle.success,
        "cancel": discord.ButtonStyle.danger,
        "details": discord.ButtonStyle.primary,
    }
    current = action == draft.page
    return discord.ui.Button(
        label=words("create-button", action=action),
        style=styles.get(action, discord.ButtonStyle.secondary),
        custom_id=control_id(draft, "b", action),
        disabled=current,
    )


def panel(words: Words, draft: Draft) -> discord.ui.LayoutView:
    """The draft's message as it is now: summary, the page's selects, the buttons."""
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(discord.ui.TextDisplay(_clip(summary(words, draft), TEXT_LIMIT)))
    for field in draft.shown_fields(draft.page):
        view.add_item(discord.ui.ActionRow(select(words, draft, field)))
    view.add_item(discord.ui.ActionRow(*(_button(words, draft, a) for a in BUTTONS)))
    view.add_item(
        discord.ui.ActionRow(_button(words, draft, "create"), _button(words, draft, "cancel"))
    )
    return view


def closed_panel(text: str) -> discord.ui.LayoutView:
    """The draft's message once it is created or cancelled: a sentence, no controls."""
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(discord.ui.TextDisplay(text))
    return view


class DetailsForm(discord.ui.Modal):
    """Name, start, check-in and seats: what is typed. Only builds the form; ``draft_controls``
    answers it in any process (``bot/cogs/common/forms.py``)."""

    def __init__(self, words: Words, draft: Draft) -> None:
        super().__init__(title=words("create-form-title"), timeout=900, custom_id=form_id(draft))
        typed = draft.typed

        def add(key: str, required: bool, max_length: int, placeholder: str = "") -> None:
            field: discord.ui.TextInput[Any] = discord.ui.TextInput(
                custom_id=key,
                required=required,
                max_length=max_length,
                default=typed[key] or None,
                placeholder=placeholder or None,
            )
            text = _clip(words("create-form-label", field=key), FORM_LABEL_LIMIT)
            self.add_item(discord.ui.Label(text=text, component=field))

        add("name", True, 100)
        add("starts_at", False, 40, words("create-form-starts-at-example"))
        add("starts_in", False, 5)
        add("checkin", False, 5)
        add("max_players", False, 3)


def counted(view: discord.ui.LayoutView) -> int:
    """How many components ``view`` sends, nested ones included (Discord allows 40)."""
    return sum(1 for _ in view.walk_children())


__all__ = ["AUTO", "DetailsForm", "closed_panel", "panel", "summary"]
