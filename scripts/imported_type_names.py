#!/usr/bin/env python3
"""Writes Generator/Sources/SDKGenCore/Naming/SwiftNaming+ImportedTypes.swift: the top-level type names that
generated code sees through its imports, which an SDK's module may not take (a qualified `Module.Model` would mean
the imported type).

The standard library's, Foundation's (with FoundationEssentials, FoundationInternationalization and Dispatch, which
it re-exports on Linux) come from the toolchain's symbol graphs; APIRuntime's and APIRuntimeTesting's from their
sources. Run it from the package root after a toolchain update or a new public runtime type
(`ImportedTypeNamesTests` fails when a runtime type is missing):

    python3 scripts/imported_type_names.py
"""
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

SYSTEM_MODULES = ["Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "Dispatch"]
OUR_MODULES = ["Sources/APIRuntime", "Sources/APIRuntimeTesting"]
TYPE_KINDS = {"swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias", "swift.actor"}
DECLARATION = re.compile(r"^public (?:final )?(?:struct|enum|class|protocol|actor|typealias) ([A-Za-z]\w*)", re.M)
OUTPUT = "Generator/Sources/SDKGenCore/Naming/SwiftNaming+ImportedTypes.swift"


def triple():
    output = subprocess.run(["swift", "-print-target-info"], capture_output=True, text=True, check=True).stdout
    return json.loads(output)["target"]["triple"]


def system_names():
    names = set()
    with tempfile.TemporaryDirectory() as folder:
        for module in SYSTEM_MODULES:
            subprocess.run(
                ["swift", "symbolgraph-extract", "-module-name", module, "-target", triple(), "-output-dir", folder,
                 "-minimum-access-level", "public"], check=True)
        for path in glob.glob(os.path.join(folder, "*.symbols.json")):
            if "@" in os.path.basename(path):
                continue  # extensions of other modules' types
            for symbol in json.load(open(path))["symbols"]:
                components = symbol["pathComponents"]
                if symbol["kind"]["identifier"] in TYPE_KINDS and len(components) == 1:
                    names.add(components[0])
    return names


def source_names():
    names = set()
    for folder in OUR_MODULES:
        for path in glob.glob(os.path.join(folder, "**", "*.swift"), recursive=True):
            names.update(DECLARATION.findall(open(path, encoding="utf-8").read()))
    return names


def main():
    names = sorted(n for n in system_names() | source_names() if n[0].isupper())
    lines, line = [], "       "
    for name in names:
        item = f' "{name}",'
        if len(line) + len(item) > 120:
            lines.append(line)
            line = "       "
        line += item
    lines.append(line)
    text = (
        "// Written by scripts/imported_type_names.py; do not edit by hand.\n\n"
        "extension SwiftNaming {\n"
        "    /// The top-level type names generated code sees through its imports (the standard library, Foundation\n"
        "    /// with the modules it re-exports, `APIRuntime`, `APIRuntimeTesting`), which an SDK's module may not take.\n"
        "    public static let importedTypeNames: Set<String> = [\n" + "\n".join(lines) + "\n    ]\n}\n")
    with open(OUTPUT, "w", encoding="utf-8") as out:
        out.write(text)
    print(f"{OUTPUT}: {len(names)} names", file=sys.stderr)


if __name__ == "__main__":
    main()
