"""When a card counts as played, and when a played card may come back (Laws 45, 46, 47).

- ``card_played`` (45C1–C4(A)): a defender's card held so partner could see its face, declarer's card held face
  up touching or nearly touching the table, dummy's card deliberately touched, a card named or designated.
- ``designation_changed`` (45C4(B), 47C, 47D): an inadvertent misdesignation corrected without pause.
- ``fifth_card`` (45E): a fifth card played to a trick.
- ``dummy_misplayed`` (45D): dummy put in a card declarer did not name.
- ``dummy_card_designation`` (46): an incomplete or erroneous designation of dummy's card.
- ``card_retraction`` (47): the few cases where a played card may be withdrawn, and 47G: otherwise never.
"""

from __future__ import annotations

from typing import Any

from engine.cards import parse_card, parse_suit
from engine.errors import EngineError
from engine.play_context import PlayContext, new_ruling, play_context, play_ruler
from engine.play_penalties import add_penalty_cards
from engine.ruling import Ruling
from engine.seats import Seat

HOW = ("held_face_up", "touched", "named")
TOUCH_PURPOSES = ("play", "arrange", "reach")
DESIGNATIONS = ("high", "low", "suit_only", "rank_only", "absent_card")
RETRACTION_REASONS = ("corrected_designation", "opponent_changed_play", "misinformed_lead", "misexplanation",
                      "other")


@play_ruler("card_played")
def rule_card_played(case: Any) -> Ruling:
    ctx = play_context(case)
    irr = case.irregularity
    irr.only("by", "card", "how", "purpose", "already_played_to_trick", "partner_could_see")
    by = irr.seat("by")
    card = irr.card("card")
    how = irr.str("how", allowed=HOW)
    if how is None:
        raise EngineError("missing_field", field="how", where="card_played")
    ruling = new_ruling("card_played", by)
    params = {"seat": by.value, "card": str(card)}
    if how == "named":
        ruling.say("play.card.named_is_played", "45C4(A)", **params)
    elif how == "touched":
        _touched(ctx, irr, by, ruling, params)
    elif ctx.role(by) == "defender":
        _defender_held(irr, ruling, params)
    elif by == ctx.declarer:
        ruling.say("play.card.declarer_held_face_up", "45C2", **params)
        ruling.say("play.declarer.never_penalty_card", "48A")
    else:
        raise EngineError("not_declarer_or_defender", seat=by.value, type="card_played")
    return ruling


def _touched(ctx: PlayContext, irr: Any, by: Seat, ruling: Ruling, params: dict[str, str]) -> None:
    """45C3: a dummy's card touched by declarer is played unless he touched it to arrange or to reach another."""
    if by != ctx.dummy:
        raise EngineError("touched_only_dummy", seat=by.value, dummy=ctx.dummy.value)
    purpose = irr.str("purpose", allowed=TOUCH_PURPOSES, default="play")
    if purpose == "play":
        ruling.say("play.card.dummy_touched_played", "45C3", **params)
    else:
        ruling.say("play.card.dummy_touched_not_played", "45C3", purpose=purpose, **params)


def _defender_held(irr: Any, ruling: Ruling, params: dict[str, str]) -> None:
    """45C1: a defender's card partner could see must be played to the current trick; if he has already played
    to it, it is a fifth card (45E1) and becomes a penalty card."""
    if not irr.bool("partner_could_see", default=True):
        ruling.type = "none"
        ruling.offender = None
        ruling.say("play.card.defender_not_seen", "45C1", **params)
        return
    if irr.bool("already_played_to_trick"):
        ruling.say("play.card.defender_already_played", "45E1", **params)
        add_penalty_cards(ruling, Seat(params["seat"]), [irr.card("card")], "major")
        ruling.say("play.pc.major_first_opportunity", "50", seat=params["seat"])
        return
    ruling.say("play.card.defender_held_played", "45C1", **params)


@play_ruler("designation_changed")
def rule_designation_changed(case: Any) -> Ruling:
    """45C4(B): an inadvertent misdesignation may be changed without pause; an opponent who played after it may
    take his card back (47C, 47D). Otherwise the named card stands (45C4(A), 47G)."""
    play_context(case)
    irr = case.irregularity
    irr.only("by", "card", "new_card", "inadvertent", "without_pause", "opponent_played")
    by = irr.seat("by")
    card, new = irr.card("card"), irr.card("new_card")
    ruling = new_ruling("designation_changed", by)
    if not (irr.bool("inadvertent") and irr.bool("without_pause")):
        ruling.say("play.card.designation_stands", "45C4(A)", seat=by.value, card=str(card), new_card=str(new))
        ruling.say("play.card.no_retraction", "47G")
        return ruling
    ruling.say("play.card.designation_corrected", "45C4(B)", seat=by.value, card=str(card), new_card=str(new))
    ruling.say("play.card.withdrawn_after_correction", "47C", card=str(card))
    if irr.bool("opponent_played"):
        ruling.say("play.card.opponent_may_change", "45C4(B)")
        ruling.say("play.card.opponent_change_retraction", "47D")
        ruling.say("play.card.nos_withdrawn_ui", "16C2")
    return ruling


