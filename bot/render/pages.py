"""Turning a Reply's pages into Discord-sized pages: long descriptions split, overflowing fields moved on.

Each resulting page fits one embed with room for the page counter in the footer, so paging is never an API error.
"""

from __future__ import annotations

from bot.framework.reply import Field, Page, Reply
from bot.render import limits

# Room kept for " · 12/34" in the footer.
_COUNTER_ROOM = 16
# A description chunk leaves room in the 6000 total for a title, a footer and a few fields.
_DESCRIPTION_CHUNK = 3000


def fit_field(item: Field) -> Field:
    """A field cut to Discord's name/value limits (an empty name or value would be rejected: use a dash)."""
    name = limits.cut(item.name, limits.FIELD_NAME) or "—"
    value = limits.cut(item.value, limits.FIELD_VALUE) or "—"
    return Field(name, value, item.inline)


def _size(page: Page) -> int:
    fields = sum(len(f.name) + len(f.value) for f in page.fields)
    return len(page.title or "") + len(page.description) + len(page.footer or "") + fields


def split_page(page: Page, title: str | None, footer: str | None) -> list[Page]:
    """One logical page → one or more pages within every embed limit."""
    title = limits.cut(page.title or title, limits.TITLE) or None
    footer = limits.cut(page.footer or footer, limits.FOOTER - _COUNTER_ROOM) or None
    chunks = limits.split_text(page.description, _DESCRIPTION_CHUNK) if page.description else [""]
    out = [Page(chunk, (), title, footer) for chunk in chunks]
    last = out[-1]
    fields: list[Field] = []
    for item in (fit_field(f) for f in page.fields):
        candidate = Page(last.description, (*fields, item), title, footer)
        if len(fields) >= limits.FIELDS or _size(candidate) + _COUNTER_ROOM > limits.EMBED_TOTAL:
            out[-1] = Page(last.description, tuple(fields), title, footer)
            last, fields = Page("", (), title, footer), []
            out.append(last)
        fields.append(item)
    out[-1] = Page(last.description, tuple(fields), title, footer)
    return out


def discord_pages(reply: Reply) -> list[Page]:
    """All pages of ``reply`` sized for Discord, footers numbered when there is more than one."""
    pages = [p for page in reply.all_pages() for p in split_page(page, reply.title, reply.footer)]
    if len(pages) == 1:
        return pages
    total = len(pages)
    numbered = []
    for i, page in enumerate(pages, 1):
        counter = f"{i}/{total}"
        footer = f"{page.footer} · {counter}" if page.footer else counter
        numbered.append(Page(page.description, page.fields, page.title, footer))
    return numbered
