# The two commands in README.md: `make demo` and `make test`. Both install what they need.
SWIFT ?= swift
DEBIAN_PACKAGES = libsqlite3-dev sqlite3 tzdata libcurl4-openssl-dev libsystemd-dev pkg-config python3 python3-aiosmtpd openssl dbus dbus-daemon dunst xvfb libnotify-bin procps

BENCH_PACKAGES = hyperfine taskwarrior time sqlite3 python3

.PHONY: deps build test demo bench bench-smoke clean

# Debian packages mynd builds and tests against; installed only when missing.
deps:
	@scripts/install-deps.sh $(DEBIAN_PACKAGES)

build: deps
	$(SWIFT) build

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test

demo: build
	scripts/demo.sh "$$($(SWIFT) build --show-bin-path)/mynd"

# Release build, 10k and 100k graphs, mynd and Taskwarrior side by side (see BENCHMARKS.md).
bench: deps
	@scripts/install-deps.sh $(BENCH_PACKAGES)
	Benchmarks/run.sh

# The same harness on 10k nodes with 3 runs: checks that it works, measures nothing.
bench-smoke: deps
	@scripts/install-deps.sh $(BENCH_PACKAGES)
	Benchmarks/run.sh --quick

clean:
	rm -rf .build
