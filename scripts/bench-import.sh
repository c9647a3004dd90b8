#!/usr/bin/env bash
# The import section of `make bench`: peak memory of `todo import` of a million rows, as JSON and as
# CSV, against the goal of issue 14 (under 1 GiB: the import streams, it never holds the file, its
# rows or their changes beside the store).
#
# The rows come from scripts/bench-gen.py (the local section's generator); the CSV is the JSON
# store's own `todo export --csv`, imported into a second, empty store. Each import is one run under
# GNU time (peak resident memory, wall time). BENCH_IMPORT_ROWS sets the row count (default
# 1000000; 100000 in a quick run, where the goal is not judged).
set -euo pipefail
# shellcheck source=bench-lib.sh
source "$BENCH_ROOT/scripts/bench-lib.sh"

rows=${BENCH_IMPORT_ROWS:-1000000}
[ "$BENCH_QUICK" = 1 ] && rows=${BENCH_IMPORT_ROWS:-100000}
limit_kib=$((1024 * 1024))
work=$BENCH_WORK/import
bench_isolate "$work/env"
mkdir -p "$work"

bench_log "import: generating $(bench_fmt_size "$rows") rows"
python3 "$BENCH_ROOT/scripts/bench-gen.py" "$rows" "$work/gen" >/dev/null

mb() { awk -v b="$1" 'BEGIN { printf "%.1f MB", b / 1e6 }'; }

# measure NAME FILE STORE: one timed run; prints "seconds max_rss_kib".
measure() {
    local name=$1 file=$2 store=$3
    local start rss seconds count
    start=$(date +%s.%N)
    rss=$(TODO_HOME=$store bench_max_rss "$work/$name" "$TODO_BIN" import "$file") ||
        bench_die "todo import of the $name file failed: $(cat "$work/$name.stderr")"
    seconds=$(python3 -c 'import sys,time; print(f"{time.time() - float(sys.argv[1]):.2f}")' "$start")
    count=$(TODO_HOME=$store "$TODO_BIN" status --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["items"])')
    [ "$count" = "$rows" ] || bench_die "the $name import left $count todos, expected $rows"
    echo "$seconds $rss"
}

read -r json_s json_rss < <(measure json "$work/gen/todo-import.json" "$work/store-json")
bench_log "import: JSON ${json_s} s, peak $(bench_fmt_kib "$json_rss")"
TODO_HOME=$work/store-json "$TODO_BIN" export --csv >"$work/todos.csv"
rm -rf "$work/store-json"
read -r csv_s csv_rss < <(measure csv "$work/todos.csv" "$work/store-csv")
bench_log "import: CSV ${csv_s} s, peak $(bench_fmt_kib "$csv_rss")"
store_bytes=$(du -cb "$work/store-csv"/snapshot.json "$work/store-csv"/snapshot.index | tail -n 1 | cut -f 1)

{
    echo "\`todo import\` of $(bench_fmt_size "$rows") rows into an empty store (one run each, GNU time):"
    echo
    echo "| file | size | wall time | peak memory |"
    echo "|---|---:|---:|---:|"
    echo "| JSON (scripts/bench-gen.py) | $(mb "$(stat -c %s "$work/gen/todo-import.json")") | $json_s s | $(bench_fmt_kib "$json_rss") |"
    echo "| CSV (\`todo export --csv\` of it) | $(mb "$(stat -c %s "$work/todos.csv")") | $csv_s s | $(bench_fmt_kib "$csv_rss") |"
    echo
    echo "The store written: $(mb "$store_bytes") (snapshot and index)."
} >"$BENCH_RESULTS/import.md"

{
    for pair in "JSON:$json_rss" "CSV:$csv_rss"; do
        name=${pair%%:*}
        rss=${pair#*:}
        if [ "$rows" != 1000000 ]; then
            verdict="N/A"
        elif [ "$rss" -lt "$limit_kib" ]; then
            verdict="PASS"
        else
            verdict="FAIL"
        fi
        printf '%s\t`todo import` of %s %s rows peaks under 1 GiB: %s\n' \
            "$verdict" "$(bench_fmt_size "$rows")" "$name" "$(bench_fmt_kib "$rss")"
    done
} >"$BENCH_RESULTS/import.targets"
