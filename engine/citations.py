"""Whether a cited ref's text is in the law base. The engine cites refs; lawbase knows what text it holds."""

from __future__ import annotations

from functools import cache


@cache
def in_corpus(ref: str) -> bool:
    """True when the law base holds the text of ``ref`` (cached: rulings cite the same refs again and again)."""
    import lawbase

    return lawbase.load().in_corpus(ref)
