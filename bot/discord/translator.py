"""Command, option and choice names/descriptions in Russian and English, from the message catalogs.

Every ``locale_str`` the builder creates carries its catalog key in ``extras["key"]``; its message is the English
text (Discord's default locale). Russian clients get the ``ru`` catalog's text. Other locales get English (None =
no localization). A name key without a Russian entry keeps the English name.
"""

from __future__ import annotations

import discord
from discord import app_commands

from bot.i18n import has, t


class CatalogTranslator(app_commands.Translator):
    """Translate by catalog key; only Russian needs localizations (English is the base text)."""

    async def translate(
        self, string: app_commands.locale_str, locale: discord.Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        key = string.extras.get("key")
        if not key or locale is not discord.Locale.russian:
            return None
        return t(key, "ru") if has(key, "ru") else None


def localized(key: str, fallback: str | None = None) -> app_commands.locale_str:
    """A locale_str whose base (English) text is the catalog's English for ``key`` (or ``fallback``)."""
    text = t(key, "en") if has(key, "en") else (fallback if fallback is not None else key)
    return app_commands.locale_str(text, key=key)
