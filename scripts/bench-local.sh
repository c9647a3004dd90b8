#!/usr/bin/env bash
# The "local" benchmark section: todo add/list/done against Taskwarrior 2.6 at 1k, 10k, 100k items.
#
# Run by scripts/bench.sh (see the section contract in scripts/bench-lib.sh). Environment:
#   BENCH_SIZES   item counts (default "1000 10000 100000"; quick: "1000 10000")
#   BENCH_QUICK   1: fewer runs
# For every size it generates the same N items for both tools (scripts/bench-gen.py), imports
# them into a todo store (`todo import`, timed) and writes Taskwarrior's pending.data and
# completed.data directly, then times each operation with hyperfine on a fresh copy of each store.
set -euo pipefail

: "${BENCH_ROOT:?run through scripts/bench.sh}" "${TODO_BIN:?}" "${BENCH_RESULTS:?}" "${BENCH_WORK:?}"
# shellcheck source=bench-lib.sh
source "$BENCH_ROOT/scripts/bench-lib.sh"

# hyperfine picks the run count within [min, max] for a ~3 s budget per cell. Below 100k items
# every cell gets at least 20 runs (the budget alone would give the 10k lists ~10); at 100k, 10
# runs of a multi-second command are what the time limit allows.
if [ "${BENCH_QUICK:-0}" = 1 ]; then
    sizes=${BENCH_SIZES:-"1000 10000"}
    hf_runs() { echo --warmup 1 --min-runs 5 --max-runs 15; }
else
    sizes=${BENCH_SIZES:-"1000 10000 100000"}
    hf_runs() { echo --warmup 3 --min-runs "$([ "$1" -lt 100000 ] && echo 20 || echo 10)" --max-runs 40; }
fi

TASK_BIN=$(command -v task) || bench_die "taskwarrior (task) is not installed"
command -v hyperfine >/dev/null || bench_die "hyperfine is not installed"
task_version=$("$TASK_BIN" --version)
case $task_version in 2.6.*) ;; *) bench_log "warning: Taskwarrior $task_version, the targets are set against 2.6" ;; esac

out=$BENCH_RESULTS/local
mkdir -p "$out"
tsv=$BENCH_RESULTS/local.tsv
printf 'items\top\ttool\truns\tmedian_s\tmean_s\tstddev_s\tmin_s\tmax_s\tcpu_s\tmax_rss_kib\n' >"$tsv"
setup_tsv=$BENCH_RESULTS/local-setup.tsv
printf 'items\tpending\tcompleted\ttodo_import_s\ttodo_import_rss_kib\ttodo_store_bytes\ttask_data_bytes\n' >"$setup_tsv"

bench_isolate "$BENCH_WORK/local-env"

q() { printf '%q' "$1"; }

# Times one command with hyperfine and measures its peak memory in one extra run.
# measure SIZE OP TOOL MODE CMD [PREPARE]; MODE is "direct" (no shell) or "shell".
measure() {
    local size=$1 op=$2 tool=$3 mode=$4 cmd=$5 prepare=${6:-}
    local json=$out/$size-$op-$tool.json
    local args
    read -r -a args <<<"$(hf_runs "$size")"
    args+=(--style basic --export-json "$json" -n "$tool $op")
    [ "$mode" = direct ] && args+=(-N)
    [ -n "$prepare" ] && args+=(--prepare "$prepare")
    if ! hyperfine "${args[@]}" "$cmd" >"$out/$size-$op-$tool.log" 2>&1; then
        cat "$out/$size-$op-$tool.log" >&2
        bench_die "hyperfine failed for $tool $op at $size items"
    fi
    local stats rss
    stats=$(bench_stats "$json")
    [ -n "$prepare" ] && sh -c "$prepare"
    # One more run under GNU time; `exec` makes the measured process the command itself.
    [ "$mode" = direct ] && cmd="exec $cmd"
    rss=$(bench_max_rss "$out/$size-$op-$tool" sh -c "$cmd") || bench_die "$tool $op failed at $size items"
    read -r runs median mean stddev min max cpu <<<"$stats"
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' \
        "$size" "$op" "$tool" "$runs" "$median" "$mean" "$stddev" "$min" "$max" "$cpu" "$rss" >>"$tsv"
    bench_log "$(bench_fmt_size "$size") $tool $op: median $(bench_fmt_time "$median") over $runs runs, max RSS $(bench_fmt_kib "$rss")"
}

