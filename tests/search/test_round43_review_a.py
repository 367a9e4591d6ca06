"""Round 43, review a (qual43a's changes): the director's findings, each sentence with its right answer or the wrong
reading it must not take again."""

from __future__ import annotations

import pytest
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered

# --- F1: «что такое X …» names X's definition only when X is the whole term asked, not a situation's first word ----


@pytest.mark.parametrize(("text", "laws"), [
    ("что такое ход вне очереди и что теперь делать?", {"53", "54", "55", "56"}),
    ("chto takoe hod vne ocheredi?", {"53", "54", "55", "56"}),
    ("что такое заявка вне очереди и что делать, если партнёр сказал вне очереди?", {"31", "31A", "31B"}),
    ("что такое пас вне очереди и какой штраф?", {"30", "30A"}),
    ("что значит пас вне очереди партнёра для меня — я должен пасовать?", {"30", "30A", "30B2(A)"}),
    ("что такое взятка за ренонс, сколько отдаем?", {"64"}),
    ("что такое взятка, если карту положили лицом вниз?", {"66A", "65"}),
    ("что такое контракт, если заявка была недостаточной и её приняли?", {"27A"}),
    ("что такое ход с той руки, если разыгрывающий сыграл с болвана?", {"55"}),
    ("что такое контра, если партнёр законтрил свою же заявку?", {"36"}),
])
def test_a_situation_after_what_is_names_its_law_not_its_first_word(text: str, laws: set[str]) -> None:
    assert _refs(text, 1)[0] in laws


@pytest.mark.parametrize("text", [
    "chto takoe zayavka vne ocheredi, partner skazal 1 piku",
    "что такое торговля вне очереди",
])
def test_a_situation_after_what_is_is_no_definition_question(text: str) -> None:
    assert not _refs(text, 1)[0].startswith("DEF:")


# --- F2: "what is a(n) X, and can / is …" asks the case, not the word ----------------------------------------------


def test_what_is_a_dummy_and_can_dummy_warn_is_42b2() -> None:
    assert _refs("what is a dummy, and can dummy tell declarer he is in the wrong hand?", 1) == ["42B2"]


def test_what_is_a_claim_and_can_they_object_names_no_opponent_definition() -> None:
    text = "what is a claim, and can the opponents object?"
    assert _refs(text, 1) == ["70A"]
    assert "DEF:Оппонент" not in _refs(text, 3)


def test_what_is_a_psych_and_is_it_allowed_keeps_40a_and_no_definition_of_a_call() -> None:
    text = "what is a psych and is it allowed?"
    assert "40A" in _refs(text, 2)
    assert "DEF:Заявка" not in _refs(text, 5) and "DEF:Торговля" not in _refs(text, 5)


# --- F4: «я неправильно объяснил правило» is no explanation of an agreement (75) -------------------------------------


def test_a_rule_explained_wrongly_is_no_own_misexplanation() -> None:
    text = "я неправильно объяснил правило, а судья сказал что ход вне очереди надо принять"
    assert "own_side_misexplanation" not in _triggered(text)
    assert _refs(text, 1)[0] in {"53", "54"}


# --- F5: a double and «своему партнёру» apart are no double of one's own side (36) -------------------------------


@pytest.mark.parametrize(("text", "laws"), [
    ("соперник сказал контра и кивнул своему партнёру", {"73"}),
    ("после контры соперник показал своему партнёру карты", {"50", "16", "16A"}),
    ("контра соперника: я объяснил своему партнёру, что это на вывод, а не штрафная", {"20F", "20F1", "75"}),
    ("соперник дал контру, и я пожаловался своему партнёру, что он не алертировал", {"21B", "21B1", "20F", "40"}),
    ("контра после реконтры своему партнёру — как её объяснять?", {"20F", "20F1"}),
    ("I decided to double on my own, without asking partner, is that allowed?", {"19A1", "19A"}),
])
def test_a_double_near_one_s_own_partner_is_no_inadmissible_double(text: str, laws: set[str]) -> None:
    assert "inadmissible_double" not in _triggered(text)
    assert _refs(text, 1)[0] in laws


# --- F6: «судья не может решить / никак не решит» is the director weighing a fact, not slow to rule ----------------


@pytest.mark.parametrize(("text", "law"), [
    ("судья никак не решит, кто прав: мы говорим, что пауза была, они — что нет", "85"),
    ("судья не может решить, была ли карта сыграна или только показана", "45F"),
])
def test_the_director_weighing_a_fact_is_no_slow_ruling(text: str, law: str) -> None:
    assert "director_duties" not in _triggered(text)
    assert _refs(text, 1) == [law]


# --- F8: «когда торговля закончена, <another question>»: «когда» is "once", the other question is asked -------------


@pytest.mark.parametrize(("text", "laws"), [
    ("когда торговля закончена, болвана сразу выкладывают?", {"41D"}),
    ("когда торговля закончена, может ли разыгрывающий спросить объяснение заявок?", {"20F", "20F2", "41B"}),
    ("когда торговля заканчивается, можно ли исправить оговорку?", {"25A"}),
])
def test_once_the_auction_ended_asks_the_next_question(text: str, laws: set[str]) -> None:
    assert "auction_end_asked" not in _triggered(text)
    assert _refs(text, 1)[0] in laws


# --- F9: «меняемся с партнёром: север …» swaps duties, not seats (5A) -----------------------------------------------


def test_partners_swapping_duties_is_no_seat_swap() -> None:
    text = "меняемся с партнёром: север теперь отвечает за ввод результатов в bridgemate?"
    assert "seats_chosen_by_players" not in _triggered(text)
    assert _refs(text, 1) == ["79"]
