"""Round 44 (the lead's probe of everyday questions): "before my RHO had called" is a call out of turn, a call made
"без предупреждения" asks the alert, "he said it was multi, and he turned out to have diamonds" is misinformation,
a deliberate revoke asks Law 72, "when does dummy put his cards down" asks 41D, eyebrows signal to partner (73), and
the whose-lead question (20C1) waits for a question before its votes count.

The probe typed some 130 short questions a club player asks (none from an evaluation set) and found these general
faults: "I bid 1C before my RHO had called" read no out-of-turn call at all ("before" is a loose turn word, as in
"LHO opened before me"; "before X had called" is not when X is the caller's RHO, the seat due before him; before his
LHO or partner it is the auction in rotation, as the review showed); «играть 2 трефы форсинг без предупреждения»
answered dummy's right to warn declarer (42B1: «предупредить»); «сказал, что 2 бубны мульти, а у него оказались
бубны» read a revoke («оказались бубны»); «можно ли специально сделать ренонс» never named 72; "when does dummy put
down his cards" and «когда болван выкладывает карты» never named 41D; "signalled with his eyebrows" found nothing;
and «кто-то сказал пас после последнего паса» answered 20C1 (the question whose lead it is) on its phrasings' votes
alone. The directors' review of these changes narrowed them; its sentences are here as near misses.
"""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _concepts
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered


@pytest.mark.parametrize("text", ["I bid 1C before my RHO had called", "I opened 1NT before RHO had a chance to bid",
                                  "West bid 2C before South called"])
def test_before_the_caller_s_rho_had_called_is_a_call_out_of_turn(text: str) -> None:
    """The seat named is the one due right before the caller (his RHO): he called at RHO's turn (31A)."""
    assert _refs(text, 1) == ["31A"]


@pytest.mark.parametrize("text", [
    "RHO opened 1S, I doubled before partner bid 2H",  # the next call told with its level: the auction in rotation
    "I doubled before LHO bid two spades",
    "LHO opened 1S before me and I overcalled 2H",  # "before me": a loose turn word, nothing out of turn
    "I passed before my LHO called",  # LHO is due after the caller: the auction in rotation (the review)
    "partner bid 2S before RHO called",  # my RHO is partner's LHO
    "I said 2H by mistake instead of 2S and corrected it before LHO bid",
])
def test_before_a_told_call_or_a_later_seat_is_the_auction_in_rotation(text: str) -> None:
    found = set(_triggered(text))
    assert not found & {"bid_out_of_turn_rho", "double_out_of_turn_partner", "double_out_of_turn_rho",
                        "bid_out_of_turn_partner_or_lho", "pass_out_of_turn_lho"}


@pytest.mark.parametrize("text", ["можно ли играть 2 трефы форсинг без предупреждения",
                                  "он открыл 2 трефы без предупреждения", "сыграли трансфер без предупреждения"])
def test_a_call_without_warning_is_the_alert(text: str) -> None:
    assert "alert" in _triggered(text)
    assert _refs(text, 1)[0] in {"20F", "40", "40A", "DEF:Алерт", "21", "21B1"}


@pytest.mark.parametrize("text", ["судья наказал нас без предупреждения",
                                  "болван предупредил разыгрывающего, что тот ходит не с той руки"])
def test_a_warning_without_a_call_is_no_alert(text: str) -> None:
    """Near misses: a penalty given without a warning (90), dummy warning declarer (42B2)."""
    assert "alert" not in _triggered(text)


def test_an_explanation_the_hand_belied_is_misinformation() -> None:
    text = "противник сказал что 2 бубны мульти, а у него оказались бубны"
    assert "misinformation" in _triggered(text)
    assert _refs(text, 3)[0] in {"21B1", "21", "75"}
    assert "75" in _refs(text, 3)


def test_a_hand_that_turned_out_different_without_an_explanation_is_no_misinformation() -> None:
    """Near miss: a revoke found («оказалась бубна») with no explanation told."""
    assert "misinformation" not in _triggered("у противника оказалась бубна, а он на мою бубну положил пику")


@pytest.mark.parametrize("text", ["можно ли специально сделать ренонс", "he revoked on purpose to confuse us"])
def test_a_deliberate_revoke_asks_law_72(text: str) -> None:
    assert "intentional_infraction" in _triggered(text)
    assert "72" in _refs(text, 2)


@pytest.mark.parametrize("text", ["партнёр случайно сделал ренонс",
                                  "партнёр специально спросил меня, нет ли у меня ренонса",
                                  "у меня не было червей, я специально сбросил пику — это же не ренонс?",
                                  "я специально спросил партнёра, не сделал ли он ренонс"])
