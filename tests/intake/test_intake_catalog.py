"""Every message key the intake and the ruling UI can show exists in Russian and in English."""

import pytest

from bot.i18n import catalog, has
from bot.intake import answers
from bot.intake.kinds import KINDS, WIZARD_ORDER
from bot.intake.questions import Answer


def _keys_of(answers_: tuple[Answer, ...]) -> set[str]:
    return {a.key for a in answers_ if a.key}


def intake_keys() -> set[str]:
    keys = {"intake.q.board", "intake.q.dealer", "intake.q.vul", "intake.q.auction", "intake.q.contract",
            "intake.q.declarer", "intake.q.type", "bridge.nt", "intake.wizard.title", "intake.wizard.step",
            "intake.wizard.auction", "intake.wizard.cancelled", "intake.a.back", "intake.a.cancel"}
    keys |= _keys_of(answers.board_answers()) | _keys_of(answers.seat_answers(True)) | _keys_of(answers.vul_answers())
    keys |= _keys_of(answers.any_call_answers()) | _keys_of(answers.card_answers(["SA"], many=True))
    for period in ("auction", "play", "passed_out"):
        keys |= _keys_of(answers.type_answers(period))
    for kind in KINDS.values():
        keys.add(f"intake.type.{kind.type}")
        for where, facts in (("fact", kind.facts), ("choice", kind.choices)):
            for fact in facts:
                keys |= {f"intake.q.{where}.{fact.name}", f"intake.field.{fact.name}"}
                keys |= _keys_of(answers.fact_answers(fact, fact.values, None)[0])
    keys |= {f"bridge.seat.{s}" for s in "NESW"} | {f"bridge.seat_short.{s}" for s in "NESW"}
    keys |= {f"intake.seat_in_turn.{s}" for s in "NESW"}
    keys |= {f"intake.group.{g}" for g in ("bids_low", "bids_high", "S", "H", "D", "C")}
    return keys


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_intake_key_is_in_the_catalog(lang):
    missing = sorted(k for k in intake_keys() if not has(k, lang))
    assert missing == []


def test_both_languages_hold_the_same_intake_keys():
    def mine(lang: str) -> set[str]:
        return {k for k in catalog(lang) if k.startswith(("intake.", "rr.", "ask.", "cmd.ruling.", "cmd.ask."))
                and not k.endswith(".name")}  # Russian-only command names are optional by design

    assert mine("ru") == mine("en")


def test_wizard_offers_only_types_the_intake_describes():
    assert set(WIZARD_ORDER) <= set(KINDS)


def _ru_intake_catalog() -> dict[str, str]:
    import json
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "bot" / "locale" / "ru" / "intake.json"
    return json.loads(path.read_text(encoding="utf-8"))


def test_russian_intake_texts_name_the_book_s_rules_as_pravilo():
    """The 1987 book says «Правило N», never «Закон N» (a slash-option description said «Закон 50»)."""
    assert [k for k, v in _ru_intake_catalog().items() if "Закон" in v] == []


@pytest.mark.parametrize("wrong, why", [
    (r"(?<![Фф]альш)[Рр]енонс", "revoke is «фальшренонс» (Law 61; «ренонс» is a void)"),
    (r"[Нн]едостаточн\w+ заявк", "«недостаточное назначение» (Law 27)"),
    (r"не в очередь", "«вне очереди» (Laws 28–32, 53–56)"),
    (r"[Зз]ащитник", "a defender is «вистующий»"),
])
def test_russian_intake_texts_use_the_book_s_terms(wrong, why):
    """Labels and questions use the 1987 book's terms (users' own words are still understood by the prefill)."""
    import re

    assert [k for k, v in _ru_intake_catalog().items() if re.search(wrong, v)] == [], why
