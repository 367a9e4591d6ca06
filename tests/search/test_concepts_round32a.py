"""The auction, information and procedure read in round 32 (issue 10), first quality helper: sentences of our own,
each naming the law passage it follows, and for each change the sentences with its words that belong to another law."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered

from lawbase.search.spelling import mend

# country speech and slang for everyday words: the readers know the plain ones


@pytest.mark.parametrize(("slang", "plain"), [
    ("ишшо", "ещё"), ("нать", "надо"), ("опосля", "после"), ("ихние", "их"), ("переиначил", "поменял"),
    ("кантра", "контра"), ("невочередь", "не в очередь"), ("внеочереди", "вне очереди"),
])
def test_country_and_glued_words_are_read_as_the_plain_ones(slang: str, plain: str) -> None:
    assert mend(f"соперник {slang} сказал") == f"соперник {plain} сказал"


# whose turn it was, said as the owner still thinking («ещё думает»), as a clause of time with the dative and an
# infinitive («когда партнёру говорить надо было») or as «моё слово»: Law 31A (RHO's turn) or 31B


@pytest.mark.parametrize("text", [
    "я открыл 1♥, левый ещё думает, а партнёр уже 3♥ сказал",
    "я открыл 1♥, левый ишшо думает, а партнёр уж 2♥ сказал",
    "партнёр открыл 1♣, правый всё думает, а я уже сказал 1♠",
])
def test_a_bid_while_rho_is_still_thinking_is_31a(text: str) -> None:
    assert _ids(text)[0].startswith("bid_out_of_turn_rho")


@pytest.mark.parametrize("text", [
    "сказал 2♠, когда партнёру говорить надо было",
    "левый сказал 1♦, когда его партнёру говорить нужно было",
    "партнёр ляпнул 2♠, когда было моё слово",
    "партнёр сказал 3♣, когда моё слово было",
])
def test_a_bid_in_partners_turn_told_as_a_clause_of_time_is_31b(text: str) -> None:
    assert _ids(text)[0] == "bid_out_of_turn_partner_or_lho"


@pytest.mark.parametrize("text", [
    "это моё слово против его слова: он говорит, что я сказал 2♠, а я сказал 3♠",
    "партнёру надо было сказать 2♠, а он спасовал",
    "левый всегда долго думает, а потом говорит пас",
])
def test_a_turn_word_that_tells_no_call_out_of_turn_is_not_law_31(text: str) -> None:
    assert not any(cid.startswith(("bid_out_of_turn", "pass_out_of_turn")) for cid in _ids(text))


def test_the_offender_said_again_later_is_still_the_first_caller() -> None:
    """«…юг потом спасовал, а запад теперь хочет…»: West's bid came first, South passed over it (31A1)."""
    text = "запад сказал 1♠, когда говорить должен был юг, юг потом спасовал, а запад теперь хочет сказать другое"
    assert _ids(text)[0] == "bid_out_of_turn_rho_passed"
    # the narrator said twice, the second time as the one out of turn: partner's turn (31B), not his opening
    assert _ids("я открыл 1♣, левый пас, партнёр ещё думал, а я уже сказал 2♣")[0] == "bid_out_of_turn_partner_or_lho"


# a call changed on second thoughts told as a thought («подумал немного и поменял»): Law 25B, not a slip


@pytest.mark.parametrize("text", [
    "сказал 2♣, подумал маленько и переиначил на 2бк",
    "сказал 1♥, подумал немного и поменял на 2♥",
    "я сказал 2♦, подумав, заменил на 3♦",
])
def test_a_call_changed_after_a_thought_is_25b(text: str) -> None:
    assert "change_after_pause" in _triggered(text)
    assert _refs(text)[0] == "25B"


@pytest.mark.parametrize("text", [
    "сказал 1♥ и тут же поменял на 1♠, просто оговорился",
    "долго думал и спасовал, а партнёр потом сказал 3БК",
    "подумал и поменял карту на другую",
])
def test_a_slip_or_a_hesitation_is_not_25b(text: str) -> None:
    assert "change_after_pause" not in _ids(text)


