"""What dummy did says which section of Laws 42B and 43 governs (``bot/intake/dummy_acts.py``): his rights (42B1
asking declarer "having none?", 42B2 trying to stop a lead from the wrong hand, 42B3 drawing attention to an
irregularity after the play), his limits (43A1(A) calling the director, 43A1(B) drawing attention during the play,
43A1(C) taking part in the play; 43A2(A) exchanging hands, 43A2(B) leaving his seat to watch declarer, 43A2(C)
looking at a defender's hand) and what follows a breach of 43A2 (43B2(A), (B), (C))."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.intake import dummy_acts
from bot.intake.situation import read
from lawbase.search.concepts import is_settled

CASES = [
    ("партнёр-стол спросил меня: «пик нет?», когда я сбросил бубну", "42B1"),
    ("dummy asked declarer 'no hearts?' when he discarded", "42B1"),
    ("болван подсказал разыгрывающему: ты сейчас не с той руки ходишь", "42B2"),
    ("dummy warned declarer he was about to lead from the wrong hand", "42B2"),
    ("болван после окончания розыгрыша указал, что вистующий сделал ренонс", "42B3"),
    ("can dummy point out a revoke once the hand is over?", "42B3"),
    ("болван посреди розыгрыша сам позвал судью", "43A1(A)"),
    ("болван посреди розыгрыша заметил ренонс вистующего и сказал об этом вслух", "43A1(B)"),
    ("bolvan podskazal razygryvayushchemu kakoy kartoy igrat", "43A1(C)"),
    ("болван во время розыгрыша комментирует и говорит, что я зря сыграл королём", "43A1(C)"),
    ("болван поменялся руками с разыгрывающим и сам доигрывал", "43A2(A)"),
    ("dummy left his seat to watch declarer play", "43A2(B)"),
    ("болван заглянул в карты вистующего", "43A2(C)"),
    ("Партнёр-стол встал, обошёл стол, заглянул в карты вистующего, а потом первым заметил, что тот не дал в масть",
     "43B2(A)"),
    ("лежащий партнёр сказал мне «ты не с той руки ходишь», и теперь защитники сами выбирают, откуда мне ходить",
     "43B2(B)"),
    ("dummy, who had looked at a defender's hand, asked declarer 'having none?'", "43B2(C)"),
    ("Having peeked at a defender's cards, dummy was then first to point out that defender's revoke.", "43B2(A)"),
    ("болван комментировал игру, какое ему наказание?", "43B1"),  # a breach of A1 and its penalty: 43B1 (Law 90)
    # the director called by the opponents is not dummy's act: his comment is
    ("на восьмой взятке болван сказал разыгрывающему: а чего ты козыря не снял? соперники позвали судью", "43A1(C)"),
    # dummy named as "the partner who laid out his cards", looking with an infinitive ("пошёл посмотреть")
    ("выложенный партнёр встал и пошёл посмотреть карты вистующего", "43A2(C)"),
]


@pytest.mark.parametrize(("text", "ref"), CASES)
def test_what_dummy_did_says_the_section_of_laws_42b_and_43(text: str, ref: str) -> None:
    assert dummy_acts.section(text) == ref
    assert dummy_acts.SECTIONS[ref] in read(text).concept_ids


@pytest.mark.parametrize("text", [
    "what is dummy allowed to do",  # no act told: the law, not a section
    "разыгрывающий сыграл со стола даму, хотя хотел короля",  # declarer plays from dummy: no act of dummy
    "вистующий заметил, что разыгрывающий не дал в масть",  # nobody named dummy
    "На шестой взятке я увидел, что соперник положил карту не в свою очередь",  # «увидел, что…»: no look at a hand
])
def test_a_story_without_an_act_of_dummy_settles_no_section(text: str) -> None:
    assert dummy_acts.section(text) is None or "болван" in text
    # no section read as surely as a reader's gate reads a situation (0.5): a partial reading from shared words
    # alone («разыгрывающий не дал в масть» shares 42B1's trigger words, 0.36) is only weighed by the ranking
    read_surely = {m.id for m in read(text).concepts if m.weight >= 0.5}
    assert not set(dummy_acts.SECTIONS.values()) & read_surely


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["болван", "dummy", "заглянул", "в карты", "вистующего", "первым", "заметил",
                                 "ренонс", "пик нет?", "не с той руки", "позвал судью", "после окончания", "встал",
                                 "поменялся руками", "комментирует", "наказание", "соперники", ",", "и", "потом"]),
                max_size=14))
def test_any_salad_of_dummy_words_is_read_without_an_exception(words: list[str]) -> None:
    text = " ".join(words)
    assert dummy_acts.section(text) in (None, *dummy_acts.SECTIONS)
    read(text)


@pytest.mark.parametrize("text", [
    "дамми может спросить declarer-а no spades?",
    "partner-stol sprosil menya 'net chervey?' kogda ya ne dal v mast'",
])
def test_dummy_asking_declarer_whether_he_has_none_is_law_42b1_not_the_inquiry_of_law_61(text: str) -> None:
    """Law 42B1: «дамми» is dummy too; his question is his right, so neither the defenders' inquiry nor a revoke
    (Law 61) is read beside it."""
    found = read(text).concepts
    assert found[0].id == "dummy_asks_declarer" and is_settled(found[0])
    assert not {"revoke_inquiry", "revoke"} & {m.id for m in found}


@pytest.mark.parametrize("text", [
    "болван посреди розыгрыша первым указал на ренонс вистующего, разыгрывающий теперь остался без штрафа?",
    "стол первым заметил ошибку защитника, а что теперь с нашими правами на наказание",
    "dummy was first to notice the defender's revoke; does declarer lose the revoke penalty now?",
])
def test_what_dummys_pointing_out_costs_declarer_is_43b2a(text: str) -> None:
    """Law 43B2(A): asked what declarer's side keeps once dummy was first to point out a defender's irregularity,
    the answer is that declarer may not enforce the penalty for it."""
    assert dummy_acts.section(text) == "43B2(A)"


@pytest.mark.parametrize("text", [
    "болван посреди розыгрыша первым сказал, что защитник не дал в масть, так можно?",  # only whether dummy may: 43A1
    "болван после окончания розыгрыша указал на ренонс вистующего, штраф будет?",  # after the play: his right, 42B3
])
def test_dummy_pointing_out_asked_otherwise_keeps_its_section(text: str) -> None:
    assert dummy_acts.section(text) in ("43A1(B)", "42B3")


def test_seeing_a_revoke_from_behind_declarer_is_pointing_it_out_after_the_breach() -> None:
    """«увидел ренонс … сказал» reads as «заметил ренонс»: with dummy out of his seat to watch (43A2(B)), it is
    43B2(A)."""
    story = "болван встал, пошёл смотреть за спину разыгрывающего, увидел ренонс защитника и сказал: штрафа не будет?"
    assert dummy_acts.section(story) == "43B2(A)"


@pytest.mark.parametrize("text", [
    "партнёр, который выложил карты, предложил: давай поменяемся местами, я доиграю за тебя",
    "болван говорит: сяду на твоё место и сам сыграю эту сдачу",
])
def test_dummy_offering_to_change_places_is_exchanging_hands_not_the_seats_of_law_5(text: str) -> None:
    """Law 43A2(A): dummy may not exchange hands with declarer; changing places is that, not Law 5's seating."""
    assert dummy_acts.section(text) == "43A2(A)"
    assert "tables_seats" not in read(text).concept_ids