def test_a_revoke_asked_about_or_denied_is_not_72(text: str) -> None:
    """Near misses (the review): a revoke with no intent, a question whether one was made (61), a void's discard: the
    trigger needs the act of revoking on purpose («специально сделать ренонс», "revoked on purpose")."""
    assert "intentional_infraction" not in _triggered(text)
    assert _refs(text, 1) == ["61"]


@pytest.mark.parametrize("text", ["когда болван выкладывает карты на стол", "when does dummy put down his cards"])
def test_when_dummy_spreads_asks_41d(text: str) -> None:
    assert "dummy_hand_arrangement" in _concepts(text)
    assert "41D" in _refs(text, 2)


@pytest.mark.parametrize("text", ["болван выложил карты до первого хода",
                                  "когда стол кладёт карту раньше, чем я её назвал",
                                  "when is dummy allowed to show his hand to partner during the play"])
def test_dummy_s_one_card_or_a_story_is_not_the_question_when_he_spreads(text: str) -> None:
    """Near misses: dummy spread his cards before the opening lead (a story), dummy's one card played (45), dummy
    showing his hand to partner (43; the review)."""
    assert "dummy_hand_arrangement" not in _triggered(text)
    assert "41D" not in _refs(text, 1)


@pytest.mark.parametrize("text", ["signalled with his eyebrows", "партнёр поднял брови, когда я сказал 3 без козыря"])
def test_eyebrows_at_partner_are_communication(text: str) -> None:
    assert "partner_communication" in _triggered(text)
    assert _refs(text, 2)[0] in {"73", "16A1", "16A", "16"}


def test_signs_made_with_eyebrows_name_73() -> None:
    """«знаки» also votes for a concealed understanding (40B, first): 73 comes next."""
    text = "подаёт партнёру знаки бровями"
    assert "partner_communication" in _triggered(text)
    assert "73" in _refs(text, 2)


def test_eyebrows_with_no_partner_and_no_signal_say_nothing() -> None:
    """Near miss: the director raised an eyebrow (no partner, no signal)."""
    assert "partner_communication" not in _triggered("the director raised an eyebrow at my question")


@pytest.mark.parametrize("text", ["кто-то сказал пас после последнего паса", "после трёх пасов партнёр сказал 2 пики"])
def test_a_call_after_the_final_pass_is_39_not_the_whose_lead_question(text: str) -> None:
    """20C1's votes wait for a question of whose lead it is (``needs_fact``: lawbase.search.fact_gate)."""
    assert _refs(text, 1)[0].startswith("39")


@pytest.mark.parametrize("text", ["после последнего паса спросил чей ход", "торговля закончилась, кто из нас атакует",
                                  "after the final pass, is it my lead?",
                                  "который из защитников атакует после торговли?"])
def test_the_whose_lead_question_still_finds_20c1(text: str) -> None:
    assert _refs(text, 1) == ["20C1"]


@pytest.mark.parametrize("text", ["two players called at the same time", "partner and RHO bid at the same time",
                                  "двое сказали заявки одновременно"])
def test_calls_at_the_same_time_are_33_not_58(text: str) -> None:
    """58's votes (a simultaneous play) wait for a word of the play (``needs_fact``): "players called" tells none
    ("players" is no "play", "called" no "led")."""
    assert _refs(text, 1) == ["33"]


@pytest.mark.parametrize("text", ["declarer played two cards at the same time", "two defenders led at the same time",
                                  "оба защитника одновременно сходили", "оба оппонента пошли одновременно, что делать",
                                  "RHO and I both put our aces down at the same time"])
def test_cards_played_at_the_same_time_are_still_58(text: str) -> None:
    assert _refs(text, 1) == ["58"]


def test_settling_it_among_ourselves_first_asks_the_duty_to_call_the_director() -> None:
    """The review: 9B1 (call the director at once), not 9A (who may draw attention); an English trigger that put 9A
    first was dropped, the phrasings' votes answer it."""
    assert _refs("we sorted it out ourselves and then called the director", 1) == ["9B1"]


@pytest.mark.parametrize("text", ["oba vistuyushchih odnovremenno sdelali hod",
                                  "oba zashchitnika polozhili karty odnovremenno"])
def test_cards_played_at_the_same_time_in_latin_letters_are_58(text: str) -> None:
    """The play's words in Latin letters tell the fact too («hod», «karty»)."""
    assert "58" in _refs(text, 2)
