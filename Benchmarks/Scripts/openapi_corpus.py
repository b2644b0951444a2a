"""The OpenAPI corpus (Tests/SDKGenTests/Corpus/openapi): how many documents each tool generates and compiles.

For every document: ours is `sdkgen import openapi` + `sdkgen generate` + a debug `swift build --target` of the
result against APIRuntime; the peer is `swift-openapi-generator generate` (types + client, public) + a debug
`swift build --target` against swift-openapi-runtime 1.13.4. Each document is type-checked on its own with swiftc
(the largest is also compiled, debug -Onone -g) against prebuilt dependencies, so one failure does not hide the others: ours against the main
package's debug build, the peer against swift-openapi-runtime and swift-http-types built once in a throwaway
package. The generate and the compile of every document are timed once each (wall clock), and a table is
printed.

Usage (from Benchmarks/, after `swift build --build-tests` in the main package and
`swift build -c release --product swift-openapi-generator` here):
    python3 Scripts/openapi_corpus.py --sdkgen PATH --openapi-generator PATH --main ..
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import time

CONFIG = "generate:\n  - types\n  - client\naccessModifier: public\n"

THEIRS_MANIFEST = """// swift-tools-version: 6.0
// Throwaway package (Benchmarks/Scripts/openapi_corpus.py): swift-openapi-generator's output per document.
import PackageDescription

let package = Package(
    name: "CorpusOpenAPI",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/apple/swift-openapi-runtime", exact: "1.13.4"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        .target(name: "Deps", dependencies: [
            .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
            .product(name: "HTTPTypes", package: "swift-http-types")], path: "Sources/Deps"),
