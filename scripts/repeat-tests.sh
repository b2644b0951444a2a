#!/usr/bin/env bash
# Runs the test step of scripts/test.sh (`swift test --skip-build --parallel`) N times in a row and stops at the
# first red run; with --hog, a release build of sdkgen in a scratch folder of its own runs in a loop beside every
# run, so both cores are busy (issue 18, part 4: a suite that does not flake under load). With --ci, every run is
# the whole README test command instead (`CI=true .ci/run`: build, checks, lint, DocC, tests, plugin consumer,
# memory probe, soak), in this checkout, so from the second run on the build is incremental.
#
#   scripts/repeat-tests.sh N [--hog] [--ci]
#
# Build first (`swift build --build-tests`) unless --ci. Prints one line per run and a closing
# `N passed, N failed` line.
set -uo pipefail
cd "$(dirname "$0")/.."
runs=${1:?usage: scripts/repeat-tests.sh N [--hog] [--ci]}
hog="" ci=""
for flag in "${@:2}"; do
    case "$flag" in
    --hog) hog=--hog ;;
    --ci) ci=--ci ;;
    *) echo "unknown flag $flag; usage: scripts/repeat-tests.sh N [--hog] [--ci]" >&2; exit 2 ;;
    esac
done
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
    if [[ -n "$ci" ]]; then
        command=(env CI=true bash .ci/run)
    else
        command=(swift test --skip-build --parallel)
    fi
    if "${command[@]}" >"$log_dir/run-$i.log" 2>&1; then
        passed=$((passed + 1)) verdict=green
    else
        failed=$((failed + 1)) verdict="RED (log: $log_dir/run-$i.log)"
    fi
    # The main suite's line (with --ci, the first of the several test runs in the log).
    summary=$(grep -E "^(✔|✘) Test run with" "$log_dir/run-$i.log" | if [[ -n "$ci" ]]; then head -1; else tail -1; fi)
    echo "run $i: $verdict in $(($(date +%s) - start)) s, load $(cut -d' ' -f1 /proc/loadavg): $summary"
    [[ $failed -gt 0 ]] && break
done
echo "repeat-tests: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
