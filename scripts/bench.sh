#!/usr/bin/env bash
# `make bench`: the benchmarks, section by section, and one markdown report on stdout.
#
#   scripts/bench.sh [BIN_DIR]
#
# BIN_DIR holds the release `todo` binary and, for the network section, `todo-netbench` and
# `todo-mock-server` (the Makefile builds them and passes the directory). Without it, the script
# builds them itself: `swift build -c release --scratch-path ${BENCH_SCRATCH:-.build} --product P`.
#
# Environment:
#   BENCH_SECTIONS  which sections to run, in order (default "local network sync import caldav")
#   BENCH_SIZES     item counts for the local section (default "1000 10000 100000")
#   BENCH_QUICK=1   fewer runs and no 100k size (a smoke run, not for the docs)
#   BENCH_STRICT=0  exit 0 even when a target fails (default: exit 1 on FAIL)
#   BENCH_KEEP=1    keep the scratch stores (default: deleted)
#
# Sections (each writes $BENCH_RESULTS/<section>.md and .targets; see scripts/bench-lib.sh):
#   local    todo add/list/done vs Taskwarrior 2.6 at 1k/10k/100k items  (scripts/bench-local.sh)
#   network  hook: runs scripts/bench-net.sh when it exists   (client requests/s vs curl, GET /list)
#   sync     hook: runs scripts/bench-sync.sh when it exists  (outbox drain)
#   import   peak memory of `todo import` of 1M rows, JSON and CSV   (scripts/bench-import.sh)
#   caldav   first sync of 1,000 to Radicale vs vdirsyncer, the no-op sync's requests, list at
#            10k vs todoman (scripts/bench-caldav.sh)
# Results: bench-results/<stamp>/ (gitignored): report.md, per-section tables, hyperfine JSON.
set -euo pipefail

BENCH_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
export BENCH_ROOT
cd "$BENCH_ROOT"
# shellcheck source=bench-lib.sh
source scripts/bench-lib.sh

# The command line as given, with the settings that change what is measured.
invocation="bash scripts/bench.sh${1:+ $1}"
for var in BENCH_SECTIONS BENCH_SIZES BENCH_QUICK BENCH_SCRATCH; do
    [ -z "${!var:-}" ] || invocation="$var=${!var} $invocation"
done

# --- The binary ---------------------------------------------------------------------------
if [ $# -ge 1 ] && [ -n "$1" ]; then
    BENCH_BIN_DIR=$(cd "$1" && pwd)
else
    scratch=${BENCH_SCRATCH:-.build}
    products="todo"
    case " ${BENCH_SECTIONS:-network} " in *" network "* | *" caldav "*) products="$products todo-netbench todo-mock-server" ;; esac
    for product in $products; do
        bench_log "building the release $product (scratch path $scratch)"
        swift build -c release --scratch-path "$scratch" --product "$product" >&2
    done
    BENCH_BIN_DIR=$(swift build -c release --scratch-path "$scratch" --show-bin-path)
fi
TODO_BIN=$BENCH_BIN_DIR/todo
[ -x "$TODO_BIN" ] || bench_die "no todo binary at $TODO_BIN (build with: swift build -c release --product todo)"
export BENCH_BIN_DIR TODO_BIN

# --- Tools --------------------------------------------------------------------------------
bash scripts/install-deps.sh --bench >&2
if [ ! -x /usr/bin/time ]; then
    bench_log "installing GNU time (for peak memory)"
    sudo=""
    [ "$(id -u)" = 0 ] || sudo="sudo"
    { $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq time; } >&2 ||
        bench_log "warning: could not install time; peak memory falls back to python's getrusage"
fi
for tool in task hyperfine python3; do
    command -v "$tool" >/dev/null || bench_die "$tool is missing (scripts/install-deps.sh --bench)"
done

# --- Where results and scratch stores go ---------------------------------------------------
stamp=$(date -u +%Y%m%d-%H%M%S)
BENCH_RESULTS=$BENCH_ROOT/bench-results/$stamp
mkdir -p "$BENCH_RESULTS"
ln -sfn "$stamp" "$BENCH_ROOT/bench-results/latest"
# Stores live on a real disk: todo fsyncs every change, and a tmpfs would make that free.
BENCH_WORK=$(mktemp -d "$BENCH_ROOT/bench-results/work.XXXXXX")
cleanup() { [ "${BENCH_KEEP:-0}" = 1 ] || rm -rf "$BENCH_WORK"; }
trap cleanup EXIT
export BENCH_RESULTS BENCH_WORK BENCH_QUICK=${BENCH_QUICK:-0}

