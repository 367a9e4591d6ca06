"""The director's review of round 32's lexicon and slang (review 32A2): sentences where the deception triggers, the
«переиначил» slang or the seat, alert and before-the-auction entries named a wrong law, each with the law it follows."""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered

# tempo used to mislead is Law 73 only when the tempo is told with what it misleads about (a singleton, the one card
# left, «чтобы запутать»): «думает» that believes, a psych meant to fool, a director called late or slow play are not


@pytest.mark.parametrize(("text", "law"), [
    ("вистующий думает, что у болвана осталась одна карта, а там их две", "67"),  # a defective trick
    ("он открылся 1♠ без пик, чтобы обмануть соперников, а партнёр думал, что у него пики", "40A"),  # a psych
    ("он специально тянет с вызовом судьи, чтобы посмотреть, как пойдёт игра", "9B1"),  # the director called late
    # the round not finished (8B), or slow play itself, an offence subject to a procedural penalty (1987 Law 90B2;
    # text not in corpus): both answer the story, and two blind writers keyed slow play as 90
    ("он нарочно медлит с каждой картой, мы не успели доиграть тур", ("8B", "90")),
])
def test_tempo_or_a_belief_told_without_deceit_is_not_73(text: str, law: str | tuple[str, ...]) -> None:
    assert "deception" not in _ids(text)[:1]
    assert _refs(text)[0].startswith(law)


@pytest.mark.parametrize("text", [
    "соперник нарочно медлит с ответом на мой вопрос о системе",
    "после прыжковой заявки со стопом соперник специально медлит 10 секунд, как положено",
    "разыгрывающий нарочно медлит, чтобы нас разозлить, хотя все взятки его",
    "я думал, у меня одна карта трефы, и сбросил бубну",
    "я думал, что можно забрать назад одну карту",
    "думал, что упала одна карта, а упали две — во время торговли",
])
def test_a_deliberate_pause_or_a_thought_about_one_card_is_no_deception(text: str) -> None:
    assert "deception" not in _ids(text)
    assert "73" not in _refs(text)[:2]


# «переиначил» is read as «поменял», a change of call (Law 25), not as the words «изменить заявку» of 21B1 and 21B2
# (a call changed for the opponents' misinformation, none told here)


@pytest.mark.parametrize("text", [
    "партнёрша сказала пас, а потом переиначила на 2♥, не сразу",
    "он переиначил свою заявку, когда партнёр уже заявил",
    "партнер переиначил заявку — сказал 2 пики вместо 2 червей, сразу",
])
def test_a_call_changed_told_as_pereinachil_is_25(text: str) -> None:
    assert _refs(text)[0].startswith("25")


def test_an_explanation_changed_told_as_pereinachil_is_no_misinformation_change() -> None:
    refs = _refs("он переиначил объяснение своей заявки после торговли")
    assert not refs[0].startswith("21B")
    assert "20F" in refs[:3]


# the pair choosing its seats (5A) is said as the pair's own choice («мы сами решаем, кто сидит на юге», «can we choose
# who sits north»): a deal told with the compass seats, North's duties or the director's decision are not it


@pytest.mark.parametrize("text", [
    "East led out of turn, South is declarer, North is dummy",
    "North dealt, East passed, South passed, West passed",
    "судья должен решить, кто сидит на севере, если пары сели не по тем направлениям",
])
def test_compass_seats_named_are_no_choice_of_seats(text: str) -> None:
    assert "pair_choosing_seats" not in _ids(text)
    assert "5A" not in _refs(text)[:1]


def test_the_one_sitting_north_deciding_something_else_is_not_5a() -> None:
    assert _refs("кто сидит на севере, тот и должен решать, как записывать результат")[0] != "5A"


# a missing alert is deemed misinformation (21B1) when the opponents did not alert: one's own side's missing alert,
# told with its subject («мой партнёр не алертировал», «I forgot to alert»), is no trigger of it


@pytest.mark.parametrize("text", [
    "мой партнёр не алертировал мою заявку, я знаю что это дезинформация — должен ли я сказать до первого хода?",
    "I forgot to alert my partner's bid, I'm declarer — when do I correct the misinformation?",
])
def test_ones_own_missing_alert_is_no_opponents_misinformation(text: str) -> None:
    assert "missing_alert_misinformation" not in _triggered(text)


def test_the_opponents_missing_alert_told_with_its_subject_is_still_21b1() -> None:
    text = "соперники не алертировали 2♣, это дезинформация?"
    assert "missing_alert_misinformation" in _triggered(text)
    assert _refs(text)[0] == "21B1"
