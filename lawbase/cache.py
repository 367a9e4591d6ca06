"""The on-disk cache of the built corpus: later process starts unpickle it instead of re-parsing the seeds.

The key hashes the seed bytes, the law base's own source and data files, so a change to a seed or to the parser
rebuilds it. An unwritable or unreadable cache directory is not an error: the corpus is built in memory.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import pickle
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from lawbase.seeds import seed_bytes

_PACKAGE = Path(__file__).resolve().parent
FORMAT = b"lawbase-cache-v1"


def cache_key() -> str:
    """Hash of the seeds, the parser's source and the curated data (not the search engineer's files)."""
    digest = hashlib.sha256(FORMAT)
    digest.update(seed_bytes())
    for path in sorted(_PACKAGE.glob("*.py")) + sorted((_PACKAGE / "data").glob("*")):
        if path.name.startswith("search") or not path.is_file():
            continue
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:20]


def cache_dir() -> Path:
    """``$SUDYA_CACHE_DIR``, else ``$XDG_CACHE_HOME/sudya``, else ``~/.cache/sudya``."""
    if os.environ.get("SUDYA_CACHE_DIR"):
        return Path(os.environ["SUDYA_CACHE_DIR"])
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "sudya"


def cache_path() -> Path:
    return cache_dir() / f"lawbase-{cache_key()}.pickle"


def load_or_build(build: Callable[[], Any]) -> Any:
    """Unpickle the cached corpus if its key matches; otherwise build it and try to save it."""
    path = cache_path()
    try:
        with path.open("rb") as handle:
            return pickle.load(handle)
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError, TypeError):
        pass
    corpus = build()
    _save(path, corpus)
    return corpus


def _save(path: Path, corpus: Any) -> None:
    """Write atomically (temp file + rename) so a concurrent start never reads half a file."""
    tmp: str | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".lawbase-", suffix=".tmp")
        with os.fdopen(fd, "wb") as handle:
            pickle.dump(corpus, handle, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, path)
    except OSError:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
