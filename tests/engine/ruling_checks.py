"""The property every random case must have: a ruling whose every step is worded in both catalogs with no
parameter left over and a corpus flag for every cited ref, or a refusal whose code is worded in both — never
another exception."""

from __future__ import annotations

import json
import re
from typing import Any

from bot.i18n import has, t
from engine import rule
from engine.errors import EngineError


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
            assert not re.search(r"\{\w+\}", t(step["key"], lang, **step["params"])), step
    assert set(ruling["corpus"]) >= set(ruling["laws"])  # every cited ref says whether its text is ours
    for caveat in ruling["caveats"]:  # an uncertain reading is said in both languages (issue 11)
        for lang in ("ru", "en"):
            assert has(caveat["key"], lang), caveat["key"]
            assert not re.search(r"\{\w+\}", t(caveat["key"], lang, **caveat["params"])), caveat
