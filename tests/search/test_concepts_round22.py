"""Triggers added or narrowed in the twenty-second round (issue 10), from the misses of the spent sets blind53 /
blind54: sentences of our own, each naming the law passage it follows."""

from __future__ import annotations

import pytest

from bot.intake.situation import read
from lawbase.search.concepts import match


def _ids(text: str) -> set[str]:
    return {m.id for m in match(text)}


def _weights(text: str) -> dict[str, float]:
    return {m.id: m.weight for m in read(text).concepts}


@pytest.mark.parametrize("text", [
    "UI: партнёр долго думал, а потом я заявил гейм",
    "это же UI от партнёра, который объяснил мою заявку, а я забыл систему",
])
def test_ui_alone_settles_unauthorized_information(text: str) -> None:
    """Law 16: «UI» is the players' name of unauthorized information, as «MI» and «BIT» are of theirs; the reader
    keeps its capitals in a long story (nothing glued), so the case-sensitive term is met."""
    assert _weights(text).get("unauthorized_information") == 1.0


def test_ui_in_lower_case_is_no_term() -> None:
    assert "unauthorized_information" not in _ids("ui")


@pytest.mark.parametrize("text", [
    "вистующий сыграл раньше партнёра, разыгрывающий говорит: сыграй старшей, а у него черв нет",
    "после преждевременного хода ему сказали: клади младшую, а масти нету",
])
def test_an_ordered_play_the_partner_cannot_make_is_57b(text: str) -> None:
    """Law 57B: the offender's partner cannot comply with declarer's choice; the order told as an imperative."""
    assert "premature_play_cannot_comply" in _ids(text)


@pytest.mark.parametrize("text", [
    "партнёр сдал остатки, хотя одна взятка была наша при любом розыгрыше",
    "защитник слил остальные взятки разыгрывающему",
])
def test_giving_up_the_rest_in_chat_words_is_a_concession(text: str) -> None:
    """Law 68B / 71: a concession, told as «сдал остатки» / «слил остальные взятки»."""
    assert "concession" in _ids(text)


def test_dealing_the_cards_is_no_concession() -> None:
    assert "concession" not in _ids("сдающий сдал карты и открыл торговлю")


@pytest.mark.parametrize("text", [
    "соперники сами решили, что им положена взятка, забрали её, а судью позвали потом",
    "это самоуправство: игроки сами назначили штраф за мой ренонс",
])
def test_a_rectification_settled_by_the_players_before_the_director_came_is_10a(text: str) -> None:
    """Law 10A: only the director may rectify; players who settle it and call him afterwards did not."""
    weights = _weights(text)
    assert weights.get("players_rectify_themselves") == 1.0
    assert weights["players_rectify_themselves"] > weights.get("director_error", 0.0)  # the director did not rule


@pytest.mark.parametrize("text", [
    "нарушитель мог знать, что forced pass партнёра нам навредит",
    "he could have known that the forced pass would damage us",
])
def test_a_forced_pass_the_offender_could_have_foreseen_is_23a(text: str) -> None:
    """Law 23A: the offender could have known that the pass forced on his partner would damage the other side."""
    assert "forced_pass_foreseen" in _ids(text)


@pytest.mark.parametrize("text", [
    "соперник, у которого очереди не было, указал на недостаточную заявку: имел ли он право?",
    "may an opponent point out the irregularity when it is not his turn? he noticed it and spoke",
])
def test_speaking_up_about_an_irregularity_out_of_turn_is_9a1(text: str) -> None:
    """Law 9A1: any player may draw attention to an irregularity during the auction, whether or not it is his turn
    to call."""
    assert "attention_out_of_turn" in _ids(text)


def test_a_call_out_of_turn_noticed_is_no_9a1() -> None:
    assert "attention_out_of_turn" not in _ids("партнёр заявил не в свою очередь, соперник это заметил")
