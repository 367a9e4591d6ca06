"""Fixtures of the search tests: one index per session, its disk cache in a temporary directory."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from lawbase.search.cache import build_from_corpus
from lawbase.search.evaluate import Case, parse_cases
from lawbase.search.index import Index

HERE = Path(__file__).resolve().parent
PHRASINGS = HERE.parent.parent / "lawbase" / "data" / "phrasings"  # the dev sets


@pytest.fixture(scope="session", autouse=True)
def _search_cache_dir(tmp_path_factory: pytest.TempPathFactory):
    """Keep the tests' index cache out of the user's ~/.cache."""
    old = os.environ.get("SUDYA_CACHE_DIR")
    os.environ["SUDYA_CACHE_DIR"] = str(tmp_path_factory.mktemp("search-cache"))
    yield
    if old is None:
        os.environ.pop("SUDYA_CACHE_DIR", None)
    else:
        os.environ["SUDYA_CACHE_DIR"] = old


@pytest.fixture(scope="session")
def index() -> Index:
    return build_from_corpus()


@pytest.fixture(scope="session")
def dev_cases() -> list[Case]:
    return parse_cases((PHRASINGS / "dev_queries.tsv").read_text(encoding="utf-8"))
