#!/usr/bin/env bash
# Runs the test step of scripts/test.sh (`swift test --skip-build --parallel`) N times in a row and stops at the
# first red run; with --hog, a release build of sdkgen in a scratch folder of its own runs in a loop beside every
# run, so both cores are busy (issue 18, part 4: a suite that does not flake under load).
#
#   scripts/repeat-tests.sh N [--hog]
#
# Build first (`swift build --build-tests`). Prints one line per run and a closing `N passed, N failed` line.
set -uo pipefail
cd "$(dirname "$0")/.."
runs=${1:?usage: scripts/repeat-tests.sh N [--hog]} hog=${2:-}
log_dir=$(mktemp -d "${TMPDIR:-/tmp}/repeat-tests.XXXXXX")
hog_pid=""
stop_hog() { [[ -n "$hog_pid" ]] && kill -- -"$hog_pid" 2>/dev/null; wait 2>/dev/null; hog_pid=""; }
trap stop_hog EXIT
if [[ "$hog" == "--hog" ]]; then
    set -m
    (while true; do
        rm -rf "$log_dir/hog-build/release"
        swift build -c release --product sdkgen --scratch-path "$log_dir/hog-build" >/dev/null 2>&1
    done) &
    hog_pid=$!
    set +m
fi
passed=0 failed=0
for i in $(seq 1 "$runs"); do
    start=$(date +%s)
    if swift test --skip-build --parallel >"$log_dir/run-$i.log" 2>&1; then
        passed=$((passed + 1)) verdict=green
    else
        failed=$((failed + 1)) verdict="RED (log: $log_dir/run-$i.log)"
    fi
    summary=$(grep -E "^(✔|✘) Test run with" "$log_dir/run-$i.log" | tail -1)
    echo "run $i: $verdict in $(($(date +%s) - start)) s, load $(cut -d' ' -f1 /proc/loadavg): $summary"
    [[ $failed -gt 0 ]] && break
done
echo "repeat-tests: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
