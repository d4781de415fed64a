#!/usr/bin/env python3
"""Writes Sources/MyndInstall/BuiltinUnits.swift from units/*.service and units/*.timer.

`mynd install` carries the units so an installed binary needs no source tree; units/ holds
the copies to edit. Run this after editing one, then `swift format format -i` on the file (a
test fails until the two agree).
"""
import pathlib

root = pathlib.Path(__file__).resolve().parent.parent
entries = []
for path in sorted(list((root / "units").glob("*.service")) + list((root / "units").glob("*.timer"))):
    text = path.read_text(encoding="utf-8")
    if '"""#' in text:
        raise SystemExit(f"{path}: cannot contain \"\"\"#")
    entries.append(f'        "{path.name}": #"""\n{text.rstrip(chr(10))}\n"""#,')

swift = """/// The systemd user units mynd ships, compiled in so `mynd install` works without the source
/// tree. The copies in `units/` are the ones to edit; `scripts/builtin-units.py` writes this
/// file from them, and a test keeps the two identical.
package enum BuiltinUnits {
    package static let all: [String: String] = [
""" + "\n".join(entries) + """
    ]
}
"""
target = root / "Sources/MyndInstall/BuiltinUnits.swift"
target.parent.mkdir(parents=True, exist_ok=True)
target.write_text(swift, encoding="utf-8")