for size in $sizes; do
    dir=$BENCH_WORK/local/$size
    rm -rf "$dir"
    mkdir -p "$dir"
    bench_log "$(bench_fmt_size "$size"): generating $size items"
    python3 "$BENCH_ROOT/scripts/bench-gen.py" "$size" "$dir/data" --done-ids 400
    pending=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["pending"])' "$dir/data/meta.json")
    completed=$((size - pending))

    # The todo store, by the app's own import; timed, since it is how a user would get there.
    export TODO_HOME=$dir/todo-pristine
    start=$(date +%s.%N)
    import_rss=$(bench_max_rss "$out/$size-import" "$TODO_BIN" import "$dir/data/todo-import.json") ||
        bench_die "todo import of $size items failed: $(cat "$out/$size-import.stderr")"
    import_s=$(python3 -c 'import sys,time; print(f"{time.time() - float(sys.argv[1]):.3f}")' "$start")
    count=$("$TODO_BIN" status --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["items"])')
    [ "$count" = "$size" ] || bench_die "todo store has $count items after importing $size"
    bench_log "$(bench_fmt_size "$size"): todo import took ${import_s} s (max RSS $(bench_fmt_kib "$import_rss"))"

    # The Taskwarrior data, written directly in its FF4 format (far faster than `task import`).
    mkdir -p "$dir/task-pristine"
    cp "$dir/data/task/pending.data" "$dir/data/task/completed.data" "$dir/task-pristine/"
    cat >"$dir/taskrc" <<EOF
