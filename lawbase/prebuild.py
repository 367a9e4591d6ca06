"""Build the law base and search index caches ahead of time, for processes whose cache directory is read-only.

Run it when the image or package is built (``python -m lawbase.prebuild [DIR]``; ``bin/venv`` does). It sits on
top of the package — it imports both the corpus and the search — so nothing at run time imports it, and the cache
modules below it stay free of import cycles.
"""

from __future__ import annotations

import os
import sys

import lawbase
from lawbase.cache import prebuilt_dir
from lawbase.search import warm


def prebuild(folder: str | None = None) -> list[str]:
    """Build the corpus and the search index into ``folder`` (default: the package's prebuilt directory).

    Returns the files written, readable by whichever user runs the bot.
    """
    target = folder or prebuilt_dir()
    os.makedirs(target, exist_ok=True)
    os.environ["SUDYA_CACHE_DIR"] = target
    lawbase.load()
    warm()
    written = sorted(os.path.join(target, name) for name in os.listdir(target) if not name.startswith("."))
    for path in written:
        os.chmod(path, 0o644)
    return written


if __name__ == "__main__":
    for path in prebuild(sys.argv[1] if len(sys.argv) > 1 else None):
        print(path)
