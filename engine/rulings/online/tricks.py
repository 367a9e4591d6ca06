"""The director's decision on the tricks: after a contested claim (70; 69B for an acceptance withdrawn), and in a
dispute over the number of tricks or the score (66D; 65 and 79 are not in our corpus).

A claim is no irregularity: there is a claimer, never an offender, and no "damaged side". The director decides how
many of the remaining tricks each side gets; the engine adds them to the tricks already won and scores the board
(Law 77). The principles the director applies to a contested claim (doubtful points against the claimer, "normal"
play) are in Law 70, of which our corpus holds only the opening words: the ruling states them as known from the
secondary source (bridge-domain §3g, 1997 text believed equal to 1987) and marks the citation so.

69B is in the corpus: within the correction period a player may withdraw his acceptance of an opponent's claim only
if he accepted the loss of a trick his side had in fact won, or one that could not be lost by any normal play; "сдача
пересчитывается с присуждением этой взятки стороне, ранее принявшей претензию".

66D is in the corpus: after play the played and unplayed cards may be inspected to settle a claim about the number
of tricks won or lost; a player who then mixes his cards so the facts cannot be established loses the point ("судье
надлежит принимать решения в пользу другой стороны").
"""

from __future__ import annotations

from typing import Any

from engine.cases import Irregularity
from engine.errors import EngineError
from engine.play_context import TRICKS_PER_BOARD, PlayContext, new_ruling, play_context
from engine.ruling import Ruling
from engine.rulings import ruler
from engine.rulings.online.common import SIDES, fact, result_key, result_params, side_params
from engine.scoring.contract_score import ScoreResult, score_contract
from engine.scoring.matchpoints import parse_score

CLAIM = "claim_decision"
BASES = ("contested", "acceptance_withdrawn")
DOUBTS = ("outstanding_trump", "new_line", "unstated_finesse")
# the doubts as a list (``doubts``) or one yes/no fact each (the wizard's and /ruling-online's form)
CLAIM_FIELDS = ("by", "tricks_played", "declarer_tricks", "claimed", "awarded", "basis", "doubts", *DOUBTS)
DISPUTE = "score_dispute"
DISPUTE_FIELDS = ("what", "tricks", "ns_says", "ew_says", "cards_mixed_by", "recorded")


@ruler(CLAIM)
def rule_claim_decision(case: Any) -> Ruling:
    """``by`` claimed ``claimed`` of the remaining tricks after ``tricks_played`` tricks, of which declarer's side
    had won ``declarer_tricks``; the director gives the claimer's side ``awarded`` of them."""
    ctx = play_context(case)
    irr = case.irregularity
    irr.only(*CLAIM_FIELDS)
    by = irr.seat("by")
    played = _count(irr, "tricks_played", TRICKS_PER_BOARD - 1)
    won = _count(irr, "declarer_tricks", played)
    remaining = TRICKS_PER_BOARD - played
    claimed = _count(irr, "claimed", remaining)
    basis = irr.str("basis", allowed=BASES, default="contested")
    ruling = new_ruling(CLAIM, None, "68")
    ruling.extra.update(claimer=by.value, judgement="director", claimed_tricks=claimed, remaining=remaining)
    ruling.say("online.claim.fact", "68", seat=by.value, tricks=claimed, remaining=remaining)
    if basis == "contested":
        _contested(ruling, irr)
    elif _doubts(irr):  # 69B rules on a trick conceded, not on a contested claim's doubtful points
        raise EngineError("contradictory_fields", field="doubts", other="basis")
    else:
        ruling.say("online.claim.69B", "69B")
    awarded = irr.int("awarded", lo=0, hi=remaining)
    if awarded is None:
        ruling.say("online.claim.awaiting_decision", "70" if basis == "contested" else "69B")
        return ruling
    if basis == "contested" and awarded > claimed:
        raise EngineError("awarded_above_claim", awarded=awarded, claimed=claimed, law="70")
    if basis == "acceptance_withdrawn" and awarded >= claimed:
        raise EngineError("nothing_restored", awarded=awarded, claimed=claimed, law="69B")
    declarer_side = by.side == ctx.declarer.side
    total = won + (awarded if declarer_side else remaining - awarded)
    ruling.say("online.claim.decision", "70" if basis == "contested" else "69B", seat=by.value, tricks=awarded,
               conceded=remaining - awarded)
    _score(ruling, case, total)
    return ruling


