#!/usr/bin/env bash
# The CalDAV section of `make bench` (issue 43, point 5), against Debian's Radicale on loopback
# (release `todo`, `todo-mock-server` as the counting proxy).
#
# First sync: N todos (1,000) imported offline into a store set to `protocol caldav`, then one
# `todo sync` uploads them (wall time of the process); vdirsyncer 0.19 uploads the same N
# objects (the .ics files todo wrote, as a local folder) to a fresh collection of the same
# Radicale (wall time of `vdirsyncer sync`). Target: todo takes at most vdirsyncer's time.
#
# No-op sync: `todo sync` with nothing to do on that store, through `todo-mock-server --upstream`:
# the requests the proxy counts (target: 1, the sync-collection REPORT) and the wall time
# (hyperfine, straight to Radicale). BENCH_PROXY names another todo-mock-server binary.
#
# List at 10,000: 10,000 tasks in a collection, synced down by `todo sync` and copied by
# vdirsyncer to todoman's folder; `todo list` and `todoman list` timed with hyperfine (warm).
# Target: todo at least 10 × faster.
#
# Follows the section contract of scripts/bench-lib.sh: reads BENCH_BIN_DIR, BENCH_RESULTS,
# BENCH_WORK and BENCH_QUICK; writes $BENCH_RESULTS/caldav.md and caldav.targets. Environment:
# BENCH_CALDAV_FIRST (default 1000), BENCH_CALDAV_LIST (default 10000; quick: 2000).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
log() { printf '[bench-caldav %s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }
die() {
    log "error: $*"
    exit 1
}
todo=${BENCH_BIN_DIR:?}/todo
proxy=${BENCH_PROXY:-$BENCH_BIN_DIR/todo-mock-server}
for tool in radicale vdirsyncer todoman hyperfine python3 curl; do
    command -v "$tool" >/dev/null || die "$tool is missing (scripts/install-deps.sh)"
done
[ -x "$proxy" ] || die "no $proxy (swift build -c release --product todo-mock-server)"
quick=${BENCH_QUICK:-0}
first=${BENCH_CALDAV_FIRST:-1000}
list_n=${BENCH_CALDAV_LIST:-$([ "$quick" = 1 ] && echo 2000 || echo 10000)}
work=$(mktemp -d "${BENCH_WORK:-/tmp}/caldav.XXXXXX")
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
}
trap cleanup EXIT
out=$BENCH_RESULTS/caldav.md
targets=$BENCH_RESULTS/caldav.targets
: >"$out"
: >"$targets"

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
now_s() { python3 -c 'import time; print(time.monotonic())'; }
elapsed() { python3 -c "import sys; print('%.2f' % (float(sys.argv[2]) - float(sys.argv[1])))" "$1" "$2"; }

# Radicale with user alice, storage in $work/radicale.
port=$(free_port)
server="http://127.0.0.1:$port"
echo "alice:s3cret-pw" >"$work/users"
radicale --config "" --hosts "127.0.0.1:$port" --storage-filesystem-folder "$work/radicale" \
    --auth-type htpasswd --auth-htpasswd-filename "$work/users" --auth-htpasswd-encryption plain \
    >"$work/radicale.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 100); do curl -s -o /dev/null "$server/" && break; sleep 0.1; done

# A todo store in $1 set up for CalDAV against $2, calendar $3.
setup() {
    local dir=$1 url=$2 calendar=$3
    mkdir -p "$dir/config" "$dir/data"
    XDG_CONFIG_HOME=$dir/config XDG_DATA_HOME=$dir/data "$todo" config set server "$url" >/dev/null
    XDG_CONFIG_HOME=$dir/config XDG_DATA_HOME=$dir/data "$todo" config set protocol caldav >/dev/null
    XDG_CONFIG_HOME=$dir/config XDG_DATA_HOME=$dir/data "$todo" config set calendar "$calendar" >/dev/null
    echo s3cret-pw | XDG_CONFIG_HOME=$dir/config XDG_DATA_HOME=$dir/data "$todo" login alice --password-stdin \
        --no-import-local >/dev/null
}
run_todo() {
    local dir=$1
    shift
    XDG_CONFIG_HOME=$dir/config XDG_DATA_HOME=$dir/data "$todo" "$@"
}
# vdirsyncer between the folder $2 and collection $3 of Radicale, config in $1.
vdir_config() {
    cat >"$1" <<EOF
[general]
status_path = "$1.status/"

[pair tasks]
a = "tasks_local"
b = "tasks_remote"
collections = [["$3", "$3", "$3"]]

[storage tasks_local]
type = "filesystem"
path = "$2/"
fileext = ".ics"

[storage tasks_remote]
type = "caldav"
url = "$server/"
username = "alice"
password = "s3cret-pw"
EOF
}

