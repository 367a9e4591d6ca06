"""Offline Discord harness: the real bot, CommandTree and views; HTTP replaced by a recorder (discord-notes §3.3).

Raw INTERACTION_CREATE payloads go through ``bot._connection.parse_interaction_create`` exactly as the gateway
would deliver them; every response is captured as the JSON Discord would receive. Uses discord.py internals
(``_connection``, ``_add_guild_from_data``, ``_async_setup_hook``, ``async_context``): pinned to discord.py 2.7.

Import from any test in ``tests/bot``: ``from harness import make_bot, slash, opt, sub, click, dispatch`` (and the
shared ids and senders: ``GUILD_ID``, ``DIRECTOR``, ``PLAYER``, ``EPHEMERAL``…).
"""

from __future__ import annotations

import asyncio
import itertools
import json
from dataclasses import dataclass, field
from typing import Any

import discord
from discord.webhook.async_ import AsyncWebhookAdapter, async_context

from bot.config import Config
from bot.console import Console, Who
from bot.framework.context import DefaultSettings

_ids = itertools.count(1_000_000)
APP_ID = 555
GUILD_ID = 10
CHANNEL_ID = 20
DIRECTOR_ROLE = 77
PLAYER_ID = 30
DIRECTOR_ID = 31
EPHEMERAL = 64  # the message flag of a reply only its caller sees
# Who sends an interaction, as keywords of slash()/click(): a director (role 77) or a player (role 78 "Player").
DIRECTOR = {"user_id": DIRECTOR_ID, "role_ids": [DIRECTOR_ROLE]}
PLAYER = {"user_id": PLAYER_ID, "role_ids": [78]}


@dataclass
class Call:
    method: str
    path: str
    payload: dict[str, Any] | None


class RecordingAdapter(AsyncWebhookAdapter):
    """Captures every webhook/callback request instead of sending it."""

    def __init__(self) -> None:
        super().__init__()
        self.calls: list[Call] = []
        self.last_message_id: int | None = None

    async def request(self, route: Any, session: Any = None, *, payload: Any = None, multipart: Any = None,
                      files: Any = None, reason: Any = None, auth_token: Any = None, params: Any = None,
                      proxy: Any = None, proxy_auth: Any = None) -> Any:
        if multipart and payload is None:  # with attachments, payload_json is the first part
            payload = json.loads(multipart[0]["value"])
        self.calls.append(Call(route.method, route.path, payload))
        if route.path.endswith("/callback"):
            self.last_message_id = next(_ids)
            return {"interaction": {"id": str(route.webhook_id), "type": 2,
                                    "response_message_id": str(self.last_message_id)},
                    "resource": {"type": payload["type"]}}
        if route.method in ("POST", "PATCH", "GET"):
            msg = message_payload(next(_ids))
            msg.update({k: v for k, v in (payload or {}).items() if k in ("content", "embeds", "flags", "components")})
            return msg
        return None

    @property
    def responses(self) -> list[dict[str, Any]]:
        """Initial interaction responses (type 4 message, 5 deferred, 7 update, 8 autocomplete, 9 modal)."""
        return [c.payload for c in self.calls if c.path.endswith("/callback")]  # type: ignore[misc]

    @property
    def followups(self) -> list[dict[str, Any]]:
        return [c.payload for c in self.calls if c.method == "POST" and not c.path.endswith("/callback")]  # type: ignore[misc]

    @property
    def messages(self) -> list[dict[str, Any]]:
        """Every message body sent (response data of types 4/7, followups, edits), in order."""
        out = []
        for c in self.calls:
            if c.path.endswith("/callback"):
                if c.payload and c.payload.get("type") in (4, 7):
                    out.append(c.payload.get("data") or {})
            elif c.method in ("POST", "PATCH") and c.payload is not None:
                out.append(c.payload)
        return out

    @property
    def last(self) -> dict[str, Any]:
        """The last message body sent."""
        return self.messages[-1]


@dataclass
class FakeSettings:
    guild_id: int
    director_role_ids: list[int] = field(default_factory=list)
    language: str | None = None
    log_public: bool = False


