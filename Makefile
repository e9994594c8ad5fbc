# Flow Coordinator for Swift on Linux: build, test, run the demo.
# `make run`, `make test`, `make tour` and `make bench` install the Debian packages they need.

SWIFT         ?= swift
# gettext: msgfmt compiles the translations (po/) into the catalogues the app reads.
BUILD_PACKAGES = libgtk-4-dev pkg-config gettext
DISPLAY_PACKAGES = xvfb xauth openbox dbus-daemon
# The end-to-end suite: the accessibility bus, dogtail over pyatspi, pytest and its per-test
# timeout, XTest input, and the settings backend that keeps dogtail's accessibility switch; GNOME's
# mutter and weston, with PipeWire and GStreamer for a screenshot of mutter's Wayland screen.
E2E_PACKAGES   = at-spi2-core gir1.2-atspi-2.0 python3-pyatspi python3-dogtail python3-pytest python3-pytest-timeout \
                 xdotool x11-utils weston mutter pipewire wireplumber gstreamer1.0-pipewire gstreamer1.0-tools \
                 dconf-gsettings-backend gsettings-desktop-schemas libglib2.0-bin
# `make test` validates the AppStream metainfo with appstreamcli; the end-to-end tests make the
# locales they run in (de_DE, he_IL, en_US) from the locales package's sources with localedef.
TEST_PACKAGES  = appstream locales
PREFIX        ?= $(HOME)/.local
APP_ID         = io.github.flowcoordinator.Shop
SHOP           = .build/debug/shop
# Release builds link the Swift runtime and Foundation statically: the installed `shop` needs no
# Swift toolchain, and it starts faster (no symbol lookups through a dozen more shared libraries).
RELEASE        = -c release --static-swift-stdlib

# GTK under test: software rendering, no accessibility bus, and any GTK critical is fatal.
# LOCPATH set (empty, as glibc takes it: unset) so that TestLanguage's setenv replaces it in place,
# never reallocating the environment under a test that reads it at the same time.
GTK_TEST_ENV   = GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1 G_DEBUG=fatal-criticals LOCPATH=

.PHONY: all deps display-deps build pot docs api-check test e2e monkey fuzz run tour install uninstall bench bench-deps clean \
	tools metadata translations catalogues compile consumer notes swift-tests sanitizers e2e-setup $(E2E_SHARD_STEPS) e2e-gnome

all: build

deps:
	@scripts/install-deps.sh $(BUILD_PACKAGES)

display-deps:
	@scripts/install-deps.sh $(BUILD_PACKAGES) $(DISPLAY_PACKAGES) $(E2E_PACKAGES) $(TEST_PACKAGES)

# The app and its translations (.build/locale, where the app finds them when run from the tree).
build: deps
	$(SWIFT) build --product shop
	scripts/translations.sh build

# Remakes the templates (po/shop.pot, po/flowcoordinator/flowcoordinator.pot, po/flowgtk/flowgtk.pot)
# from the sources and merges them into every language's .po: run it after adding or changing a
# text. README says how to add a language.
pot:
	@scripts/install-deps.sh $(BUILD_PACKAGES) python3
	scripts/translations.sh pot

# The DocC documentation of FlowCoordinator, FlowStorage, FlowLocale, FlowGtkWidgets and FlowGtk
# (swift-docc-plugin), in .build/docs; any DocC warning fails it. In `make test` it follows `compile`, whose build
# folder it shares (SwiftPM lets one command at a time use it). `make docs DOCS_DIR=~/flow-docs` also writes
# it as a static HTML site to that folder (scripts/docs-site.py), whose index.html opens in a browser from disk.
DOCS_DIR      ?=
docs: deps | $(if $(IN_TEST),compile)
	@$(STEP) docs --progress '^\[[0-9]+/[0-9]+\]|Generating|Building' --show '^docs site:' \
		--rerun 'make docs$(if $(DOCS_DIR), DOCS_DIR=$(DOCS_DIR))' -- env SWIFT=$(SWIFT) DOCS_DIR='$(DOCS_DIR)' scripts/docs.sh

# The libraries' public API against the last version in CHANGELOG.md (kept in api/X.Y.Z): a change
# that would break an app built on that version fails, unless api/allowed-breaks.txt lists it.
api-check: deps | $(if $(IN_TEST),compile docs)
	@$(STEP) api-check -- env SWIFT=$(SWIFT) scripts/api-check.sh

