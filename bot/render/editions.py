"""Edition notes (``lawbase.editions``) worded for people: where the 2017 Laws rule differently.

One wording for every place that shows them — ``/law`` and ``sudya law`` (under the passage), rulings (a last,
clearly separated part) and search — so the text of a note has one source (``lawbase/data/editions.json``) and
one look. Notes come in as the plain dicts of ``lawbase.editions.for_ref``/``for_ruling``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from bot.framework.reply import Field
from bot.i18n import t
from bot.render import limits


def _refs(refs: Iterable[str]) -> str:
    return ", ".join(refs)


def _concerns(note: dict[str, Any], lang: str) -> str:
    return _refs(note.get("refs_1987") or []) or "—"


def note_item(note: dict[str, Any], lang: str) -> str:
    """``• К 27B2 (в 2017 году: 27B1(b), 27B2). …`` — one note as a line of plain text."""
    return t("editions.item", lang, concerns=_concerns(note, lang), refs=_refs(note["refs"]), note=note["note"])


def text_block(notes: list[dict[str, Any]], lang: str) -> str:
    """The separated plain-text part (CLI, console-style text): a heading, then one line per note; "" when no note
    applies, so nothing is printed where the codes agree."""
    if not notes:
        return ""
    return "\n".join([f"— {t('editions.heading', lang)} —", *(note_item(n, lang) for n in notes)])


def fields(notes: list[dict[str, Any]], lang: str) -> list[Field]:
    """One embed field per note, named for the 1987 passage it concerns (values within Discord's 1024)."""
    out = []
    for note in notes:
        name = t("editions.field", lang, concerns=_concerns(note, lang))
        value = f"{note['note']}\n*{t('editions.refs_2017', lang, refs=_refs(note['refs']))}*"
        out.append(Field(limits.cut(name, limits.FIELD_NAME), limits.cut(value, limits.FIELD_VALUE)))
    return out


CUTS = (limits.FIELD_VALUE, 600, 360, 220)  # note lengths tried before falling back to one compact field
COMPACT_CUTS = (limits.FIELD_VALUE, 90, 50)  # the compact field's lengths tried, longest first


def fitted_fields(reply: Any, notes: list[dict[str, Any]], lang: str, cited: Iterable[str] = ()) -> list[Field]:
    """The note fields for ``reply``. A one-page reply stays one page (a published one-page ruling has no pager):
    full notes when they fit, else each note cut with a pointer to ``/law``, else one compact field naming the
    passages that differ. A reply that is paged already gets the notes in full (on pages of their own if need
    be)."""
    from dataclasses import replace

    from bot.render.pages import discord_pages

    if not notes:
        return []
    budget = len(discord_pages(reply))
    if budget > 1:  # already paged: the notes may take pages of their own, in full
        return fields(notes, lang)
    for cut in CUTS:
        candidate = [_cut_field(f, cut, lang, note) for f, note in zip(fields(notes, lang), notes, strict=True)]
        if len(discord_pages(replace(reply, fields=[*reply.fields, *candidate], pages=list(reply.pages)))) <= budget:
            return candidate
    refs = ", ".join(dict.fromkeys(ref for note in notes for ref in _concerned(note, list(cited))))
    compact = t("editions.compact", lang, refs=refs)
    for cut in COMPACT_CUTS:  # a ruling that nearly fills its page gets the compact line cut shorter
        candidate = [Field(t("editions.heading", lang), limits.cut(compact, cut))]
        if len(discord_pages(replace(reply, fields=[*reply.fields, *candidate], pages=list(reply.pages)))) <= budget:
            return candidate
    return []  # not even a cut line fits: the page stays one page; /law and `sudya rule --json` keep the notes


def _concerned(note: dict[str, Any], cited: list[str]) -> list[str]:
    """The note's 1987 refs that the ruling's citations touch (all of them when it cites none of them)."""
    from lawbase.editions import contains

    own = list(note.get("refs_1987") or [])
    near = [ref for ref in own if any(contains(ref, c) or contains(c, ref) for c in cited)]
    return near or own


def _cut_field(item: Field, cut: int, lang: str, note: dict[str, Any]) -> Field:
    if len(item.value) <= cut:
        return item
    first = (note.get("refs_1987") or ["—"])[0]
    more = t("editions.more", lang, ref=first)
    return Field(item.name, limits.cut(note["note"], max(cut - len(more) - 1, 40)) + "\n" + more, item.inline)


def paragraph(notes: list[dict[str, Any]], lang: str) -> str:
    """The last part of a ruling: a rule line, the bold heading, one bullet per note (Discord markdown)."""
    if not notes:
        return ""
    lines = ["", "———", f"**{t('editions.heading', lang)}**"]
    lines += [note_item(n, lang) for n in notes]
    return "\n".join(lines)


def show(settings: Any) -> bool:
    """Whether a server shows the notes: always, unless it chose ``/settings editions hide`` (a store without the
    setting, or no server at all, shows them)."""
    return getattr(settings, "editions", "show") != "hide"


SEARCH_NOTES = 3  # a search reply adds at most this many notes (the query's 2017 words rarely point to more)


def search_item(note: Any, matched: str, lang: str) -> tuple[str, str]:
    """(heading, body) for one note found by a 2017 word or law number in a search query; the body says when the
    1987 code has no such provision and names our nearest passages."""
    parts = [note.text(lang)]
    if note.absent_1987:
        parts.append(t("editions.absent_1987", lang, refs=", ".join(note.nearest_1987)))
    else:
        parts.append(t("editions.in_1987", lang, refs=", ".join(note.refs_1987)))
    parts.append(t("editions.refs_2017", lang, refs=", ".join(note.refs_2017)))
    return t("editions.search_field", lang, term=matched), "\n".join(parts)


def search_fields(matches: list[tuple[Any, str]], lang: str) -> list[Field]:
    """Embed fields for ``lawbase.editions.for_query`` matches (first :data:`SEARCH_NOTES`)."""
    out = []
    for note, matched in matches[:SEARCH_NOTES]:
        name, body = search_item(note, matched, lang)
        out.append(Field(limits.cut(name, limits.FIELD_NAME), limits.cut(body, limits.FIELD_VALUE)))
    return out


def search_text(matches: list[tuple[Any, str]], lang: str) -> str:
    """The same as plain text for ``sudya search`` ("" when the query has no 2017 word)."""
    if not matches:
        return ""
    lines = [f"— {t('editions.heading', lang)} —"]
    for note, matched in matches[:SEARCH_NOTES]:
        name, body = search_item(note, matched, lang)
        lines += [name, body]
    return "\n".join(lines)
