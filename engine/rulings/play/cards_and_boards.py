"""Wrong cards, missing cards, the wrong board, unauthorized information (Laws 13–16; all in the corpus).

These can arise in the auction as well as in the play; the play-period engine rules on them because their
remedies (artificial adjusted scores, a card restored to a hand that may become a penalty card or a revoke) are
the play's. They do not need a contract: a case without one is ruled on as an auction-period case.
"""

from __future__ import annotations

from typing import Any

from engine.errors import EngineError
from engine.play_context import new_ruling
from engine.ruling import Ruling
from engine.rulings import ruler

FOUND = ("played_cards", "elsewhere", "not_found")
UI_SOURCES = ("partner", "extraneous", "withdrawn_action")
UI_REMEDIES = {"change_positions": "16B1", "substitute": "16B2", "artificial_score": "16B3"}


@ruler("wrong_number_of_cards")
def rule_wrong_number_of_cards(case: Any) -> Ruling:
    """13: a hand with the wrong number of cards (not three correct hands and one short: that is 14)."""
    irr = case.irregularity
    irr.only("by", "call_made", "cards_seen", "info_significant", "player_objects", "play_completed",
             "hand_records", "previous_players")
    by = irr.seat("by", required=False)
    ruling = new_ruling("wrong_number_of_cards", by, "13")
    if irr.bool("play_completed"):
        ruling.say("play.cards.c_result_cancelled", "13C")
        ruling.say("play.cards.procedural_penalty", "90")
        ruling.adjusted_score = "required"
        return ruling
    ruling.say("play.cards.not_law14", "13")
    if irr.bool("call_made"):
        ruling.say("play.cards.call_made_artificial", "13", seat=by.value if by else "")
        ruling.adjusted_score = "required"
        return ruling
    ruling.say(*_restore(irr))
    if not irr.bool("cards_seen"):
        ruling.say("play.cards.a_play_normally", "13A")
        return ruling
    if irr.bool("info_significant") or irr.bool("player_objects"):
        ruling.say("play.cards.b2_artificial", "13B2")
        ruling.adjusted_score = "required"
    else:
        ruling.say("play.cards.b1_play_with_consent", "13B1")
    return ruling


def _restore(irr: Any) -> tuple[str, str]:
    if irr.bool("hand_records"):
        return "play.cards.a1_records", "13A1"
    if irr.bool("previous_players"):
        return "play.cards.a2_previous_players", "13A2"
    return "play.cards.a3_redeal", "13A3"


@ruler("missing_card")
def rule_missing_card(case: Any) -> Ruling:
    """14: three hands correct and the fourth short — search, restore, and (during play) the consequences."""
    irr = case.irregularity
    irr.only("by", "during_play", "found", "card")
    by = irr.seat("by", required=False)
    found = irr.str("found", allowed=FOUND, default="not_found")
    card = irr.card("card", required=False)
    ruling = new_ruling("missing_card", by, "14")
    if not irr.bool("during_play"):
        key, ref = ("play.cards.14a1_found", "14A1") if found != "not_found" else ("play.cards.14a2_rebuild", "14A2")
        ruling.say(key, ref, seat=by.value if by else "")
        return ruling
    if found == "played_cards":
        ruling.say("play.cards.14b1a_defective_trick", "14B1(A)")
        ruling.say("play.defective.later", "67", seat=by.value if by else "")
        return ruling
    if found == "elsewhere":
        ruling.say("play.cards.14b1b_restored", "14B1(B)", seat=by.value if by else "")
    else:
        ruling.say("play.cards.14b2_rebuild", "14B2")
    ruling.say("play.cards.14b3_always_in_hand", "14B3")
    if card is not None:
        ruling.extra["card"] = str(card)
    ruling.say("play.cards.14b3_penalty_card_or_revoke", "14B3")
    return ruling


