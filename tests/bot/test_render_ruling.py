"""bot.render.ruling: the generic ruling renderer (any step key, any type), and the `sudya rule` / `sudya auction`
commands of cli.md."""

from __future__ import annotations

import io
import json
import re
import sys
from typing import Any

import pytest

from bot.cli import main
from bot.render.bridge_words import auction_table, call_text
from bot.render.ruling import param_text, render, ruling_text, step_text
from engine import rule
from engine.ruling import Option, Ruling

CASE = {"board": 5, "auction": ["1H", "P"], "irregularity": {"type": "call", "by": "S", "call": "1D"}}


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_step_is_worded_never_a_bare_key(lang: str) -> None:
    rendered = render(rule(CASE), lang)
    texts = [s["text"] for s in rendered.steps]
    assert texts and all("{" not in text and not text.startswith(("insufficient.", "options.")) for text in texts)


def test_russian_and_english_wording() -> None:
    ru = ruling_text(rule(CASE), "ru")
    en = ruling_text(rule(CASE), "en")
    assert "Недостаточное назначение" in ru and "Юг назначил 1♦" in ru
    assert "Insufficient bid" in en and "South bid 1♦" in en


def test_edition_banner_1987() -> None:
    assert "1987" in render(rule(CASE), "ru").edition and "1987" in render(rule(CASE), "en").edition


def test_citations_quote_the_russian_law_text() -> None:
    """The cited text is quoted from the law base (27A, seed 000: "LHO narushitelya mozhet prinyat'")."""
    rendered = render(rule(CASE), "en")
    quoted = {c.ref: c for c in rendered.citations}
    assert "LHO нарушителя может принять" in quoted["27A"].text and quoted["27A"].in_corpus
    assert quoted["27A"].title == "Недостаточное назначение принято"


def test_a_ref_not_in_the_corpus_says_so() -> None:
    ruling = Ruling(type="revoke", offender="E")
    ruling.say("call.legal", "64A1", by="E", call="P")
    ruling.corpus["64A1"] = False
    for lang, words in (("ru", "текста нет в нашем корпусе"), ("en", "text not in our corpus")):
        citation = render(ruling, lang).citations[0]
        assert citation.ref == "64A1" and citation.text == words and not citation.in_corpus


def test_generic_for_any_step_key_and_type() -> None:
    """A play-period ruler only adds catalog keys: an unknown key still renders (as itself), nothing breaks."""
    ruling = Ruling(type="some_future_type", offender="W")
    ruling.say("play.not_yet_in_catalog", "57A", card="HT", by="W")
    rendered = render(ruling, "en")
    assert rendered.steps[0]["text"] == "play.not_yet_in_catalog" and "some_future_type" in rendered.headline


def test_param_words_by_name() -> None:
    assert param_text("by", "S", "ru") == "Юг" and param_text("lho", "W", "en") == "West"
    assert param_text("call", "1NT", "ru") == "1БК" and param_text("correction", "P", "en") == "Pass"
    assert param_text("calls", "2H X", "en") == "2♥ Double"
    assert param_text("suit", "S", "en") == "♠" and param_text("cards", "HT SA", "en") == "♥10 ♠A"
    assert param_text("count", 3, "en") == 3 and param_text("denomination", "NT", "en") == "NT"
    assert call_text("7C", "en") == "7♣" and call_text("weird", "en") == "weird"


def test_step_text_words_a_logged_step_as_the_engine_gave_it() -> None:
    """A logged ruling is read back with ``Ruling.from_dict`` (the one boundary): its steps word the same."""
    ruling = rule(CASE)
    assert step_text(ruling.steps[0], "en") == step_text(Ruling.from_dict(ruling.to_dict()).steps[0], "en")


def test_options_with_outcomes_and_consequences() -> None:
    rendered = render(rule(CASE), "en")
    assert [o["choice"] for o in rendered.options] == ["West may choose: accept", "West may choose: not accept"]
    nested = rendered.options[1]["ruling"]["options"]
    assert nested[0]["choice"] == "South may choose: correct to 2♦"
    pass_option = nested[2]["ruling"]
    assert "North (offender's partner) must pass for the rest of the auction." in pass_option["consequences"]


