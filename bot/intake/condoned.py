"""An inadmissible call the next player called over says which section of Law 35 governs, for the situation reader.

Laws 36, 37 and 39 rectify an inadmissible double or redouble, a call by a player required to pass, and a call
after the final pass; when the offender's LHO calls before the rectification is assessed, Law 35 applies instead:

* an inadmissible double or redouble (of partner's bid, a redouble with no double) called over: 35A (it and the
  calls after it are cancelled… as the law says: the auction continues as if it had not occurred);
* a call by a player required to pass, called over: 35B;
* a bid above the seven level, called over: 35C (Law 38 itself sends there);
* a call after the final pass, called over: 35D.

A player required to pass who bid, doubled or redoubled and was not called over is Law 37's (settled; the call out
of rotation that barred him is the story's past, its concepts dropped). The story must tell both the inadmissible
call and the next call made over it ("а я машинально сказал 3♣", "LHO
called before the director arrived"). The general concepts are replaced by the section's, marked settled. Never
raises.
"""

from __future__ import annotations

import re
from typing import Any

from bot.intake.cues import cued
from lawbase.search.concepts import LIKENESS, settle

# the lexicon's own readings of the situation
GENERAL = ("inadmissible_double", "inadmissible_condoned", "call_after_final_pass", "pass_obligation",
           "bid_above_seven")
SECTIONS = {"35A": "inadmissible_double_condoned", "35B": "barred_call_condoned", "35C": "bid_above_seven_condoned",
            "35D": "call_after_final_pass_condoned"}
FAMILY = GENERAL + tuple(SECTIONS.values())  # what a settled section replaces

_DBL = r"(?:контр(?!акт)\w*|законтр\w*|doubl(?:e[ds]?|ing)\b|kontr(?!akt)\w*)"
_INADMISSIBLE_DOUBLE = cued(
    rf"{_DBL}[»\"”]?\s+(?:[^\s,.;!?]+\s+){{0,2}}?(?:заявк\w*\s+)?(?:сво\w+\s+|собственн\w+\s+)?(?:же\s+)?партн[её]р\w*|"
    # the call between («контрировал 1♥ партнёра»), and the English told with it ("doubled his own partner's 1NT")
    rf"{_DBL}\s+(?:his\s+own\s+|her\s+own\s+|my\s+own\s+)?(?:\w+\s+)?"
    rf"partner'?s\s+(?:own\s+)?(?:bid|call|opening|[1-7](?:NT|[SHDC♠♥♦♣]|\s*no\s*trumps?))|(?:реконтр\w*|redoubl\w*|rekontr\w*)[^.]{{0,30}}?(?:никто\s+не\s+контр|никакой\s+контры|"
    rf"контр[уы]\s+(?:\w+\s+)?(?:никто\s+)?не\s+(?:давал|дал|говорил|сказал|объявлял|делал|было)|без\s+контры|no\s+double|(?:had|has|was)(?:n'?t|\s+not)\s+(?:been\s+)?doubled|undoubled|nobody\s+(?:had\s+)?doubled|не\s+было\s+контры)|(?:неприемл|недопустим|нелегальн|illegal|"
    rf"inadmissible)\w*\s+(?:контр|реконтр|double|redouble)\w*|неправильн(?:ая|ую|ой|ые|ых)\s+(?:ре)?контр\w*|"
    # the adjective after it: «контра нелегальная», "a double not legal"
    rf"{_DBL}\s+(?:был[аио]?\s+|is\s+|was\s+)?(?:не\s*легальн\w*|не\s+legal|нелегальн\w*|недопустим\w*|неприемлем\w*|"
    rf"illegal|not\s+legal|inadmissible)", re.IGNORECASE)
_BARRED = cued(r"обязан\w*\s+(?:был\w*\s+)?(?:пасовать|молчать)|"
               r"(?:должен|должна|должны)\s+(?:\w+\s+)?(?:пасовать|молчать)\s+до\s+(?:конца|окончания)|"
               r"(?:должен|должна|должны)\s+был[аи]?\s+(?:пасовать|молчать)|полагалось\s+(?:\w+\s+)?(?:пасовать|молчать)|(?:велел\w*|велено|приказал\w*|обязал\w*|"
               r"назначил\w*)\s+(?:\w+\s+)?(?:пасовать|молчать)\s+до\s+(?:конца|окончания)|required\s+to\s+pass|barred\s+player|"
               r"(?:obliged|bound|forced)\s+to\s+pass\b|"
               r"was\s+barred|(?:player|partner)\s+who\s+(?:was\s+)?(?:required|barred)|obyazan\w*\s+pasovat",
               re.IGNORECASE)
