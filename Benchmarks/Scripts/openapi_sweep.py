"""A robustness sweep of `sdkgen import openapi` over a folder of real-world OpenAPI documents.

For every document (`*.json`, `*.yaml`, `*.yml` in --docs) three steps run, each with its own timeout:

1. `sdkgen import openapi DOC --name MODULE --schemas WORK/Schemas` — the warnings it prints are counted;
2. `sdkgen generate MODULE --root WORK`;
3. `swiftc -typecheck` of `WORK/Sources/MODULE/**/*.swift` against the main package's debug build of APIRuntime,
   with the flags of `Tests/SDKGenTests/Support/SwiftCompiler.swift` (Swift 6, `ExistentialAny`).

A table is printed (markdown) with, per document: its size and OpenAPI version, the outcome of each step, the
import warnings, the generated lines and the seconds taken, then the first error of every failed step. Outcomes:

- `ok`;
- `refused (exit N)` on import: a typed refusal — exit 3, the document cannot be read or is not OpenAPI, and the
  command said why. Acceptable, but worth a look;
- `invalid (exit 2)` on import: the importer wrote a schema the validator rejects — a bug;
- `error (exit N)` on generate: a schema the import validated does not generate — a bug;
- `crash (signal N)`: the process died on a signal (a Swift trap is SIGILL/SIGTRAP) — a bug;
- `timeout`: the step ran longer than its timeout — a hang is a bug, a very large document may just be slow;
- `fails` on type-check: the document was accepted but its Swift does not compile — a bug;
- `ok, N compiler warnings` on type-check: it compiles, but a `-warnings-as-errors` build would not — a bug.

The documents themselves are not in the repository (they are large and third-party); fetch them into a folder of
their own, e.g. /work/sweep-docs (docs/OpenAPIImport.md, "The sweep", lists the ones used and where they are from).

Usage (from the repository root, after `swift build --build-tests`):
    python3 Benchmarks/Scripts/openapi_sweep.py --docs /work/sweep-docs [--work /tmp/sweep] [--only stripe]
        [--json results.json] [--lenient-answers] [--import-timeout 300] [--generate-timeout 300] [--typecheck-timeout 600]

`--json` also writes every row, so two runs (before and after a fix) can be compared.
"""

import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time


def module_name(document):
    """`stripe-2019.json` → `Stripe2019`; a leading digit gets the prefix `API`."""
    stem = document.rsplit(".", 1)[0]
    name = "".join(part[:1].upper() + part[1:] for part in re.split(r"[^A-Za-z0-9]+", stem) if part)
    return name if name[:1].isalpha() else "API" + name


def document_version(path):
    """The `openapi` / `swagger` version the document declares (near its top, else anywhere), or `?`."""
    with open(path, "rb") as f:
        text = f.read().decode("utf-8", "replace")
    pattern = r"""["']?(openapi|swagger)["']?\s*:\s*["']?([0-9][0-9.]*)"""
    match = re.search(pattern, text[:4096]) or re.search(r"""(?m)^\s{0,4}""" + pattern, text)
    return match.group(2) if match else "?"


def run(command, cwd, timeout):
    """Runs a command in its own process group; returns (outcome, exit code, seconds, output).

    The outcome is `ok`, `exit`, `signal` or `timeout`; on a timeout the whole group is killed.
    """
    start = time.monotonic()
    process = subprocess.Popen(command, cwd=cwd, text=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               start_new_session=True)
    try:
        output, _ = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        output, _ = process.communicate()
        return "timeout", None, time.monotonic() - start, output or ""
    seconds = time.monotonic() - start
    code = process.returncode
    if code == 0:
        return "ok", 0, seconds, output
    # A child killed by a signal: negative here; through a shell, 128 + N.
    if code < 0 or code > 128:
        return "signal", code, seconds, output
    return "exit", code, seconds, output


