# The commands in README.md: `make demo`, `make test`, `make install PREFIX=~/.local` and
# `make uninstall`; `make deb` and `make deb-check` for the Debian package (packaging/debian).
# demo and test install the Debian packages they need.
SWIFT ?= swift
# What building mynd needs, and what its tests add: the peers they start (a notification
# server, a mail server, X) and the tools they read with. `make install` takes only the first.
BUILD_PACKAGES = libsqlite3-dev tzdata libcurl4-openssl-dev libsystemd-dev libical-dev pkg-config
TEST_PACKAGES = sqlite3 python3 python3-aiosmtpd python3-dbusmock openssl dbus dbus-daemon dunst xvfb libnotify-bin procps systemd dbus-user-session util-linux bsdutils strace dovecot-imapd radicale vdirsyncer khal

# The Swift runtime and Foundation linked in: fewer shared libraries to load and bind on every
# start (measured in BENCHMARKS.md: `mynd snooze` 37 → 25 ms, 36 → 31 MiB). With the hardening
# Debian builds with: every symbol bound and the relocations read-only before main (-z now,
# -z relro), and the C parts compiled with fortified libc calls and stack protection.
# No run path (the toolchain's folder, $ORIGIN) either: with the runtime linked in the binary
# loads nothing from there, and a package must not look for libraries in such places.
HARDENING = -Xlinker -z -Xlinker now -Xlinker -z -Xlinker relro -Xcc -D_FORTIFY_SOURCE=2 -Xcc -fstack-protector-strong
RELEASE = -c release -Xswiftc -static-stdlib -Xswiftc -no-toolchain-stdlib-rpath --disable-local-rpath $(HARDENING)
# An import of a target not declared in Package.swift fails the build (the layers hold).
CHECKED = --explicit-target-dependency-import-check error
BENCH_PACKAGES = hyperfine taskwarrior time sqlite3 python3 dbus python3-dbusmock
# What `make deb` adds (dpkg-shlibdeps, strip), and what `make deb-check` tries the package with.
DEB_PACKAGES = dpkg-dev binutils
DEB_CHECK_PACKAGES = lintian debootstrap util-linux

.PHONY: deps build-deps lint format build test simulate simulate-language reliability eval-ai demo bench bench-calendar bench-smoke clean install uninstall deb deb-check

# Where `make install` puts things: PREFIX=~/.local keeps it in your home (no root needed).
PREFIX ?= /usr/local
BINDIR = $(PREFIX)/bin
SHAREDIR = $(PREFIX)/share
# zsh's folder for completions a local install adds (a package uses vendor-completions).
ZSHCOMPDIR = $(SHAREDIR)/zsh/site-functions
# Everything `make install` writes, so `make uninstall` removes exactly that.
INSTALLED = $(BINDIR)/mynd $(SHAREDIR)/mynd $(SHAREDIR)/man/man1/mynd.1 \
	$(SHAREDIR)/bash-completion/completions/mynd $(ZSHCOMPDIR)/_mynd \
	$(SHAREDIR)/fish/vendor_completions.d/mynd.fish $(SHAREDIR)/applications/mynd.desktop \
	$(SHAREDIR)/icons/hicolor/scalable/apps/mynd.svg

# Debian packages mynd builds and tests against; installed only when missing.
deps: build-deps
	@scripts/install-deps.sh $(TEST_PACKAGES)

build-deps:
	@scripts/install-deps.sh $(BUILD_PACKAGES)

build: deps
	$(SWIFT) build $(CHECKED)

# The toolchain's formatter holds the style (.swift-format); `make format` applies it.
lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift

format:
	$(SWIFT) format format --in-place --recursive Sources Tests Package.swift

# The whole suite, then the ten slowest suites (scripts/slowest-suites.py, from the times the
# suites' .timed trait writes); the run's status is the tests' own.
test: deps lint
	$(SWIFT) build --build-tests $(CHECKED)
	@mkdir -p .build && rm -f .build/test-times.tsv
	@status=0; MYND_TEST_TIMES="$$PWD/.build/test-times.tsv" $(SWIFT) test --skip-build --xunit-output .build/test-results.xml || status=$$?; \
		python3 scripts/slowest-suites.py .build/test-times.tsv .build/test-results-swift-testing.xml; exit $$status