%(targets)s
    ],
    swiftLanguageModes: [.v6]
)
"""



def module_name(document):
    """`swagger-petstore-3.0.yaml` → `SwaggerPetstore30`."""
    stem = document.rsplit(".", 1)[0]
    return "".join(part[:1].upper() + part[1:] for part in re.split(r"[^A-Za-z0-9]+", stem) if part)


def timed(command, cwd):
    """Runs a command; returns (succeeded, seconds, output tail)."""
    start = time.monotonic()
    result = subprocess.run(command, cwd=cwd, text=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    seconds = time.monotonic() - start
    tail = "\n".join(result.stdout.strip().splitlines()[-12:])
    return result.returncode == 0, seconds, tail


def write_output_map(out, sources):
    """An output file map: one object per source, so files with the same name in two folders do not clash."""
    import json
    entries = {path: {"object": os.path.join(out, "%d.o" % index)} for index, path in enumerate(sources)}
    path = os.path.join(out, "output-file-map.json")
    with open(path, "w") as f:
        json.dump(entries, f)
    return path


def main(argv):
    parser = argparse.ArgumentParser()
    parser.add_argument("--sdkgen", required=True)
    parser.add_argument("--openapi-generator", required=True)
    parser.add_argument("--main", required=True, help="the main package's folder")
    parser.add_argument("--work", default="Work/corpus")
    args = parser.parse_args(argv)
    main_dir = os.path.abspath(args.main)
    corpus = os.path.join(main_dir, "Tests", "SDKGenTests", "Corpus", "openapi")
    documents = sorted(d for d in os.listdir(corpus) if d.endswith((".yaml", ".json")))
    work = os.path.abspath(args.work)
    ours_dir, theirs_dir = os.path.join(work, "ours"), os.path.join(work, "openapi")
    for folder in (ours_dir, theirs_dir):
        shutil.rmtree(os.path.join(folder, "Sources"), ignore_errors=True)
        shutil.rmtree(os.path.join(folder, "Schemas"), ignore_errors=True)
        os.makedirs(os.path.join(folder, "Sources"), exist_ok=True)
    rows = {d: {"size": os.path.getsize(os.path.join(corpus, d))} for d in documents}
    largest = max(documents, key=lambda d: rows[d]["size"])

    # Generate with both tools.
    for document in documents:
        module = module_name(document)
        source = os.path.join(corpus, document)
        ok, seconds, tail = timed([args.sdkgen, "import", "openapi", source, "--name", module,
                                   "--schemas", os.path.join(ours_dir, "Schemas")], cwd=ours_dir)
        seconds_generate = seconds
        if ok:
            ok, seconds, tail = timed([args.sdkgen, "generate", module, "--root", ours_dir], cwd=ours_dir)
            seconds_generate += seconds
        rows[document]["ours_generated"], rows[document]["ours_generate_s"] = ok, seconds_generate
        if not ok:
            rows[document]["ours_error"] = tail
        out = os.path.join(theirs_dir, "Sources", module)
        os.makedirs(out, exist_ok=True)
        with open(os.path.join(out, "openapi-generator-config.yaml"), "w") as f:
            f.write(CONFIG)
        ok, seconds, tail = timed([args.openapi_generator, "generate", "--config",
                                   os.path.join(out, "openapi-generator-config.yaml"), "--output-directory", out,
                                   source], cwd=theirs_dir)
        os.remove(os.path.join(out, "openapi-generator-config.yaml"))
        rows[document]["theirs_generated"], rows[document]["theirs_generate_s"] = ok, seconds
        if not ok:
            rows[document]["theirs_error"] = tail

    # Compile each generated module with swiftc (debug: -Onone -g, as `swift build` does) against prebuilt
    # dependencies: ours against the main package's debug build (APIRuntime and its C modules), theirs against
    # swift-openapi-runtime and swift-http-types built once in a throwaway package.
    os.makedirs(os.path.join(theirs_dir, "Sources", "Deps"), exist_ok=True)
    with open(os.path.join(theirs_dir, "Sources", "Deps", "Deps.swift"), "w") as f:
        f.write("import OpenAPIRuntime\n")
    with open(os.path.join(theirs_dir, "Package.swift"), "w") as f:
        f.write(THEIRS_MANIFEST % {"targets": ""})
    subprocess.run(["nice", "-n", "19", "swift", "build", "--target", "Deps"], cwd=theirs_dir, check=False)
    main_products = os.path.join(main_dir, ".build", "debug")
    ours_flags = ["-I", os.path.join(main_products, "Modules"),
                  "-Xcc", "-fmodule-map-file=%s/Sources/CCurl/module.modulemap" % main_dir,
                  "-Xcc", "-fmodule-map-file=%s/Sources/CLibXML2/module.modulemap" % main_dir,
                  "-Xcc", "-fmodule-map-file=%s/Sources/CZlib/module.modulemap" % main_dir,
                  "-Xcc", "-I%s/Sources/CCurlShim/include" % main_dir,
                  "-Xcc", "-fmodule-map-file=%s/CCurlShim.build/module.modulemap" % main_products,
                  "-Xcc", "-I/usr/include/libxml2"]
    theirs_products = os.path.join(theirs_dir, ".build", "debug")
    theirs_flags = ["-I", os.path.join(theirs_products, "Modules")]
    for document in documents:
        module = module_name(document)
        for side, folder, flags in (("ours", ours_dir, ours_flags), ("theirs", theirs_dir, theirs_flags)):
            if not rows[document][side + "_generated"]:
                rows[document][side + "_compiled"] = False
                continue
            sources = []
            for base, _, files in os.walk(os.path.join(folder, "Sources", module)):
                sources += [os.path.join(base, name) for name in files if name.endswith(".swift")]
            out = os.path.join(work, "objects", side, module)
            shutil.rmtree(out, ignore_errors=True)
            os.makedirs(out)
            # Every document is type-checked (whether it compiles); the largest is also compiled to objects.
            command = ["swiftc", "-typecheck", "-swift-version", "6", "-module-name", module] + flags + sources
            if document == largest:
                command = ["swiftc", "-c", "-Onone", "-g", "-swift-version", "6", "-module-name", module,
                           "-parse-as-library", "-emit-module", "-emit-module-path",
                           os.path.join(out, module + ".swiftmodule"),
                           "-output-file-map", write_output_map(out, sources)] + flags + sources
            ok, seconds, tail = timed(command, cwd=out)
            rows[document][side + "_compiled"], rows[document][side + "_compile_s"] = ok, seconds
            rows[document][side + "_lines"] = sum(sum(1 for _ in open(path)) for path in sources)
            if not ok:
                rows[document][side + "_error"] = tail

    def cell(row, side):
        if not row[side + "_generated"]:
            return "generate fails"
        if not row[side + "_compiled"]:
            return "compile fails"
        return "%.2f s + %.1f s (%d lines)" % (row[side + "_generate_s"], row[side + "_compile_s"], row[side + "_lines"])

    print("Generate (ours: import + generate), then swiftc -typecheck; the largest (%s) is compiled "
          "(swiftc -c -Onone -g).\n" % largest)
    print("| document | bytes | sdkgen | swift-openapi-generator |")
    print("|---|---:|---|---|")
    for document in documents:
        row = rows[document]
        print("| %s | %d | %s | %s |" % (document, row["size"], cell(row, "ours"), cell(row, "theirs")))
    ours_ok = sum(1 for r in rows.values() if r["ours_compiled"])
    theirs_ok = sum(1 for r in rows.values() if r["theirs_compiled"])
    print("\ngenerated and compiled: sdkgen %d of %d, swift-openapi-generator %d of %d"
          % (ours_ok, len(documents), theirs_ok, len(documents)))
    for document in documents:
        for side in ("ours", "theirs"):
            if side + "_error" in rows[document]:
                sys.stderr.write("\n== %s (%s)\n%s\n" % (document, side, rows[document][side + "_error"]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
