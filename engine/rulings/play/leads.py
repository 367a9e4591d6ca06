"""Leads out of turn: the opening lead (41A, 54, 56), a defender's later lead (53, 56) and declarer's lead from
the wrong hand (55).

Who decides: declarer for a defender's lead; the defenders for declarer's (the one next in turn when they
disagree). A choice that is not in the case is listed as options, each with the ruling that follows from it.
"""

from __future__ import annotations

from typing import Any

from engine.cards import Card
from engine.errors import EngineError
from engine.play_context import PlayContext, new_ruling, play_context, play_ruler, trick_number
from engine.play_penalties import add_penalty_cards, lead_options, not_applicable, refuse_choices
from engine.ruling import Option, Ruling
from engine.seats import Seat

KIND = "lead_out_of_turn"
FIELDS = ("by", "card", "trick", "correct_leader", "face_down", "declarer_saw_dummy", "wrong_defender_played")
# (L) 1987 Law 55: older codes required declarer, when his lead from the wrong hand is refused, to lead a card of
# the same suit from the correct hand if able; the 1997 text has no such restriction and no 1987 text was found.
DECLARER_WRONG_HAND_SAME_SUIT = False
# (M) Law 53B: when declarer leads from the wrong hand and the defender on the wrong side (the irregular leader's
# RHO) plays to it, the lead stands and that defender's card is a premature play (57). bridge-domain.md §3g gives
# this from the 1997 text ("1997 53B") and says the treatment under 57 is the same in later codes; no 1987 text of
# 53 is in our corpus.
LAW53B_WRONG_DEFENDER_UNDER_57 = True


@play_ruler(KIND)
def rule_lead_out_of_turn(case: Any) -> Ruling:
    """Dispatch on who led and at which trick."""
    ctx = play_context(case)
    irr = case.irregularity
    irr.only(*FIELDS)
    by = irr.seat("by")
    card = irr.card("card")
    trick = trick_number(irr, default=1)
    leader = _correct_leader(ctx, irr, trick)
    if leader == by:
        raise EngineError("not_out_of_turn", seat=by.value, trick=trick)
    if trick == 1 and not ctx.is_defender(by):
        refuse_choices(case, "no_penalty_card", "declarer", "suit", "suits", "accepted")
        return _declaring_side_opening(ctx, by, card)
    if trick == 1:
        return _opening_lead(ctx, case, by, card, leader)
    if ctx.is_defender(by):
        return _defender_later(ctx, case, by, card, leader, trick)
    return _declarer_wrong_hand(ctx, case, by, card, leader)


def _correct_leader(ctx: PlayContext, irr: Any, trick: int) -> Seat:
    """Trick 1: declarer's LHO (41A), checked against a given ``correct_leader``; later tricks: as given (44G)."""
    given: Seat | None = irr.seat("correct_leader", required=trick != 1)
    if trick == 1 or given is None:  # after trick 1 the seat is required: irr.seat refused its absence already
        if given is not None and given != ctx.opening_leader:
            raise EngineError("correct_leader_mismatch", given=given.value, expected=ctx.opening_leader.value)
        return ctx.opening_leader
    return given


def _declaring_side_opening(ctx: PlayContext, by: Seat, card: Card) -> Ruling:
    """Declarer or dummy faces a card before the opening lead: not a lead out of turn. 17E (seed 000 p. 47): "Период
    торговли заканчивается, когда … последовало 3 паса в очередь и предъявлен первый ход" — until the opening
    lead is faced it is still the auction period, so the card is one exposed during the auction (Law 24; the
    1997/2017 codes say the same, bridge-domain §3g, Law 54 row 5). Law 24 makes it a penalty card only "если
    нарушитель впоследствие становится вистующим": declarer or dummy never does, so no penalty card; the card
    stays face up until the opening lead is faced, then goes back to the hand (no card of the declaring side is
    ever a penalty card in play either, 48A); the right defender leads (41A)."""
    ruling = new_ruling(KIND, by, "17E", "24", "41A")
    ruling.say("play.loot.declaring_side_auction_period", "17E", seat=by.value, card=str(card))
    ruling.say("play.loot.declaring_side_no_penalty", "24", seat=by.value, card=str(card),
               declarer=ctx.declarer.value)
    ruling.say("play.loot.correct_opening_leader", "41A", leader=ctx.opening_leader.value)
    return ruling


def _face_down(by: Seat, card: Card, leader: Seat) -> Ruling:
    ruling = new_ruling(KIND, by, "41A")
    ruling.say("play.loot.face_down_returned", "41A", seat=by.value, card=str(card))
    ruling.say("play.loot.correct_opening_leader", "41A", leader=leader.value)
    ruling.say("play.loot.face_down_not_faced", "54")
    return ruling


