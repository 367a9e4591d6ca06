"""Round 38 (qual38a): refs typed with the German ref word («Regel 64», «Regel 27B», «nach Regel 16»), not the idiom
«in der Regel» nor «Regel» without a number; a number ending a question about percentages («сколько процентов…,
60?») is no law; the German bridge words of Russian-speaking players in Germany (Karo / Herz / Treff, TL /
Turnierleiter, Reizung / «райцунг»); «борд» and «не тот борд» for the wrong board (15C in the auction), not «не ту
заявку» in a story that names its board. Each with a near miss."""

import pytest

from bot.intake.situation import read, search
from lawbase.search.refs import find_refs


def _top(text: str, n: int = 1) -> list[str]:
    return [h.ref for h in search(text, 5).hits[:n]]


@pytest.mark.parametrize(("text", "ref"), [
    ("Regel 64 der Bridgeregeln", "64"),
    ("Was sagt Regel 27B?", "27B"),
    ("nach Regel 16 darf er das nicht", "16"),
    ("по Regel 40 что говорится", "40"),
    ("Regeln 12C1", "12C1"),
    ("§ 64", "64"),
])
def test_a_german_ref_word_names_the_law(text: str, ref: str) -> None:
    found = find_refs(text)
    assert [m.ref for m in found] == [ref]
    assert found[0].explicit
    assert _top(text) == [ref]


@pytest.mark.parametrize("text", [
    "in der Regel 3 Stiche",
    "In der Regel 2 Pik, dann Pass",
    "Regel ist Regel, судья",
    "какая Regel тут действует?",
])
def test_regel_as_an_ordinary_word_is_no_ref(text: str) -> None:
    assert find_refs(text) == []


# a number that ends a question about percentages is a percentage, not a law (refs.py)
@pytest.mark.parametrize("text", [
    "сколько процентов дают за несыгранную по их вине сдачу, 60?",
    "what percentage do we get for a board we could not play, 60?",
])
def test_a_percentage_asked_for_is_no_law_number(text: str) -> None:
    assert find_refs(text) == []
    assert _top(text) == ["12C1"]


@pytest.mark.parametrize(("text", "ref"), [("штрафная карта, 50?", "50"), ("что говорит закон о ренонсе, 64?", "64")])
def test_a_law_number_after_a_term_without_percentages_stays_a_ref(text: str, ref: str) -> None:
    assert [m.ref for m in find_refs(text)] == [ref]


# German bridge words of Russian-speaking players in Germany: suits (Karo, Herz, Treff), the director (TL,
# Turnierleiter), the auction (Reizung, «райцунг»)
@pytest.mark.parametrize("text", ["что старше, Karo или Herz?", "какая масть старше: Treff или Karo?"])
def test_german_suit_names_asked_by_rank_are_law_1(text: str) -> None:
    assert _top(text) == ["1"]


def test_a_german_suit_name_in_a_revoke_story_is_no_rank_question() -> None:
    assert _top("я сбросил Herz, хотя у меня был Karo — это ренонс?") == ["61"]


@pytest.mark.parametrize("text", ["что должен делать Turnierleiter?", "какие обязанности у TL?"])
def test_the_german_director_asked_about_his_duties_is_81(text: str) -> None:
    assert _top(text) == ["81"]


def test_reizung_is_the_auction() -> None:
    assert _top("во время Reizung партнёр заявил не в очередь", 4)[0] in {"29A", "31B", "28B"}
    assert _top("Reizung закончилась тремя пасами, кто ходит?") == _top("торговля закончилась тремя пасами, кто ходит?")


# «борд» is the board, «не тот борд» the wrong board; «не ту» said of a call in a story that names its board is not
@pytest.mark.parametrize("text", [
    "во время торговли заметили, что на столе не тот борд",
    "во время райцунга судья понял, что борд у нас не тот",
])
def test_the_wrong_board_found_in_the_auction_is_15c(text: str) -> None:
    assert "wrong_board_in_auction" in read(text).concept_ids
    assert _top(text) == ["15C"]