# --- First sync ------------------------------------------------------------------------------
log "first sync of $first todos"
python3 scripts/bench-gen.py "$first" "$work/gen-first" >/dev/null
setup "$work/first" "$server" first
run_todo "$work/first" import "$work/gen-first/todo-import.json" --offline >/dev/null
start=$(now_s)
run_todo "$work/first" sync >/dev/null
todo_first=$(elapsed "$start" "$(now_s)")
held=$(find "$work/radicale/collection-root/alice/first" -maxdepth 1 -name '*.ics' | wc -l)
[ "$held" = "$first" ] || die "Radicale holds $held of $first todos after the first sync"
# The same objects as a local folder, uploaded by vdirsyncer to a fresh collection.
mkdir -p "$work/vdir-first/upload"
cp "$work/radicale/collection-root/alice/first/"*.ics "$work/vdir-first/upload/"
vdir_config "$work/vdir-first.conf" "$work/vdir-first" upload
printf "y\ny\ny\n" | vdirsyncer -c "$work/vdir-first.conf" discover >/dev/null 2>&1
start=$(now_s)
vdirsyncer -c "$work/vdir-first.conf" sync >/dev/null 2>&1
vdir_first=$(elapsed "$start" "$(now_s)")
held=$(find "$work/radicale/collection-root/alice/upload" -maxdepth 1 -name '*.ics' | wc -l)
[ "$held" = "$first" ] || die "vdirsyncer uploaded $held of $first"

# --- No-op sync, counted at the proxy --------------------------------------------------------
log "no-op sync"
proxy_port=$(free_port)
"$proxy" --port "$proxy_port" --upstream "$server" >"$work/proxy.out" 2>"$work/proxy.err" &
pids+=($!)
for _ in $(seq 1 100); do curl -s -o /dev/null "http://127.0.0.1:$proxy_port/_mock/stats" && break; sleep 0.05; done
setup "$work/noop" "http://127.0.0.1:$proxy_port" first
run_todo "$work/noop" sync >/dev/null
curl -s -X DELETE "http://127.0.0.1:$proxy_port/_mock/stats" >/dev/null
run_todo "$work/noop" sync >/dev/null
noop_requests=$(curl -s "http://127.0.0.1:$proxy_port/_mock/stats" |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["requests"]["total"])')
# The wall time straight to Radicale (the proxy only counts).
(
    export XDG_CONFIG_HOME=$work/first/config XDG_DATA_HOME=$work/first/data
    hyperfine -N --style basic --warmup 2 --min-runs 10 --export-json "$work/noop.json" "$todo sync" >/dev/null 2>&1
)
noop_ms=$(python3 -c 'import json, sys; print("%.1f" % (json.load(open(sys.argv[1]))["results"][0]["median"] * 1000))' "$work/noop.json")

# --- List at N ---------------------------------------------------------------------------------
log "list at $list_n: $list_n tasks into Radicale, then todo and vdirsyncer download them"
python3 scripts/bench-gen.py "$list_n" "$work/gen-list" >/dev/null
setup "$work/list" "$server" many
run_todo "$work/list" sync >/dev/null # makes the collection "many"
python3 - "$work/gen-list/todo-import.json" "$work/radicale/collection-root/alice/many" <<'PY'
import json, sys, time
items = json.load(open(sys.argv[1]))
for item in items:
    stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime(item["created_at"]))
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//bench//EN", "BEGIN:VTODO",
             "UID:" + item["id"], "DTSTAMP:" + stamp, "CREATED:" + stamp,
             "SUMMARY:" + item["text"].replace("\\", "\\\\").replace(",", "\\,").replace(";", "\\;"),
             "STATUS:" + ("COMPLETED" if item["done"] else "NEEDS-ACTION")]
    if item.get("importance") == "important": lines.append("PRIORITY:1")
    if item.get("importance") == "low": lines.append("PRIORITY:9")
    if item.get("deadline"): lines.append("DUE:" + time.strftime("%Y%m%dT%H%M%SZ", time.gmtime(item["deadline"])))
    lines += ["END:VTODO", "END:VCALENDAR"]
    open("%s/%s.ics" % (sys.argv[2], item["id"]), "w").write("\r\n".join(lines) + "\r\n")
