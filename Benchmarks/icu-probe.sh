#!/usr/bin/env bash
# Can mynd leave ICU's data out of its binary? Builds Benchmarks/icu-probe like mynd (release,
# `-static-stdlib`), then for each probe: its size unstripped and stripped, whether it links
# ICU's data, and what it prints about time zones and day and month names (see its
# Package.swift). Usage: Benchmarks/icu-probe.sh
set -euo pipefail
cd "$(dirname "$0")/icu-probe"
release=${RELEASE:--c release -Xswiftc -static-stdlib}
swift build $release >/dev/null
bin=$(swift build $release --show-bin-path)
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
for probe in essentials-only essentials-grdb foundation-grdb no-icu-data; do
    strip --strip-unneeded -o "$work/$probe" "$bin/$probe"
    data=$(nm "$bin/$probe" | awk '$3 ~ /^icudt[0-9]+_dat$/ {print $3}')
    size=$(nm -S "$bin/$probe" | awk '$4 ~ /^icudt[0-9]+_dat$/ {print $2}'); size=${size:+$((16#$size))}
    echo "## $probe: $(($(stat -c %s "$bin/$probe") / 1048576)) MiB, stripped $(($(stat -c %s "$work/$probe") / 1048576)) MiB; ICU data: ${data:-none}${size:+ ($((size / 1048576)) MiB)}"
    TZ=UTC stdbuf -o0 "$work/$probe" 2>&1 | sed 's/^/    /' || echo "    (exit $?)"
done
