#!/usr/bin/env bash
# Builds Examples/PluginConsumer through the sdkgen build-tool plugin and runs its tests; then, in a temporary
# copy sharing the same build folder, shows that the plugin regenerates exactly when the schema changes:
#   1. a build without changes leaves the generated file alone and recompiles nothing;
#   2. a new schema member is in the next build (a source file that uses it compiles);
#   3. a schema error fails the build, reported at the schema's file:line:column.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
package="$root/Examples/PluginConsumer"
scratch="$package/.build"

echo "==> Examples/PluginConsumer: build through the plugin, test"
swift build --package-path "$package" --scratch-path "$scratch" --build-tests
swift test --package-path "$package" --scratch-path "$scratch" --skip-build

copy="$(mktemp -d)"
trap 'rm -rf "$copy"' EXIT
cp -R "$package/Package.swift" "$package/Sources" "$package/Tests" "$copy/"
# The copy lives elsewhere, so it names SchemaSDK by absolute path.
sed -i.bak "s#path: \"../..\"#path: \"$root\"#" "$copy/Package.swift" && rm "$copy/Package.swift.bak"

fail() { echo "plugin-consumer-test: $*" >&2; exit 1; }
build() { swift build --package-path "$copy" --scratch-path "$scratch" --target Petstore 2>&1; }
generated() { find "$scratch/plugins/outputs" -ipath "*$(basename "$copy")*" -name Petstore.generated.swift | head -n 1; }

echo "==> a temporary copy: first build generates"
out="$(build)" || fail "the copy does not build: $out"
[[ "$out" == *"sdkgen generating Petstore"* ]] || fail "the first build ran no sdkgen command: $out"
file="$(generated)"
[[ -n "$file" ]] || fail "no generated Petstore.generated.swift under $scratch/plugins/outputs"
stamp="$(stat -c %Y "$file" 2>/dev/null || stat -f %m "$file")"

echo "==> no change: the generated file untouched, nothing of Petstore recompiled"
# SwiftPM 6.3 relinks a plugin's tool on every build and so reruns its command (swift-package-manager#8273);
# sdkgen then finds the output's bytes unchanged and leaves the file alone, so the target is not recompiled.
sleep 1
out="$(build)" || fail "the unchanged copy does not build: $out"
[[ "$out" != *"Compiling Petstore"* ]] || fail "Petstore was recompiled although no schema changed: $out"
[[ "$(stat -c %Y "$file" 2>/dev/null || stat -f %m "$file")" == "$stamp" ]] || fail "the generated file was rewritten"

echo "==> a new member: the next build has it"
schema="$copy/Sources/Petstore/Schema/api.yaml"
python3 - "$schema" <<'PY'
import sys
path = sys.argv[1]
text = open(path).read()
marker = "      status: PetStatus\n"
assert marker in text
open(path, "w").write(text.replace(marker, marker + "      nickname: { type: string, optional: true }\n", 1))
PY
cat > "$copy/Sources/Petstore/Pet+Nickname.swift" <<'SWIFT'
extension Pet {
    /// The nickname, else the name: compiles only when the schema's `nickname` was generated.
    public var calledBy: String { nickname ?? name }
}
SWIFT
out="$(build)" || fail "the build after adding 'nickname' failed: $out"
[[ "$out" == *"sdkgen generating Petstore"* ]] || fail "the schema changed but sdkgen did not run: $out"
grep -q "public var nickname: String?" "$(generated)" || fail "the generated file has no 'nickname'"

echo "==> a schema error: the build fails at the schema's line"
sed -i.bak 's/      name: string/      name: strng/' "$schema" && rm "$schema.bak"
if out="$(build)"; then fail "a broken schema built: $out"; fi
line="$(grep -n "name: strng" "$schema" | cut -d: -f1)"
[[ "$out" == *"$schema:$line:13: error: unknown type 'strng'"* ]] || fail "no error at $schema:$line:13 in: $out"
echo "==> plugin consumer: ok"
