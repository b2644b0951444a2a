#!/usr/bin/env bash
# Installs what the tests need (system packages via apt-get where missing), then runs every check:
# the build, `sdkgen check` through the command plugin (committed generated code is fresh), `swift format lint`,
# the DocC catalogs with warnings as errors (scripts/docs.sh), `swift test`, and Examples/PluginConsumer built
# and tested through the build-tool plugin (plugin-consumer-test.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
# openssl and nghttp2-server (nghttpd) serve the TLS and HTTP/2 transport tests; libsqlite3-dev is the system
# SQLite that GRDB (the offline shopping lists) builds on; zlib1g-dev (libcurl's development package brings it
# too) is the zlib that inflates compressed response bodies.
for pkg in libcurl4-openssl-dev zlib1g-dev libxml2-dev libyaml-dev libsqlite3-dev pkg-config openssl nghttp2-server; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || need+=("$pkg")
done
if ((${#need[@]})) && command -v apt-get >/dev/null; then
    echo "==> installing ${need[*]}"
    SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi

echo "==> swift build (all targets and tests)"
swift build --build-tests

echo "==> sdkgen check through the command plugin (generated code matches the schemas)"
swift package --allow-writing-to-package-directory sdkgen check
swift run --skip-build sdkgen check --root Tests/Support/ImportedAPIs
swift run --skip-build sdkgen check --root Tests/Support/FeatureAPIs

echo "==> swift format lint"
swift format lint --strict --recursive --parallel Package.swift Generator Sources Tests Plugins \
    Examples/PluginConsumer/Package.swift Examples/PluginConsumer/Sources Examples/PluginConsumer/Tests

echo "==> DocC: the five catalogs, warnings as errors (a broken symbol link fails; about 2 minutes)"
bash scripts/docs.sh

echo "==> swift test"
swift test --skip-build --parallel

echo "==> the plugin consumer: Examples/PluginConsumer built through the build-tool plugin; a schema edit"
bash scripts/plugin-consumer-test.sh

echo "==> swift test: upload memory, alone (peak RSS is process-wide, so nothing may run beside it)"
SCHEMASDK_MEMORY_PROBE=1 swift test --skip-build --filter fiftyMegabyteMultipartUploadIsStreamedFromDisk

echo "==> swift test: fault soak, alone (open files, threads and memory are process-wide too)"
SCHEMASDK_RESOURCE_PROBE=1 swift test --skip-build --filter TransportCurlSoakTests
