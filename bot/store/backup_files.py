"""Files of ``sudya log backup``: written under a name of their own, published without overwriting anything.

Found by fuzzing (issue 13): the backup wrote to ``PATH.partial`` and, on failure, deleted ``PATH.partial*`` —
files it had not necessarily created (an operator's ``x.db.partial``, even the live database when it was named
so) — and published with a rename that replaced whatever appeared under ``PATH`` meanwhile. Now:

- the partial file is created exclusively (``O_EXCL``, a random name next to ``PATH``), so it is ours;
- on failure only that file and the journal files SQLite made for it (names derived from its random name) are
  removed;
- publishing is ``link(partial, PATH)`` then removing the partial name: a link never replaces an existing file,
  so a ``PATH`` that appeared meanwhile (or the live database) is left alone and the backup is refused;
- ``PATH`` naming the live database (or anything existing) is refused before anything is written.
"""

from __future__ import annotations

import contextlib
import errno
import os
import tempfile
from pathlib import Path

from bot.store.errors import UNAVAILABLE, StoreError

EXISTS = "store_backup_exists"
SIDE_FILES = ("-journal", "-wal", "-shm")
NO_LINKS = (errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EMLINK, errno.ENOSYS)


def reserve(target: Path, live: str | None = None) -> Path:
    """A new empty file next to ``target`` that this backup owns; refuses an existing ``target`` or the live file."""
    if target.exists() or target.is_symlink():
        raise StoreError(EXISTS, path=str(target))
    if live and live != ":memory:" and os.path.abspath(live) == os.path.abspath(target):
        raise StoreError(EXISTS, path=str(target))
    try:
        fd, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".partial", dir=target.parent or ".")
    except OSError as exc:
        raise StoreError(UNAVAILABLE, path=str(target), detail=exc.strerror or type(exc).__name__) from None
    os.close(fd)
    return Path(name)


def discard(partial: Path) -> None:
    """Remove the partial file and SQLite's side files of it (all named after its unique name: ours)."""
    for suffix in ("", *SIDE_FILES):
        with contextlib.suppress(OSError):
            Path(str(partial) + suffix).unlink()


def publish(partial: Path, target: Path) -> None:
    """Give the finished copy its name without ever replacing a file (``link`` fails on an existing name)."""
    try:
        os.link(partial, target)
    except FileExistsError:
        discard(partial)
        raise StoreError(EXISTS, path=str(target)) from None
    except OSError as exc:
        if exc.errno not in NO_LINKS or target.exists() or target.is_symlink():
            discard(partial)
            raise StoreError(UNAVAILABLE, path=str(target), detail=exc.strerror or type(exc).__name__) from None
        os.rename(partial, target)  # a filesystem without hard links: checked just above, a rename is the best left
        return
    discard(partial)