# `make test`: every check, as the steps below, which make runs side by side (TEST_JOBS at once on
# two cores) as their prerequisites allow. Each step is a target of its own, run through
# scripts/step.py: its output goes to .build/steps/STEP.log, the terminal shows its progress
# (at least a line a minute), a failure names the step and the command that reruns it, and a step
# fails if any process it started outlives it. README's "Tests" table lists the steps. The run
# ends with a table of each step's result and time.
STEP           = python3 scripts/step.py
TEST_JOBS     ?= 6
E2E_SHARDS    ?= 3
E2E_SHARD_STEPS = $(addprefix e2e-,$(shell seq 1 $(E2E_SHARDS)))
# In the order make starts them when it can: the build and the consumer first (the end-to-end
# shards need both), then the shards, which take longest; the sanitizers' and fuzzers' own builds
# one after the other beside them.
TEST_STEPS     = tools metadata translations compile consumer $(E2E_SHARD_STEPS) e2e-gnome swift-tests docs api-check sanitizers fuzz
# `make test` fuzzes each target for 60 s (`make fuzz` alone takes longer); the end-to-end
# suite walks the monkey 150 actions in each of three languages (`make monkey` alone takes 2,000).
test: FUZZ_SECONDS = 60
E2E_MONKEY_ACTIONS ?= 150

test: display-deps
	@$(STEP) --begin
	@status=0; $(MAKE) --no-print-directory -k -j$(TEST_JOBS) IN_TEST=1 \
		FUZZ_SECONDS=$(FUZZ_SECONDS) $(TEST_STEPS) || status=$$?; \
		scripts/end-to-end.sh --tally || status=1; \
		$(STEP) --summary $(TEST_STEPS) || status=1; \
		exit $$status

# The test tools' own tests (Tests/Tools): scripts/step.py, which runs these steps, and scripts/docs-site.py.
tools:
	@$(STEP) tools -- python3 -m unittest discover -s Tests/Tools

# The AppStream metainfo, as written and as translated, checked by appstreamcli (offline; a warning fails it).
metadata: catalogues
	@$(STEP) metadata -- sh -c 'appstreamcli validate --no-net Resources/$(APP_ID).metainfo.xml && \
		appstreamcli validate --no-net .build/share/$(APP_ID).metainfo.xml'

# The translations: templates up to date, every file with texts listed, every .po complete and
# passing `msgfmt --check`.
translations:
	@$(STEP) translations -- scripts/translations.sh check

# The catalogues the app reads from the tree, and the pseudo-language the tests read.
catalogues: deps
	@scripts/translations.sh build
	@scripts/translations.sh pseudo

# The app and every test target, in .build/debug (what swift-tests, docs, api-check and the
# end-to-end shards use).
compile: deps catalogues
	@$(STEP) compile --progress '^\[[0-9]+/[0-9]+\]' -- $(SWIFT) build --build-tests

# Tests/Consumer, a package outside this one that uses every library product (FlowGtkWidgets through FlowGtk), built and tested
# (its own build folder); its `notes` app is what the end-to-end suite's Notes tests drive.
consumer: deps
	@$(STEP) consumer --progress '^\[[0-9]+/[0-9]+\]|passed after' -- env SWIFT=$(SWIFT) scripts/consumer.sh

# The consumer's `notes` app alone, which the end-to-end suite's Notes tests drive.
notes: deps
	@SWIFT=$(SWIFT) scripts/consumer.sh build

# The Swift tests: headless ones and the GTK ones under Xvfb with openbox and a D-Bus session of
# their own, every GTK critical fatal. The test bundle is run directly (not through `swift test`,
# which would wait for the build folder while docs or api-check hold it).
swift-tests: compile
	@$(STEP) swift-tests --progress 'passed after|Suite .* started' -- scripts/with-display.sh dbus-run-session -- \
		env $(GTK_TEST_ENV) .build/debug/FlowCoordinatorPackageTests.xctest --testing-library swift-testing

# The headless suites again under AddressSanitizer with leak detection (their own build folder);
# the translated defaults' tests read the catalogues.
sanitizers: deps catalogues
	@$(STEP) sanitizers $(if $(IN_TEST),--after consumer) --progress '^\[[0-9]+/[0-9]+\]|passed after' -- env SWIFT=$(SWIFT) scripts/sanitizers.sh

# One end-to-end shard: a session of its own (X server, window manager, D-Bus) taking tests the
# other shards have not taken yet, each printed as it ends. `make e2e` runs them all.
e2e-setup: compile
	@scripts/end-to-end.sh --setup

$(E2E_SHARD_STEPS): e2e-%: e2e-setup
	@$(STEP) e2e-$* $(if $(IN_TEST),--after consumer) --show '^[✔✘] |^end-to-end:' --rerun "make e2e" -- \
		env E2E_SHARD=$* E2E_CLAIMS=.build/end-to-end/claims MONKEY_ACTIONS=$(E2E_MONKEY_ACTIONS) scripts/end-to-end.sh

