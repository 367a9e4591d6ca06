"""Law 20 (review and explanation of calls): the type ``review_request``, decision support for the director.

A player asked for a call to be repeated, for a review of the auction, for an explanation of the opponents'
calls (or, declarer, of the defenders' play conventions), or whether it is his opening lead. The ruling states
the rights and obligations of 20A–20F as our corpus has them and, where an act breaks them, where the case
goes on: a misexplanation → 21 (21B1 when a call was made on it; 40C) and 75C (text not in our corpus),
information from a partner's question, answer or correction → 16A, a wrong review that damaged → 12C1.

Fields (``irregularity``):

- ``by`` — who asked (required);
- ``when`` — ``auction`` (before the final pass) | ``after_final_pass`` (before the opening lead is faced) |
  ``play`` (required). During the auction, whether it was his turn to call is read from ``auction`` (17B/17C),
  never asked; after the final pass and in the play a contract and declarer are needed;
- ``what`` — ``repeat_call`` (a call not heard clearly: 20A) | ``review`` (of the whole auction: 20B/20C2) |
  ``explanation`` (of the opponents' auction: 20F1/20F2) | ``play_conventions`` (declarer asks about the
  defenders' conventions in the play: 20F2) | ``opening_leader`` (a defender asks whether it is his lead: 20C1);
  default ``review``;
- ``in_turn`` — in the play: at his turn to play (default true); ``first_turn`` — in the play: at his first turn
  to play (20C2);
- ``must_pass`` — the asker is obliged by law to pass at this turn (20B: no review);
- ``immediately`` — 20A: the request came at once (default true);
- ``asked_of`` — ``opponent`` | ``partner``: who was asked to review the auction (20D);
- ``partial`` — a part of the auction was asked for, or the review was stopped before it ended (footnote (*));
- ``review_error`` — the review given was wrong; ``corrected`` — it was corrected at once (20E);
  ``damage`` — the wrong review damaged (12C1);
- ``answered_by`` — ``caller_partner`` (20F1) | ``caller`` (the player who made the call explained it);
- ``partner_corrected`` — the caller corrected his partner's explanation (or added to it) at the table:
  the corpus sends the correction of explanations to 75C (text not in our corpus); the remark is information
  from partner (16A);
- ``misexplained`` — the explanation was wrong (21B1 when a call was made on it, 21B3/40C, 75C); ``call_made_on_it``.

A fact that belongs to another passage (``must_pass`` for an explanation, ``answered_by`` for a review,
``first_turn`` in the auction, ``corrected`` without ``review_error``…) is refused as ``contradictory_fields``.
The ruling's type is ``none`` when every request was within the asker's rights; otherwise ``review_request`` with
the asker as offender (or none, when only the answering side erred). Extra keys: ``allowed``, ``breaches`` (the
passages broken), ``offending_side`` (the explaining side, for a misexplanation or a partner's correction).
"""

from __future__ import annotations

from engine.cases import Case, Irregularity
from engine.errors import EngineError
from engine.ruling import Ruling
from engine.rulings import ruler
from engine.seats import Seat

KIND = "review_request"
WHEN = ("auction", "after_final_pass", "play")
WHAT = ("repeat_call", "review", "explanation", "play_conventions", "opening_leader")
ANSWERED_BY = ("caller_partner", "caller")
ASKED_OF = ("opponent", "partner")
FIELDS = ("by", "when", "what", "in_turn", "first_turn", "must_pass", "immediately", "asked_of", "partial",
          "review_error", "corrected", "damage", "answered_by", "partner_corrected", "misexplained", "call_made_on_it")
P = "extra.review."
ANSWER_SIDE = ("75C", "21")  # breaches by the side that answered, not by the asker


