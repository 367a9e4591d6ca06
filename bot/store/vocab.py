"""What a log entry's ``type`` and ``laws`` may be, and how a director's words map onto them.

Types are the engine's irregularity types (``engine.rulings.supported_types()``, without the meta type ``call``,
which the engine resolves into one of the others) plus ``other`` for what the engine does not rule on. A director
may type a type as its code (``lead_out_of_turn``), its name in either language (``Ход не в очередь``, ``Revoke``),
a part of it (``недостаточная``) or with a typo (``реноньс``): the name that clearly fits best is taken. What fits no
type, or several equally, is refused with the closest names (``log_bad_type``), so ``/log stats`` never counts one
irregularity under two spellings. ``other`` (``другое``) is always accepted; ``other: карты перепутаны`` keeps the
words after the colon at the start of the notes.

Laws are refs the law base knows (``lawbase.normalize_ref`` spelling, laws 1–93, sections that exist): ``27b2`` is
stored as ``27B2``; a ref that is malformed, outside 1–93 or unknown raises the law base's own typed error, which
names the ref and the nearest ones.

Names come from the catalogs: ``log.type.<type>`` (this area's, for types nobody else names), then the intake's
``intake.type.<type>``, then the ruling renderer's ``ruling.headline.<type>``.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from bot.errors import UserError
from bot.i18n import LANGS, has, quoted, t

OTHER = "other"
NOT_LOGGED = frozenset({"call"})  # the engine's "classify this call for me": never the type of a ruling given
_OTHER_WORDS = ("other", "другое", "прочее", "иное")
_OTHER_WITH_TEXT = re.compile(r"^\s*(other|другое|прочее|иное)\s*[:—–-]\s*(?P<text>.+)$", re.IGNORECASE | re.DOTALL)
ACCEPT = 80  # the best name must score at least this (rapidfuzz WRatio, 0–100) …
MARGIN = 10  # … and this much more than any name of another type
SUGGESTIONS = 3


class Names(list):
    """Type names that format as ``«A», «B»`` in a message (a list: the error renderer cuts long strings only)."""

    def __init__(self, names: list[str], lang: str) -> None:
        super().__init__(names)
        self.lang = lang

    def __str__(self) -> str:
        return ", ".join(quoted(name, self.lang) for name in self)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


def log_types() -> list[str]:
    """The types an entry may have: the engine's, then ``other``."""
    try:
        from engine.rulings import supported_types
    except ImportError:  # an install without the engine still logs
        return [OTHER]
    return [kind for kind in supported_types() if kind not in NOT_LOGGED] + [OTHER]


def type_label(kind: str, lang: str) -> str:
    """The type in words (``Недостаточная заявка``); an unknown code (from an older log) as it is."""
    for key in (f"log.type.{kind}", f"intake.type.{kind}", f"ruling.headline.{kind}"):
        if kind not in ("none",) and has(key, lang):
            return t(key, lang)
    return kind


def _fold(text: str) -> str:
    return " ".join(text.casefold().replace("ё", "е").replace("_", " ").replace("-", " ").split())


@cache
def _names() -> tuple[tuple[str, str], ...]:
    """(folded name, type) for every way a type may be written: code, names in both languages, aliases."""
    pairs: set[tuple[str, str]] = set()
    for kind in log_types():
        words = {kind, *(type_label(kind, lang) for lang in LANGS)}
        for key in (f"intake.type.{kind}", f"ruling.headline.{kind}", f"log.type.{kind}"):
            words.update(t(key, lang) for lang in LANGS if has(key, lang) and kind != OTHER)
        for lang in LANGS:
            if has(f"log.type_alias.{kind}", lang):
                words.update(t(f"log.type_alias.{kind}", lang).split("|"))
        pairs.update((_fold(word), kind) for word in words if word.strip())
    pairs.update((word, OTHER) for word in _OTHER_WORDS)
    return tuple(sorted(pairs))


def ranked(text: str) -> list[tuple[str, float]]:
    """Every type with how well ``text`` fits its best name, best first (ties: more of the name matched)."""
    from rapidfuzz import fuzz

    typed = _fold(text)
    best: dict[str, tuple[float, float]] = {}
    for name, kind in _names():
        score = (fuzz.WRatio(typed, name), fuzz.ratio(typed, name))
        if score > best.get(kind, (-1.0, -1.0)):
            best[kind] = score
    order = sorted(best.items(), key=lambda item: (-item[1][0], -item[1][1], item[0]))
    return [(kind, score[0]) for kind, score in order]


