"""Any exception → the reply a user should see: typed errors worded in their language, faults as a short apology.

Every typed error (``UserError``, ``LawbaseError``, ``EngineError``: anything with ``code`` and ``params``) is
worded by the catalog key ``error.<code>``; an unknown code still gets a sentence, never a traceback.
"""

from __future__ import annotations

from bot.commands.reply import Reply, error_reply
from bot.errors import is_user_error
from bot.i18n import has, t


def error_text(exc: BaseException, lang: str) -> str:
    """The localized message for a typed error (``error.unknown`` for a code nobody worded yet)."""
    code = exc.code  # type: ignore[attr-defined]
    key = f"error.{code}"
    if has(key, lang) or has(key, "ru" if lang == "en" else "en"):
        return t(key, lang, **exc.params)  # type: ignore[attr-defined]
    return t("error.unknown", lang, code=code)


def reply_for_error(exc: BaseException, lang: str) -> Reply:
    """An ephemeral reply for ``exc``: worded for typed errors, a generic apology (no details) for bugs."""
    if is_user_error(exc):
        return error_reply(error_text(exc, lang))
    return error_reply(t("error.internal", lang, detail=type(exc).__name__))