def test_penalty_cards_and_lead_restrictions_are_listed() -> None:
    ruling = rule({"dealer": "N", "auction": ["1H"], "irregularity": {
        "type": "card_exposed_during_auction", "by": "E", "cards": ["SK"]}})
    lines = render(ruling, "en").consequences
    assert "♠K of East: major penalty card." in lines and any("next turn" in line for line in lines)


def test_auction_table_four_columns_from_dealer() -> None:
    rows = auction_table("E", ["1H", "P", "1S"], "en", irregular=("N", "2D"))
    assert rows[0] == ["North", "East", "South", "West"]
    assert rows[1] == ["", "1♥", "Pass", "1♠"] and rows[2] == ["2♦*", "", "", ""]


def test_auction_table_out_of_rotation_call_goes_in_its_column() -> None:
    rows = auction_table("N", ["1H"], "en", irregular=("W", "1S"))
    assert rows[1] == ["1♥", "", "", "1♠*"]


def test_to_dict_of_rendered_ruling() -> None:
    data = render(rule(CASE), "ru", dealer="N", calls=["1H", "P"], irregular=("S", "1D")).to_dict()
    assert set(data) == {"edition", "headline", "offender", "steps", "consequences", "options", "citations",
                         "auction", "caveats"}
    json.dumps(data, ensure_ascii=False)


def test_option_rendering_of_special_choice_values() -> None:
    ruling = Ruling(type="x", offender="S")
    sub = Ruling(type="x", offender="S")
    ruling.options.append(Option("E", {"rho": "pass"}, sub))
    ruling.options.append(Option("S", {"offender_choice": "let_stand"}, sub))
    ruling.options.append(Option("S", {"mystery": "value"}, sub))
    choices = [o["choice"] for o in render(ruling, "en").options]
    assert choices == ["If East passes", "South may choose: let the first call stand",
                       "South may choose: mystery: value"]


# --- the CLI -----------------------------------------------------------------------------------------------------
def run(argv: list[str], stdin: str = "", capsys: Any = None, monkeypatch: Any = None) -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_rule_json_is_the_ruling(capsys: Any, monkeypatch: Any) -> None:
    """The CLI's JSON is the engine's Ruling, plus the 2017 notes the CLI attaches for the laws it cites (#12)."""
    from lawbase import editions

    code, out, _ = run(["rule", "--json"], json.dumps(CASE), capsys, monkeypatch)
    data = json.loads(out)
    notes = data.pop("edition_notes")
    ruling = rule(CASE)
    assert code == 0 and data == ruling.to_dict()
    assert [n["id"] for n in notes] == [n.id for n in editions.notes_for_ruling(ruling.laws)]


def test_cli_rule_from_file_text(tmp_path: Any, capsys: Any, monkeypatch: Any) -> None:
    path = tmp_path / "case.json"
    path.write_text(json.dumps(CASE), encoding="utf-8")
    code, out, _ = run(["rule", str(path), "--lang", "en"], "", capsys, monkeypatch)
    assert code == 0 and "Insufficient bid" in out and "1♦*" in out and "Law 27A" in out


@pytest.mark.parametrize(("stdin", "code_name"), [
    ("{not json", "bad_json"),
    (json.dumps({**CASE, "auction": ["1H", "1D"]}), "auction_insufficient_bid"),
    (json.dumps({**CASE, "irregularity": {"type": "call", "by": "S", "call": "1Z"}}), "bad_call"),
])
def test_cli_rule_bad_input_exit_2_with_code(stdin: str, code_name: str, capsys: Any, monkeypatch: Any) -> None:
    code, out, err = run(["rule", "--json", "--lang", "en"], stdin, capsys, monkeypatch)
    assert code == 2 and json.loads(out)["error"]["code"] == code_name and err.strip()


def test_cli_rule_missing_file(capsys: Any, monkeypatch: Any) -> None:
    code, out, _ = run(["rule", "/nonexistent/case.json", "--json"], "", capsys, monkeypatch)
    assert code == 2 and json.loads(out)["error"]["code"] == "bad_json"


def test_cli_auction_json(capsys: Any, monkeypatch: Any) -> None:
    code, out, _ = run(["auction", "1H P 1S P P P", "--json"], "", capsys, monkeypatch)
    data = json.loads(out)
    assert code == 0 and data["ended"] and data["contract"] == "1S" and data["declarer"] == "S"
    assert data["turn"] is None and data["calls"] == ["1H", "P", "1S", "P", "P", "P"]


