"""Rewrite ``in_corpus`` of engine/data/citations.json from the law base, keeping the ``rules`` as they are.

Run after the corpus changes: ``.venv/bin/python -m tests.engine.update_citations_data``; then
``tests/engine/test_citations_data.py`` says which rules need a phrase (or null) and which phrases moved. It lives
with the tests because only they (and this maintainer's tool) may read both the law base and the engine's data.
"""

from __future__ import annotations

import json

import lawbase
from engine.citations import DATA


def main() -> None:
    corpus = lawbase.load()
    data = json.loads(DATA.read_text(encoding="utf-8"))
    data["in_corpus"] = [ref for ref in corpus.order if corpus.in_corpus(ref)]
    data["rules"] = dict(sorted(data["rules"].items()))
    DATA.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{DATA}: {len(data['in_corpus'])} refs held, {len(data['rules'])} rules listed")


if __name__ == "__main__":
    main()