# The tests of sheets, covers and dialogs again, under GNOME's own window manager: mutter 43 in
# X11 mode on the session's Xvfb, modal windows attached to their parent as GNOME Shell has them
# (scripts/with-session.sh). Where a window stands is the window manager's, and GNOME users run
# this one; the other tests run under openbox only. Not the 2× scale test: mutter shrinks a window
# twice its size to the 1280×800 screen.
E2E_GNOME_TESTS = $(addprefix Tests/EndToEnd/test_,placement.py purchase.py restored_windows.py gnome.py wallet.py profile.py patterns.py history.py)
e2e-gnome: e2e-setup
	@$(STEP) e2e-gnome $(if $(IN_TEST),--after consumer) --show '^[✔✘] |^end-to-end:' --rerun "make e2e-gnome" -- \
		env SESSION_WINDOW_MANAGER=mutter E2E_ARTIFACTS=.build/end-to-end/gnome scripts/end-to-end.sh $(E2E_GNOME_TESTS) \
		-k "not 2x_scale"

# Fuzzes the deep-link router and the saved-state decoder for FUZZ_SECONDS each (libFuzzer with
# AddressSanitizer), after running every seed of Fuzz/Corpus once; what it finds is in
# .build/fuzz-corpus, what fails in .build/fuzz-artifacts. `make test` gives each 60 s.
FUZZ_SECONDS ?= 600
fuzz: deps
	@$(STEP) fuzz $(if $(IN_TEST),--after sanitizers) --progress '^\[[0-9]+/[0-9]+\]' --show '^(fuzz|replay):' --rerun "make fuzz FUZZ_SECONDS=$(FUZZ_SECONDS)" -- \
		sh -c 'scripts/fuzz.sh build && scripts/fuzz.sh replay && scripts/fuzz.sh run $(FUZZ_SECONDS)'

# The end-to-end suite alone: its shards side by side, as `make test` runs them; with E2E_ARGS,
# one session running what they pick (`make e2e E2E_ARGS="-k purchase -x"`).
e2e: display-deps
	@$(MAKE) --no-print-directory compile notes
ifeq ($(strip $(E2E_ARGS)),)
	@$(MAKE) --no-print-directory -k -j$(E2E_SHARDS) $(E2E_SHARD_STEPS); scripts/end-to-end.sh --tally
else
	scripts/end-to-end.sh $(E2E_ARGS)
endif

# Only the monkey (Tests/EndToEnd/monkey.py): MONKEY_ACTIONS random clicks, keys, texts, resizes and
# relaunches, the app checked after each, with a new seed each run; `make monkey MONKEY_SEED=N
# MONKEY_ACTIONS=M` replays a failure (it prints the command). It runs once in English, German
# and Hebrew; MONKEY_LANGUAGE=he_IL.UTF-8 (or de_DE.UTF-8) runs the one language. `make test`
# takes 150 actions in each.
MONKEY_ACTIONS ?= 2000
MONKEY_SEED    ?= random
monkey: display-deps build
	MONKEY_SEED=$(MONKEY_SEED) MONKEY_ACTIONS=$(MONKEY_ACTIONS) MONKEY_LANGUAGE=$(MONKEY_LANGUAGE) scripts/end-to-end.sh -k monkey -s $(E2E_ARGS)

