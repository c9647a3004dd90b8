#!/usr/bin/env bash
# The demo: the local todo app end to end, in a throwaway store.
# Usage: scripts/demo.sh BIN_DIR   (BIN_DIR holds the built `todo` and `todo-mock-server`)
set -euo pipefail
bin="${1:-.build/debug}"
todo="$bin/todo"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export TODO_HOME="$work/store" XDG_CONFIG_HOME="$work/config"
unset TODO_SERVER TODO_TOKEN

step() { printf '\n\033[1m$ todo %s\033[0m\n' "$*"; "$todo" "$@"; }

echo "== A local todo list (no server configured: everything works offline) =="
step add "Buy milk" --due tomorrow --importance important
step add "Call the bank" --due 2020-01-15
step add "Water the plants" --color "#22AA44"
step add
step list
first=$("$todo" list --json | python3 -c 'import json,sys; print(json.load(sys.stdin)[0]["id"][:4])')
step done "$first"
step edit "$first" --text "Buy oat milk"
step list --sort importance
step list --overdue
step show "$first"
step status
echo
echo "== Export and import =="
"$todo" export --csv > "$work/todos.csv"
cat "$work/todos.csv"
TODO_HOME="$work/other" "$todo" import "$work/todos.csv"
TODO_HOME="$work/other" "$todo" list
echo
echo "== Bad input is refused with a clear message and an exit code =="
set +e
"$todo" add "x" --due someday; echo "exit code: $?"
"$todo" done zzzz; echo "exit code: $?"
printf 'text,importance\nok,basic\nbad,urgent\n' > "$work/bad.csv"
"$todo" import "$work/bad.csv"; echo "exit code: $? (nothing was imported)"
set -e
step status --json