_AFTER_FINAL_PASS = cued(r"после\s+(?:финального|последнего|заключительного)\s+паса|"
                         r"after\s+the\s+(?:final|last)\s+pass|когда\s+торговля\s+(?:уже\s+)?(?:кончилась|"
                         r"закончилась)|posle\s+final\w*\s+pasa",
                         re.IGNORECASE)
_BID8 = cued(r"\b8\s*(?:♠|♥|♦|♣|бк|nt|пик\w*|черв\w*|бубн\w*|треф\w*|[SHDC]\b|spades?|hearts?|diamonds?|"
             r"clubs?)|восьм\w+\s+уровн\w*|восемь\s+"
             r"(?:пик|черв|бубен|треф|без)|eight\s+(?:spades|hearts|diamonds|clubs|no\s*trumps?)|"
             r"(?:eight|8)[- ]level", re.IGNORECASE)
# the offending call (a bid, double or redouble: a barred player's pass is no infraction)
_A_CALL = cued(r"сказал\w*(?!\s+пас)|заявил\w*|назвал\w*|назначил\w*|объявил\w*|законтр\w*|контрир\w*|реконтр\w*|"
               r"полез\w*|влез\w*|ляпнул\w*|выпалил\w*|"
               r"\bbid\b|doubled|redoubled|said",
               re.IGNORECASE)
# the next player called over it before any rectification (not the director's words)
_CALLED_OVER = cued(
    r"(?<!before\s)(?:\bлевый|следующ\w*|сосед\w*\s+слева|(?:соперник|противник|оппонент)\s+слева|LHO|\bлхо\b|next\s+player|next\s+to\s+call|\bя\b|\bI\b|"
    r"партн[её]р\w*|partner)[,\s]+(?:\w+[,\s]+){0,3}?(?:уже\s+)?(?<!не\s)(?<!not\s)(?:сказал\w*(?!\s+(?:соперникам|им|ему|ей|что|партн|судь))|заявил\w*|назвал\w*|ответил\w*|"
    r"законтр\w*|контрировал\w*|назначил\w*|спасовал\w*|пасанул\w*|продолжил\w*\s+торговл\w*|"
    r"called(?!\s+(?:for\s+)?(?:the\s+|a\s+)?(?:director|td|tournament\s+director)\b)|bid|said|doubled|"
    r"успел\w*\s+(?:сказать|заявить|назвать|назначить|спасовать|законтрить)|положил\w*\s+(?:карточк\w*\s+)?(?:пас|контр\w*)|"
    r"redoubled|passed)|(?:до\s+(?:прихода\s+)?судьи|before\s+(?:the\s+)?(?:director|"
    r"td)\s+(?:arrived|noticed|"
    r"came|was\s+called)|не\s+дожида\w*\s+судь\w*|не\s+дождавшись\s+судь\w*|машинально|на\s+автомате|не\s+заметив?\w*|before\s+(?:anyone|anybody|someone)\s+noticed)[^.]{0,40}?"
    r"(?:сказал\w*|заявил\w*|назвал\w*|назначил\w*|контрировал\w*|спасовал\w*|called|bid|passed|doubled|"
    r"(?<![\w])[1-7]\s*(?:[♠♥♦♣]|бк|б/к|nt\b))|(?:already|уже)\s+(?:called|bid|заявил\w*|сказал\w*)\s+(?:over|дальше|поверх)",
    re.IGNORECASE)


# the clause before the verb, and an opponent named in it as the doer («Левый реконтрил…», «а правый…», "they…")
_CLAUSE = re.compile(r"[,.;:!?—–]|\b(?:а|и|но|and|but)\b", re.IGNORECASE)
_OPPONENT = re.compile(
    r"\b(?:лев(?:ый|ая|ые)|прав(?:ый|ая|ые)|соперни\w*|противни\w*|оппонент\w*|сосед\w*|они|он|север|юг|восток|"
    r"запад|they|he|lho|rho|opponents?|north|south|east|west)\b", re.IGNORECASE)
