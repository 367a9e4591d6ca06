"""PBN (Portable Bridge Notation) games: ``[Tag "value"]`` lines, the ``Auction`` and ``Play`` sections after them.

Read: ``Board``, ``North`` ``East`` ``South`` ``West`` (the players' names), ``Dealer``, ``Vulnerable``
(``None Love - NS EW All Both``), ``Deal "N:AKQ2.JT9.8765.43 - …"`` (four hands clockwise from the seat named,
``-`` unknown), ``Contract`` (``4SX``, ``Pass``), ``Declarer`` (``^S`` marks an irregular declarer), ``Auction
"N"`` (calls from that seat; ``AP`` all pass; notes ``=1=``, ``$n``, ``!`` and ``*`` skipped) and ``Play "W"``
(one trick a line, in columns from the opening leader clockwise, so the order of play follows from who won each
trick, Law 44). Only the first game of a file is read.

A PBN pasted into a Discord option arrives on one line (the client turns line breaks into spaces): every tag is
put back on a line of its own, and a ``Play`` section on one line is read four cards a trick (PBN writes ``-``
for a card not played, so every trick has four columns).
"""

from __future__ import annotations

import re

from engine.board import parse_vul
from engine.cards import Card, parse_card
from engine.contract import parse_contract
from engine.deal.assemble import assemble, contract_of
from engine.deal.hands import parse_dotted
from engine.deal.model import Deal, small_int
from engine.errors import EngineError
from engine.play_tricks import trick_winner
from engine.seats import Seat, parse_seat

_TAG = re.compile(r'^\s*\[(\w+)\s+"([^"]*)"\s*\]\s*$')
_ANY_TAG = re.compile(r'(\[\w+\s+"[^"]*"\s*\])')
_VUL = {"none": "none", "love": "none", "-": "none", "ns": "NS", "ew": "EW", "all": "both", "both": "both"}
MAX_PBN = 50_000
_PLAYERS = {Seat.N: "North", Seat.E: "East", Seat.S: "South", Seat.W: "West"}  # the players' names


def _sections(text: str) -> tuple[dict[str, str], dict[str, list[str]]]:
    """Tags of the first game, and the token lines following ``Auction`` and ``Play``."""
    if len(text) > MAX_PBN:
        raise EngineError("deal_too_long", limit=MAX_PBN)
    text = re.sub(r"\{[^}]*\}", " ", text)  # comments
    text = _ANY_TAG.sub(r"\n\1\n", text)  # one tag a line, also in a record pasted on one line
    tags: dict[str, str] = {}
    body: dict[str, list[str]] = {}
    current: str | None = None
    for line in text.splitlines():
        if line.lstrip().startswith(("%", ";")):
            continue
        match = _TAG.match(line)
        if match:
            name, value = match[1], match[2]
            if name in tags:  # the next game begins
                break
            tags[name] = value
            current = name if name in ("Auction", "Play") else None
            continue
        if current and line.strip():
            body.setdefault(current, []).append(line.strip())
    if "Deal" not in tags:
        raise EngineError("deal_unrecognized")
    return tags, body


def _deal_tag(value: str) -> dict[Seat, set[Card]]:
    first, _, rest = value.strip().partition(":")
    try:
        seat = parse_seat(first, "deal")
    except EngineError:
        raise EngineError("deal_bad_pbn", tag="Deal") from None
    parts = rest.split()
    if len(parts) != 4:
        raise EngineError("deal_bad_pbn", tag="Deal")
    return {seat.offset(i): parse_dotted(part, seat.offset(i)) for i, part in enumerate(parts) if part != "-"}


def _tokens(lines: list[str]) -> list[str]:
    words = " ".join(lines).replace(";", " ").split()
    return [w for w in words if not re.match(r"^(=\d+=|\$\d+|\*|\+|-|\^\w*)$", w)]


