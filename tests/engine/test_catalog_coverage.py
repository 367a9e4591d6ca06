"""The engine's catalogs word everything a ruling can show: a headline for every supported type (QA item 9: no
raw "Решение: dummy_violation"), and option labels that say what the law says."""

from __future__ import annotations

import pytest

from bot.i18n import has, t
from engine.rulings import supported_types


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("kind", [*supported_types(), "none"])
def test_every_supported_type_has_a_headline(kind: str, lang: str) -> None:
    assert has(f"ruling.headline.{kind}", lang), kind


def test_57a3_other_suit_label_forbids_not_requires() -> None:
    """57A3 "Запретить партнёру нарушителя играть картой другой масти, указанной разыгрывающим" — the option
    forbids a suit; it never requires one (QA pp1)."""
    ru = t("ruling.choice.declarer.other_suit", "ru")
    en = t("ruling.choice.declarer.other_suit", "en")
    assert ru.startswith("запретить") and "указанной разыгрывающим" in ru
    assert en.startswith("forbid") and "require" not in en
