"""Who gets in: the words and the delivery of the waitlist moving up, the check-in reminder and
a late entry into a running Swiss.

``EntryDelivery.install`` adds these kinds to the Discord layer's delivery, beside
``tournament_delivery``'s. Each text that grows with the field is packed (``pack``) into
messages of at most 2,000 characters, the call to action first, nobody left out or cut; each
message pings the people it names, and no one else.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.cogs.common.language import ENGLISH_WORDS, Words
from bot.cogs.common.posting.delivery import DiscordDelivery, Handler, Outgoing, pings
from bot.cogs.common.words import mention, timestamp
from bot.cogs.tournaments.buttons import check_in_buttons
from bot.cogs.tournaments.delivery import mentioned
from bot.cogs.tournaments.images import half
from bot.cogs.tournaments.texts import Section, head, pack
from bot.engine.model import OutboxItem
from bot.engine.tournaments.posts import TournamentPost

Payload = Mapping[str, Any]


def reminder_text(p: Payload, words: Words = ENGLISH_WORDS) -> list[str]:
    """The check-in reminder: mentions only those not checked in yet (seat holders, then the
    waitlist), the button and the deadline first."""
    sections: list[Section] = []
    when = timestamp(p["starts_at"])
    if p["seated"]:
        sections.append(
            (
                words("tourn-reminder", name=head(p), when=when) + " ",
                [mention(u) for u in p["seated"]],
                " ",
            )
        )
    if p["waitlist"]:
        lead = (
            words("tourn-reminder-waitlist") + " "
            if sections
            else words("tourn-reminder-waitlist-only", name=head(p), when=when) + " "
        )
        sections.append((lead, [mention(u) for u in p["waitlist"]], " "))
    return pack(*sections, continued=words("tourn-reminder-continued", name=head(p)) + " ")


WHY = ("left", "cap", "checkin")


def waitlist_text(p: Payload, words: Words = ENGLISH_WORDS) -> list[str]:
    """Players moved up from the waitlist, told (and pinged) in the channel."""
    why = words("tourn-promoted-why", why=p["why"]) if p["why"] in WHY else str(p["why"])
    moved = [mention(u) for u in p["promoted"]]
    sections: list[Section] = [(words("tourn-promoted", name=head(p), why=why) + " ", moved, " ")]
    if p.get("check_in"):
        sections.append((words("tourn-promoted-checkin"), [], ""))
    return pack(*sections, continued=words("tourn-promoted-continued", name=head(p)) + " ")


def late_entry_text(p: Payload, words: Words = ENGLISH_WORDS) -> str:
    points = half(float(p["points"])) or "0"
    return words(
        "tourn-late",
        player=mention(p["user"]),
        name=head(p),
        seed=str(p["seed"]),
        round=str(p["first_round"]),
        points=points,
        single="yes" if points == "1" else "no",
        missed=int(p["missed"]),
    )


class EntryDelivery:
    def __init__(self, delivery: DiscordDelivery) -> None:
        self.delivery = delivery
        self.handlers: Mapping[str, Handler] = {
            "tournament-waitlist": self._waitlist,
            "tournament-checkin-reminder": self._reminder,
            "tournament-late-entry": self._late_entry,
        }

    def install(self) -> None:
        self.delivery.register(self.handlers)

    async def _post_all(self, item: OutboxItem, texts: list[str], view: Any = None) -> None:
        for n, text in enumerate(texts):
            out = Outgoing(text, view=view if n == 0 else None, mentions=pings(*mentioned(text)))
            await self.delivery.post(item.notification.target_id, out)

    def _words(self, item: OutboxItem) -> Words:
        """The server's language (English for a row that came without its tournament)."""
        post = item.context
        if not isinstance(post, TournamentPost):
            return Words()
        guild = self.delivery.client.get_guild(post.view.record.guild_id)
        return Words.for_guild(guild, post.language)

    async def _waitlist(self, item: OutboxItem) -> None:
        await self._post_all(item, waitlist_text(item.notification.payload, self._words(item)))

    async def _reminder(self, item: OutboxItem) -> None:
        payload = item.notification.payload
        said = self._words(item)
        buttons = check_in_buttons(int(payload["tournament_id"]), said)
        await self._post_all(item, reminder_text(payload, said), view=buttons)

    async def _late_entry(self, item: OutboxItem) -> None:
        text = late_entry_text(item.notification.payload, self._words(item))
        await self._post_all(item, [text])
