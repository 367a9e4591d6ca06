"""Claims (68–71) are not irregularities (issue 11): the ruling is the director's decision on the tricks — a
claimer, never an offender; no adjusted score "if the non-offending side was damaged"; the tricks he awards are
the result, scored as 69A says («Сдача обсчитывается так, как будто взятки, к которым относилась претензия или
уступка, были выиграны или потеряны в ходе игры»)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.render.ruling import ruling_text
from engine import rule
from engine.errors import EngineError

PLAY = {"board": 1, "contract": "4S", "declarer": "S"}


def claim(**fields: Any) -> dict[str, Any]:
    return rule({**PLAY, "irregularity": {"type": "claim", "by": "S", "tricks": 10, **fields}}).to_dict()


def test_law69a_tricks_awarded_are_the_result() -> None:
    ruling = claim(awarded=9)
    assert ruling["offender"] is None and ruling["claimer"] == "S" and ruling["adjusted_score"] == "none"
    assert ruling["tricks_awarded"] == {"side": "NS", "tricks": 9}
    step = ruling["steps"][-1]
    assert step == {"key": "play.claim.tricks_awarded", "params": {"seat": "S", "tricks": 9}, "ref": "69A"}
    assert ruling["corpus"]["69A"] is True


def test_law70_undecided_the_ruling_says_the_director_decides_the_tricks() -> None:
    ruling = claim()
    keys = [s["key"] for s in ruling["steps"]]
    assert keys[-2:] == ["play.claim.decide_tricks", "play.judgement_is_directors"]
    assert ruling["adjusted_score"] == "none" and "tricks_awarded" not in ruling


def test_law70a_doubtful_points_rule_is_flagged_not_in_corpus_not_quoted() -> None:
    ruling = claim()
    assert ruling["corpus"]["70A"] is False and ruling["corpus"]["70"] is False
    assert "70A" not in ruling.get("quotes", {})


def test_awarded_out_of_range_is_refused() -> None:
    with pytest.raises(EngineError) as err:
        claim(awarded=14)
    assert err.value.code == "out_of_range"


@pytest.mark.parametrize(("lang", "claimer", "banned"), [
    ("ru", "Претензию заявил: Юг", ("Нарушитель", "ненарушившей стороне нанесен ущерб")),
    ("en", "Claimer: South", ("Offender", "non-offending side was damaged")),
])
def test_the_rendering_names_a_claimer_and_no_damaged_side(lang: str, claimer: str, banned: tuple[str, ...]) -> None:
    text = ruling_text(rule({**PLAY, "irregularity": {"type": "claim", "by": "S", "tricks": 10, "awarded": 9}}),
                       lang)
    assert claimer in text and not any(b in text for b in banned)
