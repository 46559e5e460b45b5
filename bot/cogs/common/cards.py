"""Cards: a post as one Components V2 message (``discord.ui.LayoutView``) rather than text plus
files plus a row of buttons: the text, the pictures, the other files and the buttons inside one
container, so the challenge, a match's first post and its result read as one thing.

A V2 message has no ``content``: its words are its text displays (``text_of``), its pictures a
media gallery whose items keep the files' alt text (``MediaGalleryItem.description``), its other
files ``File`` components, all referenced as ``attachment://<name>``. Discord counts at most 40
components and 4,000 characters across the text displays of a message (``limits.py``).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Any

import discord

from bot.cogs.common.limits import (
    ALT_TEXT_CHARS,
    BUTTONS_PER_ROW,
    CARD_TEXT_CHARS,
)

# Pictures shown in the card's gallery (other files are listed under it as files).
_PICTURES = (".png", ".gif", ".jpg", ".jpeg", ".webp")
ACCENT = discord.Colour(0x5865F2)  # the card's edge


def card(
    text: str,
    *,
    files: Sequence[tuple[str, str]] = (),
    buttons: discord.ui.View | Iterable[discord.ui.Item[Any]] | None = None,
    accent: discord.Colour | None = ACCENT,
) -> discord.ui.LayoutView:
    """The card: ``text`` (its first line as the heading, the rest under it), the ``files``
    uploaded with it (``(file name, alt text)``: pictures in a gallery, the rest as files) and
    the ``buttons`` (a legacy view's items, five to a row)."""
    text = _clip(text.strip() or "\u200b", CARD_TEXT_CHARS)
    head, _, rest = text.partition("\n")
    children: list[discord.ui.Item[Any]] = [discord.ui.TextDisplay(head)]
    if rest.strip():
        children.append(discord.ui.TextDisplay(rest.strip()))
    pictures = [(name, alt) for name, alt in files if name.lower().endswith(_PICTURES)]
    others = [name for name, _ in files if not name.lower().endswith(_PICTURES)]
    if pictures:
        children.append(
            discord.ui.MediaGallery(
                *(
                    discord.MediaGalleryItem(
                        f"attachment://{name}", description=alt[:ALT_TEXT_CHARS] or None
                    )
                    for name, alt in pictures
                )
            )
        )
    children.extend(discord.ui.File(f"attachment://{name}") for name in others)
    items = list(buttons.children if isinstance(buttons, discord.ui.View) else buttons or ())
    if items:
        children.append(discord.ui.Separator())
        for start in range(0, len(items), BUTTONS_PER_ROW):
            row: discord.ui.ActionRow[discord.ui.LayoutView] = discord.ui.ActionRow()
            for item in items[start : start + BUTTONS_PER_ROW]:
                row.add_item(item)
            children.append(row)
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(discord.ui.Container(*children, accent_colour=accent))
    return view


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def view_text(view: object) -> str:
    """The words of a card about to be sent (its text displays, in order); ``""`` for any
    other view."""
    if not isinstance(view, discord.ui.LayoutView):
        return ""
    return "\n".join(
        item.content for item in view.walk_children() if isinstance(item, discord.ui.TextDisplay)
    )


def text_of(message: discord.Message) -> str:
    """What a message says: its content, else (a V2 message) its text displays joined by new
    lines, as ``view_text`` joins them."""
    if message.content:
        return message.content
    return "\n".join(_texts(message.components))


def _texts(components: Iterable[object]) -> Iterator[str]:
    for component in components:
        if isinstance(component, discord.TextDisplay):
            yield component.content
        children = getattr(component, "children", None)
        if isinstance(children, list):
            yield from _texts(children)
