"""Search quality on the dev set: ours vs two baselines, per language group, in one run.

    .venv/bin/python bench/search_quality.py [--failures] [--stemmers] [--holdout] [--json]
    .venv/bin/python bench/search_quality.py --spent [--failures]  # dev and spent sets side by side (their misses)
    .venv/bin/python bench/search_quality.py --blind      # dev, spent and blind sets side by side (hit@1/hit@3)

"Ours" is what ``/search`` runs: the situation reader (``bot.intake.situation``: calls, cards and the concepts of
the lexicon) in front of ``lawbase.search``; ``ours (words)`` is ``lawbase.search`` alone on the raw text.
``--blind`` scores the blind sets (``tests/search/blind*_queries.tsv``, written by people who had not seen the
code, the lexicon or the dev sets, and frozen before this was run) next to the dev sets
(``lawbase/data/phrasings/dev_queries.tsv`` and the situation batches ``dev_situations*.tsv``); a blind set looked at
to fix misses is spent: it moves to ``lawbase/data/phrasings/dev_spent_*.tsv``, counted as dev (shown in its own
column) and never as blind. The dev files are also phrasings the search learns from, so each is scored by a bank
without its own phrasings (leave-one-file-out, ``left_out_system``).

Baselines index whole-law texts (title + full text of each law in the corpus, each definition as its own
document, and the English title of each law the seeds lack, so no answer is unreachable for them):
  * rapidfuzz: ``process.extract(query, texts, scorer=fuzz.WRatio)``;
  * fts5: SQLite FTS5, ``unicode61`` tokenizer, ranked by ``bm25()``, query words OR-ed.
Baselines answer with whole laws, so the side-by-side table judges every system at law level (an accepted
section counts as its law); ours is also shown strictly (the accepted section itself, or one below it).
``--holdout`` also scores the held-out sets (never used for tuning). ``--stemmers`` rebuilds our index with
other Russian stemmers (none, 5-letter prefix) to show why Snowball.
"""

from __future__ import annotations

import argparse
import json
import re
import sqlite3
import sys
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rapidfuzz import fuzz, process  # noqa: E402

import lawbase  # noqa: E402
from lawbase.search import index as index_module  # noqa: E402
from lawbase.search import search_index  # noqa: E402
from lawbase.search.cache import build_from_corpus, get_index  # noqa: E402
from lawbase.search.evaluate import Case, evaluate, parse_cases  # noqa: E402
from lawbase.search.examples import bank  # noqa: E402
from lawbase.search.normalize import fold_key  # noqa: E402

PHRASINGS = ROOT / "lawbase" / "data" / "phrasings"  # the dev sets, also the phrasings search learns from
DEV_SET = PHRASINGS / "dev_queries.tsv"
HOLDOUT_SETS = tuple(PHRASINGS / f"{name}_queries.tsv" for name in ("holdout", "holdout2", "holdout3"))
GROUPS = ("ru", "typo", "translit", "en", "mixed", "ref", "all")
# Questions no law answers: every one should come back with ``confident`` false.
OFF_TOPIC = [
    "погода в москве", "рецепт борща", "how to bake bread", "asdfgh", "qwerty", "футбол чемпионат",
    "python programming", "купить билет на поезд", "cat pictures", "лучший ресторан", "hello world",
    "что такое любовь", "stock market", "играть на гитаре", "машина сломалась", "привет как дела",
    "weather tomorrow", "смешные картинки", "1234567", "bitcoin price", "шахматы сицилианская защита",
    "покер блеф ставки",
]


def whole_law_docs() -> list[tuple[str, str, str]]:
    """(ref, law, text) per law / definition, the baselines' documents."""
    corpus = lawbase.load()
    docs = []
    have = set()
    for passage in corpus.passages():
        if passage.law == "DEF" and passage.ref != "DEF":
            docs.append((passage.ref, "DEF", f"{passage.title or ''} {passage.text}"))
        elif passage.ref == passage.law and passage.law.isdigit():
            have.add(passage.law)
            docs.append((passage.ref, passage.law, f"{passage.title or ''} {passage.full_text()}"))
    for entry in corpus.glossary:
        for i, (ref, law, text) in enumerate(docs):
            if ref == entry.ref:
                docs[i] = (ref, law, f"{text} {entry.english}")
    for row in corpus.catalog:
        if str(row.number) not in have:
            docs.append((str(row.number), str(row.number), f"{row.title_ru or ''} {row.title_en}"))
    return docs


