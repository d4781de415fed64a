#!/usr/bin/env bash
# `make deb-check`: the package as a person meets it. lintian, then a clean Debian 12 root
# (debootstrap --variant=minbase bookworm, from the mirror this machine's apt uses), where
# the package is installed with apt, a person runs mynd's first commands, and `apt-get purge`
# must leave nothing of mynd's but that person's own files. The root is made once and kept as
# .build-deb/bookworm-minbase.tar.gz; later runs unpack it. Needs root (debootstrap, chroot).
# Usage: packaging/debian/deb-check.sh dist/mynd_VERSION_ARCH.deb
set -euo pipefail
cd "$(dirname "$0")/../.."
deb=${1:?usage: $0 dist/mynd_VERSION_ARCH.deb}
[ "$(id -u)" -eq 0 ] || { echo "make deb-check: needs root (debootstrap and chroot): run it as root or with sudo" >&2; exit 1; }
[ -f "$deb" ] || { echo "make deb-check: $deb does not exist: run make deb first" >&2; exit 1; }
# Mounts (/proc, /dev in the root) live in a mount namespace of this script's own, so they
# are gone however it ends.
if [ -z "${MYND_DEB_CHECK_NS:-}" ]; then
    exec unshare -m --propagation private env MYND_DEB_CHECK_NS=1 "$0" "$@"
fi
started=$(date +%s)
say() { printf '%s\n' "deb-check: $*"; }
fail() { printf '%s\n' "deb-check: FAILED: $*" >&2; exit 1; }

say "lintian $deb"
# (lintian's advice against root concerns unpacking packages one does not trust.)
lintian --info --fail-on error,warning "$deb" 2> >(grep -v 'running with root privileges' >&2) || fail "lintian has errors or warnings above (explain a finding that stays in packaging/debian/lintian-overrides)"

# The mirror: the first Debian archive (not security) apt here uses; deb.debian.org else.
mirror=${MIRROR:-$( (cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources 2>/dev/null || true) |
    grep -oE '(URIs:|deb) +https?://[^ ]+' | awk '{print $2}' | grep -v security | grep -E '/debian/?$' | head -1 || true)}
