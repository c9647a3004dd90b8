# todo: build, test, lint, demo, bench.
SWIFT ?= swift
FORMAT_CONFIG := .swiftlint-free-config
LINT_PATHS := Sources Tests Mocks Package.swift

.PHONY: all deps build build-tests test lint format demo bench release install clean

all: build

# Installs what the build needs on a fresh Debian machine (libcurl headers).
deps:
	@bash scripts/install-deps.sh

build: deps
	$(SWIFT) build

build-tests: deps
	$(SWIFT) build --build-tests

# The README's test command: lint, then every test against one build.
test: deps lint build-tests
	$(SWIFT) test --skip-build --parallel --num-workers 2

lint:
	$(SWIFT) format lint --strict --configuration $(FORMAT_CONFIG) -r $(LINT_PATHS)

format:
	$(SWIFT) format format -i --configuration $(FORMAT_CONFIG) -r $(LINT_PATHS)

demo: deps
	$(SWIFT) build
	@bash scripts/demo.sh .build/debug

# todo vs Taskwarrior 2.6, the HTTP client vs curl (and later sync); report on stdout and in
# bench-results/. BENCH_SCRATCH=.build-x picks another build directory; see docs/benchmarks.md.
BENCH_SCRATCH ?= .build
bench: deps
	@bash scripts/install-deps.sh --bench
	$(SWIFT) build -c release $(STATIC) --scratch-path $(BENCH_SCRATCH) --product todo
	$(SWIFT) build -c release $(STATIC) --scratch-path $(BENCH_SCRATCH) --product todo-netbench
	$(SWIFT) build -c release $(STATIC) --scratch-path $(BENCH_SCRATCH) --product todo-mock-server
	@bash scripts/bench.sh "$$($(SWIFT) build -c release $(STATIC) --scratch-path $(BENCH_SCRATCH) --show-bin-path)"

# The release binary users install: the Swift runtime and Foundation linked in (a third less
# start-up time per command); libcurl is loaded only when a command talks to a server.
STATIC := --static-swift-stdlib
PREFIX ?= /usr/local
release: deps
	$(SWIFT) build -c release $(STATIC) --product todo

install: release
	install -d $(PREFIX)/bin
	install -m 0755 "$$($(SWIFT) build -c release $(STATIC) --show-bin-path)/todo" $(PREFIX)/bin/todo

clean:
	rm -rf .build