def rapidfuzz_system(docs: list[tuple[str, str, str]]) -> Callable[[str], list[tuple[str, str]]]:
    texts = [text for _, _, text in docs]

    def run(query: str) -> list[tuple[str, str]]:
        found = process.extract(query, texts, scorer=fuzz.WRatio, limit=10)
        return [(docs[i][0], docs[i][1]) for _, _, i in found]

    return run


def fts5_system(docs: list[tuple[str, str, str]]) -> Callable[[str], list[tuple[str, str]]]:
    db = sqlite3.connect(":memory:")
    db.execute("CREATE VIRTUAL TABLE docs USING fts5(ref UNINDEXED, law UNINDEXED, body, tokenize='unicode61')")
    db.executemany("INSERT INTO docs VALUES (?, ?, ?)", docs)

    def run(query: str) -> list[tuple[str, str]]:
        words = re.findall(r"\w+", query.lower())
        if not words:
            return []
        expression = " OR ".join('"' + w.replace('"', "") + '"' for w in words)
        rows = db.execute(
            "SELECT ref, law FROM docs WHERE docs MATCH ? ORDER BY bm25(docs) LIMIT 10", (expression,)
        ).fetchall()
        return [(ref, law) for ref, law in rows]

    return run


def ours_system(index: index_module.Index, examples: Any = None) -> Callable[[str], list[tuple[str, str]]]:
    """What /search answers: the situation reader, then the ranked search with its concepts (and ``examples``:
    the phrasing bank, by default the shipped one)."""
    from bot.intake.situation import search as read_and_search

    def run(query: str) -> list[tuple[str, str]]:
        return [(hit.ref, hit.law) for hit in read_and_search(query, 10, index, examples).hits]

    return run


def left_out_system(index: index_module.Index, paths: Iterable[Path]) -> Callable[[str], list[tuple[str, str]]]:
    """``ours_system`` for dev files, each query ranked without the phrasings of the file(s) it comes from: the
    phrasings are dev data, so a dev query must not vote for its own answer (leave-one-file-out)."""
    sources: dict[str, set[str]] = {}
    for path in paths:
        for case in parse_cases(path.read_text(encoding="utf-8")):
            sources.setdefault(case.query, set()).add(path.name)
    full = bank()

    def run(query: str) -> list[tuple[str, str]]:
        return ours_system(index, full.without(*sorted(sources.get(query, ()))))(query)

    return run


def words_system(index: index_module.Index) -> Callable[[str], list[tuple[str, str]]]:
    """``lawbase.search`` alone on the raw text (the lexicon's concepts from the words, no reader)."""
    def run(query: str) -> list[tuple[str, str]]:
        return [(hit.ref, hit.law) for hit in search_index(index, query, 10).hits]

    return run


DEV_SITUATIONS = tuple(sorted(PHRASINGS.glob("dev_situations*.tsv")))
# Blind sets whose misses were looked at and tuned on: dev data now (and phrasings), each in its own column.
SPENT_SETS = tuple(sorted(PHRASINGS.glob("dev_spent_blind*.tsv")))
# The blind sets still unseen: run once, after tuning has stopped; their misses are never listed.
BLIND_SETS = tuple(sorted((ROOT / "tests" / "search").glob("blind*_queries.tsv")))


def _set_name(path: Path) -> str:
    return path.name.removesuffix(".tsv").removesuffix("_queries")


def blind_report(index: index_module.Index, blind: bool = True) -> dict[str, dict[str, dict[str, float]]]:
    """hit@1/hit@3/MRR per group (and ``all``) of ours on the dev sets, each spent set and (when asked) each
    blind set."""
    dev = parse_cases(DEV_SET.read_text(encoding="utf-8"))
    dev += [case for path in DEV_SITUATIONS for case in parse_cases(path.read_text(encoding="utf-8"))]
    out = {"dev": evaluate(dev, left_out_system(index, (DEV_SET, *DEV_SITUATIONS)))[0]}
    for path in SPENT_SETS:
        if path.exists():
            run = left_out_system(index, (path,))
            out[_set_name(path)] = evaluate(parse_cases(path.read_text(encoding="utf-8")), run)[0]
    for path in BLIND_SETS if blind else ():
        out[_set_name(path)] = evaluate(parse_cases(path.read_text(encoding="utf-8")), ours_system(index))[0]
    return out


