# todo: build, test, lint, demo, bench.
SWIFT ?= swift
FORMAT_CONFIG := .swiftlint-free-config
LINT_PATHS := Sources Tests Mocks Package.swift

.PHONY: all deps build build-tests test soak lint format demo demo-caldav bench chaos release completions generate-manual man install clean

all: build

# Installs what the build needs on a fresh Debian machine (libcurl headers).
deps:
	@bash scripts/install-deps.sh

# Debug builds compile each module of ours and of the dependencies whole (-wmo), on two threads
# (one object per file, as SwiftPM expects): a fresh build with the tests takes 320 s instead of
# 389 s on 2 cores (11 instead of 13 CPU-minutes, 2026-11-28), since batch mode type-checks every
# other file of a module again in each batch. A change then recompiles its whole module. A plain
# `swift build` uses other flags: switching between it and these targets in one .build rebuilds
# everything once.
DEBUG_FLAGS ?= -Xswiftc -wmo -Xswiftc -num-threads -Xswiftc 2

build: deps
	$(SWIFT) build $(DEBUG_FLAGS)

# The tests' build, in its own TEST_SCRATCH: unoptimized (-Onone, so assert() holds) and testable
# like a debug build, but in SwiftPM's release configuration, so that no module is compiled with
# DEBUG defined. argument-parser's DEBUG-only checks of a command's declarations reflect the
# command's and its option groups' arguments again each time it builds their argument set, several
# times a parse: two thirds of the CPU of every `todo` the CLI tests start (perf, 2026-11-29);
# without it the test phase took 136 s instead of 211 s on 2 cores, 216 CPU-seconds instead of 369. The test build checks what
# that DEBUG check did (HelpMatchesProgramTests). -no-emit-module-separately-wmo: one frontend
# per module also writes its .swiftmodule, where two type-checked the module's declarations each
# (NIOCore 24 -> 14 CPU-seconds, TodoCLITests 82 -> 72). Also generate-manual (see `man`), which the
# man page tests run and --build-tests does not build.
TEST_SCRATCH ?= .build-test
TEST_FLAGS ?= -c release --scratch-path $(TEST_SCRATCH) -Xswiftc -Onone -Xswiftc -enable-testing \
	-Xswiftc -num-threads -Xswiftc 2 -Xswiftc -no-emit-module-separately-wmo
build-tests: deps
	$(SWIFT) build --build-tests $(TEST_FLAGS)
	$(SWIFT) build --product generate-manual $(TEST_FLAGS)

# The README's test command: lint, then every test against one build. scripts/test.sh names the
# failed tests at the end of its output and re-runs up to three of them once, alone (FLAKY).
test: deps lint build-tests
	@SWIFT=$(SWIFT) TEST_SCRATCH=$(TEST_SCRATCH) TEST_FLAGS="$(TEST_FLAGS)" bash scripts/test.sh

# Every test at its full length (TODO_SOAK=1, see Sources/TodoSyncTesting/TestScale.swift): the
# property suites' seeds, the global-option matrix, the power-loss draws and the long import that
# `make test` runs shortened to stay within its time on 2 cores. About 20 minutes there.
soak: deps lint build-tests
	@TODO_SOAK=1 SWIFT=$(SWIFT) TEST_SCRATCH=$(TEST_SCRATCH) TEST_FLAGS="$(TEST_FLAGS)" bash scripts/test.sh

# --parallel: swift-format on both cores (14 s -> 6 s).
lint:
	$(SWIFT) format lint --strict --parallel --configuration $(FORMAT_CONFIG) -r $(LINT_PATHS)

format:
	$(SWIFT) format format -i --configuration $(FORMAT_CONFIG) -r $(LINT_PATHS)

demo: deps
	$(SWIFT) build $(DEBUG_FLAGS)
	@bash scripts/demo.sh .build/debug

# Issue 43: the same story against a real Radicale on loopback (CalDAV).
demo-caldav: deps
	$(SWIFT) build $(DEBUG_FLAGS)
	@bash scripts/demo-caldav.sh .build/debug

# Issue 11's randomized multi-process chaos test (Tests/TodoCLITests/Chaos): devices killed at random
# under faults and server resets, then the oracle. `make test` runs 2 short seeds; this runs
# TODO_CHAOS_SEEDS from TODO_CHAOS_SEED (default 1), TODO_CHAOS_STEPS each; both fail on violations
# (TODO_CHAOS_STRICT=0: shown as known issues). Output also in $(TEST_SCRATCH)/chaos.log; see docs/mock-server.md.
TODO_CHAOS_SEEDS ?= 200
TODO_CHAOS_STEPS ?= 20
TODO_CHAOS_STRICT ?= 1
chaos: deps build-tests
	@TODO_CHAOS_STRICT=$(TODO_CHAOS_STRICT) TODO_CHAOS_SEEDS=$(TODO_CHAOS_SEEDS) TODO_CHAOS_STEPS=$(TODO_CHAOS_STEPS) bash -o pipefail -c \
		'$(SWIFT) test --skip-build $(TEST_FLAGS) --filter ChaosKillTests 2>&1 | tee $(TEST_SCRATCH)/chaos.log'

