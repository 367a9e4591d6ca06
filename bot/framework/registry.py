"""Command and action definitions, registered once and read by every transport.

A command is a :class:`CommandSpec`: its path (``("law",)`` or ``("ruling", "revoke")`` for a subcommand), its
typed :class:`Option` list and an async handler ``handler(ctx, **options) -> Reply``. The Discord transport builds
app commands from the specs; the console parses lines against the same specs. Names and descriptions are catalog
keys derived from the path (see ``bot/commands/README.md``), so both languages come from the message catalogs.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.framework.reply import Reply


class Role:
    """Option type: a server role (Discord option type 8). Never instantiated: the handler gets the role's id as a
    plain ``int`` (Discord: the role picked; console: ``<@&123>`` or ``123``)."""

    discord_type = 8


class User:
    """Option type: a user (Discord option type 6). Never instantiated: the handler gets the user's id as a plain
    ``int`` (Discord: the member or user picked; console: ``<@123>``, ``<@!123>`` or ``123``)."""

    discord_type = 6


MENTION_TYPES = (Role, User)  # option types whose value reaches the handler as an id
OptionType = type[str] | type[int] | type[float] | type[bool] | type[Role] | type[User]
Handler = Callable[..., Awaitable[Reply]]


@dataclass(frozen=True)
class Choice:
    """A fixed choice: ``value`` is passed to the handler, ``key`` is the catalog key of its display name."""

    value: str | int | float
    key: str


@dataclass(frozen=True)
class Suggestion:
    """An autocomplete entry: ``name`` is already in the user's language (≤ 100 chars; render cuts)."""

    name: str
    value: str | int | float


# An autocomplete function gets the context and the text typed so far; it must be fast (no defer possible).
Autocomplete = Callable[[Any, str], Awaitable[Sequence[Suggestion]]]


@dataclass(frozen=True)
class Option:
    """A typed command option. Required options must come before optional ones (Discord's rule)."""

    name: str
    type: OptionType = str
    required: bool = True
    choices: tuple[Choice, ...] = ()
    autocomplete: Autocomplete | None = None
    min_value: int | float | None = None
    max_value: int | float | None = None
    min_length: int | None = None
    max_length: int | None = None
    default: Any = None


@dataclass
class CommandSpec:
    """One slash command (or subcommand when ``path`` has two parts)."""

    path: tuple[str, ...]
    handler: Handler
    options: tuple[Option, ...] = ()
    director_only: bool = False
    guild_only: bool = False
    defer: bool = False  # defer at once (known-slow work); otherwise the transport defers after ~2 s anyway
    defer_ephemeral: bool = False  # the deferred answer's visibility must be chosen before the reply exists

    @property
    def key(self) -> str:
        """Catalog key prefix: ``cmd.law`` or ``cmd.ruling.revoke``."""
        return "cmd." + ".".join(self.path)

    @property
    def qualified_name(self) -> str:
        return " ".join(self.path)


@dataclass
class ActionSpec:
    """A component action (button/select option) routed by name from both transports."""

    name: str
    handler: Handler
    director_only: bool = False


@dataclass
class Registry:
    """All commands and actions. One process-wide instance (``REGISTRY``); tests may build their own."""

    commands: dict[tuple[str, ...], CommandSpec] = field(default_factory=dict)
    actions: dict[str, ActionSpec] = field(default_factory=dict)

    def add_command(self, spec: CommandSpec) -> None:
        """Register ``spec``; refuse what Discord would refuse at sync time (duplicates, option order, > 25)."""
        if spec.path in self.commands:
            raise ValueError(f"duplicate command {spec.qualified_name!r}")
        if not 1 <= len(spec.path) <= 2:
            raise ValueError("a command path has one or two parts (command or group subcommand)")
        self._check_options(spec)
        self.commands[spec.path] = spec

    def add_action(self, spec: ActionSpec) -> None:
        """Register an action; names may not hold ``:`` (it separates name and args in custom_ids)."""
        if spec.name in self.actions or ":" in spec.name:
            raise ValueError(f"duplicate or invalid action name {spec.name!r}")
        self.actions[spec.name] = spec

    def groups(self) -> list[str]:
        """Names of groups (first parts of two-part paths)."""
        return sorted({p[0] for p in self.commands if len(p) == 2})

    @staticmethod
    def _check_options(spec: CommandSpec) -> None:
        seen_optional = False
        for option in spec.options:
            if option.type in MENTION_TYPES and (option.choices or option.autocomplete):
                raise ValueError(f"{spec.qualified_name}: {option.name!r}: a role/user option takes no choices")
            if option.required and seen_optional:
                raise ValueError(f"{spec.qualified_name}: required option {option.name!r} after an optional one")
            seen_optional = seen_optional or not option.required
        if len(spec.options) > 25:
            raise ValueError(f"{spec.qualified_name}: more than 25 options")


REGISTRY = Registry()


def command(
    *path: str,
    options: Sequence[Option] = (),
    director_only: bool = False,
    guild_only: bool = False,
    defer: bool = False,
    defer_ephemeral: bool = False,
    registry: Registry | None = None,
) -> Callable[[Handler], Handler]:
    """Register ``handler`` as the slash command ``/path…``. Returns the handler unchanged (testable directly)."""

    def decorate(handler: Handler) -> Handler:
        spec = CommandSpec(tuple(path), handler, tuple(options), director_only, guild_only or director_only,
                           defer, defer_ephemeral)
        (registry or REGISTRY).add_command(spec)
        return handler

    return decorate


def action(name: str, *, director_only: bool = False, registry: Registry | None = None) -> Callable[[Handler], Handler]:
    """Register ``handler(ctx, *args) -> Reply`` as the target of :class:`~bot.framework.reply.Action` ``name``."""

    def decorate(handler: Handler) -> Handler:
        (registry or REGISTRY).add_action(ActionSpec(name, handler, director_only))
        return handler

    return decorate




def load_commands() -> Registry:
    """Import every module of ``bot.commands`` so their decorators register; return the registry.

    Discovery (not a hand-kept list) lets the ruling and log engineers add ``ruling.py``/``log.py`` without
    touching a shared file. Modules whose name starts with ``_`` are helpers and are skipped.
    """
    here = str(Path(__file__).resolve().parent.parent / "commands")  # the features: found by path, not imported
    for info in pkgutil.iter_modules([here]):
        if not info.name.startswith("_"):
            importlib.import_module(f"bot.commands.{info.name}")
    return REGISTRY
