"""Whose withdrawn call or play the information came from, for the situation reader (Law 16C).

The lexicon recognises information from a withdrawn action (``withdrawn_action_information``: a call cancelled, a
card taken back, and the question whether its information may be used); the section depends on the side of the one
who asks:

* the story says so outright: the offending side (16C2), the non-offending side (16C1) — whichever it says first;
* else whose action was withdrawn: an opponent's (a call out of turn taken back, a changed call), so the one who
  asks is the non-offending side and every piece of it is authorized (16C1); his own or his partner's, so he is
  the offending side (16C2: his own side's withdrawn action is authorized once the penalty is paid, the other
  side's never).

Nothing is decided when the story says neither. The general concept is replaced by the section's, marked settled.
Never raises.
"""

from __future__ import annotations

import re
from typing import Any

GENERAL = ("withdrawn_action_information",)  # the lexicon's own reading of the situation
SECTIONS = {"16C1": "withdrawn_action_information_non_offending",
            "16C2": "withdrawn_action_information_offending"}
FAMILY = GENERAL + tuple(SECTIONS.values())  # what a settled section replaces
MIN_WEIGHT = 0.5

# the side of the one who asks, said outright ("мы не нарушали", "we're the non-offenders", "ya narushitel")
_NON_OFFENDING = re.compile(r"ненарушивш\w*|не\s*нарушивш\w*|non-?\s*offend\w*|невиновн\w*|не\s+нарушал\w*|"
                            r"nenarushivsh\w*|пострадавш\w*|postradavsh\w*|нарушили\s+(?:как\s+раз\s+)?(?:они|соперн\w*|"
                            r"оппонент\w*|противник\w*)|they\s+(?:were\s+the\s+\w+\s+who\s+)?offended|"
                            r"из-за\s+(?:\w+\s+)?(?:дезинформац\w*|неправильн\w+\s+объяснени\w*)|не\s+заалертил\w*|"
                            r"(?:because\s+of|after)\s+(?:their\s+)?misinformation|didn'?t\s+alert", re.IGNORECASE)
_OFFENDING = re.compile(r"(?<!не)(?<!не\s)нарушивш\w*|(?<!non-)(?<!non)\boffending\b|(?<!non-)(?<!non)\boffenders?\b|"
                        r"нарушител\w*|narushitel\w*|мы\s+нарушил\w*|we\s+offended|нам\s+дали\s+наказани\w*|"
                        r"(?:\bя\b|\bмой\b|партн[её]р\w*|\bI\b|\bmy\b|partner)\s+(?:\w+\s+){0,3}?(?:вне\s+очеред\w*|"
                        r"не\s+в\s+свою\s+очередь|out\s+of\s+turn)", re.IGNORECASE)
_WITHDRAWN = re.compile(r"отмен\w*|не\s+засчита\w*|убрал\w*|убрали|убран\w*|аннулир\w*|отозва\w*|снял\w*|сняли|"
                        r"забрал\w*|вернул\w*|"
                        r"поменял\w*|заменил\w*|withdr\w*|cancel\w*|taken\s+back|took\s+back|changed|replaced|"
                        r"otmen\w*|ubral\w*", re.IGNORECASE)
# the one whose action it was, said just before it was withdrawn
_THEIRS = re.compile(r"соперник\w*|оппонент\w*|противник\w*|\bопп\w*|левый|правый|левого|правого|слева|справа|"
                     r"\bих\b|opponents?'?s?|\blho\b|\brho\b|\btheir\b|soperni\w*|opponent", re.IGNORECASE)
_OURS = re.compile(r"\bмо[йяюеи]\w*|\bя\b|партн[её]р\w*|\bнаш\w*|\bmy\b|\bI\b|partner\w*|\bour\b|\bwe\b|moy\w*|"
                   r"partn\w*", re.IGNORECASE)


def section(text: str) -> str | None:
    """16C1 or 16C2 (see the module's docstring), or None."""
    told = [(m.start(), ref) for ref, m in (("16C1", _NON_OFFENDING.search(text)), ("16C2", _OFFENDING.search(text)))
            if m is not None]
    if told:
        return min(told)[1]  # said first: "for the offending side, … the non-offenders' withdrawn call"
    withdrawn = _WITHDRAWN.search(text)
    if withdrawn is None:
        return None
    before = text[max(0, withdrawn.start() - 60):withdrawn.start()]
    theirs = [m.end() for m in _THEIRS.finditer(before)]
    ours = [m.end() for m in _OURS.finditer(before)]
    if not theirs and not ours:
        return None
    return "16C1" if max(theirs, default=-1) > max(ours, default=-1) else "16C2"


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with information from a withdrawn action replaced by its section (settled), when the lexicon read
    it and the story says whose it was."""
    from lawbase.search.concepts import reads_any, settle

    if not reads_any(found, FAMILY, MIN_WEIGHT):
        return found
    which = section(text)
    return found if which is None else settle(found, FAMILY, SECTIONS[which])
