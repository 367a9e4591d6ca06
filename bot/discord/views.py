"""Components on Discord: action buttons, selects and the "Type…" modal, all routed by custom_id.

Every component is a ``DynamicItem``: the action lives in the ``custom_id`` (see ``bot.render.custom_ids``) and
any state it needs in the store under a key bound to the user and server (``bot.framework.state``), so a click works
after a restart, in any process of a sharded bot, and no view is kept in memory per reply (memory stays flat).
The pager is the same (``bot.discord.pager``). A click that has to wait (the store, a cold law base) is deferred
as an update (``bot.discord.respond.defer``) before Discord's 3 s run out.
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.discord.context import build_context, settings_in_time
from bot.discord.respond import refuse_not_owner, within_deadline
from bot.errors import UserError
from bot.framework.reply import Action
from bot.framework.runner import run_action
from bot.render import modal
from bot.render.custom_ids import (
    BUTTON_RE,
    MODAL_INPUT,
    MODAL_RE,
    SELECT_RE,
    TYPE_RE,
    decode_action,
    modal_id,
)

log = logging.getLogger(__name__)
_BUTTON_STYLES = {1: discord.ButtonStyle.primary, 2: discord.ButtonStyle.secondary, 3: discord.ButtonStyle.success,
                  4: discord.ButtonStyle.danger}


# ``bot.discord.send.send_reply``, set by that module when it loads: a click's reply is sent by it, and it builds
# this module's views, so the two do not import each other (no import cycle).
_SEND: list[Callable[..., Awaitable[None]]] = []


def set_sender(send: Callable[..., Awaitable[None]]) -> None:
    """Register the function that answers an interaction with a Reply (``bot.discord.send`` does, once)."""
    _SEND[:] = [send]


def _sender() -> Callable[..., Awaitable[None]]:
    if not _SEND:  # views used on their own (a test, a tool): load the sender by name, it registers itself
        importlib.import_module("bot.discord.send")
    return _SEND[0]

async def _run_clicked(interaction: discord.Interaction, action_text: str, owner_only: bool,
                       typed: str | None = None) -> None:
    """Run the action of a click (or of a modal's submit, with the ``typed`` text as its last argument) and answer
    with its reply; errors go to the tree's one handler."""
    send_reply = _sender()
    client: Any = interaction.client
    try:
        action = decode_action(action_text, owner_only)
        if typed is not None:
            if not typed.strip():
                raise UserError("free_empty")
            action = Action(action.name, (*action.args, typed.strip()), action.owner_only)
        settings = await settings_in_time(interaction, True)  # deferred as an update if the store is slow
        ctx = await build_context(interaction, settings=settings)
        reply = await within_deadline(interaction, run_action(action, ctx, client.registry), ctx.config.defer_after,
                                      True)
        await send_reply(interaction, reply, ctx, from_component=True)
    except Exception as exc:
        await client.tree.report_error(interaction, exc)


class _OwnedItem:
    """A dynamic item that only its owner may use (owner 0: anyone), refused with a private message otherwise."""

    owner: int

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        if self.owner and interaction.user.id != self.owner:
            await refuse_not_owner(interaction)
            return False
        return True


class ActionButton(_OwnedItem, discord.ui.DynamicItem[discord.ui.Button], template=BUTTON_RE.pattern):
    """A button whose click runs the action encoded in its custom_id."""

    def __init__(self, button: discord.ui.Button, owner: int = 0, action_text: str = "") -> None:
        super().__init__(button)
        self.owner = owner
        self.action_text = action_text

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: Any) -> Any:
        return cls(item, int(match["owner"]), match["action"])  # type: ignore[arg-type]

    async def callback(self, interaction: discord.Interaction) -> None:
        await _run_clicked(interaction, self.action_text, bool(self.owner))


class ActionSelect(_OwnedItem, discord.ui.DynamicItem[discord.ui.Select], template=SELECT_RE.pattern):
    """A select whose chosen option's value is the action to run."""

    def __init__(self, select: discord.ui.Select, owner: int = 0) -> None:
        super().__init__(select)
        self.owner = owner

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: Any) -> Any:
        return cls(item, int(match["owner"]))  # type: ignore[arg-type]

    async def callback(self, interaction: discord.Interaction) -> None:
        values = (interaction.data or {}).get("values") or [""]  # type: ignore[union-attr]
        await _run_clicked(interaction, str(values[0]), bool(self.owner))