def describe(outcome, code, step):
    """The table cell of a step's outcome."""
    if outcome == "ok":
        return "ok"
    if outcome == "timeout":
        return "timeout"
    if outcome == "signal":
        number = -code if code < 0 else code - 128
        try:
            return "crash (%s)" % signal.Signals(number).name
        except ValueError:
            return "crash (signal %d)" % number
    if step == "typecheck":
        return "fails"
    if step == "import" and code == 2:
        return "invalid (exit 2)"
    if step == "generate":
        return "error (exit %d)" % code
    return "refused (exit %d)" % code


def first_error(output):
    """The first line that reads like an error, else the last line."""
    lines = [line for line in output.splitlines() if line.strip()]
    for line in lines:
        if re.search(r"(^|: )error: |Fatal error|fatal error|Stack dump", line):
            return line.strip()[:300]
    return lines[-1].strip()[:300] if lines else ""


def swift_files(folder):
    """The `.swift` files under a folder, sorted."""
    found = []
    for base, _, files in os.walk(folder):
        found += [os.path.join(base, name) for name in files if name.endswith(".swift")]
    return sorted(found)


def typecheck_command(main_dir, module, sources):
    """`swiftc -typecheck` against the main package's debug build, as `SwiftCompiler.swift` runs it."""
    products = os.path.join(main_dir, ".build", "debug")
    return ["swiftc", "-typecheck", "-swift-version", "6", "-module-name", module,
            "-enable-upcoming-feature", "ExistentialAny",
            "-I", os.path.join(products, "Modules"),
            "-Xcc", "-fmodule-map-file=%s/Sources/CCurl/module.modulemap" % main_dir,
            "-Xcc", "-fmodule-map-file=%s/Sources/CLibXML2/module.modulemap" % main_dir,
            "-Xcc", "-fmodule-map-file=%s/Sources/CZlib/module.modulemap" % main_dir,
            "-Xcc", "-I%s/Sources/CCurlShim/include" % main_dir,
            "-Xcc", "-fmodule-map-file=%s/CCurlShim.build/module.modulemap" % products,
            "-Xcc", "-I/usr/include/libxml2"] + sources


def sweep_document(args, main_dir, work, document):
    """Imports, generates and type-checks one document; returns its row."""
    path = os.path.join(args.docs, document)
    module = module_name(document)
    row = {"document": document, "bytes": os.path.getsize(path), "version": document_version(path),
           "import": "-", "generate": "-", "typecheck": "-", "warnings": 0, "lines": 0, "seconds": 0.0,
           "errors": {}}
    shutil.rmtree(os.path.join(work, "Schemas", module), ignore_errors=True)
    shutil.rmtree(os.path.join(work, "Sources", module), ignore_errors=True)
    os.makedirs(os.path.join(work, "Sources", module), exist_ok=True)

    def import_as(module):
        return run(
            ["nice", "-n", "10", args.sdkgen, "import", "openapi", path, "--name", module,
             "--schemas", os.path.join(work, "Schemas")] + (["--lenient-answers"] if args.lenient_answers else []),
            work, args.import_timeout)

    outcome, code, seconds, output = import_as(module)
    if outcome != "ok" and "--name must be a module name" in output:
        # A file named like a module the build loads (`dispatch.yml` → `Dispatch`), which sdkgen refuses.
        module += "API"
        shutil.rmtree(os.path.join(work, "Schemas", module), ignore_errors=True)
        shutil.rmtree(os.path.join(work, "Sources", module), ignore_errors=True)
        os.makedirs(os.path.join(work, "Sources", module), exist_ok=True)
        outcome, code, seconds, output = import_as(module)
    row["seconds"] += seconds
    row["warnings"] = sum(1 for line in output.splitlines() if ": warning: " in line and "#/" in line)
    row["import"] = describe(outcome, code, "import")
    if outcome != "ok":
        row["errors"]["import"] = first_error(output)
        return row

    outcome, code, seconds, output = run(
        ["nice", "-n", "10", args.sdkgen, "generate", module, "--root", work], work, args.generate_timeout)
    row["seconds"] += seconds
    row["generate"] = describe(outcome, code, "generate")
    if outcome != "ok":
        row["errors"]["generate"] = first_error(output)
        return row

    sources = swift_files(os.path.join(work, "Sources", module))
    row["lines"] = sum(sum(1 for _ in open(source, encoding="utf-8")) for source in sources)
    outcome, code, seconds, output = run(
        ["nice", "-n", "10"] + typecheck_command(main_dir, module, sources), work, args.typecheck_timeout)
    row["seconds"] += seconds
    row["typecheck"] = describe(outcome, code, "typecheck")
    # Generated code must build clean: a user's `-warnings-as-errors` build fails on any warning.
    compiler_warnings = [line for line in output.splitlines() if ": warning: " in line]
    row["swift_warnings"] = len(compiler_warnings)
    if outcome == "ok" and compiler_warnings:
        row["errors"]["type-check warning"] = compiler_warnings[0].strip()
    if outcome != "ok":
        row["errors"]["typecheck"] = first_error(output)
        row["error_count"] = sum(1 for line in output.splitlines() if ": error: " in line)
    if not args.keep:
        shutil.rmtree(os.path.join(work, "Sources", module), ignore_errors=True)
    return row


