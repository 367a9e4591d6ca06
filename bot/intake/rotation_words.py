"""The words :mod:`bot.intake.rotation` reads a call out of rotation by: whose turn it was (the words before and
after a seat), who acted (a seat as subject, a calling word), the kind of call, the director's ruling, the auction
before. Patterns only, built with :func:`bot.intake.cues.cued`; kept apart so the reader's logic stays readable.
"""

from __future__ import annotations

import re

from bot.intake.cues import cued
from bot.intake.textscan import Found, find_calls

_RELATIVE = {"me": 0, "lho": 1, "partner": 2, "rho": 3}
_COMPASS = {"N": 0, "E": 1, "S": 2, "W": 3}

# the words just before a seat that make it the seat whose turn it was
_BEFORE_TURN = cued(
    r"(?:очередь\s+(?:заявки\s+|заявлять\s+|торговаться\s+|говорить\s+)?(?:была\s+|было\s+)?(?:у\s+)?|(?:ход|слово)\s+был[оа]?\s+у\s+|(?:слово|очередь|ход)\s+(?:(?:было|была|был)\s+)?принадлежал[оа]?\s+|(?<![\w])в\s+(?:очеред\w*|ход)\s+|перед\s+|вместо\s+|(?:перескочив|перепрыгнув|минуя)\s+(?:через\s+)?|раньше\s+|вперёд\s+|вперед\s+|прежде\s+|"
    r"(?:раньше|прежде),?\s+(?:чем|того,?\s+как)\s+(?:\w+\s+)?|до\s+того,?\s+как\s+(?:\w+\s+)?|"
    r"(?:говорить|заявлять|торговаться|называть)\s+(?:уже\s+)?(?:должен\s+был\s+|должна\s+была\s+|было\s+|надо\s+было\s+)?|"
    r"(?:должен\s+был|должна\s+была)\s+(?:уже\s+)?(?:говорить|заявлять|торговаться|называть)\s+|"
    r"после\s+\w+\s+говорит\s+|слово\s+было\s+(?:за\s+)?|за\s+|"
    r"не\s+дождавшись\s+|не\s+дожидаясь\s+|не\s+дождал\w*\s+|опередив\s+|пока\s+(?:не\s+)?(?:выскаж\w+\s+|скаж\w+\s+|заяв\w+\s+|"
    r"подума\w+\s+|решит\s+)?|до\s+|when\s+it\s+was\s+|at\s+|in\s+|before\s+|instead\s+of\s+|"
    r"ahead\s+of\s+|for\s+)(?:(?:мо[йяюеёи]|моей|моего|моему|моих|моим)\s+|my\s+)?(?P<own>(?:его|её|ее|своего|своей|своим|своему|свою|his|her|their)\s+)?"
    r"(?:(?:сосед|соперник|опп|противник)\w*\s+)?(?:(?:сдающ|дилер)\w*\s+)?$", re.IGNORECASE)
# "соперник справа от него": the offender's own neighbour
# "X ещё думал, а Y уже…", "… а я влез в его очередь": the owner of the turn had not called when another did («уж
# сказал» too, not the particle: «ну уж», «уж очень», «не так уж»)
_ALREADY = cued(r"(?<![\w])(?:уже|already)(?![\w])|(?<![\w])(?<!ну\s)(?<!так\s)(?<!не\s)уж(?![\w])(?!\s+(?:очень|"
                r"больно|слишком|так|точно|если|лучше|совсем|никак|и\s+не|не)\b)|(?:в|во)\s+(?:его|её|ее)\s+очеред\w*|"
                r"as\s+if\s+it\s+were\s+(?:his|her)\s+turn", re.IGNORECASE)
# "…, хотя левый ещё и рта не раскрыл": the owner of the turn, said as not having called yet in a clause of concession
_ALTHOUGH = cued(r"(?<![\w])(?:хотя|although|though)\s+(?:\w+\s+){0,2}$", re.IGNORECASE)
# "…, когда партнёру говорить надо было": the turn said in a clause of time, only with its owner's infinitive of
# calling after him (``_AFTER_TURN``'s ``to_call``), not «когда левый думал, разыгрывающий заявил…»: a hesitation
_WHEN_TO_CALL = cued(rf"{_ALTHOUGH.pattern}|(?<![\w])когда\s+(?:же\s+)?(?:(?:его|её|ее|мо\w+|сво\w+)\s+)?$",
                     re.IGNORECASE)
