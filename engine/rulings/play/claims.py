"""Claims and concessions (Laws 68–71) as decision support. The engine classifies what was said or done, states
the procedure and the principles that bind the director, and hands the judgement to him: how many tricks each
side gets after a contested claim is his decision, and the ruling says so.

A claim is no irregularity: the ruling names a claimer (``extra.claimer``), never an offender, and no "adjusted
score if the non-offending side was damaged" — the director decides the tricks, and the board is scored on them
(69A). Given his decision (``awarded``: the tricks of the remaining ones that go to the claimer's side), the ruling
states the result (``extra.tricks_awarded``); without it, it says that this is what he decides.
"""

from __future__ import annotations

from typing import Any

from engine.cases import CHOICE_KEYS
from engine.play_context import TRICKS_PER_BOARD, PlayContext, new_ruling, play_context, play_ruler
from engine.play_penalties import refuse_choices
from engine.ruling import Ruling
from engine.seats import Seat

KIND = "claim"
KINDS = ("claim", "concession")
STATUSES = ("contested", "agreed")
FIELDS = ("by", "kind", "tricks", "statement", "status", "current_trick_only", "outstanding_trump",
          "new_line", "unstated_finesse", "opponent_showed_out", "conceded_won_trick", "conceded_unlosable_trick",
          "within_correction_period", "partner_objected", "faced_hand", "awarded")
SIDES = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}
# (L) 1997 Law 70E lets the director accept an unstated finesse when failing to take it would be irrational; the
# change articles date this escape to 1997, so the 1987 engine does not apply it.
FINESSE_IRRATIONAL_EXCEPTION = False
# (L) 1997 Law 68B: a defender's concession is void when his partner objects at once. Not confirmed for 1987: the
# engine does not apply it, says so, and leaves the call to the director.
PARTNER_OBJECTION_VOIDS_CONCESSION = False


@play_ruler(KIND)
def rule_claim(case: Any) -> Ruling:
    ctx = play_context(case)
    irr = case.irregularity
    irr.only(*FIELDS)
    refuse_choices(case, "no_choice_in_a_claim", *sorted(CHOICE_KEYS))
    by = irr.seat("by")
    kind = irr.str("kind", allowed=KINDS, default="claim")
    tricks = irr.int("tricks", default=None, lo=0, hi=TRICKS_PER_BOARD)
    if irr.bool("current_trick_only"):
        ruling = new_ruling("none", None, "68")
        ruling.say("play.claim.current_trick_not_claim", "68", seat=by.value)
        return ruling
    ruling = new_ruling(KIND, None, "68")  # a claim is no irregularity: there is a claimer, not an offender
    ruling.extra["claimer"] = by.value
    ruling.caveat("caveat.claims_1997", "70")
    _classify(ctx, irr, ruling, by, kind, tricks)
    status = irr.str("status", allowed=STATUSES, default="contested")
    if status == "agreed":
        _agreed(irr, ruling)
    else:
        _contested(irr, ruling, by, kind)
    _decision(irr, ruling, by, status)
    judged = status == "contested" or any(s.key == "play.claim.withdraw_acceptance" for s in ruling.steps)
    ruling.extra["judgement"] = "director" if judged else "none"
    if tricks is not None:
        ruling.extra["claimed_tricks"] = tricks
    return ruling


def _decision(irr: Any, ruling: Ruling, by: Seat, status: str) -> None:
    """The result: the tricks the director awards to the claimer's side (69A: scored as if won or lost in play),
    or, not yet decided, that deciding them is his judgement."""
    awarded = irr.int("awarded", default=None, lo=0, hi=TRICKS_PER_BOARD)
    if awarded is None:
        if status == "contested":
            ruling.say("play.claim.decide_tricks", "70")
            ruling.say("play.judgement_is_directors", "70A")
        elif any(s.key == "play.claim.withdraw_acceptance" for s in ruling.steps):
            ruling.say("play.judgement_is_directors", "69B")  # "по заключению судьи": could the trick be lost?
        return  # an agreed claim or concession stands (69A): there is nothing for the director to decide
    side = SIDES[by.value]
    ruling.extra["tricks_awarded"] = {"side": side, "tricks": awarded}
    ruling.say("play.claim.tricks_awarded", "69A", seat=by.value, tricks=awarded)


def _classify(ctx: PlayContext, irr: Any, ruling: Ruling, by: Seat, kind: str, tricks: int | None) -> None:
    params = {"seat": by.value, "tricks": "" if tricks is None else tricks}
    if irr.bool("faced_hand") and by == ctx.declarer:
        ruling.say("play.declarer.faced_is_claim", "48B2", declarer=by.value)
    key = "play.claim.is_claim" if kind == "claim" else "play.claim.is_concession"
    ruling.say(key if tricks is not None else key + "_no_count", "68", **params)
    if kind == "concession" and ctx.is_defender(by) and irr.bool("partner_objected"):
        ruling.caveat("caveat.68_partner_objection", "68")
        if PARTNER_OBJECTION_VOIDS_CONCESSION:
            ruling.say("play.claim.partner_objected_void", "68")
        else:
            ruling.say("play.claim.partner_objected_doubt", "68")
    ruling.say("play.claim.play_ceases", "68")
    if not irr.bool("statement", default=True):
        ruling.say("play.claim.no_statement", "70A")  # 68 asks for the statement; 70A weighs its absence


def _agreed(irr: Any, ruling: Ruling) -> None:
    ruling.say("play.claim.agreed_stands", "69A")
    won, unlosable = irr.bool("conceded_won_trick"), irr.bool("conceded_unlosable_trick")
    if not (won or unlosable):
        return
    if not irr.bool("within_correction_period", default=True):
        ruling.say("play.claim.correction_period_over", "69B")
        return
    ruling.say("play.claim.withdraw_acceptance", "69B")
    ruling.say("play.claim.concession_cancelled", "71")


def _contested(irr: Any, ruling: Ruling, by: Seat, kind: str) -> None:
    ruling.say("play.claim.call_director" + ("_concession" if kind == "concession" else ""), "68")
    ruling.say("play.claim.objective", "70A")
    ruling.say("play.claim.repeat_statement", "70B", seat=by.value)
    if irr.bool("outstanding_trump"):
        ruling.say("play.claim.outstanding_trump", "70C")
    if irr.bool("new_line"):
        ruling.say("play.claim.new_line", "70D")
    if irr.bool("unstated_finesse"):
        ruling.caveat("caveat.70E_irrational", "70E")
        if irr.bool("opponent_showed_out") or FINESSE_IRRATIONAL_EXCEPTION:
            ruling.say("play.claim.finesse_showed_out", "70E")
        else:
            ruling.say("play.claim.unstated_finesse", "70E")
    ruling.say("play.claim.normal_play", "70")
    if kind == "concession":
        ruling.say("play.claim.concession_cancelled", "71")

