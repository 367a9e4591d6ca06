"""What a text tells about an insufficient bid, for the situation reader: which bid was insufficient, and what became
of it (Law 27).

The calls decide, not the words: "1♦ после моей 1♥" is a bid that does not outrank the one before it (Law 18B,
an insufficient bid). When the text then tells a correction ("поправился на 2♦", "changed it to 3NT") the call it
was corrected to says which section rules:

* the lowest sufficient bid in the same denomination (2♦ over 1♥ after 1♦): 27B1(A), the auction goes on —
  unless the story says the insufficient bid may have been conventional, which is 27B2 whatever it became;
* any other sufficient bid, or a pass: 27B2, partner must pass throughout;
* a double or redouble: 27B3, the double is cancelled and partner must pass throughout.

Each is a mark (for the lexicon's triggers) and the situation it proves (:data:`PROVES`). Never raises.
"""

from __future__ import annotations

import itertools
import re
from typing import Any

from bot.intake.cues import cued
from bot.intake.textscan import Found

PROVES = {"ib_lowest_same": "insufficient_bid_made_sufficient", "ib_other": "insufficient_bid_corrected_otherwise",
          "ib_double": "insufficient_bid_replaced_by_double", "ib_accepted": "insufficient_bid_accepted",
          "ib_lowest_damaged": "insufficient_bid_made_sufficient_damaged"}
# the section reader's side (:func:`refine`): words alone can tell 27B1(B), the damage done by a corrected bid
GENERAL = ("insufficient_bid",)
SECTIONS = {"27A": "insufficient_bid_accepted", "27B1(A)": "insufficient_bid_made_sufficient",
            "27B1(B)": "insufficient_bid_made_sufficient_damaged", "27B2": "insufficient_bid_corrected_otherwise",
            "27B3": "insufficient_bid_replaced_by_double"}
FAMILY = GENERAL + tuple(SECTIONS.values())  # what a settled section replaces

# the next player called over it, unaware or without waiting for the director: the insufficient bid is accepted (27A)
_UNNOTICED = cued(r"не\s+заметил\w*|никто\s+(?:\w+\s+)?не\s+заметил\w*|не\s+обратил\w*\s+внимани\w*|"
                  r"не\s+дожида\w*\s+судь\w*|не\s+дождавшись\s+судь\w*|без\s+судьи|accept\w*|"
                  r"didn'?t\s+notice|nobody\s+noticed|no\s+one\s+noticed|before\s+the\s+(?:director|td)\b|"
                  r"ne\s+zametil\w*", re.IGNORECASE)
_NEXT_CALL = cued(r"сказал\w*|спасовал\w*|пасанул\w*|ответил\w*|заявил\w*|законтр\w*|перебил\w*|\bcalled\b|"
                  r"\bbid\b|\bpassed\b|\bdoubled\b|skazal\w*|spasoval\w*", re.IGNORECASE)
_OTHER_SEAT = cued(r"левый|правый|партн[её]р\w*|следующ\w*|сосед\w*|\bя\b|\bLHO\b|\bRHO\b|next\s+player|"
                   r"partner|соперник\w*|оппонент\w*|противник\w*|\bI\b|север\w*|\bюг\w*|восток\w*|запад\w*|"
                   r"north|south|east|west", re.IGNORECASE)

# "X после моей Y", "X over my Y": the call after the connector came first
_PRIOR = cued(r"\b(?:(?:после|after|posle)(?!\s+(?:меня|него|неё|нее|нас|них|тебя|me|him|her|us|them)\b)|поверх|"
              r"over|above|до этого|перед этим|before that|before it|уже|already|"
              r"перед ним|перед ней|до него|до неё|до нее|before him|before her)\b", re.IGNORECASE)
# ("после меня" says whose turn came next, not which bid came first)
# "на" only right before the call ("1♦ на мою 1♥"); "ответил на это 1♠" is a reply, not an order
_ON = cued(r"\b(?:на|na)\s+(?:(?:мо|тво|наш|ваш|его|её|ее|их|партн|соперн|оппон)\w*\s+)?$", re.IGNORECASE)
# a bid that may be conventional is 27B2 whatever it was corrected to
_CONVENTIONAL = cued(r"конвенц\w*|искусствен\w*|conventional|artificial|трансфер\w*|transfer|стейман\w*|"
                     r"stayman|релей\w*|relay|блэквуд\w*|blackwood|puppet", re.IGNORECASE)
