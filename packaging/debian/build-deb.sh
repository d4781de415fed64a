#!/usr/bin/env bash
# Builds dist/mynd_VERSION_ARCH.deb (`make deb`): `make install` into a staging root with
# Debian's paths, the packaged user units, the docs Debian asks for, and a control file whose
# Depends come from dpkg-shlibdeps (what the binary links) plus the libraries mynd loads with
# dlopen (libcurl4, libsystemd0), each at the least version that has every function mynd
# asks it for. Prints the package's path, and keeps it in .build-deb/last-deb.
set -euo pipefail
cd "$(dirname "$0")/../.."
here=packaging/debian
work=$PWD/.build-deb/package
stage=$work/root
rm -rf "$work"
mkdir -p "$work/debian" dist

# The files, where Debian keeps them: zsh completions in vendor-completions (site-functions
# is for the local administrator).
make --no-print-directory install DESTDIR="$stage" PREFIX=/usr ZSHCOMPDIR=/usr/share/zsh/vendor-completions
binary=$stage/usr/bin/mynd
version=$("$binary" --version | cut -d' ' -f2)
arch=$(dpkg --print-architecture)

# The units as the package ships them, enabled for no one (`mynd install` enables them for a
# person); their reference copies in share/mynd/units would only say the same twice.
rm -rf "$stage/usr/share/mynd/units"
"$binary" install --packaged-units "$stage/usr/lib/systemd/user" >/dev/null
chmod 644 "$stage"/usr/lib/systemd/user/*

# Documentation: the copyright, the changelog (one entry per version, dated by the commit it
# was built from, not by the day of the build), the man page compressed.
doc=$stage/usr/share/doc/mynd
install -d "$doc" "$stage/usr/share/lintian/overrides"
install -m 644 "$here/copyright" "$doc/copyright"
install -m 644 "$here/lintian-overrides" "$stage/usr/share/lintian/overrides/mynd"
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}
maintainer=$(sed -n 's/^Maintainer: //p' "$here/control")
cat > "$work/debian/changelog" <<CHANGELOG
mynd ($version) unstable; urgency=medium

  * mynd $version, built from its source tree ($(git rev-parse --short HEAD 2>/dev/null || echo "no git")).

 -- $maintainer  $(date -u -R -d "@$SOURCE_DATE_EPOCH")
CHANGELOG
# A native package (mynd packages itself): its one changelog is changelog.gz.
gzip -9n < "$work/debian/changelog" > "$doc/changelog.gz"
gzip -9n "$stage/usr/share/man/man1/mynd.1"
chmod 644 "$doc"/* "$stage/usr/share/man/man1/mynd.1.gz"

# Every component linked in must be named in the copyright file, at the version built.
for checkout in .build/checkouts/*/; do
    name=$(basename "$checkout")
    version_of=$(python3 -c 'import json, sys; pins = json.load(open("Package.resolved"))["pins"]; print(next(p["state"].get("version", "") for p in pins if p["identity"] == sys.argv[1].lower()))' "$name")
    grep -q "^Comment: $name $version_of, " "$here/copyright" || {
        echo "make deb: $name $version_of is linked into mynd but not in $here/copyright: add its licence there" >&2
        exit 1
    }
done

# Depends: what the binary links (dpkg-shlibdeps), then what it loads with dlopen.
cp "$here/control" "$work/debian/control"
mkdir -p "$stage/DEBIAN"
(cd "$work" && dpkg-shlibdeps -Tdebian/substvars "$binary")
dlopened=()
for soname in $(sed -n 's/.*dlopen("\([^"]*\)".*/\1/p' Sources/C*/*.c | sort -u); do
    package=$(dpkg-query -S "*/$soname" | grep -v -- '-dev:' | head -1 | cut -d: -f1)
    symbols=/var/lib/dpkg/info/$package:$arch.symbols
    # The least version that has every function mynd looks up in it (their names are in the
    # binary, for dlsym).
    least=$(strings -n 4 "$binary" | sort -u | awk -v file="$symbols" '
        BEGIN { while ((getline line < file) > 0) if (line ~ /^ /) { split(line, f, " "); sub(/@.*/, "", f[1]); version[f[1]] = f[2] } }
        ($0 in version) { print version[$0] }' | sort -V | tail -1)
    dlopened+=("$package${least:+ (>= $least)}")
done
(IFS=,; echo "dlopen:Depends=${dlopened[*]}" | sed 's/,/, /g') >> "$work/debian/substvars"
(cd "$work" && dpkg-gencontrol -v"$version" -Tdebian/substvars -Proot)

# md5sums, then the package: files owned by root, xz as Debian's own.
(cd "$stage" && find . -type f ! -path './DEBIAN/*' -printf '%P\0' | LC_ALL=C sort -z | xargs -0 md5sum > DEBIAN/md5sums)
chmod 644 "$stage/DEBIAN/md5sums"
deb=dist/mynd_${version}_${arch}.deb
dpkg-deb --root-owner-group -Zxz --build "$stage" "$deb" >/dev/null
echo "$deb" > .build-deb/last-deb
echo "built $deb"
