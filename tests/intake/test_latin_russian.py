"""Russian typed in Latin letters is read in its Cyrillic rendering too (``situation._with_cyrillic_reading``): the
section readers are written in Cyrillic, and what only the rendering finds is added to the Latin reading."""

import pytest

import bot.intake.situation as situation
from bot.intake.latin_text import russian_in_latin
from bot.intake.situation import read


def _ids(text: str) -> list[str]:
    return [match.id for match in read(text).concepts]


def _latin_only(text: str, monkeypatch) -> list[str]:
    with monkeypatch.context() as patch:
        patch.setattr(situation, "russian_in_latin", lambda _text: False)
        return _ids(text)


def test_a_pass_out_of_turn_before_any_bid_is_read_from_latin_letters(monkeypatch) -> None:
    """Law 30A: a pass out of turn before anyone has bid. The rotation reader says so from the Cyrillic words."""
    text = "ya spasoval ne v svoyu ochered, nikto eshche ne zayavlyal"
    assert "pass_out_of_turn_before_any_bid" not in _latin_only(text, monkeypatch)
    assert "pass_out_of_turn_before_any_bid" in _ids(text)
    assert "pass_out_of_turn_before_any_bid" in _ids("я спасовал не в свою очередь, никто еще не заявлял")


def test_the_latin_reading_keeps_its_own_concepts_first(monkeypatch) -> None:
    text = "ya spasoval ne v svoyu ochered, nikto eshche ne zayavlyal"
    latin = _latin_only(text, monkeypatch)
    merged = _ids(text)
    assert set(latin) <= set(merged)  # added to, never taken from
    weights = [match.weight for match in read(text).concepts]
    assert weights == sorted(weights, reverse=True)  # strongest first, as the reader always gives them


def test_english_and_cyrillic_texts_are_read_once(monkeypatch) -> None:
    """Only Russian in Latin letters pays for a second reading: English and Cyrillic texts never reach it."""
    def second_reading(*_args: object) -> None:
        raise AssertionError("read twice")

    monkeypatch.setattr(situation, "_with_cyrillic_reading", second_reading)
    assert "pass_out_of_turn_before_any_bid" in _ids("I passed out of turn before anyone bid")
    assert _ids("я спасовал не в свою очередь, никто еще не заявлял")


@pytest.mark.parametrize("text", [
    "mozhno li vzyat kartu obratno",
    "ya spasoval ne v svoyu ochered",
    "chto delat esli partner zabyl alert",
    "sopernik podumal dolgo i spasoval, a ego partner zayavil",
    "Kto dolzhen hodit pervym?",
])
def test_russian_typed_in_latin_letters_is_told_from_english(text: str) -> None:
    assert russian_in_latin(text)


@pytest.mark.parametrize("text", [
    "can I take my card back",
    "what is the penalty for a revoke",
    "partner forgot to alert, a problem?",
    "I opened 1S and LHO bid 1H",
    "можно ли взять карту обратно",
    "dummy может спросить declarer",  # Cyrillic present: mixed, the Latin words are English
    "",
    "1S 2H X",
])
def test_english_cyrillic_and_bare_calls_are_not_russian_in_latin(text: str) -> None:
    assert not russian_in_latin(text)
