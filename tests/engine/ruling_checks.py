"""The property every random case must have: a ruling whose every step is worded in both catalogs with no
parameter left over and a corpus flag for every cited ref, or a refusal whose code is worded in both — never
another exception."""

from __future__ import annotations

import json
import re
from typing import Any

from bot.i18n import has
from bot.render.ruling import step_text
from engine import rule
from engine.errors import EngineError
from engine.ruling import Step


def assert_ruled_or_refused_in_words(data: dict[str, Any]) -> None:
    try:
        ruling = rule(data).to_dict()
    except EngineError as err:
        for lang in ("ru", "en"):
            assert has(f"error.{err.code}", lang), err.code
        return
    json.dumps(ruling)
    for step in ruling["steps"]:
        for lang in ("ru", "en"):
            assert has(step["key"], lang), step["key"]
            assert not re.search(r"\{\w+\}", step_text(Step(**step), lang)), step  # as rendered (``<call>_acc`` too)
    assert set(ruling["corpus"]) >= set(ruling["laws"])  # every cited ref says whether its text is ours
    for caveat in ruling["caveats"]:  # an uncertain reading is said in both languages (issue 11)
        for lang in ("ru", "en"):
            assert has(caveat["key"], lang), caveat["key"]
            assert not re.search(r"\{\w+\}", step_text(Step(**caveat), lang)), caveat
    assert_signable(ruling)


def assert_signable(ruling: dict[str, Any]) -> None:
    """Issue 11's invariants, on the ruling and each option's: a ruling that leaves a major penalty card (and
    whose options do not each say it) states its later life (50E/51B: ``penalty_card_lead``, lead restrictions);
    a ref cited for a rule whose sentence is on a missing page is never flagged as in the corpus, nor quoted; every
    caveat is worded in both languages."""
    from engine.citations import rule_phrase

    majors = [p for p in ruling["penalty_cards"] if p["kind"] == "major"]
    if majors and not any(o["ruling"]["penalty_cards"] for o in ruling["options"]) and not ruling.get("last_trick"):
        assert ruling["lead_restrictions"] and ruling["penalty_card_lead"]["leader"] != majors[0]["seat"]
    for step in ruling["steps"]:
        if step["ref"] and rule_phrase(step["key"], step["ref"]) is None:
            assert ruling["corpus"][step["ref"]] is False and step["ref"] not in ruling.get("quotes", {}), step
    for caveat in ruling["caveats"]:
        for lang in ("ru", "en"):
            assert has(caveat["key"], lang), caveat["key"]
    for option in ruling["options"]:
        assert_signable(option["ruling"])
