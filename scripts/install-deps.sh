#!/usr/bin/env bash
# Installs the Debian packages given as arguments, when any is missing. Needs root or sudo.
set -euo pipefail
missing=()
for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "installing: ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -q
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
if ! command -v swift >/dev/null; then
    echo "swift is not on PATH: install Swift 6.1 or later (swift.org) and run again" >&2
    exit 1
fi