def _count(irr: Irregularity, name: str, hi: int) -> int:
    value = irr.int(name, lo=0, hi=hi)
    if value is None:
        raise EngineError("missing_field", field=name, where=irr.type)
    return value


def _contested(ruling: Ruling, irr: Irregularity) -> None:
    """The principles of 70 (secondary source): doubtful points against the claimer, normal play, and the doubts
    the director names."""
    ruling.say("online.claim.principles", "70")
    for doubt in _doubts(irr):
        ruling.say(f"online.claim.doubt_{doubt}", "70")
    ruling.caveat("online.caveat.law70_secondary", "70")


def _doubts(irr: Irregularity) -> list[str]:
    """The doubts the director names: the ``doubts`` list and the yes/no facts of the same names, once each."""
    doubts = irr.raw.get("doubts") or []
    if not isinstance(doubts, list) or any(d not in DOUBTS for d in doubts):
        raise EngineError("bad_field", field="doubts", value=str(doubts), expected=" | ".join(DOUBTS))
    flagged = [d for d in DOUBTS if fact(irr, d)]
    return list(dict.fromkeys([*doubts, *flagged]))


def _score(ruling: Ruling, case: Any, declarer_tricks: int) -> ScoreResult:
    """Declarer's tricks and the board's score (Law 77), from North–South's view and declarer's side's."""
    score = score_contract(case.contract, case.declarer, tricks=declarer_tricks, vul=case.vul)
    side = case.declarer.side
    ruling.say(result_key("online.score.result", score), "77", **side_params(side),
               **result_params(score, score.score_declarer))
    ruling.extra["tricks"] = {"declarer": declarer_tricks, "defenders": TRICKS_PER_BOARD - declarer_tricks}
    ruling.extra["score"] = score.to_dict()
    return score


@ruler(DISPUTE)
def rule_score_dispute(case: Any) -> Ruling:
    """A dispute over the number of tricks (``what: tricks``) or over the score entered (``what: score``)."""
    ctx = play_context(case)
    irr = case.irregularity
    irr.only(*DISPUTE_FIELDS)
    what = irr.str("what", allowed=("tricks", "score"), default="score")
    ruling = new_ruling(DISPUTE, None)
    tricks = irr.int("tricks", lo=0, hi=TRICKS_PER_BOARD)
    if what == "tricks":
        tricks = _trick_count(ruling, irr, ctx, tricks)
    if tricks is None:
        raise EngineError("missing_field", field="tricks", where=DISPUTE)
    score = _score(ruling, case, tricks)
    recorded = irr.raw.get("recorded")
    if recorded is not None:
        entered = parse_score(recorded)
        ruling.extra["recorded_ns"] = entered
        ruling.extra["score_correct"] = entered == score.score_ns
        if entered == score.score_ns:
            ruling.say("online.score.recorded_right", "77", recorded=f"{entered:+d}" if entered else "0")
        else:
            ruling.say("online.score.recorded_wrong", "77", recorded=f"{entered:+d}" if entered else "0",
                       correct=f"{score.score_ns:+d}" if score.score_ns else "0")
    ruling.say("online.score.correction_period", "79")
    ruling.caveat("online.caveat.law79_not_in_corpus", "79")
    return ruling


def _trick_count(ruling: Ruling, irr: Irregularity, ctx: PlayContext, tricks: int | None) -> int | None:
    """66D: inspect the cards; a player who mixed his cards after the dispute loses the point."""
    says = {side: irr.int(f"{side.lower()}_says", lo=0, hi=TRICKS_PER_BOARD) for side in SIDES}
    ruling.say("online.score.inspect", "66D")
    ruling.say("online.score.law65", "65")
    mixed = irr.seat("cards_mixed_by", required=False)
    if mixed is None:
        if tricks is None:
            ruling.say("online.score.establish_tricks", "66D")
        return tricks
    other = "EW" if mixed.side == "NS" else "NS"
    if says[other] is None:
        raise EngineError("missing_field", field=f"{other.lower()}_says", where=DISPUTE)
    if tricks is not None and tricks != says[other]:
        raise EngineError("contradictory_fields", field="tricks", other="cards_mixed_by")
    ruling.say("online.score.mixed", "66D", seat=mixed.value, tricks=says[other])
    ruling.extra["decided_for"] = other
    return says[other]

