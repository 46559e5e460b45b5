"""Meridians (RULES.md): not built yet."""

from rules.unbuilt import Unbuilt

GAME = Unbuilt("meridians", "Meridians", ("meridian",))
