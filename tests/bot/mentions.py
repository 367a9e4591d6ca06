"""Role and user options in raw interaction payloads, as Discord sends them (option types 8 and 6).

Discord sends the picked snowflake as the option's string value and the object itself in ``data.resolved``
(``roles``; ``users`` and, in a server, ``members`` without their ``user``). Builders for tests of
``Option(…, Role)``/``Option(…, User)`` (``bot/framework/registry.py``); the harness's ``opt`` covers the other types.
"""

from __future__ import annotations

from typing import Any

from harness import opt

ROLE, USER = 8, 6


def role_opt(name: str, role_id: int) -> dict[str, Any]:
    return opt(name, str(role_id), ROLE)


def user_opt(name: str, user_id: int) -> dict[str, Any]:
    return opt(name, str(user_id), USER)


def with_role(body: dict[str, Any], role_id: int, name: str = "Directors") -> dict[str, Any]:
    """``body`` (a slash payload) with ``role_id`` in ``data.resolved.roles``."""
    roles = body["data"].setdefault("resolved", {}).setdefault("roles", {})
    roles[str(role_id)] = {"id": str(role_id), "name": name, "color": 0, "hoist": False, "position": 1,
                           "permissions": "0", "managed": False, "mentionable": True, "flags": 0}
    return body


def with_user(body: dict[str, Any], user_id: int, name: str = "anna", member: bool = True) -> dict[str, Any]:
    """``body`` with ``user_id`` in ``data.resolved.users`` (and ``members`` when ``member``: a server member)."""
    resolved = body["data"].setdefault("resolved", {})
    resolved.setdefault("users", {})[str(user_id)] = {"id": str(user_id), "username": name, "discriminator": "0",
                                                      "avatar": None, "global_name": None}
    if member:
        resolved.setdefault("members", {})[str(user_id)] = {
            "roles": [], "joined_at": "2024-01-01T00:00:00+00:00", "deaf": False, "mute": False, "flags": 0,
            "permissions": "0", "nick": None}
    return body
