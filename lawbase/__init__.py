"""The law base: the 1987 Laws of Duplicate Contract Bridge in Russian, built from the four seed files.

``load()`` gives the corpus (parsed once per process, cached on disk between processes); refs are canonical
strings (``27B1(A)``, ``DEF:Фальшренонс``) and ``normalize_ref`` turns what people type into them.
"""

from __future__ import annotations

from lawbase.corpus import Corpus
from lawbase.errors import LawbaseError
from lawbase.model import CatalogEntry, Footnote, GlossaryEntry, Passage
from lawbase.refs import normalize_ref

__all__ = [
    "CatalogEntry", "Corpus", "Footnote", "GlossaryEntry", "LawbaseError", "Passage", "load", "normalize_ref",
]

_CORPUS: Corpus | None = None


def load() -> Corpus:
    """The corpus, built from the seeds once per process (and loaded from the on-disk cache when valid)."""
    global _CORPUS
    if _CORPUS is None:
        from lawbase.cache import load_or_build

        _CORPUS = load_or_build(_build)
    return _CORPUS


def _build() -> Corpus:
    """The full ingest; imported only when the cache misses, so a cached start never loads the parser."""
    from lawbase.ingest import build_corpus

    return build_corpus()
