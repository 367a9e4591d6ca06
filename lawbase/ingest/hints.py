"""Where a headless page starts: the one fact about 001/002 that the seeds cannot tell by themselves.

001 and 002 hold every fourth page, so a page that follows a gap often begins inside a law whose heading is on
a missing page. Which law that is comes from the inventory (seed-inventory.md §3.2, §3.3, §5), which identified
each fragment against the English code. Where a later heading on the same page exists, a test checks the hint
against it (the fragment belongs to the law just before that heading).
"""

from __future__ import annotations

# (seed, page) → the ref whose text the page starts in. A page that starts with a law heading needs no hint.
PAGE_CONTEXT: dict[tuple[str, int], str] = {
    ("001", 66): "41",  # starts with the underline of the Law 41 heading (heading text on the missing top half)
    ("001", 70): "44",  # 44E-G, then the Law 45 heading
    ("001", 74): "47",  # the tail of a section before 47C (probably B: the seeds cannot settle it)
    ("001", 78): "51",  # 51B, then the Law 52 heading
    ("001", 86): "62B",  # 62B1, B2: the B label is on the missing page 85
    ("001", 94): "69A",  # the tail of 69A, then B, then the Law 70 heading
    ("002", 56): "26A2",  # mid-word tail of 26A2 ("...фицированную")
    ("002", 60): "30",  # starts with the Law 31 heading; nothing before it
    ("002", 64): "37",  # starts with the Law 38 heading
    ("002", 68): "42B",  # 42B3
    ("002", 72): "45E2",  # the tail of 45E2
    ("002", 76): "50",  # the tail of the text before 50B (intro or A: the seeds cannot settle it)
}