def match_type(text: str) -> str | None:
    """The one type ``text`` clearly names, else None."""
    typed = _fold(text)
    if not typed:
        return None
    exact = {kind for name, kind in _names() if name == typed}
    if len(exact) == 1:
        return exact.pop()
    scores = ranked(text)
    if not scores:
        return None
    (kind, best), rest = scores[0], scores[1:]
    if best >= ACCEPT and all(score <= best - MARGIN for _, score in rest):
        return kind
    return None


def closest(text: str, lang: str, limit: int = SUGGESTIONS) -> list[str]:
    """Names of the types ``text`` is closest to, for a refusal (or autocomplete)."""
    from rapidfuzz import fuzz

    typed = _fold(text)
    order = sorted(ranked(text), key=lambda item: -max(
        (fuzz.ratio(typed, name) + fuzz.WRatio(typed, name)) / 2 for name, kind in _names() if kind == item[0]))
    return [type_label(kind, lang) for kind, _ in order[:limit]]


def parse_type(text: str) -> tuple[str, str]:
    """``(type, words for the notes)`` for what a director typed; ``UserError("log_bad_type")`` if nothing fits.

    ``other: карты перепутаны`` → ``("other", "карты перепутаны")``; any other type → ``(type, "")``.
    """
    with_text = _OTHER_WITH_TEXT.match(text or "")
    if with_text:
        return OTHER, with_text.group("text").strip()
    kind = match_type(text or "")
    if kind is None:
        raise UserError("log_bad_type", value=(text or "").strip(),
                        **{f"suggestions_{lang}": Names(closest(text or "", lang), lang) for lang in LANGS})
    return kind, ""


def parse_type_words(text: str) -> str:
    """The words of ``other: words`` (empty for anything else)."""
    with_text = _OTHER_WITH_TEXT.match(text or "")
    return with_text.group("text").strip() if with_text else ""


def lenient_type(text: str) -> str:
    """For filters and the ruling button: the type if one fits, else the text folded (never an error)."""
    kind = match_type(text) if text and text.strip() else None
    return kind or "_".join(_fold(text or "").split()) or OTHER


def parse_laws(text: str | list[str] | None) -> list[str]:
    """Refs separated by spaces or commas, each checked and canonical (``27b2`` → ``27B2``), duplicates dropped.

    A ref that is malformed (``abc``), outside Laws 1–93 (``999``) or not in the code (``27B5``) raises the law
    base's typed error (``bad_ref``, ``no_such_law``, ``unknown_ref``) naming it and the nearest refs.
    """
    if text is None:
        return []
    import lawbase
    from lawbase.refs import REF_WORD_PATTERN, normalize_ref

    parts = text.replace(",", " ").replace(";", " ").split() if isinstance(text, str) else list(text)
    corpus = lawbase.load()
    refs: list[str] = []
    for part in parts:
        if re.fullmatch(REF_WORD_PATTERN, str(part), re.IGNORECASE):
            continue  # "закон 27, п. 64A1": the words that introduce a ref are not refs themselves
        ref = normalize_ref(part)
        corpus.get(ref)  # raises unknown_ref (with the nearest refs) for a section the code does not have
        if ref not in refs:
            refs.append(ref)
    return refs


def main_laws(ruling: dict[str, Any]) -> list[str]:
    """The laws a ruling itself rests on, without those only an option (a choice still open) would add.

    The engine cites every option's laws at the top too (``engine.rulings._gather_options``); a log entry of a
    ruling whose options are open names the ruling's own laws and says the options were open.
    """
    laws = [str(ref) for ref in ruling.get("laws") or []]
    options = [o for o in ruling.get("options") or [] if isinstance(o, dict)]
    if not options:
        return laws
    own = {step.get("ref") for step in ruling.get("steps") or [] if isinstance(step, dict)}
    optional: set[str] = set()
    for option in options:
        optional.update(str(ref) for ref in (option.get("ruling") or {}).get("laws") or [])
    return [ref for ref in laws if ref in own or ref not in optional]


def shown_laws(entry: Any) -> list[str]:
    """The laws an entry (a ``LogEntry`` or a version's content dict) rests on. An entry logged by an older sudya
    from a ruling with open options stored every option's laws too; those show as the ruling's own laws now (the
    stored record is not changed)."""
    laws = list((entry.get("laws") if isinstance(entry, dict) else entry.laws) or [])
    ruling = (entry.get("ruling") if isinstance(entry, dict) else entry.ruling) or {}
    if isinstance(ruling, dict) and open_options(ruling) and laws == [str(r) for r in ruling.get("laws") or []]:
        return main_laws(ruling)
    return laws


def open_options(ruling: dict[str, Any] | None) -> list[dict[str, Any]]:
    """The options of a ruling still open (a logged ruling whose choice was not made)."""
    if not isinstance(ruling, dict):
        return []
    return [o for o in ruling.get("options") or [] if isinstance(o, dict)]
