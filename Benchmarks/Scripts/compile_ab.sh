#!/usr/bin/env bash
# Interleaved compile timing of generated code at one size: ours (and optionally ours from an older sdkgen)
# against swift-openapi-generator's output, wall and user CPU per run, for a shared noisy machine.
#
#   Scripts/compile_ab.sh N ROUNDS SDKGEN [BEFORE_SDKGEN]
#
# SDKGEN / BEFORE_SDKGEN: sdkgen binaries (e.g. ../.build/release/sdkgen, and one built at an older commit);
# the peer is .build/release/swift-openapi-generator (`swift build -c release --product swift-openapi-generator`).
# Packages go to Work/compile-ab/; each is built once (dependencies), then every timed run removes the module's
# objects, dependency records and swiftmodule (keeping SwiftPM's file maps) and runs `swift build --target`.
# Rounds run ours-before, ours, peer in turn, so a change of load hits all of them; compare user CPU first.
set -euo pipefail
n=$1 rounds=$2 sdkgen=$(realpath "$3") before=${4:+$(realpath "$4")}
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
main="$(cd "$here/.." && pwd)"
work="$here/Work/compile-ab"
mkdir -p "$work"
python3 "$here/Scripts/make_synthetic.py" "$n" "$work/synthetic" >/dev/null
python3 - "$here/Scripts" "$work" "$main" <<'PY'
import os, sys
sys.path.insert(0, sys.argv[1])
import stage_codegen as s
work, main = sys.argv[2], sys.argv[3]
for name, text in (("ours", s.OURS_MANIFEST % {"main": main, "identity": os.path.basename(main), "module": "Synthetic"}),
                   ("openapi", s.OPENAPI_MANIFEST % {"module": "SyntheticOpenAPI"})):
    os.makedirs(os.path.join(work, name), exist_ok=True)
    open(os.path.join(work, name, "Package.swift"), "w").write(text)
PY
generate() {  # generate SDKGEN OUT: the synthetic API's Generated/ folder from one sdkgen
    rm -rf "$work/gen" && mkdir -p "$work/gen" && cp -r "$work/synthetic/Schemas" "$work/gen/"
    "$1" generate Synthetic --root "$work/gen" >/dev/null
    rm -rf "$2" && cp -r "$work/gen/Sources/Synthetic/Generated" "$2"
}
generate "$sdkgen" "$work/after"
[[ -n "$before" ]] && generate "$before" "$work/before"
rm -rf "$work/openapi/Sources" && mkdir -p "$work/openapi/Sources/SyntheticOpenAPI"
"$here/.build/release/swift-openapi-generator" generate --config "$work/synthetic/openapi-generator-config.yaml" \
    --output-directory "$work/openapi/Sources/SyntheticOpenAPI" "$work/synthetic/openapi.yaml" >/dev/null 2>&1
clean() {  # clean PACKAGE MODULE
    local b="$work/$1/.build/x86_64-unknown-linux-gnu/debug"
    find "$b/$2.build" -maxdepth 1 \( -name "*.o" -o -name "*.swiftdeps" -o -name "*.d" -o -name "*.priors" \) \
        -delete 2>/dev/null || true
    rm -rf "$b/Modules/$2.swiftmodule" "$b/Modules/$2.swiftdoc" "$b/Modules/$2.swiftsourceinfo"
}
timed() {  # timed LABEL PACKAGE MODULE
    (cd "$work/$2" && /usr/bin/time -f "$1: %e s wall, %U s user, load $(cut -d' ' -f1 /proc/loadavg)" \
        swift build --target "$3" 2>&1 >>"$work/build.log" | tail -1)
}
variants=(after); [[ -n "$before" ]] && variants=(before after)
for v in "${variants[@]}"; do  # first builds: dependencies and SwiftPM's plan
    rm -rf "$work/ours/Sources" && mkdir -p "$work/ours/Sources/Synthetic" && cp -r "$work/$v" "$work/ours/Sources/Synthetic/Generated"
    (cd "$work/ours" && swift build --target Synthetic >>"$work/build.log" 2>&1)
done
(cd "$work/openapi" && swift build --target SyntheticOpenAPI >>"$work/build.log" 2>&1)
for r in $(seq 1 "$rounds"); do
    for v in "${variants[@]}"; do
        rm -rf "$work/ours/Sources/Synthetic/Generated" && cp -r "$work/$v" "$work/ours/Sources/Synthetic/Generated"
        clean ours Synthetic && timed "ours ($v) round $r" ours Synthetic
    done
    clean openapi SyntheticOpenAPI && timed "swift-openapi-generator round $r" openapi SyntheticOpenAPI
done
