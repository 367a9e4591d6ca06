"""Law 17D (cards taken from the wrong board, and a call made) and Law 21A (a call based on the caller's own
misunderstanding): the auction-period laws that are not about one irregular call."""

from __future__ import annotations

from engine.cases import Case
from engine.ruling import Ruling
from engine.rulings import ruler
from engine.rulings.auction.common import NAME, add_option

COMMON = ("spectator", "nonoffender_acted")


@ruler("cards_from_wrong_board")
def rule_wrong_cards(case: Case) -> Ruling:
    """17D: the director may cancel the deal, and must when any non-offending player asks; 90: procedural penalty."""
    irr = case.irregularity
    irr.only("by", "cancel_requested", *COMMON)
    by = irr.seat("by")
    assert by is not None
    ruling = Ruling(type="cards_from_wrong_board", offender=NAME[by])
    ruling.cite("17", "17D")
    ruling.say("wrong_cards.fact", "17D", by=NAME[by])
    requested = irr.raw.get("cancel_requested")
    if requested is None:
        ruling.say("wrong_cards.who_decides", "17D", lho=NAME[by.lho], rho=NAME[by.rho])
        add_option(ruling, by.lho, {"cancel_requested": True}, _cancelled)
        add_option(ruling, by.lho, {"cancel_requested": False}, _director_decides)
    elif irr.bool("cancel_requested"):
        _cancelled(ruling)
    else:
        _director_decides(ruling)
    ruling.say("wrong_cards.procedural", "90")
    return ruling


def _cancelled(ruling: Ruling) -> None:
    ruling.say("wrong_cards.must_cancel", "17D")


def _director_decides(ruling: Ruling) -> None:
    ruling.say("wrong_cards.may_cancel", "17D")


@ruler("own_misunderstanding")
def rule_own_misunderstanding(case: Case) -> Ruling:
    """21A: "Igroku ne predostavlyaetsya pomoshch'" for a call based on his own misunderstanding."""
    irr = case.irregularity
    irr.only("by", "call", *COMMON)
    by = irr.seat("by")
    call = irr.call("call", required=False)
    assert by is not None
    ruling = Ruling(type="own_misunderstanding", offender=None)
    ruling.cite("21", "21A")
    ruling.say("misunderstanding.21A", "21A", by=NAME[by], call=str(call) if call else "")
    ruling.say("misunderstanding.not_21B", "21B1")
    return ruling
