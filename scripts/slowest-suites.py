#!/usr/bin/env python3
"""Prints the ten slowest test suites of a run: where the suite's time goes.

    slowest-suites.py TIMES.tsv [XUNIT.xml]

Reads the lines the suites' `.timed` trait (Tests/Support/TimedTrait.swift) appends when
`MYND_TEST_TIMES` names a file: one `SUITE<TAB>SECONDS` per test case, timed from when its
body runs. (The xUnit file's times start when the run announces a test, long before a thread
is free for it: there a parse test "takes" minutes.) Tests run side by side, so the sums do
not add up to the run's wall time. Given the run's xUnit file, it also names the suites that
ran untimed (their `@Suite` lacks `.timed`).
"""
import sys
import xml.etree.ElementTree as ElementTree

COUNT = 10


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: slowest-suites.py TIMES.tsv [XUNIT.xml]")
    suites, cases = {}, {}
    try:
        with open(sys.argv[1], encoding="utf-8") as lines:
            for line in lines:
                suite, _, seconds = line.rstrip("\n").rpartition("\t")
                try:
                    suites[suite] = suites.get(suite, 0.0) + float(seconds)
                except ValueError:
                    continue
                cases[suite] = cases.get(suite, 0) + 1
    except OSError as error:
        print(f"slowest suites: cannot read {sys.argv[1]} ({error.strerror})")
        return
    if not suites:
        print("slowest suites: no timed tests in the run (is each suite marked .timed?)")
        return
    print(f"The {min(COUNT, len(suites))} slowest of {len(suites)} suites (each test's own time, added up):")
    for name, seconds in sorted(suites.items(), key=lambda item: -item[1])[:COUNT]:
        print(f"  {seconds:8.1f} s  {name} ({cases[name]} test cases)")
    if len(sys.argv) > 2:
        untimed = sorted(ran(sys.argv[2]) - set(suites))
        if untimed:
            print(f"  not timed (add .timed to their @Suite): {', '.join(untimed)}")


def ran(path):
    """The suites the xUnit file lists as run (not skipped)."""
    try:
        root = ElementTree.parse(path).getroot()
    except (OSError, ElementTree.ParseError):
        return set()
    return {case.get("classname", "?") for case in root.iter("testcase") if case.find("skipped") is None}


if __name__ == "__main__":
    main()