# The reliability and security suite alone (RELIABILITY.md); `make test` runs it too.
reliability: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --filter Reliability

# Claude's texts for the evaluation set (Tests/MyndAITests/Evaluation/eval-goals.json), sent
# through the Message Batches API with the real prompts and checked as the fallback texts are:
# writes EVAL-AI.md. Costs a few cents of the key's money; not part of CI.
eval-ai:
	@test -n "$$ANTHROPIC_API_KEY" || { echo "make eval-ai: set ANTHROPIC_API_KEY (the evaluation set is sent to Claude through the Batches API)" >&2; exit 1; }
	$(SWIFT) build --build-tests
	MYND_EVAL_AI=1 $(SWIFT) test --skip-build --filter ClaudeEvaluationTests
	@cat EVAL-AI.md

demo: build
	scripts/demo.sh "$$($(SWIFT) build --show-bin-path)/mynd"

# A month in a person's life with mynd (Benchmarks/simulate.py), three persons, each with presence
# (`mynd presence`), with timing from answers only, and on the fixed schedule: writes SIMULATION.md.
simulate: deps
	$(SWIFT) build --product mynd
	python3 Benchmarks/simulate.py --mynd "$$($(SWIFT) build --show-bin-path)/mynd" --days 28 --compare desk,early,always,meetings,phone --out SIMULATION.md
	@cat SIMULATION.md

# The same month for a person who reads mynd in another language (SIM_LANGUAGE: de, es or fr;
# `[general] language` set, the goals written in it): writes SIMULATION-$(SIM_LANGUAGE).md and
# fails if a goal heard the same words twice within 7 days or a nudge was not in the language.
SIM_LANGUAGE ?= de
simulate-language: deps
	$(SWIFT) build --product mynd
	python3 Benchmarks/simulate.py --mynd "$$($(SWIFT) build --show-bin-path)/mynd" --days 28 --person desk --language $(SIM_LANGUAGE) --out SIMULATION-$(SIM_LANGUAGE).md --check
	@cat SIMULATION-$(SIM_LANGUAGE).md

# Release build, 10k and 100k graphs, mynd and Taskwarrior side by side (see BENCHMARKS.md).
bench: deps
	@scripts/install-deps.sh $(BENCH_PACKAGES)
	RELEASE="$(RELEASE)" Benchmarks/run.sh

# Only the calendar's case: refresh with a 2,400-event calendar beside refresh without one.
bench-calendar: deps
	@scripts/install-deps.sh $(BENCH_PACKAGES)
	RELEASE="$(RELEASE)" Benchmarks/calendar.sh

# The same harness on 10k nodes with 3 runs: checks that it works, measures nothing.
bench-smoke: deps
	@scripts/install-deps.sh $(BENCH_PACKAGES)
	RELEASE="$(RELEASE)" Benchmarks/run.sh --quick

clean:
	rm -rf .build .build-deb dist