def spent_failures(index: index_module.Index) -> list[str]:
    """The spent sets' misses at rank 1 (strict), one line each: they are dev data now."""
    lines = []
    for path in SPENT_SETS:
        run = left_out_system(index, (path,))
        _, ranks = evaluate(parse_cases(path.read_text(encoding="utf-8")), run)
        for case, rank in ranks:
            if rank != 1:
                got = [ref for ref, _ in run(case.query)[:3]]
                lines.append(f"  {path.stem} [{case.group}] {case.query!r}: rank {rank}, "
                             f"want {' '.join(case.accepted)}, got {got}")
    return lines


def side_by_side(report: dict[str, dict[str, dict[str, float]]]) -> str:
    """One row per group, one column pair (hit@1, hit@3) per set; groups a set lacks are blank."""
    sets = list(report)
    groups = [*sorted({g for rates in report.values() for g in rates if g != "all"}), "all"]
    lines = [f"{'group':<10}" + "".join(f"{name:>24}" for name in sets),
             " " * 10 + "".join(f"{'n':>6}{'hit@1':>9}{'hit@3':>9}" for _ in sets)]
    for group in groups:
        cells = []
        for name in sets:
            rate = report[name].get(group)
            cells.append(f"{int(rate['n']):>6}{rate['hit@1'] * 100:8.1f}%{rate['hit@3'] * 100:8.1f}%" if rate
                         else " " * 24)
        lines.append(f"{group:<10}" + "".join(cells))
    return "\n".join(lines)


def table(results: dict[str, dict[str, dict[str, float]]]) -> str:
    systems = list(results)
    head = f"{'group':<9}{'n':>4}  " + "  ".join(f"{s:^22}" for s in systems)
    sub = " " * 15 + "  ".join(f"{'hit@1':>7}{'hit@3':>7}{'MRR':>7} " for _ in systems)
    lines = [head, sub]
    for group in GROUPS:
        row = results[systems[0]].get(group)
        if not row:
            continue
        cells = []
        for system in systems:
            r = results[system][group]
            cells.append(f"{r['hit@1'] * 100:6.1f}%{r['hit@3'] * 100:6.1f}%{r['mrr']:7.3f} ")
        lines.append(f"{group:<9}{int(row['n']):>4}  " + "  ".join(cells))
    return "\n".join(lines)


def beats_baselines(results: dict[str, dict[str, dict[str, float]]]) -> list[str]:
    """Groups where ours (law level) is not strictly better than each baseline on hit@1, hit@3 and MRR."""
    losses = []
    for group in GROUPS:
        ours = results["ours (law)"].get(group)
        for base in ("rapidfuzz", "fts5"):
            other = results[base].get(group)
            if ours and other and any(ours[m] <= other[m] and other[m] < 1.0 for m in ("hit@1", "hit@3", "mrr")):
                losses.append(f"{group} vs {base}")
    return losses


def stemmer_ablation(cases: list[Case]) -> dict[str, dict[str, float]]:
    """hit@1/hit@3/MRR (strict, all groups) with Snowball, with no stemming and with a 5-letter prefix."""
    original = index_module.stem_ru
    variants = {"snowball": original, "none": lambda w: fold_key(w), "prefix5": lambda w: fold_key(w)[:5]}
    out = {}
    try:
        for name, stemmer in variants.items():
            index_module.stem_ru = stemmer
            index = build_from_corpus()
            rates, _ = evaluate(cases, ours_system(index))
            out[name] = rates["all"]
    finally:
        index_module.stem_ru = original
    return out


def calibration(cases: list[Case], index: index_module.Index) -> dict[str, float]:
    """How honest ``confident`` is: share confident, hit@1 when confident / not, off-topic flagged."""
    from lawbase.search.evaluate import rank_of

    sure = unsure = sure_ok = unsure_ok = 0
    for case in cases:
        result = search_index(index, case.query, 10)
        ok = rank_of(case, [(h.ref, h.law) for h in result.hits]) == 1
        if result.confident:
            sure, sure_ok = sure + 1, sure_ok + ok
        else:
            unsure, unsure_ok = unsure + 1, unsure_ok + ok
    flagged = sum(not search_index(index, q, 10).confident for q in OFF_TOPIC)
    return {"confident_share": sure / max(1, len(cases)), "hit1_confident": sure_ok / max(1, sure),
            "hit1_unconfident": unsure_ok / max(1, unsure), "unconfident_n": unsure,
            "off_topic_flagged": flagged, "off_topic_n": len(OFF_TOPIC)}


