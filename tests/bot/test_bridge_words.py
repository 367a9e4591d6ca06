"""The bridge vocabulary (``bot.render.bridge_words``): one home for seats, calls, cards and the auction table, and
one offender line for every rendering of a ruling."""

from __future__ import annotations

from bot.i18n import catalog
from bot.render import bridge_words as words
from bot.render.ruling import render, ruling_text
from bot.render.ruling_reply import ruling_reply
from engine import rule
from engine.ruling import Ruling


def test_a_seat_has_one_key_in_every_language():
    """"North" sits under one catalog key: no other key of any catalog holds a seat's name."""
    for lang in ("ru", "en"):
        names = {catalog(lang)[f"bridge.seat.{s}"] for s in "NESW"}
        others = sorted(k for k, v in catalog(lang).items() if v in names and not k.startswith("bridge.seat."))
        assert others == []
    assert words.seat_text("N", "ru") == "Север" and words.seat_text("?", "en") == "?"


def test_a_side_has_one_key_in_every_language():
    """A side's name sits under one catalog key too (it was under the ruling's, the desk's and the numbers')."""
    for lang in ("ru", "en"):
        others = sorted(k for k in catalog(lang) if k.lower().endswith((".side.ns", ".side.ew"))
                        and not k.startswith(("bridge.side.", "bridge.side_short.")))
        assert others == []
    assert words.side_text("ns", "en") == "North–South" and words.side_text("EW", "ru", short=True) == "В–З"


def test_calls_in_text_and_as_labels():
    assert words.call_text("P", "ru") == "пас" and words.call_text("P", "ru", label=True) == "Пас"
    assert words.call_text("3NT", "ru") == "3БК" and words.call_text("1h", "en") == "1♥"
    assert words.call_text("weird", "en") == "weird" and words.card_text("HT") == "♥10"
    assert words.contract_text("4SX", "en") == "4♠X"


def test_the_wizard_pad_and_the_ruling_table_are_one_table():
    """The same auction, from the same function: the pad in seat letters with a ``?``, the ruling's in names."""
    pad = words.auction_table("E", ["1H", "P"], "en", short=True, label=True, turn=True)
    assert pad == [["N", "E", "S", "W"], ["", "1♥", "Pass", "?"]]
    ruled = words.auction_table("E", ["1H", "P"], "ru", irregular=("W", "1S"))
    assert ruled[0] == ["Север", "Восток", "Юг", "Запад"] and ruled[1][1:3] == ["1♥", "пас"]


def _claim(claimer: str) -> Ruling:
    return Ruling.from_dict({"type": "claim", "offender": None, "claimer": claimer, "laws": [], "steps": [],
                             "options": [], "corpus": {}, "caveats": []})


def test_offender_line_is_one_and_names_only_a_seat_as_claimer():
    """The two copies disagreed on a claimer that is no seat: the text named nobody, the Discord reply printed the
    raw code as a seat. One line now, for both: a claim's maker is named when he is a seat (Laws 68-71), else
    nobody is named; the reply and the text say the same."""
    for lang in ("ru", "en"):
        for claimer in ("S", "?"):
            line = words_line = render(_claim(claimer), lang).offender
            assert line in ruling_reply(_claim(claimer), lang).description
            assert line in ruling_text(_claim(claimer), lang)
            if claimer == "S":
                assert words.seat_text("S", lang) in words_line
            else:
                assert "?" not in words_line


def test_a_seat_after_ochered_is_in_the_genitive_law_31():
    """31 (a bid out of rotation at RHO's turn) and 24 (a card exposed once the auction is over): Russian says
    «в очередь Юга», «у Севера», not «в очередь игрока Юг» (English words its own messages, "South's")."""
    assert [words.seat_genitive(s, "ru") for s in "NESW"] == ["Севера", "Востока", "Юга", "Запада"]
    assert words.seat_genitive("S", "en") == "South's" and words.seat_genitive("?", "ru") == "?"
    out_of_turn = rule({"dealer": "N", "vul": "none", "auction": ["1C"],
                        "irregularity": {"type": "call", "by": "S", "call": "1H"}})
    assert "Юг заявил 1♥ в очередь Востока" in ruling_text(out_of_turn, "ru")
    over = rule({"dealer": "N", "vul": "none", "auction": ["1H", "P", "4H", "P", "P", "P"],
                 "irregularity": {"type": "card_exposed_during_auction", "by": "S", "cards": ["SA"]}})
    assert "у Севера больше нет очереди заявки" in ruling_text(over, "ru")


def test_vulnerability_and_a_call_as_an_object_are_bridge_words():
    """The vulnerability (Law 2) has one home, in running text and as a label; so has a call as the object of a
    verb («повторить контру», Law 32B1)."""
    assert words.vul_text("both", "ru") == "обе стороны" and words.vul_text("both", "ru", label=True) == "Обе стороны"
    assert words.vul_text("NS", "en") == "North–South" and words.vul_text("none", "en", label=True) == "None"
    assert words.vul_text("odd", "en") == "odd"
    assert words.call_object("X", "ru") == "контру" and words.call_object("P XX", "ru") == "пас реконтру"
    assert words.call_object("1H", "ru") == "1♥" and words.call_object("X", "en") == "Double"
    for lang in ("ru", "en"):
        stale = [k for k in catalog(lang) if k.startswith(("intake.vul.", "numbers.vul.", "ruling.call_acc."))]
        assert stale == []
