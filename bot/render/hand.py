"""The hand diagram: four hands round the table, suit symbols, narrow enough for a phone (a monospace block).

North on top, West and East side by side, South below; each hand four lines (``♠ AKQ2``), a void ``—``, an
unknown hand ``?``. Ten is ``T`` to keep columns narrow. When the two side hands would not fit
``MAX_WIDTH`` columns (a very long suit), the hands are stacked one under another instead.
"""

from __future__ import annotations

from typing import Any

from bot.i18n import t
from bot.render.bridge_words import SUIT_SYMBOLS, call_text, seat_short, seat_text, side_text, vul_text

SUITS = tuple(SUIT_SYMBOLS.items())  # (code, symbol), spades first, as a hand is written
MAX_WIDTH = 30  # a Discord code block on a phone in portrait shows about 32 monospace columns
INDENT = 8
LHO = {"N": "E", "E": "S", "S": "W", "W": "N"}  # the opening leader of each declarer (41A)


def hand_lines(hand: dict[str, str] | None, lang: str) -> list[str]:
    """``["♠ AKQ2", "♥ JT9", …]``; a void as ``—``; an unknown hand as ``?`` lines."""
    if hand is None:
        return [f"{symbol} {t('desk.deal.unknown_hand', lang)}" for _, symbol in SUITS]
    return [f"{symbol} {hand.get(suit) or t('desk.deal.void', lang)}" for suit, symbol in SUITS]


def diagram(deal: dict[str, Any], lang: str) -> str:
    """The four hands of ``deal`` (``Deal.to_dict()``) as plain monospace lines."""
    hands = deal.get("hands") or {}
    lines = {seat: hand_lines(hands.get(seat), lang) for seat in "NESW"}
    label = {seat: seat_short(seat, lang) for seat in "NESW"}
    west = max(len(x) for x in lines["W"] + [label["W"]])
    east = max(len(x) for x in lines["E"] + [label["E"]])
    pad = " " * min(INDENT, west + 1)
    gap = max(west + 2, len(pad) + 6)  # East starts right of North's suit symbols, as in a printed diagram
    if gap + east > MAX_WIDTH:
        out: list[str] = []
        for seat in "NWES":
            out += [label[seat], *lines[seat]]
        return "\n".join(out)
    out = [pad + label["N"], *(pad + x for x in lines["N"])]
    out.append(f"{label['W']:<{gap}}{label['E']}")
    out += [f"{w:<{gap}}{e}".rstrip() for w, e in zip(lines["W"], lines["E"], strict=True)]
    out += [pad + label["S"], *(pad + x for x in lines["S"])]
    return "\n".join(out)


def header(deal: dict[str, Any], lang: str) -> list[str]:
    """Board, dealer and vulnerability, and the contract, as short lines."""
    out = []
    if deal.get("dealer") or deal.get("vul"):
        dealer = seat_text(deal["dealer"], lang) if deal.get("dealer") else "?"
        vul = vul_text(deal["vul"], lang) if deal.get("vul") else "?"
        out.append(t("desk.deal.dealer_vul", lang, dealer=dealer, vul=vul))
    contract = deal.get("contract")
    if contract == "passed_out":
        out.append(t("desk.deal.passed_out", lang))
    elif contract:
        declarer = seat_text(deal["declarer"], lang) if deal.get("declarer") else "?"
        out.append(t("desk.deal.contract", lang, contract=contract_symbol(contract, lang), declarer=declarer))
    return out


def contract_symbol(contract: str, lang: str) -> str:
    """``4SX`` → ``4♠X``; ``3NT`` → ``3БК`` in Russian."""
    doubled = len(contract) - len(contract.rstrip("X"))
    return call_text(contract[: len(contract) - doubled], lang) + "X" * doubled


def auction_line(deal: dict[str, Any], lang: str) -> str:
    """The calls in order, worded (``1♦ пас 1БК пас 3БК пас пас пас``)."""
    return " ".join(call_text(c, lang) for c in deal.get("auction") or [])


def title(deal: dict[str, Any], lang: str) -> str:
    board = deal.get("board")
    return t("desk.deal.title", lang, board=board) if board else t("desk.deal.title_no_board", lang)


