"""The fortieth round's director review A (qual40a's auction and information changes): each confirmed wrong answer
as a regression test.

* ``mistaken_call_not_explanation`` (Law 75): «объясните» is a request to the director, not an explanation given
  (only a told one, «объяснил / объяснение», completes the trigger; the «ошибся с заявкой» phrases count only
  inside it); an alert forgotten is no system forgotten.
* ``insufficient_bid``: «заниженная ставка» alone may be an underbid or a psych; it tells an insufficient bid beside
  the auction's words («после», «не заметил», «что теперь»).
* ``laws_give_no_redress`` (12A1): the director's own error is Law 82's; "the rules don't cover" a phone or a late
  arrival is no damage left without redress.
* ``which_cards_are_honours`` no longer silences the card shown in the auction (24B).
"""

from __future__ import annotations

import pytest
from reading_probe import concept_ids as _ids
from reading_probe import top_refs as _refs
from reading_probe import triggered_ids as _triggered


@pytest.mark.parametrize(("text", "first"), [
    ("партнёр ошибся с заявкой — сказал вне очереди, объясните, что теперь", "31"),
    ("соперник ошибся с заявкой, сказал пас вне очереди, объясните, что нам теперь делать", "30"),
])
def test_a_request_to_explain_is_no_explanation_given(text: str, first: str) -> None:
    assert "mistaken_call_not_explanation" not in _ids(text)
    assert _refs(text, 1) == [first]


@pytest.mark.parametrize("text", [
    "партнёр ошибся в заявке, сказал 1♣ после 1♠, объясните, как быть",
    "соперник ошибся с заявкой: сделал недостаточную 1♥ после моих 1♠, объясните правила",
])
def test_an_insufficient_bid_called_a_mistake_is_no_law_75_reading(text: str) -> None:
    assert "mistaken_call_not_explanation" not in _ids(text)
    assert "insufficient_bid" in _triggered(text)


def test_an_alert_forgotten_is_no_mistaken_call() -> None:
    text = "he explained correctly what 2NT meant but forgot to alert it"
    assert "mistaken_call_not_explanation" not in _triggered(text)
    assert "misinformation" in _ids(text)
    assert _refs(text, 1) == ["21B1"]


def test_an_underbid_to_deceive_is_no_insufficient_bid() -> None:
    text = "соперник специально сделал заниженную ставку, чтобы нас обмануть, можно так?"
    assert "insufficient_bid" not in _triggered(text)
    assert "psych" in _triggered(text)


@pytest.mark.parametrize("text", [
    "в правилах нет компенсации за ошибку судьи, что делать",
    "правила не компенсируют, если судья дал неверное решение за столом?",
])
def test_the_directors_error_is_no_missing_redress(text: str) -> None:
    assert "laws_give_no_redress" not in _ids(text)
    assert "director_error" in _triggered(text)


def test_a_phone_the_rules_do_not_cover_is_no_missing_redress() -> None:
    assert "laws_give_no_redress" not in _ids("the rules don't cover a mobile phone ringing at the table")


def test_a_late_arrival_the_laws_do_not_cover_is_a_procedural_matter() -> None:
    text = "the laws don't cover a late arrival, can we get a score"
    assert "laws_give_no_redress" not in _ids(text)
    assert _refs(text, 1) == ["90"]


@pytest.mark.parametrize("text", [
    "десятка упала на стол во время торговли, она считается онером?",
    "валет выпал на стол во время торговли, он считается онером? партнёр теперь пасует?",
])
def test_an_honour_dropped_in_the_auction_keeps_24b(text: str) -> None:
    assert "honour_exposed_in_auction" in _triggered(text)
    assert "24B" in _refs(text, 3)
