#!/usr/bin/env bash
# Runs every SchemaSDK benchmark and prints markdown tables of medians and ratios.
#
#   Benchmarks/run.sh [--quick] [--snapshot] [--only generation,compile,transport,decoding,upload]
#
#   --quick      small sizes and few runs: a smoke test of the whole pipeline (minutes, not an hour)
#   --snapshot   benchmark a clone of the last commit (Benchmarks/Work/snapshot/main) instead of the
#                working tree, so numbers do not depend on uncommitted edits in progress
#   --keep-snapshot  like --snapshot, but reuse the snapshot as it is (same commit as the last run)
#   --only       run some stages only
#
# Builds happen under Benchmarks/.build with `nice -n 19`; scratch output goes to Benchmarks/Work/
# (both ignored by git). Results: Benchmarks/Work/results/latest.{md,json}. See Benchmarks/README.md.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/.." && pwd)"
quick=()
only=()
snapshot=0
while [[ $# -gt 0 ]]; do
    case "$1" in
        --quick) quick=(--quick) ;;
        --snapshot) snapshot=1 ;;
        --keep-snapshot) snapshot=2 ;;
        --only) only=(--only "$2"); shift ;;
        --only=*) only=(--only "${1#--only=}") ;;
        -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
        *) echo "unknown option: $1" >&2; exit 2 ;;
    esac
    shift
done

log() { echo "[run.sh] $*" >&2; }

# Tools from Debian's packages: hyperfine, GNU time, libcurl's headers for the C loop, libyaml's for sdkgen.
missing=()
command -v hyperfine >/dev/null || missing+=(hyperfine)
[[ -x /usr/bin/time ]] || missing+=(time)
[[ -f /usr/include/curl/curl.h || -f /usr/include/x86_64-linux-gnu/curl/curl.h ]] || missing+=(libcurl4-openssl-dev)
# sdkgen reads schemas through the system libyaml (the CYAML module).
[[ -f /usr/include/yaml.h ]] || missing+=(libyaml-dev)
if [[ ${#missing[@]} -gt 0 ]]; then
    log "installing ${missing[*]}"
    if [[ $(id -u) -eq 0 ]]; then
        apt-get update -qq && apt-get install -y -qq "${missing[@]}" >/dev/null
    else
        sudo apt-get update -qq && sudo apt-get install -y -qq "${missing[@]}" >/dev/null
    fi
fi

main="$repo"
if [[ $snapshot -ne 0 ]]; then
    # A clone of this repository at its last commit; updating it rewrites only the files that changed,
    # so the next build is incremental.
    main="$here/Work/snapshot/main"
    if [[ ! -d "$main/.git" ]]; then
        rm -rf "$main"
        mkdir -p "$(dirname "$main")"
        git clone -q --no-checkout "$repo" "$main"
    fi
    if [[ $snapshot -eq 1 || -z "$(git -C "$main" rev-parse -q --verify HEAD 2>/dev/null)" ]]; then
        git -C "$main" fetch -q "$repo" HEAD
        git -C "$main" checkout -q -f --detach FETCH_HEAD
    fi
    log "benchmarking a snapshot of $(git -C "$main" rev-parse --short HEAD) in $main"
    export SCHEMASDK_MAIN="$main"
fi

fixtures="$repo/../shared/fixtures"
[[ -d "$fixtures" ]] || fixtures="$repo/Tests/Fixtures"
export SCHEMASDK_FIXTURES="$(cd "$fixtures" && pwd)"

cd "$here"
bench_build="$here/.build/bench"
mkdir -p "$bench_build"

log "building the tools (release, nice -n 19)"
unbuilt=()
for product in sdkgen swift-openapi-generator BenchServer UploadProbe; do
    # A tool that does not build only fails the stages that need it (reported under the tables).
    # Without manifest caching: after the snapshot moves, a cached build plan can miss files that the
    # new commit added to the main package; planning afresh also refreshes the plan later builds use.
    if ! nice -n 19 swift build -c release --disable-build-manifest-caching --product "$product" >&2; then
        log "warning: $product did not build"
        unbuilt+=("$product")
    fi
done
export BENCH_UNBUILT_TOOLS="${unbuilt[*]:-}"
bin="$(swift build -c release --show-bin-path)"
cc -O2 -o "$bench_build/curl_loop" "$here/Scripts/curl_loop.c" -lcurl

log "starting the loopback server"
rm -f "$bench_build/server.port"
"$bin/BenchServer" --port-file "$bench_build/server.port" >"$bench_build/server.log" 2>&1 &
server_pid=$!
trap 'kill "$server_pid" 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do
    [[ -s "$bench_build/server.port" ]] && break
    sleep 0.1
done
[[ -s "$bench_build/server.port" ]] || { log "the server did not start"; cat "$bench_build/server.log" >&2; exit 1; }
# Loopback traffic never goes through a proxy (libcurl, URLSession and AsyncHTTPClient read these).
export no_proxy="127.0.0.1,localhost${no_proxy:+,$no_proxy}" NO_PROXY="127.0.0.1,localhost${NO_PROXY:+,$NO_PROXY}"
export BENCH_SERVER_URL="http://127.0.0.1:$(cat "$bench_build/server.port")/"

python3 "$here/Scripts/bench.py" \
    --sdkgen "$bin/sdkgen" \
    --openapi-generator "$bin/swift-openapi-generator" \
    --curl-loop "$bench_build/curl_loop" \
    --upload-probe "$bin/UploadProbe" \
    --main "$main" \
    --fixtures "$SCHEMASDK_FIXTURES" \
    "${quick[@]}" "${only[@]}"