def print_table(rows):
    """The markdown table and the first error of every failed step."""
    print("| document | version | bytes | import | warnings | generate | type-check | lines | seconds |")
    print("|---|---|---:|---|---:|---|---|---:|---:|")
    for row in rows:
        typecheck = row["typecheck"]
        if typecheck == "fails":
            typecheck = "fails (%d errors)" % row.get("error_count", 0)
        elif typecheck == "ok" and row.get("swift_warnings"):
            typecheck = "ok, %d compiler warnings" % row["swift_warnings"]
        print("| %s | %s | %d | %s | %d | %s | %s | %d | %.1f |" % (
            row["document"], row["version"], row["bytes"], row["import"], row["warnings"], row["generate"],
            typecheck, row["lines"], row["seconds"]))
    passed = sum(1 for row in rows if row["typecheck"] == "ok")
    clean = sum(1 for row in rows if row["typecheck"] == "ok" and not row.get("swift_warnings"))
    print("\nimported, generated and type-checked: %d of %d (%d without a compiler warning)" % (
        passed, len(rows), clean))
    for row in rows:
        for step, line in row["errors"].items():
            print("\n- %s, %s: %s" % (row["document"], step, line))


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--docs", required=True, help="the folder of OpenAPI documents")
    parser.add_argument("--main", default=".", help="the main package's folder (default: .)")
    parser.add_argument("--sdkgen", help="the sdkgen binary (default: MAIN/.build/debug/sdkgen)")
    parser.add_argument("--work", default="/tmp/openapi-sweep", help="scratch folder (replaced per document)")
    parser.add_argument("--only", help="only documents whose name contains this text")
    parser.add_argument("--json", help="also write the rows to this file")
    parser.add_argument("--keep", action="store_true", help="keep the generated Swift of every document")
    parser.add_argument("--lenient-answers", action="store_true", help="import with --lenient-answers")
    parser.add_argument("--import-timeout", type=float, default=300)
    parser.add_argument("--generate-timeout", type=float, default=300)
    parser.add_argument("--typecheck-timeout", type=float, default=600)
    args = parser.parse_args(argv)
    main_dir = os.path.abspath(args.main)
    args.docs = os.path.abspath(args.docs)
    args.sdkgen = os.path.abspath(args.sdkgen or os.path.join(main_dir, ".build", "debug", "sdkgen"))
    work = os.path.abspath(args.work)
    os.makedirs(work, exist_ok=True)
    documents = sorted(d for d in os.listdir(args.docs) if d.endswith((".json", ".yaml", ".yml")))
    if args.only:
        documents = [d for d in documents if args.only in d]
    rows = []
    for document in documents:
        row = sweep_document(args, main_dir, work, document)
        sys.stderr.write("%s: import %s, generate %s, type-check %s%s (%.1f s)\n" % (
            document, row["import"], row["generate"], row["typecheck"],
            ", %d compiler warnings" % row["swift_warnings"] if row.get("swift_warnings") else "", row["seconds"]))
        rows.append(row)
        if args.json:
            with open(args.json, "w") as f:
                json.dump(rows, f, indent=1)
    print_table(rows)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