# whose partner: «своего», "his own" keep it the doer's own partner, whoever doubled
_OWN = re.compile(r"сво\w+|собственн|\bже\b|\b(?:own|his|her)\b", re.IGNORECASE)


def opponent_doer(text: str, verb: int) -> bool:
    """Whether the clause before the verb at ``verb`` names an opponent (who then doubled or redoubled)."""
    return bool(_OPPONENT.search(_CLAUSE.split(text[:verb])[-1]))


_REDOUBLE = re.compile(r"реконтр|redoubl|rekontr", re.IGNORECASE)


def partners_bid(text: str, m: re.Match[str]) -> bool:
    """Whether the double matched is one of the doer's own partner's bid: an opponent doubling «1♥ партнёра», "my
    partner's 1NT" doubled the narrator's partner, legally (Law 19A1)."""
    told = m.group(0)
    if _REDOUBLE.match(told):
        return True  # a redouble with no double before it: inadmissible, whoever's bid it was
    if not re.search(r"партн|partner", told, re.IGNORECASE) or _OWN.search(told):
        return True
    return not opponent_doer(text, m.start())


def section(text: str, told: list[re.Match[str]] | None = None) -> str | None:
    """``35A``…``35D`` for an inadmissible call called over, or None (``told``: the story's inadmissible doubles,
    when the caller has read them)."""
    doubles = (m for m in (_INADMISSIBLE_DOUBLE.finditer(text) if told is None else told) if partners_bid(text, m))
    kinds = (("35A", next(doubles, None)), ("35B", _BARRED.search(text)), ("35C", _BID8.search(text)),
             ("35D", _AFTER_FINAL_PASS.search(text)))
    kind, first = next(((name, m) for name, m in kinds if m), (None, None))
    if first is None:
        return None
    start = first.end()
    told_before = _A_CALL.search(text[max(0, first.start() - 25):first.start()])  # "RHO bid 5C after the final pass"
    if kind in ("35B", "35D") and not told_before:  # the offending call comes first after it: then the one over it
        offending = _A_CALL.search(text, start)
        if offending is None:
            return None
        start = offending.end()
    return kind if _CALLED_OVER.search(text, start) else None


_OUT_OF_ROTATION = ("call_out_of_rotation", "pass_out_of_turn", "bid_out_of_turn", "double_out_of_turn")


# a player under a pass obligation, and another who called in his turn without waiting for his pass (Law 28A: the
# call counts as made in rotation), not the barred player's own call
_OBLIGED = cued(r"обязан\w*\s+(?:был\w*\s+)?пас\w*|(?:велел\w*|велено|назначил\w*|приказал\w*)\s+(?:\w+\s+)?"
                r"(?:пасовать|молчать)|должен\s+(?:был\s+)?пас\w*|по\s+наказанию|по\s+штрафу|пас\s+до\s+конца|"
                r"запрет\w*\s+торговаться|barred|had\s+to\s+pass|must\s+pass|obliged\s+to\s+pass|"
                r"required\s+to\s+pass|silenced", re.IGNORECASE)
_SKIPPED = cued(r"не\s+дожд\w*\s+(?:\w+\s+){0,4}?пас\w*|не\s+дожида\w*\s+(?:\w+\s+){0,5}?пас\w*|"
                r"не\s+дождавшись\s+(?:его|её|ее)\b|не\s+стал\w*\s+ждать|(?:раньше|вместо|за)\s+(?:него|неё|нее)\b|"
                r"(?:в|во)\s+(?:его|её|ее)\s+очеред\w*|в\s+очередь\s+(?:востока|запада|севера|юга|правого|левого)|"
                r"without\s+waiting\s+for\s+(?:\w+\s+){0,3}?pass\w*|(?:at|in)\s+(?:his|her)\s+turn|"
                r"before\s+(?:he|she)\s+(?:could\s+|had\s+)?pass\w*|when\s+it\s+was\s+(?:my|his|her)\s+turn",
                re.IGNORECASE)
