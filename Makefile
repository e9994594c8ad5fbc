# Flow Coordinator for Swift on Linux: build, test, run the demo.
# `make test` and `make run` install the Debian packages they need first.

SWIFT         ?= swift
BUILD_PACKAGES = libgtk-4-dev pkg-config
TEST_PACKAGES  = $(BUILD_PACKAGES) xvfb xauth openbox

.PHONY: all deps test-deps build test clean

all: build

deps:
	@scripts/install-deps.sh $(BUILD_PACKAGES)

test-deps:
	@scripts/install-deps.sh $(TEST_PACKAGES)

build: deps
	$(SWIFT) build

# The whole suite, GTK tests included: under Xvfb with a window manager when there is no
# display, one test at a time (GTK has one main context), and any GTK critical fails the run.
test: test-deps
	$(SWIFT) build --build-tests
	scripts/with-display.sh env G_DEBUG=fatal-criticals $(SWIFT) test --skip-build --no-parallel

clean:
	rm -rf .build
