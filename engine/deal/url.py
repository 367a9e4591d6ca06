"""BBO handviewer links, read offline: the record is in the link's query, never fetched.

``…/handviewer.html?lin=pn|…|md|…`` carries a whole LIN record. The handviewer's own parameters are read too:
``n s e w`` hands (``sakq2hjt9d8765c43``), ``d`` dealer, ``v`` vulnerability (``-``/``o`` none, ``n``, ``e``,
``b``), ``b`` board, ``a`` auction (``1sp2sppp``), ``p`` play (``sahkd2…``). Links that only point at a record
elsewhere (``linurl=``, ``myhand=``, short ``bbo.tl`` links) would need the network: refused with a message
saying to paste the record or the full link.
"""

from __future__ import annotations

import re

from engine.cards import Card, parse_card
from engine.deal.assemble import assemble
from engine.deal.hands import parse_prefixed
from engine.deal.lin import parse_lin
from engine.deal.model import Deal, small_int
from engine.errors import EngineError
from engine.seats import Seat, parse_seat

_VUL = {"-": "none", "o": "none", "0": "none", "n": "NS", "e": "EW", "b": "both"}
_NETWORK_ONLY = ("linurl", "myhand", "lin_url", "url")
MAX_URL = 20_000


def unquote(text: str) -> str:
    """Percent-decoding of a query value (``%7C`` → ``|``, ``+`` → space), UTF-8, bad escapes kept as typed.
    (Written here rather than taken from urllib: the engine imports nothing network-related.)"""
    text = text.replace("+", " ")
    out = bytearray()
    i = 0
    while i < len(text):
        if text[i] == "%" and re.fullmatch(r"[0-9A-Fa-f]{2}", text[i + 1:i + 3]):
            out.append(int(text[i + 1:i + 3], 16))
            i += 3
        else:
            out += text[i].encode("utf-8", "replace")
            i += 1
    return out.decode("utf-8", "replace")


def _query(text: str) -> dict[str, str]:
    """The link's parameters (the query, else the fragment), names lower-cased, the first of each kept."""
    rest = re.sub(r"^[a-zA-Z][a-zA-Z0-9+.-]*://", "", text.strip())
    host = re.split(r"[/?#]", rest, maxsplit=1)[0].lower()
    query = rest.split("?", 1)[1] if "?" in rest else (rest.split("#", 1)[1] if "#" in rest else "")
    if host.endswith("bbo.tl") or not query:
        short = host.endswith("bbo.tl") or "handviewer" not in rest.lower()  # its record is online, elsewhere
        raise EngineError("deal_url_needs_network" if short else "deal_url_no_record")
    params: dict[str, str] = {}
    for item in re.split(r"[&;]", query.split("#", 1)[0]):
        name, _, value = item.partition("=")
        params.setdefault(unquote(name).strip().lower(), unquote(value))
    return params


def _auction(text: str) -> list[str]:
    """``1sp2sppp`` → ``1S P 2S P P P``: a digit takes the next letter; ``p d r`` alone are calls. An explanation
    in brackets after a call (``1c(16+)``) and an alert mark (``!``) are not calls: skipped."""
    calls: list[str] = []
    compact = re.sub(r"\([^)]*\)?", "", text).lower().replace("-", "").replace(" ", "").replace("!", "")
    i = 0
    while i < len(compact):
        ch = compact[i]
        if ch in "1234567" and i + 1 < len(compact):
            calls.append(compact[i:i + 2])
            i += 2
        elif ch in "pdr":
            calls.append(ch)
            i += 1
        else:
            raise EngineError("deal_bad_call", value=compact[i:i + 3])
    return calls


def _play(text: str) -> list[Card]:
    compact = re.sub(r"[\s,]", "", text)
    if len(compact) % 2:
        raise EngineError("deal_bad_card", value=compact[-2:])
    cards: list[Card] = []
    for i in range(0, len(compact), 2):
        try:
            cards.append(parse_card(compact[i:i + 2]))
        except EngineError:
            raise EngineError("deal_bad_card", value=compact[i:i + 2]) from None
    return cards


def parse_url(text: str) -> Deal:
    """A ``Deal`` from a handviewer link."""
    if len(text) > MAX_URL:
        raise EngineError("deal_too_long", limit=MAX_URL)
    query = _query(text)
    if "lin" in query:
        return parse_lin(query["lin"], source="url")
    if any(key in query for key in _NETWORK_ONLY):
        raise EngineError("deal_url_needs_network")
    hands = {seat: parse_prefixed(query[seat.value.lower()], seat) for seat in Seat
             if query.get(seat.value.lower(), "").strip()}
    if not hands:
        raise EngineError("deal_url_no_record")
    dealer = parse_seat(query["d"], "dealer") if query.get("d", "").strip() else None
    vul = None
    if query.get("v", "").strip():
        vul = _VUL.get(query["v"].strip().lower()[:1])
        if vul is None:
            raise EngineError("deal_bad_vul", value=query["v"][:20])
    board = small_int(query.get("b", ""), 10_000) or None
    return assemble(source="url", board=board, dealer=dealer, vul=vul, hands=hands,
                    calls=_auction(query.get("a", "")), play=_play(query.get("p", "")))
