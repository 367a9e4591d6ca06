"""Looking at played tricks (``bot.intake.trick_inspection``, Law 66): which trick or card is looked at, and when,
says the section: the trick just played, all its cards (66A), the player's own last card (66B), an earlier trick or
one quitted once the next trick began (66C), the tricks after the play ended (66D)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.intake import trick_inspection
from bot.intake.situation import read


@pytest.mark.parametrize("text", [
    "можно попросить открыть только что сыгранную взятку, пока никто не пошёл в следующую?",
    "хочу посмотреть всю последнюю взятку, мы ещё не пошли в следующую",
    "я ещё не перевернул свою карту, прошу показать карты этой взятки — обязаны?",
    "can I ask to see the four cards of the trick just played if I haven't turned my own card?",
    "posmotret' poslednyuyu vzyatku mozhno poka nikto ne poshel?",
])
def test_the_trick_just_played_faced_again_is_law_66a(text: str) -> None:
    assert trick_inspection.section(text) == "66A"


@pytest.mark.parametrize("text", [
    "можно ли глянуть свою последнюю карту, пока не пошли в следующую взятку?",
    "Можно ли мне самому посмотреть, какой картой я сыграл в эту взятку, пока никто не пошёл дальше?",
    "before the next lead, can I peek at my own last card without showing it?",
    "mogu li ya posmotret' svoyu poslednyuyu sygrannuyu kartu do khoda v sleduyushuyu vzyatku?",
])
def test_the_players_own_last_card_looked_at_is_law_66b(text: str) -> None:
    assert trick_inspection.section(text) == "66B"


@pytest.mark.parametrize("text", [
    "На девятой взятке хочу ещё раз глянуть, что было в третьей",
    "Противник попросил показать позапрошлую взятку, хотя все уже сыграли в следующую",
    "Разыгрывающий хочет посмотреть взятку, которую перевернули три взятки назад",
    "At trick 7 declarer asked to see what was played to trick 3.",
    "разыгрывающий хочет посмотреть прошлую взятку, а уже вышли в следующую",
])
def test_an_earlier_trick_or_one_quitted_after_the_next_lead_is_law_66c(text: str) -> None:
    assert trick_inspection.section(text) == "66C"


@pytest.mark.parametrize("text", [
    "after the hand, opponents say we revoked - can we inspect the played tricks?",
    "после окончания игры можно посмотреть взятки, чтобы проверить ренонс?",
])
def test_the_tricks_looked_at_after_the_play_is_law_66d(text: str) -> None:
    assert trick_inspection.section(text) == "66D"


@pytest.mark.parametrize("text", [
    "вистующий хотел глянуть на предыдущую взятку",  # which trick, and when, not said: Law 66 as a whole
    "Север перевернул свою карту рубашкой вверх, когда Запад ещё не сыграл во взятку",  # turning is no look (45G)
    "Можно ли во время торговли подсмотреть в свою конвенционную карту?",  # Law 40E, no trick
])
def test_a_story_that_says_neither_which_trick_nor_when_gets_no_section_law_66(text: str) -> None:
    assert trick_inspection.section(text) is None


def test_the_section_replaces_the_general_look_at_a_trick_law_66c() -> None:
    ids = read("На девятой взятке хочу ещё раз глянуть, что было в третьей").concept_ids
    assert ids[0] == "trick_look_quitted"
    assert "look_at_old_trick" not in ids and "trick_inspection" not in ids


def test_a_convention_card_looked_at_is_no_look_at_a_trick_law_40e() -> None:
    assert not {"trick_look_own_card", "trick_look_current"} & set(
        read("Can I look at my own convention card during the auction?").concept_ids)


WORDS = ["посмотреть", "свою", "последнюю", "взятку", "карту", "позапрошлую", "в третьей", "после игры",
         "look at", "my own", "last card", "trick 3", "пока не пошли", "в следующую", "не", ",", "?", "«"]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(WORDS), max_size=12), st.text(max_size=30))
def test_any_salad_of_its_words_names_only_a_law_66_section(words: list[str], noise: str) -> None:
    assert trick_inspection.section(" ".join(words) + noise) in (None, *trick_inspection.SECTIONS)
