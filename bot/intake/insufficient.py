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
from bot.intake.gate import reads_any
from bot.intake.insufficient_over import called_over_first
from bot.intake.textscan import Found
from engine.calls import bid, parse_call
from engine.errors import EngineError
from lawbase.search.concepts import is_settled, settle

PROVES = {"ib_lowest_same": "insufficient_bid_made_sufficient", "ib_other": "insufficient_bid_corrected_otherwise",
          "ib_double": "insufficient_bid_replaced_by_double", "ib_accepted": "insufficient_bid_accepted",
          "ib_lowest_damaged": "insufficient_bid_made_sufficient_damaged"}
# the section reader's side (:func:`refine`): words alone can tell 27B1(B), the damage done by a corrected bid
GENERAL = ("insufficient_bid",)
SECTIONS = {"27A": "insufficient_bid_accepted", "27B1(A)": "insufficient_bid_made_sufficient",
            "27B1(B)": "insufficient_bid_made_sufficient_damaged", "27B2": "insufficient_bid_corrected_otherwise",
            "27B3": "insufficient_bid_replaced_by_double", "27B": "insufficient_bid_not_accepted"}
FAMILY = GENERAL + tuple(SECTIONS.values())  # what a settled section replaces
PASS_OBLIGATION = "pass_obligation"  # the lexicon's Law 37: a call made when bound to pass
# partner called though bound to pass: a breach of the obligation (Law 37), which the story is then about
_BREACH = cued(r"вс[её]\s+равно|вс[её]-?\s?таки|тем\s+не\s+менее|нарушил\w*\s+(?:\w+\s+)?(?:запрет|обязан)\w*|"
               r"\banyway\b|nevertheless|(?:но|однако|а)\s+(?:он|она|партн[её]р\w*)\s+(?:\w+\s+)?(?:сказал|заявил|законтр|"
               r"перебил|поднял)\w*|but\s+(?:he|she|partner)\s+(?:then\s+)?(?:bid|doubled|called)", re.IGNORECASE)
# the next player called over it, unaware or without waiting for the director: the insufficient bid is accepted (27A)
_UNNOTICED = cued(r"не\s+заметил\w*|не\s+разобрав\w*|не\s+глядя|"
                  r"никто\s+(?:\w+\s+)?не\s+заметил\w*|не\s+обратил\w*\s+внимани\w*|"
                  r"не\s+дожида\w*\s+судь\w*|не\s+дождавшись\s+судь\w*|без\s+судьи|accept\w*|"
                  r"didn'?t\s+notice|nobody\s+noticed|no\s+one\s+noticed|before\s+the\s+(?:director|td)\b|"
                  r"ne\s+zametil\w*", re.IGNORECASE)
# the offender's LHO says he accepts it («принимаю», "I accept"): 27A, no call needed
_ACCEPTS = cued(r"(?:(?<!не\s)(?<!не)(?:принима\w*|принял\w*|приняли|принять)|"
                r"(?<!not\s)(?<!n't\s)accept(?:s|ed|ing)?\b|(?<!ne\s)prinima\w*|"
                r"(?:говорю|скажу|называю|заявляю|делаю)\s+(?:свою|мою)\s+(?:заявку|ставку)|продолжа\w+\s+торговлю|"
                # «хочу просто торговаться дальше», «можно торговать дальше?»: the next player bids on over it
                r"(?:хочу|хотим|можно|могу|можем|буду|будем)\s+(?:\w+\s+)?(?:торговаться|торговать)\s+дальше|"
                r"(?:just|simply)\s+(?:bid|call|make\s+my\s+(?:bid|call)))"
                r"(?!\s+(?:\w+\s+)?(?:замен|изменени|исправлени|change|correction))",
                re.IGNORECASE)  # «принять замену» accepts a change of call (Law 25), not the insufficient bid
# the next player has not called yet («левый ещё не говорил», «партнёр ещё ничего не сказал»)
_NOT_YET = cued(r"ещ[её]\s+(?:ничего\s+)?не\s+(?:говорил|сказал|заявлял|заявил|назвал|успел)\w*|не\s+успел\w*\s+"
                r"(?:ничего\s+)?(?:сказать|заявить)|has\s*n[o']?t\s+(?:yet\s+)?(?:called|bid)|(?:hasn't|has\s+not)\s+"
                r"called\s+yet|before\s+(?:LHO|the\s+next\s+player)\s+(?:called|bid)", re.IGNORECASE)
