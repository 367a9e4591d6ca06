"""Whose withdrawn call or play the information came from, for the situation reader (Law 16C).

The lexicon recognises information from a withdrawn action (``withdrawn_action_information``: a call cancelled, a
card taken back, and the question whether its information may be used), or the story tells a withdrawn action and
asks what may be used of it; the section depends on the side of the one who asks:

* the story says so outright: the offending side (16C2), the non-offending side (16C1) — whichever it says first;
* else the withdrawer's partner told as the one who used it («его партнёр явно учёл ту первую трефу», «его
  партнёр ходит так, будто знает», "his partner used it"): the offending side's use (16C2);
* else the side that committed the infraction the story tells (a misexplanation, a missing alert, a call or lead
  out of turn, an insufficient bid, a revoke): the opponents, so the one who asks is the non-offending side and all
  the information is authorized (16C1), whoever's action was withdrawn (his own call changed after their
  misexplanation too); his own side, so he is the offending side (16C2: his own side's withdrawn action is
  authorized once the penalty is paid, the other side's never);
* else, no infraction told, whose action was withdrawn: an opponent's (16C1), his own side's (16C2).

Nothing is decided when the story says neither. The general concept is replaced by the section's, marked settled.
Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.cues import cued
from bot.intake.gate import reads_any
from lawbase.search.concepts import settle

GENERAL = ("withdrawn_action_information",)  # the lexicon's own reading of the situation
SECTIONS = {"16C1": "withdrawn_action_information_non_offending",
            "16C2": "withdrawn_action_information_offending"}
FAMILY = GENERAL + tuple(SECTIONS.values())  # what a settled section replaces
MIN_WEIGHT = 0.5

# the side of the one who asks, said outright ("мы не нарушали", "we're the non-offenders", "ya narushitel")
_NON_OFFENDING = cued(r"\bNOS\b|ненарушивш\w*|не\s*нарушивш\w*|не\s*нарушител\w*|ne\s*narushitel\w*|"
                      r"not\s+the\s+offend\w*|non-?\s*offend\w*|невиновн\w*|не\s+нарушал\w*|"
                      r"nenarushivsh\w*|пострадавш\w*|postradavsh\w*|нарушили\s+(?:как\s+раз\s+)?(?:они|соперн\w*|"
                      r"оппонент\w*|противник\w*)|(?:соперник\w*|оппонент\w*|противник\w*|\bони)\s+(?:\w+\s+)?нарушил\w*|"
                      r"they\s+(?:were\s+the\s+\w+\s+who\s+)?offended|"
                      r"из-за\s+(?:\w+\s+)?(?:дезинформац\w*|неправильн\w+\s+объяснени\w*)|не\s+заалертил\w*|"
                      r"из-за\s+(?:их|его|её|ее)\s+(?:\w+\s+)?(?:косяк\w*|ошибк\w*|нарушени\w*|промах\w*)|"
                      r"(?:because\s+of|after)\s+(?:their\s+)?misinformation|didn'?t\s+alert", re.IGNORECASE)
_OFFENDING = cued(r"(?<!не)(?<!не\s)нарушивш\w*|(?<!non-)(?<!non)\boffending\b|(?<!non-)(?<!non)\boffenders?\b|"
                  r"\bOS\b|(?<!не)(?<!не\s)нарушител\w*|(?<!ne)(?<!ne\s)narushitel\w*|мы\s+нарушил\w*|we\s+offended|нам\s+дали\s+наказани\w*|"
                  r"из-за\s+(?:нашего|нашей|наших|моего|моей|моих)\s+(?:\w+\s+)?(?:косяк\w*|ошибк\w*|нарушени\w*|"
                  r"промах\w*)|(?:because\s+of|after)\s+(?:our|my)\s+(?:own\s+)?(?:infraction|irregularity|mistake)",
                  re.IGNORECASE)
# a result or score changed is the director's adjustment (12C), no action withdrawn: "can the TD change the result"
_RESULT = r"\s+(?:the\s+|our\s+|their\s+|a\s+|наш\w*\s+|им\s+|нам\s+)?(?:table\s+)?(?:result|score|результат|сч[её]т)"
_WITHDRAWN = cued(r"отмен\w*|поправил\w*|не\s+засчита\w*|убрал\w*|убрали|убран\w*|аннулир\w*|отозва\w*|снял\w*|сняли|"
                  r"забрал\w*|вернул\w*|не\s+принял\w*|исправил\w*|went\s+back|corrected|"
                  rf"chang\w*\b(?!{_RESULT})|"
                  rf"поменял\w*\b(?!{_RESULT})|заменил\w*|withdr\w*|cancel\w*|taken\s+back|took\s+back|replaced|"
                  r"otmen\w*|ubral\w*", re.IGNORECASE)
# the one whose action it was, said just before it was withdrawn
_THEIRS = cued(r"(?<!как\s)разыгрывающ\w*|(?<!as\s)declarer|соперник\w*|оппонент\w*|противник\w*|\bопп\w*|"
               r"левый|правый|левого|правого|слева|справа|"
               r"\bих\b|\bони\b|opponents?'?s?|\blho\b|\brho\b|\btheir\b|\bthey\b|soperni\w*|opponent",
               re.IGNORECASE)
_OURS = cued(r"\bмо[йяюеи]\w*|\bя\b|\bмы\b|\bнам\b|партн[её]р\w*|\bнаш\w*|\bmy\b|\bI\b|partner\w*|\bour\b|"
             r"\bwe\b|moy\w*|partn\w*", re.IGNORECASE)


# the owner of the withdrawn action said right after it, in the genitive («отмены заявки оппонента», «его карты»)
_OWNER_AFTER = cued(r"\w*\s+(?:заявк\w*|ставк\w*|карт\w*|назначени\w*|контр\w*|хода)\s+(?P<who>соперник\w*|оппонент\w*|"
                    r"противник\w*|разыгрывающ\w*|левого|правого|партн[её]р\w*|мо(?:ей|его)|наш\w*|нашей)\b",
                    re.IGNORECASE)
# the question of what may be used of it ("можно учитывать", "may partner use", "is it authorized")
_USE = cued(r"учитыва\w*|учесть|уч[её]л\w*|использова\w*|пользова\w*|пользуе\w*|пользуют\w*|воспользу\w*|"
            r"помнить|забыть|знать|зная|знание|знаю|знаем|опира\w*|опереться|авторизован\w*|"
            r"легальн\w*|rely|knowing|"
            r"нелегальн\w*|\buse\b|\busing\b|take\s+into\s+account|authori[sz]ed|unauthori[sz]ed|knowledge|"
            r"\bUI\b|\bAI\b|знает|знают|использу\w*|информаци\w*|инф[аоуы]\b|сведени\w*|info\w*|informac\w*|"
            r"uchit\w*|ispolz\w*|legaln\w*|avtoriz\w*|neavtoriz\w*|(?:считать|считаю|полагать|предполага\w*),?\s+что",
            re.IGNORECASE)
# an infraction told of one side: that side offended, whoever's action was then withdrawn
_INFRACTION = cued(r"неправильн\w*\s+объясни\w*|неверн\w*\s+объясни\w*|неправильн\w+\s+объяснени\w*|"
                   r"неверн\w+\s+объяснени\w*|дезинформ\w*|не\s+(?:за)?алерт\w*|вне\s+очеред\w*|"
                   r"не\s+в\s+свою\s+очередь|недостаточн\w*|ренонс\w*|ревок\w*|не\s+дал\w*\s+в\s+масть|"
                   r"misexplain\w*|misinform\w*|failed\s+to\s+alert|didn'?t\s+alert|out\s+of\s+turn|"
                   r"insufficient|revok\w*|wrong\s+explanation|не\s+с\s+той\s+руки|from\s+the\s+wrong\s+hand",
                   re.IGNORECASE)
# the withdrawer's partner told as the one who used it: the offending side's use (16C2)
_PARTNER_USED = cued(r"(?:его|её|ее|их)\s+партн[её]р\w*\s+(?:\S+\s+){0,6}?(?:уч[её]л\w*|учитыва\w*|использова\w*|"
                     r"воспользова\w*|пользу\w*|(?:будто|как\s+будто|словно)\s+знает|знал\w*|знает)|"
                     r"(?:his|her|their|the\s+offender'?s)\s+partner\s+(?:\S+\s+){0,5}?(?:used|uses|took\s+advantage|"
                     r"knew|knows|acted\s+as\s+if|acts\s+as\s+if|plays?\s+as\s+if)", re.IGNORECASE)


# one player said not to be the offender: his own side still is when his partner is told as the offender after it
# («я не нарушитель, это партнёр сказал вне очереди», "I'm not the offender, my partner is"), or «а я нарушитель»
_ONE_NOT = re.compile(r"не\s*нарушител|ne\s*narushitel|not\s+the\s+offend", re.IGNORECASE)
_OWN_OFFENDER = cued(r"(?:нарушил\w*|виноват\w*|ошибся|ошиблась)\s+(?:\w+\s+)?партн[её]р|partner\s+(?:is|was|did)\b|"
                     r"партн[её]р\w*\s+(?:\w+\s+){0,2}?(?:нарушил|сказал|сделал|вышел|открыл|заявил|пош[её]л|ошиб)\w*|"
                     r"partner\s+(?:\w+\s+)?(?:offended|bid|made|led|passed|opened|called|doubled)\b|"
                     r"(?:\bя|\bмы|\bI\s+am|\bI'm|\bwe\s+are)\s+(?:[—–-]\s+)?(?:\w+\s+)?(?:нарушител|offend)",
                     re.IGNORECASE)


def _ours_after(text: str, m: re.Match[str]) -> bool:
    """Whether «не нарушитель» said of one player is followed by his own side's offender (then his side offended)."""
    return bool(_ONE_NOT.match(m.group(0)) and _OWN_OFFENDER.search(text[m.end():m.end() + 80]))


