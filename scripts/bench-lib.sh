# Helpers shared by the benchmark sections (sourced by scripts/bench*.sh; not run on its own).
#
# The section contract (see scripts/bench.sh): a section script gets these variables exported,
#   BENCH_ROOT      the repository
#   TODO_BIN        the release `todo` binary to measure
#   BENCH_BIN_DIR   the directory it is in (other release products of the same build live there)
#   BENCH_RESULTS   this run's results directory (bench-results/<stamp>/), to write into
#   BENCH_WORK      a scratch directory on a real disk for stores, deleted after the run
#   BENCH_QUICK     1 for a quick run (smaller sizes, fewer runs)
# and writes
#   $BENCH_RESULTS/<section>.md       markdown printed in the final report
#   $BENCH_RESULTS/<section>.targets  one line per target: PASS|FAIL|N/A <TAB> description
# Progress goes to stderr via bench_log; the final report is the only thing on stdout.

bench_log() { printf '[bench %s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }

bench_die() {
    bench_log "error: $*"
    exit 1
}

# Environment for the measured commands: no user config, no server, no real store.
# Usage: bench_isolate DIR (creates DIR/home and points HOME and the XDG directories there).
bench_isolate() {
    local dir=$1
    mkdir -p "$dir/home" "$dir/config" "$dir/data"
    local var
    for var in $(compgen -e); do
        case $var in TODO_BIN) ;; TODO_* | TASKRC | TASKDATA) unset "$var" ;; esac
    done
    export HOME="$dir/home" XDG_CONFIG_HOME="$dir/config" XDG_DATA_HOME="$dir/data"
    export TODO_OFFLINE=1 TODO_HOME="$dir/no-store-selected"
    export TZ=UTC LC_ALL=C.UTF-8
}

# Median (seconds) of the first result in a hyperfine --export-json file.
bench_median() {
    python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["results"][0]["median"])' "$1"
}

# "runs median mean stddev min max cpu" of a hyperfine --export-json file, seconds; cpu is the
# mean user + system time (less disturbed than wall time when the machine is busy).
bench_stats() {
    python3 - "$1" <<'EOF'
import json, sys
r = json.load(open(sys.argv[1]))["results"][0]
print(len(r["times"]), r["median"], r["mean"], r["stddev"] or 0, r["min"], r["max"], r["user"] + r["system"])
EOF
}

# Peak resident memory (KiB) of one run of a command: bench_max_rss OUTFILE CMD ARGS...
# Uses GNU time; falls back to python's getrusage when /usr/bin/time is missing.
bench_max_rss() {
    local out=$1
    shift
    if [ -x /usr/bin/time ]; then
        /usr/bin/time -f %M -o "$out.rss" "$@" >/dev/null 2>"$out.stderr" || return 1
        tail -n 1 "$out.rss"
    else
        python3 - "$@" <<'EOF' 2>"$out.stderr"
import resource, subprocess, sys
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, check=True)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
EOF
    fi
}

# Seconds → "12.3 ms" / "1.23 s".
bench_fmt_time() {
    python3 -c '
import sys
s = float(sys.argv[1])
if s < 0.001: print(f"{s * 1e6:.0f} µs")
elif s < 1: print(f"{s * 1e3:.1f} ms" if s < 0.1 else f"{s * 1e3:.0f} ms")
else: print(f"{s:.2f} s")' "$1"
}

# KiB → "12.3 MiB".
bench_fmt_kib() {
    if [ -z "$1" ]; then
        echo "–"
    else
        python3 -c 'import sys; print(f"{int(sys.argv[1]) / 1024:.1f} MiB")' "$1"
    fi
}

# "1000" → "1k", "100000" → "100k", "1000000" → "1M".
bench_fmt_size() {
    local n=$1
    if [ $((n % 1000000)) -eq 0 ]; then
        echo "$((n / 1000000))M"
    elif [ $((n % 1000)) -eq 0 ]; then
        echo "$((n / 1000))k"
    else
        echo "$n"
    fi
}

# One line describing the machine, for the report.
bench_machine() {
    local cpu mem fs
    cpu=$(lscpu 2>/dev/null | sed -n 's/^Model name: *//p' | head -n 1)
    mem=$(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo 2>/dev/null)
    fs=$(df -T "${BENCH_WORK:-/tmp}" 2>/dev/null | awk 'NR == 2 { print $2 }')
    printf '%s CPUs (nproc) %s, %s RAM, Linux %s, stores on %s' \
        "$(nproc)" "${cpu:-unknown CPU}" "${mem:-? GiB}" "$(uname -r)" "${fs:-?}"
}