data.location=$dir/task
confirmation=off
verbose=nothing
color=off
hooks=off
EOF
    export TASKRC=$dir/taskrc TASKDATA=$dir/task
    cp -a "$dir/task-pristine" "$dir/task"
    task_pending=$("$TASK_BIN" count status:pending)
    task_completed=$("$TASK_BIN" count status:completed)
    [ "$task_pending" = "$pending" ] && [ "$task_completed" = "$completed" ] ||
        bench_die "task reads $task_pending pending, $task_completed completed; expected $pending, $completed"
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$size" "$pending" "$completed" "$import_s" "$import_rss" \
        "$(du -sb "$dir/todo-pristine" | cut -f1)" "$(du -sb "$dir/task-pristine" | cut -f1)" >>"$setup_tsv"

    # Every operation runs on fresh copies of the stores.
    fresh() {
        rm -rf "$dir/todo" "$dir/task"
        cp -a "$dir/todo-pristine" "$dir/todo"
        cp -a "$dir/task-pristine" "$dir/task"
        tr ',' '\n' <"$dir/data/done-ids.txt" >"$dir/todo-queue"
        tr ',' '\n' <"$dir/data/done-task-ids.txt" >"$dir/task-queue"
        export TODO_HOME=$dir/todo
    }
    todo=$(q "$TODO_BIN")
    taskb=$(q "$TASK_BIN")

    fresh
    measure "$size" list todo direct "$todo list"
    measure "$size" list task direct "$taskb list"
    measure "$size" list-json todo direct "$todo list --json"
    measure "$size" list-json task direct "$taskb export"

    # Recurrence and waiting (issue 35): the same list with 10 % repeating (rec:+1w) and 10 %
    # waiting (t:DATE ahead, hidden) todos, imported into its own store; `todo list` of it is
    # held to `task list` of the plain set (Taskwarrior's data does not change).
    python3 "$BENCH_ROOT/scripts/bench-gen.py" "$size" "$dir/shaped" \
        --recurring-percent 10 --waiting-percent 10
    rm -rf "$dir/todo-shaped"
    TODO_HOME=$dir/todo-shaped "$TODO_BIN" import "$dir/shaped/todo-import.json" >/dev/null ||
        bench_die "todo import of the $size-item recurring/waiting set failed"
    export TODO_HOME=$dir/todo-shaped
    measure "$size" list-recur todo direct "$todo list"
    export TODO_HOME=$dir/todo

    fresh
    measure "$size" add todo direct "$todo add Benchmark item"
    measure "$size" add task direct "$taskb add Benchmark item"

    # Each timed run marks a different pending item done: --prepare pops the next id.
    fresh
    pop() { echo "sed -n 1p $(q "$1") > $(q "$2") && sed -i 1d $(q "$1")"; }
    measure "$size" done todo shell "read -r id < $(q "$dir/todo-cur") && exec $todo done \"\$id\"" \
        "$(pop "$dir/todo-queue" "$dir/todo-cur")"
    measure "$size" done task shell "read -r id < $(q "$dir/task-cur") && exec $taskb \"\$id\" done" \
        "$(pop "$dir/task-queue" "$dir/task-cur")"
    # The runs must each have completed a different item.
    used=$(($(tr ',' '\n' <"$dir/data/done-ids.txt" | wc -l) - $(wc -l <"$dir/todo-queue")))
    todo_done=$("$TODO_BIN" list --done --json | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))')
    [ "$todo_done" = $((completed + used)) ] ||
        bench_die "todo: $todo_done done after $used done runs, expected $((completed + used))"
    used=$(($(tr ',' '\n' <"$dir/data/done-task-ids.txt" | wc -l) - $(wc -l <"$dir/task-queue")))
    task_done=$("$TASK_BIN" count status:completed)
    [ "$task_done" = $((completed + used)) ] ||
        bench_die "task: $task_done completed after $used done runs, expected $((completed + used))"

    # Single-todo commands (issue 14: their cost must not grow with the list), todo alone.
    fresh
    first=$(tr ',' '\n' <"$dir/data/done-ids.txt" | sed -n 1p)
    measure "$size" show todo direct "$todo show $first"
    measure "$size" status todo direct "$todo status"
    fresh
    measure "$size" edit todo shell "read -r id < $(q "$dir/todo-cur") && exec $todo edit \"\$id\" --text Edited" \
        "$(pop "$dir/todo-queue" "$dir/todo-cur")"
    fresh
    measure "$size" rm todo shell "read -r id < $(q "$dir/todo-cur") && exec $todo rm --yes \"\$id\"" \
        "$(pop "$dir/todo-queue" "$dir/todo-cur")"
    # `add` with a server configured whose backoff window is open: one failed quick push (nothing
    # listens on port 9) opens a 100 s window, through which every timed add is only queued.
    fresh
    (
        unset TODO_OFFLINE
        export TODO_SERVER=http://127.0.0.1:9 TODO_TOKEN=bench TODO_MIN_DELAY=100 TODO_MAX_DELAY=120
        "$TODO_BIN" add "Opens the window" >/dev/null 2>&1
        "$TODO_BIN" status --json | grep -q '"next_retry_at" *: *[0-9]' ||
            bench_die "todo add with an unreachable server did not open a backoff window"
        measure "$size" add-window todo direct "$todo add Benchmark item"
    )
    rm -rf "$dir/todo" "$dir/task"
done

# The floor every command pays: start-up, no store.
measure 0 version todo direct "$(q "$TODO_BIN") --version"
measure 0 version task direct "$(q "$TASK_BIN") --version"
printf '%s\t%s\n' "$(stat -c %s "$TODO_BIN")" "$TODO_BIN" >"$BENCH_RESULTS/local-binary.tsv"

