"""``sudya log list | export | import | stats | backup | check``: the ruling log for the operator (issue 7, cli.md).

The database is ``--db``, else ``SUDYA_DB``, else ``[storage]`` of the config (``--config``/``SUDYA_CONFIG``/
``./config.toml``); ``backend = "postgres"`` reads the shared server database instead. These commands open the
store synchronously: a CLI run is one short-lived thread, so the async facade would add nothing.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from bot.cli import emit
from bot.config import load_config
from bot.i18n import t
from bot.store import RulingStore, StoreError, open_sync_store, storage_config, validate, vocab
from bot.store.errors import CORRUPT, UNAVAILABLE
from bot.store.export import write_csv, write_json
from bot.store.jsonstream import ExportReader


def register(subparsers: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    """Add ``sudya log …``."""
    log = subparsers.add_parser("log", parents=[common], help="the ruling log: list, export, stats, backup, check")
    actions = log.add_subparsers(dest="log_command", metavar="ACTION", required=True)

    listing = actions.add_parser("list", parents=[common], help="a server's entries, newest first")
    _guild_options(listing)
    listing.add_argument("--board", type=int, default=None, help="only this board")
    listing.add_argument("--type", dest="irregularity", default=None, help="only this irregularity type")
    listing.add_argument("--director", type=int, default=None, help="only this director's id")
    listing.add_argument("--limit", type=int, default=500, help="at most this many (1..500, default 500)")
    listing.add_argument("--deleted", action="store_true", help="include deleted entries")
    listing.set_defaults(func=cmd_list)

    export = actions.add_parser("export", parents=[common], help="all of a server's entries as CSV or JSON")
    _guild_options(export)
    export.add_argument("--format", choices=("csv", "json"), default=None, help="csv (default) or json")
    export.add_argument("--deleted", action="store_true", help="include deleted entries")
    export.set_defaults(func=cmd_export)

    restore = actions.add_parser("import", parents=[common],
                                 help="append the entries of a JSON export to a server's log (new numbers)")
    restore.add_argument("file", help="a file written by `sudya log export --format json`")
    _guild_options(restore)
    restore.set_defaults(func=cmd_import)

    stats = actions.add_parser("stats", parents=[common], help="counts per irregularity type and per director")
    _guild_options(stats)
    stats.set_defaults(func=cmd_stats)

    backup = actions.add_parser("backup", parents=[common], help="a consistent copy (SQLite online backup API)")
    backup.add_argument("path", help="the new file (never overwritten)")
    backup.add_argument("--config", default=None, help="config.toml path")
    backup.set_defaults(func=cmd_backup)

    copy = actions.add_parser("copy", parents=[common],
                              help="copy the whole log into an empty database (e.g. SQLite → PostgreSQL)")
    where = copy.add_mutually_exclusive_group(required=True)
    where.add_argument("--to-postgres", metavar="DSN", help="an empty PostgreSQL database (the schema is created)")
    where.add_argument("--to-sqlite", metavar="PATH", help="a new SQLite file")
    copy.add_argument("--config", default=None, help="config.toml path")
    copy.set_defaults(func=cmd_copy)

    check = actions.add_parser("check", parents=[common], help="integrity check of the log database")
    check.add_argument("--config", default=None, help="config.toml path")
    check.set_defaults(func=cmd_check)


def _guild_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--guild", type=int, required=True, help="the Discord server id")
    parser.add_argument("--config", default=None, help="config.toml path")


def _open(args: argparse.Namespace, *, must_exist: bool = True) -> RulingStore | None:
    """The configured store; None when a SQLite file does not exist yet (reading must not create one)."""
    config = load_config(getattr(args, "config", None), db=args.db)
    cfg = storage_config(config.raw, db=args.db)
    if cfg.backend == "sqlite" and must_exist and not Path(cfg.path).exists():
        print(t("cli.log.no_db", args.lang, path=cfg.path), file=sys.stderr)
        return None
    return open_sync_store(cfg)


def _open_existing(args: argparse.Namespace) -> RulingStore:
    """The configured store, which must exist (backup and check of nothing are errors, not empty results)."""
    config = load_config(getattr(args, "config", None), db=args.db)
    cfg = storage_config(config.raw, db=args.db)
    if cfg.backend == "sqlite" and not Path(cfg.path).exists():
        raise StoreError(UNAVAILABLE, path=cfg.path, detail="no such file")
    return open_sync_store(cfg)


def _entry_line(lang: str, entry: dict[str, Any]) -> str:
    board = t("log.board_short", lang, board=entry["board"]) if entry.get("board") else "—"
    laws = " ".join(vocab.shown_laws(entry)) or "—"
    deleted = " " + t("log.deleted_mark", lang) if entry.get("deleted") else ""
    return (f"#{entry['number']}{deleted}  {entry['created_at'][:16].replace('T', ' ')}  {board}  "
            f"{vocab.type_label(entry['irregularity'], lang)}  {laws}  {entry['director_name']}  "
            f"{entry.get('notes') or ''}").rstrip()


def cmd_list(args: argparse.Namespace) -> int:
    store = _open(args)
    entries: list[dict[str, Any]] = []
    if store is not None:
        try:
            kind = vocab.lenient_type(args.irregularity) if args.irregularity else None
            found = store.list_entries(args.guild, board=args.board, irregularity=kind,
                                       director_id=args.director, include_deleted=args.deleted, limit=args.limit)
            entries = [e.to_dict() for e in found]
        finally:
            store.close()
    text = "\n".join(_entry_line(args.lang, e) for e in entries) or t("log.list.empty", args.lang)
    return emit(args, {"entries": entries}, text)


def cmd_export(args: argparse.Namespace) -> int:
    """Rows are written as they are read (chunks from one snapshot): memory stays flat at any size. The JSON
    carries each entry's history, so ``sudya log import`` restores it as it was."""
    fmt = "json" if args.json else (args.format or "csv")  # --json always means one JSON document
    store = _open(args)
    out = _binary_stdout()
    try:
        rows = store.export_rows(args.guild, include_deleted=args.deleted, history=fmt == "json") if store else []
        if fmt == "json":
            write_json(args.guild, rows, out)
            out.write(b"\n")
        else:  # the very bytes /log export attaches (UTF-8 with a BOM), whatever the terminal's encoding
            write_csv(rows, out)
        out.flush()
    finally:
        if store is not None:
            store.close()
    return 0