@pytest.mark.parametrize("text", [
    "Борд 5: во время торговли партнёр по ошибке сказал не ту заявку",
    "сдача 5: во время торговли партнёр по ошибке сказал не ту заявку",
])
def test_a_wrong_call_in_a_story_that_names_its_board_is_no_wrong_board(text: str) -> None:
    assert not {"wrong_board_in_auction", "wrong_board"} & set(read(text).concept_ids)
    assert _top(text) != ["15C"]


# an insufficient bid corrected «не на ближайшую» (not the lowest sufficient bid) is 27B2, not 27B1(A)
@pytest.mark.parametrize("text", [
    "Недостаточную заявку соперник поправил не на ближайшую в той же масти, а на 3БК. Что теперь его партнёру?",
    "партнёр исправил недостаточную заявку не на минимальную достаточную, а прыгнул на 4♥",
    "the insufficient bid was corrected, but not to the lowest sufficient bid",
])
def test_an_insufficient_bid_corrected_not_to_the_lowest_is_27b2(text: str) -> None:
    assert "ib_other" in read(text).marks
    assert _top(text) == ["27B2"]


@pytest.mark.parametrize("text", [
    "Недостаточную заявку соперник поправил на ближайшую в той же масти. Что теперь его партнёру?",
    "insufficient bid corrected to the lowest sufficient bid in the same suit",
])
def test_an_insufficient_bid_corrected_to_the_lowest_stays_27b1a(text: str) -> None:
    assert "ib_other" not in read(text).marks
    assert _top(text) == ["27B1(A)"]


# «кто declarer / декларер» with who named the suit first: the definition of declarer
@pytest.mark.parametrize("text", [
    "кто declarer, если первым масть назвал partner?",
    "кто декларер, если пики первым назвал партнёр, а 4♠ сказал я?",
])
def test_who_is_declarer_in_mixed_words_is_the_definition(text: str) -> None:
    assert "who_is_declarer" in read(text).concept_ids
    assert _top(text) == ["DEF:Разыгрывающий"]


def test_who_is_declarer_after_a_lead_out_of_turn_is_no_definition() -> None:
    text = "кто declarer теперь, после хода не в очередь?"
    assert "who_is_declarer" not in read(text).concept_ids
    assert _top(text) != ["DEF:Разыгрывающий"]


# acting before the director's ruling («не дожидаясь решения судьи, сразу сыграл»): 9B2
@pytest.mark.parametrize("text", [
    "судью позвали, но соперник, не дожидаясь решения судьи, сразу сыграл следующую карту",
    "не дождавшись решения судьи, он заявил 3♥ — так можно?",
    "the director was called, and declarer played on without waiting for the ruling",
])
def test_acting_before_the_ruling_is_9b2(text: str) -> None:
    assert "waiting_for_director" in read(text).concept_ids
    assert _top(text) == ["9B2"]


@pytest.mark.parametrize(("text", "law"), [
    ("мы сыграли до прихода судьи, а потом позвали — не поздно?", "11A"),
    ("соперник не дождавшись судьи сам исправил свою недостаточную заявку", "9C"),
])
def test_playing_on_before_calling_or_an_own_correction_is_no_9b2(text: str, law: str) -> None:
    assert "waiting_for_director" not in read(text).concept_ids
    assert _top(text) == [law]


# a double at partner's turn, said in English («when it was my partner's turn»): 32
@pytest.mark.parametrize("text", [
    "I said 'double' when it was actually my partner's turn to call",
    "he doubled although it was not his turn",
])
def test_a_double_at_someone_elses_turn_in_english_is_32(text: str) -> None:
    assert {"double_out_of_turn", "double_out_of_turn_partner", "double_out_of_turn_rho",
            "double_out_of_turn_rho_passed"} & set(read(text).concept_ids)
    assert _top(text)[0].startswith("32")


def test_a_pass_at_partners_turn_is_no_double_out_of_turn() -> None:
    text = "I passed when it was my partner's turn"
    assert not [c for c in read(text).concept_ids if c.startswith("double_out_of_turn")]
    assert _top(text)[0].startswith("30")

