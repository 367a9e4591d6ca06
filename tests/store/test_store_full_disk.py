"""A full disk at start (issue 13, found by fuzzing): reported as a full disk — not as read-only, not as
unavailable — reads keep working, and writes work again once space is freed, without a restart.

A real full filesystem: a 4 MB tmpfs mounted in a private mount namespace (``unshare``; as root directly, else in
a user namespace mapped to root), filled with a file, later deleted."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]


def test_full_disk_at_start_is_said_and_writes_resume_when_space_is_freed(tmp_path):
    mount_point = tmp_path / "mnt"
    mount_point.mkdir()
    namespace = ["unshare", "-m"] if os.geteuid() == 0 else ["unshare", "--map-root-user", "-m"]
    done = subprocess.run([*namespace, sys.executable, str(HERE / "store_full_disk_child.py"), str(mount_point)],
                          capture_output=True, text=True, timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT)},
                          check=False)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert out["existing_start"] == "open" and out["existing_read"] == "ok 1"
    assert out["existing_write_full"] == "store_disk_full"
    assert out["fresh_start"] == "store_disk_full" and out["fresh_write_full"] == "store_disk_full"
    assert out["existing_write_freed"] == "ok 2" and out["fresh_write_freed"] == "ok 1"
    assert out["existing_read_after"] == "ok 2"
