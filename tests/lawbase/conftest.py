"""Shared fixtures: the corpus and the intermediate ingest products, built once per test session."""

from __future__ import annotations

import pytest

import lawbase
from lawbase.ingest.build import parse_all
from lawbase.ingest.streams import repair_all


@pytest.fixture(scope="session")
def corpus() -> lawbase.Corpus:
    return lawbase.load()


@pytest.fixture(scope="session")
def repaired():
    return repair_all()


@pytest.fixture(scope="session")
def parsed(repaired):
    return parse_all(repaired)