# an insufficient bid its maker corrected as soon as he saw it («сразу понял»): no information told, 27B1(A)


def test_an_insufficient_bid_corrected_at_once_is_27b1a() -> None:
    text = "оппонент после 1БК моего партнёра сказал 1♦, сразу понял и переправил на 2♦"
    assert "insufficient_bid_made_sufficient" in _ids(text)
    assert "insufficient_bid_made_sufficient_damaged" not in _ids(text)


def test_partner_understanding_something_from_it_is_still_27b1b() -> None:
    text = "оппонент после 1БК сказал 1♦ и переправил на 2♦, а его партнёр понял, что у него бубны, и нам это повредило"
    assert "insufficient_bid_made_sufficient_damaged" in _ids(text)


# the opponents' misexplanation found out in the middle of the play: too late to change a call, 21B3


@pytest.mark.parametrize("text", [
    "opps explained 2D as natural, turned out its multi, we only found out mid play",
    "соперники объяснили 2♣ как натуральную, а в середине розыгрыша выяснилось, что это конвенция",
    "нам объяснили что 2♦ это мульти, а оказалось обычные бубны, выяснилось когда первая карта уже лежала",
])
def test_a_misexplanation_found_in_the_play_is_21b3(text: str) -> None:
    assert _ids(text)[0] == "misinformed_too_late"


@pytest.mark.parametrize("text", [
    "партнёр неправильно объяснил соперникам мою 2♦, я понял это в середине розыгрыша",
    "соперники в середине розыгрыша спросили, что значит наша 2♣",
])
def test_our_own_explanation_or_a_question_in_the_play_is_not_21b3(text: str) -> None:
    assert "misinformed_too_late" not in _ids(text)


# a card of another player seen before the auction began: extraneous information, 16B (Law 24 is the auction's)


@pytest.mark.parametrize("text", [
    "до торговли у правого из рук выпала карта и я увидел туз пик",
    "ещё до начала торговли сосед справа уронил карту, и я разглядел его короля",
    "before the auction I saw LHO's king of hearts when he dropped it",
])
def test_a_card_seen_before_the_auction_is_16b(text: str) -> None:
    assert _triggered(text)[0] == "card_seen_before_auction"
    assert "16B" in _refs(text)


@pytest.mark.parametrize("text", [
    "во время торговли у партнёра выпал король",
    "до конца торговли партнёр уронил даму пик",
    "после торговли у правого выпала карта",
])
def test_a_card_shown_in_the_auction_is_not_16b(text: str) -> None:
    assert "card_seen_before_auction" not in _triggered(text)


# a board played in place of another ("board 7 instead of board 8"): Law 15A, its score asked 15A1


def test_a_board_played_instead_of_another_is_15a() -> None:
    text = "we played board 7 instead of board 8 by mistake, does the score count"
    assert _ids(text)[0] == "wrong_board_score_stands"
    assert _ids("we played board 12 instead of 13, what happens now")[0] == "wrong_board_played"


def test_any_instead_of_is_no_wrong_board() -> None:
    text = "on board 5 declarer led from dummy instead of his hand, does the score count"
    assert not any(cid.startswith("wrong_board") for cid in _ids(text))


# a defender's call after the final pass told as the Law's title with the caller in the genitive: 39B


@pytest.mark.parametrize("text", [
    "заявка вистующего после финального паса",
    "контра защитника после трёх пасов — что делать?",
    "a defender's bid after the final pass",
])
def test_a_defenders_call_after_the_final_pass_is_39b(text: str) -> None:
    assert _ids(text)[0] == "call_after_final_pass_by_defender"


@pytest.mark.parametrize("text", ["пас вистующего после финального паса", "заявка болвана после финального паса"])
def test_a_pass_or_the_declaring_sides_call_is_39a(text: str) -> None:
    assert _ids(text)[0] == "call_after_final_pass_no_penalty"


# the pair choosing who sits where: 5A


