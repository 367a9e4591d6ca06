"""From seed files to repaired streams: the ingest's first half (pages, footnotes, rules, repairs, script)."""

from __future__ import annotations

from dataclasses import dataclass, field

from lawbase.ingest import repair, tokens
from lawbase.ingest.seeds import RawFootnote, Stream, build_stream
from lawbase.ingest.translit import reverse_text


@dataclass
class Repaired:
    """The repaired streams and what the repairs did (kept for tests and for docs/lawbase.md)."""

    main: str  # 003 followed by 000 (one run; the seam is inside Law 19)
    s001: str
    s002: str
    footnotes: list[RawFootnote]
    raw: dict[str, Stream] = field(default_factory=dict)
    suit_sites: int = 0


def repair_all() -> Repaired:
    """Build and repair every seed stream (inventory §7 order: pages, footnotes, rules, hyphens, glyphs)."""
    raw = {name: build_stream(name) for name in ("000", "001", "002", "003")}
    s003, suits = repair.restore_suits(repair.dehyphenate_spaced(raw["003"].text))
    s000 = reverse_text(repair.dehyphenate_spaced(raw["000"].text))
    s001 = repair.latin_ref_letters(repair.dehyphenate_lines(raw["001"].text))
    vocabulary = repair.words(s003 + s000 + s001)
    s002 = repair.latin_ref_letters(repair.reflow_paragraphs(repair.split_glued_markers(raw["002"].text), vocabulary))
    main = s003 + " " + tokens.seed("000") + s000
    notes = [_repair_note(note) for name in ("003", "000", "001", "002") for note in raw[name].footnotes]
    return Repaired(main, s001, s002, notes, raw, suits)


def _repair_note(note: RawFootnote) -> RawFootnote:
    """Footnote bodies get the same repairs as the text they were cut from."""
    text = note.text
    if note.seed == "001":
        text = repair.latin_ref_letters(repair.dehyphenate_lines(text))
    else:
        text = repair.dehyphenate_spaced(text)
    if note.seed == "000":
        text = reverse_text(text)
    return RawFootnote(note.seed, note.page, note.mark, " ".join(text.split()))
