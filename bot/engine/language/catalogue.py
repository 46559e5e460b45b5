"""The catalogues: Fluent files (``.ftl``) that live with their feature,
``bot/cogs/<room>/locales/<language>.ftl`` for what a room says and
``bot/engine/<feature>/locales/<language>.ftl`` for the engine's refusals, merged into one
bundle per language. Pure: it reads those files and formats, nothing else.

Code names a message by its id (``words("settings-saved", setting=...)``); the sentences, their
plural forms and their placeholders are only in the catalogues. A message missing in a language
falls back to English; a message missing in English is a bug (``tests/bot/test_language.py``
finds it before a player does). Numbers that are ids go in as strings: Fluent groups digits
(``1,234``) in every language.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast, parse

from bot.engine.language.choice import ENGLISH, LANGUAGES

log = logging.getLogger(__name__)

ROOMS = Path(__file__).resolve().parents[2]  # bot/: every feature's locales/ folder is found
Argument = str | int | float


def catalogue_files(language: str, root: Path = ROOMS) -> list[Path]:
    """Every ``locales/<language>.ftl`` under ``root``, in a stable order."""
    return sorted(root.rglob(f"locales/{language}.ftl"))


class CatalogueError(ValueError):
    """A catalogue file that does not parse, or an id defined twice."""


@dataclass
class Language:
    """One language's merged catalogue: the Fluent bundle and where each id is defined."""

    code: str
    bundle: FluentBundle
    sources: dict[str, Path] = field(default_factory=dict)  # message or term id → its file

    def has(self, message_id: str, attribute: str | None = None) -> bool:
        if not self.bundle.has_message(message_id):
            return False
        return attribute is None or attribute in self.bundle.get_message(message_id).attributes

    def format(
        self, message_id: str, args: Mapping[str, Argument], attribute: str | None = None
    ) -> str:
        message = self.bundle.get_message(message_id)
        pattern = message.value if attribute is None else message.attributes[attribute]
        if pattern is None:
            raise KeyError(f"{message_id} has no value in {self.code}")
        text, errors = self.bundle.format_pattern(pattern, dict(args))
        for error in errors:  # a missing argument: the text still reads, with {$name} in it
            log.warning("catalogue %s: %s: %s", self.code, message_id, error)
        return str(text)


def load_language(code: str, files: Iterable[Path]) -> Language:
    """Parse and merge ``files`` (refusing junk and ids defined twice) into one bundle."""
    bundle = FluentBundle([code], use_isolating=False)  # no bidi marks around mentions
    language = Language(code, bundle)
    for path in files:
        text = path.read_text(encoding="utf-8")
        for entry in parse(text).body:
            if isinstance(entry, ast.Junk):
                raise CatalogueError(f"{path}: cannot read {(entry.content or '').strip()[:60]!r}")
            if isinstance(entry, ast.Message | ast.Term):
                key = ("-" if isinstance(entry, ast.Term) else "") + entry.id.name
                if key in language.sources:
                    raise CatalogueError(
                        f"{key} is defined in {language.sources[key]} and again in {path}"
                    )
                language.sources[key] = path
        bundle.add_resource(FluentResource(text))
    return language


@cache
def catalogues() -> dict[str, Language]:
    """Every language's catalogue, read once per process."""
    return {code: load_language(code, catalogue_files(code)) for code in LANGUAGES}


def fingerprint(root: Path = ROOMS) -> str:
    """A hash of every catalogue file: what the command tree sends changes with it."""
    digest = hashlib.sha256()
    for code in LANGUAGES:
        for path in catalogue_files(code, root):
            digest.update(str(path.relative_to(root)).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


def text(language: str, message_id: str, args: Mapping[str, Argument]) -> str:
    """The message in ``language``, else in English (a bug if it is in neither)."""
    found = catalogues()
    chosen = found.get(language, found[ENGLISH])
    if not chosen.has(message_id):
        chosen = found[ENGLISH]
        if not chosen.has(message_id):
            raise KeyError(f"no message {message_id!r} in any catalogue (bot/**/locales/)")
    return chosen.format(message_id, args)
