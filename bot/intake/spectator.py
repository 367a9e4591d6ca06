"""Whose spectator first drew attention to an irregularity, for the situation reader (Law 11C).

The lexicon reads a spectator's part in a story (``spectators``: Laws 76 and 11C). Law 11C turns on who is
responsible for the spectator's presence, against whose irregularity:

* the non-offending side's spectator drew attention to it first: 11C1, the right to a penalty may be lost;
* the offending side's spectator: 11C2, the right to rectify may be lost.

How it is read (a director's review, ``tests/intake/reviewed/law11.tsv``, set these rules; sides are told from the
narrator's seat, "us" and "them"):

* whose the spectator is: who brought him ("знакомый, которого я привёл", "которого привёл соперник", "brought by
  the opponents"), which outweighs whose friend he is; else a possessive right before him ("мой друг", "наш кибиц",
  "их знакомый", "the opponents' friend") or an owner right after him ("приятель соперников", "муж соперницы",
  "подруга моей партнёрши"). Where he stood or sat ("у меня за спиной", "with us") says nothing: a kibitzer sits
  behind the hand he watches;
* whose the irregularity was: its owner ("ренонс соперника", "их ренонс", "мою недостаточную заявку") or its doer
  ("я сделал ренонс", "партнёр не пошёл в масть", "соперник вышел не в очередь", "она сама…");
* the spectator must have pointed it out (a verb of noticing or telling after him), and no player, partner or
  director may have noticed it first.

Every one of these must be told one way only; otherwise the lexicon's own reading stands. Compass seats ("жена
Востока") are not read. Never raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.cues import cued
from bot.intake.gate import reads_any
from lawbase.search.concepts import LIKENESS, settle

GENERAL = "spectators"
SECTIONS = {"11C1": "spectator_of_non_offenders", "11C2": "spectator_of_offenders"}
COSTS = "spectator_costs_rectification"  # the story asks what a spectator's pointing out costs: Law 11C itself
UNSETTLED = (GENERAL, COSTS)  # the lexicon's readings of a spectator that a section may settle
FAMILY = (*UNSETTLED, *SECTIONS.values())  # what a settled section replaces
MIN_WEIGHT = 0.8

# a spectator, as a whole word ("друг", never "другой")
_SPEC = (r"(?<!\w)(?:друг|друга|другу|другом|подруга|подруги|подругу|подругой|знакомый|знакомая|знакомого|знакомой|"
         r"знакомому|знакомые|знакомых|приятель|приятеля|приятельница|приятельницы|кибиц|кибица|кибицы|кибитц\w*|"
         r"зритель|зрителя|зрители|зрительница|зрител|зрителю|зрителем|зрителей|болельщик\w*|болельщиц\w*|муж|мужа|жена|жены|сын|сына|дочь|дочка|"
         r"внук|внука|внучка|гость|гостья|наблюдател\w*|friend|kibb?itzer|spectator|husband|wife|son|daughter|guest|"
         r"onlooker|watcher|drug|kibic\w*|kibits\w*|zritel\w*|zhena|muzh|znakom\w*|priyatel\w*)(?!\w)")
_OPP = (r"(?:соперник\w*|соперниц\w*|противник\w*|противниц\w*|оппонент\w*|оппов|sopernik\w*|sopernic\w*|"
        r"opponent\w*|LHO|RHO)")
_OURS_BY = r"(?:мо[йяеи]|моего|моей|наш[аеи]?|нашего|нашей|my|our|moi|moy|moya|nash|nasha|partner's|my\s+partner's)"
_PARTNER = r"(?:мо(?:ей|его)\s+)?(?:партн[её]р\w*|партн[её]рш\w*|partner\w*)"
_BRING = r"(?:привёл|привел|привела|привели)"
# who brought him (outweighs whose friend he is)
_BROUGHT_BY_US = cued(
    rf"(?<!\w)(?:которого|которую|кого|его|её|ее)\s+(?:\w+\s+)?(?:я|мы)\s+(?:\w+\s+)?{_BRING}|"
    rf"(?<!\w)(?:я|мы)\s+(?:сам\w*\s+)?(?:его|её|ее)\s+(?:сам\w*\s+)?{_BRING}|"
    rf"{_BRING}\s+(?:\w+\s+)?{_PARTNER}|{_BRING}\s+(?:мы|наш\w*|мо[йя])(?!\w)|(?<!\w)(?:мо[йя]\s+)?(?:партн[её]р\w*|партн[её]рш\w*)\s+{_BRING}|"
    rf"{_SPEC}\s+(?:(?:that|whom|who)\s+)?(?:I|we)\s+(?:had\s+)?brought|brought\s+by\s+(?:me|us|my\s+partner)|"
    # «я привёл друга», «который с нами пришёл»: the narrator's side brought him
    rf"(?<!\w)(?:я|мы)\s+{_BRING}\s+(?:\w+\s+)?{_SPEC}|(?:пришёл|пришел|пришла)\s+с\s+(?:нами|мной)(?!\w)|"
    rf"(?<!\w)с\s+(?:нами|мной)\s+(?:пришёл|пришел|пришла)",
    re.IGNORECASE)
_BROUGHT_BY_THEM = cued(
    rf"{_BRING}\s+(?:\w+\s+)?{_OPP}|(?<!\w){_OPP}\s+(?:\w+\s+)?{_BRING}|(?:пришёл|пришел|пришла)\s+с\s+(?:{_OPP}|ними)|"
    rf"brought\s+by\s+(?:the\s+)?{_OPP}|(?:the\s+)?{_OPP}\s+(?:had\s+)?brought|\bthey\s+(?:had\s+)?brought",
    re.IGNORECASE)
# whose friend he is: a possessive right before him, or his owner right after him
_OWNED_BY_US = cued(rf"(?<!\w){_OURS_BY}\s+(?:\w+\s+)?{_SPEC}|{_SPEC}\s+{_PARTNER}|"
                    rf"{_SPEC}\s+(?:\w+\s+)?(?:нашего|нашей|наших|моего|моей|моих)\s+(?!соперн|оппон|противн)\w+",
                    re.IGNORECASE)  # «зрительница, жена нашего капитана»: of our side
_OWNED_BY_THEM = cued(rf"(?<!\w)(?:их|ихний|ихняя|their|the\s+opponents'?|opponents'?|{_OPP}'s|ih)\s+(?:\w+\s+)?"
                      rf"{_SPEC}|{_SPEC}\s+{_OPP}", re.IGNORECASE)
_NOUN = (r"(?:ренонс\w*|ринонс\w*|renons\w*|ошибк\w*|oshibk\w*|"
         r"нарушени\w*|недостаточн\w+(?:\s+заявк\w*)?|revoke|infraction|"
         r"irregularity|error|mistake|insufficient\s+bid|nedostatochn\w*)")
_DID = (r"(?:ошиб\w*|нарушил\w*|(?:сделал\w*|зделал\w*|sdelal\w*)\s+(?:\w+\s+)?(?:ренонс\w*|ринонс\w*|renons\w*|"
        r"недостаточн\w*)|не\s+(?:пош[её]л|дал\w*|положил\w*)\s+в\s+масть|(?:вышел\w*|ходил\w*|пош[её]л|сходил\w*|"
        r"сказал\w*|заявил\w*)\s+не\s+(?:в\s+)?(?:свою\s+)?(?:очередь|вочередь)|вышел\w*\s+из\s+своей\s+руки|"
        r"заявил\w*\s+недостаточн\w*|(?:ход\w*|вышел\w*|пош[её]л|сходил\w*|играет|сыграл\w*)\s+не\s+с\s+(?:той|своей)\s+руки|"
        r"(?:had\s+)?(?:revoked|erred|led\s+out\s+of\s+turn|made\s+an\s+insufficient))")
# whose the irregularity was
_THEIR_ERROR = cued(rf"{_NOUN}\s+(?:у\s+)?{_OPP}|(?<!\w)у\s+{_OPP}\s+(?:был\w*\s+)?{_NOUN}|"
                    rf"(?<!\w)(?:их|ихний|their|the\s+opponents'?|opponents'?)\s+(?:же\s+)?"
                    rf"(?:\w+\s+)?{_NOUN}|(?<!\w)(?:{_OPP}|они|она\s+сама|он\s+сам|(?:их|ихний)\s+(?:же\s+)?"
                    rf"игрок\w*|one\s+of\s+them|they)\s+(?:\w+\s+){{0,3}}?{_DID}", re.IGNORECASE)
_OUR_ERROR = cued(rf"(?<!\w)(?:мо[йяюе]|моего|моей|наш\w*|my|our|partner's|moyu|moy)\s+(?:же\s+)?(?:\w+\s+)?{_NOUN}|"
                  rf"(?<!\w)(?:я|мы|I|we|ya|{_PARTNER})\s+(?:\w+\s+){{0,3}}?{_DID}", re.IGNORECASE)
# the spectator pointed it out (a verb of noticing or telling after him, in his sentence)
_NOTICED = (r"(?<!\w)(?:заметил\w*|указал\w*|показал\w*|подсказал[аи]?|обратил\w*|сказал\w*|написал\w*|увидел\w*|"
            r"pointed|noticed|spotted|called\s+attention|drew\s+attention|mentioned|told|said|was\s+the\s+first|"
            r"zametil\w*|ukazal\w*)")
_POINTED = cued(rf"{_SPEC}[^.!?;]{{0,80}}?{_NOTICED}|{_NOTICED}\s+(?:\w+\s+){{0,3}}?{_SPEC}", re.IGNORECASE)
# a player, partner or the director noticed it first (named as the subject: "ошибку соперника первым заметил мой
# друг" is the friend's)
_PLAYER_FIRST = cued(r"(?<!\w)(?:соперник|соперница|противник|противница|оппонент|партн[её]р|партн[её]рша|я|мы|судья|"
                     r"директор|разыгрывающий|разыгрывающая|болван|opponent|LHO|RHO|partner|declarer|dummy|director|TD|"
                     r"I|we)\s+(?:\w+\s+)?(?:первым|первой|первая|first)\s+(?:\w+\s+)?"
                     r"(?:заметил\w*|указал\w*|сказал\w*|обратил\w*|noticed|pointed|spotted|said)", re.IGNORECASE)
# the spectator told by the side he belongs to outright ("a kibitzer watching the offending side", «друг нарушителя»)
_OF_NON_OFFENDERS = cued(rf"{_SPEC}[,\s]+(?:[\w,]+\s+){{0,3}}?(?:non-?\s*offend\w*|ненарушивш\w*|не\s+нарушивш\w*|"
                         rf"пострадавш\w*)", re.IGNORECASE)
_OF_OFFENDERS = cued(rf"{_SPEC}[,\s]+(?:[\w,]+\s+){{0,3}}?(?:offend\w*|нарушител\w*|нарушивш\w*)", re.IGNORECASE)

# a side named at all («наш», «их», "their"): the story may say whose spectator in words no pattern above reads
_SIDE_TOLD = cued(r"(?<!\w)(?:наш\w*|мо[йяеи]|моего|моей|моих|их|our|my|their|opponents'?|nash\w*|moj\w*|moi|moy\w*|"
                  r"ikh|ih)(?!\w)", re.IGNORECASE)  # «nash drug»: Russian typed in Latin letters names a side too
_AFTER_SPECTATOR = re.compile(rf"{_SPEC}\s+(?:мо(?:ей|его)\s+)?$", re.IGNORECASE)
# the director told standing or watching behind a player («судья стоял за спиной у разыгрывающего»): in a story that
# names nobody else who could be a spectator, a spectator read from the words' likeness alone ("~words") is none
_DIRECTOR_WATCHING = cued(r"(?<!\w)(?:судья|директор|арбитр|director|TD)\s+(?:\w+\s+)?(?:стоял\w*|сидел\w*|смотрел\w*|"
                          r"наблюдал\w*|stood|sat|was\s+standing|was\s+sitting|was\s+watching|watched)(?!\w)",
                          re.IGNORECASE)
_ANYONE = cued(rf"{_SPEC}|(?<!\w)(?:кто-то|кто\s+то|кто-нибудь|someone|somebody|anyone|человек\w*|мужчин\w*|"
               r"женщин\w*|парен\w*|парн[яиюе]\w*|девушк\w*|тренер\w*|coach\w*|гост[иье]\w*|visitor\w*|публик\w*|"
               r"зал[еа]?|мам[аыуе]|мамочк\w*|пап[аыуе]|мать|матери|отец|отца|бабушк\w*|дедушк\w*|брат\w*|"
               r"сестр\w*|т[её]т[яиеу]|дяд[яиеу]|сосед\w*|реб[её]н\w*|дет[иейям]\w*|коллег\w*|guy|guys|man|men|woman|"
               r"women|lady|friends|друзья|друзей|mom|mum|mother|dad|father|brother|sister|neighbou?r\w*|kids?|child\w*|"
               r"kto-?to)(?!\w)", re.IGNORECASE)


def section(text: str) -> str | None:
    """``11C1`` or ``11C2`` when the text says whose the spectator was, whose the irregularity, and that he pointed
    it out first; else None."""
    if not _POINTED.search(text) or _player_first(text):
        return None
    if _OF_NON_OFFENDERS.search(text):
        return "11C1"
    if _OF_OFFENDERS.search(text):
        return "11C2"
    spectator = _side(_BROUGHT_BY_US.search(text), _BROUGHT_BY_THEM.search(text)) or _side(
        _OWNED_BY_US.search(text), _OWNED_BY_THEM.search(text))
    offender = _side(_OUR_ERROR.search(text), _THEIR_ERROR.search(text))
    if spectator is None or offender is None:
        return None
    return "11C2" if spectator == offender else "11C1"


def _player_first(text: str) -> bool:
    """Whether a player, partner or the director noticed it first ("соперник первым заметил"); not the owner named
    after a spectator ("муж соперницы первым заметил" is the husband)."""
    return any(not _AFTER_SPECTATOR.search(text, 0, match.start())
               for match in _PLAYER_FIRST.finditer(text))


def _side(ours: re.Match[str] | None, theirs: re.Match[str] | None) -> str | None:
    """"us" or "them" when exactly one side is told."""
    if (ours is None) == (theirs is None):
        return None
    return "us" if ours is not None else "them"


# a spectator's sighs, faces or gestures at the table («кибиц за спиной вздыхает», "a spectator kept sighing"): Law 76,
# his own conduct, not the information partner's mannerisms give (16, 73); said of the spectator himself, in his clause:
# not when he only saw someone sigh («кибиц видел, как партнёр вздыхает» is partner's sigh, seen by the spectator)
_SPECTATOR_MANNERISM = cued(
    r"(?:кибиц|кибитц|зрител|болельщи|spectator|kibb?itz|onlooker)\w*"
    r"(?:(?!видел|видит|заметил|замечал|смотрел|наблюдал|\bкак\b|\bчто\b|\bкогда\b|\bsaw\b|\bsees?\b|\bseen\b|"
    r"notic|watch|observ|\bthat\b|\bwhen\b|\bhow\b)[^.;!?,]){0,40}?(?<![\w])(?:вздыха\w*|вздохнул\w*|"
    r"цока\w*|цокнул\w*|фырка\w*|фыркнул\w*|морщи\w*|поморщил\w*|кряхт\w*|охает|охнул\w*|ахает|ахнул\w*|хмыка\w*|"
    r"хмыкнул\w*|(?:качает|покачал\w*)\s+головой|sigh\w*|tutt?\w*|grimac\w*|groan\w*|gasp\w*|"
    r"sh(?:ook|akes?)\s+(?:his|her)\s+head)", re.IGNORECASE)
_PARTNERS_MANNERS = ("unauthorized_information", "partner_communication")


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the spectator's concept replaced by its Law 11C section (settled), when the story says whose
    spectator pointed out whose irregularity first; by Law 11C itself when it says only that a spectator pointed it
    out and asks what that costs the right to rectify; without it when only the words' likeness read a spectator in a
    story whose one watcher is the director."""
    if (any(m.id in UNSETTLED and m.trigger == LIKENESS for m in found) and _DIRECTOR_WATCHING.search(text)
            and not _ANYONE.search(text)):
        found = [m for m in found if not (m.id in UNSETTLED and m.trigger == LIKENESS)]
    if not reads_any(found, UNSETTLED, MIN_WEIGHT) and not (reads_any(found, UNSETTLED) and _POINTED.search(text)):
        return found  # (the lexicon's words alone do, when the story has the spectator notice it first)
    if _SPECTATOR_MANNERISM.search(text):  # the spectator sighs or pulls faces: his conduct (76), not partner's UI
        found = [m for m in found if m.id not in _PARTNERS_MANNERS]
    which = section(text)
    if which is not None:
        return settle(found, FAMILY, SECTIONS[which])
    if reads_any(found, (COSTS,), MIN_WEIGHT) and _POINTED.search(text) and not _SIDE_TOLD.search(text):
        return settle(found, FAMILY, COSTS)  # whose spectator is not told: Law 11C, over the forfeiture of 11A
    return found
