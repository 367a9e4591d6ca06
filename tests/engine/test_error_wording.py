"""Engine errors are worded in the user's language: codes inside a message (a field, a reason, an expected kind
of value, a role, a type, a seat) are worded by catalog keys, user values appear as written in JSON (QA item 11:
"это none", "(insufficient; правило 27B)", "ожидается a suit other than the suit led", "не list", "«True»",
"(declarer)"); the seat of a call after the end of the auction is named (QA item 10)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.i18n import Worded, t
from engine import rule
from engine.auction import Auction
from engine.calls import parse_calls
from engine.errors import EngineError
from engine.seats import parse_seat


def _message(data: Any, lang: str = "ru") -> str:
    with pytest.raises(EngineError) as err:
        rule(data)
    return t(f"error.{err.value.code}", lang, **err.value.params)


def _latin_words(text: str) -> set[str]:
    """Latin words of three letters or more (calls like 1S, seats, JSON keys quoted «…» aside)."""
    text = re.sub(r"«[^»]*»", "", text)
    return {w for w in re.findall(r"[A-Za-z_]{3,}", text)}


def test_type_mismatch_words_the_classification_ib12() -> None:
    msg = _message({"dealer": "N", "vul": "none", "auction": ["1NT"],
                    "irregularity": {"type": "insufficient_bid", "by": "E", "call": "2S"}})
    assert "«Недостаточное назначение»" in msg and "Восток" in msg and "легальная заявка" in msg
    assert not _latin_words(msg) - {"call", "sudya"}


def test_bad_correction_words_the_reason_ib15() -> None:
    msg = _message({"dealer": "N", "vul": "none", "auction": ["3D"], "irregularity": {"type": "call", "by": "E",
                    "call": "2C"}, "choices": {"accepted": False, "correction": "3C"}})
    assert "недостаточное назначение" in msg and "insufficient" not in msg


def test_bad_field_words_what_is_expected_pp4() -> None:
    msg = _message({"board": 5, "contract": "4S", "declarer": "S", "irregularity": {"type": "premature_play",
                    "by": "W", "card": "D5", "trick": 3, "suit_led": "H"},
                    "choices": {"declarer": "other_suit", "suit": "H"}})
    assert "масть, отличная от масти хода" in msg and not _latin_words(msg)


def test_missing_field_and_role_are_worded() -> None:
    msg = _message({"board": 5, "contract": "4S", "declarer": "S", "irregularity": {"type": "premature_play",
                    "by": "S", "card": "D5", "trick": 3}})
    assert "(разыгрывающий)" in msg and "declarer" not in msg and "premature_play" not in msg
    msg = _message({"board": 5, "contract": "4S", "irregularity": {"type": "revoke", "by": "W", "trick": 5}})
    assert "«разыгрывающий»" in msg


@pytest.mark.parametrize(("data", "shown"), [
    ([], "массив"),
    ("x", "строка"),
    (None, "null"),
])
def test_bad_case_names_the_json_kind_not_a_python_type(data: Any, shown: str) -> None:
    msg = _message(data)
    assert shown in msg and "list" not in msg and "NoneType" not in msg and " str" not in msg


def test_user_values_shown_as_json() -> None:
    """A boolean where a call belongs is shown «true», as written in JSON, not Python's «True»."""
    msg = _message({"dealer": "N", "vul": "none", "auction": [], "irregularity": {"type": "call", "by": "E",
                    "call": True}})
    assert "«true»" in msg and "True" not in msg


def test_17e_call_after_the_end_names_its_seat() -> None:
    """Law 17E: "1H P P P 1S" — the fifth call would be North's; the message names him (QA item 10)."""
    with pytest.raises(EngineError) as err:
        Auction(parse_seat("N"), parse_calls("1H P P P 1S"))
    assert err.value.code == "auction_ended" and err.value.params["seat"] == "N"
    assert "1♠ Севера" in t("error.auction_ended", "ru", **err.value.params)
    assert "by North" in t("error.auction_ended", "en", **err.value.params)


def test_engine_error_params_stay_plain_codes_and_the_catalog_words_them() -> None:
    """The engine keeps codes (it never reads a catalog); a message that names the language words them."""
    err = EngineError("missing_field", field="declarer", where="case")
    assert type(err.params["field"]) is str and err.params["field"] == "declarer"
    assert format(Worded("declarer", ("engine.field",)), "ru") == "разыгрывающий"
    assert "разыгрывающий" in t("error.missing_field", "ru", **err.params)


def test_card_given_as_a_boolean_is_shown_as_json() -> None:
    msg = _message({"board": 5, "contract": "4S", "declarer": "S",
                    "irregularity": {"type": "premature_play", "by": "W", "card": True, "trick": 3}})
    assert "«true»" in msg


def test_suits_in_errors_are_symbols() -> None:
    """50E: a suit named for a lead restriction must be a penalty card's suit — the message shows ♥ and ♠, not
    the letters H and S (QA l9)."""
    msg = _message({"board": 5, "contract": "4S", "declarer": "S",
                    "irregularity": {"type": "penalty_card", "by": "W", "cards": ["SK"], "partner_has_lead": True},
                    "choices": {"declarer": "require_suit", "suit": "H"}})
    assert msg.startswith("♥") and "(♠)" in msg


@pytest.mark.parametrize("data", [
    {"board": 5, "contract": "4S", "declarer": "S", "irregularity": {"type": "revoke", "by": "W", "trick": 5,
     "established": True, "revoke_trick_won_by": "S", "offending_side_tricks_after": 0,
     "offender_won_later_with_legal_card": True}},
    {"board": 5, "contract": "4S", "declarer": "S", "irregularity": {"type": "lead_out_of_turn", "by": "W",
     "card": "SK"}, "choices": {"declarer": "nonsense"}},
    {"dealer": "N", "auction": [], "irregularity": {"type": "x" * 80, "by": "E", "call": "1S"}},
])
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_discord_error_path_words_every_param(data: dict, lang: str) -> None:
    """The bot's error renderer cuts long params (bot.render.errors): worded params stay short enough to keep
    their type, a list of allowed values travels as ``allowed``; no placeholder is ever left in the text."""
    from bot.render.errors import error_text

    with pytest.raises(EngineError) as err:
        rule(data)
    text = error_text(err.value, lang)
    assert "{" not in text and "}" not in text, text


def test_a_seat_after_a_noun_is_in_the_genitive_in_russian() -> None:
    """«У Юга в записи 14 карт», «1♦ Юга»: ``{seat:ru_gen}`` declines the seat; English keeps its own wording."""
    assert t("error.deal_too_many_cards", "ru", seat="S", count=14) == "У Юга в записи 14 карт, а в руке их тринадцать."
    text = t("error.auction_insufficient_bid", "ru", index=3, call="1D", seat="W", need="1♥")
    assert text.startswith("Заявка 3, 1♦ Запада, недостаточна")
    assert "игрока" not in t("error.call_not_in_auction", "ru", by="N", call="2C")
    assert "North" in t("error.call_not_in_auction", "en", by="N", call="2C")
    assert format(Worded("N, S", ("bridge.seat",)), "ru_gen") == "Севера, Юга"
    assert format(Worded("X", ("bridge.seat",)), "ru_gen") == "X"  # no seat: the code as it is
