"""Concept lexicon triggers added in the twenty-seventh round (issue 10), from the causes behind the auction,
information and definition misses of the spent sets blind63 / blind64 and ask_blind33: sentences of our own, each
naming the law passage it follows, and for each new trigger the everyday sentences with its words that mean
something else."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered


@pytest.mark.parametrize("text", [
    "все четверо спасовали, что теперь с этой сдачей?",
    "никто ничего не назначил, все пасы — перераздаём?",
    "all four players passed, nobody opened: do we redeal?",
])
def test_a_deal_passed_out_is_law_22a(text: str) -> None:
    """Law 22A: when all four players pass, the deal is passed out (no redeal)."""
    assert "passed_out" in _ids(text)
    assert _refs(text)[0] in ("22A", "22")


@pytest.mark.parametrize("text", [
    "все четверо сели за стол и начали торговлю",
    "все четверо согласились сыграть сдачу ещё раз",
    "партнёр сказал пас, и все четверо посмотрели на судью",
])
def test_four_players_without_four_passes_are_no_passed_out_deal(text: str) -> None:
    assert "passed_out" not in _triggered(text)


@pytest.mark.parametrize("text", [
    "очередь не моя, а соперник сделал ошибку в торговле: могу я сразу сказать?",
    "the opponents made a mistake in the auction; it's not my turn, can I point out the irregularity?",
])
def test_speaking_up_about_an_irregularity_out_of_turn_is_law_9a1(text: str) -> None:
    """Law 9A1: any player may draw attention to an irregularity during the auction, his turn or not."""
    assert "attention_out_of_turn" in _ids(text)
    assert "9A1" in _refs(text)


@pytest.mark.parametrize("text", [
    "очередь не моя, а я уже сказал пас: можно теперь промолчать до конца?",  # no irregularity to point out
    "очередь не моя, у соперников ошибка в торговле, можно я пока схожу покурю?",  # nothing to say about it
    "не моя очередь сдавать, можно сразу сказать партнёру, чтобы сдавал?",
])
def test_not_my_turn_without_an_irregularity_to_point_out_is_no_9a1(text: str) -> None:
    assert "attention_out_of_turn" not in _triggered(text)


@pytest.mark.parametrize("text", [
    "какая масть главнее, пики или черви?",
    "what is the order of the suits, from the lowest to the highest?",
])
def test_which_suit_ranks_higher_is_law_1(text: str) -> None:
    """Law 1: the rank of suits and cards."""
    assert "pack_rank" in _ids(text)
    assert {"1", "18E"} & set(_refs(text))


@pytest.mark.parametrize("text", [
    "какая масть была козырной в этой сдаче, и чья карта выше?",
    "какая масть была козырем? партнёр сыграл выше меня",
    "which suit was trumps? I played higher",
    "in order to win the trick I played my highest spade",
])
def test_a_suit_named_without_its_rank_is_no_rank_question(text: str) -> None:
    assert "pack_rank" not in _triggered(text)


@pytest.mark.parametrize("text", [
    "партнёр сделал заявку не по руке, это разрешено?",
    "соперник открылся не по картам, с тремя очками",
])
def test_a_call_against_ones_hand_is_a_psychic_call_law_40a(text: str) -> None:
    """Law 40A: a player may make any call, even one far from his hand (a psychic call), if no agreement hides it."""
    assert "psych" in _ids(text)
    assert "40A" in _refs(text)


@pytest.mark.parametrize("text", [
    "эта работа мне не по руке",
    "перчатка не по руке, а карты сдали",
    "партнёр разыграл не по руке, пошёл со стола",
])
def test_not_fitting_the_hand_without_a_call_is_no_psych(text: str) -> None:
    assert "psych" not in _triggered(text)


@pytest.mark.parametrize("text", [
    "партнёр попросил повторить торговлю, когда был на первом ходу",
    "can I ask for a review of the auction before the opening lead?",
])
def test_the_auction_asked_for_on_the_opening_lead_is_law_41b(text: str) -> None:
    """Laws 41B and 20C2: before the opening lead is faced, a defender may ask for a review of the auction."""
    assert {"41B", "20C2"} & set(_refs(text))


@pytest.mark.parametrize("text", [
    "повторите, пожалуйста, на первом ходу кто сидел",
    "на первом ходу партнёр сыграл туза, а потом ещё заявку вспомнил",
])
def test_the_opening_lead_without_a_review_of_the_auction_is_no_41b(text: str) -> None:
    assert "question_before_lead_faced" not in _triggered(text)


@pytest.mark.parametrize("text", [
    "соперница сказала просто «три», а в чём — не сказала",
    "he said just two and did not say the suit",
])
def test_a_bid_without_its_denomination_is_law_18(text: str) -> None:
    """Law 18A: a bid names a number of odd tricks and a denomination."""
    assert "bids_form" in _ids(text)


@pytest.mark.parametrize("text", [
    "партнёр не сказал, в чём дело, сказал просто «потом»",  # no number said
    "он не сказал масть, которую хочет на атаку, просто показал две карты",  # «просто две» not said as a bid
    "я просто две минуты думал, а в чём ошибка, мне не сказал никто",
    "партнёр не сказал, в чём дело, просто одну взятку отдал",
])
def test_not_saying_something_is_no_bid_without_a_denomination(text: str) -> None:
    assert "bids_form" not in _triggered(text)


def test_dummy_speaking_up_during_the_play_is_law_43() -> None:
    """Law 43A1: dummy may not participate in the play or communicate anything about it to declarer."""
    text = "разве болвану можно подавать голос, когда партнёр играет?"
    assert "dummy_limitations" in _ids(text)
    assert {"43", "43A", "43A1(C)"} & set(_refs(text, 4))


@pytest.mark.parametrize("text", [
    "болван ушёл, а может ли его собака подавать голос под столом?",
    "болван молчал; разве партнёру можно подавать голос, когда он играет?",
    "болван молчал, а может ли соперник подавать голос на судью?",
])
def test_a_voice_that_is_not_dummys_is_no_dummy_limitation(text: str) -> None:
    assert "dummy_limitations" not in _triggered(text)


@pytest.mark.parametrize("text", [
    "сказал одну пику, через полминуты передумал, лучше две пики, а сосед слева замену не принимает",
    "сказал 1♣, минуту думал и решил, что лучше 1♦; левый не принимает",
])
def test_a_change_of_call_lho_does_not_accept_is_law_25b2b(text: str) -> None:
    """Law 25B2(B): a delayed change of call that LHO does not accept is cancelled; the first call stands."""
    assert "change_of_call_not_accepted" in _ids(text)
    assert "tables_seats" not in _triggered(text)
    assert _refs(text)[0].startswith("25B2")


@pytest.mark.parametrize("text", ["партнёр решил, что лучше 4♠, и я согласился",
                                  "соперник подумал над 2♠ и решил, что лучше не звать судью, и согласился"])
def test_deciding_what_is_better_without_a_call_withdrawn_is_no_change_of_call(text: str) -> None:
    assert not {"change_of_call_accepted", "change_of_call"} & set(_triggered(text))


@pytest.mark.parametrize("text", [
    "левый не согласен, что мы через минуту заменили игрока в паре",
    "партнёр заболел, мы его заменили, и левый не принимает замену партнёра",
])
def test_a_substitute_player_not_accepted_is_no_change_of_call(text: str) -> None:
    assert "change_of_call_not_accepted" not in _triggered(text)


def test_boards_sent_to_the_next_table_in_chat_shorthand_are_law_8a2() -> None:
    """Law 8A2: North moves the boards just played to the proper table for the next round."""
    text = "кто относит коробки на след стол после тура"
    assert "boards_moved_to_next_table" in _ids(text)
    assert _refs(text)[0] in ("8A2", "8A")