class FakeStore:
    """In-memory stand-in for ``bot.store.AsyncRulingStore``'s settings (all the framework reads)."""

    def __init__(self) -> None:
        self.settings: dict[int, Any] = {}
        self.fail = False

    async def get_settings(self, guild_id: int) -> Any:
        if self.fail:
            raise RuntimeError("store down")
        return self.settings.get(guild_id) or DefaultSettings(guild_id=guild_id)

    def set(self, guild_id: int, **values: Any) -> None:
        self.settings[guild_id] = FakeSettings(guild_id, **values)


def fake_login(bot: discord.Client) -> None:
    """What READY would fill in."""
    state = bot._connection
    state.user = discord.ClientUser(state=state, data={"id": str(APP_ID), "username": "sudya", "discriminator": "0",
                                                       "avatar": None, "bot": True})
    state.application_id = APP_ID


def add_guild(bot: discord.Client, guild_id: int, roles: dict[int, str]) -> None:
    """Cache a minimal guild so Member.roles (and role names) resolve."""
    everyone = {"id": str(guild_id), "name": "@everyone", "permissions": "0", "position": 0, "color": 0,
                "hoist": False, "managed": False, "mentionable": False}
    role_list = [everyone] + [dict(everyone, id=str(i), name=n, position=1) for i, n in roles.items()]
    bot._connection._add_guild_from_data({"id": str(guild_id), "name": "Club", "roles": role_list, "channels": [],
                                          "members": [], "emojis": [], "stickers": [], "features": [],
                                          "member_count": 1})


async def make_bot(store: Any = None, config: Config | None = None, registry: Any = None) -> Any:
    """A ready SudyaBot (commands installed, translator set) with guild 10 having role 77 "Director".

    ``registry`` replaces the real commands (framework tests register their own).
    """
    from bot.discord.client import SudyaBot
    from bot.discord.run import warm_up

    warm_up()  # as the real bot does before it logs in (idempotent: once per process), so no first command pays
    # for a cold law base or phrasing bank and gets deferred by the transport's ~2 s timer
    bot = SudyaBot(config or Config(), store if store is not None else FakeStore(), registry)
    await bot._async_setup_hook()  # gives the client a loop without logging in
    await bot.setup_hook()
    fake_login(bot)
    add_guild(bot, GUILD_ID, {DIRECTOR_ROLE: "Director", 78: "Player"})
    return bot


def director_console(lang: str = "en", store: Any = None, **kw: Any) -> Console:
    """The in-process console of a director (``Console``'s other keywords pass through), on ``store`` or a fresh
    ``FakeStore``."""
    return Console(Config(), store=store if store is not None else FakeStore(), who=Who(lang=lang, director=True),
                   **kw)


def _member(user_id: int, role_ids: list[int], permissions: int = 0) -> dict[str, Any]:
    return {"user": {"id": str(user_id), "username": f"user{user_id}", "discriminator": "0", "avatar": None,
                     "global_name": None},
            "roles": [str(r) for r in role_ids], "joined_at": "2024-01-01T00:00:00+00:00", "deaf": False,
            "mute": False, "flags": 0, "permissions": str(permissions)}


def opt(name: str, value: Any, type_: int = 3, focused: bool = False) -> dict[str, Any]:
    """One option: type 3 string, 4 integer, 10 number, 5 boolean."""
    return {"name": name, "type": type_, "value": value, **({"focused": True} if focused else {})}


def sub(name: str, *options: dict[str, Any]) -> dict[str, Any]:
    """A subcommand of a group, with its options."""
    return {"name": name, "type": 1, "options": list(options)}


