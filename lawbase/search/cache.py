"""Build the index once, keep it in memory, and on disk between processes.

The cache key hashes everything the index is a function of: the shipped seed files, the source of every
``lawbase`` module (the ingest and this package), the term map, and the index format version. Computing it reads
only files, so a warm start never parses the corpus. The disk cache is an optimisation: if the cache directory
cannot be written or a cached file is unreadable, the index is built in memory and search works the same.
The file is written with ``marshal`` (built-in containers only), not pickle: loading it cannot run code, and it
loads faster. marshal's format belongs to one Python version, which is part of the key.
"""

from __future__ import annotations

import hashlib
import marshal
import os
import sys
import tempfile
import threading
from importlib import resources
from pathlib import Path

from lawbase.search.index import FORMAT_VERSION, Index, build

_MEMORY: list[Index] = []  # the index of this process, once loaded (a list: read and replaced atomically)
_LOCK = threading.Lock()
_PREFIX = "search-index-"
_SUFFIX = ".marshal"


def cache_key() -> str:
    """Hash of corpus files, lawbase code, term map and format version (hex, 20 chars)."""
    digest = hashlib.sha256(f"format={FORMAT_VERSION} python={sys.version_info[:2]}".encode())
    root = resources.files("lawbase")
    for folder, suffix in (("corpus", ".txt"), ("data", ".json"), ("data", ".toml"), ("", ".py"), ("ingest", ".py"),
                           ("search", ".py")):
        base = root / folder if folder else root
        if not base.is_dir():
            continue
        for entry in sorted(base.iterdir(), key=lambda e: e.name):
            if entry.name.endswith(suffix) and entry.is_file():
                digest.update(f"{folder}/{entry.name}".encode())
                digest.update(entry.read_bytes())
    return digest.hexdigest()[:20]


def cache_dir() -> Path:
    """The law base's cache folder (``lawbase.cache.cache_dir``): one rule for where both caches live."""
    from lawbase.cache import cache_dir as lawbase_cache_dir

    return Path(lawbase_cache_dir())


def index_path(key: str | None = None) -> Path:
    """Where the index for ``key`` (default: the current code and corpus) is cached."""
    return cache_dir() / f"{_PREFIX}{key or cache_key()}{_SUFFIX}"


def build_from_corpus() -> Index:
    """Cold build: load the corpus through the lawbase API and index it."""
    import lawbase
    from lawbase.search.docs import collect
    from lawbase.search.terms import load_terms

    terms = load_terms()
    return build(collect(lawbase.load(), terms), terms)


def _read(path: Path) -> Index | None:
    try:
        return Index.from_state(marshal.loads(path.read_bytes()))  # loads(bytes): load(file) reads piecemeal
    except Exception:
        return None


def _write(path: Path, index: Index) -> None:
    _save(path, _PREFIX, marshal.dumps(index.to_state()))


def _save(path: Path, prefix: str, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically and drop the older files of ``prefix`` (another corpus or code
    version: never read again). Never raises: a cache that cannot be written is only slower next time."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".search-", suffix=".tmp")
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.replace(tmp, path)
        for old in path.parent.glob(f"{prefix}*"):
            if old != path and not old.name.startswith("."):
                old.unlink(missing_ok=True)
    except OSError:
        return


def get_index(use_disk: bool = True) -> Index:
    """The index for the current corpus and code: from memory, else disk, else built (and then saved).

    Once in memory it is returned at once, for the life of the process (the code and the corpus a process runs
    do not change under it; ``forget`` drops it): hashing the files on every query would cost ~1 ms. Threads that
    ask at the same time wait for one load or build.
    """
    current = _MEMORY[:1]
    if current:
        return current[0]
    with _LOCK:
        if _MEMORY:
            return _MEMORY[0]
        key = cache_key()
        path = index_path(key)
        index = _read(path) if use_disk else None
        if index is None:
            index = build_from_corpus()
            if use_disk:
                _write(path, index)
        _MEMORY[:] = [index]
        return index


def load_state(prefix: str, key: str) -> object | None:
    """A built-in-containers state saved with ``save_state`` under ``key`` (``cache_key()``: the current code
    and data), or None."""
    try:
        state: object = marshal.loads((cache_dir() / f"{prefix}{key}{_SUFFIX}").read_bytes())
    except Exception:
        return None
    return state


def save_state(prefix: str, key: str, state: dict[str, list[str]]) -> None:
    """Save a state (text → words) under ``key``; older ones of the prefix go. Never raises."""
    _save(cache_dir() / f"{prefix}{key}{_SUFFIX}", prefix, marshal.dumps(state))


def forget() -> None:
    """Drop the in-memory index (benchmarks and tests use it to measure a warm load); the next use reloads."""
    with _LOCK:
        _MEMORY.clear()
