"""The on-disk cache of the built corpus: later process starts unpickle it instead of re-parsing the seeds.

The key hashes the seed bytes, the law base's own source and data files, so a change to a seed or to the parser
rebuilds it. An unwritable or unreadable cache directory is not an error: the corpus is built in memory. This
module is on every start's path, so it imports only what a cache hit needs.

Cold start anywhere (issue 13): when the cache directory cannot be written (a read-only home in a container), the
process points ``SUDYA_CACHE_DIR`` — read by this cache and the search index's alike — at the caches built with
the package (``python -m lawbase.prebuild`` when the image or package is built) if they match this code, so no
process rebuilds them. Without them the corpus is built in memory, as before.
"""

from __future__ import annotations

import hashlib
import os
import pickle
from collections.abc import Callable
from typing import Any

from lawbase.files import PACKAGE_DIR, read_bytes, seed_bytes

_PACKAGE = PACKAGE_DIR
FORMAT = b"lawbase-cache-v1"


def cache_key() -> str:
    """Hash of the seeds, the law base's source (``lawbase/*.py`` and the parser, ``lawbase/ingest/``) and the curated
    data (not the search engineer's files)."""
    digest = hashlib.sha256(FORMAT)
    digest.update(seed_bytes())
    for folder, suffix in ((str(_PACKAGE), ".py"), (os.path.join(str(_PACKAGE), "ingest"), ".py"),
                           (os.path.join(str(_PACKAGE), "data"), ".json")):
        if not os.path.isdir(folder):
            continue
        for name in sorted(os.listdir(folder)):
            if name.endswith(suffix) and not name.startswith("search"):
                digest.update(name.encode())
                digest.update(read_bytes(os.path.join(folder, name)))
    return digest.hexdigest()[:20]


def cache_dir() -> str:
    """``$SUDYA_CACHE_DIR``, else ``$XDG_CACHE_HOME/sudya``, else ``~/.cache/sudya``."""
    if os.environ.get("SUDYA_CACHE_DIR"):
        return os.environ["SUDYA_CACHE_DIR"]
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "sudya")


def cache_path() -> str:
    return os.path.join(cache_dir(), f"lawbase-{cache_key()}.pickle")


def prebuilt_dir() -> str:
    """Caches built with the package (``$SUDYA_PREBUILT_DIR``, else ``lawbase/prebuilt``): read, never written."""
    return os.environ.get("SUDYA_PREBUILT_DIR") or os.path.join(str(_PACKAGE), "prebuilt")


def _writable(folder: str) -> bool:
    try:
        os.makedirs(folder, exist_ok=True)
        return os.access(folder, os.W_OK | os.X_OK)
    except OSError:
        return False


def settle_cache_dir(key: str) -> str:
    """Where this process's caches live: the configured directory if it can be written or already holds this
    code's corpus; else the prebuilt caches when they match (exported as ``SUDYA_CACHE_DIR``, so the search index
    reads its own from there too)."""
    configured = cache_dir()
    name = f"lawbase-{key}.pickle"
    if os.path.exists(os.path.join(configured, name)) or _writable(configured):
        return configured
    prebuilt = prebuilt_dir()
    if not os.path.exists(os.path.join(prebuilt, name)):
        return configured
    os.environ["SUDYA_CACHE_DIR"] = prebuilt
    return prebuilt


def load_or_build(build: Callable[[], Any]) -> Any:
    """Unpickle the cached corpus if its key matches; otherwise build it and try to save it."""
    key = cache_key()
    path = os.path.join(settle_cache_dir(key), f"lawbase-{key}.pickle")
    try:
        with open(path, "rb") as handle:
            return pickle.load(handle)
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError, TypeError, ValueError):
        pass
    corpus = build()
    _save(path, corpus)
    return corpus


def _save(path: str, corpus: Any) -> None:
    """Write atomically (temp file + rename) so a concurrent start never reads half a file."""
    import contextlib
    import tempfile

    tmp: str | None = None
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), prefix=".lawbase-", suffix=".tmp")
        with os.fdopen(fd, "wb") as handle:
            pickle.dump(corpus, handle, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, path)
    except OSError:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
