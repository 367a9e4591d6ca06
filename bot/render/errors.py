"""Any exception → the reply a user should see: typed errors worded in their language, faults as a short apology.

Every typed error (``UserError``, ``LawbaseError``, ``EngineError``: anything with ``code`` and ``params``) is
worded by the catalog key ``error.<code>``; an unknown code still gets a sentence, never a traceback.

Errors name commands and options by their code names (``command="ruling pass-obligation"``,
``option="obligation"``); here they become the names the user sees in their language (``/решение …``,
``обязанность``), so every command's errors speak the user's words without each handler translating them.
Long values typed by the user are cut before they are echoed back; on Discord (``ECHO_ESCAPE``, set by the
transport for the interaction being handled) they are also escaped, so ``**``, `` ` `` or ``@everyone`` typed into
an option come back as typed instead of formatting the embed.
"""

from __future__ import annotations

from collections.abc import Callable
from contextvars import ContextVar
from typing import Any

from bot.errors import is_user_error
from bot.framework.reply import Reply, error_reply
from bot.i18n import fallback, has, t
from bot.render import limits

ECHO_LIMIT = 60  # characters of a user's input repeated in an error message
ECHO_ESCAPE: ContextVar[Callable[[str], str] | None] = ContextVar("echo_escape", default=None)
_OWN_WORDS = ("subcommands", "allowed", "options", "command", "option")  # params the bot words itself


def echo(text: str) -> str:
    """User input shown back in a reply: escaped on Discord (``ECHO_ESCAPE``: markdown and mentions), as typed on
    the console."""
    escape = ECHO_ESCAPE.get()
    return escape(text) if escape is not None else text


def command_name(command: str, lang: str) -> str:
    """``ruling revoke`` → ``ruling revoke`` in English, the Russian names (where the catalog has them) in Russian."""
    parts = command.split()
    shown = []
    for depth in range(1, len(parts) + 1):
        key = "cmd." + ".".join(parts[:depth]) + ".name"
        shown.append(t(key, lang) if has(key, lang) else parts[depth - 1])  # localized names, where any
    return " ".join(shown)


def option_name(command: str, option: str, lang: str) -> str:
    """The option's name as the user's client shows it (Russian localization, else the code name)."""
    key = "cmd." + ".".join(command.split()) + f".opt.{option}.name"
    return t(key, lang) if has(key, lang) else option


def _options_of(command: str, lang: str) -> str:
    from bot.framework.registry import REGISTRY

    spec = REGISTRY.commands.get(tuple(command.split()))
    names = [option_name(command, o.name, lang) for o in spec.options] if spec else []
    return ", ".join(names) or "—"


def _subcommands(command: str, subs: list[str], lang: str) -> str:
    lines = []
    for sub in subs:
        desc_key = f"cmd.{command}.{sub}.desc"
        desc = t(desc_key, lang) if has(desc_key, lang) or has(desc_key, "en") else ""
        lines.append(f"/{command_name(f'{command} {sub}', lang)} — {desc}".rstrip(" —"))
    return "\n".join(lines)


def localized_params(params: dict[str, Any], lang: str) -> dict[str, Any]:
    """Params ready for the message: command/option names localized, lists joined, long input cut."""
    shown = dict(params)
    command = params.get("command")
    if isinstance(command, str) and command:
        if isinstance(params.get("option"), str):
            shown["option"] = option_name(command, params["option"], lang)
            shown["options"] = _options_of(command, lang)
        if isinstance(params.get("subcommands"), list):
            shown["subcommands"] = _subcommands(command, params["subcommands"], lang)
        shown["command"] = command_name(command, lang)
    escape = ECHO_ESCAPE.get()
    for name, value in shown.items():
        if isinstance(value, str) and name not in _OWN_WORDS[:3] and len(value) > ECHO_LIMIT:
            shown[name] = value = limits.cut(value, ECHO_LIMIT)
        if escape is not None and isinstance(value, str) and name not in _OWN_WORDS:
            shown[name] = escape(value)
    return shown


def error_text(exc: BaseException, lang: str) -> str:
    """The localized message for a typed error (``error.unknown`` for a code nobody worded yet)."""
    code = exc.code  # type: ignore[attr-defined]
    key = f"error.{code}"
    if has(key, lang) or has(key, fallback(lang)):
        return t(key, lang, **localized_params(exc.params, lang))  # type: ignore[attr-defined]
    return t("error.unknown", lang, code=code)


def reply_for_error(exc: BaseException, lang: str) -> Reply:
    """An ephemeral reply for ``exc``: worded for typed errors, a generic apology (no details) for bugs."""
    if is_user_error(exc):
        return error_reply(error_text(exc, lang))
    return error_reply(t("error.internal", lang, detail=type(exc).__name__))
