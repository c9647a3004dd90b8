#!/usr/bin/env bash
# The demo: offline work, an outage, a give-up that marks the list dirty, the recovery and the
# resync, against the mock server; then the local app's other commands.
# Usage: scripts/demo.sh BIN_DIR   (BIN_DIR holds the built `todo` and `todo-mock-server`)
set -euo pipefail
bin="${1:-.build/debug}"
todo="$bin/todo"
mock="$bin/todo-mock-server"
work="$(mktemp -d)"
mock_pid=""
cleanup() {
    [ -n "$mock_pid" ] && kill "$mock_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
export TODO_HOME="$work/store" XDG_CONFIG_HOME="$work/config"
unset TODO_SERVER TODO_TOKEN TODO_OFFLINE

# shellcheck source=demo-lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/demo-lib.sh"
control() { curl -s -X "$1" "$server/_mock/$2" ${3:+-H 'Content-Type: application/json' -d "$3"} >/dev/null; }
server_list() {
    curl -s "$server/_mock/list?token=demo-token" |
        python3 -c 'import json,sys; d=json.load(sys.stdin); print("server: revision %d, %d todos: %s" % (d["revision"], len(d["list"]), ", ".join(sorted(e["text"] for e in d["list"]))))'
}

bold "== 1. Start the mock todo server on a free port =="
"$mock" --port 0 --token demo-token > "$work/mock.out" 2> "$work/mock.err" &
mock_pid=$!
for _ in $(seq 1 100); do
    [ -s "$work/mock.out" ] && break
    sleep 0.05
done
server=$(head -1 "$work/mock.out" | sed 's/^listening on //')
echo "mock server at $server"
# Fast schedule for the demo: MinDelay 0.1 s, MaxDelay 0.8 s (defaults: 2 s and 120 s).
export TODO_SERVER="$server" TODO_TOKEN="demo-token" TODO_MIN_DELAY=0.1 TODO_MAX_DELAY=0.8 TODO_TIMEOUT=2

bold "== 2. Work with the server up: each change is pushed at once =="
step add "Buy milk" --due tomorrow --importance important
step add "Call the bank" --due 2020-01-15
server_list

bold "== 3. Work offline (--offline: no network attempt at all) =="
step add "Water the plants" --offline
step add "Book the train" --offline --color "#22AA44"
step status

bold "== 4. An outage: the server refuses every request with 500 =="
control POST faults '{"fault":"status","status":500,"scope":"all"}'
step add "Pay the rent"
echo "(the change is saved and queued; the interactive command did one quick attempt and exited 0)"
step status
bold "todo sync runs the retry schedule (0.1, 0.15, 0.225 … s) until the next delay would pass MaxDelay:"
step sync
step status
server_list

bold "== 5. Meanwhile another device changes the list on the server =="
curl -s -X POST "$server/_mock/list?token=demo-token" -H 'Content-Type: application/json' \
    -d "{\"add\":{\"id\":\"0B1C2D3E-0000-4000-8000-000000000001\",\"text\":\"Sent from the phone\",\"importance\":\"low\",\"done\":false,\"created_at\":$(date +%s),\"changed_at\":$(date +%s),\"last_updated_by\":\"phone\"}}" >/dev/null
server_list

bold "== 6. The server comes back; an unattended recovery run (cron, CI) resyncs the dirty list =="
control DELETE faults
echo "(first a preview: what a sync would do, with GETs only; the store stays as it is)"
step sync --dry-run
step sync --recover --deadline 30 --json
step status
server_list
step list

bold "== 7. A conflict: the same todo edited here and on the server =="
first=$("$todo" list --json | python3 -c 'import json,sys; print([e for e in json.load(sys.stdin) if e["text"]=="Buy milk"][0]["id"])')
step edit "${first:0:6}" --text "Buy oat milk" --offline
sleep 1
"$todo" show "${first:0:6}" --json | python3 -c '
import json,sys,time
e=json.load(sys.stdin); e["text"]="Buy almond milk"; e["changed_at"]=int(time.time())+1; e["last_updated_by"]="phone"
print(json.dumps({"edit":e}))' > "$work/edit.json"
curl -s -X POST "$server/_mock/list?token=demo-token" -H 'Content-Type: application/json' -d @"$work/edit.json" >/dev/null
step sync
step conflicts
step show "${first:0:6}"
echo "(the overridden side comes back as a new change: queued, synced, undoable)"
step conflicts restore 1
step log "${first:0:6}"

bold "== 8. The local app: sort, filter, export, bad input =="
step done "${first:0:6}"
step list --sort importance
step list --overdue
"$todo" export --csv > "$work/todos.csv"
cat "$work/todos.csv"
step import "$work/todos.csv" --offline
step add "x" --due someday
step done zzzz
step status --json
