"""What ``search()`` returns: plain data with ``to_dict()``, shaped by the CLI contract.

``to_dict()`` starts with exactly cli.md's keys (``query``, ``hits`` of ``ref``/``law``/``title``/``score``/
``snippet``) and adds extras after them: ``in_corpus`` per hit, ``confident`` and ``suggestions``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Hit:
    """One ranked passage. ``snippet`` marks the matched words with ``**…**``; ``score`` is 0..1."""

    ref: str
    law: str
    title: str
    score: float
    snippet: str
    in_corpus: bool = True
    kind: str = "section"

    def to_dict(self) -> dict[str, Any]:
        return {
            "ref": self.ref,
            "law": self.law,
            "title": self.title,
            "score": self.score,
            "snippet": self.snippet,
            "in_corpus": self.in_corpus,
            "kind": self.kind,
        }


@dataclass(frozen=True)
class Suggestion:
    """A nearby term or law offered when nothing matched well."""

    label: str
    ref: str

    def __str__(self) -> str:
        return f"{self.label} ({self.ref})"

    def to_dict(self) -> dict[str, Any]:
        return {"label": self.label, "ref": self.ref}


@dataclass(frozen=True)
class SearchResult:
    """The answer to one query. ``confident`` is False when the best hit matched the query poorly."""

    query: str
    hits: list[Hit] = field(default_factory=list)
    confident: bool = False
    suggestions: list[Suggestion] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "query": self.query,
            "hits": [hit.to_dict() for hit in self.hits],
            "confident": self.confident,
            "suggestions": [s.to_dict() for s in self.suggestions],
        }