_SPOKE_OF = cued(r"\s*(?:об?\s|про\s|,?\s*что\b|that\b|about\b)", re.IGNORECASE)
_LOOSE = {"за", "до", "at", "in", "before", "for", "пока"}  # turn words that say little alone
_HIS_OWN = cued(r"\s+от\s+(?:него|неё|нее)\b|\s+of\s+(?:him|her)\b", re.IGNORECASE)
# the words just after a seat that make it the seat whose turn it was ("партнёр ещё думал", "RHO's turn")
_AFTER_TURN = cued(r"^\s*(?:(?:соперни|оппонент|сосед)\w*\s+)?(?:от\s+меня\s+|of\s+me\s+)?"
                   r"(?:'s\s+turn|turn\b|,?\s*whose\s+turn\b|"
                   r",?\s*чья\s+(?:была\s+)?очеред|(?:(?:ещё|еще|всё|все)\s+)?(?:думал\w*|думает|думают)|"
                   # "когда партнёру говорить надо было": whose turn it was, the dative and an infinitive of calling
                   r"(?P<to_call>(?:уже\s+)?(?:должен|должна)\s+был[аио]?\s+(?:уже\s+)?"
                   r"(?:говорить|заявлять|торговаться|называть|сказать)|"
                   r"(?:(?:надо|нужно)\s+)?(?:было\s+)?(?:говорить|заявлять|торговаться)\s+"
                   r"(?:(?:надо|нужно)\s+)?был[оа]\b|"
                   r"(?:надо|нужно)\s+было\s+(?:говорить|заявлять|торговаться)\b)|"
                   r"размышлял\w*|решал\w*|(?:ещё|еще)\s+(?:и\s+)?(?:ничего\s+|рта\s+|слова\s+)?не\s+\w+|ничего\s+(?:ещё\s+|еще\s+)?не\s+\w+|"
                   r"не\s+успел\w*|was\s+(?:still\s+)?thinking|had\s+not\s+(?:yet\s+)?(?:called|bid)|"
                   r"(?:ещё\s+|еще\s+)?раздумывал\w*|(?:ещё\s+|еще\s+)?задумал\w*)", re.IGNORECASE)
# the owner of the turn said as the one who then called: "South, whose turn it actually was, bid", «юг, чья очередь,»
_WHOSE_TURN = cued(r",?\s*(?:whose\s+turn\s+it\s+(?:really\s+|actually\s+)?was|чья\s+(?:на\s+самом\s+деле\s+)?"
                   r"(?:была\s+)?очередь(?:\s+была)?)\s*,", re.IGNORECASE)
_THINKING = cued(r"\s*(?:(?:ещё|еще|still)\s+)?(?:думал\w*|задумал\w*|раздумывал\w*|размышлял\w*|решал\w*)|"
                  r"\s*was\s+(?:still\s+)?thinking", re.IGNORECASE)  # the owner of the turn still thinking
_POSSESSIVE = cued(r"my|мо[йяюеёи]|моей|моего|моих|моим|моему", re.IGNORECASE)
# a seat said as the one who acts (not "мою", "его", "раньше соседа"; «мой Зураб напротив»: partner, the one
# opposite, :mod:`bot.intake.forms`; a compass seat by its capital letter alone, «S открыл», "N bid")
_SUBJECT = cued(r"я|i|партн[её]р(?:ша)?|муж|жена|левый|правый|левая|правая|слева|справа|lho|rho|partner|pard|лп|пп|lp|"
                r"(?:left|right)[-\s]hand\s+opponent|"
                r"север|юг|восток|запад|north|south|east|west|сосед\w*|соперни\w*|оппонент\w*|напротив|визави|"
                r"(?-i:[NESW])", re.IGNORECASE)


