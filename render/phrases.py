"""The words an image draws, in one language: ``say("game-over")``, ``say("to-move", player=...)``.

The pure core draws English (``English`` over a table of phrase functions, the golden images'
language); the bot passes a ``Phrases`` that finds each key in its catalogues, so the same picture
carries Korean or Japanese words. The arguments are names, cells and counts worked out from the
position, so every language shows the same facts.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Protocol


class Phrases(Protocol):
    """The words of one kind of picture in one language. Hashable (pictures are cached per
    language)."""

    def __call__(self, key: str, /, **args: str | int) -> str: ...

    def __hash__(self) -> int: ...


class English:
    """``table``'s phrases: the English that the images have always drawn."""

    def __init__(self, table: Mapping[str, Callable[..., str]], name: str) -> None:
        self.table = table
        self.name = name

    def __call__(self, key: str, /, **args: str | int) -> str:
        return self.table[key](**args)

    def __hash__(self) -> int:
        return hash(("en", self.name))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, English) and other.name == self.name

    def __repr__(self) -> str:
        return f"English({self.name!r})"
