"""The play-period section readers (``bot/intake/missing_card.py``, ``penalty_cards.py``, ``premature.py``) rule as
a director does on sentences a director wrote and ruled (``tests/intake/reviewed/law14.tsv``, ``law51.tsv``,
``law57.tsv``), and any salad of their words is read without an exception.

Law 14: a hand found short before the play is 14A (14A1 the card found, 14A2 not), during it 14B (14B1(A) found among
the played cards, 14B1(B) elsewhere, 14B2 not found); a hand with a card too many, or the card found in another hand,
is Law 13. Law 51B: two or more penalty cards in one suit 51B1 (A: declarer requires a lead of it, B: forbids it), in
several suits 51B2 (A, B). Law 57: after a premature lead or play declarer may require partner's highest (57A1) or
lowest (57A2) card of the suit led, or forbid another suit (57A3); a partner who cannot comply plays any card (57B).
"""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.intake import missing_card, penalty_cards, premature
from bot.intake.situation import read

REVIEWED = Path(__file__).parent / "reviewed"
READERS = {"law14": missing_card, "law51": penalty_cards, "law57": premature}


def _cases() -> list[tuple[str, str, str | None]]:
    out = []
    for name in READERS:
        for line in (REVIEWED / f"{name}.tsv").read_text(encoding="utf-8").splitlines():
            if line and not line.startswith("#"):
                text, ref, _why = line.split("\t")
                out.append((name, text, None if ref == "-" else ref))
    return out


@pytest.mark.parametrize(("law", "text", "ref"), _cases())
def test_the_reader_rules_as_the_director_did(law: str, text: str, ref: str | None) -> None:
    reader: ModuleType = READERS[law]
    assert reader.section(text) == ref
    if ref in reader.SECTIONS and any(m.id in reader.FAMILY for m in read(text).concepts):
        assert reader.SECTIONS[ref] in read(text).concept_ids  # the section's concept replaced the general one


def test_each_reviewed_table_has_sections_and_nones() -> None:
    cases = _cases()
    for law in READERS:
        refs = [ref for name, _, ref in cases if name == law]
        assert len(refs) >= 20 and None in refs and len(set(refs)) >= 4


WORDS = ["12 карт", "перед торговлей", "на пятой взятке", "нашли на полу", "так и не нашли", "среди сыгранных взяток",
         "14 карт", "twelve cards", "during the play", "две штрафные карты", "в одной масти", "в разных мастях",
         "король и дама пик", "потребовал", "запретил", "сыграл раньше партнёра", "преждевременно", "старшую",
         "младшую", "пик не было", "forbade", "атаку", ",", "у Юга", "на ходу сам"]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(WORDS), max_size=14))
def test_any_salad_of_their_words_is_read_without_an_exception(words: list[str]) -> None:
    text = " ".join(words)
    assert missing_card.section(text) in (None, "14", *missing_card.SECTIONS)
    assert penalty_cards.section(text) in (None, *penalty_cards.SECTIONS)
    assert premature.section(text) in (None, *premature.SECTIONS)
    read(text)