def test_cli_auction_dealer_and_russian(capsys: Any, monkeypatch: Any) -> None:
    code, out, _ = run(["auction", "пас", "1", "бк", "--dealer", "W"], "", capsys, monkeypatch)
    assert code == 0 and "Очередь заявки: Восток." in out and "1БК" in out


def test_cli_auction_text_words_the_contract_json_keeps_its_code(capsys: Any, monkeypatch: Any) -> None:
    """QA round 1 (10): the text said "контракт 1HXX"; people read «1♥ с реконтрой», tools read "1HXX" (cli.md)."""
    code, out, _ = run(["auction", "1H X XX P P P"], "", capsys, monkeypatch)
    assert code == 0 and "контракт 1♥ с реконтрой, разыгрывающий Север" in out and "1HXX" not in out
    code, out, _ = run(["auction", "1H X XX P P P", "--json"], "", capsys, monkeypatch)
    assert json.loads(out)["contract"] == "1HXX"
    code, out, _ = run(["auction", "3N X P P P", "--lang", "en"], "", capsys, monkeypatch)
    assert "contract 3NT doubled, declarer North" in out


def test_cli_auction_passed_out(capsys: Any, monkeypatch: Any) -> None:
    code, out, _ = run(["auction", "P P P P", "--json"], "", capsys, monkeypatch)
    assert code == 0 and json.loads(out)["contract"] == "passed_out"


def test_cli_auction_illegal_call_refused_with_law(capsys: Any, monkeypatch: Any) -> None:
    code, out, err = run(["auction", "1H X XX X", "--json", "--lang", "en"], "", capsys, monkeypatch)
    assert code == 2 and json.loads(out)["error"]["code"] == "auction_inadmissible_double" and "Law 19" in err


def test_play_choices_and_headline_fallback() -> None:
    """Declarer's choices (cases.md) are worded; a type without a ruling headline borrows the intake's name."""
    ruling = Ruling(type="lead_out_of_turn", offender="E")
    ruling.options.append(Option("S", {"declarer": "forbid_suit", "suit": "H"}, Ruling(type="lead_out_of_turn")))
    rendered = render(ruling, "en")
    assert rendered.options[0]["choice"] == "South may choose: forbid a ♥ lead"
    assert rendered.headline != "Ruling: lead_out_of_turn"


def test_no_auction_section_without_calls() -> None:
    ruling = Ruling(type="revoke", offender="E")
    assert "Auction" not in ruling_text(ruling, "en", dealer="N", calls=[])
    assert "Auction" in ruling_text(rule(CASE), "en", dealer="N", calls=["1H", "P"], irregular=("S", "1D"))