# a call named, not made («не заметил, что 2♦ ниже 2♥»)
_NAMED_AGAIN = cued(r"(?:\bего|\bеё|\bее|\bих|\bсвою|\bсвои|\bсвоё|\bсвое|\bэт[иоу]|\bэтой|\bhis|\bher|\btheir|"
                    r"\bthis|\bthat|\bthe|\bповтор\w*|\brepeat\w*)\s*$", re.IGNORECASE)  # «повторить 1♠»: said again
_MENTIONED = cued(r"(?:\bчто|\bчем|ниже|выше|below|above|\bthan|\bthat)\s*$", re.IGNORECASE)
# partner told to pass throughout: the story is about the correction's penalty (27B2, 27B3) or its breach (Law 37)
_SILENCED = cued(r"(?:пас\w*|молчать)\s+до\s+конца|pass\s+(?:for\s+the\s+rest|throughout|until\s+the\s+end)|"
                 r"\bbarred\b|\bsilenced\b", re.IGNORECASE)
# a verb of saying that tells speech, not a call («сказал об этом», «сказал ему», «сказал, что»)
_SPEECH = cued(r"\s*(?:об?\s|ему\b|ей\b|им\b|судь\w*|,?\s*что\b|him\b|her\b|them\b|that\b|to\s+the\b)", re.I)
# a call told as an obligation, not made («партнёра заставили пасовать», "his partner must pass")
_OBLIGED = cued(r"(?:должен|должна|обязан\w*|заставил\w*|велел\w*|приказал\w*|нужно|надо|придётся|придется|must|"
                r"has\s+to|have\s+to|forced|would\s+be|will|silenced|barred)\s+(?:\w+\s+)?$|forced\s*$", re.IGNORECASE)
# ...or that it was not accepted: a correction may follow
_REFUSED = cued(r"не\s+(?:принял\w*|приняли|принима\w*|принять|соглас\w*)|отказал\w*|refus\w*|"
                r"(?:принима\w*|принять)\s+не\s+(?:хоч\w*|буд\w*|стан\w*)|не\s+(?:хоч\w*|буд\w*|стан\w*)\s+(?:\w+\s+)?"
                r"(?:принима\w*|принять)|(?:did\s*n[o']?t|not)\s+accept\w*|ne\s+prinyal\w*", re.IGNORECASE)
_NEXT_CALL = cued(r"сказал\w*|спасовал\w*|пасанул\w*|ответил\w*|заявил\w*|законтр\w*|перебил\w*|\bcalled\b|"
                  r"\bbid\b|\bpassed\b|\bdoubled\b|skazal\w*|spasoval\w*", re.IGNORECASE)
_OTHER_SEAT = cued(r"левый|правый|партн[её]р\w*|следующ\w*|сосед\w*|\bя\b|\bLHO\b|\bRHO\b|next\s+player|"
                   r"\bмуж\b|\bсупруг\w*|\bжена\b|напарни\w*|husband|\bwife\b|"
                   r"partner|соперник\w*|оппонент\w*|противник\w*|\bI\b|север\w*|\bюг\w*|восток\w*|запад\w*|"
                   r"north|south|east|west", re.IGNORECASE)
_OFFENDERS_PARTNER = re.compile(r"\b(?:его|её|ее|his|her)\s+(?:\w+\s+)?(?:муж|жена|супруг\w*|напарни\w*|"
                                r"партн[её]р\w*|husband|wife|partner)\b", re.IGNORECASE)  # «его жена»: no LHO
# "X после моей Y", "X over my Y": the call after the connector came first ("после меня": whose turn came next)
_PRIOR = cued(r"\b(?:(?:после|after|posle)(?!\s+(?:меня|него|неё|нее|нас|них|тебя|me|him|her|us|them)\b)|поверх|"
              r"over|above|до этого|перед этим|before that|before it|уже|already|"
              r"перед ним|перед ней|до него|до неё|до нее|before him|before her)\b", re.IGNORECASE)
