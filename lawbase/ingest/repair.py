"""Text repairs that undo conversion damage (inventory §7): hyphenation, 002 reflow, lost glyphs, homoglyphs.

Every repair is narrow and named for the artifact it fixes; the seeds' own wording (including their typos) is
never changed. Repairs run on sentinel-carrying streams, so a page marker or a cut footnote block between two
halves of a word does not stop the word being joined.
"""

from __future__ import annotations

import re

from lawbase.ingest import tokens

_LOWER = "a-zа-яё"
_LETTER = "a-zA-Zа-яА-ЯёЁ'®"
_SENT = f"(?:{tokens.PAGE_OPEN}\\d+{tokens.PAGE_CLOSE}\\s*)?"

# 003 lost the four suit glyphs at exactly three places (inventory §7 row 12): exact replacements, no pattern.
SUIT_REPAIRS = (
    ("пика (), черва (), бубна (), трефа ()", "пика (♠), черва (♥), бубна (♦), трефа (♣)"),
    ("NT (без козыря),  ,  ,  ,  .", "NT (без козыря), ♠, ♥, ♦, ♣."),
    ("символ: (пика),(черва),(бубна),(трефа).", "символ: ♠ (пика), ♥ (черва), ♦ (бубна), ♣ (трефа)."),
)
# Cyrillic look-alikes written where a Latin section letter belongs in a reference ("правило 45Е", 001 p70).
_HOMOGLYPH_REF = re.compile(r"(?<=\d)([АВСЕ])(?=[\d\s).,;:(]|$)")
_HOMOGLYPH_MAP = str.maketrans("АВСЕ", "ABCE")


def dehyphenate_spaced(text: str) -> str:
    """Join ``наруше- ние`` and ``torgov-  <page> li`` (single-line seeds); ``po-prezhnemu`` has no space, kept."""
    text = re.sub(rf"(?<=[{_LETTER}])- +({_SENT})([{_LOWER}][{_LETTER}]*)", _move_page, text)
    # all-caps words split at a line end: (NAKAZA- NIE)
    return re.sub(r"(?<=[A-ZА-ЯЁ]{2})- (?=[A-ZА-ЯЁ]{2})", "", text)


def dehyphenate_lines(text: str) -> str:
    """Join ``разыгры-⏎вающего`` in 001, across a page marker too."""
    return re.sub(rf"(?<=[{_LETTER}])-\n({_SENT})([{_LOWER}][{_LETTER}]*)", _move_page, text)


def _move_page(match: re.Match[str]) -> str:
    """The joined word stays whole; a page sentinel that split it moves to just after it."""
    return match.group(2) + match.group(1).strip()


def reflow_paragraphs(text: str, vocabulary: set[str]) -> str:
    """Repair 002's paragraph damage (row 18): a paragraph that starts lowercase continues the previous one.

    The join is without a space when the two halves make a word known from the other seeds (``спе``+``цифические``),
    otherwise with a space (``наблюдения за`` + ``разыгрывающим``). A paragraph that starts with a page marker is
    not a continuation: the page before it is missing from 002.
    """

    def join(match: re.Match[str]) -> str:
        left, right = match.group(1), match.group(2)
        glue = "" if (left + right).lower().replace("ё", "е") in vocabulary else " "
        return left + glue + right

    return re.sub(rf"([{_LETTER}]+)\n\n(?=[{_LOWER}])([{_LETTER}]+)", join, text)


def split_glued_markers(text: str) -> str:
    """002 glued every letter-section marker to the end of the previous paragraph: give it its own line."""
    return re.sub(r"(?<=[.:;)]) (?=[A-H]\.[A-ZА-ЯЁ])", "\n\n", text)


def restore_suits(text: str) -> tuple[str, int]:
    """Put back the suit symbols 003 lost; returns the text and how many sites were repaired."""
    count = 0
    for broken, fixed in SUIT_REPAIRS:
        if broken in text:
            text = text.replace(broken, fixed)
            count += 1
    return text, count


def latin_ref_letters(text: str) -> str:
    """``правило 45Е`` (Cyrillic Е) → ``45E``: section letters in refs are Latin (row 17)."""
    return re.sub(
        r"(правил\w*\s+\d{1,2})([АВСЕ])",
        lambda m: m.group(1) + m.group(2).translate(_HOMOGLYPH_MAP),
        text,
    )


def words(text: str) -> set[str]:
    """Folded words of a text: the vocabulary the 002 reflow repair checks joins against."""
    return {w.lower().replace("ё", "е") for w in re.findall(rf"[{_LETTER}]+", tokens.strip(text))}
