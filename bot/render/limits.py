"""Discord's size limits and the two operations that keep replies inside them: cut and split.

discord.py enforces none of these (only "10 embeds"), and Discord answers an over-long payload with HTTP 400, so
every string that reaches Discord passes through here first.
"""

from __future__ import annotations

TITLE = 256
DESCRIPTION = 4096
FIELDS = 25
FIELD_NAME = 256
FIELD_VALUE = 1024
FOOTER = 2048
EMBED_TOTAL = 6000
CONTENT = 2000
AUTOCOMPLETE_CHOICES = 25
CHOICE_NAME = 100
CHOICE_VALUE = 100
BUTTON_LABEL = 80
CUSTOM_ID = 100
SELECT_OPTIONS = 25
SELECT_LABEL = 100
SELECT_DESCRIPTION = 100
SELECT_VALUE = 100
PLACEHOLDER = 150
ROWS = 5
BUTTONS_PER_ROW = 5
MODAL_TITLE = 45
MODAL_LABEL = 45
MODAL_PLACEHOLDER = 100
TEXT_INPUT_MAX = 4000
ELLIPSIS = "…"


def cut(text: str | None, limit: int) -> str:
    """``text`` shortened to at most ``limit`` characters, marking the cut with an ellipsis."""
    text = text or ""
    if len(text) <= limit:
        return text
    return text[: max(limit - 1, 0)].rstrip() + ELLIPSIS


def split_text(text: str, limit: int) -> list[str]:
    """Split ``text`` into chunks of at most ``limit`` characters at paragraph, line or word boundaries.

    Law texts run to many thousands of characters; splitting where a reader pauses keeps each page readable.
    """
    if limit < 1:
        raise ValueError("limit must be positive")
    text = text.strip()
    chunks: list[str] = []
    while len(text) > limit:
        window = text[:limit]
        cut_at = max(window.rfind("\n\n"), -1)
        if cut_at < limit // 3:
            cut_at = window.rfind("\n")
        if cut_at < limit // 3:
            cut_at = window.rfind(" ")
        if cut_at < max(limit // 3, 1):
            cut_at = limit
        chunks.append(text[:cut_at].rstrip())
        text = text[cut_at:].lstrip()
    if text or not chunks:
        chunks.append(text)
    return chunks
