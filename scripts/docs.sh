#!/usr/bin/env bash
# Builds the DocC documentation of APIRuntime and the four SDKs (or of the targets named as arguments) with
# swift-docc-plugin, treating every warning as an error, so a broken symbol link or an unknown article fails.
#   bash scripts/docs.sh                      # all five catalogs
#   bash scripts/docs.sh APIRuntime           # one (what scripts/test.sh runs)
# The plugin is a dependency only while SCHEMASDK_DOCS=1 (see Package.swift), so a plain build never fetches it.
# Archives land in .build/plugins/Swift-DocC/outputs/<Target>.doccarchive; preview one with
#   SCHEMASDK_DOCS=1 swift package --disable-sandbox preview-documentation --target APIRuntime   (macOS)
set -euo pipefail
cd "$(dirname "$0")/.."
targets=("$@")
((${#targets[@]})) || targets=(APIRuntime Bazaarvoice SageBridge FogBugz Etilbudsavis)
args=()
for target in "${targets[@]}"; do args+=(--target "$target"); done
SCHEMASDK_DOCS=1 swift package --disable-sandbox generate-documentation "${args[@]}" --warnings-as-errors
for target in "${targets[@]}"; do
    echo "docs: .build/plugins/Swift-DocC/outputs/$target.doccarchive"
done
