"""Private-use sentinels that carry layout facts through the text repairs.

Repairs (de-hyphenation, reverse transliteration) change string offsets, so page numbers, rule lines and page
gaps travel *inside* the text as sentinels made of Private Use Area characters, which no seed contains and no
repair touches. The structure parser reads them and the final passage text never contains them.
"""

from __future__ import annotations

import re

PAGE_OPEN, PAGE_CLOSE = "\ue000", "\ue001"
RULE = "\ue002"  # a law-heading underline (``---``, ``ДДД``, ``???``)
HRULE = "\ue003"  # a chapter/part/section-group underline (``===``, ``== ==``)
GAP = "\ue004"  # pages are missing here (001/002 hold every 4th page)
SEED_OPEN = "\ue005"  # the text after this comes from another seed (the 003→000 seam)

PAGE_RE = re.compile(PAGE_OPEN + r"(\d+)" + PAGE_CLOSE)
SEED_RE = re.compile(SEED_OPEN + r"(\d{3})" + PAGE_CLOSE)
ANY_RE = re.compile(f"{PAGE_OPEN}\\d+{PAGE_CLOSE}|{SEED_OPEN}\\d{{3}}{PAGE_CLOSE}|[{RULE}{HRULE}{GAP}]")
SENTINEL_CHARS = PAGE_OPEN + PAGE_CLOSE + RULE + HRULE + GAP + SEED_OPEN


def page(number: int) -> str:
    """The sentinel that says: the text after this is on page ``number``."""
    return f"{PAGE_OPEN}{number}{PAGE_CLOSE}"


def seed(name: str) -> str:
    """The sentinel that says: the text after this comes from seed ``name`` (``000``…)."""
    return f"{SEED_OPEN}{name}{PAGE_CLOSE}"


def strip(text: str) -> str:
    """Text without sentinels, whitespace collapsed (line breaks of 001/002 become spaces)."""
    text = PAGE_RE.sub("", SEED_RE.sub("", text))
    return " ".join(re.sub(f"[{RULE}{HRULE}{GAP}]", " ", text).split())
