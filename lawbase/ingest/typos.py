"""Source typos of the translation (inventory §7 row 23): kept as printed, offered to search as aliases.

The printed text is what a director quotes, so it is never corrected; a search for the correct spelling must still
find the passage, so each passage that holds a typo lists the corrected word in ``Passage.aliases``.
"""

from __future__ import annotations

# printed → corrected; "ref" limits a typo that is a real word elsewhere to the place where it is a slip.
TYPOS: dict[str, tuple[str, str | None]] = {
    "достатоыное": ("достаточное", None),  # 18C
    "разыргывалась": ("разыгрывалась", None),  # 13A
    "phychic": ("psychic", None),  # glossary, English gloss
    "заяляющего": ("заявляющего", None),  # 21A title (000)
    "Надлежещая": ("Надлежащая", None),  # 19B2 (000)
    "панесла": ("понесла", None),  # 40C (000)
    "сыгравшего": ("сыгравшим", "44E"),  # 44E, 000 and 001: a real word elsewhere
    "впоследствие": ("впоследствии", None),  # 001 ×3, 003 ×1
}


# Suspected conversion damage we do not repair (the reading is a guess): shown as printed, flagged for the reader.
SUSPECTED_DAMAGE: dict[str, tuple[str, str]] = {
    "2": ("17 з 32", "17–32"),  # inventory §7 row 24: "boards 17-32"; a dash probably lost in conversion
}


def notes_for(ref: str, text: str) -> list[dict[str, str]]:
    """Editorial flags for ``ref``: the printed text stays; the note says what it probably means."""
    damage = SUSPECTED_DAMAGE.get(ref)
    if damage and damage[0] in text:
        return [{"code": "suspected_damage", "printed": damage[0], "probable": damage[1]}]
    return []


def aliases_for(ref: str, text: str) -> list[str]:
    """Corrected forms of the typos that occur in ``text`` (the passage's title and body)."""
    found = []
    for printed, (corrected, only_in) in TYPOS.items():
        if printed in text and (only_in is None or only_in == ref) and corrected not in found:
            found.append(corrected)
    return found
