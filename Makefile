# The commands in README.md: `make demo`, `make test`, `make install PREFIX=~/.local` and
# `make uninstall`. demo and test install the Debian packages they need.
SWIFT ?= swift
# What building mynd needs, and what its tests add: the peers they start (a notification
# server, a mail server, X) and the tools they read with. `make install` takes only the first.
BUILD_PACKAGES = libsqlite3-dev tzdata libcurl4-openssl-dev libsystemd-dev pkg-config
TEST_PACKAGES = sqlite3 python3 python3-aiosmtpd python3-dbusmock openssl dbus dbus-daemon dunst xvfb libnotify-bin procps systemd dbus-user-session util-linux bsdutils strace dovecot-imapd

# The Swift runtime and Foundation linked in: fewer shared libraries to load and bind on every
# start (measured in BENCHMARKS.md: `mynd snooze` 37 → 25 ms, 36 → 31 MiB).
RELEASE = -c release -Xswiftc -static-stdlib
# An import of a target not declared in Package.swift fails the build (the layers hold).
CHECKED = --explicit-target-dependency-import-check error
BENCH_PACKAGES = hyperfine taskwarrior time sqlite3 python3 dbus python3-dbusmock

.PHONY: deps build-deps lint format build test simulate simulate-language reliability eval-ai demo bench bench-smoke clean install uninstall

# Where `make install` puts things: PREFIX=~/.local keeps it in your home (no root needed).
PREFIX ?= /usr/local
BINDIR = $(PREFIX)/bin
SHAREDIR = $(PREFIX)/share
# Everything `make install` writes, so `make uninstall` removes exactly that.
INSTALLED = $(BINDIR)/mynd $(SHAREDIR)/mynd $(SHAREDIR)/man/man1/mynd.1 \
	$(SHAREDIR)/bash-completion/completions/mynd $(SHAREDIR)/zsh/site-functions/_mynd \
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
	python3 Benchmarks/simulate.py --mynd "$$($(SWIFT) build --show-bin-path)/mynd" --days 28 --compare desk,early,always --out SIMULATION.md
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

# The same harness on 10k nodes with 3 runs: checks that it works, measures nothing.
bench-smoke: deps
	@scripts/install-deps.sh $(BENCH_PACKAGES)
	RELEASE="$(RELEASE)" Benchmarks/run.sh --quick

clean:
	rm -rf .build

# The binary, the shipped templates and units (for reference: `mynd install` writes the units
# your user manager runs), shell completions and a man page, both generated from the command
# definitions (swift-argument-parser; its generate-manual plugin works offline), and a desktop
# entry with an icon (the notifications' desktop-entry hint names it; GNOME lists apps in its
# notification settings by it). The generated page's generic EXIT STATUS is replaced by
# share/mynd-sections.mdoc (exit statuses, FILES, ENVIRONMENT).
install: build-deps
	$(SWIFT) build $(RELEASE) --product mynd
	install -D -m 755 "$$($(SWIFT) build $(RELEASE) --show-bin-path)/mynd" "$(DESTDIR)$(BINDIR)/mynd"
	install -d "$(DESTDIR)$(SHAREDIR)/mynd/templates" "$(DESTDIR)$(SHAREDIR)/mynd/units"
	install -m 644 templates/*.mustache "$(DESTDIR)$(SHAREDIR)/mynd/templates/"
	install -m 644 units/*.service units/*.timer units/README.md "$(DESTDIR)$(SHAREDIR)/mynd/units/"
	install -D -m 644 share/mynd.desktop "$(DESTDIR)$(SHAREDIR)/applications/mynd.desktop"
	install -D -m 644 share/mynd.svg "$(DESTDIR)$(SHAREDIR)/icons/hicolor/scalable/apps/mynd.svg"
	install -d "$(DESTDIR)$(SHAREDIR)/bash-completion/completions" "$(DESTDIR)$(SHAREDIR)/zsh/site-functions" \
		"$(DESTDIR)$(SHAREDIR)/fish/vendor_completions.d" "$(DESTDIR)$(SHAREDIR)/man/man1"
	"$(DESTDIR)$(BINDIR)/mynd" --generate-completion-script bash > "$(DESTDIR)$(SHAREDIR)/bash-completion/completions/mynd"
	"$(DESTDIR)$(BINDIR)/mynd" --generate-completion-script zsh > "$(DESTDIR)$(SHAREDIR)/zsh/site-functions/_mynd"
	"$(DESTDIR)$(BINDIR)/mynd" --generate-completion-script fish > "$(DESTDIR)$(SHAREDIR)/fish/vendor_completions.d/mynd.fish"
	$(SWIFT) package generate-manual
	sed '/^\.Sh "EXIT STATUS"/,$$d' .build/plugins/GenerateManual/outputs/mynd/mynd.1 \
		| cat - share/mynd-sections.mdoc > "$(DESTDIR)$(SHAREDIR)/man/man1/mynd.1"
	chmod 644 "$(DESTDIR)$(SHAREDIR)/man/man1/mynd.1"
	@echo "installed $(BINDIR)/mynd; now run: mynd install   (the timers and the agent, see README)"

# Removes what `make install` wrote. Run `mynd uninstall` first if you installed the units;
# your config, data and credentials stay.
uninstall:
	rm -rf $(addprefix "$(DESTDIR),$(addsuffix ",$(INSTALLED)))
