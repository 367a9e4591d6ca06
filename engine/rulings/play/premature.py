"""Law 57: a defender leads to the next trick, or plays out of turn, before his partner has played to the current
trick. The card becomes a penalty card and declarer chooses what the offender's partner must do: play his highest
or lowest card of the suit led, or not play a card of another suit that declarer names (57A1–3, the corpus's
wording of 1987). If partner cannot comply he plays any legal card (57B, 59). No rectification when declarer had
already played from both his hand and dummy (57C: not in the corpus; 1997 text, M for 1987).
"""

from __future__ import annotations

from typing import Any

from engine.cards import Card, parse_suit
from engine.errors import EngineError
from engine.play_context import PlayContext, new_ruling, play_context, play_ruler, require_defender, trick_number
from engine.play_penalties import add_penalty_cards, refuse_choices
from engine.ruling import Option, Ruling
from engine.seats import Seat

KIND = "premature_play"
FIELDS = ("by", "card", "trick", "led", "declarer_played_both_hands", "suit_led")
PLAY_CHOICES = {"highest": "57A1", "lowest": "57A2", "other_suit": "57A3"}


@play_ruler(KIND)
def rule_premature_play(case: Any) -> Ruling:
    ctx = play_context(case)
    irr = case.irregularity
    irr.only(*FIELDS)
    by = irr.seat("by")
    require_defender(ctx, by, KIND)
    card = irr.card("card")
    trick_number(irr, default=1)
    if irr.bool("declarer_played_both_hands"):
        ruling = new_ruling(KIND, by, "57C")
        ruling.say("play.premature.both_hands_no_penalty", "57C", seat=by.value, card=str(card))
        return ruling
    choice = case.choices.declarer
    if choice is not None:
        if choice not in PLAY_CHOICES:
            raise EngineError("bad_field", field="choices.declarer", value=choice,
                              expected="highest | lowest | other_suit")
        if choice != "other_suit":
            refuse_choices(case, "suit_with_highest_or_lowest", "suit", "suits")
        return _with_choice(ctx, case, by, card, choice, case.choices.suit)
    refuse_choices(case, "no_lead_choice_given", "suit", "suits")
    ruling = _base(ctx, case, by, card)
    ruling.say("play.premature.declarer_chooses", "57A", declarer=ctx.declarer.value, partner=by.partner.value)
    for name in PLAY_CHOICES:
        ruling.options.append(Option(ctx.declarer.value, {"declarer": name}, _with_choice(ctx, case, by, card, name,
                                                                                         None)))
    return ruling


def _base(ctx: PlayContext, case: Any, by: Seat, card: Card) -> Ruling:
    ruling = new_ruling(KIND, by, "57A")
    key = "play.premature.led" if case.irregularity.bool("led") else "play.premature.played"
    ruling.say(key, "57A", seat=by.value, card=str(card), partner=by.partner.value)
    ruling.say("play.premature.penalty_card", "57A", seat=by.value, card=str(card))
    add_penalty_cards(ruling, by, [card], "major")
    ruling.say("play.pc.major_first_opportunity", "50", seat=by.value)
    return ruling


def _with_choice(ctx: PlayContext, case: Any, by: Seat, card: Card, choice: str, suit: str | None) -> Ruling:
    """The ruling after declarer's choice; ``other_suit`` without a named suit leaves the suit to declarer."""
    ruling = _base(ctx, case, by, card)
    irr = case.irregularity
    suit_led = parse_suit(irr.str("suit_led")) if irr.has("suit_led") else None
    params = {"partner": by.partner.value, "suit_led": suit_led or ""}
    if choice == "other_suit":
        if suit is not None and suit == suit_led:
            raise EngineError("bad_field", field="suit", value=suit, expected="suit_other_than_led")
        params["suit"] = suit or ""
    key = f"play.premature.{choice}" + ("_unnamed" if choice == "other_suit" and not suit else "")
    ruling.say(key, PLAY_CHOICES[choice], **params)
    ruling.say("play.premature.cannot_comply", "57B", partner=by.partner.value)
    ruling.extra["play_restriction"] = {"seat": by.partner.value, "choice": choice, "suit": params.get("suit") or None}
    return ruling
