"""Meuda (RULES.md): not built yet."""

from rules.unbuilt import Unbuilt

GAME = Unbuilt("meuda", "Meuda")
