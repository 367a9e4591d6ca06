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


def russian_in_latin(text: str) -> bool:
    """Whether a text is Russian typed in Latin letters (``mozhno li posmotret vzyatku``), not English (``can I
    look at the trick``): no Cyrillic letter, and more Russian function words than English ones. Why: the situation
    reader's sections and phrases are written in Cyrillic, so such a text is also read in its Cyrillic rendering."""
    lowered = text.lower()
    if any("\u0400" <= ch <= "\u04ff" for ch in lowered):
        return False
    words = _LATIN_WORD.findall(lowered)
    russian = sum(word in _RUSSIAN_IN_LATIN for word in words)
    return russian > 0 and russian > sum(word in _ENGLISH for word in words)