@ruler("wrong_board")
def rule_wrong_board(case: Any) -> Ruling:
    """15: a board not meant for these players this round."""
    irr = case.irregularity
    irr.only("played_before", "during_auction", "player_objects", "calls_differ")
    if irr.bool("during_auction"):
        return _wrong_board_auction(irr)
    ruling = new_ruling("wrong_board", None, "15")
    if irr.bool("played_before"):
        ruling.say("play.board.15b_second_result_cancelled", "15B")
        ruling.say("play.board.artificial_for_prevented", "12C1")
        ruling.adjusted_score = "required"
        return ruling
    ruling.say("play.board.15a1_score_stands", "15A1")
    ruling.say("play.board.15a2_play_correct_later", "15A2")
    return ruling


def _wrong_board_auction(irr: Any) -> Ruling:
    ruling = new_ruling("wrong_board", None, "15C")
    ruling.say("play.board.15c_stop_reseat", "15C")
    if irr.bool("player_objects"):
        ruling.say("play.board.15c1_cancelled", "15C1")
        ruling.adjusted_score = "required"
        ruling.say("play.board.artificial_for_prevented", "12C1")
        return ruling
    ruling.say("play.board.15c2_second_auction", "15C2")
    if irr.raw.get("calls_differ") is None:
        ruling.say("play.board.15c2_compare", "15C2")
    elif irr.bool("calls_differ"):
        ruling.say("play.board.15c2_differs_cancelled", "15C2")
        ruling.adjusted_score = "required"
        ruling.say("play.board.artificial_for_prevented", "12C1")
    else:
        ruling.say("play.board.15c2_same_play_on", "15C2")
    return ruling


@ruler("unauthorized_information")
def rule_unauthorized_information(case: Any) -> Ruling:
    """16: information from partner (16A), from outside (16B), from withdrawn calls and plays (16C)."""
    irr = case.irregularity
    irr.only("by", "source", "logical_alternative_chosen", "damage", "remedy", "withdrawn_by")
    by = irr.seat("by", required=False)
    source = irr.str("source", allowed=UI_SOURCES)
    if source is None:
        raise EngineError("missing_field", field="source", where="unauthorized_information")
    ruling = new_ruling("unauthorized_information", by, "16")
    ruling.say("play.ui.base_on_legal_info", "16")
    if source == "partner":
        _ui_partner(irr, ruling)
    elif source == "extraneous":
        _ui_extraneous(irr, ruling)
    else:
        side = irr.str("withdrawn_by", allowed=("offending", "non_offending"), default="offending")
        ruling.say("play.ui.16c1_nos_all_legal", "16C1")
        ruling.say("play.ui.16c2_own_legal_after_penalty" if side == "offending" else "play.ui.16c2_nos_unauthorized",
                   "16C2")
    return ruling


def _ui_partner(irr: Any, ruling: Ruling) -> None:
    ruling.say("play.ui.16a_no_suggested_alternative", "16A")
    ruling.say("play.ui.16a1_reserve_rights", "16A1")
    ruling.say("play.ui.16a2_call_director_continue", "16A2")
    if irr.bool("logical_alternative_chosen") and irr.bool("damage"):
        ruling.adjusted_score = "required"
        ruling.say("play.ui.adjust_assigned", "12C2")
    elif irr.bool("logical_alternative_chosen"):
        ruling.adjusted_score = "possible"
        ruling.say("play.ui.adjust_if_damage", "16A2")
    ruling.say("play.judgement_is_directors", "16A")


def _ui_extraneous(irr: Any, ruling: Ruling) -> None:
    ruling.say("play.ui.16b_call_director", "16B")
    remedy = irr.str("remedy", allowed=tuple(UI_REMEDIES))
    refs = [UI_REMEDIES[remedy]] if remedy else list(UI_REMEDIES.values())
    for ref in refs:
        ruling.say(f"play.ui.{ref.lower()}", ref)
    if remedy == "artificial_score":
        ruling.adjusted_score = "required"
    elif remedy is None:
        ruling.adjusted_score = "possible"