@ruler(KIND)
def rule_review_request(case: Case) -> Ruling:
    irr = case.irregularity
    irr.only(*FIELDS)
    by = irr.seat("by")
    assert by is not None
    when = irr.str("when", allowed=WHEN)
    if when is None:
        raise EngineError("missing_field", field="when", where=KIND)
    what = irr.str("what", allowed=WHAT, default="review") or "review"
    _check_applies(irr, when, what)
    ended = case.auction.ended
    if when == "auction" and ended:
        raise EngineError("review_auction_ended", when=when)
    if when != "auction" and (case.contract is None or case.declarer is None):
        raise EngineError("play_needs_contract", type=KIND)
    ruling = Ruling(type=KIND, offender=None)
    ruling.cite("20")
    breaches: list[str] = []
    if what == "repeat_call":
        _repeat_call(ruling, irr, by, breaches)
    elif what == "opening_leader":
        _opening_leader(case, ruling, by, when, breaches)
    elif what in ("review", "explanation", "play_conventions"):
        _review_or_explanation(case, ruling, irr, by, when, what, breaches)
    _review_manner(ruling, irr, what, breaches)
    _answers(ruling, irr, by, what, breaches)
    ruling.extra["allowed"] = not breaches
    ruling.extra["breaches"] = breaches
    if any(ref not in ANSWER_SIDE for ref in breaches):
        ruling.offender = by.value  # the asker went beyond his rights under 20A–20F
    if not breaches:
        ruling.type = "none"  # a question the law allows is no irregularity
    return ruling


# a fact that only makes sense for some requests: given (true) for another one, it is refused, never ignored
APPLIES = {
    "must_pass": ("what", ("review",)), "asked_of": ("what", ("review",)), "partial": ("what", ("review",)),
    "review_error": ("what", ("review",)), "immediately": ("what", ("repeat_call",)),
    "answered_by": ("what", ("explanation", "play_conventions")),
    "partner_corrected": ("what", ("explanation", "play_conventions")),
    "misexplained": ("what", ("explanation", "play_conventions")),
    "in_turn": ("when", ("play",)), "first_turn": ("when", ("play",)),
    "corrected": ("review_error", (True,)), "damage": ("review_error", (True,)),
}


def _check_applies(irr: Irregularity, when: str, what: str) -> None:
    facts = {"when": when, "what": what, "review_error": irr.bool("review_error")}
    for name, (other, values) in APPLIES.items():
        if name not in irr.raw or facts[other] in values:
            continue
        if name in ("asked_of", "answered_by"):
            irr.str(name, allowed=ASKED_OF if name == "asked_of" else ANSWERED_BY)  # a bad value: bad_field first
        else:
            default = name in ("immediately", "in_turn")
            if irr.bool(name, default=default) == default:
                continue  # the default, said out loud
        raise EngineError("contradictory_fields", field=name, other=other)


def _repeat_call(ruling: Ruling, irr: Irregularity, by: Seat, breaches: list[str]) -> None:
    if irr.bool("immediately", default=True):
        ruling.say(P + "repeat_call_ok", "20A", seat=by.value)
    else:
        ruling.say(P + "repeat_call_late", "20A", seat=by.value)
        breaches.append("20A")


def _opening_leader(case: Case, ruling: Ruling, by: Seat, when: str, breaches: list[str]) -> None:
    if when == "after_final_pass" and case.declarer is not None and by.side != case.declarer.side:
        ruling.say(P + "leader_ok", "20C1", seat=by.value, leader=case.declarer.lho.value)
        ruling.say(P + "leader_see", "47E1")
    else:
        ruling.say(P + "leader_not_20c1", "20C1", seat=by.value)
        breaches.append("20C1")