def cmd_import(args: argparse.Namespace) -> int:
    """Restore a JSON export into ``--guild``: one transaction, so a bad entry anywhere writes nothing."""
    validate.guild_id(args.guild)
    config = load_config(getattr(args, "config", None), db=args.db)
    cfg = storage_config(config.raw, db=args.db)
    created = cfg.backend == "sqlite" and not Path(cfg.path).exists()
    try:
        stream = open(args.file, encoding="utf-8-sig")  # noqa: SIM115 - closed below, after the import
    except OSError as exc:
        raise StoreError("log_import_unreadable", detail=exc.strerror or type(exc).__name__) from None
    store: RulingStore | None = None
    try:
        store = open_sync_store(cfg)
        result = store.import_entries(args.guild, ExportReader(stream).entries())  # type: ignore[attr-defined]
    except BaseException:
        if store is not None:
            store.close()
            store = None
        if created:  # a database this command created for a refused file is removed again: nothing written
            for leftover in (cfg.path, cfg.path + "-wal", cfg.path + "-shm"):
                Path(leftover).unlink(missing_ok=True)
        raise
    finally:
        stream.close()
        if store is not None:
            store.close()
    done = "cli.log.import_done" if result["entries"] else "cli.log.import_empty"
    return emit(args, result, t(done, args.lang, **result))


class _TextSink:
    """Bytes written to a text stream without a binary buffer (a captured stdout)."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream

    def write(self, data: bytes) -> None:
        self._stream.write(data.decode("utf-8"))

    def flush(self) -> None:
        self._stream.flush()


def _binary_stdout() -> Any:
    sys.stdout.flush()
    return getattr(sys.stdout, "buffer", None) or _TextSink(sys.stdout)


def cmd_stats(args: argparse.Namespace) -> int:
    store = _open(args)
    if store is None:
        data: dict[str, Any] = {"guild_id": args.guild, "total": 0, "by_irregularity": {}, "by_director": []}
    else:
        try:
            data = store.stats(args.guild).to_dict()
        finally:
            store.close()
    lines = [t("log.stats.total", args.lang, total=data["total"])]
    lines += [f"  {vocab.type_label(kind, args.lang)}: {n}" for kind, n in data["by_irregularity"].items()]
    lines += [f"  {d['director_name']} ({d['director_id']}): {d['count']}" for d in data["by_director"]]
    return emit(args, data, "\n".join(lines))


def cmd_backup(args: argparse.Namespace) -> int:
    store = _open_existing(args)
    try:
        result = store.backup(args.path)
    finally:
        store.close()
    return emit(args, result, t("cli.log.backup_done", args.lang, **result))


def cmd_copy(args: argparse.Namespace) -> int:
    """The configured log (source) into an empty target: how a club moves to PostgreSQL when it shards."""
    from bot.store.copy import copy_log
    from bot.store.pg_store import PgRulingStore
    from bot.store.sqlite_store import SqliteRulingStore

    source = _open_existing(args)
    try:
        if args.to_postgres:
            target: RulingStore = PgRulingStore(args.to_postgres)
            where = target.path  # type: ignore[attr-defined]
        else:
            if Path(args.to_sqlite).exists():
                raise StoreError("store_backup_exists", path=args.to_sqlite)
            target, where = SqliteRulingStore(args.to_sqlite), args.to_sqlite
        try:
            counts = copy_log(source, target)  # type: ignore[arg-type]
        finally:
            target.close()
    finally:
        source.close()
    data = {"target": where, **counts}
    return emit(args, data, t("cli.log.copy_done", args.lang, **data))


def cmd_check(args: argparse.Namespace) -> int:
    store = _open_existing(args)
    try:
        result = store.integrity_check()
    finally:
        store.close()
    if result != "ok":
        raise StoreError(CORRUPT, path=getattr(store, "path", "?"), detail=result[:300])
    return emit(args, {"integrity_check": result, "backend": store.backend}, result)