# --- Sections -----------------------------------------------------------------------------
bench_local() { bash scripts/bench-local.sh; }

# The network section: client requests/s against curl, time of GET /list at 10k items; it is
# scripts/bench-net.sh (the contract is in scripts/bench-lib.sh), skipped while that is absent.
bench_network() {
    if [ -f scripts/bench-net.sh ]; then
        bash scripts/bench-net.sh
    else
        echo "_Not measured yet: add scripts/bench-net.sh._" >"$BENCH_RESULTS/network.md"
    fi
}

# Hook for the sync section: draining an outbox of N changes to the mock server.
# Add scripts/bench-sync.sh following the contract in scripts/bench-lib.sh; it is picked up here.
bench_sync() {
    if [ -f scripts/bench-sync.sh ]; then
        bash scripts/bench-sync.sh
    else
        echo "_Not measured yet: add scripts/bench-sync.sh._" >"$BENCH_RESULTS/sync.md"
    fi
}

# The import of a million rows: peak memory against 1 GiB (scripts/bench-import.sh).
bench_import() { bash scripts/bench-import.sh; }

# CalDAV against a real Radicale (scripts/bench-caldav.sh).
bench_caldav() { bash scripts/bench-caldav.sh; }

sections=${BENCH_SECTIONS:-"local network sync import caldav"}
started=$(date -u '+%Y-%m-%d %H:%M UTC')
load_start=$(cut -d " " -f 1-3 /proc/loadavg)
if awk -v n="$(nproc)" '{ exit !($1 > n) }' /proc/loadavg; then
    bench_log "warning: load average $load_start on $(nproc) CPUs: other work will disturb the timings"
fi
for section in $sections; do
    case $section in
    local | network | sync | import | caldav) ;;
    *) bench_die "unknown section '$section' (local, network, sync, import, caldav)" ;;
    esac
    bench_log "section $section"
    # A failing section is reported (and fails the run) without losing the other sections.
    status=0
    "bench_$section" || status=$?
    if [ "$status" != 0 ]; then
        bench_log "section $section failed (exit $status)"
        printf '_The %s section failed (exit %s); its log is on stderr._\n' "$section" "$status" >>"$BENCH_RESULTS/$section.md"
        printf 'FAIL\tthe %s section ran to completion (exit %s)\n' "$section" "$status" >>"$BENCH_RESULTS/$section.targets"
    fi
done

# --- The report ---------------------------------------------------------------------------
report=$BENCH_RESULTS/report.md
{
    echo "## todo benchmarks"
    echo
    echo "- date: $started"
    echo "- machine: $(bench_machine)"
    echo "- load average (1, 5, 15 min) at start: $load_start; at end: $(cut -d " " -f 1-3 /proc/loadavg)"
    echo "- todo $("$TODO_BIN" --version 2>/dev/null || echo '?'), $(task --version | sed 's/^/Taskwarrior /'), $(hyperfine --version), $(swift --version 2>/dev/null | head -n 1 | sed 's/ (.*//')"
    echo "- command: \`${invocation}\`${MAKELEVEL:+ (via make bench)}; sections: $sections"
    echo "- raw results: bench-results/$stamp/"
    for section in $sections; do
        echo
        echo "### $section"
        echo
        cat "$BENCH_RESULTS/$section.md"
    done
    echo
    echo "### targets"
    echo
    shopt -s nullglob
    files=("$BENCH_RESULTS"/*.targets)
    if [ ${#files[@]} -gt 0 ]; then
        cat "${files[@]}" | awk -F '\t' '{ printf "- %s %s\n", $1, $2 }'
    else
        echo "_No targets in the sections run._"
    fi
} >"$report"
cat "$report"

if [ ${#files[@]} -gt 0 ] && grep -q '^FAIL' "${files[@]}"; then
    bench_log "some targets FAILED (report: bench-results/$stamp/report.md)"
    [ "${BENCH_STRICT:-1}" = 0 ] || exit 1
else
    bench_log "report: bench-results/$stamp/report.md"
fi
