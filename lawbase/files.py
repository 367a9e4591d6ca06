"""Where the seeds live, as plain paths: imported on every start, so it stays tiny (no pathlib, no resources)."""

from __future__ import annotations

import os

PACKAGE_DIR = os.path.dirname(os.path.abspath(__file__))
CORPUS_DIR = os.path.join(PACKAGE_DIR, "corpus")
DATA_DIR = os.path.join(PACKAGE_DIR, "data")

SEED_FILES = {
    "000": "000_353c1722c23df929.txt",
    "001": "001_3a4d41d08ff3b660.txt",
    "002": "002_0be4d82753a812cd.txt",
    "003": "003_2deaebc6578547bb.txt",
}


def read_bytes(path: str) -> bytes:
    with open(path, "rb") as handle:
        return handle.read()


def seed_bytes() -> bytes:
    """All seed bytes in a fixed order: part of the cache key."""
    return b"".join(read_bytes(os.path.join(CORPUS_DIR, SEED_FILES[name])) for name in sorted(SEED_FILES))
