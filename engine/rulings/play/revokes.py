"""Revokes (Laws 61–64): correction before establishment, what establishes a revoke, the trick transfer, the cases
with no transfer, the 12th trick, and equity.

Transfer (64A, not in the corpus; bridge-domain.md §3g): only tricks the offending side won at or after the revoke
trick can go. Offending *player* won the revoke trick → that trick plus one later trick of his side (64A1);
otherwise one trick if his side won the revoke trick or any later one (64A2). No transfer in the 64B cases; after
any established revoke the director restores equity when the transfer does not compensate (64C).
"""

from __future__ import annotations

from typing import Any

from engine.cards import Card
from engine.errors import EngineError
from engine.play_context import TRICKS_PER_BOARD, PlayContext, new_ruling, play_context, play_ruler, trick_number
from engine.play_penalties import add_penalty_cards
from engine.ruling import Ruling
from engine.scoring import score_after_revoke
from engine.seats import Seat

KIND = "revoke"
FIELDS = ("by", "trick", "established", "revoke_trick_won_by", "offender_won_revoke_trick",
          "offending_side_tricks_after", "same_suit_repeat", "noticed_after_next_board", "noticed_after_round",
          "failed_to_play_faced_card", "faced_card", "card", "offender_won_later_with_legal_card",
          "partner_played_to_trick12", "hands_returned", "declarer_tricks", *(
              "offending_side_played_next", "offending_side_named_next_card", "offending_side_claimed"))
# What establishes a revoke (63A1–3), as facts the director can state instead of the conclusion ``established``.
ESTABLISHING = {"offending_side_played_next": "63A1", "offending_side_named_next_card": "63A2",
                "offending_side_claimed": "63A3"}
LAST_REVOKABLE_TRICK = 12  # on the 13th trick each player holds one card: no revoke is possible
# (L) 1987: does a trick won in dummy count as "won by the offending player" (declarer) for 64A1? The footnote
# saying it does not dates from 2007; the engine follows it, so declarer's revoke won in dummy is a 64A2 case.
DUMMY_WIN_IS_DECLARER_WIN = False
# (M) 64A2: one more trick when the offending player later won a trick with a card he could legally have played
# to the revoke trick — quoted for the 1997 text (deleted in 2007); believed the same in 1987.
LAW64A2_EXTRA_TRICK = True


@play_ruler(KIND)
def rule_revoke(case: Any) -> Ruling:
    ctx = play_context(case)
    irr = case.irregularity
    irr.only(*FIELDS)
    by = irr.seat("by")
    trick = trick_number(irr)
    if trick > LAST_REVOKABLE_TRICK:
        raise EngineError("impossible_revoke_trick", trick=trick)
    if trick == LAST_REVOKABLE_TRICK and not irr.bool("hands_returned"):
        return _twelfth_trick(ctx, case, by)
    because = _establishing_ref(irr)
    if not (irr.bool("established") or because):
        return _correction(ctx, case, by, trick)
    return _established(ctx, case, by, trick, because)


def _establishing_ref(irr: Any) -> str | None:
    """The 63A passage a stated fact falls under; ``established: false`` with such a fact is a contradiction."""
    refs = [ref for name, ref in ESTABLISHING.items() if irr.bool(name)]
    if refs and irr.raw.get("established") is not None and not irr.bool("established"):
        raise EngineError("contradictory_fields", field="established",
                          other=next(name for name in ESTABLISHING if irr.bool(name)))
    return refs[0] if refs else None


def _inquiries(ruling: Ruling, ctx: PlayContext) -> None:
    ruling.say("play.revoke.inquiries", "61B", declarer=ctx.declarer.value)


def _correction(ctx: PlayContext, case: Any, by: Seat, trick: int) -> Ruling:
    """Law 62: the revoke must be corrected; a defender's card from his concealed hand becomes a major penalty
    card (62B1), declarer's, dummy's or a defender's faced card is replaced without penalty (62B2); then 62C."""
    irr = case.irregularity
    ruling = new_ruling(KIND, by, "62A")
    _inquiries(ruling, ctx)
    ruling.say("play.revoke.must_correct", "62A", seat=by.value, trick=trick)
    card = irr.card("card", required=False)
    if ctx.is_defender(by) and not irr.bool("faced_card"):
        _defender_card_pc(ruling, by, card)
    else:
        ruling.say("play.revoke.replaced_no_penalty", "62B2", seat=by.value)
        if not ctx.is_defender(by):
            ruling.say("play.declarer.never_penalty_card", "48A")
    ruling.say("play.revoke.nos_may_withdraw", "62C1")
    ruling.say("play.revoke.os_next_may_withdraw", "62C2", partner=by.partner.value)
    ruling.say("play.revoke.nos_withdrawn_info_ui", "16C2")
    return ruling


def _defender_card_pc(ruling: Ruling, by: Seat, card: Card | None) -> None:
    """62B1: the revoke card a defender withdraws from his concealed hand becomes a (major) penalty card."""
    if card is None:
        ruling.say("play.revoke.defender_card_pc_unnamed", "62B1", seat=by.value)
        return
    ruling.say("play.revoke.defender_card_pc", "62B1", seat=by.value, card=str(card))
    add_penalty_cards(ruling, by, [card], "major")


def _twelfth_trick(ctx: PlayContext, case: Any, by: Seat) -> Ruling:
    """Law 62D: a revoke on trick 12 is corrected even if established, while the hands are not yet back in the
    board; no trick transfer. A defender's revoke before his partner played to the trick: 62D2 option."""
    irr = case.irregularity
    ruling = new_ruling(KIND, by, "62D1")
    ruling.say("play.revoke.twelfth_corrected", "62D1", seat=by.value)
    ruling.say("play.revoke.no_transfer_twelfth", "62D1")
    if ctx.is_defender(by):
        card = irr.card("card", required=False)
        if not irr.bool("faced_card"):
            _defender_card_pc(ruling, by, card)
            if card is not None:  # one trick left: the penalty card is his last card — no later lead to rule on
                ruling.extra["last_trick"] = True
                ruling.say("play.revoke.twelfth_pc_last", "50", seat=by.value, card=str(card))
        if not irr.has("partner_played_to_trick12"):  # not established: 62D2 stated as a condition
            ruling.say("play.revoke.twelfth_partner_choice_if", "62D2", declarer=ctx.declarer.value,
                       partner=by.partner.value)
        elif not irr.bool("partner_played_to_trick12"):
            ruling.say("play.revoke.twelfth_partner_choice", "62D2", declarer=ctx.declarer.value,
                       partner=by.partner.value)
    return ruling


def _established(ctx: PlayContext, case: Any, by: Seat, trick: int, because: str | None = None) -> Ruling:
    irr = case.irregularity
    ruling = new_ruling(KIND, by, because or "63A")
    ruling.say("play.revoke.established", because or "63A", seat=by.value, trick=trick)
    ruling.say("play.revoke.not_corrected", "63")
    after = irr.int("offending_side_tricks_after", default=None, lo=0, hi=TRICKS_PER_BOARD - trick)
    exemption = _exemption(ctx, irr, by, trick)
    if exemption is not None:
        key, ref = exemption
        ruling.say(key, ref)
        ruling.tricks_transferred = 0
    else:
        ruling.tricks_transferred = _transfer(ctx, irr, by, after, ruling)
    ruling.adjusted_score = "possible"
    ruling.say("play.revoke.equity", "64C")
    _scores(ctx, case, by, ruling)
    return ruling


def _exemption(ctx: PlayContext, irr: Any, by: Seat, trick: int) -> tuple[str, str] | None:
    """The 64B cases, in the order the director checks them; a 12th-trick revoke never transfers (62D)."""
    if trick == LAST_REVOKABLE_TRICK:
        return "play.revoke.no_transfer_twelfth", "62D1"
    if irr.bool("noticed_after_next_board"):
        return "play.revoke.no_transfer_next_board", "64B4"
    if irr.bool("noticed_after_round"):
        return "play.revoke.no_transfer_round_ended", "64B5"
    if irr.bool("same_suit_repeat"):
        return "play.revoke.no_transfer_second_same_suit", "64B2"
    if by == ctx.dummy or irr.bool("failed_to_play_faced_card"):
        return "play.revoke.no_transfer_faced_card", "64B3"
    return None


def _revoke_trick_winner(ctx: PlayContext, irr: Any, by: Seat) -> tuple[bool, bool | None]:
    """(offending player won the revoke trick, offending side won it — ``None`` when unknown)."""
    winner = irr.seat("revoke_trick_won_by", required=False)
    said = irr.raw.get("offender_won_revoke_trick")
    if winner is None and said is None:
        raise EngineError("missing_field", field="revoke_trick_won_by", where=KIND)
    if winner is not None:
        player_won = winner == by or (DUMMY_WIN_IS_DECLARER_WIN and by == ctx.declarer and winner == ctx.dummy)
        if said is not None and irr.bool("offender_won_revoke_trick") != player_won:
            raise EngineError("contradictory_fields", field="revoke_trick_won_by", other="offender_won_revoke_trick")
        return player_won, winner.side == by.side
    player_won = irr.bool("offender_won_revoke_trick")
    return player_won, True if player_won else None


def _transfer(ctx: PlayContext, irr: Any, by: Seat, after: int | None, ruling: Ruling) -> int:
    """Law 64A1 / 64A2 / 64B1: how many tricks go to the non-offending side."""
    player_won, side_won = _revoke_trick_winner(ctx, irr, by)
    if by == ctx.declarer and irr.seat("revoke_trick_won_by", required=False) == ctx.dummy:
        ruling.caveat("caveat.64A_dummy_win", "64A1")
    if after is None:
        raise EngineError("missing_field", field="offending_side_tricks_after", where=KIND)
    if after == 0 and irr.bool("offender_won_later_with_legal_card"):  # a later trick won is a trick after
        raise EngineError("contradictory_fields", field="offender_won_later_with_legal_card",
                          other="offending_side_tricks_after")
    if player_won:
        count = 1 + (1 if after > 0 else 0)
        ruling.say("play.revoke.transfer_a1", "64A1", seat=by.value, count=count, after=after)
        return count
    if side_won is None and after == 0:
        raise EngineError("missing_field", field="revoke_trick_won_by", where=KIND)
    if not side_won and after == 0:
        ruling.say("play.revoke.no_transfer_os_won_nothing", "64B1")
        return 0
    count = 1
    ruling.say("play.revoke.transfer_a2", "64A2", seat=by.value)
    if LAW64A2_EXTRA_TRICK and irr.bool("offender_won_later_with_legal_card") and after > 0:
        if side_won is None and after < 2:
            raise EngineError("missing_field", field="revoke_trick_won_by", where=KIND)
        if after + (1 if side_won else 0) >= 2:  # only tricks the offending side won can be transferred
            count = 2
            ruling.say("play.revoke.transfer_a2_extra", "64A2", seat=by.value)
            ruling.caveat("caveat.64A2_extra", "64A2")
    return count


def _scores(ctx: PlayContext, case: Any, by: Seat, ruling: Ruling) -> None:
    """With ``declarer_tricks`` (as played), the score before and after the transfer (Law 77 on the board's vul)."""
    tricks = case.irregularity.int("declarer_tricks", default=None, lo=0, hi=TRICKS_PER_BOARD)
    if tricks is None:
        return
    result = score_after_revoke(ctx.contract, ctx.declarer, tricks=tricks, vul=case.vul, offender=by,
                                transferred=ruling.tricks_transferred)
    ruling.extra["score"] = result.to_dict()
    # the catalog words the side (North–South), never the code "NS" (QA round 2)
    ruling.say("play.revoke.score_change_ns", "77", before=result.before.score_ns, after=result.after.score_ns)
