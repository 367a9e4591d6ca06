"""A board played that was not the players' (``bot.intake.wrong_board``, Law 15): found during the auction (15C; a
player objects 15C1, nobody does or the second auction told 15C2), played before by a player (15B), played and new
to all four or its score asked (15A1), the right board to be played later (15A2), played and nothing more said (15A)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.intake import wrong_board
from bot.intake.situation import read


@pytest.mark.parametrize(("text", "section"), [
    ("Уже торговались, когда выяснилось, что эта коробка не для нашего стола в этом раунде", "15C"),
    ("Посреди торговли выяснилось, что пара села не к тому столу; один из игроков требует эту сдачу снять", "15C1"),
    ("во время торговли поняли, что коробка не наша; никто не возражает, торгуемся заново", "15C2"),
    ("uzhe vo vremya torgovli ponyali chto doska ne ta, opponenty hotyat otmenit", "15C1"),
    ("a pair played the same board twice against different opponents", "15B"),
    ("Выяснилось, что Восток уже играл эту сдачу в прошлом раунде против другой пары", "15B"),
    ("Мы по ошибке сыграли сдачу 14, а в этом раунде нам положены 11–13. Никто её раньше не видел", "15A1"),
    ("сыграли не ту сдачу, теперь надо ещё сыграть правильную против тех же?", "15A2"),
    ("сыграли не ту сдачу, 7 вместо 5, что теперь?", "15A"),
])
def test_when_a_wrong_board_was_found_and_whether_it_was_played_before_law_15(text: str, section: str) -> None:
    assert wrong_board.section(text) == section


@pytest.mark.parametrize("text", [
    "Юг вынул руку не из той коробки — из 14-й вместо 13-й — и успел открыться 1♦",  # cards from another board: 17
    "в коробке у одного 12 а у другого 14, никто чужих карт не видел",  # a wrong number of cards: Law 13
    "Результат одной сдачи внесли с ошибкой — 420 вместо 450",  # a scoring error: Law 79
    "После фальшренонса соперника я уже сыграл в эту взятку — могу забрать свою карту?",  # a trick, no board
])
def test_other_laws_stories_get_no_law_15_section(text: str) -> None:
    assert wrong_board.section(text) is None


def test_a_board_told_not_theirs_in_latin_letters_wakes_the_reader_law_15c1() -> None:
    ids = read("uzhe vo vremya torgovli ponyali chto doska ne ta, opponenty hotyat otmenit").concept_ids
    assert "wrong_board_in_auction_objection" in ids


def test_the_section_replaces_the_general_wrong_board_law_15c() -> None:
    ids = read("Уже торговались, когда выяснилось, что эта коробка не для нашего стола").concept_ids
    assert ids[0] == "wrong_board_in_auction" and "wrong_board" not in ids


WORDS = ["сыграли", "не ту сдачу", "во время торговли", "уже играли", "никто", "не", "возражает", "раньше",
         "board", "twice", "потом", "сыграть", "правильную", "14 вместо 15", "взятку", ",", "?"]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(WORDS), max_size=12), st.text(max_size=30))
def test_any_salad_of_its_words_names_only_a_law_15_section(words: list[str], noise: str) -> None:
    assert wrong_board.section(" ".join(words) + noise) in (None, *wrong_board.SECTIONS)