SAMPLES: list[dict[str, Any]] = [
    {"dealer": "N", "auction": a, "irregularity": irr, **extra} for a, irr, extra in [
        (["1H", "P"], {"type": "call", "by": "S", "call": "1D", "premature": "2D", "spectator": "offending",
                       "nonoffender_acted": True}, {}),
        (["1H", "P"], {"type": "call", "by": "S", "call": "1D"}, {"choices": {"accepted": False, "correction": "X"}}),
        (["1H", "P"], {"type": "call", "by": "S", "call": "1D", "conventional": True}, {}),
        (["7NT", "P"], {"type": "call", "by": "S", "call": "7H"}, {}),
        (["1H"], {"type": "call", "by": "S", "call": "1S"}, {"choices": {"accepted": False}}),
        (["1H"], {"type": "call", "by": "S", "call": "1S"}, {"choices": {"accepted": False}, "after": ["2C", "2S"]}),
        (["1S"], {"type": "call", "by": "S", "call": "1H"}, {"choices": {"accepted": False}, "after": ["P"]}),
        (["1H"], {"type": "call", "by": "S", "call": "1S", "rho_must_pass": True}, {}),
        (["1H"], {"type": "call", "by": "S", "call": "1S"}, {"choices": {"called_in_turn": {"E": "2C"}}}),
        (["1H"], {"type": "call", "by": "W", "call": "P"}, {"choices": {"accepted": False}}),
        ([], {"type": "call", "by": "E", "call": "P"}, {"choices": {"accepted": False}}),
        (["1H"], {"type": "call", "by": "S", "call": "P", "conventional": True}, {"choices": {"accepted": False}}),
        (["1H"], {"type": "call", "by": "S", "call": "P", "suits": ["S"]}, {"choices": {"accepted": False}}),
        (["1H", "P"], {"type": "call", "by": "W", "call": "P"}, {"choices": {"accepted": True}, "after": ["P"]}),
        (["1H", "P"], {"type": "call", "by": "W", "call": "X"}, {"choices": {"accepted": False}}),
        (["1H"], {"type": "call", "by": "S", "call": "X"}, {"choices": {"accepted": False}, "after": ["P"]}),
        (["1H"], {"type": "call", "by": "W", "call": "X"}, {"choices": {"accepted": False}}),
        ([], {"type": "call", "by": "W", "call": "X"}, {"choices": {"accepted": False}}),
        (["1H", "P"], {"type": "call", "by": "S", "call": "X"}, {"choices": {"correction": "2H"}}),
        (["1H", "P"], {"type": "call", "by": "S", "call": "X"}, {"choices": {"accepted": True}}),
        (["1H"], {"type": "call", "by": "E", "call": "1S", "must_pass": "rest_of_auction"},
         {"choices": {"accepted": True}}),
        (["1H"], {"type": "call", "by": "E", "call": "1S", "must_pass": "next_turn"}, {}),
        (["7H"], {"type": "call", "by": "E", "call": "8S"}, {}),
        (["7H"], {"type": "call", "by": "E", "call": "8S"}, {"choices": {"accepted": True}}),
        (["1H", "P", "4H", "P", "P", "P"], {"type": "call", "by": "W", "call": "4S"}, {}),
        (["1H", "P", "4H", "P", "P", "P"], {"type": "call", "by": "S", "call": "X"}, {}),
        (["1H", "P", "4H", "P", "P", "P"], {"type": "call", "by": "E", "call": "P"}, {}),
        (["1H", "P", "4H", "P", "P", "P"], {"type": "call", "by": "W", "call": "4S"}, {"choices": {"accepted": True}}),
        (["P", "P", "P", "P"], {"type": "call", "by": "E", "call": "1S"}, {}),
        (["1H"], {"type": "call", "by": "N", "call": "1H"}, {}),
        (["1H"], {"type": "call", "by": "E", "call": "1S"}, {}),
        (["1H"], {"type": "change_of_call", "by": "E", "call": "1S", "new_call": "1D", "inadvertent": True,
                  "without_pause": True}, {}),
        (["1H"], {"type": "change_of_call", "by": "E", "call": "1S", "new_call": "2S", "lho_called": "2H"},
         {"choices": {"accepted": True}}),
        (["1H"], {"type": "change_of_call", "by": "E", "call": "1D", "new_call": "2D"},
         {"choices": {"accepted": False}}),
        (["1H"], {"type": "change_of_call", "by": "E", "call": "1S", "new_call": "2S"},
         {"choices": {"accepted": False, "offender_choice": "change", "correction": "2C"}}),
        (["1H"], {"type": "card_exposed_during_auction", "by": "E", "cards": ["C2"], "led": True}, {}),
        (["1H"], {"type": "card_exposed_during_auction", "by": "E", "cards": ["C2", "SA"]}, {}),
        (["1H", "P", "4H", "P", "P", "P"], {"type": "card_exposed_during_auction", "by": "S", "cards": ["S5"]}, {}),
        (["1H"], {"type": "simultaneous_calls", "by": "W", "call": "1S", "with": {"E": "P"}}, {}),
        (["1H", "2C", "2H"], {"type": "change_after_misinformation", "by": "E", "new_call": "P",
                              "misinformed_by": "N"}, {}),
        (["1H", "2C", "2H", "P"], {"type": "change_after_misinformation", "by": "E", "new_call": "P"}, {}),
        (["1H", "P", "P", "P"], {"type": "change_after_misinformation", "by": "E", "new_call": "2C",
                                 "lead_faced": True}, {}),
        (["1H"], {"type": "cards_from_wrong_board", "by": "E"}, {}),
        (["1H"], {"type": "own_misunderstanding", "by": "E", "call": "P"}, {}),
    ]
]


