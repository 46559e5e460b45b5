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

from bot.cogs.common.posting.delivery import DiscordDelivery, Handler, Outgoing, pings
from bot.cogs.common.words import mention, timestamp
from bot.cogs.tournaments.buttons import check_in_buttons
from bot.cogs.tournaments.delivery import mentioned
from bot.cogs.tournaments.images import half
from bot.cogs.tournaments.texts import Section, head, pack
from bot.engine.model import OutboxItem

Payload = Mapping[str, Any]


def reminder_text(p: Payload) -> list[str]:
    """The check-in reminder: mentions only those not checked in yet (seat holders, then the
    waitlist), the button and the deadline first."""
    sections: list[Section] = []
    if p["seated"]:
        sections.append(
            (
                f"⏰ Check-in for {head(p)} closes {timestamp(p['starts_at'])}: press "
                "**Check in** or your seat goes to the waitlist. Not checked in yet: ",
                [mention(u) for u in p["seated"]],
                " ",
            )
        )
    if p["waitlist"]:
        lead = (
            "On the waitlist, check in too to take a seat that is not claimed: "
            if sections
            else f"⏰ Check-in for {head(p)} closes {timestamp(p['starts_at'])}. On the "
            "waitlist, press **Check in** to take a seat that is not claimed: "
        )
        sections.append((lead, [mention(u) for u in p["waitlist"]], " "))
    return pack(*sections, continued=f"⏰ {head(p)}, check-in reminder (continued): ")


WHY = {
    "left": "a seat came free",
    "cap": "the organiser made room",
    "checkin": "seats were not checked in by the start",
}


def waitlist_text(p: Payload) -> list[str]:
    """Players moved up from the waitlist, told (and pinged) in the channel."""
    why = WHY.get(p["why"], p["why"])
    moved = [mention(u) for u in p["promoted"]]
    sections: list[Section] = [
        (f"🎟️ {head(p)}: {why}, so from the waitlist you are in: ", moved, " ")
    ]
    if p.get("check_in"):
        sections.append(("Press **Check in** on the check-in message before the start.", [], ""))
    return pack(*sections, continued=f"🎟️ {head(p)} (continued): ")


def late_entry_text(p: Payload) -> str:
    missed = int(p["missed"])
    rounds = "round" if missed == 1 else "rounds"
    points = half(float(p["points"])) or "0"
    return (
        f"➕ {mention(p['user'])} enters {head(p)} late (the organiser's decision) as seed "
        f"{p['seed']}, paired from round {p['first_round']}, with {points} "
        f"{'point' if points == '1' else 'points'} for the "
        f"{missed} {rounds} missed."
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

    async def _waitlist(self, item: OutboxItem) -> None:
        await self._post_all(item, waitlist_text(item.notification.payload))

    async def _reminder(self, item: OutboxItem) -> None:
        payload = item.notification.payload
        buttons = check_in_buttons(int(payload["tournament_id"]))
        await self._post_all(item, reminder_text(payload), view=buttons)

    async def _late_entry(self, item: OutboxItem) -> None:
        await self._post_all(item, [late_entry_text(item.notification.payload)])