def payload(kind: int, data: dict[str, Any], *, guild_id: int | None = GUILD_ID, user_id: int = PLAYER_ID,
            role_ids: list[int] | tuple[int, ...] = (), locale: str = "en-US", permissions: int = 0,
            message: dict[str, Any] | None = None) -> dict[str, Any]:
    """A raw INTERACTION_CREATE: kind 2 command, 3 component, 4 autocomplete, 5 modal submit."""
    body: dict[str, Any] = {"id": str(next(_ids)), "application_id": str(APP_ID), "type": kind, "token": "tok",
                            "version": 1, "channel_id": str(CHANNEL_ID), "locale": locale, "app_permissions": "0",
                            "attachment_size_limit": 8 * 1024 * 1024, "entitlements": [],
                            "authorizing_integration_owners": {}, "data": data}
    if guild_id is not None:
        body.update(guild_id=str(guild_id), guild_locale="en-US",
                    member=_member(user_id, list(role_ids), permissions))
    else:
        body["user"] = _member(user_id, [])["user"]
    if message is not None:
        body["message"] = message
    return body


def slash(name: str, *options: dict[str, Any], autocomplete: bool = False, **kw: Any) -> dict[str, Any]:
    """A slash command (or, with ``autocomplete=True``, an autocomplete request: mark one option focused)."""
    return payload(4 if autocomplete else 2, {"id": "1", "name": name, "type": 1, "options": list(options)}, **kw)


def message_payload(message_id: int, author_id: int = APP_ID, **extra: Any) -> dict[str, Any]:
    msg = {"id": str(message_id), "channel_id": str(CHANNEL_ID), "type": 0, "content": "", "tts": False,
           "timestamp": "2024-01-01T00:00:00+00:00", "edited_timestamp": None, "flags": 0,
           "mention_everyone": False, "mentions": [], "mention_roles": [], "attachments": [], "embeds": [],
           "pinned": False, "author": {"id": str(author_id), "username": "bot", "discriminator": "0", "avatar": None}}
    msg.update(extra)
    return msg


def click(out: RecordingAdapter, custom_id: str, *, values: list[str] | None = None, **kw: Any) -> dict[str, Any]:
    """A component interaction on the last message ``out`` recorded (its components included, as Discord does)."""
    sent = out.last
    message = message_payload(out.last_message_id or next(_ids), components=sent.get("components", []),
                              embeds=sent.get("embeds", []))
    component_type = 3 if values is not None else 2
    data: dict[str, Any] = {"custom_id": custom_id, "component_type": component_type}
    if values is not None:
        data["values"] = values
    return payload(3, data, message=message, **kw)


def modal_submit(on: RecordingAdapter, custom_id: str, text: str, *, layout: str = "label",
                 **kw: Any) -> dict[str, Any]:
    """A MODAL_SUBMIT (type 5) of the modal ``custom_id`` (from a type-9 response) with ``text`` typed into its
    one text input, sent from the message ``on`` recorded last (a modal opened by a button carries it).
    ``layout``: "label" (a label component around the input, as Discord sends it now) or "row" (legacy)."""
    sent = on.last
    message = message_payload(on.last_message_id or next(_ids), components=sent.get("components", []),
                              embeds=sent.get("embeds", []))
    text_input = {"type": 4, "id": 2, "custom_id": "answer", "value": text}
    component = {"type": 18, "id": 1, "component": text_input} if layout == "label" else \
        {"type": 1, "id": 1, "components": [text_input]}
    return payload(5, {"custom_id": custom_id, "components": [component]}, message=message, **kw)


def find_component(message: dict[str, Any], predicate: Any) -> dict[str, Any]:
    """The first component of ``message`` for which ``predicate(component)`` holds."""
    for row in message.get("components", []):
        for comp in row["components"]:
            if predicate(comp):
                return comp
    raise AssertionError(f"no such component in {message.get('components')}")


async def dispatch(bot: discord.Client, body: dict[str, Any]) -> RecordingAdapter:
    """Feed one INTERACTION_CREATE as the gateway would; await the handler tasks its parsing schedules."""
    adapter = RecordingAdapter()
    token = async_context.set(adapter)  # tasks created below copy this context
    try:
        before = asyncio.all_tasks()
        bot._connection.parse_interaction_create(body)
        pending = asyncio.all_tasks() - before
        if pending:
            await asyncio.gather(*pending)
    finally:
        async_context.reset(token)
    if "message" in body and any(r.get("type") in (6, 7) for r in adapter.responses):
        adapter.last_message_id = int(body["message"]["id"])  # an update keeps the clicked message's id
    return adapter