# The binary (stripped: its symbol tables only serve a debugger), the shipped templates of
# every language and the units (for reference: `mynd install` writes the units your user
# manager runs), shell completions (bash-completion sources them: no #! line) and a man page,
# both generated from the command definitions by the installed binary itself
# (swift-argument-parser's generate-manual tool, run directly: its package plugin would build
# mynd again in release without RELEASE's flags, over the binary this one built), and a desktop
# entry with an icon (the notifications' desktop-entry hint names it; GNOME lists apps in its
# notification settings by it). The generated page's generic EXIT STATUS is replaced by
# share/mynd-sections.mdoc (exit statuses, FILES, ENVIRONMENT).
install: build-deps
	@scripts/install-deps.sh binutils
	$(SWIFT) build $(RELEASE) --product mynd
	install -D -m 755 "$$($(SWIFT) build $(RELEASE) --show-bin-path)/mynd" "$(DESTDIR)$(BINDIR)/mynd"
	strip --strip-unneeded --remove-section=.comment --remove-section=.note "$(DESTDIR)$(BINDIR)/mynd"
	install -d "$(DESTDIR)$(SHAREDIR)/mynd/templates" "$(DESTDIR)$(SHAREDIR)/mynd/units"
	install -m 644 templates/*.mustache "$(DESTDIR)$(SHAREDIR)/mynd/templates/"
	for language in templates/*/; do \
		install -d "$(DESTDIR)$(SHAREDIR)/mynd/$$language" && install -m 644 "$$language"*.mustache "$(DESTDIR)$(SHAREDIR)/mynd/$$language" || exit 1; \
	done
	install -m 644 units/*.service units/*.timer units/README.md "$(DESTDIR)$(SHAREDIR)/mynd/units/"
	install -D -m 644 share/mynd.desktop "$(DESTDIR)$(SHAREDIR)/applications/mynd.desktop"
	install -D -m 644 share/mynd.svg "$(DESTDIR)$(SHAREDIR)/icons/hicolor/scalable/apps/mynd.svg"
	install -d "$(DESTDIR)$(SHAREDIR)/bash-completion/completions" "$(DESTDIR)$(ZSHCOMPDIR)" \
		"$(DESTDIR)$(SHAREDIR)/fish/vendor_completions.d" "$(DESTDIR)$(SHAREDIR)/man/man1"
	"$(DESTDIR)$(BINDIR)/mynd" --generate-completion-script bash | sed '1{/^#!/d}' > "$(DESTDIR)$(SHAREDIR)/bash-completion/completions/mynd"
	"$(DESTDIR)$(BINDIR)/mynd" --generate-completion-script zsh > "$(DESTDIR)$(ZSHCOMPDIR)/_mynd"
	"$(DESTDIR)$(BINDIR)/mynd" --generate-completion-script fish > "$(DESTDIR)$(SHAREDIR)/fish/vendor_completions.d/mynd.fish"
	chmod 644 "$(DESTDIR)$(SHAREDIR)/bash-completion/completions/mynd" "$(DESTDIR)$(ZSHCOMPDIR)/_mynd" \
		"$(DESTDIR)$(SHAREDIR)/fish/vendor_completions.d/mynd.fish"
	$(SWIFT) build --product generate-manual
	"$$($(SWIFT) build --show-bin-path)/generate-manual" "$(DESTDIR)$(BINDIR)/mynd" --output-directory - \
		--date "$$(git log -1 --format=%cs 2>/dev/null || date +%F)" \
		| sed '/^\.Sh "EXIT STATUS"/,$$d' | cat - share/mynd-sections.mdoc > "$(DESTDIR)$(SHAREDIR)/man/man1/mynd.1"
	chmod 644 "$(DESTDIR)$(SHAREDIR)/man/man1/mynd.1"
	@echo "installed $(BINDIR)/mynd; now run: mynd install   (the timers and the agent, see README)"

# The Debian package, dist/mynd_VERSION_ARCH.deb (packaging/debian/build-deb.sh): the release
# build as `make install` makes it, with the user units in /usr/lib/systemd/user.
deb: build-deps
	@scripts/install-deps.sh $(DEB_PACKAGES)
	SWIFT="$(SWIFT)" packaging/debian/build-deb.sh

# The package tried as a person would meet it (packaging/debian/deb-check.sh): lintian, then
# installed into a clean Debian 12 root (debootstrap, from the mirror in /etc/apt/sources.list*;
# the root is kept in .build-deb/ for the next run), the first commands run there, then purged.
# Needs root and the mirror; not part of `make test` (see README).
deb-check: deb
	@scripts/install-deps.sh $(DEB_CHECK_PACKAGES)
	packaging/debian/deb-check.sh "$$(cat .build-deb/last-deb)"

# Removes what `make install` wrote. Run `mynd uninstall` first if you installed the units;
# your config, data and credentials stay.
uninstall:
	rm -rf $(addprefix "$(DESTDIR),$(addsuffix ",$(INSTALLED)))
