#!/usr/bin/env python3
"""The floor for `mynd import`: the same rows into the same schema with nothing but SQLite.

Copies an empty database that mynd made (so the schema, its checks and indexes are mynd's own),
then inserts the export file's nodes (in file order) and edges (in index order, as mynd does)
with executemany in one transaction: WAL, a 256 MiB page cache, statement journals in memory —
the settings mynd's import uses. No JSON decoding cost is hidden: the file is parsed with
Python's json module inside the measured run.

    Benchmarks/import-floor.py EMPTY_MYND_DB EXPORT_JSON OUT_DB
"""
import datetime as dt
import json
import shutil
import sqlite3
import sys


def millis(text):
    if text is None:
        return None
    return int(dt.datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp() * 1000)


def main():
    empty, export, out = sys.argv[1:4]
    shutil.copyfile(empty, out)
    with open(export, encoding="utf-8") as f:
        document = json.load(f)
    db = sqlite3.connect(out, isolation_level=None)
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("PRAGMA foreign_keys = ON")
    db.execute("PRAGMA temp_store = MEMORY")
    db.execute("PRAGMA cache_size = -262144")
    db.execute("BEGIN")
    db.executemany(
        "INSERT INTO node (id, type, content, createdAt, lastAccessedAt, completedAt, snoozedUntil, metadata) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        ((n["id"], n["nodeType"], n["content"], millis(n["createdAt"]), millis(n.get("lastAccessedAt") or n["createdAt"]),
          millis(n.get("completedAt")), millis(n.get("snoozedUntil")), json.dumps(n["metadata"]) if n.get("metadata") else None)
         for n in document["nodes"]))
    edges = sorted(document["edges"], key=lambda e: (e["sourceId"], e["edgeType"], e["targetId"]))
    db.executemany(
        "INSERT INTO edge (id, type, sourceId, targetId, weight, createdAt) VALUES (?, ?, ?, ?, ?, ?)",
        ((e["id"], e["edgeType"], e["sourceId"], e["targetId"], e.get("weight", 1), millis(e["createdAt"])) for e in edges))
    db.execute("COMMIT")
    db.close()


if __name__ == "__main__":
    main()
