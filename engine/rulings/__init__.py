"""``rule(case) -> Ruling``: the one entry point, dispatching on the irregularity type.

Each module under ``engine.rulings`` registers the types it rules on with ``@ruler("type", ...)``. A ruler takes
the parsed case (``engine.cases.Case``) and returns a ``Ruling``; ``rule`` then adds what every ruling that
leaves a penalty card or gives unauthorized information must also say (``engine.rulings.consequences``), and fills
``corpus``: whether our corpus states each cited ref's rules (``engine.citations``, engine data, no law base at run
time). Modules are imported in ``_load()`` so areas can land independently.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from typing import Any

from engine.citations import UNLISTED, in_corpus, rule_phrase
from engine.errors import EngineError
from engine.ruling import Ruling

Ruler = Callable[[Any], Ruling]
RULERS: dict[str, Ruler] = {}
_loaded = False


def ruler(*types: str) -> Callable[[Ruler], Ruler]:
    """Register a function as the ruler of one or more irregularity types."""

    def register(fn: Ruler) -> Ruler:
        for name in types:
            if name in RULERS:
                raise ValueError(f"two rulers for {name!r}")
            RULERS[name] = fn
        return fn

    return register


def _load() -> None:
    """Import every ruler module of this package once (registration happens at import)."""
    global _loaded
    if _loaded:
        return
    for info in pkgutil.walk_packages(__path__, prefix=f"{__name__}."):
        importlib.import_module(info.name)
    _loaded = True


def supported_types() -> list[str]:
    _load()
    return sorted(RULERS)


def rule_parsed(case: Any) -> Ruling:
    """Rule on an already parsed case (``case.irregularity.type`` selects the ruler)."""
    _load()
    kind = case.irregularity.type
    fn = RULERS.get(kind)
    if fn is None:
        raise EngineError("unsupported_irregularity", type=kind, supported=", ".join(sorted(RULERS)))
    ruling = fn(case)
    from engine.rulings.consequences import complete

    complete(ruling)
    _gather_options(ruling)
    _fill_corpus(ruling)
    return ruling


def _gather_options(ruling: Ruling) -> None:
    """A ruling with options rests on every option's laws; a lead restriction or an adjusted score that some
    option allows is possible at the top (``lead_restrictions``: "may be imposed"). Pass obligations are not
    lifted: they hold only once the choice is made, and each option states its own."""
    for option in ruling.options:
        _gather_options(option.ruling)
        ruling.cite(*option.ruling.laws)
        for caveat in option.ruling.caveats:
            ruling.caveat(caveat.key, caveat.ref, **caveat.params)
        ruling.lead_restrictions = ruling.lead_restrictions or option.ruling.lead_restrictions
        if ruling.adjusted_score == "none" and option.ruling.adjusted_score != "none":
            ruling.adjusted_score = "possible"


def _fill_corpus(ruling: Ruling) -> set[str]:
    """``corpus[ref]``: whether our corpus states what the ruling (or any of its options) cites ``ref`` for — its
    text is held, and no rule cited to it is one whose sentence is on a missing page (``engine.citations``). The
    laws first, then any step ref not cited among them (steps inserted directly, not by ``say``); ``quotes[ref]``:
    the phrases that state its rules, so the bot quotes those words and not an unrelated fragment. Returns the refs
    whose rules are not stated (an option's count against its parent, which cites the option's laws)."""
    unstated: set[str] = set()
    for option in ruling.options:
        unstated |= _fill_corpus(option.ruling)
        for quoted, phrases in option.ruling.quotes.items():
            mine = ruling.quotes.setdefault(quoted, [])
            mine.extend(p for p in phrases if p not in mine)
    for step in ruling.steps:
        ref = step.ref
        if not ref:
            continue
        phrase = rule_phrase(step.key, ref)
        if phrase is None:
            unstated.add(ref)
        elif phrase is not UNLISTED:
            mine = ruling.quotes.setdefault(ref, [])
            if phrase not in mine:
                mine.append(phrase)
    for ref in unstated:
        ruling.quotes.pop(ref, None)
    corpus = ruling.corpus
    for ref in ruling.laws:
        if ref not in corpus:
            corpus[ref] = ref not in unstated and in_corpus(ref)
    for step in ruling.steps:
        ref = step.ref
        if ref and ref not in corpus:
            corpus[ref] = ref not in unstated and in_corpus(ref)
    for ref in [r for r in ruling.quotes if not corpus.get(r, False)]:
        del ruling.quotes[ref]
    return unstated