# every call told after the obligation (a second one: called over, 35B, however told)
_BARRED_ACT = cued(r"сказал\w*|заявил\w*|назвал\w*|назначил\w*|объявил\w*|законтр\w*|контрировал\w*|"
                   r"реконтр\w*|(?:дал|сделал)\w*\s+контр\w*|спасовал\w*|пасанул\w*|положил\w*|выдал\w*|ответил\w*|"
                   r"полез\w*|влез\w*|ляпнул\w*|выпалил\w*|продолжил\w*|(?<!\w)пас(?!\w)|(?<!his\s)(?<!the\s)\bbid\b|"
                   r"\bpassed\b|\bdoubled\b|"
                   r"\bcalled\b|continued", re.IGNORECASE)
# someone else named as the caller (the narrator, a seat, the next player): not the barred player's own call
_ANOTHER_ACTOR = cued(r"(?<!\w)(?:я|мы|I|we|левый|правый|следующ\w*|соперник\w*|оппонент\w*|противник\w*|партн[её]р\w*|"
                      r"сосед\w*|LHO|RHO|север\w*|юг\w*|восток\w*|запад\w*)(?!\w)", re.IGNORECASE)


def call_in_barred_turn(text: str) -> bool:
    """Whether the story tells a player obliged to pass and another calling in his turn, not waiting for his pass
    (Law 28A): «правому велели пасовать до конца, и я сказала 2♣, не дождавшись его паса»."""
    obliged = _OBLIGED.search(text)
    return obliged is not None and _SKIPPED.search(text, obliged.end()) is not None


def barred_call(text: str) -> bool:
    """Whether the story tells a player required to pass who then bid, doubled or redoubled, and no call over it
    (Law 37; called over it is 35B): «партнёру велели пасовать до конца, а он сказал 3♦»."""
    barred = _BARRED.search(text)
    if barred is None or call_in_barred_turn(text):
        return False
    acts = list(_BARRED_ACT.finditer(text, barred.end()))
    if len(acts) != 1:
        return False  # no call, or another called after it (35B, however told)
    clause = re.split(r"[,;.!?—–]", text[barred.end():acts[0].start()])[-1]
    return _ANOTHER_ACTOR.search(clause) is None  # the barred player himself («а он всё равно сказал»)


def refine(text: str, found: list[Any]) -> list[Any]:
    """``found`` with the inadmissible-call concepts replaced by the Law 35 section's (settled), when the story tells
    an inadmissible call and the next player's call over it; a barred player's call not called over is Law 37's."""

    if any(m.id == "bid_above_seven" and m.trigger == "@bid8" for m in found):  # «после 7♠ назначил 8♣»: Law 38,
        found = [m for m in found if not (m.id == "insufficient_bid" and m.trigger != "@lower_bid")  # whatever the
                 and not (m.id == "call_after_final_pass" and m.trigger == LIKENESS)]  # words around it say
    told = list(_INADMISSIBLE_DOUBLE.finditer(text))
    doubles = [partners_bid(text, m) for m in told]
    if doubles and not any(doubles) and any(m.id == "inadmissible_double" for m in found):
        found = settle(found, ("inadmissible_double",), "doubles_redoubles")  # "LHO doubled my partner's 1NT": legal
    which = section(text, told)  # both the inadmissible call and the call over it told: the lexicon need not read it
    if which is None and call_in_barred_turn(text):  # his turn skipped: the call counts as in rotation (28A)
        past = [m.id for m in found if m.id.startswith(_OUT_OF_ROTATION)]
        return settle(found, FAMILY + tuple(past), "call_at_turn_of_player_obliged_to_pass")
    if which is None and barred_call(text):  # the call out of rotation that barred him is the story's past
        past = [m.id for m in found if m.id.startswith(_OUT_OF_ROTATION)]
        return settle(found, FAMILY + tuple(past), "pass_obligation")
    if which == "35A":  # a double of partner's bid is in turn: the loose out-of-turn words read it as one out of turn
        return settle(found, (*FAMILY, "call_out_of_rotation", "double_out_of_turn"), SECTIONS[which])
    if which == "35B":  # the call out of rotation that barred him is the story's past; the call over it was in turn
        past = [m.id for m in found if m.id.startswith(_OUT_OF_ROTATION)]
        return settle(found, FAMILY + tuple(past), SECTIONS[which])
    return found if which is None else settle(found, FAMILY, SECTIONS[which])
