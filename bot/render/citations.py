"""A ruling's citations: each law it cites with its title and the quoted Russian text of the 1987 code, or "text
not in our corpus" where the corpus lacks it; a law our corpus holds only in part is quoted by the passages that
state the rules cited to it (the ruling's ``quotes``), never by a fragment that states something else.

Part of the one ruling renderer (``bot.render.ruling`` words the rest and re-exports :func:`citations`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.i18n import book_titles, t
from engine.ruling import Ruling

QUOTE_LIMIT = 1200


@dataclass
class Citation:
    ref: str
    title: str  # the Russian title (the 1987 text's own, or ours where no page heads the law)
    text: str
    in_corpus: bool
    title_en: str = ""  # the English title where the law base has one (laws, not every section)
    label: str = ""  # how every reply names this passage (``bot.render.law.citation``), in the reader's language

    def to_dict(self) -> dict[str, Any]:
        return {"ref": self.ref, "title": self.title, "text": self.text, "in_corpus": self.in_corpus,
                "title_en": self.title_en, "label": self.label}

    def heading(self, lang: str) -> str:
        """``Правило 27. Недостаточное назначение``; in English ``Law 27 — Insufficient Bid (Недостаточное
        назначение)``: the one form /law, /search and /ask use (the law base's English title, then the book's)."""
        if self.label:
            return self.label
        if not book_titles(lang) and self.title_en:
            return t("rui.citation_en", lang, ref=self.ref, title=self.title_en)
        return t("ruling.citation_titled", lang, ref=self.ref, title=self.title) if self.title else \
            t("ruling.citation", lang, ref=self.ref)


def citations(ruling: Ruling, lang: str) -> list[Citation]:
    """Every cited ref with its title and quoted Russian text; "not in our corpus" where the corpus lacks it."""
    corpus_flags = ruling.corpus
    try:
        import lawbase

        corpus = lawbase.load()
    except Exception:  # the law base may be missing in a stripped install: the ruling must still be readable
        corpus = None
    out = []
    refs = ruling.laws
    for ref in refs:
        in_corpus = bool(corpus_flags.get(ref, False))
        title, text, title_en = "", t("ruling.not_in_corpus", lang), ""
        if corpus is not None:
            parts_cited = any(other != ref and other.startswith(ref) for other in refs)
            title, text = _quote(corpus, ref, in_corpus, lang, parts_cited, ruling.quotes.get(ref))
            title_en = _title_en(corpus, ref)
        elif in_corpus:
            text = t("ruling.text_unavailable", lang)
        out.append(Citation(ref, title, text, in_corpus, title_en, _label(corpus, ref, lang)))
    return out


def _label(corpus: Any, ref: str, lang: str) -> str:
    if corpus is None:
        return ""
    from bot.render.law import citation

    label = citation(corpus, ref, lang)
    return "" if label == ref else label  # a ref the law base does not hold: the generic "Law 27B2"


def _title_en(corpus: Any, ref: str) -> str:
    try:
        return getattr(corpus.get(ref), "title_en", "") or ""
    except Exception:  # a ref the law base does not hold: no title, the citation still reads
        return ""


def _quote(corpus: Any, ref: str, in_corpus: bool, lang: str, parts_cited: bool = False,
           phrases: list[str] | None = None) -> tuple[str, str]:
    """Title and text of ``ref``; a unit whose parts are cited too is quoted by its own words only; when the
    ruling names the phrases that state its rules (``quotes``: a law our corpus holds in part), only the passages
    holding those phrases are quoted, never a fragment that states something else."""
    try:
        passage = corpus.get(ref)
    except Exception:
        return "", t("ruling.not_in_corpus", lang)
    title = getattr(passage, "title", "") or ""
    if not in_corpus:
        return title, t("ruling.not_in_corpus", lang)
    stated = _stated_passages(corpus, passage, phrases or [])
    if stated:
        return title, stated
    own = (passage.text or "").strip()
    if parts_cited:
        text = " ".join(own.split()) or t("ruling.see_parts", lang)
    else:
        text = " ".join((own or passage.full_text() or "").split())
    if not text:  # the page with its text is lost: only the heading survives in our copy
        return title, t("rui.heading_only", lang)
    if getattr(passage, "cut_start", False) and own and text.startswith(own.split()[0]):
        text = "… " + text  # the text begins on a lost page: say so rather than start mid-word
    if text.endswith(":"):  # the law's own words introduce its parts (cited on their own): it goes on there
        text += " …"
    if len(text) > QUOTE_LIMIT:
        text = text[:QUOTE_LIMIT].rsplit(" ", 1)[0] + " …"
    elif getattr(passage, "cut_end", False) and not text.endswith("…"):
        text += " …"
    return title, text


def _stated_passages(corpus: Any, passage: Any, phrases: list[str]) -> str:
    """The own words of each unit (``passage`` or a part of it) that hold one of ``phrases`` — its title when the
    phrase is a heading, the footnote alone when the phrase is there — marked "…" where a lost page cuts them."""
    units, found = [passage], []
    while units:
        unit = units.pop(0)
        units += [u for u in (_unit(corpus, r) for r in getattr(unit, "children", [])) if u is not None]
        own = " ".join((unit.text or "").split())
        notes = [f"{f.mark} {' '.join(f.text.split())}" for f in getattr(unit, "footnotes", []) if f.text]
        for phrase in phrases:
            norm = " ".join(phrase.split())
            note = next((n for n in notes if norm in n), None)
            if note is not None and norm not in own:  # the footnote states it: the footnote is the passage
                text = note
            elif norm in own:
                text = ("… " if getattr(unit, "cut_start", False) else "") + own
                # a lost page, or the law's words introducing parts not quoted here: it goes on
                text += " …" if (getattr(unit, "cut_end", False) or text.endswith(":")) and \
                    not text.endswith("…") else ""
            elif unit.title and norm in unit.title:
                text = unit.title
            else:
                continue
            if text not in found:
                found.append(text)
    return " […] ".join(found)


def _unit(corpus: Any, ref: str) -> Any:
    try:
        return corpus.get(ref)
    except Exception:  # a child the law base lists but cannot give: nothing to quote from it
        return None