def is_subject(text: str, start: int, end: int, value: str) -> bool:
    """Whether the seat at ``text[start:end]`` is said as one who acts: a subject word, or «мой» / «моя» read as
    partner (:mod:`bot.intake.forms`: «мой пасанул»)."""
    return _SUBJECT.fullmatch(text, start, end) is not None or (
        value == "partner" and text[start:end].lower() in ("мой", "моя"))


_AT_ONCE = cued(r"\s*,?\s*сразу\b", re.IGNORECASE)


def at_once(text: str, seats: list[Found], dealer: int) -> bool:
    """Whether the first other seat named after the dealer is told calling «сразу» with no call told in between
    («сдавал север восток сразу 1 черва»: before the dealer; not «сдавал север, открыл 1♣, восток сразу 4♠», nor
    the dealer's call written bare, «сдавал север, 1 пика, восток сразу 2 червы», «сдавал север. пас. восток…»)."""
    other = next((s for s in seats[dealer + 1:] if s.value != seats[dealer].value), None)
    if other is None or _AT_ONCE.match(text, other.end) is None:
        return False
    between = text[seats[dealer].end:other.start]
    return not _CALLING.search(between) and not find_calls(between)


# after a call written bare between two seats, nothing but punctuation or «а»/«потом» up to the next seat
_BARE_END = cued(r"[\s,.;:!–—-]*(?:(?:а|и|потом|затем|and|then)\s+)?$", re.IGNORECASE)


def bare_call(text: str, start: int, end: int) -> bool:
    """Whether calls are written on their own between ``start`` and ``end`` («сдавал север, 1♣, восток…», «север. пас.
    восток…»): the calls of the seat named before, not told with a verb («но первым открыл 1♦ юг»)."""
    rest = text[start:end]
    calls = find_calls(rest)
    for call in reversed(calls):  # the calls taken out: only commas, full stops, dashes, «а» are left
        rest = rest[:call.start] + rest[call.end:]
    return bool(calls) and _BARE_END.fullmatch(rest) is not None


# a call right after a verb that may say or give anything («произнёс «судья!»», «дал знак»): «произнёс пас», «дал 2♠»
_CALL_NEXT = (r"(?=\s+[«\"']?\s*(?:[1-7]|пас\b|пасс\b|(?:ре)?контр|редабл|(?:одн[уа]|две|два|три|четыре|пять|шесть|"
              r"семь)\s))")
_NOT_TO_TD = r"(?!\s+(?:to|for)\s+(?:the\s+)?(?:director|td|tournament\s+director)\b)"  # "made a call to the TD"
# "I called the director", "calling the TD": no call
_NOT_THE_TD = r"(?!\s+(?:for\s+)?(?:the\s+|a\s+)?(?:director|td|tournament\s+director)\b)"
_PRONOUNS = r"он|она|тот|та|he|she"  # «та потом сказала две червы»: the one just named, said again
_OPENED = cued(r"открыл|opened", re.IGNORECASE)
# a pass added to one's own call before the next player called: the pass is the call out of rotation (30B3)
_PASS_TOO = cued(r"(?:ещё|еще)\s+и\s+(?:\w+(?:ую|юю)\s+)?(?:карточк\w*\s+|карт[уы]\s+)?[«\"]?пас\b|"
                 # «кинул пас сверху», «и тут же следом пас»: the pass laid on one's own call
                 r"\bпас\w*\s+сверху|(?:сразу|тут\s+же)\s+следом\s+(?:сказал\w*\s+|дал\w*\s+)?[«\"]?пас\b|"
                 r"\bsaid\s+['\"]?pass['\"]?\s+(?:as\s+well|also)\b|"
                 r"(?:и|а)\s+(?:\w+\s+){0,3}?(?:ещё|еще)\s+(?:и\s+)?(?:[«\"]?пас\b|спасовал)|"
                 r"сверху\s+(?:ещё\s+и\s+)?пас|(?:спасовал|пасанул)\w*\s+(?:ещё|еще)\s+раз|(?:ещё|еще)\s+раз\s+(?:сказал\w*\s+|говори\w*\s+)?[«\"]?пас\b|"
                 r"and\s+then\s+(?:also\s+)?(?:said\s+)?['\"]?pass|pass(?:ed)?['\"]?\s+again\s+before", re.IGNORECASE)