_INSTEAD = cued(r"вместо|instead|rather than|а не|хотел|meant|wanted|\bой\b|упс|oops|то есть|i mean",
                re.IGNORECASE)
_CHANGED = cued(r"изменил|поменял|исправил|заменил|переправил|changed|corrected|replaced", re.IGNORECASE)
# told between the insufficient bid and the call it became
_CORRECTED = cued(r"поправ\w*|исправ\w*|помен\w*|передел\w*|замен\w*|переправ\w*|измен\w*|спохват\w*|"
                  r"переиграл\w*|chang\w*|correct\w*|replac\w*|fix\w*|switch\w*|made it|выбрал\w*|"
                  r"вместо\s+(?:этого|неё|нее|него|трёх|трех|двух|четыр\w*|пят\w*|\d)|instead|"
                  r"ispravil\w*|popravil\w*|pomenyal\w*", re.IGNORECASE)


# 27B1(B): the insufficient bid told the offender's partner something that damaged the other side
_DAMAGE = cued(r"пострадал\w*|ущерб\w*|ущемл\w*|повредил\w*|damag\w*|помогл\w*|помог\b|helped|"
               r"информаци\w*|\binfo\w*|понял\w*|догадал\w*|подсказ\w*|выгод\w*|advantage|"
               r"присуд\w*|adjust\w*|откорректир\w*", re.IGNORECASE)
# corrected in its own denomination, told in words ("исправил на ближайшую в той же масти")
_SAME_DENOMINATION = cued(r"т(?:у|ой)\s+же\s+(?:масть|масти|деноминац\w*)|same\s+(?:suit|denomination|strain)|"
                          r"ближайш\w*|минимальн\w*|cheapest|lowest|t(?:u|oy)\s+zhe\s+mast\w*", re.IGNORECASE)
# "исправил свою недостаточную 2♥ на 3БК": the bid called insufficient outright, the bid before it not told
_NAMED = cued(r"не?д[оа]ст[ао]точн\w*|insufficient|\bIB\b", re.IGNORECASE)
# words right before a call that say it was not the call made ("вместо трёх червей", "хотел 2 пики")
_NOT_MADE = cued(r"(?:вместо|instead\s+of|хотел\w*|wanted|meant|а\s+не|not)\s*$", re.IGNORECASE)
_TO = cued(r"\b(?:на|to|into|with|for)\s*$|→\s*$|->\s*$", re.IGNORECASE)  # "исправил на пас", "changed to 2♦"


def insufficient(text: str, calls: list[Found]) -> tuple[Found, Found] | None:
    """(the bid it had to outrank, the insufficient bid) as written, or None: the first bid that does not outrank
    the bid before it. "X после моей Y" / "X over my Y" puts Y first; otherwise bids count in the order written."""
    from engine.calls import parse_call
    from engine.errors import EngineError

    bids = [c for c in calls if c.value[:1].isdigit()]
    for first, second in itertools.pairwise(bids):
        try:
            a, b = parse_call(first.value), parse_call(second.value)
        except EngineError:
            continue
        if a.level > 7 or b.level > 7:
            continue
        between = text[first.end:second.start]
        if _INSTEAD.search(between) or _CHANGED.search(text[max(0, first.start - 30):first.start]):
            continue  # "2♠ вместо 2♥": one call meant for another, not a sequence
        # "поправился на 2♠" names what it became, not a bid before it
        reversed_order = (_PRIOR.search(between) or _ON.search(between)) and not _CORRECTED.search(between)
        prior, later = (second, first) if reversed_order else (first, second)
        if not parse_call(later.value).outranks(parse_call(prior.value)):
            return prior, later
    return None


def _accepted(text: str, after: int, later: list[Found]) -> bool:
    """Whether the story has the next player call over the insufficient bid with no correction told (27A: a call
    by the offender's LHO accepts it): another seat then calls ("никто не заметил, и партнёр ответил 2♠", "левый
    тут же сказал пас"), or someone called not noticing it ("я не заметил и спасовал")."""
    rest = text[after:]
    if _CORRECTED.search(rest):
        return False
    if later and _OTHER_SEAT.search(text[after:later[0].start]):
        return True
    seat, verb = _OTHER_SEAT.search(rest), _NEXT_CALL.search(rest)
    if not later and seat and verb and 0 <= verb.start() - seat.end() <= 40:
        return True  # "и Запад, не глядя, тут же спасовал": the next player called, no call written
    unnoticed = _UNNOTICED.search(rest)
    return unnoticed is not None and _NEXT_CALL.search(rest, unnoticed.end()) is not None


