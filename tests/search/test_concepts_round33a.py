"""Round 33 (issue 10), the auction, information and procedure told the players' way: players settling an
irregularity among themselves without the director (10A/10B), a gesture or sigh at the table (73), a call made
without looking at the cards (7B1), cards taken from the wrong board before a call (17D), a redouble with no double
told (36), a call after three passes told in words (39). Each with sentences it must not fire on."""

import pytest

from bot.intake.situation import read, search


def _ids(text: str) -> list[str]:
    return read(text).concept_ids


@pytest.mark.parametrize("text", [
    "Договорились с соперниками — ошибку прощаем, играем дальше, судью не звали",
    "мы договорились с противниками без судьи, что они забирают взятку",
    "we agreed with the opponents without calling the director to let it go",
    "противники сами сказали, что мы должны пасовать, судью не звали",
    "соперник сам велел мне пасовать до конца, без судьи",
])
def test_players_settling_it_themselves_are_read(text: str) -> None:
    assert "players_rectify_themselves" in _ids(text)


@pytest.mark.parametrize("text", [
    "мы договорились с соперниками, что позовём судью после сдачи",  # the director will be called
    "соперник сказал, что мы должны пасовать, и позвал судью",
    "we agreed with the opponents on the score, the director confirmed it",
])
def test_no_self_rectification_when_the_director_was_or_will_be_called(text: str) -> None:
    assert "players_rectify_themselves" not in [m.id for m in read(text).concepts if m.weight >= 0.8]


@pytest.mark.parametrize("text", [
    "судья ошибся, дал неправильное решение",
    "это ошибка судьи, он не так применил закон",
    "судья тоже ошибся с наказанием",
])
def test_the_director_s_error_is_read(text: str) -> None:
    assert "director_error" in _ids(text)


@pytest.mark.parametrize("text", [
    "Договорились с соперниками — ошибку прощаем, играем дальше, судью не звали",  # the players' error
    "я ошибся с заявкой, судью позвали соперники",
])
def test_an_error_and_the_director_named_apart_are_no_director_s_error(text: str) -> None:
    assert "director_error" not in [m.id for m in read(text).concepts if m.weight >= 0.8]


@pytest.mark.parametrize("text", [
    "партнер качал головой и вздыхал когда я хожу",
    "партнёр покачал головой после моей заявки",
    "соперник вздыхает каждый раз, когда партнёр думает",
    "противники переглядываются во время торговли",
    "partner shook his head after my 2♥ bid",
    "my opponent sighed and rolled his eyes when his partner led",
])
def test_gestures_and_sighs_at_the_table_are_communication(text: str) -> None:
    assert "partner_communication" in [m.id for m in read(text).concepts if m.weight >= 0.8]


@pytest.mark.parametrize("text", [
    "партнёр вышел покурить, а я убрал карты в коробку",
    "я покачал коляску и вернулся за стол",
])
def test_no_gesture_without_one_at_the_table(text: str) -> None:
    assert "partner_communication" not in [m.id for m in read(text).concepts if m.weight >= 0.8]


@pytest.mark.parametrize("text", [
    "партнер заявил втемную не глядя в карты как в преферансе так можно",
    "соперник заявил 1♠, не посмотрев в свои карты",
    "he bid 3NT without looking at his cards",
    "левый торговался втёмную",
])
def test_a_call_without_looking_at_the_cards_is_read(text: str) -> None:
    assert _ids(text)[0] == "call_without_looking"


@pytest.mark.parametrize("text", [
    "вистующий вышел втёмную, не глядя в карты партнёра",  # a face-down opening lead: no call
    "разыгрывающий сыграл со стола не глядя",
    "declarer played from dummy without looking at the cards",
    "я заявил 3 бк, посмотрев в карты дважды",
    "Я сказал 1♥, левый сказал 1♦, его жена не глядя сказала пас вне очереди",  # «не глядя»: carelessly
])
def test_no_call_without_looking_in_the_play_or_after_a_look(text: str) -> None:
    assert "call_without_looking" not in [m.id for m in read(text).concepts if m.weight >= 0.8]


@pytest.mark.parametrize("text", [
    "Player took cards from wrong board and made a bid",
    "he picked up cards from another board and opened 1♠",
    "север взял карты из чужой коробки и заявил 1♥",
])
def test_cards_from_the_wrong_board_before_a_call_are_read(text: str) -> None:
    assert "cards_from_wrong_pocket" in [m.id for m in read(text).concepts if m.weight >= 0.8]


@pytest.mark.parametrize("text", [
    "we played the wrong board",
    "the board was turned around on the table",
])
def test_a_wrong_board_played_is_no_call_from_it(text: str) -> None:
    assert "cards_from_wrong_pocket" not in [m.id for m in read(text).concepts if m.weight >= 0.8]


@pytest.mark.parametrize("text", [
    "противник сказал реконтра, хотя контры вообще не было",
    "левый реконтрировал, а контры так и не было",
    "he redoubled although there was no double at all",
])
def test_a_redouble_without_a_double_is_inadmissible(text: str) -> None:
    assert "inadmissible_double" in _ids(text)


def test_a_redouble_of_a_double_is_no_inadmissible_one() -> None:
    assert "inadmissible_double" not in _ids("левый законтрил мои 2♠, я сказал реконтра")