# "на" only right before the call ("1♦ на мою 1♥"); "ответил на это 1♠" is a reply, not an order
_ON = cued(r"\b(?:на|na)\s+(?:(?:мо|тво|наш|ваш|его|её|ее|их|партн|соперн|оппон)\w*\s+)?$", re.IGNORECASE)
# a bid that may be conventional is 27B2 whatever it was corrected to
_CONVENTIONAL = cued(r"конвенц\w*|условн\w*|искусствен\w*|conventional|artificial|трансфер\w*|transfer|"
                     r"ст[еэ]йм[еэа]н\w*|stayman|релей\w*|relay|блэквуд\w*|blackwood|puppet", re.IGNORECASE)
_NOT_BEFORE = cued(r"(?:\b(?:никак\w*|без\w*|не|ни|not|non|no)[\s-]*(?:\w+\s+)?|\bне|\bnon-?)$", re.IGNORECASE)
# a call the narrator only thought he heard (21A: his own misunderstanding), or only meant (next): no call made
_IMAGINED = cued(r"показалось|послышалось|почудилось|ослышал\w*|(?:думал\w*|решил\w*|был\w*\s+уверен\w*),?\s+что\s+"
                 r"(?:\w+\s+){0,2}?(?:сказал|заявил|назвал|открыл|было|был)\w*|thought\s+(?:\w+\s+){0,2}?(?:said|bid|"
                 r"opened|called)|misheard|pokazalos\w*", re.IGNORECASE)
_INTENDED = cued(r"(?:хотел\w*|собирал\w*|планировал\w*|meant|wanted|intended)\s+(?:to\s+)?(?:\w+\s+)?$|"
                 r"(?:вместо|instead\s+of)\s+$", re.I)
# ...or a comparison of two bids named («две трефы выше, чем один без козыря?»): a question of rank, no sequence
_INSTEAD = cued(r"вместо|instead|rather than|а не|хотел|meant|wanted|\bой\b|упс|oops|то есть|i mean|^[\s,]*(?:ли\s+)?"
                r"(?:выше|ниже|старше|младше|больше|меньше|higher|lower)[\s,]*(?:ли\s+)?(?:чем|than)[\s,]*$", re.I)
_CHANGED = cued(r"изменил|поменял|исправил|заменил|переправил|changed|corrected|replaced", re.IGNORECASE)
# told between the insufficient bid and the call it became (not the next seat's «хотел звать судью, но передумал»)
_CORRECTED = cued(r"поправ\w*|исправ\w*|помен\w*|передел\w*|замен\w*|переправ\w*|измен\w*|спохват\w*|"
                  r"переиграл\w*|chang\w*|correct\w*|replac\w*|fix\w*|switch\w*|made it|выбрал\w*|"
                  r"(?<!\bно\s)(?<!\bя\s)передума\w*(?!\s+(?:звать|позвать|вызывать|контр|судь))|вместо\s+(?:того|этого|неё|нее|него|трёх|трех|двух|четыр\w*|пят\w*|\d|треф\w*|бубн\w*|черв\w*|пик\w*|"
                  r"масти|своей|заявки|ставки|\w+[ое]й\s+(?:заявки|ставки))|instead|опомнил\w*|\bну\s+тогда\b|(?<!судья\s)\bрешил\w*|"
                  r"разрешил\w*|(?:мож\w*|хоч\w*|хочет|хотят)\s+(?:\w+\s+){0,3}?(?:поставить|сказать|заявить|назвать)\b|"
                  r"ispravil\w*|popravil\w*|pomenyal\w*", re.IGNORECASE)
# 27B1(B): the insufficient bid told the offender's partner something that damaged the other side (not «сразу понял и
# переправил», «понял свою ошибку»: the offender seeing his own slip; «его партнёр сразу понял, что…» still is)
_DAMAGE = cued(r"пострадал\w*|ущерб\w*|ущемл\w*|повредил\w*|damag\w*|помогл\w*|помог\b|helped|"
               r"информаци\w*|\binfo\w*|понял\w*(?!,?\s+(?:что\s+)?(?:свою\s+)?ошиб|,?\s+(?:и\s+)?(?:\w+\s+)?(?:пере|ис|по)прав)|догадал\w*|подсказ\w*|выгод\w*|advantage|"
               r"присуд\w*|adjust\w*|откорректир\w*|\bзнает\b|\bзнал[аи]?\b|узнал\w*|потеря\w*|потерял\w*|"
               r"проигра\w*|\bknows?\b|\bknew\b|\blost\b|\blose\b", re.IGNORECASE)
