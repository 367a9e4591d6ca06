"""Russian typed in Latin letters, told from English: the situation reader reads such a text in its Cyrillic
rendering too (:func:`bot.intake.situation.read`), because its section readers and the lexicon's phrases are
written in Cyrillic; English and Cyrillic texts are read once."""

from __future__ import annotations

import re

# Russian function words as typed in Latin letters, none of them an English word or chat abbreviation (``a``, ``i``,
# ``on``, ``no``, ``do``, ``to``, ``my``, ``u``, ``ty``, ``eta`` are left out), with «очередь» («vne ocheredi», which
# no English text holds and short stories often tell with no other such word), and English function words (less
# ``a`` and ``i``, Russian conjunctions too, and ``on``, ``do``, ``to``, ``my``: «он», «до», «то», «мы»).
_RUSSIAN_IN_LATIN_TEXT = (
    "chto chto-to shto kak kto li ne na v vo ili esli kogda posle pered mozhno mozhet mozhem nado nuzhno dolzhen "
    "dolzhna dolzhny eto etot ya vy oni ona ego ee ih ikh nas nam vas mne menja menya sebya sebja svoyu svoju "
    "svoego svoej svoey svoi svoj svoy moy moj moi moya moja nash nasha uzhe tozhe tolko tol'ko tak zhe byl byla "
    "bylo byli est' est net nelzya nelzja pochemu gde chem chtoby kotoryj kotoraya kotoruyu ot po za iz pri dlya dlja "
    "bez vne ochered ocheredi ochered' tut tam seichas sejchas potom togda ochen' ochen eshche eshe vse vsyo "
    "cherez mezhdu dazhe kogo komu chego chemu chey chej chya chyu zachem razve vot tschto schto takoje wsö"
)
_RUSSIAN_IN_LATIN = frozenset(_RUSSIAN_IN_LATIN_TEXT.split())
_ENGLISH_TEXT = (
    "the an is are was were be been can could should would will shall what when who how why of in at his "
    "her he she it you we they does did and or but if not with for this that there their our me him them its "
    "has have had"
)
_ENGLISH = frozenset(_ENGLISH_TEXT.split())
_LATIN_WORD = re.compile(r"[a-zö']+")
_CYRILLIC = re.compile("[\u0400-\u04ff]")  # the Cyrillic block: a text with one of its letters is typed in Cyrillic


def russian_in_latin(text: str) -> bool:
    """Whether a text is Russian typed in Latin letters (``mozhno li posmotret vzyatku``), not English (``can I
    look at the trick``): no Cyrillic letter, and more Russian function words than English ones. Why: the situation
    reader's sections and phrases are written in Cyrillic, so such a text is also read in its Cyrillic rendering."""
    lowered = text.lower()
    if _CYRILLIC.search(lowered):  # one scan in C: half the long stories are English, read to their end
        return False
    words = _LATIN_WORD.findall(lowered)
    russian = sum(map(_RUSSIAN_IN_LATIN.__contains__, words))
    return russian > 0 and russian > sum(map(_ENGLISH.__contains__, words))


# Russian typed the Polish way (people who learned to write it in Poland): «ш» is ``sz``, «ч» ``cz``, «щ» ``szcz``,
# «х» ``ch``, «в» ``w``, «ж» ``ż``, and an ``i`` between a consonant and a vowel softens it (``mastiach``: «мастях»,
# ``niego``: «него»)
# (``zaszczitnik wyszel ne w swoju oczered``). Read as the common Latin spelling
# (``zashchitnik vyshel ne v svoju ochered``), which the index's keys and the Cyrillic rendering already know; ``sz``
# before ``h`` is «сх»/«сж» in any scheme (``szhodil``) and stays.
# Its soft consonants keep their Polish letters (``pasować``, ``skazał``: «пасовать», «сказал»): ``ć``, ``ś``, ``ń``,
# ``ź`` are the consonant and the soft sign, ``ł`` is «л»; the Belarusian reader (``lawbase.search.neighbours``) puts
# them so in a text it respells, and these are what it leaves to this one (a short text with a Russian «а» or «он»).
_POLISH_SPELLING = {"szcz": "shch", "sz": "sh", "cz": "ch", "ch": "kh", "ż": "zh", "w": "v", "i": "j", "ie": "e",
                    "ć": "t'", "ś": "s'", "ń": "n'", "ź": "z'", "ł": "l"}
_POLISH = re.compile(r"szcz|sz(?!h)|cz|ch|ż|w|[ćśńźł]|(?<=[bcdfklmnprstvwz])(?:ie|i(?=[aou]))",
                     re.IGNORECASE)
_POLISH_MARK = re.compile(r"[sc]z(?!h)|[żćśńźł]", re.IGNORECASE)  # a text without one is not typed the Polish way
# only a soft letter or ``ł`` marks it (a name, «Paweł», in a text typed the common ASCII way: ``chto``, ``ochered``):
# those letters alone are read, its ``ch``, ``w`` and ``i`` stay
_POLISH_SCHEME = re.compile(r"[sc]z(?!h)|ż", re.IGNORECASE)
_POLISH_SOFT = re.compile(r"[ćśńźł]", re.IGNORECASE)


def from_polish_spelling(text: str) -> str:
    """``text`` with its Russian typed the Polish way put in the common Latin spelling, or unchanged when it is not
    such a text: it must hold ``sz``, ``cz`` or one of ``żćśńźł`` (a cheap scan first: most texts stop there) and
    read as Russian once respelt (``czto``, ``w``, ``jego`` are no Russian function words until then; an English or
    Polish text with ``sz`` stays as it is)."""
    if not _POLISH_MARK.search(text):
        return text
    return respelt_if_russian(text, _POLISH if _POLISH_SCHEME.search(text) else _POLISH_SOFT, _POLISH_SPELLING)


def respelt_if_russian(text: str, pattern: re.Pattern[str], spellings: dict[str, str]) -> str:
    """``text`` with each spelling ``pattern`` finds put the common Latin way (``spellings``: a school's spelling
    → the common one), if the result reads as Russian; else ``text`` itself (the Polish and the German readers)."""
    respelt = pattern.sub(lambda match: _respelt(match, spellings), text)
    return respelt if russian_in_latin(respelt) else text


def _respelt(match: re.Match[str], spellings: dict[str, str]) -> str:
    """One school spelling of a Russian sound in the common Latin one, a capital kept (``Czto``, ``Tschto`` →
    ``Chto``)."""
    typed = match.group()
    common = spellings.get(typed.lower())
    if common is None:  # a letter a case-blind pattern matched by folding (``ſz``, ``İa``) is no such spelling
        return typed
    return common[:1].upper() + common[1:] if typed[:1].isupper() else common
