#!/usr/bin/env python3
"""CPU seconds of the Swift frontend compiling copies of the synthetic module, interleaved, for A/B probes.

    frontend_cpu.py ROUNDS [--primary SUBSTRING] [--emit-module] DIR [DIR ...]

Each DIR is a copy of the synthetic module's `Generated` folder (`shape_variants.py` writes them). Every
round compiles each DIR once, in turn, so a change of machine speed hits all of them; the report gives the
minimum and the median user + system CPU per DIR, and the ratio of each median to the first DIR's.

- Default: one `swift-frontend -c` with every file primary (the two batch jobs SwiftPM runs cost the same
  CPU together, within noise, measured 2026-11-28).
- `--primary SUBSTRING`: only the files whose path contains SUBSTRING are primary (the others are parsed and
  type-checked as needed), to price one file.
- `--emit-module`: the emit-module job instead (`-experimental-skip-non-inlinable-function-bodies-without-types`).

The flags are SwiftPM's own, read from `swift build -v` in `Work/compile-ab/ours` (run `compile_ab.sh` once
first): debug, `-Onone -g -enable-testing`, index store included.
"""
import glob
import os
import resource
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = os.path.join(HERE, "Work", "compile-ab", "ours")
DROPPED_WITH_VALUE = {
    "-o", "-emit-dependencies-path", "-emit-reference-dependencies-path", "-serialize-diagnostics-path",
    "-index-store-path", "-emit-module-doc-path", "-emit-module-source-info-path", "-emit-objc-header-path",
}


def swiftpm_flags(kind):
    """The frontend arguments SwiftPM passes for module Synthetic, without files and outputs."""
    touched = glob.glob(os.path.join(PACKAGE, "Sources", "Synthetic", "Generated", "*.swift"))[0]
    os.utime(touched)
    log = subprocess.run(["swift", "build", "--target", "Synthetic", "-v"], cwd=PACKAGE, capture_output=True,
                         text=True).stdout
    lines = [line for line in log.splitlines()
             if f"swift-frontend -frontend {kind}" in line and "-module-name Synthetic" in line]
    if not lines:
        sys.exit(f"no `{kind}` frontend line for Synthetic in `swift build -v`; run compile_ab.sh first")
    tokens, flags, index = lines[0].split(), [], 0
    while index < len(tokens):
        token = tokens[index]
        if token in DROPPED_WITH_VALUE:
            index += 2
            continue
        if token != "-primary-file" and token != "-index-system-modules" and not token.endswith(".swift"):
            flags.append(token)
        index += 1
    return flags


def compile_once(flags, folder, primary, emit_module):
    files = sorted(glob.glob(os.path.join(folder, "**", "*.swift"), recursive=True))
    out = tempfile.mkdtemp()
    command = list(flags)
    if emit_module:
        command += files + ["-o", f"{out}/m.swiftmodule", "-emit-module-doc-path", f"{out}/m.swiftdoc",
                            "-emit-module-source-info-path", f"{out}/m.swiftsourceinfo"]
    else:
        primaries = [f for f in files if primary is None or primary in f]
        for f in files:
            command += ["-primary-file", f] if f in primaries else [f]
        for n, _ in enumerate(primaries):
            command += ["-o", f"{out}/{n}.o"]
        command += ["-index-store-path", f"{out}/index"]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    result = subprocess.run(command, capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(["rm", "-rf", out])
    if result.returncode:
        sys.exit(f"{folder} does not compile:\n{result.stderr[:3000]}")
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def main():
    args = sys.argv[1:]
    if not args:
        sys.exit(__doc__)
    rounds, primary, emit_module, folders = int(args.pop(0)), None, False, []
    while args:
        arg = args.pop(0)
        if arg == "--primary":
            primary = args.pop(0)
        elif arg == "--emit-module":
            emit_module = True
        else:
            folders.append(arg)
    flags = swiftpm_flags("-emit-module" if emit_module else "-c")
    times = {folder: [] for folder in folders}
    for _ in range(rounds):
        for folder in folders:
            times[folder].append(compile_once(flags, folder, primary, emit_module))
    base = statistics.median(times[folders[0]])
    for folder in folders:
        runs = times[folder]
        median = statistics.median(runs)
        print(f"{os.path.basename(folder.rstrip('/')):20s} min {min(runs):6.2f} s  median {median:6.2f} s  "
              f"{median / base:5.2f}×  runs {' '.join(f'{t:.2f}' for t in runs)}")


if __name__ == "__main__":
    main()