@pytest.mark.parametrize("text", [
    "mozhno li nam s partnerom samim vybrat kto sidit na N a kto na S",
    "can we choose who sits north and who sits south",
    "можем ли мы сами решать, кто сидит на юге, а кто на севере?",
])
def test_the_pair_choosing_its_seats_is_5a(text: str) -> None:
    assert "pair_choosing_seats" in _triggered(text)
    assert _refs(text)[0] == "5A"


def test_who_deals_is_not_a_choice_of_seats() -> None:
    assert "pair_choosing_seats" not in _triggered("кто сидит на севере, тот и сдаёт первую сдачу?")


# a spectator typed in Latin letters («zritel», rendered «зрител»): Law 11C1 when he pointed out their irregularity


def test_a_spectator_in_latin_letters_is_read() -> None:
    assert _ids("zritel za moey spinoy skazal pro renons opponenta")[0] == "spectator_of_non_offenders"
    text = "у нас с партнёром зрительный контакт, а соперник сказал про ренонс"
    assert "spectator_of_non_offenders" not in _ids(text)


# a call out of turn then called over by the player whose turn it was, no seat named: 28B


def test_the_player_whose_turn_it_was_calling_over_it_is_28b() -> None:
    text = "opp bid before it was his turn, then the guy whose turn it was just bid over it, can we get a penalty"
    assert _ids(text)[0] == "call_in_turn_after_call_out_of_rotation"
    assert _refs(text)[0] == "28B"
    assert _ids("RHO bid before his turn, then the next player just bid over it")[0] == "call_out_of_rotation_condoned"


# tempo used to deceive: holding up a singleton on purpose, Law 73


@pytest.mark.parametrize("text", [
    "тянет время нарочно когда карта одна штоб запутать",
    "он специально медлит, когда у него единственная карта в масти, чтобы нас запутать",
    "he deliberately stalls with only one card left in the suit",
])
def test_tempo_used_to_deceive_is_73(text: str) -> None:
    assert "deception" in _triggered(text)


def test_slow_play_alone_is_not_deception() -> None:
    assert "deception" not in _triggered("соперник тянет время на каждом ходу, мы не успеваем доиграть")


# a missing alert asked about as misinformation: deemed misinformation, 21B1


@pytest.mark.parametrize("text", [
    "алерт не дали на 2бубны это дезинфа выходит",
    "they forgot to alert their transfer, is that misinformation?",
])
def test_a_missing_alert_as_misinformation_is_21b1(text: str) -> None:
    assert "missing_alert_misinformation" in _triggered(text)
    assert _refs(text)[0] == "21B1"


def test_an_alert_given_is_no_missing_alert() -> None:
    assert "missing_alert_misinformation" not in _ids("соперники алертировали 2♣ и правильно объяснили")


# a double said with the bid it doubles («кантра 4 пики»): Law 19A2


def test_a_double_said_with_its_bid_in_slang_is_19a2() -> None:
    assert _ids("кантра 4 пики так можно говорить или тока кантра")[0] == "double_named"


# a review of the auction asked in the story's own words, and when: before the face-down lead is faced 41B, at one's
# first card to the first trick 20C2; a face-down lead asked to be taken back is 41A's


@pytest.mark.parametrize(("text", "concept"), [
    ("пртнер сделал атаку закрытой а я еще хотел задать впрос по торговле можно?", "question_before_lead_faced"),
    ("уже положил карту в первую взятку и только сейчас хочу услышать как шла торговля", "review_after_auction"),
])
def test_a_review_told_in_own_words_is_read_with_its_time(text: str, concept: str) -> None:
    assert concept in _triggered(text)


def test_a_lead_taken_back_or_a_review_late_in_the_play_is_no_41b_or_20c2() -> None:
    text = "Первую карту положили рубашкой вверх, а партнёр ещё задаёт вопросы по торговле. Можно её забрать обратно?"
    assert _refs(text)[0] == "41A"
    assert "review_after_auction" not in _ids("я разыгрываю, сыграли уже пять взяток, хочу узнать как шла торговля")