def _opening_lead(ctx: PlayContext, case: Any, by: Seat, card: Card, leader: Seat) -> Ruling:
    """Law 54: declarer accepts (and the dummy goes down), spreads his hand, or refuses (56 → major PC, 50E)."""
    irr = case.irregularity
    if irr.bool("face_down"):
        refuse_choices(case, "face_down_returned", "declarer", "suit", "suits", "accepted")
        return _face_down(by, card, leader)
    choice = _declarer_choice(case)
    if irr.bool("declarer_saw_dummy"):
        if choice not in (None, "accept"):
            raise EngineError("must_accept_lead", choice=choice, law="54C")
        return _opening_accepted(ctx, by, card, forced=True)
    if choice == "accept":
        return _opening_accepted(ctx, by, card)
    if choice == "spread":
        return _opening_spread(ctx, by, card)
    if choice in ("refuse", "require_suit", "forbid_suit", "none"):
        ruling = _refused_to_partner(ctx, case, by, card, leader, choice)
        ruling.laws.insert(0, "54D")  # declarer refuses the opening lead: Law 56 applies
        return ruling
    ruling = new_ruling(KIND, by, "54")
    ruling.say("play.loot.opening_options", "54", declarer=ctx.declarer.value, seat=by.value, card=str(card))
    ruling.options += [
        Option(ctx.declarer.value, {"declarer": "accept"}, _opening_accepted(ctx, by, card)),
        Option(ctx.declarer.value, {"declarer": "spread"}, _opening_spread(ctx, by, card)),
    ]
    refused = _refused_to_partner(ctx, case, by, card, leader, None)
    for item in refused.options:
        item.ruling.laws.insert(0, "54D")
    ruling.options += refused.options
    return ruling


def _declarer_choice(case: Any) -> str | None:
    """``choices.declarer``, or ``accepted`` true/false read as accept/refuse."""
    choice: str | None = case.choices.declarer
    accepted = case.choices.accepted
    if choice is None and accepted is not None:
        return "accept" if accepted else "refuse"
    if choice in ("highest", "lowest", "other_suit"):
        raise EngineError("bad_field", field="choices.declarer", value=choice, expected="accept | spread | refuse | "
                          "require_suit | forbid_suit | none")
    if choice in ("accept", "spread"):
        refuse_choices(case, "no_lead_choice_given", "suit", "suits")
    return choice


def _opening_accepted(ctx: PlayContext, by: Seat, card: Card, forced: bool = False) -> Ruling:
    ruling = new_ruling(KIND, by, "54C" if forced else "54B")
    if forced:
        ruling.say("play.loot.must_accept_saw_dummy", "54C", declarer=ctx.declarer.value)
    ruling.say("loot.accepted_53", "53A", card=str(card))
    ruling.say("play.loot.accepted_dummy_spread", "54B", card=str(card), dummy=ctx.dummy.value)
    ruling.say("play.loot.second_card_from_declarer", "54B", declarer=ctx.declarer.value)
    ruling.say("play.dummy.spread", "41D", dummy=ctx.dummy.value)
    return ruling


def _opening_spread(ctx: PlayContext, by: Seat, card: Card) -> Ruling:
    ruling = new_ruling(KIND, by, "54A")
    ruling.say("play.loot.declarer_spreads", "54A", declarer=ctx.declarer.value, dummy=ctx.dummy.value)
    ruling.say("play.loot.spread_whole_hand", "54A")
    ruling.extra["new_declarer"] = ctx.dummy.value
    return ruling


def _refused_to_partner(ctx: PlayContext, case: Any, by: Seat, card: Card, leader: Seat, choice: str | None) -> Ruling:
    """Lead refused and it was the offender's partner's turn: the card is a major penalty card (56) and declarer
    chooses the lead restriction (50E); with no lead choice taken (``refuse`` or ``None``) every option is listed."""
    ref = "56"

    def make() -> Ruling:
        ruling = new_ruling(KIND, by, ref)
        ruling.say("play.loot.refused_major_pc", ref, seat=by.value, card=str(card))
        add_penalty_cards(ruling, by, [card], "major")
        ruling.say("play.loot.own_withdrawn_info_legal", "16C2")
        return ruling

    return lead_options(make, [card], ctx.declarer, leader, choice, case.choices.suits)


def _defender_later(ctx: PlayContext, case: Any, by: Seat, card: Card, leader: Seat, trick: int) -> Ruling:
    """A defender leads out of turn after trick 1: declarer accepts (53A) or refuses (56: major PC; 50E when the
    offender's partner was to lead, declarer leads with the PC still on the table when it was his turn, 53C)."""
    choice = _declarer_choice(case)
    if choice == "accept":
        return _later_accepted(ctx, by, card)
    if choice == "spread":
        raise EngineError("spread_only_on_opening_lead", trick=trick)
    partner_turn = leader == by.partner
    if choice is not None:
        if partner_turn:
            return _refused_to_partner(ctx, case, by, card, leader, choice)
        if choice in ("require_suit", "forbid_suit", "none"):
            raise not_applicable("choices.declarer", "declarer_to_lead")
        refuse_choices(case, "no_lead_choice_given", "suit", "suits")
        return _refused_declarer_turn(ctx, by, card, leader)
    ruling = new_ruling(KIND, by, "53A", "56")
    ruling.say("play.loot.later_options", "53A", declarer=ctx.declarer.value, seat=by.value, card=str(card))
    ruling.options.append(Option(ctx.declarer.value, {"declarer": "accept"}, _later_accepted(ctx, by, card)))
    if partner_turn:
        ruling.options += _refused_to_partner(ctx, case, by, card, leader, None).options
    else:
        ruling.options.append(Option(ctx.declarer.value, {"declarer": "refuse"},
                                     _refused_declarer_turn(ctx, by, card, leader)))
    return ruling


