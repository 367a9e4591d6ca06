"""Law 36 told in English, after the twenty-eighth round's directors' reviews: partner doubling my own bid is read by
the Law 36 reader (``bot.intake.partner_double``: "doubled my bid" said together), and the lexicon no longer reads
partner, "doubled" and "my bid" found anywhere in a text as that double (reported speech, a takeout double with my
response told after it). Sentences of our own, each naming what it must (or must not) yield."""

from __future__ import annotations

import pytest
from reading_probe import triggered_ids as _triggered

_PARTNER_DOUBLED = {"inadmissible_double", "inadmissible_double_not_called_over"}


@pytest.mark.parametrize("text", [
    "my partner doubled my bid of 4 spades by mistake",
    "partner doubled my own bid, what now",
    "partner has doubled my opening, is that allowed?",
    "партнёр законтрил мою заявку 3 бубны",
])
def test_partner_doubling_my_own_bid_is_an_inadmissible_double(text: str) -> None:
    assert _PARTNER_DOUBLED & set(_triggered(text))


@pytest.mark.parametrize("text", [
    # English told as reported speech: partner, "doubled" and "my bid" all there, but an opponent doubled (Law 19A1)
    "partner said that East doubled my bid of 4 spades",
    "my partner saw that LHO doubled my bid and kept quiet",
    # a takeout double of an opponent's bid, with "my response" told after it (a director's review)
    "LHO bid 2♠, partner doubled, my response of 3♣ was it forcing?",
    "RHO opened 1♥, partner doubled, my response was 1♠ and LHO bid 2♥",
])
def test_partner_reporting_an_opponents_double_of_my_bid_is_no_inadmissible_double(text: str) -> None:
    assert not _PARTNER_DOUBLED & set(_triggered(text))
