"""A server's own setup: ``/settings`` (the panel, its controls and form), the welcome
message, ``/diagnose`` (missing permissions) and the owner's ``/privacy`` tools.

Every word a member reads here is a message of ``locales/en.ftl``, ``ko.ftl`` and ``ja.ftl``
(``words("settings-stale")``): the pattern the other rooms follow (``docs/architecture.md``,
"Text and languages").
"""

from bot.cogs.server.diagnose import Diagnose
from bot.cogs.server.privacy import Privacy
from bot.cogs.server.settings import ALL_CONTROLS, UNPLAYED_FORM, Settings, SettingsReach
from bot.cogs.server.welcome import Welcome

__all__ = [
    "ALL_CONTROLS",
    "UNPLAYED_FORM",
    "Diagnose",
    "Privacy",
    "Settings",
    "SettingsReach",
    "Welcome",
]
