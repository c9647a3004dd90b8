#!/usr/bin/env bash
# `make test`'s test run: every test against the build `make build-tests` made, in TEST_SCRATCH
# with TEST_FLAGS (the Makefile's).
#
# The output also goes to $TEST_SCRATCH/test.log. When tests fail, the end of the output names them
# (a CI log is often cut to its last lines) with their failed expectations. At most three
# failed tests are then run once more on their own, one at a time: a test that passes then is
# reported as FLAKY (still printed, in the log and on stdout, so it gets fixed), and the run
# passes; a test that fails again fails the run. More than three failures are never re-run.
set -uo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
scratch=${TEST_SCRATCH:-.build-test}
# Word-split on purpose: the flags as make passes them.
read -r -a flags <<< "${TEST_FLAGS:--c release --scratch-path $scratch -Xswiftc -Onone -Xswiftc -enable-testing}"
mkdir -p "$scratch"
log=$scratch/test.log
xunit=$scratch/test-results.xml
rm -f "$xunit" "${xunit%.xml}-swift-testing.xml"

"$SWIFT" test --skip-build "${flags[@]}" --parallel --num-workers 2 --xunit-output "$xunit" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
[ "$status" -eq 0 ] && exit 0

# Swift Testing writes its results beside the XCTest ones; a failed case is a <testcase> that is
# not self-closed (it holds a <failure>).
results="${xunit%.xml}-swift-testing.xml"
failed=()
for file in "$xunit" "$results"; do
    [ -f "$file" ] || continue
    while IFS= read -r line; do
        failed+=("$line")
    done < <(grep -E '<testcase ' "$file" | grep -v '/>[[:space:]]*$' |
        sed -E 's/.*classname="([^"]*)" name="([^"]*)".*/\1\/\2/' | sort -u)
done

echo
echo "=== test run failed (exit $status); failed tests: ${#failed[@]} ==="
for test in "${failed[@]}"; do echo "FAILED: $test"; done
echo "--- failed expectations and errors (from $log) ---"
grep -E 'recorded an issue|✘|error:|Fatal error|Crash|signal' "$log" | grep -v ' passed after' | tail -40

if [ "${#failed[@]}" -eq 0 ] || [ "${#failed[@]}" -gt 3 ]; then
    echo "not re-run: ${#failed[@]} failed tests (a crash names none; more than 3 is not flakiness)"
    exit "$status"
fi
rerun_status=0
for test in "${failed[@]}"; do
    # classname is Module.Suite; the filter matches Module.Suite/function(labels:).
    pattern=$(printf '%s' "$test" | sed -E 's/[][().*+?^$|\\]/\\&/g')
    echo "=== re-running $test alone ==="
    "$SWIFT" test --skip-build "${flags[@]}" --no-parallel --filter "$pattern" 2>&1 | tee -a "$log" | tail -5 > "$scratch/rerun.out"
    rerun=${PIPESTATUS[0]}
    cat "$scratch/rerun.out"
    # A filter that matched nothing also exits 0: only a run of the test itself counts.
    if [ "$rerun" -eq 0 ] && grep -qE 'with [1-9][0-9]* tests? in' "$scratch/rerun.out"; then
        echo "FLAKY: $test failed in the full run and passed alone (see $log)"
        continue
    fi
    echo "FAILED AGAIN: $test"
    rerun_status=1
done
exit "$rerun_status"
