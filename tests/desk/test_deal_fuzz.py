"""Fuzz: any text, and any damage to a real record, gives a Deal or a typed EngineError — never a traceback."""

from __future__ import annotations

from deal_samples import HV_URL, LIN, PBN, URL
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.deal import parse_deal
from engine.deal.play import analyse_play
from engine.errors import EngineError

SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
ALPHABET = st.sampled_from([*list('|,.:-[]"\n mdsvbpcnhaqx0123456789SHDCAKQJTshdcakqjt?=!%&*^$'), "%7C", "NT"])


def _read(text: str) -> None:
    try:
        deal = parse_deal(text)
    except EngineError as exc:
        assert exc.code
        return
    deal.to_dict()
    if deal.play:
        try:
            analyse_play(deal).to_dict()
        except EngineError as exc:
            assert exc.code


@SETTINGS
@given(st.text(max_size=300))
def test_any_text(text: str) -> None:
    _read(text)


@SETTINGS
@given(st.lists(ALPHABET, max_size=120).map("".join))
def test_record_like_text(text: str) -> None:
    _read("md|" + text)
    _read('[Deal "N:' + text)
    _read("https://www.bridgebase.com/tools/handviewer.html?lin=" + text)


@SETTINGS
@given(st.sampled_from([LIN, URL, HV_URL, PBN]), st.integers(0, 2000), st.integers(0, 30), st.text(max_size=8))
def test_damaged_records(record: str, at: int, cut: int, insert: str) -> None:
    at %= len(record) + 1
    _read(record[:at] + insert + record[at + cut:])


def test_non_ascii_digits_are_not_numbers() -> None:
    """``str.isdigit`` accepts ``²``, which ``int`` refuses: such a board or claim is simply not read."""
    for text in ("md|²,,,|mc|²|ah|Board ²|", '[Board "²"]\n[Deal "N:- - - -"]',
                 "https://www.bridgebase.com/tools/handviewer.html?n=sak&b=²&a=²s"):
        _read(text)
