"""Which answers fit the facts so far, asked of the engine: the wizard offers only those, and refuses the rest.

A director who says "insufficient bid" and then picks a sufficient one, or a premature play by declarer, has
described a case the engine would refuse at the end. Narrowing the answers as the facts come in (only the bids
that *are* insufficient after this auction, only the defenders for a penalty card) turns that refusal into a
choice that cannot be wrong. ``None`` means "no restriction known": the engine still has the last word.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.intake.answers import all_bids
from bot.intake.kinds import Fact
from engine.calls import DOUBLE, PASS, REDOUBLE, parse_call
from engine.errors import EngineError
from engine.seats import SEATS, Seat

if TYPE_CHECKING:
    from bot.intake.state import WizardState

ALL_CALLS = frozenset(str(c) for c in (PASS, DOUBLE, REDOUBLE, *all_bids()))
ALL_SEATS = frozenset(s.value for s in SEATS)
RESULT_CONTRACTS = frozenset(c for c in ALL_CALLS if c not in ("X", "XX"))
# irregularities committed by the player whose turn it was (out of turn they are Laws 28–32 instead)
IN_TURN_TYPES = ("insufficient_bid", "change_of_call", "inadmissible_call", "pass_obligation_violated")

# (type, fact) → the error code when an answer does not fit (worded as error.<code>)
CODES = {
    ("insufficient_bid", "call"): "intake_not_insufficient",
    ("call_out_of_turn", "by"): "intake_seat_in_turn",
    ("insufficient_bid", "by"): "intake_not_in_turn",
    ("change_of_call", "by"): "intake_not_in_turn",
    ("inadmissible_call", "by"): "intake_not_in_turn",
    ("pass_obligation_violated", "by"): "intake_not_in_turn",
}


def error_code(type_: str, name: str) -> str:
    if name == "correction":
        return "intake_bad_correction"
    return CODES.get((type_, name), "intake_does_not_fit")


def allowed(state: WizardState, spec: Fact) -> frozenset[str] | None:
    """The values of ``spec`` that fit the facts gathered so far (``None``: anything the kind allows)."""
    if not state.board_known or state.type is None:
        return None
    if spec.name == "by":
        return _offenders(state)
    if spec.name == "call":
        return _calls(state)
    if spec.name in ("new_call", "intended"):  # a change (25) or a misclick (25A) names another call
        return ALL_CALLS - {state.irregularity.get("call", "")}
    if spec.name == "correction":  # a legal call, or an attempt to double or redouble instead (27B3: cancelled)
        return frozenset(c for c in ALL_CALLS if _legal_now(state, c) or c in ("X", "XX"))
    if spec.name == "misinformed" and state.irregularity.get("by"):  # 21B1: misinformation given by an opponent
        by = Seat(state.irregularity["by"])
        return frozenset({by.lho.value, by.rho.value})
    if spec.name == "correct_leader":
        return ALL_SEATS - {state.irregularity.get("by", "")}
    if spec.name == "trick" and state.type == "revoke":
        return frozenset(str(n) for n in range(1, 13))  # at trick 13 there is one card left: no revoke possible
    if spec.name == "offending_side_tricks_after":
        trick = state.irregularity.get("trick", 1)
        return frozenset(str(n) for n in range(0, 14 - trick))
    if state.type == "claim_decision":
        return _claim_counts(state, spec.name)
    if spec.name in ("result_contract", "offending_contract"):  # 12C2: a contract, or pass (the board passed out)
        return RESULT_CONTRACTS
    return None


def _claim_counts(state: WizardState, name: str) -> frozenset[str] | None:
    """The counts a claim can have (68, 69B, 70): at least one trick left to claim, declarer's side's tricks among
    those played, a claim on the tricks left, and no more awarded than claimed (70) — fewer when an acceptance is
    withdrawn (69B: a trick restored to the side that accepted)."""
    irr = state.irregularity
    played = irr.get("tricks_played", 12)
    claimed = irr.get("claimed", 13 - played)
    top = {"tricks_played": 12, "declarer_tricks": played, "claimed": 13 - played,
           "awarded": claimed - (irr.get("basis") == "acceptance_withdrawn")}.get(name)
    return None if top is None else frozenset(str(n) for n in range(0, top + 1))


def declarer_of(state: WizardState) -> Seat | None:
    """Declarer from the finished auction, else as given with the contract."""
    auction = state.engine_auction()
    if auction.ended:
        return auction.declarer
    return Seat(state.declarer) if state.declarer else None


def _offenders(state: WizardState) -> frozenset[str] | None:
    """Who can commit this irregularity: the player in turn (27, 25), not him (28–32), a defender (50, 57)…"""
    type_ = state.type
    auction = state.engine_auction()
    turn = None if auction.ended else auction.turn
    if type_ in IN_TURN_TYPES and turn is not None:
        return frozenset({turn.value})
    if type_ == "call_out_of_turn" and turn is not None:
        return ALL_SEATS - {turn.value}
    declarer = declarer_of(state)
    if declarer is None:
        return None
    if type_ in ("penalty_card", "premature_play"):
        return frozenset({declarer.lho.value, declarer.rho.value})
    if type_ == "declarer_exposed_card":
        return frozenset({declarer.value})
    if type_ == "lead_out_of_turn" and state.irregularity.get("trick") == 1:
        return ALL_SEATS - {declarer.lho.value}  # Law 41A: declarer's LHO is the one who should lead
    return None


def _calls(state: WizardState) -> frozenset[str] | None:
    """Which calls make sense as the irregular call of this type, after this auction."""
    type_ = state.type
    if type_ == "insufficient_bid":
        return frozenset(c for c in ALL_CALLS if _illegality(state, c) == "insufficient")
    if type_ == "inadmissible_call":
        return frozenset(c for c in ("X", "XX") if (_illegality(state, c) or "").startswith("inadmissible"))
    if type_ == "pass_obligation_violated":  # Law 37: a legal call other than the pass the obligation asked for
        return frozenset(c for c in ALL_CALLS if c != "P" and _legal_now(state, c))
    if type_ == "change_of_call":
        return frozenset(c for c in ALL_CALLS if _legal_now(state, c))
    if type_ == "misclick":  # 25A: his call just made (legal at his turn), or one of his calls in the auction
        return _calls_by(state, state.irregularity.get("by")) | (
            frozenset(c for c in ALL_CALLS if _legal_now(state, c)) if _turn_of(state) == state.irregularity.get("by")
            else frozenset()) or None
    if type_ == "misexplanation":  # 20F1: the call explained is his partner's, made in this auction
        by = state.irregularity.get("by")
        return _calls_by(state, Seat(by).partner.value if by else None) or None
    return None


def _calls_by(state: WizardState, seat: str | None) -> frozenset[str]:
    """The calls ``seat`` made in the auction so far."""
    auction = state.engine_auction()
    return frozenset(str(c) for i, c in enumerate(auction.calls) if auction.seat_of(i).value == seat)


def _turn_of(state: WizardState) -> str | None:
    auction = state.engine_auction()
    return None if auction.ended else auction.turn.value


def _illegality(state: WizardState, call: str) -> str | None:
    by = state.irregularity.get("by")
    try:
        return state.engine_auction().illegality(parse_call(call), Seat(by) if by else None)
    except (EngineError, ValueError):
        return None


def _legal_now(state: WizardState, call: str) -> bool:
    try:
        parsed = parse_call(call)
    except EngineError:
        return False
    return not parsed.above_seven and _illegality(state, call) is None


def fits(state: WizardState, spec: Fact, value: Any) -> bool:
    """Whether ``value`` fits the facts so far."""
    values = allowed(state, spec)
    return values is None or str(value) in values