def _all_texts(rendered: dict[str, Any]) -> list[str]:
    texts = [rendered["headline"], rendered["offender"], *[s["text"] for s in rendered["steps"]],
             *rendered["consequences"]]
    for option in rendered["options"]:
        texts.append(option["choice"])
        texts += _all_texts(option["ruling"])
    return texts


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("index", range(len(SAMPLES)))
def test_every_auction_ruling_reads_as_text(index: int, lang: str) -> None:
    """Each branch's wording: every key in the catalog, every {param} filled — never a bare key or a brace."""
    rendered = render(rule(SAMPLES[index]), lang).to_dict()
    for text in _all_texts(rendered):
        assert "{" not in text and "}" not in text, text
        assert not re.fullmatch(r"[a-z_]+\.[A-Za-z0-9_.]+", text), text


def test_a_step_that_introduces_the_next_is_completed_on_its_line_law_27b2() -> None:
    """"Corrected to 3♦ …:" then "North must pass throughout" (both 27B2): one sentence, the law once, after it —
    never a line hanging on a colon, never ": (Law"."""
    ruling = rule({**CASE, "choices": {"accepted": False, "correction": "3D"}})
    text = ruling_text(ruling, "en")
    line = next(line for line in text.split("\n") if "3♦" in line and "27B2" in line)
    assert "(or the bid may have been conventional): North must pass" in line
    assert line.endswith("for the rest of the auction. (Law 27B2)") and line.count("(Law ") == 1
    assert ": (Law" not in text


def test_option_summary_says_what_each_option_changes_law_57a() -> None:
    """Law 57A: the three options differ by what partner must do; the summary gives that, not the shared step 1,
    and the third option forbids (57A3), it does not require."""
    from bot.render.ruling_reply import option_lines

    case = {"board": 1, "contract": "4S", "declarer": "S",
            "irregularity": {"type": "premature_play", "by": "W", "card": "H2", "trick": 3}}
    ruling = rule(case)
    lines = option_lines(ruling, "en")
    first_step = step_text(ruling.steps[0], "en")
    assert len(lines) == 3 and not any(first_step in line for line in lines)
    assert "highest" in lines[0] and "lowest" in lines[1] and "may not play" in lines[2]
    assert "forbid" in lines[2] and "require" not in lines[2].split("→")[0]
    assert "запретить" in option_lines(ruling, "ru")[2]


def test_option_summary_completes_a_step_ending_in_a_colon_law_27b2() -> None:
    """"Corrected to pass:" is followed by what it means (partner passes throughout), never left dangling."""
    from bot.render.ruling_reply import option_lines

    ruling = rule({**CASE, "choices": {"accepted": False}})
    lines = option_lines(ruling, "ru")
    assert lines and all(not line.rstrip().endswith(":") for line in lines)
    assert any("пас" in line.split("→")[0] and "до конца торговли" in line for line in lines)


def test_english_citations_head_with_the_english_title_then_the_russian_law_27() -> None:
    """In English, "Law 27 — Insufficient Bid" as /law 27 says it, then the book's Russian title (the one form
    every reply uses, bot.render.law.citation); never the Russian title alone after "Law 27."."""
    from bot.render.ruling_reply import citation_fields

    ruling = rule({**CASE, "choices": {"accepted": True}})
    en = [f.name for f in citation_fields(ruling, "en")]
    assert "Law 27 — Insufficient Bid (Недостаточное назначение)" in en
    assert not any(name.startswith("Law 27. Недостаточное") for name in en)
    ru = [f.name for f in citation_fields(ruling, "ru")]
    assert "Правило 27. Недостаточное назначение" in ru
    text = ruling_text(ruling, "en")
    assert "Law 27 — Insufficient Bid" in text and "Law 27. Недостаточное" not in text