def compare(
    cases: list[Case], index: index_module.Index, docs: list[tuple[str, str, str]]
) -> tuple[dict[str, dict[str, dict[str, float]]], dict[str, list[tuple[Case, int | None]]]]:
    """Ours (strict and law level) and both baselines (law level) on the same cases."""
    results, ranks = {}, {}
    results["ours"], ranks["ours"] = evaluate(cases, ours_system(index))
    results["ours (law)"], _ = evaluate(cases, ours_system(index), by_law=True)
    results["ours (words)"], _ = evaluate(cases, words_system(index), by_law=True)
    results["rapidfuzz"], _ = evaluate(cases, rapidfuzz_system(docs), by_law=True)
    results["fts5"], _ = evaluate(cases, fts5_system(docs), by_law=True)
    return results, ranks


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--failures", action="store_true", help="list the queries ours misses at rank 1")
    parser.add_argument("--stemmers", action="store_true", help="also compare Russian stemmers")
    parser.add_argument("--holdout", action="store_true", help="also score the held-out set")
    parser.add_argument("--json", action="store_true", help="print the numbers as JSON")
    parser.add_argument("--blind", action="store_true", help="dev, spent and blind sets side by side (run once)")
    parser.add_argument("--spent", action="store_true", help="dev and spent sets side by side (with --failures: "
                        "the spent sets' misses)")
    args = parser.parse_args(argv)
    if args.blind or args.spent:
        report = blind_report(get_index(), blind=args.blind)
        if args.json:
            print(json.dumps(report, ensure_ascii=False, indent=2))
            return 0
        names = ", ".join(p.name for p in BLIND_SETS) if args.blind else "(not run)"
        print(f"ours (situation reader + search), strict: dev = {DEV_SET.name} + "
              f"{', '.join(p.name for p in DEV_SITUATIONS)}; spent (dev) = "
              f"{', '.join(p.name for p in SPENT_SETS)}; blind = {names}\n")
        print(side_by_side(report))
        if args.failures and not args.blind:
            print("\nspent sets, missed at rank 1 (strict):")
            print("\n".join(spent_failures(get_index())))
        return 0
    cases = parse_cases(DEV_SET.read_text(encoding="utf-8"))
    docs = whole_law_docs()
    index = get_index()
    started = time.perf_counter()
    results, ranks = compare(cases, index, docs)
    elapsed = time.perf_counter() - started
    losses = beats_baselines(results)
    extra: dict = {"calibration": calibration(cases, index)}
    if args.stemmers:
        extra["stemmers"] = stemmer_ablation(cases)
    if args.holdout:
        extra["holdout"] = {
            path.name: compare(parse_cases(path.read_text(encoding="utf-8")), index, docs)[0] for path in HOLDOUT_SETS
        }
    if args.json:
        print(json.dumps({"results": results, "losses": losses, **extra}, ensure_ascii=False, indent=2))
        return 0
    print(f"dev set: {len(cases)} queries ({DEV_SET.relative_to(ROOT)}), evaluated in {elapsed:.1f} s\n")
    print(table(results))
    print("\nours beats both baselines in every group:", "yes" if not losses else f"NO ({', '.join(losses)})")
    cal = extra["calibration"]
    print(f"\nconfidence: {cal['confident_share'] * 100:.1f} % of dev queries confident, hit@1 "
          f"{cal['hit1_confident'] * 100:.1f} % when confident vs {cal['hit1_unconfident'] * 100:.1f} % when not "
          f"(n={cal['unconfident_n']}); off-topic questions flagged: {cal['off_topic_flagged']}/{cal['off_topic_n']}")
    for name, held in extra.get("holdout", {}).items():
        print(f"\nheld-out set tests/search/{name} (never used for tuning):\n")
        print(table(held))
    for name, rates in extra.get("stemmers", {}).items():
        print(f"stemmer {name:<9} hit@1 {rates['hit@1'] * 100:5.1f}%  hit@3 {rates['hit@3'] * 100:5.1f}%  "
              f"MRR {rates['mrr']:.3f}")
    if args.failures:
        print("\nmissed at rank 1 (strict):")
        for case, rank in ranks["ours"]:
            if rank != 1:
                got = [ref for ref, _ in ours_system(index)(case.query)[:3]]
                print(f"  [{case.group}] {case.query!r}: rank {rank}, want {' '.join(case.accepted)}, got {got}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
