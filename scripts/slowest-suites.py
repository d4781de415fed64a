#!/usr/bin/env python3
"""Prints the ten slowest test suites of a run: where the suite's time goes.

    slowest-suites.py RESULTS.xml [COUNT]

Reads the xUnit file `swift test --xunit-output` writes (Swift Testing's is
`NAME-swift-testing.xml`) and adds up each suite's test times. Tests run in parallel, so the
sums overlap and do not add up to the run's wall time.
"""
import sys
import xml.etree.ElementTree as ElementTree


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: slowest-suites.py RESULTS.xml [COUNT]")
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    try:
        root = ElementTree.parse(sys.argv[1]).getroot()
    except (OSError, ElementTree.ParseError) as error:
        print(f"slowest suites: cannot read {sys.argv[1]} ({error})")
        return
    suites, tests = {}, {}
    for case in root.iter("testcase"):
        suite = case.get("classname", "?")
        suites[suite] = suites.get(suite, 0.0) + float(case.get("time", "0") or 0)
        tests[suite] = tests.get(suite, 0) + 1
    if not suites:
        print("slowest suites: no tests in the results")
        return
    print(f"The {min(count, len(suites))} slowest of {len(suites)} suites (test times added up; they run in parallel):")
    for name, seconds in sorted(suites.items(), key=lambda item: -item[1])[:count]:
        print(f"  {seconds:8.1f} s  {name} ({tests[name]} tests)")


if __name__ == "__main__":
    main()