_FIRST_WORD = cued(r"первым|первой|\bfirst\b", re.IGNORECASE)  # "первым 1♣ открыл Юг": out of turn
_IN_TURN_OF = cued(r"в\s+очередь|when\s+it\s+was|at\s+\w+(?:'s)?\s+turn", re.IGNORECASE)
_CALLING = cued(r"сделал\w*|сказал\w*|успел\w*\s+(?:\w+\s+){0,2}?сказать|"
                # a bid written right after the seat, no verb («восток сразу 1 черва»): the phone's shorthand
                r"^\s+(?:(?:сразу|тут|уже|потом|же)\s+)?[1-7]\s?(?:♠|♥|♦|♣|пик\w*|черв\w*|бубн\w*|треф\w*|бк\b|б/к)|"
                r"заявил\w*|назвал\w*|спасовал\w*|пасанул\w*|пасовал\w*|открыл\w*|выпалил\w*|"
                r"выложил\w*|положил\w*|контр\w*|законтр\w*|влез\w*|вылез\w*|выскочил\w*|ляпнул\w*|брякнул\w*|бухнул\w*|выкрикнул\w*|говори\w*|поторопил\w*|поспешил\w*|"
                rf"объявил\w*|выдал\w*|(?:произн[её]с|произнесл)\w*{_CALL_NEXT}|(?<!судья\s)(?<!директор\s)(?<!td\s)назначил\w*|"
                rf"made\s+a\s+(?:call|bid){_NOT_TO_TD}|"
                r"\bbid\b|\bbids\b|passed|doubled|"
                r"redoubled|called|opened|said", re.IGNORECASE)
# the player whose turn it was had to pass by a penalty: a call in his turn counts as made in rotation (28A)
_OBLIGED = cued(r"обязан\w*\s+(?:был\w*\s+)?(?:пас\w*|молчать)|(?:должен|должна)\s+(?:был\w*\s+)?молчать|"
                r"(?:назначил\w*|велел\w*|велено)\s+(?:\w+\s+)?пасовать\s+до\s+конца|"
                r"должен\s+(?:был\s+)?пас\w*|должн\w+\s+пасовать|"
                r"по\s+наказанию|по\s+штрафу|из-за\s+штраф\w*|лишён\w*\s+права|лишен\w*\s+права|"
                r"запрет\w*\s+торговаться|barred|had\s+to\s+pass|must\s+pass|obliged\s+to\s+pass|"
                r"required\s+to\s+pass|silenced", re.IGNORECASE)
# "в его очередь", "at his turn": the turn of a seat named before
_HIS_TURN = cued(r"(?:в|во)\s+(?:его|её|ее)\s+очеред\w*|не\s+(?:дождавшись|дожидаясь|подождав|дождал\w*|подождал\w*)\s+"
                 r"(?:его|её|ее)\s+(?:\w+\s+)?[«\"]?(?:паса|пас|заявки|хода)|"
                 r"(?:at|in)\s+(?:his|her)\s+turn", re.IGNORECASE)
_KIND_VERB = cued(r"(?P<pass>спасовал\w*|пасанул\w*|\bpassed\b|\bс\s+пасом\b)|(?P<double>законтр\w*|контрировал\w*|"
                  r"\bdoubled\b|\bredoubled\b|\bс\s+контрой\b|контр[ао]?нул\w*)|(?P<bid>(?<!opening\s)\bbid\b|\bbids\b|\bopened\b|"
                  r"(?<!не\s)открыл\w*|overcalled|(?<!первой\s)(?<!первой\sже\s)заявк\w*|заявил\w*|назначени\w*|назначил\w*|ставк\w*|"
                  # a suit named without a level is still a bid («сказал пику»): a pass or a double has no suit
                  r"(?:сказал\w*|назвал\w*)\s+(?:одну\s+)?(?:пик[уи]|черв[уы]|треф[уы]|бубн[уы]|без\s*козыр\w*)\b)",
                  re.IGNORECASE)