def test_a_quote_from_a_lost_page_says_so_law_50() -> None:
    """Law 50's surviving text starts mid-word on a lost page and does not hold the rules cited to it (major/minor,
    "at the first legal opportunity"): "text not in our corpus", never the unrelated fragment. 50B survives only
    as its heading «Штрафная карта остаётся открытой», which states the rule cited to it: the heading is quoted.
    When the rule cited to 50 is the one the fragment states (an adjusted score instead, «Судье надлежит назначить
    присуждённый результат вместо нижеописанных ректификаций»), the fragment is quoted, marked "…"."""
    from bot.render.ruling import citations

    case = {"board": 4, "contract": "3NT", "declarer": "S",
            "irregularity": {"type": "penalty_card", "by": "E", "cards": ["HQ"]}}
    quoted = {c.ref: c.text for c in citations(rule(case), "en")}
    assert quoted["50"] == "text not in our corpus"
    assert quoted["50B"] == "Штрафная карта остаётся открытой"
    assert all(text.strip() for text in quoted.values())
    from engine.citations import rule_phrase

    fragment = rule_phrase("play.pc.adjusted_instead", "50")
    assert isinstance(fragment, str)
    data = Ruling("penalty_card", laws=["50"], corpus={"50": True}, quotes={"50": [fragment]})
    (only,) = citations(data, "en")
    assert only.text.startswith("… ") and "Судье надлежит назначить присуждённый результат" in only.text


def test_second_lead_restriction_of_the_cancelled_substitute_is_listed_law_25b2c() -> None:
    """25B2(B)(2) with 25B2(C): the first call (1♠) and the cancelled substitute (2♠) each bring Law 26; both are
    listed under what now applies, the second naming its call."""
    ruling = rule({"dealer": "N", "auction": ["1H"],
                   "irregularity": {"type": "change_of_call", "by": "E", "call": "1S", "new_call": "2S"},
                   "choices": {"accepted": False, "offender_choice": "change", "correction": "2C"}})
    assert ruling.to_dict()["lead_restriction_also"]
    en = render(ruling, "en").consequences
    assert "For the cancelled substitute 2♠ too — Law 26A2: declarer may require or forbid the lead of ♠ at the " \
           "first lead of the offender's partner." in en
    assert any(line.startswith("Law 26A2:") for line in en)
    ru = render(ruling, "ru").consequences
    assert any("аннулированную заявку 2♠" in line and "хода в ♠" in line for line in ru)


@pytest.mark.parametrize(("lang", "require", "forbid"), [
    ("ru", "Юг может выбрать: потребовать хода в масть ♠", "Юг может выбрать: запретить ход в масть ♠"),
    ("en", "South may choose: require a ♠ lead", "South may choose: forbid a ♠ lead"),
])
def test_lead_choice_names_its_suit_in_the_label_law_50(lang: str, require: str, forbid: str) -> None:
    """Law 50 (declarer's lead options on a major penalty card): the suit is part of "require/forbid", never a
    separate "…, suit ♠" (whichever order the choice's parts come in)."""
    ruling = Ruling(type="penalty_card", offender="W")
    ruling.options.append(Option("S", {"declarer": "require_suit", "suit": "S"}, Ruling(type="penalty_card")))
    ruling.options.append(Option("S", {"suit": "S", "declarer": "forbid_suit"}, Ruling(type="penalty_card")))
    assert [o["choice"] for o in render(ruling, lang).options] == [require, forbid]


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_a_logged_ruling_reads_back_as_the_engine_gave_it_law_27(lang: str) -> None:
    """The renderer takes a typed Ruling only; a logged ruling (contract data) is read once with
    ``logged_ruling`` and words exactly as the engine's own (Law 27: every option, the log's summary and labels)."""
    from bot.render.ruling_reply import logged_ruling, option_labels, ruling_reply, summary_text

    ruling = rule(CASE)
    logged = logged_ruling(json.loads(json.dumps(ruling.to_dict())))
    assert logged is not None and ruling.options
    assert ruling_text(logged, lang) == ruling_text(ruling, lang)
    for path in ["", *(str(i) for i in range(len(ruling.options)))]:
        assert ruling_reply(logged, lang, key="k", path=path) == ruling_reply(ruling, lang, key="k", path=path)
    assert summary_text(logged, lang) == summary_text(ruling, lang)
    assert option_labels(logged, lang) == [option["choice"] for option in render(ruling, lang).options]


def test_a_logged_ruling_from_an_older_engine_says_nothing_rather_than_fail() -> None:
    from bot.render.ruling_reply import logged_ruling, option_labels, summary_text

    assert logged_ruling(None) is None and logged_ruling({"type": "x", "steps": [{"params": {}}]}) is None
    assert summary_text(None, "en") is None and option_labels(None, "en") == []
