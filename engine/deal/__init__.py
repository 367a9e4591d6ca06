"""Deal records (BBO LIN, BBO handviewer links, PBN) read into plain data: ``parse_deal(text) -> Deal``.

Pure: no network (a link is read from its own text), no clock. A record that cannot be read, or contradicts
itself (a card dealt twice, a hand of fourteen), raises ``EngineError`` with a ``deal_*`` code.
"""

from __future__ import annotations

import re

from engine.deal.lin import parse_lin
from engine.deal.model import Deal
from engine.deal.pbn import parse_pbn
from engine.deal.url import parse_url
from engine.errors import EngineError

__all__ = ["Deal", "detect", "parse_deal"]

_URL = re.compile(r"^\s*(?:https?://|www\.|bbo\.tl/|[\w.-]*bridgebase\.com/)", re.IGNORECASE)
_LIN = re.compile(r"(?:^|\|)\s*(?:md|mb|pc|sv|pn|ah|qx)\s*\|", re.IGNORECASE)
_PBN = re.compile(r"\[\s*Deal\s+\"", re.IGNORECASE)


def detect(text: str) -> str | None:
    """``url``, ``pbn`` or ``lin`` by the record's look; ``None`` when it is none of them."""
    if _URL.match(text):
        return "url"
    if _PBN.search(text):
        return "pbn"
    if _LIN.search(text):
        return "lin"
    return None


def parse_deal(text: object) -> Deal:
    """A deal record in any of the three forms; ``EngineError`` (``deal_*``) when it cannot be read."""
    if not isinstance(text, str) or not text.strip():
        raise EngineError("deal_empty")
    kind = detect(text)
    if kind == "url":
        return parse_url(text.strip())
    if kind == "pbn":
        return parse_pbn(text)
    if kind == "lin":
        return parse_lin(text)
    raise EngineError("deal_unrecognized")