def _later_accepted(ctx: PlayContext, by: Seat, card: Card) -> Ruling:
    """53A: the lead out of turn is treated as a correct lead."""
    ruling = new_ruling(KIND, by, "53A")
    ruling.say("play.loot.accepted_stands", "53A", card=str(card), turn=by.lho.value)
    return ruling


def _refused_declarer_turn(ctx: PlayContext, by: Seat, card: Card, leader: Seat) -> Ruling:
    ruling = new_ruling(KIND, by, "56")
    ruling.say("play.loot.refused_major_pc", "56", seat=by.value, card=str(card))
    add_penalty_cards(ruling, by, [card], "major")
    ruling.say("play.loot.declarer_leads_pc_stays", "53C", leader=leader.value, seat=by.value, card=str(card))
    ruling.say("play.pc.major_first_opportunity", "50", seat=by.value)
    return ruling


def _declarer_wrong_hand(ctx: PlayContext, case: Any, by: Seat, card: Card, leader: Seat) -> Ruling:
    """Law 55: either defender may accept; if retraction is required, declarer's card goes back without penalty
    (no card of declarer's is ever a penalty card, 48A) and the correct hand leads."""
    deciders = by.lho  # the defender next in turn after the irregular lead decides when the two disagree
    if case.irregularity.bool("wrong_defender_played") and LAW53B_WRONG_DEFENDER_UNDER_57:
        ruling = _wrong_defender_played(by, card)
        ruling.caveat("caveat.53B_1997", "53B")
        return ruling
    accepted = case.choices.accepted
    if case.choices.declarer not in (None,):
        raise EngineError("bad_field", field="choices.declarer", value=case.choices.declarer,
                          expected="defenders_decide")
    if accepted is True:
        return _declarer_lead_accepted(by, card, deciders)
    if accepted is False:
        return _declarer_lead_retracted(ctx, by, card, leader)
    ruling = new_ruling(KIND, by, "55")
    ruling.say("play.loot.declarer_wrong_hand_options", "55A", seat=by.value, card=str(card), who=deciders.value)
    ruling.options = [
        Option(deciders.value, {"accepted": True}, _declarer_lead_accepted(by, card, deciders)),
        Option(deciders.value, {"accepted": False}, _declarer_lead_retracted(ctx, by, card, leader)),
    ]
    return ruling


def _wrong_defender_played(by: Seat, card: Card) -> Ruling:
    """53B: the defender on the wrong side (the leader's RHO) played to declarer's irregular lead: the lead stands,
    and his card counts as played before his partner's turn, a premature play under Law 57 (he is the offender)."""
    defender = by.rho
    ruling = new_ruling(KIND, defender, "53B")
    ruling.say("play.loot.53b_lead_stands", "53B", card=str(card), seat=by.value, who=defender.value)
    ruling.say("play.loot.53b_premature", "57", who=defender.value, partner=defender.partner.value)
    ruling.extra["see_type"] = "premature_play"
    return ruling


def _declarer_lead_accepted(by: Seat, card: Card, next_seat: Seat) -> Ruling:
    ruling = new_ruling(KIND, by, "55A")
    ruling.say("loot.accepted_53", "53A", card=str(card))  # 55A: either defender may accept it as Law 53 provides
    ruling.say("play.loot.accepted_stands", "55A", card=str(card), turn=next_seat.value)
    return ruling


def _declarer_lead_retracted(ctx: PlayContext, by: Seat, card: Card, leader: Seat) -> Ruling:
    ruling = new_ruling(KIND, by, "55B")
    if ctx.is_defender(leader):
        ruling.say("play.loot.declarer_card_back_defender_leads", "55B2", card=str(card), leader=leader.value)
    else:
        ruling.say("play.loot.declarer_card_back_correct_hand", "55B1", card=str(card), leader=leader.value)
        ruling.caveat("caveat.55B1_same_suit", "55B1")
        if DECLARER_WRONG_HAND_SAME_SUIT:
            ruling.lead_restrictions = True
            ruling.say("play.loot.declarer_same_suit", "55B1", suit=card.suit)
        else:
            ruling.say("play.loot.declarer_same_suit_doubt", "55B1", suit=card.suit)
    ruling.say("play.declarer.never_penalty_card", "48A")
    ruling.adjusted_score = "possible"
    ruling.say("play.loot.declarer_info_adjusted", "55C")
    return ruling