def marks(text: str, calls: list[Found]) -> set[str]:
    """``ib_lowest_same``, ``ib_other`` or ``ib_double`` when the text tells what the insufficient bid was corrected
    to, ``ib_accepted`` when the next player called over it instead (keys of :data:`PROVES`); nothing when it
    tells neither."""
    from engine.calls import bid, parse_call
    from engine.errors import EngineError

    pair = insufficient(text, calls)
    if pair is None:
        return _named(text, calls)
    prior, offending = pair
    after = max(prior.end, offending.end)
    later = [c for c in calls if c.start >= after]
    if _accepted(text, after, later):
        return {"ib_accepted"}
    correction = _CORRECTED.search(text, offending.end)
    to_call = next((c for c in later if correction and c.start >= correction.start()
                    and not _NOT_MADE.search(text[max(0, c.start - 12):c.start])), None)
    if to_call is None:
        return set()
    try:
        before, made, to = parse_call(prior.value), parse_call(offending.value), parse_call(to_call.value)
    except EngineError:
        return set()
    if to.is_double or to.is_redouble:
        return {"ib_double"}
    if _CONVENTIONAL.search(text):
        return {"ib_other"}  # 27B2: "может быть конвенционным": partner passes throughout, whatever the correction
    if to.is_pass:
        return {"ib_other"}
    if not to.outranks(before):
        return set()  # corrected to another insufficient bid: nothing the sections tell apart
    denomination = made.denomination or "NT"
    level = before.level if bid(before.level, denomination).outranks(before) else before.level + 1
    lowest = level <= 7 and to.denomination == made.denomination and to.level == level
    if lowest:
        return {"ib_lowest_damaged" if _DAMAGE.search(text) else "ib_lowest_same"}
    return {"ib_other"}


def _named(text: str, calls: list[Found]) -> set[str]:
    """What a bid called insufficient outright was corrected to, when the bid before it is not told: a pass or a
    bid of another denomination is 27B2, a double 27B3, whatever it had to outrank ("исправил свою недостаточную
    2♥ на 3БК", "недостаточную заявку исправил на пас")."""
    from engine.calls import parse_call
    from engine.errors import EngineError

    named = _NAMED.search(text)
    if named is None or _CORRECTED.search(text) is None:
        return set()
    made = next((c for c in calls if 0 <= c.start - named.end() <= 20 and c.value[:1].isdigit()), None)
    after = made.end if made is not None else named.end()
    to_call = next((c for c in calls if c.start >= after and _TO.search(text[after:c.start])), None)
    if to_call is None:
        return set()
    try:
        to = parse_call(to_call.value)
        denomination = parse_call(made.value).denomination if made is not None else None
    except EngineError:
        return set()
    if to.is_double or to.is_redouble:
        return {"ib_double"}
    if to.is_pass or (made is not None and to.denomination != denomination):
        return {"ib_other"}
    return set()


def section(text: str) -> str | None:
    """27B1(B) when the story tells a bid corrected in its own denomination (in words) that still damaged the other
    side; the calls themselves are read by :func:`marks`."""
    if _DAMAGE.search(text) and _SAME_DENOMINATION.search(text) and _CORRECTED.search(text):
        return "27B1(B)"
    return None


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with an insufficient bid corrected in its own denomination replaced by 27B1(B) (settled) when
    the story says its information damaged the other side, the lexicon having read the insufficient bid."""
    from lawbase.search.concepts import reads_any, settle

    if not reads_any(found, FAMILY, 0.5) or reads_any(found, (SECTIONS["27B3"], SECTIONS["27A"]), 1.0):
        return found
    made_sufficient = reads_any(found, (SECTIONS["27B1(A)"], SECTIONS["27B1(B)"]), 0.5)
    if section(text) is None and not (made_sufficient and _DAMAGE.search(text)):
        return found
    return settle(found, FAMILY, SECTIONS["27B1(B)"])
