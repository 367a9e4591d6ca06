"""Law text as literal markdown: the book's own asterisks must not become Discord's bold or italics.

The corpus marks its footnotes in the text as ``(*)`` and ``(**)`` (Laws 13, 20, 31B, 51 …). A snippet marks the
query's words with ``**`` and Discord renders descriptions as markdown, so a footnote mark left as it is pairs with
the next mark: «заявок(**), (НАКАЗАНИЕ) … **до**» turned the words between them bold and the matched word plain.
Escaping the passage's own markdown characters keeps the marks we add the only markup; the console, which prints
text as it is, resolves the escapes again (:func:`unescape`).
"""

from __future__ import annotations

import re

_SPECIAL = re.compile(r"([\\*_~`|])")
_ESCAPED = re.compile(r"\\([\\*_~`|])")


def literal(text: str) -> str:
    """``text`` with every markdown character escaped: it renders as typed."""
    return _SPECIAL.sub(_escaped, text)


def _escaped(match: re.Match[str]) -> str:
    """One markdown character, escaped (a function, not a template string: the engine looks a template up anew
    on every call, ~1 µs, where most texts hold no such character)."""
    return "\\" + match[1]


def has_markup(text: str, start: int = 0, end: int | None = None) -> bool:
    """Whether ``text[start:end]`` holds a markdown character (most law text holds none: nothing to escape)."""
    return _SPECIAL.search(text, start, len(text) if end is None else end) is not None


def unescape(text: str) -> str:
    """What :func:`literal` escaped, as typed again (markup such as ``**`` stays)."""
    return _ESCAPED.sub(r"\1", text)
