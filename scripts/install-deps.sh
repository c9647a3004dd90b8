#!/usr/bin/env bash
# Installs the system packages the build and the tests (and, with --bench, the benchmark) need,
# when missing.
set -euo pipefail
need=()
pkg-config --exists libcurl 2>/dev/null || need+=(libcurl4-openssl-dev pkg-config)
# The CalDAV tests run real servers on loopback (issue 43).
command -v radicale >/dev/null || need+=(radicale)
command -v xandikos >/dev/null || need+=(xandikos)
command -v todoman >/dev/null || need+=(todoman)
command -v vdirsyncer >/dev/null || need+=(vdirsyncer)
if [ "${1:-}" = "--bench" ]; then
    command -v task >/dev/null || need+=(taskwarrior)
    command -v hyperfine >/dev/null || need+=(hyperfine)
    command -v curl >/dev/null || need+=(curl)
fi
if [ ${#need[@]} -gt 0 ]; then
    echo "installing: ${need[*]}" >&2
    sudo=""
    [ "$(id -u)" = 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi
