"""The online rulings (issue 11) through the real wizard machine: each of the seven types is reachable where it can
arise — while the auction lasts, after the whole auction was entered (the play period), after a passed-out
auction — and the engine rules on the case the wizard builds. The summary names each fact as its type declares
it (a misclick's player is no offender: 25A), in Russian and English."""

from __future__ import annotations

import pytest
from wizard_helpers import run, step

from bot.errors import UserError
from bot.intake import answers as A
from bot.intake import display
from bot.intake import wizard as W
from bot.intake.questions import DONE, SKIP
from engine import rule
from engine.errors import EngineError
from engine.kinds import KINDS

ONLINE = ("misclick", "hesitation", "misexplanation", "claim_decision", "score_dispute", "director_matter",
          "assigned_adjusted_score")
# Board 3: South deals; 1♠ P 4♠ P P P — South declares 4♠
PLAYED = ("3", "1S", "P", "4S", "P", "P", "P")




def ruled(*answers: str) -> dict:
    state = run(*answers)
    assert W.question(state) is None, step(state)
    return rule(W.case(state)).to_dict()


def keys(ruling: dict) -> list[str]:
    return [s["key"] for s in ruling["steps"]]


@pytest.mark.parametrize("type_", ONLINE)
def test_each_online_type_is_offered_after_the_whole_auction_was_entered(type_: str) -> None:
    state = run(*PLAYED)
    assert state.period == "play" and step(state) == "type"
    assert type_ in W.question(state).values


@pytest.mark.parametrize("type_", ONLINE)
def test_each_online_type_is_offered_while_the_auction_lasts(type_: str) -> None:
    assert type_ in W.question(run("3", "1S", DONE)).values


def test_after_a_passed_out_auction_the_types_that_can_arise_are_offered() -> None:
    """A passed-out board: a call after the final pass (39), a misclick on the last pass, a fouled board (87) or
    an adjusted score — not a claim, nor a dispute over tricks nobody played."""
    offered = set(W.question(run("3", "P", "P", "P", "P")).values)
    assert {"call_after_final_pass", "misclick", "director_matter", "assigned_adjusted_score"} <= offered
    assert not {"claim_decision", "score_dispute", "hesitation", "revoke"} & offered


def test_the_online_types_share_one_select_and_the_common_cases_stay_buttons() -> None:
    answers = A.type_answers("auction")
    assert {a.value for a in answers if a.group == "ruling-online"} == set(ONLINE)
    assert all(a.group == "" for a in answers if KINDS[a.value].group == "ruling")


def test_law25a_misclick_in_turn_is_corrected_without_pause() -> None:
    """25A «Игрок может заменить свою нечаянную заявку … без паузы»: West's 2♥ clicked, 2♠ meant."""
    r = ruled("1", "1H", "P", "P", DONE, "misclick", "W", "2H", "2S", "yes", "yes")
    assert r["type"] == "misclick" and r["allowed"] is True and "change.25A" in keys(r)


def test_law25a_misclick_of_the_last_pass_after_the_whole_auction_was_entered() -> None:
    """The auction 1♥ P P P entered in full: West's final pass was the misclick (2♥ meant), corrected without
    pause — 25A, the auction goes on from 2♥."""
    state = run("1", "1H", "P", "P", "P")
    assert state.period == "play"
    r = ruled("1", "1H", "P", "P", "P", "misclick", "W", "P", "2H", "yes", "yes")
    assert r["allowed"] is True and r["intended_call"] == "2H" and "change.25A" in keys(r)


def test_law16a_hesitation_in_the_play_asks_partners_card_not_a_call() -> None:
    """16A: information from partner in the play — the card partner then played (no call to ask once the
    auction is over)."""
    state = run(*PLAYED, "hesitation", "N", "hesitation")
    assert step(state) == "fact:card"
    r = ruled(*PLAYED, "hesitation", "N", "hesitation", "HK", "yes", "yes", "yes", "no")
    assert r["type"] == "unauthorized_information" and "online.ui.action_card" in keys(r)
    assert "online.ui.no_damage" in keys(r) and r["table_result_stands"] is True


def test_law21b3_misexplanation_found_after_play() -> None:
    """21B3 «Когда изменять заявку слишком поздно, судья может назначить присужденный результат»; 17E: after the
    auction the case is no longer "found during the auction" — that answer is not offered."""
    auction = ("3", "1NT", "P", "2C", "P", "2H", "P", "4H", "P", "P", "P")
    state = run(*auction, "misexplanation", "S", "wrong_explanation", "2C")
    assert step(state) == "fact:found" and "auction" not in W.question(state).values
    r = ruled(*auction, "misexplanation", "S", "wrong_explanation", "2C", "after_play", "misinformation", "no",
              "yes")
    assert r["type"] == "misinformation" and "online.mi.too_late_after_play" in keys(r)
    assert r["adjusted_score"] == "required"


def test_law70_claim_decision_after_the_auction_scores_the_tricks_awarded() -> None:
    """70: the director decides the claim; 4♠ by South, 6 of 8 tricks won, 4 of the 5 left awarded: 10 tricks. The
    doubt the director names (a trump the claimer did not mention) is worded."""
    state = run(*PLAYED, "claim_decision", "S", "8", "6", "5", "contested")
    assert step(state) == "fact:outstanding_trump"
    r = ruled(*PLAYED, "claim_decision", "S", "8", "6", "5", "contested", "yes", "no", SKIP, "4")
    assert r["type"] == "claim_decision" and r["offender"] is None
    assert r["tricks"] == {"declarer": 10, "defenders": 3}
    assert "online.claim.doubt_outstanding_trump" in keys(r) and "online.claim.doubt_new_line" not in keys(r)


def test_law69b_an_acceptance_withdrawn_asks_no_doubts() -> None:
    """69B restores a trick conceded: the doubtful points of a contested claim (70) are not asked."""
    state = run(*PLAYED, "claim_decision", "S", "8", "6", "3", "acceptance_withdrawn")
    assert step(state) == "fact:awarded"


def test_law70_claim_decision_while_the_auction_is_not_entered_asks_the_contract() -> None:
    state = run("3", DONE, "claim_decision")
    assert step(state) == "contract"
    r = ruled("3", DONE, "claim_decision", "4S", "S", "S", "8", "6", "5", "contested", SKIP, SKIP, SKIP, "4")
    assert r["tricks"]["declarer"] == 10


def test_claim_counts_offered_fit_the_tricks_left_laws_68_70() -> None:
    """After 8 tricks, 6 of them declarer's: at most 6 of 8 for declarer's side, 5 left to claim, and (70) no more
    awarded than claimed; a count that does not fit is refused."""
    state = run(*PLAYED, "claim_decision", "S", "8")
    assert max(int(v) for v in W.question(state).values if not v.startswith("!")) == 8
    state = W.answer(state, "6")
    assert max(int(v) for v in W.question(state).values if not v.startswith("!")) == 5
    state = run(*PLAYED, "claim_decision", "S", "8", "6", "3", "contested", "no", "no", "no")
    assert max(int(v) for v in W.question(state).values if not v.startswith("!")) == 3
    with pytest.raises(UserError):
        W.answer(state, "4")
    state = run(*PLAYED, "claim_decision", "S", "8", "6", "3", "acceptance_withdrawn")
    assert max(int(v) for v in W.question(state).values if not v.startswith("!")) == 2  # 69B: a trick restored


def test_law66d_score_dispute_cards_mixed_decides_for_the_other_side() -> None:
    """66D: a player who mixed his cards so the facts cannot be established loses the point: West mixed, so
    North–South's count (10 tricks) stands — no trick count asked."""
    r = ruled(*PLAYED, "score_dispute", "tricks", "10", "9", "W", SKIP)
    assert r["decided_for"] == "NS" and r["tricks"]["declarer"] == 10


def test_law77_score_dispute_in_the_play_period_scores_the_tricks() -> None:
    """77: 4♠ by South, not vulnerable on board 3, 11 tricks: 420 + 30 = 450 — the +420 entered is wrong."""
    state = run(*PLAYED, "score_dispute", "score", "11")
    assert W.typed_kind(state) == "score"
    state = W.typed_answer(state, "+420")
    assert W.question(state) is None
    r = rule(W.case(state)).to_dict()
    assert r["tricks"]["declarer"] == 11 and r["score"]["score_ns"] == 450
    assert r["score_correct"] is False and "online.score.recorded_wrong" in keys(r)


def test_director_matter_at_any_time_names_the_law_and_asks_no_contract() -> None:
    """Law 90's text is not in our corpus: "we do not rule on this", with the law to read."""
    state = run("3", "1S", DONE, "director_matter")
    assert step(state) == "fact:matter"
    r = ruled("3", "1S", DONE, "director_matter", "procedural_penalty", "E")
    assert r["ruled"] is False and r["read"] == ["90"]
    passed = ruled("3", "P", "P", "P", "P", "director_matter", "fouled_board", SKIP)
    assert passed["read"] == ["87"]


def test_law12c2_adjusted_score_after_the_auction() -> None:
    """12C2: non-offenders get the most favourable result possible without the infraction, the offenders the
    least favourable of all possible results (here NS offended: 3♠ N makes 9 for EW's view, 4♠ N makes 10)."""
    r = ruled(*PLAYED, "assigned_adjusted_score", "NS", "3S", "undoubled", "N", "9", "4S", "doubled", "N", "10",
              SKIP, SKIP)
    assert r["type"] == "assigned_adjusted_score" and r["adjusted_score"] == "required"
    assert r["assigned"]["offending_side"] == "NS" and "online.adj.total_points" in keys(r)
    offending = next(s for s in r["steps"] if s["key"].startswith("online.adj.offending"))
    assert offending["params"]["call"] == "3S"  # 12C2: NS offended: the least favourable for NS, 3♠ (+140) not 4♠X


def test_law78a_adjusted_score_matchpoints_against_the_other_tables_typed_in_the_wizard() -> None:
    """12C2 then 78A: each side's assigned score matchpointed against the other tables' NS scores, typed in one
    answer; a score that is no score of Law 77 is refused."""
    state = run(*PLAYED, "assigned_adjusted_score", "NS", "3S", "undoubled", "N", "9", SKIP, "pairs")
    assert W.question(state).step == "fact:scores" and W.typed_kind(state) == "scores"
    with pytest.raises(EngineError):
        W.typed_answer(state, "620 655")
    state = W.typed_answer(state, "620, 650 -100")
    assert state.irregularity["scores"] == [620, 650, -100] and W.question(state) is None
    r = rule(W.case(state)).to_dict()
    assert [k for k in keys(r) if k == "online.adj.matchpoints"] == ["online.adj.matchpoints"] * 2
    assert display.summary_lines(state, "en")[-1] == "Other tables' scores: +620 +650 -100"


def test_law78b_adjusted_score_imps_against_the_other_table() -> None:
    state = run(*PLAYED, "assigned_adjusted_score", "NS", "3S", "undoubled", "N", "9", SKIP, "teams")
    assert W.question(state).step == "fact:other_table"
    state = W.typed_answer(state, "-620")
    r = rule(W.case(state)).to_dict()
    assert "online.adj.imps" in keys(r) and r["assigned"]["other_table"] == -620


def test_law12c2_adjusted_score_contract_answers_are_contracts_or_pass() -> None:
    state = run("3", "P", "P", "P", "P", "assigned_adjusted_score", "EW")
    values = W.question(state).values
    assert "P" in values and "4S" in values and "X" not in values and "XX" not in values
    r = ruled("3", "P", "P", "P", "P", "assigned_adjusted_score", "EW", "P", SKIP, SKIP, SKIP)
    assert "online.adj.non_offending_passed" in keys(r)


@pytest.mark.parametrize(("lang", "player", "offender"), [("ru", "Игрок: Запад", "Нарушитель"),
                                                          ("en", "Player: West", "Offender")])
def test_a_misclicks_player_is_labelled_player_not_offender(lang: str, player: str, offender: str) -> None:
    """25A: an inadvertent call corrected without pause stands without penalty — its player is no offender."""
    lines = display.summary_lines(run("1", "1H", "P", "P", DONE, "misclick", "W"), lang)
    assert player in lines and not any(line.startswith(offender) for line in lines)
    insufficient = display.summary_lines(run("5", "1H", "P", DONE, "insufficient_bid", "S"), lang)
    assert any(line.startswith(offender) for line in insufficient)


@pytest.mark.parametrize(("lang", "claimer"), [("ru", "Заявил претензию: Юг"), ("en", "Claimer: South")])
def test_a_claimer_is_labelled_claimer(lang: str, claimer: str) -> None:
    """68–70: a claim is no irregularity — the claimer is not an offender."""
    assert claimer in display.summary_lines(run(*PLAYED, "claim_decision", "S"), lang)


def test_law25a_the_misclicked_call_offered_is_his_own_and_the_intended_another() -> None:
    """25A: the call just made at his turn (a legal one: an irregular click is its own law) or one of his calls
    in the auction; the call meant is any other."""
    state = run("1", "1H", "P", "P", DONE, "misclick", "W")
    values = set(W.question(state).values)
    assert {"2H", "P", "X"} <= values and "1D" not in values  # West in turn after 1♥: 1♦ would be insufficient
    state = run("1", "1H", "P", "P", "P", "misclick", "E")
    assert set(W.question(state).values) - {"!back"} <= {"P"}  # East's only call was a pass
    state = W.answer(state, "P")
    assert "P" not in W.question(state).values and "2H" in W.question(state).values


def test_law20f1_the_call_explained_is_partners_call_in_the_auction() -> None:
    """20F1: a player explains his partner's call — North's 2♣ answer to South's 1NT is explained by South."""
    state = run("3", "1NT", "P", "2C", "P", DONE, "misexplanation", "S", "wrong_explanation")
    assert W.question(state).step == "fact:call"
    assert [v for v in W.question(state).values if not v.startswith("!")] == ["2C"]


def test_law21b1_only_an_opponent_of_the_explainer_changes_his_call() -> None:
    """21B1: «дезинформации, данной ему оппонентом» — the player who may change his call is an opponent."""
    state = run("3", "1NT", "P", "2C", "P", DONE, "misexplanation", "S", "wrong_explanation", "2C", "auction",
                "misinformation", "no")
    assert W.question(state).step == "fact:misinformed"
    assert {v for v in W.question(state).values if not v.startswith("!")} == {"E", "W"}


def test_law12c2_a_doubled_result_is_asked_as_its_own_answer() -> None:
    """The wizard asks the bid, then whether it was doubled: 4♠ doubled by South making 10 on board 3 (North–South
    not vulnerable, Law 2): +590 for North–South, the non-offending side (77)."""
    state = run(*PLAYED, "assigned_adjusted_score", "EW", "4S")
    assert step(state) == "fact:result_doubled"
    r = ruled(*PLAYED, "assigned_adjusted_score", "EW", "4S", "doubled", "S", "10", SKIP, SKIP, SKIP)
    non_offending = next(s for s in r["steps"] if s["key"].startswith("online.adj.non_offending"))
    assert non_offending["key"] == "online.adj.non_offending_x" and non_offending["params"]["points"] == "+590"