# todo vs Taskwarrior 2.6, the HTTP client vs curl (and later sync); report on stdout and in
# bench-results/. BENCH_SCRATCH=.build-x picks another build directory; see docs/benchmarks.md.
BENCH_SCRATCH ?= .build
bench: deps
	@bash scripts/install-deps.sh --bench
	$(SWIFT) build -c release $(STATIC) --scratch-path $(BENCH_SCRATCH) --product todo
	$(SWIFT) build -c release $(STATIC) --scratch-path $(BENCH_SCRATCH) --product todo-netbench
	$(SWIFT) build -c release $(STATIC) --scratch-path $(BENCH_SCRATCH) --product todo-mock-server
	@bash scripts/bench.sh "$$($(SWIFT) build -c release $(STATIC) --scratch-path $(BENCH_SCRATCH) --show-bin-path)"

# The release binary users install: the Swift runtime and FoundationEssentials linked in (a
# third less start-up time per command), symbols and debug data stripped (-s: 20 MB instead of
# 45; a crash backtrace then shows addresses, not names); libcurl is loaded only when a command
# talks to a server. Linked by lld with packed relative relocations (DT_RELR, glibc 2.36+: the
# loader applies ~900 relocation entries instead of ~47,000; gold cannot write them), see
# scripts/release-toolset.json. No $ORIGIN run path (--disable-local-rpath): the binary needs no
# library beside it, and the loader looked for each system library there first (a dozen failed
# opens per command).
STATIC := --static-swift-stdlib -Xlinker -s --toolset scripts/release-toolset.json --disable-local-rpath
PREFIX ?= /usr/local
release: deps
	$(SWIFT) build -c release $(STATIC) --product todo

# Shell completions and the man page, generated from the parser into $(DIST)/ (gitignored), from
# TODO_BIN when given, else from the debug build; in English (LC_ALL=C), whatever the builder's locale.
DIST := dist
TODO_BIN ?=
GEN_TODO = $(or $(TODO_BIN),$$($(SWIFT) build --show-bin-path)/todo)
completions: $(if $(TODO_BIN),,build)
	install -d $(DIST)/completions
	LC_ALL=C $(GEN_TODO) --generate-completion-script bash > $(DIST)/completions/todo.bash
	LC_ALL=C $(GEN_TODO) --generate-completion-script zsh > $(DIST)/completions/_todo
	LC_ALL=C $(GEN_TODO) --generate-completion-script fish > $(DIST)/completions/todo.fish

# The man page is written by swift-argument-parser's generate-manual, the tool behind its
# GenerateManual command plugin, built by SwiftPM from the package's argument-parser checkout
# (offline). The plugin itself (`swift package generate-manual`) is not run: it builds every
# product on its own (release by default, without $(STATIC)), runs the tool on each one and
# writes under .build/plugins/, so it cannot be given TODO_BIN, the release binary `install`
# installs. Running its tool on $(GEN_TODO) is what the plugin does, minus the build. The tool
# runs the binary with this environment, so LC_ALL=C makes the page English. GENERATE_MANUAL
# names an already built tool (the tests pass it; nothing is built then).
GENERATE_MANUAL ?=
GEN_MANUAL = $(or $(GENERATE_MANUAL),$$($(SWIFT) build --show-bin-path)/generate-manual)
generate-manual:
	$(SWIFT) build --product generate-manual $(DEBUG_FLAGS)

man: $(if $(TODO_BIN),,build) $(if $(GENERATE_MANUAL),,generate-manual)
	install -d $(DIST)/man
	LC_ALL=C $(GEN_MANUAL) $(GEN_TODO) --output-directory $(DIST)/man

# The release binaries, completions and man page under PREFIX.
RELEASE_BIN = $$($(SWIFT) build -c release $(STATIC) --show-bin-path)
install: release
	$(SWIFT) build -c release $(STATIC) --product todo-mock-server
	$(MAKE) completions man TODO_BIN="$(RELEASE_BIN)/todo"
	install -d $(PREFIX)/bin $(PREFIX)/share/bash-completion/completions $(PREFIX)/share/zsh/site-functions \
		$(PREFIX)/share/fish/vendor_completions.d $(PREFIX)/share/man/man1
	install -s -m 0755 "$(RELEASE_BIN)/todo" $(PREFIX)/bin/todo
	install -s -m 0755 "$(RELEASE_BIN)/todo-mock-server" $(PREFIX)/bin/todo-mock-server
	install -m 0644 $(DIST)/completions/todo.bash $(PREFIX)/share/bash-completion/completions/todo
	install -m 0644 $(DIST)/completions/_todo $(PREFIX)/share/zsh/site-functions/_todo
	install -m 0644 $(DIST)/completions/todo.fish $(PREFIX)/share/fish/vendor_completions.d/todo.fish
	install -m 0644 $(DIST)/man/todo.1 $(PREFIX)/share/man/man1/todo.1

clean:
	rm -rf .build $(TEST_SCRATCH)
