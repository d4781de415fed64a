#!/usr/bin/env python3
"""Writes Sources/MyndTemplates/BuiltinTemplates.swift from templates/*.mustache and each
language's copies in templates/LANGUAGE/*.mustache (named "de/digest.txt").

The binary carries its templates so it works without its data files; templates/ holds the
copies to edit. Run this after editing one, then `swift format format --in-place` on the file it
writes (a test fails until the two agree).
"""
import pathlib

root = pathlib.Path(__file__).resolve().parent.parent
entries = []
folder = root / "templates"
for path in sorted(folder.glob("*.mustache")) + sorted(folder.glob("*/*.mustache")):
    name = path.relative_to(folder).as_posix().removesuffix(".mustache")
    text = path.read_text(encoding="utf-8")
    if '"""#' in text:
        raise SystemExit(f"{path}: cannot contain \"\"\"#")
    entries.append(f'        "{name}": #"""\n{text.rstrip(chr(10))}\n"""#,')

swift = """/// The templates mynd ships, compiled in so the binary works without its data files. The
/// copies in `templates/` are the ones to edit; `scripts/builtin-templates.py` writes this
/// file from them, and a test keeps the two identical.
enum BuiltinTemplates {
    static let all: [String: String] = [
""" + "\n".join(entries) + """
    ]
}
"""
(root / "Sources/MyndTemplates/BuiltinTemplates.swift").write_text(swift, encoding="utf-8")
