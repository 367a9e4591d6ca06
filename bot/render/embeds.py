"""Reply → the JSON Discord receives: embed dicts per page and component rows, always within limits.

The output is plain dicts (the shapes of Discord's API), so it can be validated against Discord's schemas in
tests; ``bot.discord`` turns them into discord.py objects.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.framework.reply import Button, Page, Reply, Select
from bot.i18n import t
from bot.render import limits, modal
from bot.render.custom_ids import PAGER_PREFIX, button_id, encode_action, select_id, type_button_id
from bot.render.pages import discord_pages

_STYLES = {"primary": 1, "secondary": 2, "success": 3, "danger": 4}


@dataclass
class DiscordMessage:
    """What to send: ``content``, one embed per page (the first is shown), and action component rows."""

    content: str | None
    pages: list[dict[str, Any]]
    rows: list[list[dict[str, Any]]] = field(default_factory=list)
    ephemeral: bool = False

    @property
    def paged(self) -> bool:
        """Whether the message needs the pager."""
        return len(self.pages) > 1


def embed_dict(page: Page, color: int | None) -> dict[str, Any]:
    """One page as an embed payload (already sized by ``discord_pages``)."""
    embed: dict[str, Any] = {"type": "rich"}
    if page.title:
        embed["title"] = page.title
    if page.description:
        embed["description"] = page.description
    if color is not None:
        embed["color"] = color & 0xFFFFFF
    if page.fields:
        embed["fields"] = [{"name": f.name, "value": f.value, "inline": f.inline} for f in page.fields]
    if page.footer:
        embed["footer"] = {"text": page.footer}
    return embed


def _button(item: Button, owner: int, index: int) -> dict[str, Any]:
    label = limits.cut(item.label, limits.BUTTON_LABEL) or "…"
    data: dict[str, Any] = {"type": 2, "style": _STYLES[item.style], "label": label,
                            "custom_id": button_id(item.action, owner, index), "disabled": item.disabled}
    if item.emoji:
        data["emoji"] = {"name": item.emoji}
    return data


def _select(item: Select, owner: int, index: int) -> dict[str, Any]:
    options, seen = [], set()
    for opt in item.options[: limits.SELECT_OPTIONS]:
        value = encode_action(opt.action, limits.SELECT_VALUE)
        if value in seen:  # Discord rejects duplicate option values
            continue
        seen.add(value)
        entry: dict[str, Any] = {"label": limits.cut(opt.label, limits.SELECT_LABEL) or "…", "value": value}
        if opt.description:
            entry["description"] = limits.cut(opt.description, limits.SELECT_DESCRIPTION)
        options.append(entry)
    owner_id = owner if any(o.action.owner_only for o in item.options) else 0
    return {"type": 3, "custom_id": select_id(owner_id, index), "options": options,
            "placeholder": limits.cut(item.placeholder, limits.PLACEHOLDER), "min_values": 1, "max_values": 1}


def type_button(reply: Reply, owner: int, lang: str) -> dict[str, Any] | None:
    """The "Type…" button of the reply's free action (its modal's words parked for the click), or None."""
    if reply.free_action is None:
        return None
    label = limits.cut(reply.free_label or t("bot.free.button", lang), limits.BUTTON_LABEL)
    texts = modal.park(modal.texts_of(reply, lang))
    return {"type": 2, "style": 1, "label": label, "custom_id": type_button_id(reply.free_action, owner, texts),
            "disabled": False}


def component_rows(reply: Reply, owner: int, max_rows: int, lang: str = "en") -> list[list[dict[str, Any]]]:
    """Buttons packed five to a row, each select on its own row, at most ``max_rows`` rows (extras dropped).

    The "Type…" button of a free action comes after the reply's own components.
    """
    rows: list[list[dict[str, Any]]] = []
    current: list[dict[str, Any]] = []
    items: list[tuple[int, Any]] = list(enumerate(reply.components))
    typing = type_button(reply, owner, lang)
    if typing is not None:
        items.append((-1, typing))  # a dict already rendered
    for index, item in items:
        if isinstance(item, Select):
            if current:
                rows.append(current)
                current = []
            if item.options:
                rows.append([_select(item, owner, index)])
        else:
            current.append(item if index < 0 else _button(item, owner, index))
            if len(current) == limits.BUTTONS_PER_ROW:
                rows.append(current)
                current = []
    if current:
        rows.append(current)
    return rows[:max_rows]


def pager_row(page: int, total: int, labels: tuple[str, str]) -> list[dict[str, Any]]:
    """Previous / counter / next buttons of a paged reply (handled by the transport's stateful pager)."""
    return [
        {"type": 2, "style": 2, "label": labels[0], "custom_id": PAGER_PREFIX + "prev", "disabled": page == 0},
        {"type": 2, "style": 2, "label": f"{page + 1}/{total}", "custom_id": PAGER_PREFIX + "count",
         "disabled": True},
        {"type": 2, "style": 2, "label": labels[1], "custom_id": PAGER_PREFIX + "next", "disabled": page >= total - 1},
    ]


def to_discord(reply: Reply, owner: int, lang: str = "en") -> DiscordMessage:
    """The whole message for ``reply``; ``owner`` is the invoking user (for owner-only actions); ``lang`` words
    the default "Type…" label of a free action."""
    pages = discord_pages(reply)
    has_embed = bool(reply.title or reply.description or reply.fields or reply.footer or len(pages) > 1)
    embeds = [embed_dict(p, reply.color) for p in pages] if has_embed else []
    content = limits.cut(reply.content, limits.CONTENT) or None
    if not embeds and not content:
        content = "…"
    rows = component_rows(reply, owner, limits.ROWS - (1 if len(embeds) > 1 else 0), lang)
    return DiscordMessage(content, embeds, rows, reply.ephemeral)
