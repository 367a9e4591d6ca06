"""engine/data/citations.json against the law base: the engine's citation data is exact (issue 11).

The engine holds, as data, which refs our corpus has and which phrase of a partly held law states each rule it
cites there (``engine.citations``); it never reads the law base. These tests read both and hold them together.
``data/citation_cases.json`` has one case for each (step key, ref) pair the engine's tests made it cite.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest

import lawbase
from engine import rule
from engine.citations import UNLISTED, _data, in_corpus, rule_phrase

CASES = json.loads((Path(__file__).parent / "data" / "citation_cases.json").read_text(encoding="utf-8"))


@cache
def corpus() -> Any:
    return lawbase.load()


def norm(text: str) -> str:
    return " ".join(text.split())


def words_of(ref: str) -> str:
    """Everything our copy prints of ``ref``: titles, text and footnotes of the unit and its parts."""
    base = corpus()
    out, todo = [], [ref]
    while todo:
        unit = base.get(todo.pop())
        out += [unit.title or "", unit.text or ""] + [f.text for f in unit.footnotes]
        todo += unit.children
    return norm(" ".join(out))


def partly_held_laws() -> set[str]:
    """Laws whose text our corpus holds only in part: a unit cut by a missing page, or a part that is lost."""
    return {p.law for p in corpus().passages() if p.cut_start or p.cut_end or not p.in_corpus}


def law_of(ref: str) -> str:
    match = re.match(r"\d+", ref)
    return match.group() if match else ref


@cache
def cited() -> list[tuple[str, str, dict[str, Any]]]:
    """(step key, ref, ruling dict) for every step the case set makes the engine say, options included."""
    out: list[tuple[str, str, dict[str, Any]]] = []

    def walk(ruling: dict[str, Any]) -> None:
        out.extend((s["key"], s["ref"], ruling) for s in ruling["steps"] if s["ref"])
        for option in ruling["options"]:
            walk(option["ruling"])

    for case in CASES:
        walk(rule(case).to_dict())
    return out


def test_the_data_lists_exactly_the_refs_the_law_base_holds() -> None:
    held = {ref for ref in corpus().order if corpus().in_corpus(ref)}
    assert set(_data()["in_corpus"]) == held


def test_every_cited_ref_has_the_law_bases_answer() -> None:
    refs = {ref for _, ref, _ in cited()} | {ref for _, _, r in cited() for ref in r["laws"]}
    wrong = sorted(ref for ref in refs if in_corpus(ref) != corpus().in_corpus(ref))
    assert wrong == []


def test_every_phrase_is_in_the_text_of_its_ref() -> None:
    missing = [(key, ref, phrase) for key, by_ref in _data()["rules"].items() for ref, phrase in by_ref.items()
               if phrase is not None and norm(phrase) not in words_of(ref)]
    assert missing == []


def test_a_phrase_is_given_only_for_a_ref_the_corpus_holds() -> None:
    assert [(k, r) for k, by_ref in _data()["rules"].items() for r, p in by_ref.items()
            if p is not None and not in_corpus(r)] == []


def test_every_rule_cited_to_a_partly_held_law_is_listed() -> None:
    """A rule cited to 46, 47, 50–52, 57, 62, 67, 69 or 70 needs its phrase, or ``null``: the ref's text alone
    does not tell whether it states the rule."""
    partial = partly_held_laws()
    assert {"46", "47", "50", "51", "52", "57", "62", "67", "69", "70"} <= partial
    unlisted = sorted({(key, ref) for key, ref, _ in cited()
                       if law_of(ref) in partial and rule_phrase(key, ref) is UNLISTED})
    assert unlisted == []


def test_the_case_set_still_reaches_every_listed_rule() -> None:
    """No dead entries: each listed rule is one the engine still says (else the data describes nothing)."""
    said = {(key, ref) for key, ref, _ in cited()}
    listed = {(key, ref) for key, by_ref in _data()["rules"].items() for ref in by_ref}
    assert sorted(listed - said) == []


@pytest.mark.parametrize(("key", "ref", "rule_text"), [
    ("play.pc.major_first_opportunity", "50", "a major penalty card must be played at the first legal opportunity"),
    ("pc.life.first_opportunity", "50", "a major penalty card must be played at the first legal opportunity"),
    ("play.pc.kind_major", "50", "an honour or a card played deliberately is a major penalty card"),
    ("play.claim.objective", "70A", "doubtful points go against the claimer"),
    ("play.claim.normal_play", "70", "normal play includes careless or inferior play"),
])
def test_a_rule_on_a_missing_page_has_no_phrase(key: str, ref: str, rule_text: str) -> None:
    """Our copy of the law holds the ref, but not the sentence that states this rule."""
    assert rule_phrase(key, ref) is None, rule_text


def test_law50_first_legal_opportunity_is_flagged_not_in_corpus() -> None:
    """Law 50's surviving text («… есть штрафная карта, если судья не определяет иначе») does not say that a
    major penalty card is played at the first legal opportunity: corpus false, nothing quoted for 50."""
    ruling = rule({"board": 4, "contract": "3NT", "declarer": "S",
                   "irregularity": {"type": "penalty_card", "by": "E", "cards": ["HQ"]}}).to_dict()
    assert "play.pc.major_first_opportunity" in [s["key"] for s in ruling["steps"]]
    assert corpus().in_corpus("50") and ruling["corpus"]["50"] is False and "50" not in ruling.get("quotes", {})


def test_law70a_doubtful_points_against_the_claimer_is_flagged_not_in_corpus() -> None:
    """70A survives as «При рассмотрении оспоренной претензии судья …»: the rule on doubtful points is lost."""
    ruling = rule({"board": 1, "contract": "4S", "declarer": "S",
                   "irregularity": {"type": "claim", "by": "S", "tricks": 10}}).to_dict()
    assert corpus().in_corpus("70A") and ruling["corpus"]["70A"] is False


def test_law51b1a_stated_phrase_is_quoted_for_a_required_suit() -> None:
    """51B1(A): «карты этой масти перестают быть штрафными и поднимаются» — held, so corpus true and quoted."""
    ruling = rule({"board": 4, "contract": "3NT", "declarer": "S",
                   "irregularity": {"type": "penalty_card", "by": "E", "cards": ["HQ", "HJ"], "partner_has_lead": True},
                   "choices": {"declarer": "require_suit", "suit": "H"}}).to_dict()
    assert ruling["corpus"]["51B1(A)"] is True
    assert "карты этой масти перестают быть штрафными и поднимаются" in ruling["quotes"]["51B1(A)"]


def test_an_option_rule_on_a_missing_page_flags_its_parent_too() -> None:
    """The parent ruling cites its options' laws; a ref an option cites for an unstated rule is false there too."""
    ruling = rule({"board": 4, "contract": "3NT", "declarer": "S",
                   "irregularity": {"type": "lead_out_of_turn", "by": "E", "card": "HK"}}).to_dict()
    assert ruling["corpus"]["50"] is False
    assert all(o["ruling"]["corpus"].get("50", False) is False for o in ruling["options"])


def test_the_keys_the_consequences_watch_for_still_exist() -> None:
    """``engine.rulings.consequences`` adds the UI restriction and a penalty card's later life after given steps:
    a renamed step would silently drop them, so each watched key must still be a catalog key."""
    from bot.i18n import has
    from engine.rulings.consequences import FIRST_OPPORTUNITY_KEYS, LEAD_CHOICE_KEYS, UI_STEPS

    watched = set(UI_STEPS) | LEAD_CHOICE_KEYS | FIRST_OPPORTUNITY_KEYS
    assert sorted(k for k in watched if not (has(k, "ru") and has(k, "en"))) == []