# The table, the targets and the setup figures.
python3 - "$tsv" "$setup_tsv" "$BENCH_RESULTS/local.md" "$BENCH_RESULTS/local.targets" "$task_version" <<'EOF'
import csv, sys

tsv, setup_tsv, md_path, targets_path, task_version = sys.argv[1:6]
rows = list(csv.DictReader(open(tsv), delimiter="\t"))
setup = list(csv.DictReader(open(setup_tsv), delimiter="\t"))
cell = {(int(r["items"]), r["op"], r["tool"]): r for r in rows}
sizes = sorted({int(r["items"]) for r in rows} - {0})


def size(n):
    return f"{n // 1000}k" if n % 1000 == 0 else str(n)


def t(s):
    s = float(s)
    if s < 0.1:
        return f"{s * 1e3:.1f} ms"
    if s < 1:
        return f"{s * 1e3:.0f} ms"
    return f"{s:.2f} s"


def mib(k):
    return f"{int(k) / 1024:.1f} MiB" if k else "–"


def median(n, op, tool):
    r = cell.get((n, op, tool))
    return float(r["median_s"]) if r else None


commands = {"add": ("todo add TEXT", "task add TEXT"), "list": ("todo list", "task list"),
            "list-json": ("todo list --json", "task export"), "done": ("todo done ID", "task ID done")}
lines = [
    f"todo against Taskwarrior {task_version}: median wall time of hyperfine runs (runs per cell in",
    "local.tsv), mean CPU time (user + system) of the same runs, and peak memory (max RSS) of one",
    "more run. Lower is better; todo/task < 1 means todo is faster (ratio of the medians).",
    "",
    "| items | operation | todo | task | todo/task | todo CPU | task CPU | todo max RSS | task max RSS |",
    "|---:|---|---:|---:|---:|---:|---:|---:|---:|",
]
for n in sizes:
    for op in ("add", "list", "list-json", "done"):
        a, b = cell.get((n, op, "todo")), cell.get((n, op, "task"))
        if not a or not b:
            continue
        ratio = float(a["median_s"]) / float(b["median_s"])
        lines.append(
            f"| {size(n)} | `{commands[op][0]}` / `{commands[op][1]}` | {t(a['median_s'])} | {t(b['median_s'])} "
            f"| {ratio:.2f} | {t(a['cpu_s'])} | {t(b['cpu_s'])} | {mib(a['max_rss_kib'])} | {mib(b['max_rss_kib'])} |"
        )

targets = []


def cpu(n, op, tool):
    r = cell.get((n, op, tool))
    return float(r["cpu_s"]) if r else None


def target(desc, a, b, limit):
    """The target holds when median(a) / median(b) <= limit; a and b are (items, op, tool)."""
    if not (median(*a) and median(*b)):
        targets.append(("N/A", desc, "size not run", ""))
        return
    ratio = median(*a) / median(*b)
    cpu_ratio = cpu(*a) / cpu(*b)
    verdict = "PASS" if ratio <= limit else "FAIL"
    cpu_verdict = "PASS" if cpu_ratio <= limit else "FAIL"
    targets.append((verdict, desc, f"{ratio:.2f} (limit {limit:g})", f"{cpu_ratio:.2f} ({cpu_verdict})"))


target("10k items: todo add ≤ 0.3 × task add", (10000, "add", "todo"), (10000, "add", "task"), 0.3)
target("10k items: todo list ≤ 0.4 × task list", (10000, "list", "todo"), (10000, "list", "task"), 0.4)
# Issue 14's goals.
for op in ("add", "done", "show", "edit", "rm", "status"):
    target(f"100k items: todo {op} ≤ 2 × todo {op} at 1k", (100000, op, "todo"), (1000, op, "todo"), 2)
target("100k items: add, server configured, window open ≤ 2 × offline add", (100000, "add-window", "todo"),
       (100000, "add", "todo"), 2)
