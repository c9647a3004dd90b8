#!/usr/bin/env bash
# The CalDAV demo: todo against a real Radicale on loopback. Log in, work offline, an outage
# (Radicale stopped), the recovery, another client's edit merged per field.
# Usage: scripts/demo-caldav.sh BIN_DIR   (BIN_DIR holds the built `todo`)
set -euo pipefail
bin="${1:-.build/debug}"
todo="$bin/todo"
work="$(mktemp -d)"
radicale_pid=""
cleanup() {
    [ -n "$radicale_pid" ] && kill "$radicale_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data"
unset TODO_HOME TODO_SERVER TODO_TOKEN TODO_OFFLINE TODO_PROTOCOL TODO_CALENDAR

# shellcheck source=demo-lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/demo-lib.sh"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
server="http://127.0.0.1:$port"
echo "alice:s3cret-pw" > "$work/users"
start_radicale() {
    radicale --config "" --hosts "127.0.0.1:$port" --storage-filesystem-folder "$work/collections" \
        --auth-type htpasswd --auth-htpasswd-filename "$work/users" --auth-htpasswd-encryption plain \
        > "$work/radicale.log" 2>&1 &
    radicale_pid=$!
    for _ in $(seq 1 100); do
        curl -s -o /dev/null "$server/" && return
        sleep 0.1
    done
    echo "radicale did not start" >&2
    exit 1
}
tasks() {
    echo "Radicale holds:"
    for f in "$work"/collections/collection-root/alice/*/*.ics; do
        [ -e "$f" ] || continue
        python3 - "$f" <<'PY'
import sys
lines = open(sys.argv[1]).read().replace("\r\n ", "").splitlines()
keys = ("SUMMARY", "STATUS", "CATEGORIES", "PRIORITY", "DUE")
print("  " + "  ".join(l for l in lines if l.split(":")[0].split(";")[0] in keys))
PY
    done
}

bold "== 1. Radicale on a free loopback port; todo set up for CalDAV =="
start_radicale
echo "radicale at $server (user alice)"
step config set server "$server"
step config set protocol caldav
printf '$ echo ... | todo login alice --password-stdin\n'
echo "s3cret-pw" | "$todo" login alice --password-stdin
# Fast schedule for the demo: MinDelay 0.1 s, MaxDelay 0.8 s (defaults: 2 s and 120 s).
export TODO_MIN_DELAY=0.1 TODO_MAX_DELAY=0.8 TODO_TIMEOUT=2

bold "== 2. Work with the server up: each change is pushed at once (a task list 'Tasks' was made) =="
step add "Buy milk +home" --due 2026-12-24 --importance important
step add "Call the bank"
tasks

bold "== 3. Work offline (--offline: no network attempt at all) =="
step add "Water the plants +home" --offline
step done 2 --offline
step status

bold "== 4. An outage: Radicale stops =="
kill "$radicale_pid"; wait "$radicale_pid" 2>/dev/null || true; radicale_pid=""
step add "Pay the rent"
echo "(saved and queued; the quick attempt found no server and the command exited 0)"
step sync --recover --deadline 1
step status

bold "== 5. Radicale is back: the recovery run drains the queue =="
start_radicale
step sync --recover
tasks

bold "== 6. Another client renames a task while this device marks it done: both changes kept =="
file=$(grep -l "SUMMARY:Buy milk" "$work"/collections/collection-root/alice/*/*.ics)
href="${file#"$work"/collections/collection-root}"
etag=$(curl -s -u alice:s3cret-pw -X PROPFIND -H 'Depth: 0' -H 'Content-Type: application/xml' \
    --data '<d:propfind xmlns:d="DAV:"><d:prop><d:getetag/></d:prop></d:propfind>' "$server$href" |
    python3 -c 'import re,sys,html; print(html.unescape(re.search(r"getetag>([^<]*)<", sys.stdin.read()).group(1)))')
sed 's/^SUMMARY:Buy milk/SUMMARY:Buy oat milk/' "$file" > "$work/renamed.ics"
printf '$ curl -X PUT -H '\''If-Match: %s'\'' %s   (SUMMARY: Buy oat milk)\n' "$etag" "$href"
curl -s -o /dev/null -w '%{http_code}\n' -u alice:s3cret-pw -X PUT -H "If-Match: $etag" \
    -H 'Content-Type: text/calendar' --data-binary "@$work/renamed.ics" "$server$href"
step done 1 --offline
step sync
step list --all
tasks