class ActionTypeButton(_OwnedItem, discord.ui.DynamicItem[discord.ui.Button], template=TYPE_RE.pattern):
    """The "Type…" button of a free action: its click opens a modal with one text input (never deferred first:
    Discord accepts a modal only as the first response to a click)."""

    def __init__(self, button: discord.ui.Button, owner: int = 0, texts: str = "", action_text: str = "") -> None:
        super().__init__(button)
        self.owner = owner
        self.texts = texts
        self.action_text = action_text

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: Any) -> Any:
        return cls(item, int(match["owner"]), match["texts"], match["action"])  # type: ignore[arg-type]

    async def callback(self, interaction: discord.Interaction) -> None:
        await open_modal(interaction, self.texts, self.action_text, self.owner)


async def open_modal(interaction: discord.Interaction, texts_key: str, action_text: str, owner: int) -> None:
    """Answer a "Type…" click with the modal (type 9). It is not kept in discord.py's modal store: its submit is
    routed by custom_id (``run_submitted``), like every click, so it survives a restart."""
    client: Any = interaction.client
    try:
        decode_action(action_text)  # an expired parked action is refused now, not after the user has typed
        lang = (await build_context(interaction, wait=False)).lang  # a modal is a first answer: never wait
        texts = modal.unpark(texts_key, lang)
        form: discord.ui.Modal = discord.ui.Modal(title=texts.title, custom_id=modal_id(owner, action_text))
        field = discord.ui.TextInput(custom_id=MODAL_INPUT, style=discord.TextStyle.short, required=True,
                                     placeholder=texts.placeholder, min_length=1, max_length=texts.max_length)
        form.add_item(discord.ui.Label(text=texts.label, component=field))
        form.stop()  # finished → send_modal does not store it
        await interaction.response.send_modal(form)
    except Exception as exc:
        await client.tree.report_error(interaction, exc)


def typed_value(components: Any) -> str | None:
    """The value of the modal's text input in a MODAL_SUBMIT's components (label or action-row layout)."""
    if isinstance(components, dict):
        if components.get("custom_id") == MODAL_INPUT and "value" in components:
            return str(components["value"] or "")
        return typed_value([components.get("component"), *(components.get("components") or [])])
    if isinstance(components, list):
        for item in components:
            found = typed_value(item)
            if found is not None:
                return found
    return None


async def run_submitted(interaction: discord.Interaction) -> bool:
    """Run the action of a submitted "Type…" modal with the typed text; False when the modal is not ours."""
    data: Any = interaction.data or {}
    match = MODAL_RE.fullmatch(str(data.get("custom_id", "")))
    if match is None:
        return False
    owner = int(match["owner"])
    if owner and interaction.user.id != owner:
        await refuse_not_owner(interaction)
        return True
    await _run_clicked(interaction, match["action"], bool(owner), typed_value(data.get("components")) or "")
    return True


def item_from_dict(data: dict[str, Any], row: int) -> discord.ui.Item[Any]:
    """A discord.py item for one rendered component dict (action items wrapped as dynamic items)."""
    if data["type"] == 3:
        select: discord.ui.Select = discord.ui.Select(
            custom_id=data["custom_id"], placeholder=data.get("placeholder"), row=row,
            options=[discord.SelectOption(label=o["label"], value=o["value"], description=o.get("description"))
                     for o in data["options"]])
        return ActionSelect(select, int(data["custom_id"].split(":")[1]))
    button = discord.ui.Button(style=_BUTTON_STYLES[data["style"]], label=data["label"], custom_id=data["custom_id"],
                               disabled=data.get("disabled", False), row=row,
                               emoji=(data.get("emoji") or {}).get("name"))
    match = BUTTON_RE.fullmatch(data["custom_id"])
    if match:
        return ActionButton(button, int(match["owner"]), match["action"])
    typing = TYPE_RE.fullmatch(data["custom_id"])
    if typing:
        return ActionTypeButton(button, int(typing["owner"]), typing["texts"], typing["action"])
    return button
