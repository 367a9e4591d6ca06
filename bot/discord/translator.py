"""Command, option and choice names/descriptions in Russian and English, from the message catalogs.

Every ``locale_str`` the builder creates carries its catalog key in ``extras["key"]``; its message is the English
text (Discord's default locale). A client whose locale one of our languages serves (``bot/locale/languages.json``:
``discord``) gets that catalog's text; other locales get English (None = no localization). A name key missing from
a language's catalog keeps the English name.
"""

from __future__ import annotations

import discord
from discord import app_commands

from bot.i18n import discord_lang, has, t

BASE_LANG = "en"  # Discord's default locale: the text every locale_str carries


class CatalogTranslator(app_commands.Translator):
    """Translate by catalog key into the language that serves the client's locale (English is the base text)."""

    async def translate(
        self, string: app_commands.locale_str, locale: discord.Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        key = string.extras.get("key")
        lang = discord_lang(locale.value)
        if not key or lang is None or lang == BASE_LANG:  # the base text is already in BASE_LANG
            return None
        return t(key, lang) if has(key, lang) else None


def localized(key: str, fallback: str | None = None) -> app_commands.locale_str:
    """A locale_str whose base (English) text is the catalog's English for ``key`` (or ``fallback``)."""
    text = t(key, BASE_LANG) if has(key, BASE_LANG) else (fallback if fallback is not None else key)
    return app_commands.locale_str(text, key=key)