# corrected in its own denomination, told in words ("исправил на ближайшую в той же масти")
_SAME_DENOMINATION = cued(r"т(?:у|ой)\s*же\s+(?:масть|масти|деноминац\w*)|same\s+(?:suit|denomination|strain)|"
                          r"ближайш\w*|минимальн\w*|cheapest|lowest|t(?:u|oy)\s+zhe\s+mast\w*", re.IGNORECASE)
# the bid raised to a sufficient level («поднял на ступеньку», «поднял до двух»), told where the calls are not
_RAISED = cued(r"подн(?:ял|яла|яли|ять|имет|имаю|им)\b|raised?\b|raising", re.IGNORECASE)
# "исправил свою недостаточную 2♥ на 3БК": the bid called insufficient outright, the bid before it not told
_NAMED = cued(r"не?д[оа]ст[ао]точн\w*|insufficient|\bIB\b|слишком\s+низк\w*|too\s+low|занижен\w*", re.IGNORECASE)
# an insufficient bid told in words
_LOWER_WORDS = cued(r"(?:ниже|меньше|младше)\s+(?:\w+\s+)?(?:предыдущ\w*|последн\w*|прошл\w*|открыти\w*)|"
                    r"не?д[оа]ст[ао]точн\w*\s+(?:заявк\w*|назначени\w*|ставк\w*)|insufficient\s+bid|"
                    r"lower\s+than\s+(?:the\s+)?(?:last|previous)|"  # «после заниженной ставки»: too low, in one word
                    r"занижен+\w*\s+(?:заявк|ставк|назначени|бид)\w*|"
                    # «заявку ниже, чем надо / чем можно»: lower than the auction allowed
                    r"(?:ниже|меньше),?\s+чем\s+(?:надо|нужно|положено|следовало|можно|было\s+можно)|"
                    r"lower\s+than\s+(?:allowed|needed|it\s+should)", re.IGNORECASE)
# words right before a call that say it was not the call made ("вместо трёх червей", "хотел 2 пики")
_NOT_MADE = cued(r"(?:вместо|instead\s+of|хотел\w*|wanted|meant|а\s+не|not)\s*$|"
                 r"\bне\s+\w+\s+(?:(?:до|на)\s+)?$", re.IGNORECASE)  # «решил не поднимать до двух пик»
# "исправил на пас", "changed to 2♦", «вместо неё положил контру»
_TO = cued(r"\b(?:на|to|into|with|for)\s*$|→\s*$|->\s*$|вместо\s+(?:неё|нее|него|этого)\s+(?:\w+\s+)?$|"
           r"\bну\s+(?:тогда|ладно)[\s,]+$", re.IGNORECASE)  # «сказал «ну тогда пас»»: what it became, in his words
# a pass told by its verb, no call written («вместо того чтобы поднять, спасовал»), or wished («хочу спасовать»)
_PASSED = cued(r"(?:спасовал|пасанул|пасовал|спасовать|пасовать|пасануть|passed\b)\w*", re.IGNORECASE)
# the denomination the story says the correction replaced («поменял на 2БК вместо трефы»)
_REPLACED_SUIT = cued(r"вместо\s+(?:сво\w+\s+)?(треф|трефы|трефу|бубн\w*|черв\w*|пик\w*|без\s*козыр\w*|БК)\b", re.I)
# another denomination or not the lowest sufficient bid, in words («в другую масть», «не на ближайшую», "not lowest")
_OTHER_SUIT = cued(r"(?:друг\w+|ин\w+|new|another|different)\s+(?:масть|масти|деноминаци\w*|suit|denomination|strain)|"
                   r"(?:смен|помен)\w*\s+(?:\w+\s+)?(?:масть|деноминаци\w*)|changed?\s+(?:the\s+)?(?:suit|denomination)|"
                   r"не\s+(?:на\s+)?(?:ближайш|минимальн|наименьш)\w*|not\s+(?:to\s+)?(?:the\s+)?lowest", re.IGNORECASE)