def _auction(tokens: list[str]) -> list[str]:
    calls: list[str] = []
    for token in tokens:
        word = token.rstrip("!?").strip()
        if word.upper() == "AP":
            calls.extend(["P", "P", "P"])
        elif word:
            calls.append(word)
    return calls


def _play(lines: list[str], leader: Seat, trump: str | None) -> list[Card]:
    """The cards in the order played: each line's columns are seats clockwise from the opening leader."""
    order: list[Card] = []
    first = leader  # the columns stay those of the opening leader's seat on every line
    for words in _tricks(lines):
        if not words or words[0] == "*":
            break
        by_seat: dict[Seat, Card] = {}
        for i, word in enumerate(words[:4]):
            if word not in ("-", "*"):
                try:
                    by_seat[first.offset(i)] = parse_card(word.rstrip("!?"))
                except EngineError:
                    raise EngineError("deal_bad_pbn", tag="Play") from None
        played = [by_seat[leader.offset(k)] for k in range(4) if leader.offset(k) in by_seat]
        if len(played) < len(by_seat):  # a gap before a played card: the order cannot be known
            raise EngineError("deal_bad_pbn", tag="Play")
        order.extend(played)
        if len(played) < 4:
            break
        leader = trick_winner(leader, played, trump)
    return order


def _tricks(lines: list[str]) -> list[list[str]]:
    """The play's tokens a trick each: a line is a trick; a line of more than four (a record pasted on one line)
    is cut into fours. Notes (``=1=``, ``$n``) are dropped; nothing after ``*`` (the end of the play) is read."""
    tricks: list[list[str]] = []
    for line in lines:
        words = [w for w in line.split() if not re.match(r"^(=\d+=|\$\d+)$", w)]
        ended = "*" in words
        if ended:
            words = words[:words.index("*")]
        tricks.extend(words[i:i + 4] for i in range(0, len(words), 4))
        if ended:
            break
    return tricks


def parse_pbn(text: str) -> Deal:
    """A ``Deal`` from the first game of a PBN text."""
    tags, body = _sections(text)
    hands = _deal_tag(tags["Deal"])
    board = small_int(tags.get("Board", ""), 10_000) or None
    dealer = parse_seat(tags["Dealer"], "dealer") if tags.get("Dealer", "").strip() not in ("", "?") else None
    vul_text = tags.get("Vulnerable", "").strip().lower()
    vul = _VUL.get(vul_text) if vul_text not in ("", "?") else None
    if vul_text not in ("", "?") and vul is None:
        vul = parse_vul(vul_text)
    calls = _auction(_tokens(body.get("Auction", [])))
    auction_seat = tags.get("Auction", "").strip()
    if dealer is None and auction_seat:
        dealer = parse_seat(auction_seat, "dealer")
    contract_text = tags.get("Contract", "").strip()
    contract = None
    if contract_text.lower() == "pass":
        contract = "passed_out"
    elif contract_text not in ("", "?"):
        try:
            contract = str(parse_contract(contract_text))
        except EngineError:
            raise EngineError("deal_bad_pbn", tag="Contract") from None
    declarer_text = tags.get("Declarer", "").strip().lstrip("^")
    declarer = parse_seat(declarer_text, "declarer") if declarer_text not in ("", "?") else None
    if contract is None:
        contract, derived = contract_of(dealer, tuple(calls))
        declarer = declarer or derived
    play: list[Card] = []
    if body.get("Play") and tags.get("Play", "").strip() not in ("", "?"):
        if contract in (None, "passed_out"):
            raise EngineError("deal_play_without_contract")
        trump = parse_contract(contract).trump
        play = _play(body["Play"], parse_seat(tags["Play"], "leader"), trump)
    names = {seat: tags[tag].strip() for seat, tag in _PLAYERS.items() if tags.get(tag, "").strip() not in ("", "?")}
    return assemble(source="pbn", board=board, dealer=dealer, vul=vul, hands=hands, calls=calls, play=play,
                    contract=contract, declarer=declarer, names=names)