# the words before a call that make it the auction before the call out of turn ("после открытия 1♣", "на 1♠")
_AUCTION_BEFORE = cued(r"(?:(?<![\w])(?:после|after)\s+(?:(?:открыти\w*|заявк\w*|назначени\w*|мо\w+|его|её|ее|the|an?|"
                       r"his|her|my|opening|of)\s+){0,3}|(?:ответ\w*|response)\s+(?:на|to)\s+|уже\s+было\s+)$",
                       re.IGNORECASE)
_PRONOUN_BEFORE = cued(r"(?<![\w])(?:он|она|тот|he|she)\s+(?:\w+\s+){0,2}\w+[^\w]+(?:а|и|and)\s+$", re.IGNORECASE)
_PRONOUN = cued(rf"{_PRONOUNS}|сосед\w*", re.IGNORECASE)  # the owner of the turn, said again
_SEAT_WORD = rf"{_PRONOUNS}|партн[её]р\w*|{_SUBJECT.pattern}"  # a subject, or a pronoun for one
# a seat, then within a few words a call: the next call of the story
_ACTOR = cued(rf"\b(?P<who>{_SEAT_WORD})\b(?P<verb>[^.;!?]{{0,40}}?(?:спасовал\w*|пасанул\w*|сказал\w*|"
              r"назвал\w*|заявил\w*|ответил\w*|перебил\w*|законтр\w*|контрир\w*|контр[ао]?нул\w*|контр(?:а|у|ой)\b|\bbid\b|\bbids\b|"
              r"назначил\w*|открыл\w*|вмешал\w*|пасует|\bпас\b|opens|opened|overcall\w*|выскочил\w*|влез\w*|"
              r"вылез\w*|выпалил\w*|выложил\w*|ляпнул\w*|брякнул\w*|бухнул\w*|объявил\w*|выдал\w*|"
              rf"(?:произн[её]с|произнесл)\w*{_CALL_NEXT}|(?<![\w-])дал[аи]?(?![\w-]){_CALL_NEXT}|"
              r"(?:[1-7]\s?[^\s.,;!?]+|пас|(?:ре)?контр\w*)\s+дал[аи]?(?![\w-])|"
              rf"made\s+a\s+(?:call|bid){_NOT_TO_TD}|"
              rf"passed|passes|doubled|doubles|(?:called|calling|calls){_NOT_THE_TD}|overcalled|скажу|заявлю|назову|пасую|"
              r"said\s+(?=[1-7]|pass\b|(?:re)?double\b)|"
              r"(?:говорю|говорит|заявляю|заявляет|называю|называет)\s+(?=[1-7]|пас\b|(?:ре)?контр)|"
              r"(?<!must\s)(?<!to\s)(?<!will\s)(?<!should\s)(?<!can\s)(?<!may\s)(?<!n't\s)(?<!not\s)\bpass\b))",
              re.IGNORECASE)
_DIRECTOR = cued(r"судь[яиюе]|директор\w*|арбитр\w*|\bTD\b|\bтд\b|director|отменил\w*|убрал\w*|аннулир\w*|"
                 r"cancel\w*|withdr\w*|штраф\w*|penalt\w*", re.IGNORECASE)
# the director named only as not called yet: no ruling came first
_FORFEIT_NOT_DIRECTOR = cued(r"не\s+дожида\w*\s+судь\w*|не\s+дождавшись\s+судь\w*|без\s+судь\w*|"
                             r"судь\w*\s+не\s+звали|не\s+звали\s+судь\w*|не\s+(?:позва|вызва|вызыва|зов)\w*\s+судь\w*|без\s+вызова\s+судь\w*|"
                             r"before\s+(?:\w+\s+){0,3}(?:director|td)\b(?:\s+\w+)?|"
                             r"до\s+(?:того,?\s+как\s+)?(?:\w+\s+){0,2}судь\w*|"
                             r"without\s+calling\s+the\s+(?:director|td)", re.IGNORECASE)
