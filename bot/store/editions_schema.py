"""Schema step "2017 notes" (issue 12), for both backends: a server's choice to show or hide the notes on where
the 2017 Laws rule differently (``/settings editions``). One column of ``guild_settings``, like ``language``;
existing servers get the default, ``show``."""

from __future__ import annotations

_STATEMENTS = ["ALTER TABLE guild_settings ADD COLUMN editions text NOT NULL DEFAULT 'show'"]

SQLITE = list(_STATEMENTS)
PG = list(_STATEMENTS)
EDITIONS = ("show", "hide")