def _review_or_explanation(case: Case, ruling: Ruling, irr: Irregularity, by: Seat, when: str, what: str,
                           breaches: list[str]) -> None:
    if when == "auction":
        in_turn = case.auction.turn == by
        if what == "play_conventions":
            ruling.say(P + "conventions_only_declarer_play", "20F2", seat=by.value)
            breaches.append("20F2")
            return
        if not in_turn:
            ruling.say(P + "not_in_turn_auction", "20B" if what == "review" else "20F1", seat=by.value,
                       turn=case.auction.turn.value if case.auction.turn else "")
            breaches.append("20B" if what == "review" else "20F1")
            return
        if what == "review":
            if irr.bool("must_pass"):
                ruling.say(P + "review_must_pass", "20B", seat=by.value)
                breaches.append("20B")
            else:
                ruling.say(P + "review_ok_auction", "20B", seat=by.value)
                ruling.say(P + "alerts_included", "20B")
        else:
            ruling.say(P + "explanation_ok_auction", "20F1", seat=by.value)
            ruling.say(P + "ui_may_apply", "16")
        return
    assert case.declarer is not None
    dummy = case.declarer.partner
    if by == dummy:
        ruling.say(P + "dummy_not_named", "20C2" if what == "review" else "20F2", seat=by.value)
        breaches.append("20C2" if what == "review" else "20F2")
        return
    if what == "play_conventions":
        if by != case.declarer:
            ruling.say(P + "conventions_only_declarer", "20F2", seat=by.value)
            breaches.append("20F2")
        elif when == "play" and not irr.bool("in_turn", default=True):
            ruling.say(P + "not_in_turn_play", "20F2", seat=by.value)
            breaches.append("20F2")
        else:
            ruling.say(P + "conventions_ok", "20F2", seat=by.value)
        return
    if what == "review":
        first = when == "after_final_pass" or irr.bool("first_turn")
        if first:
            ruling.say(P + "review_ok_first_turn", "20C2", seat=by.value)
            ruling.say(P + "review_see_41", "41B")
        else:
            ruling.say(P + "review_after_first_turn", "20C2", seat=by.value)
            ruling.say(P + "review_see_41c", "41C")
            breaches.append("20C2")
        return
    if when == "play" and not irr.bool("in_turn", default=True):
        ruling.say(P + "not_in_turn_play", "20F2", seat=by.value)
        breaches.append("20F2")
        return
    ruling.say(P + "explanation_ok_play", "20F2", seat=by.value)
    if by != case.declarer:
        ruling.say(P + "defender_ui", "16")


def _review_manner(ruling: Ruling, irr: Irregularity, what: str, breaches: list[str]) -> None:
    asked_of = irr.str("asked_of", allowed=ASKED_OF)
    if asked_of is not None and what == "review":
        if asked_of == "partner":
            ruling.say(P + "asked_partner", "20D")
            breaches.append("20D")
        else:
            ruling.say(P + "asked_opponent", "20D")
    if irr.bool("partial"):
        ruling.say(P + "partial", "20B")
        breaches.append("20B*")
    if irr.bool("review_error"):
        ruling.say(P + "review_error", "20E")
        if irr.bool("corrected"):
            ruling.say(P + "review_corrected", "20E")
        if irr.bool("damage"):
            ruling.say(P + "review_damage", "12C1")
            ruling.adjusted_score = "possible"
        breaches.append("20E")


def _answers(ruling: Ruling, irr: Irregularity, by: Seat, what: str, breaches: list[str]) -> None:
    answered_by = irr.str("answered_by", allowed=ANSWERED_BY)
    if answered_by == "caller_partner":
        ruling.say(P + "answer_by_partner", "20F1")
    elif answered_by == "caller":
        ruling.say(P + "answer_by_caller", "20F1")
    if irr.bool("partner_corrected") or irr.bool("misexplained"):
        # the side that explained: the asker's opponents (which of the two is not a fact the case states)
        ruling.extra["offending_side"] = "EW" if by.side == "NS" else "NS"
    if irr.bool("partner_corrected"):
        ruling.say(P + "partner_corrected", "75C")
        ruling.say(P + "partner_corrected_ui", "16A")
        breaches.append("75C")
    if irr.bool("misexplained"):
        ruling.say(P + "misexplained", "75C")
        if irr.bool("call_made_on_it"):
            ruling.say(P + "misexplained_call", "21B1")
            ruling.say(P + "misexplained_40c", "21B3")
            ruling.cite("40C")
            ruling.adjusted_score = "possible"
        breaches.append("21")
    elif irr.bool("call_made_on_it"):
        raise EngineError("contradictory_fields", field="call_made_on_it", other="misexplained")
