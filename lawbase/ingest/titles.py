"""Where a section's title ends and its body begins.

001 and 002 keep the printed layout, so there the title is the rest of the marker's line (a following line that
starts in lower case continues a wrapped title). 000 and 003 lost all line breaks; there the title runs up to the
first word that starts with a capital letter (inventory §8.3), with the exceptions the inventory lists:

* an abbreviation (LHO, RHO, S.O., NT…) or ``(НАКАЗАНИЕ)`` followed by a lower-case word starts the body
  (``Замена заявки принята | LHO нарушителя может…``); followed by a capital it ends the title (``В очередь RHO``);
* a candidate title that holds a sentence end (``.``, ``;``, ``:``) is no title: the item is untitled
  (``(1).Болван не может…`` in Law 9).
"""

from __future__ import annotations

import re

from lawbase.ingest import tokens

ABBREVIATIONS = {"LHO", "RHO", "S.O.", "NT", "N", "E", "S", "W", "IMP", "MP", "(НАКАЗАНИЕ)"}
SHORT_TITLE_WORDS = 5
_SENTENCE_END = re.compile(r"(?<!S\.O)(?<!\bт\.п)[.;:](?=\s|$)")


def split_title(raw: str, line_mode: bool, level: int = 1) -> tuple[str | None, str]:
    """(title, body) of the text that follows a section marker; the title is None for an untitled item.

    A short candidate ending in a full stop is a title only for a lettered or numbered section (``F.Дублирование
    раскладов. Если…``, 6F); the untitled items of the seeds are all sub-subsections (``(1).Болван не может…``).
    """
    title, body = _split_lines(raw) if line_mode else _split_words(raw)
    clean = tokens.strip(title or "")
    if not clean:
        return None, raw
    short = len(clean.split()) <= SHORT_TITLE_WORDS and not _SENTENCE_END.search(clean[:-1])
    if clean.endswith(".") and short and level <= 2:
        return (title or "").rstrip().removesuffix("."), body  # "F.Дублирование раскладов. Если…" (6F)
    if _SENTENCE_END.search(clean):
        return None, raw
    return title, body


def _split_lines(raw: str) -> tuple[str | None, str]:
    lines = raw.split("\n")
    title = [lines[0]]
    index = 1
    while index < len(lines) and _starts_lower(lines[index]):
        title.append(lines[index])
        index += 1
    return " ".join(title), "\n".join(lines[index:])


def _starts_lower(line: str) -> bool:
    text = tokens.strip(line)
    return bool(text) and text[0].islower()


def _split_words(raw: str) -> tuple[str | None, str]:
    pieces = re.split(r"(\s+)", raw)
    words = [(i, p) for i, p in enumerate(pieces) if p.strip() and tokens.strip(p)]
    for position, (index, word) in enumerate(words):
        if position == 0:
            continue
        clean = tokens.strip(word)
        if clean in ABBREVIATIONS or clean.rstrip(",") in ABBREVIATIONS:
            following = tokens.strip(words[position + 1][1]) if position + 1 < len(words) else ""
            if following[:1].islower():
                return "".join(pieces[:index]), "".join(pieces[index:])
            continue
        if _first_letter(clean).isupper():
            return "".join(pieces[:index]), "".join(pieces[index:])
    return raw, ""


def _first_letter(word: str) -> str:
    """The word's first letter after opening quotes/brackets; "" when it starts with a digit (``42B2)``)."""
    stripped = word.lstrip("\"«(")
    return stripped[:1] if stripped[:1].isalpha() else ""