def section(text: str) -> str | None:
    """16C1 or 16C2 (see the module's docstring), or None."""
    non = next((m for m in _NON_OFFENDING.finditer(text) if not _ours_after(text, m)), None)
    offending = _OFFENDING.search(text)
    told = [(m.start(), ref) for ref, m in (("16C1", non), ("16C2", offending)) if m is not None]
    if told:
        return min(told)[1]  # said first: "for the offending side, … the non-offenders' withdrawn call"
    if _PARTNER_USED.search(text):
        return "16C2"  # «его партнёр явно учёл ту первую трефу»: the withdrawer's partner, the offending side
    side = _infraction_by(text)
    if side is not None:
        return "16C1" if side == "theirs" else "16C2"  # the side that committed the infraction is the offending one
    withdrawn = _WITHDRAWN.search(text)
    whose = _whose(text[max(0, withdrawn.start() - 60):withdrawn.start()]) if withdrawn else None
    if whose is None and withdrawn is not None:  # «после отмены заявки оппонента»: the owner said after it
        owner = _OWNER_AFTER.match(text, withdrawn.end())
        whose = None if owner is None else "theirs" if _THEIRS.fullmatch(owner.group("who")) else "ours"
    return None if whose is None else "16C1" if whose == "theirs" else "16C2"


def _whose(before: str) -> str | None:
    """"theirs" or "ours": the side named last in ``before`` (None: neither)."""
    theirs = [m.end() for m in _THEIRS.finditer(before)]
    ours = [m.end() for m in _OURS.finditer(before)]
    if not theirs and not ours:
        return None
    return "theirs" if max(theirs, default=-1) > max(ours, default=-1) else "ours"


def _infraction_by(text: str) -> str | None:
    """Which side the story says committed the infraction (a misexplanation, a missing alert, a call or lead out of
    turn, an insufficient bid, a revoke): the side named nearest before it, the first such infraction told."""
    for infraction in _INFRACTION.finditer(text):
        side = _whose(text[max(0, infraction.start() - 40):infraction.start()])
        if side is not None:
            return side
    return None


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with information from a withdrawn action replaced by its section (settled), when the lexicon read
    it and the story says whose it was."""

    if not (reads_any(found, FAMILY, MIN_WEIGHT) or (_WITHDRAWN.search(text) and _USE.search(text))):
        return found
    if not _USE.search(text):
        return found  # a withdrawn action and no word of using what it told: what the story asks is another law's
    which = section(text)
    return found if which is None else settle(found, FAMILY, SECTIONS[which])