@pytest.mark.parametrize("text", [
    "Контракт наш 3бк, уже прошло три паса, а правый вдогонку «контра»",
    "после трёх пасов левый запоздало заявил 3♣",
])
def test_a_call_after_three_passes_told_in_words_is_read(text: str) -> None:
    assert "call_after_final_pass" in [m.id[:21] for m in read(text).concepts if m.weight >= 0.8]


@pytest.mark.parametrize("text", [
    "прошло три паса, вдогонку партнёр вздохнул",  # a late remark, no call
    "Три паса, я следом открыл 1 пика в четвёртой руке",  # three passes, then a fourth-hand opening
])
def test_three_passes_without_a_call_after_the_final_pass_are_not_read_as_one(text: str) -> None:
    ids = [m.id for m in read(text).concepts if m.weight >= 0.8]
    assert not any(cid.startswith("call_after_final_pass") for cid in ids)


@pytest.mark.parametrize("text", [
    "Board could not be played because of opponents mistake, we had no fault at all. What percent we get?",
    "сдачу не успели сыграть по вине соперников, какой нам результат",
    "the deal was not played through no fault of ours, do we get average plus?",
])
def test_a_board_that_could_not_be_played_is_read(text: str) -> None:
    assert "board_not_played" in [m.id for m in read(text).concepts if m.weight >= 0.8]


@pytest.mark.parametrize("text", [
    "мы не сыграли сдачу 5 ещё, можно ли смотреть результаты других столов",  # outside information, no score asked
    "we haven't played board 5 yet, can we look at the scores of other tables",
    "партнёр не сыграл в масть на этой сдаче, результат записали",  # a revoke
])
def test_no_board_not_played_without_fault_or_an_artificial_score(text: str) -> None:
    assert "board_not_played" not in [m.id for m in read(text).concepts if m.weight >= 0.8]


# review 33A2: sentences the round-33 lexicon read as the wrong law

def _top(text: str) -> str:
    return search(text, 5).hits[0].ref


@pytest.mark.parametrize(("text", "law"), [
    ("Они не сыграли в масть, ренонс, кто виноват", "61"),  # a revoke: the board was played (no 12C1)
    # a board played twice is 15B; 17D is a call made with the wrong cards
    ("Взял карты из не той коробки, мы её сыграли, а оказалось, что эту сдачу уже играли в прошлом туре", "15B"),
    ("Соперник сам сказал, что в протоколе ошибка, судью не звали, и исправил результат", "79"),  # no penalty
    ("Соперник сам сказал, что у него ренонс, судью не звали, а после конца сдачи мы спорим сколько взяток передать",
     "64"),
    ("Вистующий открыл вслепую карту, когда ещё был не его ход", "56"),  # a card faced, no call
    ("Мы договорились с противниками засчитать ренонс без судьи, а судья потом сказал, что нельзя", "10B"),
])
def test_review_33a2_sentences_name_the_right_law_first(text: str, law: str) -> None:
    assert _top(text) == law


def test_a_revoke_noticed_later_is_a_revoke_law_not_a_board_not_played() -> None:
    """Review 33A2: «не сыграли в масть» is a revoke (61–64), not a board that was not played. Which revoke law
    comes first is the story's open question (noticed when?): blind78's «не в масть дала … потом заметили» votes
    63 / 64, its «сразу заметила» 62."""
    top = _top("Соперники не сыграли в масть, а потом заметили, виноваты оба")
    assert top[:2] in {"61", "62", "63", "64"} and not top[2:3].isdigit()


@pytest.mark.parametrize(("text", "cid"), [
    ("Они не сыграли в масть, ренонс, кто виноват", "board_not_played"),
    ("Контракт не сыграли, потому что соперник открыл карты, кто виноват", "board_not_played"),
    ("Соперник сам сказал, что поменял заявку, без директора", "players_rectify_themselves"),
    ("Соперник сам сказал, что в протоколе ошибка, судью не звали", "director_error"),
    ("Соперник допустил ошибку, судья присудил нам взятку", "director_error"),
    ("Вистующий открыл вслепую карту, когда ещё был не его ход", "call_without_looking"),
    ("Разыгрывающий открыл вслепую свои карты и заявил претензию", "call_without_looking"),
    ("Partner passed without looking at my alert", "call_without_looking"),
    ("He bid without looking at the auction and made an insufficient bid", "call_without_looking"),
])
def test_review_33a2_wrong_concepts_are_not_read(text: str, cid: str) -> None:
    assert cid not in [m.id for m in read(text).concepts if m.weight >= 0.8]


@pytest.mark.parametrize("text", [
    "партнёр открыл вслепую 1 пику",
    "противники сами сказали что мы теперь должны пасовать, судью не звали, и мы пасовали",
    "Мы с соперниками сами договорились не штрафовать и сыграли дальше, а судья потом всё переиграл по-своему",
    "судья отменил штраф который мы сами друг другу назначили за столом это законно",
])
def test_what_the_round_meant_still_reads(text: str) -> None:
    ids = [m.id for m in read(text).concepts if m.weight >= 0.8]
    assert {"call_without_looking", "players_rectify_themselves", "rectification_by_players_reviewed"} & set(ids)
