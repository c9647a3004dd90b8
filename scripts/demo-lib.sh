# What the demos share (sourced by scripts/demo.sh and scripts/demo-caldav.sh): a heading, and a
# `todo` command shown as typed, run, and its exit code shown when it is not 0. Needs $todo.

bold() { printf '\n\033[1m%s\033[0m\n' "$*"; }
step() {
    printf '\033[36m$ todo %s\033[0m\n' "$*"
    set +e
    "$todo" "$@"
    local code=$?
    set -e
    [ "$code" = 0 ] || printf '\033[33m(exit code %s)\033[0m\n' "$code"
}