_SUIT_OF_WORD = {"т": "C", "б": "D", "ч": "H", "п": "S"}
# a bid put right in its own denomination («поправил свои 2♣ на 3♣»), not a call changed on a whim
_PUT_RIGHT = cued(r"(?:поправил|исправил|поправился|исправился|corrected)\w*\s+(?:\w+\s+){0,2}?$", re.IGNORECASE)


def insufficient(text: str, calls: list[Found]) -> tuple[Found, Found] | None:
    """(the bid it had to outrank, the insufficient bid) as written, or None: the first bid that does not outrank
    the bid before it. "X после моей Y" / "X over my Y" puts Y first; otherwise bids count in the order written."""

    bids = [c for c in calls if c.value[:1].isdigit()]
    meant = [c.end for c in bids if _INTENDED.search(text, max(0, c.start - 30), c.start)]  # only meant: no call
    bids = [c for n, c in enumerate(bids)  # "Что с его 2♠?": the bid told before, named again, is no new bid
            if not (any(b.value == c.value for b in bids[:n])
                    and _NAMED_AGAIN.search(text[max(0, c.start - 12):c.start])) and c.end not in meant]
    for first, second in itertools.pairwise(bids):
        try:
            a, b = parse_call(first.value), parse_call(second.value)
        except EngineError:
            continue
        if a.level > 7 or b.level > 7:
            continue
        between = text[first.end:second.start]
        turned = _PRIOR.search(between) or _ON.search(between)
        if not turned and b.outranks(a):
            continue  # in the order written the later outranks, and the words below only skip a pair: not read
        if _IMAGINED.search(text[max(0, first.start - 40):first.start]):
            continue  # «мне показалось, что он сказал 2♥, а он сказал 2♦»: the first call was never made
        since = max([first.end, *(e for e in meant if e < second.start)])
        if _INSTEAD.search(text[since:second.start]) or _CHANGED.search(text[max(0, first.start - 30):first.start]):
            continue  # "2♠ вместо 2♥": one call meant for another (less the «хотел» of a bid only meant before)
        # "поправился на 2♠" names what it became, not a bid before it
        reversed_order = (turned and not _CORRECTED.search(between)
                          and not _PUT_RIGHT.search(text[max(0, first.start - 30):first.start]))
        prior, later = (second, first) if reversed_order else (first, second)
        if not parse_call(later.value).outranks(parse_call(prior.value)):
            return prior, later
    return None


def _accepted(text: str, after: int, later: list[Found]) -> bool:
    """Whether the story has the next player call over the insufficient bid, or say he accepts it, with no
    correction told before that (27A: a call by the offender's LHO accepts it; a correction asked about afterwards
    comes too late): another seat then calls ("никто не заметил, и партнёр ответил 2♠", "левый тут же сказал пас"),
    or someone called not noticing it ("я не заметил и спасовал"), or says «принимаю»."""
    later = [c for c in later if not _OBLIGED.search(text[max(0, c.start - 30):c.start])
             and not _IMAGINED.search(text[max(0, c.start - 40):c.start])
             and not _MENTIONED.search(text[max(0, c.start - 12):c.start])]  # no call made
    if _REFUSED.search(text, after) or _NOT_YET.search(text, after) or _SILENCED.search(text, after):
        return False
    at = _acceptance(text, after, later)
    if at is None:
        return False
    correction = _CORRECTED.search(text, after)
    return correction is None or correction.start() >= at


def _acceptance(text: str, after: int, later: list[Found]) -> int | None:
    """Where the story has the insufficient bid accepted (see :func:`_accepted`), or None."""
    rest = text[after:]
    found = []
    if later and _OTHER_SEAT.search(text[after:later[0].start]):
        found.append(later[0].start)
    seat, verb = _OTHER_SEAT.search(rest), _NEXT_CALL.search(rest)
    if verb is not None and _SPEECH.match(rest, verb.end()):
        verb = None  # «я сразу об этом сказал»: words, not a call
    if not later and seat and verb and 0 <= verb.start() - seat.end() <= 40:
        found.append(after + verb.start())  # "и Запад, не глядя, тут же спасовал": the next player called
    unnoticed = _UNNOTICED.search(rest)
    call = _NEXT_CALL.search(rest, unnoticed.end()) if unnoticed else None
    if call is not None and not _SPEECH.match(rest, call.end()):
        found.append(after + call.start())
    accepts = _ACCEPTS.search(rest)
    if accepts is not None:
        found.append(after + accepts.start())
    own = _OFFENDERS_PARTNER.search(rest)  # «его жена … сказала пас»: the offender's partner, not his LHO
    if own is not None:
        found = [at for at in found if at < after + own.start() or _OTHER_SEAT.search(text, after + own.end(), at)]
    return min(found, default=None)