@play_ruler("fifth_card")
def rule_fifth_card(case: Any) -> Ruling:
    """45E: a defender's fifth card is a penalty card unless it was a lead (53/56); declarer's is no irregularity
    to be penalized unless it was a lead (55)."""
    ctx = play_context(case)
    irr = case.irregularity
    irr.only("by", "card", "judged_lead")
    by = irr.seat("by")
    card = irr.card("card")
    lead = irr.bool("judged_lead")
    if ctx.is_defender(by):
        ruling = new_ruling("fifth_card", by, "45E1")
        if lead:
            ruling.say("play.card.fifth_is_lead_defender", "45E1", seat=by.value, card=str(card))
            ruling.extra["see_type"] = "lead_out_of_turn"
            return ruling
        ruling.say("play.card.fifth_defender_pc", "45E1", seat=by.value, card=str(card))
        add_penalty_cards(ruling, by, [card], "major")
        ruling.say("play.pc.major_first_opportunity", "50", seat=by.value)
        return ruling
    ruling = new_ruling("fifth_card", by, "45E2")
    if lead:
        ruling.say("play.card.fifth_is_lead_declarer", "45E2", card=str(card))
        ruling.extra["see_type"] = "lead_out_of_turn"
    else:
        ruling.say("play.card.fifth_declarer_no_penalty", "45E2", card=str(card))
    return ruling


@play_ruler("dummy_misplayed")
def rule_dummy_misplayed(case: Any) -> Ruling:
    """45D: a card dummy played that declarer did not name is withdrawn if noticed before each side has played to
    the next trick; a defender may then take back, without penalty, a card he played after it (47F)."""
    ctx = play_context(case)
    irr = case.irregularity
    irr.only("card", "noticed_before_next_trick", "defender_played_after")
    card = irr.card("card")
    ruling = new_ruling("dummy_misplayed", ctx.dummy, "45D")
    if not irr.bool("noticed_before_next_trick", default=True):
        ruling.say("play.card.dummy_misplayed_stands", "45D", card=str(card))
        ruling.say("play.card.no_retraction", "47G")
        return ruling
    ruling.say("play.card.dummy_misplayed_withdrawn", "45D", card=str(card), dummy=ctx.dummy.value)
    if irr.bool("defender_played_after"):
        ruling.say("play.card.defender_may_withdraw_after", "45D")
    ruling.say("play.card.withdrawn_info_adjusted", "47F")
    return ruling


@play_ruler("dummy_card_designation")
def rule_dummy_card_designation(case: Any) -> Ruling:
    """46B: what an incomplete or erroneous designation of dummy's card means, unless declarer evidently meant
    something else."""
    ctx = play_context(case)
    irr = case.irregularity
    irr.only("designation", "suit", "rank", "leading", "several_legal", "intent_evident")
    kind = irr.str("designation", allowed=DESIGNATIONS)
    if kind is None:
        raise EngineError("missing_field", field="designation", where="dummy_card_designation")
    ruling = new_ruling("dummy_card_designation", ctx.declarer, "46A")
    ruling.say("play.designation.proper_form", "46A")
    if irr.bool("intent_evident"):
        ruling.say("play.designation.intent_evident", "46B")
        return ruling
    needs = {"high": "suit", "low": "suit", "suit_only": "suit", "rank_only": "rank"}.get(kind)
    if needs and not irr.has(needs):
        raise EngineError("missing_field", field=needs, where="dummy_card_designation")
    suit = parse_suit(irr.str("suit")) if irr.has("suit") else ""
    rank = parse_card("S" + irr.str("rank")).rank if irr.has("rank") else ""
    if kind in ("high", "low"):
        ruling.say(f"play.designation.{kind}", "46B1", suit=suit)
    elif kind == "suit_only":
        ruling.say("play.designation.suit_only_lowest", "46B2", suit=suit)
    elif kind == "rank_only":
        _rank_only(irr, ruling, rank)
    else:
        ruling.say("play.designation.absent_void", "46B4")
    return ruling


def _rank_only(irr: Any, ruling: Ruling, rank: str) -> None:
    if irr.bool("leading"):
        ruling.say("play.designation.rank_lead_continue", "46B3(A)", rank=rank)
    elif irr.bool("several_legal"):
        ruling.say("play.designation.rank_declarer_says", "46B3(B)", rank=rank)
    else:
        ruling.say("play.designation.rank_play_it", "46B3(B)", rank=rank)


@play_ruler("card_retraction")
def rule_card_retraction(case: Any) -> Ruling:
    """Law 47: a played card comes back only in the cases the law lists (47C, 47D, 47E); never otherwise (47G);
    if a withdrawn card gave the offenders substantial information, an adjusted score (47F)."""
    play_context(case)
    irr = case.irregularity
    irr.only("by", "card", "reason", "later_card_played", "gave_information")
    by = irr.seat("by")
    card = irr.card("card")
    reason = irr.str("reason", allowed=RETRACTION_REASONS, default="other")
    ruling = new_ruling("card_retraction", by)
    params = {"seat": by.value, "card": str(card)}
    if reason == "other":
        ruling.say("play.card.no_retraction", "47G", **params)
        return ruling
    if reason == "misexplanation" and irr.bool("later_card_played"):
        ruling.say("play.card.retraction_too_late", "47E2(B)", **params)
        ruling.say("play.card.law40c", "40C")
        ruling.adjusted_score = "possible"
        return ruling
    key, ref = {
        "corrected_designation": ("play.card.withdrawn_after_correction", "47C"),
        "opponent_changed_play": ("play.card.opponent_change_retraction", "47D"),
        "misinformed_lead": ("play.card.misinformed_lead", "47E1"),
        "misexplanation": ("play.card.misexplanation_retract", "47E2(A)"),
    }[reason]
    ruling.say(key, ref, **params)
    if irr.bool("gave_information"):
        ruling.adjusted_score = "possible"
        ruling.say("play.card.withdrawn_info_adjusted", "47F")
    return ruling