target("100k items: todo list ≤ 0.1 × task list", (100000, "list", "todo"), (100000, "list", "task"), 0.1)
target("100k items, 10 % repeating and 10 % waiting: todo list ≤ 0.1 × task list",
       (100000, "list-recur", "todo"), (100000, "list", "task"), 0.1)
target("100k items: todo list --json ≤ 0.1 × task export", (100000, "list-json", "todo"),
       (100000, "list-json", "task"), 0.1)
store_bytes = {int(s["items"]): int(s["todo_store_bytes"]) for s in setup}
list_rss = cell.get((100000, "list", "todo"))
if list_rss and list_rss["max_rss_kib"] and store_bytes.get(100000):
    share = int(list_rss["max_rss_kib"]) * 1024 / store_bytes[100000]
    targets.append(("PASS" if share <= 3 else "FAIL", "100k items: todo list peak memory ≤ 3 × the store on disk",
                    f"{share:.2f} (limit 3)", ""))
target("10k items: todo add ≤ 0.15 × task add", (10000, "add", "todo"), (10000, "add", "task"), 0.15)
target("10k items: todo list ≤ 0.15 × task list", (10000, "list", "todo"), (10000, "list", "task"), 0.15)
target("todo --version ≤ 1.5 × task --version", (0, "version", "todo"), (0, "version", "task"), 1.5)
binary = open(tsv.replace("local.tsv", "local-binary.tsv")).read().split("\t")
binary_mb = int(binary[0]) / 1e6
targets.append(("PASS" if binary_mb <= 30 else "FAIL", "static binary ≤ 30 MB", f"{binary_mb:.1f} MB (limit 30)", ""))

lines += ["", "Single-todo commands (todo alone) and their growth from the smallest size to the largest:", "",
          "| operation | " + " | ".join(size(n) for n in sizes) + " | growth |",
          "|---|" + "---:|" * (len(sizes) + 1)]
for op in ("add", "done", "show", "edit", "rm", "status", "add-window"):
    values = [median(n, op, "todo") for n in sizes]
    if not all(values):
        continue
    label = "add, server configured, backoff window open" if op == "add-window" else op
    lines.append(f"| `todo {label}` | " + " | ".join(t(v) for v in values) + f" | {values[-1] / values[0]:.1f}× |")
v_todo, v_task = median(0, "version", "todo"), median(0, "version", "task")
if v_todo and v_task:
    lines += ["", f"`todo --version` {t(v_todo)}, `task --version` {t(v_task)} ({v_todo / v_task:.2f}×); "
              f"the `todo` binary is {binary_mb:.1f} MB."]

lines += ["", "The verdict is on the wall-time medians; the CPU-time ratio is shown as a check against a busy machine.",
          "", "| target | measured (wall medians) | CPU-time ratio | result |", "|---|---:|---:|---|"]
for verdict, desc, measured, cpu_ratio in targets:
    lines.append(f"| {desc} | {measured} | {cpu_ratio} | **{verdict}** |")

lines += ["", "Setup (not timed by hyperfine): the same items for both tools, ~20 % completed, ~40 % with a due date.", "",
          "| items | pending | completed | `todo import` | import max RSS | todo store | task data |",
          "|---:|---:|---:|---:|---:|---:|---:|"]
for s in setup:
    lines.append(
        f"| {size(int(s['items']))} | {s['pending']} | {s['completed']} | {float(s['todo_import_s']):.2f} s "
        f"| {mib(s['todo_import_rss_kib'])} | {int(s['todo_store_bytes']) / 1e6:.1f} MB | {int(s['task_data_bytes']) / 1e6:.1f} MB |"
    )
open(md_path, "w").write("\n".join(lines) + "\n")
with open(targets_path, "w") as f:
    for verdict, desc, measured, cpu_ratio in targets:
        f.write(f"{verdict}\t{desc}: {measured}" + (f"; CPU-time ratio {cpu_ratio}" if cpu_ratio else "") + "\n")
EOF