mirror=${mirror:-http://deb.debian.org/debian}
cache=.build-deb/bookworm-minbase.tar.gz
work=$PWD/.build-deb/check
root=$work/root
rm -rf "$work"
mkdir -p "$root"
if [ ! -f "$cache" ]; then
    say "debootstrap --variant=minbase bookworm from $mirror (once; kept in $cache)"
    debootstrap --variant=minbase bookworm "$work/fresh" "$mirror" > "$work/debootstrap.log" 2>&1 ||
        fail "debootstrap failed: see $work/debootstrap.log"
    tar -C "$work/fresh" -czf "$cache.partial" . && mv "$cache.partial" "$cache"
    rm -rf "$work/fresh"
fi
tar -C "$root" -xzf "$cache"
mount -t proc proc "$root/proc"
mount --rbind /dev "$root/dev"
cp /etc/resolv.conf "$root/etc/resolv.conf"
in_root() { chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive "$@"; }
# The person: their own account, in their own zone.
in_root useradd --create-home --shell /bin/sh ana
as_ana() { chroot --userspec=ana:ana "$root" env -i HOME=/home/ana USER=ana PATH=/usr/bin:/bin LANG=C.UTF-8 TZ=Europe/Berlin "$@"; }
# Everything outside the places apt, dpkg, logs and people keep their own state.
files() {
    (cd "$root" && find . -xdev \( -path ./proc -o -path ./dev -o -path ./sys -o -path ./run -o -path ./tmp -o -path ./home \
        -o -path ./root -o -path ./var/lib/apt -o -path ./var/lib/dpkg -o -path ./var/cache -o -path ./var/log \) -prune -o -print | LC_ALL=C sort)
}

in_root apt-get update -q > "$work/apt-update.log" 2>&1 || fail "apt-get update in the root failed: see $work/apt-update.log"
files > "$work/before.txt"
packages_before=$(in_root dpkg-query -W -f='${Package}\n' | LC_ALL=C sort)
cp "$deb" "$root/tmp/"
in_root apt-get install -y -q "/tmp/$(basename "$deb")" > "$work/install.log" 2>&1 || fail "apt-get install failed: see $work/install.log"
pulled=$(comm -13 <(echo "$packages_before") <(in_root dpkg-query -W -f='${Package}\n' | LC_ALL=C sort) | grep -vx mynd | tr '\n' ' ')
say "installed with apt-get: mynd and $(echo $pulled | wc -w) packages it needs: $pulled"
[ -z "$(find "$root/etc/systemd" -name 'mynd-*' 2>/dev/null)" ] || fail "the package enabled a unit in /etc/systemd: it must be enabled for no one"

version=$(as_ana mynd --version)
say "$version"
[ "mynd_${version#mynd }_$(in_root dpkg --print-architecture).deb" = "$(basename "$deb")" ] || fail "mynd --version says $version, the package is $(basename "$deb")"
as_ana mynd init || fail "mynd init"
as_ana mynd add goal "Plant the vegetable garden" || fail "mynd add goal"
as_ana mynd run refresh --dry-run || fail "mynd run refresh --dry-run"
# The jobs the timers run, for real, by the packaged (release) binary: a release build once
# crashed in every `run refresh` that the debug build, and so every test, ran fine.
for job in refresh digest processing; do
    as_ana mynd run "$job" > "$work/run-$job.txt" 2>&1 || fail "mynd run $job: $(tail -n 1 "$work/run-$job.txt")"
done
say "mynd run refresh, digest and processing: ran"
# No desktop session in a chroot: the desktop check may fail, nothing else.
set +e
as_ana mynd doctor > "$work/doctor.txt"
doctor=$?
set -e
cat "$work/doctor.txt"
failed=$(grep '^FAIL' "$work/doctor.txt" | grep -v '^FAIL desktop:' || true)
[ $doctor -eq 0 ] || [ -z "$failed" ] || fail "doctor failed beyond the desktop: $failed"
# With a credential of hers, install plans a drop-in beside the packaged refresh unit, and no
# unit of its own (no user manager in a chroot: a dry run).
as_ana sh -c 'umask 077; mkdir -p ~/.config/mynd/credentials && echo sk-ant-test > ~/.config/mynd/credentials/anthropic-api-key'
as_ana mynd install --dry-run > "$work/install-dry-run.txt" || fail "mynd install --dry-run: $(cat "$work/install-dry-run.txt")"
cat "$work/install-dry-run.txt"
grep -q "^using the packaged units in /usr/lib/systemd/user" "$work/install-dry-run.txt" ||
    fail "mynd install did not see the packaged units"
grep -q "^would write /home/ana/.config/systemd/user/mynd-refresh.service.d/mynd-install.conf:" "$work/install-dry-run.txt" ||
    fail "mynd install would not write the credential's drop-in"
if grep -qE "^would write /home/ana/.config/systemd/user/mynd-[a-z]+\.(service|timer):" "$work/install-dry-run.txt"; then
    fail "mynd install would write whole units beside the packaged ones"
fi

in_root apt-get purge -y -q --autoremove mynd > "$work/purge.log" 2>&1 || fail "apt-get purge failed: see $work/purge.log"
# apt keeps a package that another one still installed recommends (ca-certificates, which
# mynd recommends, and openssl): they came with mynd, so they go the same way.
kept=$(comm -13 <(echo "$packages_before") <(in_root dpkg-query -W -f='${Package}\n' | LC_ALL=C sort) | tr '\n' ' ')
case " $kept " in *" mynd "*) fail "mynd is still installed after apt-get purge" ;; esac
if [ -n "${kept// /}" ]; then
    in_root apt-get purge -y -q --autoremove $kept >> "$work/purge.log" 2>&1 || fail "apt-get purge $kept failed: see $work/purge.log"
fi
files > "$work/after.txt"
left=$(diff "$work/before.txt" "$work/after.txt" || true)
[ -z "$left" ] || fail "apt-get purge left this behind (or took it): $left"
for own in .config/mynd/config.toml .config/mynd/credentials/anthropic-api-key .local/share/mynd/mynd.sqlite; do
    [ -f "$root/home/ana/$own" ] || fail "the person's ~/$own is gone after the purge"
done
say "apt-get purge --autoremove mynd (then $kept): the root is as before, but for ana's own files ($(cd "$root/home/ana" && find . -type f | wc -l) in her home)"
say "passed in $(($(date +%s) - started)) s"
