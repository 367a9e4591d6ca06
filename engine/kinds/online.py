"""The rulings online play needs most (issue 11; rulers in ``engine/rulings/online``): a misclick (25A), a
hesitation or other information from partner (16A), a wrong explanation or missing alert (20F, 21B, 40C), the
director's decision on the tricks after a claim (69B, 70), a tricks or score dispute (66D), the matters we do not
rule on (58, 60, 65, 87, 90), and an assigned adjusted score (12C2).

The judgement facts (was information made available? a logical alternative? damage?) are optional: a director who
does not know yet answers "unknown", and the ruling names the open question and what each answer leads to.
"""

from __future__ import annotations

from typing import Any

from engine.kinds.model import Fact, Kind, Known, TableRow, unguided

FOUND = ("auction", "before_opening_lead", "play", "after_play")


def _is(name: str, *values: Any) -> Any:
    """A ``needed`` rule: the fact matters once ``name`` has one of ``values``."""
    return lambda known: known.irregularity.get(name) in values


def _misclick_refused(known: Known) -> bool:
    """25A: what happens to a refused correction matters only once the slip or the pause rules it out."""
    irr = known.irregularity
    return irr.get("inadvertent") is False or irr.get("without_pause") is False


def _misinformation_in_auction(known: Known) -> bool:
    """21B1: a change of call by the misinformed opponent is possible only until the auction period ends."""
    irr = known.irregularity
    return irr.get("finding") == "misinformation" and irr.get("found") in ("auction", "before_opening_lead")


def no_rows(case: Any, out: list[TableRow], by: Any, call: Any) -> Any:
    """The call named is one already in the auction (an explained call): the table shows the auction as it is."""
    return case.auction.turn


def misclick_rows(case: Any, out: list[TableRow], by: Any, call: Any) -> Any:
    """The misclicked call and the intended one in one cell (``changed`` then ``irregular``): at the caller's
    turn after the auction, or in place of his last such call when calls followed it."""
    from engine.calls import parse_call

    intended = str(parse_call(case.irregularity.raw.get("intended") or call))
    auction = case.auction
    if auction.turn == by and not auction.ended:
        out += [(by.value, str(call), "changed"), (by.value, intended, "irregular")]
        return by.lho
    for i in range(len(out) - 1, -1, -1):
        if out[i][0] == by.value and out[i][1] == str(call):
            out[i:i + 1] = [(by.value, str(call), "changed"), (by.value, intended, "irregular")]
            break
    return auction.turn


KINDS = (
    Kind("misclick", "auction",
         (Fact("by", "seat", prompt="intake.q.fact.misclick_by"),
          Fact("call", "call", prompt="intake.q.fact.misclick_call"),
          Fact("intended", "call"), Fact("inadvertent", "bool", required=False),
          Fact("without_pause", "bool", required=False, needed=_is("inadvertent", True)),
          Fact("substituted", "bool", required=False, needed=_misclick_refused),
          Fact("partner_saw", "bool", required=False, needed=_misclick_refused)),
         command="misclick", table=misclick_rows),
    Kind("hesitation", "auction",
         (Fact("informant", "seat"),
          Fact("how", "choice", required=False, values=("hesitation", "haste", "remark", "question", "answer",
                                                         "gesture")),
          Fact("action", "call", required=False),
          Fact("card", "card", required=False, prompt="intake.q.fact.hesitation_card",
               needed=lambda known: known.irregularity.get("action") is None),
          Fact("ui", "bool", required=False),
          Fact("logical_alternatives", "bool", required=False, needed=_is("ui", True), option="alternatives"),
          Fact("suggested", "bool", required=False, needed=_is("logical_alternatives", True)),
          Fact("damage", "bool", required=False, needed=_is("suggested", True))),
         command="hesitation"),
    Kind("misexplanation", "auction",
         (Fact("by", "seat", prompt="intake.q.fact.explained_by"),
          Fact("what", "choice", values=("wrong_explanation", "missing_alert")),
          Fact("call", "call", required=False, prompt="intake.q.fact.explained_call"),
          Fact("found", "choice", values=FOUND),
          Fact("alert_required", "bool", required=False, needed=_is("what", "missing_alert")),
          Fact("finding", "choice", required=False, values=("misinformation", "misbid")),
          Fact("partner_saw", "bool", required=False),
          Fact("misinformed", "seat", required=False, needed=_misinformation_in_auction),
          Fact("new_call", "call", required=False, prompt="intake.q.fact.misinformed_new_call",
               needed=lambda known: known.irregularity.get("misinformed") is not None),
          Fact("damage", "bool", required=False, prompt="intake.q.fact.damage_mi",
               needed=_is("finding", "misinformation"))),
         command="misexplanation", table=no_rows),
    # No room left in /ruling (Discord refuses a command over 8000 characters: tests/bot/test_command_tree.py), so
    # these are ruled from a case (sudya rule, a stored case) until /ruling is split; their facts are in the rulers.
    unguided("claim_decision", "play"),
    unguided("score_dispute", "play"),
    unguided("director_matter", "play"),
    unguided("assigned_adjusted_score", "auction"),
)
