#!/usr/bin/env bash
# The network section of `make bench`: TodoAPI (libcurl) requests/s on loopback, sequential and
# 8 in flight, against the `curl` command line tool in a loop; and the 10,000-element GET /list.
#
#   scripts/bench-net.sh        (standalone: builds the release products, prints markdown)
#
# Under scripts/bench.sh it follows the section contract of scripts/bench-lib.sh: it reads
# BENCH_BIN_DIR, BENCH_RESULTS and BENCH_QUICK, and writes $BENCH_RESULTS/network.md and
# $BENCH_RESULTS/network.targets. Both clients talk to the same `todo-mock-server` process.
# Environment: BENCH_CURL_N (default 200) requests in the curl loop; BENCH_NET_REQUESTS (default
# 2000) requests per client run.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
log() { printf '[bench-net %s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }
die() {
    log "error: $*"
    exit 1
}

if [ -z "${BENCH_BIN_DIR:-}" ]; then
    scratch=${BENCH_SCRATCH:-.build}
    log "building todo-netbench and todo-mock-server (release, scratch path $scratch)"
    swift build -c release --scratch-path "$scratch" --product todo-netbench >&2
    swift build -c release --scratch-path "$scratch" --product todo-mock-server >&2
    BENCH_BIN_DIR=$(swift build -c release --scratch-path "$scratch" --show-bin-path)
fi
netbench=$BENCH_BIN_DIR/todo-netbench
mockserver=$BENCH_BIN_DIR/todo-mock-server
[ -x "$netbench" ] || die "no $netbench (swift build -c release --product todo-netbench)"
[ -x "$mockserver" ] || die "no $mockserver (swift build -c release --product todo-mock-server)"
command -v curl >/dev/null || die "curl is missing (scripts/install-deps.sh --bench)"

quick=${BENCH_QUICK:-0}
curl_n=${BENCH_CURL_N:-$([ "$quick" = 1 ] && echo 50 || echo 200)}
requests=${BENCH_NET_REQUESTS:-$([ "$quick" = 1 ] && echo 500 || echo 2000)}
big_runs=$([ "$quick" = 1 ] && echo 5 || echo 20)

work=$(mktemp -d)
mock_pid=""
cleanup() {
    [ -n "$mock_pid" ] && kill "$mock_pid" 2>/dev/null && wait "$mock_pid" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

# --- The server: one todo-mock-server process for both clients ------------------------------
"$mockserver" --host 127.0.0.1 --port 0 --token bench --token bench-10k >"$work/mock.out" 2>"$work/mock.err" &
mock_pid=$!
url=""
for _ in $(seq 200); do
    line=$(head -n 1 "$work/mock.out" 2>/dev/null || true)
    if [ "${line#listening on }" != "$line" ]; then
        url=${line#listening on }
        break
    fi
    kill -0 "$mock_pid" 2>/dev/null || die "todo-mock-server exited: $(cat "$work/mock.err")"
    sleep 0.05
done
[ -n "$url" ] || die "todo-mock-server did not print its address"
log "todo-mock-server at $url"

# --- The reference: the curl CLI, one process per request, GET /list of 10 elements ---------
elements=""
for i in $(seq 0 9); do
    elements+="${elements:+,}{\"id\":\"bench-$i\",\"text\":\"Benchmark todo number $i\",\"importance\":\"basic\","
    elements+="\"done\":false,\"created_at\":1763700000,\"changed_at\":1763700000,\"last_updated_by\":\"netbench\"}"
done
curl -sf -o /dev/null -X PATCH -H "Authorization: Bearer bench" -H "X-Last-Known-Revision: 0" \
    -H "Content-Type: application/json" --data "{\"list\":[$elements]}" "$url/list" ||
    die "could not preload the list with curl"
for _ in 1 2 3 4 5; do
    curl -sf -o /dev/null -H "Authorization: Bearer bench" "$url/list" || die "curl GET /list failed"
done
log "curl CLI loop: $curl_n sequential GET /list"
start=$(date +%s.%N)
for _ in $(seq "$curl_n"); do
    curl -sf -o /dev/null -H "Authorization: Bearer bench" "$url/list" || die "curl GET /list failed"
done
end=$(date +%s.%N)
curl_rps=$(awk -v n="$curl_n" -v s="$start" -v e="$end" 'BEGIN { printf "%.1f", n / (e - s) }')
log "curl CLI: $curl_rps req/s"

# --- The client -----------------------------------------------------------------------------
log "todo-netbench: $requests requests sequential and 8 in flight, $big_runs GETs of 10,000 elements"
"$netbench" --server "$url" --small-token bench --big-token bench-10k --requests "$requests" \
    --big-runs "$big_runs" --reference-rps "$curl_rps" --kv "$work/net.kv" >"$work/net.md"
# shellcheck disable=SC1091
source "$work/net.kv"

verdict() { awk -v v="$1" -v t="$2" -v op="$3" 'BEGIN { ok = (op == ">=") ? (v >= t) : (v < t); print ok ? "PASS" : "FAIL" }'; }
ratio_verdict=$(verdict "$ratio" 5 ">=")
big_verdict=$(verdict "$big_get_median_s" 0.1 "<")
big_ms=$(awk -v s="$big_get_median_s" 'BEGIN { printf "%.1f ms", s * 1000 }')
ratio_text=$(awk -v r="$ratio" 'BEGIN { printf "%.1f×", r }')

{
    cat "$work/net.md"
    echo
    echo "Both clients against one \`todo-mock-server\` process on 127.0.0.1 (release build); the \`curl\`"
    echo "figure is $curl_n sequential \`curl -s\` processes, each a new connection and process start."
    echo "Targets: sequential ≥ 5× the curl loop: **$ratio_verdict** ($ratio_text);"
    echo "10k-element GET under 100 ms: **$big_verdict** (median $big_ms)."
} >"$work/network.md"

if [ -n "${BENCH_RESULTS:-}" ]; then
    cp "$work/network.md" "$BENCH_RESULTS/network.md"
    printf '%s\t%s\n' \
        "$ratio_verdict" "client sequential requests/s ≥ 5× the curl CLI loop ($ratio_text)" \
        "$big_verdict" "GET /list with 10,000 elements under 100 ms (median $big_ms)" \
        >"$BENCH_RESULTS/network.targets"
else
    cat "$work/network.md"
fi
