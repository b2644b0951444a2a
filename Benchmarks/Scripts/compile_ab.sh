#!/usr/bin/env bash
# Interleaved compile timing of generated code at one size: ours (and optionally ours from an older sdkgen)
# against swift-openapi-generator's output, wall and user CPU per run, for a shared noisy machine.
#
#   Scripts/compile_ab.sh N ROUNDS SDKGEN [BEFORE_SDKGEN [BEFORE_MAIN]]
#
# SDKGEN / BEFORE_SDKGEN: sdkgen binaries (e.g. ../.build/release/sdkgen, and one built at an older commit);
# BEFORE_MAIN: a checkout of that older commit (`git worktree add --detach ../wt-base <commit>`), so the "before"
# code is built against the runtime it was generated for (without it, both build against this checkout's runtime);
# the peer is .build/release/swift-openapi-generator (`swift build -c release --product swift-openapi-generator`).
# Packages go to Work/compile-ab/; each is built once (dependencies), then every timed run removes the module's
# objects, dependency records and swiftmodule (keeping SwiftPM's file maps) and runs `swift build --target`.
# Rounds run ours-before, ours, peer in turn, so a change of load hits all of them; compare user CPU first.
set -euo pipefail
n=$1 rounds=$2 sdkgen=$(realpath "$3") before=${4:+$(realpath "$4")} before_main=${5:+$(realpath "$5")}
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
main="$(cd "$here/.." && pwd)"
work="$here/Work/compile-ab"
mkdir -p "$work"
python3 "$here/Scripts/make_synthetic.py" "$n" "$work/synthetic" >/dev/null
python3 - "$here/Scripts" "$work" "$main" "${before_main:-$main}" <<'PY'
import os, sys
sys.path.insert(0, sys.argv[1])
import stage_codegen as s
work, main, before_main = sys.argv[2], sys.argv[3], sys.argv[4]
def ours(root):
    return s.OURS_MANIFEST % {"main": root, "identity": os.path.basename(root), "module": "Synthetic"}
for name, text in (("ours", ours(main)), ("ours-before", ours(before_main)),
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
package() {  # package VARIANT: the throwaway package that builds it
    if [[ "$1" == before && -n "$before_main" ]]; then echo ours-before; else echo ours; fi
}
for v in "${variants[@]}"; do  # first builds: dependencies and SwiftPM's plan
    p=$(package "$v")
    rm -rf "$work/$p/Sources" && mkdir -p "$work/$p/Sources/Synthetic" && cp -r "$work/$v" "$work/$p/Sources/Synthetic/Generated"
    (cd "$work/$p" && swift build --target Synthetic >>"$work/build.log" 2>&1)
done
(cd "$work/openapi" && swift build --target SyntheticOpenAPI >>"$work/build.log" 2>&1)
for r in $(seq 1 "$rounds"); do
    for v in "${variants[@]}"; do
        p=$(package "$v")
        rm -rf "$work/$p/Sources/Synthetic/Generated" && cp -r "$work/$v" "$work/$p/Sources/Synthetic/Generated"
        clean "$p" Synthetic && timed "ours ($v) round $r" "$p" Synthetic
    done
    clean openapi SyntheticOpenAPI && timed "swift-openapi-generator round $r" openapi SyntheticOpenAPI
done