# Opens the window; on a machine without a display, says so and points to `make tour`.
run: build
	@if [ -z "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
		echo "No display here (DISPLAY and WAYLAND_DISPLAY are unset): run 'make tour' to walk every flow under Xvfb and write screenshots to tour/."; \
		exit 1; \
	fi
	$(SHOP)

# Walks every flow of the app under Xvfb and writes tour/NN-*.png and tour/index.md.
tour: display-deps build
	rm -rf tour
	scripts/with-display.sh env GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1 $(SHOP) --tour tour
	@echo "Open tour/index.md to see each step."

# Installs shop for the current user: binary, data, translations, desktop file (registering
# shop:// links), icon, AppStream metainfo (those two translated). The binary is stripped on the way (`install -s` runs binutils' `strip`, which
# the Swift toolchain needs anyway): symbol tables and debug information are nearly half of it.
# .build/release/shop keeps them, for profiles; `make bench` measures the stripped size (binary_bytes).
install: deps
	$(SWIFT) build $(RELEASE) --product shop
	install -D -m 755 -s .build/release/shop $(PREFIX)/bin/shop
	install -D -m 644 Resources/catalogue.json $(PREFIX)/share/shop/catalogue.json
	install -D -m 644 Resources/wallet.json $(PREFIX)/share/shop/wallet.json
	install -D -m 644 Resources/shop.css $(PREFIX)/share/shop/shop.css
	install -D -m 644 Resources/shop-dark.css $(PREFIX)/share/shop/shop-dark.css
	install -D -m 644 Resources/icons/hicolor/scalable/apps/$(APP_ID).svg $(PREFIX)/share/icons/hicolor/scalable/apps/$(APP_ID).svg
	install -D -m 644 Resources/icons/hicolor/symbolic/apps/shop-payment-card-symbolic.svg \
		$(PREFIX)/share/icons/hicolor/symbolic/apps/shop-payment-card-symbolic.svg
	scripts/translations.sh build
	install -D -m 644 .build/share/$(APP_ID).metainfo.xml $(PREFIX)/share/metainfo/$(APP_ID).metainfo.xml
	for mo in $$(cd .build/locale && ls */LC_MESSAGES/*.mo | grep -v '^qps/'); do \
		install -D -m 644 .build/locale/$$mo $(PREFIX)/share/locale/$$mo; done
	install -d $(PREFIX)/share/applications
	sed 's|^Exec=shop|Exec=$(PREFIX)/bin/shop|' .build/share/$(APP_ID).desktop > $(PREFIX)/share/applications/$(APP_ID).desktop
	-command -v update-desktop-database >/dev/null && update-desktop-database $(PREFIX)/share/applications
	-command -v xdg-mime >/dev/null && xdg-mime default $(APP_ID).desktop x-scheme-handler/shop
	@echo "Installed $(PREFIX)/bin/shop; shop:// links now open in it."

# FlowGtk against the same GTK calls in C, launch to first frame and resident memory of an idle window
# (shop's catalogue against the same screen in C, Benchmarks/c/first_screen.c, and a minimal C window), a keystroke in Add Card with its draft saved (typed through
# xdotool), a real click (XTest, xdotool) on a catalogue row and on Back to the end of the frame that shows its page (against
# the same window in C, Benchmarks/c/click_page.c), deep links, memory over a long session, the size of `shop` as `make install` installs it
# (stripped) and the core alone, instruction counts of push+pop, of the first frame and of
# opening a second window, each against C (callgrind), and the bytes a push+pop allocates against
# C (valgrind's DHAT, 100 cycles less 50; the profiles of both stay in bench-profiles/):
# release build, under Xvfb when there is no display, in a private D-Bus session (so both
# GtkApplications register as they would on a desktop). Prints a table, writes bench-results.json.
BENCH_BIN      = Benchmarks/bin
BENCH_CFLAGS   = -O2 -Wall -Wextra
BENCH_PACKAGES = gcc dbus-daemon valgrind binutils xdotool

bench-deps:
	@scripts/install-deps.sh $(BUILD_PACKAGES) $(DISPLAY_PACKAGES) $(BENCH_PACKAGES)

bench: bench-deps
	$(SWIFT) build $(RELEASE) --product shop
	$(SWIFT) build $(RELEASE) --product FlowBench
	mkdir -p $(BENCH_BIN)
	cc $(BENCH_CFLAGS) -o $(BENCH_BIN)/push_pop Benchmarks/c/push_pop.c $$(pkg-config --cflags --libs gtk4)
	cc $(BENCH_CFLAGS) -o $(BENCH_BIN)/first_frame Benchmarks/c/first_frame.c $$(pkg-config --cflags --libs gtk4)
	cc $(BENCH_CFLAGS) -o $(BENCH_BIN)/first_screen Benchmarks/c/first_screen.c $$(pkg-config --cflags --libs gtk4)
	cc $(BENCH_CFLAGS) -o $(BENCH_BIN)/add_card Benchmarks/c/add_card.c $$(pkg-config --cflags --libs gtk4)
	cc $(BENCH_CFLAGS) -o $(BENCH_BIN)/second_window Benchmarks/c/second_window.c $$(pkg-config --cflags --libs gtk4)
	cc $(BENCH_CFLAGS) -o $(BENCH_BIN)/click_page Benchmarks/c/click_page.c $$(pkg-config --cflags --libs gtk4)
	scripts/with-display.sh dbus-run-session -- env GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1 \
		"$$($(SWIFT) build $(RELEASE) --show-bin-path)/FlowBench" --c-bin $(BENCH_BIN) --output bench-results.json

uninstall:
	rm -f $(PREFIX)/bin/shop $(PREFIX)/share/applications/$(APP_ID).desktop \
		$(PREFIX)/share/icons/hicolor/scalable/apps/$(APP_ID).svg \
		$(PREFIX)/share/icons/hicolor/symbolic/apps/shop-payment-card-symbolic.svg \
		$(PREFIX)/share/metainfo/$(APP_ID).metainfo.xml
	for lang in $$(cat po/LINGUAS); do rm -f $(PREFIX)/share/locale/$$lang/LC_MESSAGES/shop.mo \
		$(PREFIX)/share/locale/$$lang/LC_MESSAGES/flowcoordinator.mo \
		$(PREFIX)/share/locale/$$lang/LC_MESSAGES/flowgtk.mo; done
	rm -rf $(PREFIX)/share/shop

clean:
	rm -rf .build tour bench-results.json bench-profiles Benchmarks/bin
