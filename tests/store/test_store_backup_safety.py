"""``sudya log backup PATH`` never deletes a file it did not create, nor the live database (issue 13, found by
fuzzing), and never replaces a file that appears under PATH while it runs. Both backends."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from bot.store import NewEntry, StoreError, backup_files


def add(store) -> None:
    store.add_entry(NewEntry(guild_id=1, channel_id=1, director_id=1, director_name="TD", irregularity="revoke"))


def strangers(folder: Path, name: str) -> dict[Path, bytes]:
    """Files an operator happens to keep next to the backup, named like the old partial files."""
    files = {folder / f"{name}.partial": b"mine", folder / f"{name}.partial-journal": b"also mine",
             folder / f"{name}.partial.old": b"keep"}
    for path, data in files.items():
        path.write_bytes(data)
    return files


def test_failed_backup_removes_only_its_own_files(store, tmp_path, monkeypatch):
    add(store)
    files = strangers(tmp_path, "copy.db")
    before = set(tmp_path.iterdir())

    def broken(partial, target):
        raise StoreError("store_unavailable", path=str(target), detail="simulated failure while publishing")

    monkeypatch.setattr(backup_files, "publish", broken)
    with pytest.raises(StoreError):
        store.backup(str(tmp_path / "copy.db"))
    assert set(tmp_path.iterdir()) == before  # nothing left, nothing taken
    assert all(path.read_bytes() == data for path, data in files.items())


def test_backup_with_strangers_around_succeeds_and_leaves_them(store, tmp_path):
    add(store)
    files = strangers(tmp_path, "copy.db")
    result = store.backup(str(tmp_path / "copy.db"))
    assert result["entries"] == 1 and Path(result["path"]).stat().st_size > 0
    assert all(path.read_bytes() == data for path, data in files.items())
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".")) == []


def test_live_database_and_existing_files_are_refused_untouched(make_store, backend, tmp_path):
    store = make_store()
    add(store)
    if backend == "sqlite":
        live = Path(make_store.target)
        size = live.stat().st_size
        with pytest.raises(StoreError) as caught:
            store.backup(str(live))
        assert caught.value.code == "store_backup_exists" and live.stat().st_size == size
        assert store.count_entries(1) == 1
    link = tmp_path / "dangling.db"
    link.symlink_to(tmp_path / "nowhere.db")
    with pytest.raises(StoreError) as caught:
        store.backup(str(link))
    assert caught.value.code == "store_backup_exists" and link.is_symlink() and not (tmp_path / "nowhere.db").exists()


def test_a_file_appearing_under_the_name_meanwhile_is_not_replaced(store, tmp_path, monkeypatch):
    add(store)
    out = tmp_path / "out"
    out.mkdir()
    target = out / "copy.db"
    real = backup_files.publish

    def racing(partial, to):
        to.write_bytes(b"someone else's file")
        real(partial, to)

    monkeypatch.setattr(backup_files, "publish", racing)
    with pytest.raises(StoreError) as caught:
        store.backup(str(target))
    assert caught.value.code == "store_backup_exists" and target.read_bytes() == b"someone else's file"
    assert [p.name for p in out.iterdir()] == ["copy.db"]


def test_filesystem_without_links_still_publishes(store, tmp_path, monkeypatch):
    add(store)

    def no_link(*args):
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_link)
    out = tmp_path / "out"
    out.mkdir()
    assert store.backup(str(out / "copy.db"))["entries"] == 1
    assert [p.name for p in out.iterdir()] == ["copy.db"]
