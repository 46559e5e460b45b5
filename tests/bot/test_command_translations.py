"""The command tree in Korean and Japanese (issue 24 item 2): every command, group, option and
choice the bot syncs carries a ``ko`` and a ``ja`` name and description, valid by Discord's
rules; a new command without them fails here, saying which catalogue to add them to.

Discord's rules for a localised name: 1 to 32 characters of ``[-_\\p{L}\\p{N}\\p{sc=Deva}
\\p{sc=Thai}]``, lowercase where the letter has a lowercase form, unique among its siblings;
a description (and a choice's name) at most 100 characters.
"""

from __future__ import annotations

import unicodedata
from typing import Any

from discord import app_commands
from fluent.syntax import ast, parse

from bot.cogs.common.language import catalogues, fingerprint
from bot.cogs.common.language.commands import choice_id, command_id
from bot.discord_app import tree_hash
from bot.engine.language.catalogue import catalogue_files
from tests.bot.conftest import World
from tests.bot.test_command_tree import GOLDEN, synced_tree

TRANSLATED = ("ko", "ja")
NAME_CHARS = 32
DESCRIPTION_CHARS = 100


def valid_name(name: str) -> bool:
    """Discord's pattern: letters and digits of any script, Devanagari and Thai marks, - and _."""
    if not 1 <= len(name) <= NAME_CHARS or name != name.lower():
        return False
    return all(
        c in "-_"
        or unicodedata.category(c)[0] in "LN"
        or "DEVANAGARI" in unicodedata.name(c, "")
        or "THAI" in unicodedata.name(c, "")
        for c in name
    )


def room_of(tree: app_commands.CommandTree[Any], top: str) -> str:
    """The catalogue a top-level command's translations belong in: its room's."""
    command = tree.get_command(top)
    while isinstance(command, app_commands.Group):
        command = command.commands[0]
    module = getattr(getattr(command, "callback", None), "__module__", "") or ""
    parts = module.split(".")
    room = parts[2] if len(parts) > 2 and parts[:2] == ["bot", "cogs"] else "<room>"
    return f"bot/cogs/{room}/locales/{{ko,ja}}.ftl"


def is_menu(node: dict[str, Any], top: dict[str, Any]) -> bool:
    """A context menu (a top-level user or message command): a name only, which may hold
    spaces and capitals (an option of type 3 is a string option, not a menu)."""
    return node is top and node.get("type") in {2, 3}


def walk(node: dict[str, Any], path: str = "") -> list[tuple[str, dict[str, Any]]]:
    """Every command, group and option with its path (``host create best_of``)."""
    here = f"{path} {node['name']}".strip()
    found = [(here, node)]
    for option in node.get("options", []):
        found += walk(option, here)
    return found


async def test_every_command_option_and_choice_has_korean_and_japanese(world: World) -> None:
    missing = []
    for top in synced_tree(world.env):
        where = room_of(world.bot.tree, top["name"])
        for path, node in walk(top):
            for language in TRANSLATED:
                fields = ["name_localizations"]
                if not is_menu(node, top):
                    fields.append("description_localizations")
                for field in fields:
                    if language not in (node.get(field) or {}):
                        missing.append(f"{command_id(path)} ({language}) in {where}")
                for choice in node.get("choices", []):
                    if language not in (choice.get("name_localizations") or {}):
                        missing.append(f"{choice_id(choice['name'])} ({language}) in {where}")
    assert not missing, (
        "the command tree needs these translations (a message with the name as its value and "
        "a .description; choices: the name only):\n" + "\n".join(sorted(set(missing)))
    )


async def test_localised_names_and_descriptions_keep_discords_rules(world: World) -> None:
    def check_siblings(nodes: list[dict[str, Any]], where: str) -> None:
        for language in TRANSLATED:
            names = [(n.get("name_localizations") or {}).get(language, n["name"]) for n in nodes]
            assert len(names) == len(set(names)), f"{language}: names repeat under /{where}"

    tree = synced_tree(world.env)
    check_siblings(tree, "")
    for top in tree:
        for path, node in walk(top):
            for language in TRANSLATED:
                name = (node.get("name_localizations") or {}).get(language, node["name"])
                description = (node.get("description_localizations") or {}).get(language, "")
                assert is_menu(node, top) or valid_name(name), (
                    f"{language} name of /{path}: {name!r}"
                )
                assert len(description) <= DESCRIPTION_CHARS, f"{language}: /{path}"
                assert "{" not in name + description, f"{language}: /{path} has a placeholder"
                for choice in node.get("choices", []):
                    shown = (choice.get("name_localizations") or {}).get(language, "")
                    assert 1 <= len(shown) <= DESCRIPTION_CHARS, f"{language}: {choice['name']}"
            check_siblings(node.get("options", []), path)


async def test_no_translation_is_left_for_a_command_that_is_gone(world: World) -> None:
    """A renamed or removed command leaves no stale translation behind."""
    wanted = set()
    for top in synced_tree(world.env):
        for path, node in walk(top):
            wanted.add(command_id(path))
            wanted |= {choice_id(c["name"]) for c in node.get("choices", [])}
    for language in TRANSLATED:
        for file in catalogue_files(language):
            for entry in parse(file.read_text(encoding="utf-8")).body:
                if isinstance(entry, ast.Message) and entry.id.name.startswith(("cmd-", "choice-")):
                    assert entry.id.name in wanted, f"{entry.id.name} in {file}: no such command"


def test_two_commands_never_share_a_catalogue_id() -> None:
    assert command_id("host create best_of") == "cmd-host-create-best_of"
    assert command_id("Challenge to a game") == "cmd-challenge-to-a-game"
    assert choice_id("at random (default)") == "choice-at-random-default"
    assert choice_id("strong: searches longest, about 1 s a move") == (
        "choice-strong-searches-longest-about-1-s-a-move"
    )


async def test_the_tree_ids_are_unique_across_the_whole_tree(world: World) -> None:
    seen: dict[str, str] = {}
    for top in synced_tree(world.env):
        for path, _ in walk(top):
            key = command_id(path)
            assert seen.setdefault(key, path) == path, f"{path} and {seen[key]} share {key}"


def test_the_golden_tree_shows_the_translations() -> None:
    golden = GOLDEN.read_text(encoding="utf-8")
    assert '"ko": "설정"' in golden and '"ja": "設定"' in golden
    korean = catalogues()["ko"]
    assert korean.has("cmd-play-meter-clock", "description")


def test_a_changed_translation_syncs_the_tree_again(world: World) -> None:
    """The sync is skipped while the tree's hash is unchanged; the catalogues are part of it."""
    tree = world.bot.tree
    assert tree_hash(tree, None, fingerprint()) == tree_hash(tree, None, fingerprint())
    assert tree_hash(tree, None, "one") != tree_hash(tree, None, "other")