# a clause that tells the auction before the call out of turn ("после того, как левый открыл 1♣")
_EARLIER = cued(r"(?:после\s+того,?\s+как|after)\s+(?:\w+\s+)?$", re.IGNORECASE)
# between a subject word and the seat that says which it is: "соперник слева", "тот, кто слева", "opponent on my left"
_SEAT_AFTER = re.compile(r"[\s,]*(?:(?:кто|который|которая|who|that)\s+(?:сидит\s+|sits\s+|is\s+)?)?"
                         r"(?:on\s+(?:my\s+)?)?", re.IGNORECASE)
_SEAT_IN = cued(rf"\b(?:{_SEAT_WORD})\b", re.IGNORECASE)
_HYPOTHETICAL = cued(r"\b(?:если|if|would|бы)\b[^.;!?]*", re.IGNORECASE)
_OUT_OF_TURN = cued(r"вне\s+очеред\w*|не\s+в\s+свою\s+очередь|не\s+в\s+очередь|out\s+of\s+(?:turn|rotation)|"
                    r"раньше|вперёд|вперед|вместо|instead\s+of|ahead\s+of|за\s+(?:него|неё|нее|партн\w*)",
                    re.IGNORECASE)
_REPEAT = cued(r"повтор\w*|\brepeat\w*", re.IGNORECASE)
# "когда было моё слово": my turn to speak (not "моё слово против его": whose word is believed)
_MY_TURN = cued(r"\s*(?:очеред\w*|ход\b|turn|слово\b(?!\s+против))", re.IGNORECASE)
_PASSED = cued(r"спасовал\w*|пасанул\w*|пасует|сказал\w*\s+пас|\bпас\b|passed|passes|pass(?:ed)?\s+then|\bpass\b",
               re.IGNORECASE)
# "Правый пас не принял": the next player refused the call out of turn; the call word after him is not his call
_REFUSED = cued(r"\s*не\s+при(?:нял|нима)\w*|\s*(?:did\s+not|didn'?t)\s+accept|\s*refused", re.IGNORECASE)
# a new clause inside the caller's words: "did not accept it, and I then bid" is another caller's call
_CLAUSE_BREAK = re.compile(r"[,;—–]|\b(?:and|then|и|а|потом|затем)\b", re.IGNORECASE)


def refused(text: str, actor: re.Match[str]) -> bool:
    """Whether the seat of an ``_ACTOR`` match refused the call out of turn rather than called: the refusal after
    his verb ("Правый пас не принял") or before his call word inside it ("LHO не принял контру")."""
    verb = actor.group("verb")  # not "did not accept it, and I then bid": another clause, another caller
    return bool(_REFUSED.match(text, actor.end()) or (_REFUSED.match(verb) and not _CLAUSE_BREAK.search(verb)))


_UNTIL = re.compile(r"до\s+того,?\s+как\b", re.IGNORECASE)  # "до того, как левый…": no loose "до"
# "before my RHO had called", "before LHO bid": that seat had not called yet (not "before partner bid 2♥": in turn)
_NOT_YET_CALLED = cued(r"\s+(?:had\s+)?(?:called|bid|passed|doubled|spoken|acted|made\s+(?:a|his|her)\s+call|"
                       r"(?:had\s+)?a\s+chance)\b(?!\s+(?:[1-7]|(?:one|two|three|four|five|six|seven)\b))",
                       re.IGNORECASE)


def loose_turn(text: str, before: re.Match[str], seat: Found, seats: list[Found]) -> bool:
    """Whether the turn words before the seat say little alone ("за", "before"): not «до того, как», nor "before X had
    called" when X is the caller's RHO (the seat due before him; "before LHO called" is the auction in rotation)."""
    word = before.group().split()[0].lower()
    if word not in _LOOSE or _UNTIL.match(before.group()):
        return False
    if word != "before" or not _NOT_YET_CALLED.match(text, seat.end):
        return True
    callers = [s for s in seats if s.end <= seat.start - len(before.group())]  # the caller is named before "before"
    caller = callers[-1].value if callers else "me"
    for order in (_RELATIVE, _COMPASS):  # the seat due right before the caller's: (his place - 1) mod 4
        if caller in order and seat.value in order:
            return (order[seat.value] - order[caller]) % 4 != 3
    return True