def _conventional(text: str) -> bool:
    """Whether the story says the bid may be conventional; «никакой конвенции», «безо всяких условностей»,
    «неконвенционная», "not artificial" say it was not."""
    return any(not _NOT_BEFORE.search(text[max(0, m.start() - 25):m.start()]) for m in _CONVENTIONAL.finditer(text))


def marks(text: str, calls: list[Found]) -> set[str]:
    """``ib_lowest_same``, ``ib_other`` or ``ib_double`` when the text tells what the insufficient bid was corrected
    to, ``ib_accepted`` when the next player called over it instead (keys of :data:`PROVES`); nothing when it
    tells neither."""
    return marks_of(text, calls, insufficient(text, calls))


def marks_of(text: str, calls: list[Found], pair: tuple[Found, Found] | None) -> set[str]:
    """:func:`marks`, given ``pair = insufficient(text, calls)``: the situation reader asks for both, and finding
    the pair twice cost ~10 µs of a long story."""

    if pair is None:
        return (_named(text, calls) or _other_suit_in_words(text) or _accepted_in_words(text, calls)
                or _put_right(text, calls))
    prior, offending = pair
    after = max(prior.end, offending.end)
    later = [c for c in calls if c.start >= after]
    if _accepted(text, after, later):
        return {"ib_accepted"}
    correction = _CORRECTED.search(text, offending.end)
    to_call = next((c for c in later if correction and (c.start >= correction.start() or (  # «на 2♠ поправил»
        not text[c.end:correction.start()].strip() and _TO.search(text, max(0, c.start - 4), c.start)))
                    and not _NOT_MADE.search(text[max(0, c.start - 30):c.start])), None)
    if to_call is None:
        passed = _PASSED.search(text, correction.end()) if correction is not None else None
        return {"ib_other"} if passed is not None and passed.start() - correction.end() <= 40 else set()
    try:
        before, made, to = parse_call(prior.value), parse_call(offending.value), parse_call(to_call.value)
    except EngineError:
        return set()
    if to.is_double or to.is_redouble:
        return {"ib_double"}
    if _conventional(text):
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
    2♥ на 3БК", "недостаточную заявку исправил на пас"); so is its own denomination two levels up or more (an
    insufficient bid is short of the last one by a level at most, as :func:`_put_right` reads one level up)."""

    named = _NAMED.search(text) or _LOWER_WORDS.search(text)  # «заниженную», «ниже прошлой»: told in words
    if named is None or _CORRECTED.search(text) is None:
        return set()
    made = next((c for c in calls if 0 <= c.start - named.end() <= 20 and c.value[:1].isdigit()
                 and not _CORRECTED.search(text[named.end():c.start])), None)  # «я поменял её на 2БК»: what it became
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
    if made is not None and to.level >= parse_call(made.value).level + 2:
        return {"ib_other"}  # «недостаточную 1♦ поправил на 3♦»: two levels up is no lowest sufficient bid (27B2)
    replaced = _REPLACED_SUIT.search(text, to_call.end, to_call.end + 25) if made is None else None
    if replaced is not None and to.denomination != _denomination_word(replaced.group(1)):
        return {"ib_other"}  # «поменял её на 2БК вместо трефы»: another denomination
    return set()


def _other_suit_in_words(text: str) -> set[str]:
    """An insufficient bid told in words, then a bid in another denomination told in words too («после своей
    заниженной заявки прыгнул в другую масть», "replaced his insufficient bid with a different suit"): 27B2."""
    named = _NAMED.search(text) or _LOWER_WORDS.search(text)
    if named is None:
        return set()
    return {"ib_other"} if _OTHER_SUIT.search(text, named.end(), named.end() + 90) else set()


def _denomination_word(word: str) -> str:
    """The denomination a suit word names («трефы» → C, «без козыря», «БК» → NT)."""
    return _SUIT_OF_WORD.get(word[:1].lower(), "NT")


def _put_right(text: str, calls: list[Found]) -> set[str]:
    """A bid put right one level up in its own denomination, the bid it had to outrank not told («поправил свои 2♣
    на 3♣», "corrected my 2D to 3D"): the lowest sufficient bid in its denomination (27B1(A); 27B1(B) with damage
    told, 27B2 when the story says it may have been conventional). «поменял», «передумал» (a call changed on a
    whim, Law 25) do not count."""

    bids = [c for c in calls if c.value[:1].isdigit()]
    for first, second in itertools.pairwise(bids):
        if not (second.start - first.end <= 6 and _TO.search(text[first.end:second.start])
                and _PUT_RIGHT.search(text[max(0, first.start - 30):first.start])):
            continue
        try:
            made, to = parse_call(first.value), parse_call(second.value)
        except EngineError:
            continue
        if made.level > 7 or to.denomination != made.denomination or to.level != made.level + 1:
            continue
        if _conventional(text):
            return {"ib_other"}
        return {"ib_lowest_damaged" if _DAMAGE.search(text) else "ib_lowest_same"}
    return set()


def _accepted_in_words(text: str, calls: list[Found]) -> set[str]:
    """``ib_accepted`` when the insufficient bid is told in words, not calls, and the next player called over it,
    told after it («заявку ниже предыдущей никто не заметил, следующий сказал 3♠») or first, by a verb of calling
    only («левый спасовал после моей заявки ниже предыдущей»; «сказал после …» may be words said): 27A."""
    told = _LOWER_WORDS.search(text)
    if told is None:
        return set()
    if called_over_first(text, told.start()) and not _REFUSED.search(text):
        return set() if _CORRECTED.search(text, told.end()) or _NOT_YET.search(text) else {"ib_accepted"}
    later = [c for c in calls if c.start >= told.end() and c.value[:1].isdigit()]  # «этот пас»: no call told
    return {"ib_accepted"} if _accepted(text, told.end(), later) else set()


def section(text: str) -> str | None:
    """For a bid corrected in its own denomination, told in words («исправил на ту же масть выше», «поднял на
    ступеньку в той же масти», "corrected to the same suit"): 27B1(B) when the story says it still damaged the other
    side, else 27B1(A); the calls themselves are read by :func:`marks`."""
    if _SAME_DENOMINATION.search(text) and (_CORRECTED.search(text) or _RAISED.search(text)):
        return "27B1(B)" if _DAMAGE.search(text) else "27B1(A)"
    return None


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with an insufficient bid corrected in its own denomination replaced by 27B1(B) (settled) when
    the story says its information damaged the other side, the lexicon having read the insufficient bid; and,
    after a correction that silences partner (27B2, 27B3), without the obligation to pass the story then tells
    (that is the section's own penalty, not a breach of it, Law 37) unless it says partner called anyway."""

    silenced = any(m.id in (SECTIONS["27B2"], SECTIONS["27B3"]) and is_settled(m) for m in found)
    if silenced and not _BREACH.search(text):
        found = [m for m in found if m.id != PASS_OBLIGATION]
    if not reads_any(found, FAMILY, 0.5) or reads_any(found, (SECTIONS["27B3"], SECTIONS["27A"]), 1.0):
        return found
    made_sufficient = reads_any(found, (SECTIONS["27B1(A)"], SECTIONS["27B1(B)"]), 0.5)
    which = section(text)
    if which == "27B1(A)" and reads_any(found, (SECTIONS["27B1(A)"], SECTIONS["27B1(B)"], SECTIONS["27B2"]), 0.8):
        which = None  # the calls told say it already (or that the correction was another bid)
    if which is None and made_sufficient and _DAMAGE.search(text):
        which = "27B1(B)"
    if which is None and _not_accepted(text, found):
        which = "27B"
    return found if which is None else settle(found, FAMILY, SECTIONS[which])


def _not_accepted(text: str, found: list[Any]) -> bool:
    """27B: the insufficient bid was not accepted («LHO не принял», "we refused it") and the story tells no
    correction nor a reading of one (what must now be done is 27B's, the correction's own sections aside)."""

    refused = _REFUSED.search(text)
    return (refused is not None and reads_any(found, GENERAL, 0.8) and not _CORRECTED.search(text)
            and not reads_any(found, tuple(SECTIONS.values()), 0.3))
