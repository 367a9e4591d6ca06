"""Penalty cards (Laws 49–52): a defender's exposed card, major or minor, what its owner must play, declarer's
lead options when the owner's partner has the lead, and a failure to play a major penalty card.

Declarer's and dummy's cards never become penalty cards (48A): such a case is ruled on, not refused, because the
question "is this a penalty card?" deserves the answer "no, and here is why".
"""

from __future__ import annotations

from typing import Any

from engine.cards import Card
from engine.errors import EngineError
from engine.play_context import PlayContext, new_ruling, play_context, play_ruler
from engine.play_penalties import add_penalty_cards, lead_options, penalty_kind, refuse_choices
from engine.ruling import Option, Ruling
from engine.seats import Seat

KIND = "penalty_card"
FIELDS = ("by", "cards", "deliberate", "partner_has_lead", "offender_to_play", "could_know_benefit",
          "failed_to_play", "declarer_played_after")


@play_ruler(KIND)
def rule_penalty_card(case: Any) -> Ruling:
    ctx = play_context(case)
    irr = case.irregularity
    irr.only(*FIELDS)
    by = irr.seat("by")
    cards = irr.cards("cards")
    if not ctx.is_defender(by):
        refuse_choices(case, "no_penalty_card", "declarer", "suit", "suits", "accepted")
        return _declaring_side(ctx, by, cards)
    if irr.has("failed_to_play"):
        refuse_choices(case, "accept_or_not", "declarer", "suit", "suits")
        return _failure_to_play(ctx, case, by, cards)
    refuse_choices(case, "only_after_failure_to_play", "accepted")
    kind = penalty_kind(cards, irr.bool("deliberate"))
    if not irr.bool("partner_has_lead"):
        refuse_choices(case, "partner_not_on_lead", "declarer", "suit", "suits")
    if irr.bool("partner_has_lead"):
        if kind == "minor":
            if case.choices.declarer is not None:
                raise EngineError("minor_no_lead_options", card=str(cards[0]), choice=case.choices.declarer)
            return _base(ctx, case, by, cards, kind)
        return lead_options(lambda: _base(ctx, case, by, cards, kind), cards, ctx.declarer, by.partner,
                            _lead_choice(case), case.choices.suits)
    return _base(ctx, case, by, cards, kind)


def _lead_choice(case: Any) -> str | None:
    choice: str | None = case.choices.declarer
    if choice not in (None, "require_suit", "forbid_suit", "none"):
        raise EngineError("bad_field", field="choices.declarer", value=choice,
                          expected="require_suit | forbid_suit | none")
    return choice


def _declaring_side(ctx: PlayContext, by: Seat, cards: list[Card]) -> Ruling:
    ruling = new_ruling(KIND, by, "48A")
    ruling.say("play.declarer.never_penalty_card", "48A")
    ruling.say("play.declarer.exposed_no_penalty", "48A", seat=by.value, cards=" ".join(map(str, cards)))
    if by == ctx.declarer:
        ruling.say("play.declarer.held_as_played", "45C2")
    return ruling


def _base(ctx: PlayContext, case: Any, by: Seat, cards: list[Card], kind: str) -> Ruling:
    """The penalty card itself: what it is, that it stays face up, and what its owner must play."""
    irr = case.irregularity
    ruling = new_ruling(KIND, by, "49", "50")
    text = " ".join(map(str, cards))
    ruling.say("play.pc.is_penalty_card" + ("_one" if len(cards) == 1 else ""), "49", seat=by.value, cards=text)
    ruling.say(f"play.pc.kind_{kind}" + ("_several" if len(cards) > 1 else ""), "50", cards=text)
    add_penalty_cards(ruling, by, cards, kind)
    ruling.say("play.pc.stays_face_up" + ("_several" if len(cards) > 1 else ""), "50B", seat=by.value)
    if kind == "minor":
        ruling.say("play.pc.minor_disposition", "50", seat=by.value, suit=cards[0].suit, card=text)
        ruling.say("play.pc.minor_partner_free", "50", partner=by.partner.value)
    else:
        ruling.say("play.pc.major_first_opportunity", "50", seat=by.value)
        ruling.say("play.pc.follow_suit_first", "44C")
        if len(cards) > 1 and irr.bool("offender_to_play"):
            ruling.say("play.pc.declarer_designates", "51A", declarer=ctx.declarer.value)
    if irr.bool("could_know_benefit"):
        ruling.adjusted_score = "required"
        ruling.say("play.pc.adjusted_instead", "50")
    return ruling


def _failure_to_play(ctx: PlayContext, case: Any, by: Seat, cards: list[Card]) -> Ruling:
    """Law 52: the defender played another card instead of a major penalty card; declarer accepts it (or must,
    once he has played after it) or requires the penalty card, and the card played in error becomes a penalty card."""
    irr = case.irregularity
    played = irr.card("failed_to_play")
    if played in cards:
        raise EngineError("bad_field", field="failed_to_play", value=str(played), expected="card_not_penalty_card")
    accepted = case.choices.accepted
    if irr.bool("declarer_played_after"):
        return _failure_accepted(by, cards, played, forced=True)
    if accepted is True:
        return _failure_accepted(by, cards, played)
    if accepted is False:
        return _failure_substituted(by, cards, played)
    ruling = new_ruling(KIND, by, "52A")
    ruling.say("play.pc.failed_no_withdrawal", "52A", seat=by.value, card=str(played))
    ruling.options = [
        Option(ctx.declarer.value, {"accepted": True}, _failure_accepted(by, cards, played)),
        Option(ctx.declarer.value, {"accepted": False}, _failure_substituted(by, cards, played)),
    ]
    return ruling


def _failure_accepted(by: Seat, cards: list[Card], played: Card, forced: bool = False) -> Ruling:
    ruling = new_ruling(KIND, by, "52A", "52B1")
    ruling.say("play.pc.failed_no_withdrawal", "52A", seat=by.value, card=str(played))
    if forced:
        ruling.say("play.pc.failed_must_accept", "52B1")
    ruling.say("play.pc.failed_accepted" + ("_one" if len(cards) == 1 else ""), "52B1", card=str(played),
               cards=" ".join(map(str, cards)))
    add_penalty_cards(ruling, by, cards, "major")
    ruling.say("play.pc.failed_is_revoke", "61A")
    return ruling


def _failure_substituted(by: Seat, cards: list[Card], played: Card) -> Ruling:
    ruling = new_ruling(KIND, by, "52A", "52B2")
    ruling.say("play.pc.failed_no_withdrawal", "52A", seat=by.value, card=str(played))
    ruling.say("play.pc.failed_substitute", "52B2", seat=by.value, card=str(played), cards=str(cards[0]))
    add_penalty_cards(ruling, by, [played], "major")
    add_penalty_cards(ruling, by, cards[1:], "major")  # cards[0] is the one required (docs/play.md)
    return ruling