PY
run_todo "$work/list" sync >/dev/null
count=$(run_todo "$work/list" list --all --json | python3 -c 'import json, sys; d = json.load(sys.stdin); print(len(d) if isinstance(d, list) else len(d.get("items", d.get("todos", []))))')
mkdir -p "$work/todoman/config/todoman" "$work/todoman/vdir"
vdir_config "$work/vdir-list.conf" "$work/todoman/vdir" many
printf "y\ny\ny\n" | vdirsyncer -c "$work/vdir-list.conf" discover >/dev/null 2>&1
vdirsyncer -c "$work/vdir-list.conf" sync >/dev/null 2>&1
printf 'path = "%s/todoman/vdir/*"\ndate_format = "%%Y-%%m-%%d"\ntime_format = "%%H:%%M"\n' "$work" \
    >"$work/todoman/config/todoman/config.py"
(
    export XDG_CONFIG_HOME=$work/list/config XDG_DATA_HOME=$work/list/data
    hyperfine -N --style basic --warmup 3 --min-runs 10 --export-json "$work/list-todo.json" "$todo list" >/dev/null 2>&1
)
(
    export XDG_CONFIG_HOME=$work/todoman/config XDG_CACHE_HOME=$work/todoman/cache
    hyperfine -N --style basic --warmup 2 --min-runs 5 --export-json "$work/list-todoman.json" "todoman list" >/dev/null 2>&1
)
median() { python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["results"][0]["median"])' "$1"; }
list_todo=$(median "$work/list-todo.json")
list_todoman=$(median "$work/list-todoman.json")

# --- Report ----------------------------------------------------------------------------------
python3 - "$first" "$todo_first" "$vdir_first" "$noop_requests" "$noop_ms" "$list_n" "$count" "$list_todo" \
    "$list_todoman" "$out" "$targets" <<'PY'
import sys
first, todo_first, vdir_first, noop_requests, noop_ms, list_n, count, list_todo, list_todoman, out, targets = sys.argv[1:]
todo_first, vdir_first, list_todo, list_todoman = map(float, (todo_first, vdir_first, list_todo, list_todoman))
ratio = list_todoman / list_todo if list_todo else 0
with open(out, "w") as f:
    f.write("Radicale 3 on loopback; `todo` release build.\n\n")
    f.write("| measure | todo | other | target |\n|---|---:|---:|---|\n")
    f.write("| first sync of %s todos (wall) | %.2f s | vdirsyncer upload %.2f s | todo ≤ vdirsyncer |\n" % (first, todo_first, vdir_first))
    f.write("| sync with nothing to do: requests | %s | | 1 (one REPORT) |\n" % noop_requests)
    f.write("| sync with nothing to do: wall (median) | %s ms | | |\n" % noop_ms)
    f.write("| `list` of %s tasks synced down (%s listed with --all), warm median | %.1f ms | `todoman list` %.0f ms (%.1f×) | ≥ 10× faster |\n" % (list_n, count, list_todo * 1000, list_todoman * 1000, ratio))
with open(targets, "w") as f:
    f.write("%s\tfirst sync of %s todos %.2f s ≤ vdirsyncer %.2f s\n" % ("PASS" if todo_first <= vdir_first else "FAIL", first, todo_first, vdir_first))
    f.write("%s\ta sync with nothing to do is %s request(s) (target 1)\n" % ("PASS" if noop_requests == "1" else "FAIL", noop_requests))
    f.write("%s\t`todo list` at %s is %.1f× faster than `todoman list` (target ≥ 10×)\n" % ("PASS" if ratio >= 10 else "FAIL", list_n, ratio))
PY
cat "$out"
cat "$targets" >&2