def play_lines(facts: dict[str, Any] | None, lang: str, deal: dict[str, Any] | None = None) -> list[str]:
    """The play facts (``PlayFacts.to_dict()``): the opening lead (and whose it was, when another seat made it:
    41A), tricks played and won, revokes. A record whose play cannot be followed says why, never "no play"."""
    if not facts or not facts.get("tricks"):
        if deal and deal.get("play"):
            complete = all((deal.get("hands") or {}).get(seat) for seat in "NESW")
            return [t("error.deal_play_needs_hands" if not complete else "error.deal_play_without_contract", lang)]
        return [t("desk.deal.no_play", lang)]
    out = []
    if facts.get("opening_lead"):
        out.append(t("desk.deal.lead", lang, card=card_symbol(facts["opening_lead"]),
                     seat=seat_text(facts["opening_leader"], lang)))
        declarer = (deal or {}).get("declarer")
        if declarer and facts.get("opening_leader") != LHO[declarer]:
            out.append(t("desk.deal.lead_out_of_turn", lang, seat=seat_text(LHO[declarer], lang)))
    done = sum(1 for trick in facts["tricks"] if trick.get("winner"))
    out.append(t("desk.deal.played", lang, tricks=done, ns=facts["won"]["NS"], ew=facts["won"]["EW"]))
    for revoke in facts.get("revokes") or []:
        out.append(t("desk.deal.revoke", lang, trick=revoke["trick"], seat=seat_text(revoke["by"], lang),
                     card=card_symbol(revoke["card"]), suit=dict(SUITS)[revoke["led"]]))
    return out


def card_symbol(card: str) -> str:
    """``SA`` → ``♠A``, ``HT`` → ``♥10``."""
    return dict(SUITS).get(card[:1], card[:1]) + ("10" if card[1:] == "T" else card[1:])


def deal_text(deal: dict[str, Any], facts: dict[str, Any] | None, lang: str, *, fence: bool = False) -> str:
    """Everything about a deal as lines: title, board facts, the diagram (fenced for Discord), auction, play."""
    block = diagram(deal, lang)
    parts = [title(deal, lang), *header(deal, lang), f"```\n{block}\n```" if fence else block]
    if deal.get("auction"):
        parts.append(f"{t('desk.deal.auction', lang)}: {auction_line(deal, lang)}")
    if deal.get("play"):
        parts += play_lines(facts, lang, deal)
    if deal.get("claim") is not None:
        parts.append(t("desk.deal.claim", lang, tricks=deal["claim"]))
    return "\n".join(parts)


def position_deal(claim: dict[str, Any]) -> dict[str, Any]:
    """The cards left at a claim (``ClaimFacts.to_dict()["position"]``) in the shape ``diagram`` draws."""
    hands = {}
    for seat, cards in claim["position"]["hands"].items():
        hands[seat] = {suit: "".join(sorted((c[1] for c in cards if c[0] == suit), key="AKQJT98765432".index))
                       for suit, _ in SUITS}
    return {"hands": hands}


def turn_line(position: dict[str, Any], tricks_left: int, lang: str) -> str:
    """Whose turn it is at the claim, and the cards already played to the trick (a claim may come mid-trick)."""
    trick = 14 - tricks_left
    if position.get("trick"):
        cards = " ".join(card_symbol(c) for c in position["trick"])
        return t("desk.claim.to_play", lang, trick=trick, cards=cards, seat=seat_text(position["to_play"], lang))
    return t("desk.claim.to_lead", lang, trick=trick, seat=seat_text(position["to_play"], lang))


def claim_lines(claim: dict[str, Any], outstanding_trump: bool | None, lang: str) -> list[str]:
    """The facts of a claim in words; the decision stays the director's."""
    seat = seat_text(claim["claimer"], lang)
    side = side_text(claim["side"], lang)
    out = []
    if claim["claimed"] is not None:
        out.append(t("desk.claim.claimed", lang, seat=seat, claimed=claim["claimed"], left=claim["tricks_left"]))
    else:
        out.append(t("desk.claim.unstated", lang, seat=seat, left=claim["tricks_left"]))
    out.append(turn_line(claim["position"], claim["tricks_left"], lang))
    if claim["double_dummy"] is None:
        out.append(t("desk.claim.dd_unavailable", lang))
    else:
        out.append(t("desk.claim.dd", lang, side=side, tricks=claim["double_dummy"]))
    worst = claim.get("worst")
    if claim.get("lines_note"):
        out.append(t(f"error.{claim['lines_note']}", lang, tricks=claim["tricks_left"]))
    elif worst is not None:
        order = " ".join(dict(SUITS)[s] for s in worst["order"])
        out.append(t("desk.claim.worst", lang, order=order, tricks=worst["tricks"], orders=claim["orders"]))
        if claim["lost"]:
            out.append(t("desk.claim.lost", lang, lost=claim["lost"], short=claim["orders_short"],
                         orders=claim["orders"]))
        elif claim["claimed"] is not None:
            out.append(t("desk.claim.no_loss", lang))
    if outstanding_trump is not None:
        out.append(t("desk.claim.trump_out" if outstanding_trump else "desk.claim.trump_none", lang))
    out.append(t("desk.claim.decision", lang))
    return out
