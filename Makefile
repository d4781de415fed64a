# The two commands in README.md: `make demo` and `make test`. Both install what they need.
SWIFT ?= swift
DEBIAN_PACKAGES = libsqlite3-dev sqlite3 tzdata libcurl4-openssl-dev libsystemd-dev pkg-config python3 python3-aiosmtpd openssl dbus dbus-daemon dunst xvfb libnotify-bin procps

.PHONY: deps build test demo clean

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

clean:
	rm -rf .build
