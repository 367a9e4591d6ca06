"""/ask on situation texts: the share of texts where an accepted law is among the laws /ask names.

    .venv/bin/python bench/ask_quality.py            # dev: lawbase/data/phrasings/dev_situations*.tsv, and the
                                                     # spent sets dev_spent_ask_blind*.tsv (own columns)
    .venv/bin/python bench/ask_quality.py --blind    # also tests/search/ask_blind*.tsv (run once; docs/search.md)
    .venv/bin/python bench/ask_quality.py --misses   # list the dev and spent texts it misses (never with --blind)

A text is a hit when one of the passages /ask shows (at most six, one per law: the irregularity's law, the
recognised situations' laws and the search's best passages, each signal's best in turn; ``bot.commands.ask``)
belongs to an accepted law (``27``: any passage of Law 27; ``27B``: that section or one below it; ``DEF:…``: that
definition). The passages come from the same functions the command calls (``bot.commands.ask._hits`` on
``prefill`` and ``read`` of the text), without Discord. The dev and spent files are phrasings the search learns
from (``lawbase.search.examples``): each is scored with the bank less its own file (leave-one-file-out), so a text
never votes for its own answer; the blind sets are in no bank. Files: ``text<TAB>group<TAB>accepted…``.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot.commands.ask import _hits  # noqa: E402
from bot.intake.prefill import prefill  # noqa: E402
from bot.intake.situation import read  # noqa: E402
from lawbase.search.evaluate import Case, accepts, parse_cases  # noqa: E402
from lawbase.search.examples import Bank, bank  # noqa: E402

SEARCH = ROOT / "tests" / "search"
PHRASINGS = ROOT / "lawbase" / "data" / "phrasings"  # the dev sets (also the phrasings search learns from)
DEV = tuple(sorted(PHRASINGS.glob("dev_situations*.tsv")))
# ask_blind1 and ask_blind2 were looked at and tuned on (2 December 2026): dev data now, each in its own column.
SPENT = tuple(sorted(PHRASINGS.glob("dev_spent_ask_blind*.tsv")))
# still unseen: run once, after tuning has stopped; misses never listed
BLIND = tuple(sorted(SEARCH.glob("ask_blind*.tsv")))


def named(text: str, examples: Bank | None = None) -> list[tuple[str, str]]:
    """(ref, law) of every passage /ask shows for the text (``examples``: the search's phrasing bank)."""
    return [(hit["ref"], hit["law"]) for hit in _hits(text, prefill(text), read(text, examples), examples)]


def score(paths: tuple[Path, ...], left_out: bool = True
          ) -> tuple[dict[str, dict[str, float]], list[tuple[Case, list[str]]]]:
    """Share of hits per group (and ``all``) over the files, and the misses with what /ask named; each file is
    scored without its own phrasings when ``left_out`` (dev and spent files)."""
    counts: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    misses = []
    for path in paths:
        examples = bank().without(path.name) if left_out else None
        for case in parse_cases(path.read_text(encoding="utf-8")):
            _count(case, named(case.query, examples), counts, misses)
    return {g: {"n": n, "named": hit / max(1, n)} for g, (hit, n) in counts.items()}, misses


def _count(case: Case, shown: list[tuple[str, str]], counts: dict[str, list[int]],
           misses: list[tuple[Case, list[str]]]) -> None:
    """Count one text in its group and in ``all``; a miss is kept with what /ask named."""
    ok = any(accepts(a, ref, law) for a in case.accepted for ref, law in shown)
    for group in (case.group, "all"):
        counts[group][0] += ok
        counts[group][1] += 1
    if not ok:
        misses.append((case, [ref for ref, _ in shown]))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--blind", action="store_true", help="also score the blind /ask set(s) (run once)")
    parser.add_argument("--misses", action="store_true", help="list the dev and spent texts /ask misses")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    report = {"dev": score(DEV)}
    blind = BLIND if args.blind else ()
    for path in SPENT:
        report[path.stem] = score((path,))
    for path in blind:
        report[path.stem] = score((path,), left_out=False)
    if args.json:
        print(json.dumps({name: rates for name, (rates, _) in report.items()}, indent=2))
        return 0
    print(f"/ask names an accepted law (dev = {', '.join(p.name for p in DEV)}; spent (dev) = "
          f"{', '.join(p.name for p in SPENT)}"
          + (f"; blind = {', '.join(p.name for p in blind)}" if args.blind else "") + ")\n")
    groups = [*sorted({g for rates, _ in report.values() for g in rates if g != "all"}), "all"]
    print(f"{'group':<10}" + "".join(f"{name:>24}" for name in report))
    for group in groups:
        cells = [f"{int(r[group]['n']):>12}{r[group]['named'] * 100:11.1f}%" if group in r else " " * 24
                 for r, _ in report.values()]
        print(f"{group:<10}" + "".join(cells))
    if args.misses and not args.blind:
        for name in ("dev", *(p.stem for p in SPENT)):
            for case, shown in report[name][1]:
                print(f"  {name} [{case.group}] {case.query!r}: want {' '.join(case.accepted)}, /ask named {shown}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
