#!/usr/bin/env python3
"""Count the LLVM IR the Swift frontend emits for copies of the synthetic module, by kind of function.

    ir_census.py [--kinds N] [--extra "FRONTEND FLAGS"] DIR [DIR ...]

A deterministic stand-in for compile time on a machine whose speed moves by 2x within minutes: the same
sources give the same count every run, and at -Onone most of a module's compile CPU is LLVM lowering that IR
(instruction selection alone was 3 of 14 s, measured with `-Xllvm -time-passes`). The count tracks CPU across
the `shape_variants.py` copies (measured 2026-11-28: 0.82x of the instructions took 0.82x of the CPU, 0.59x
took 0.58x), with one known exception: moving stored properties into a class (`boxed`) emits fewer
instructions and costs more CPU.

Each DIR is a copy of the module's `Generated` folder (`shape_variants.py` writes them). The frontend runs once
per DIR with SwiftPM's own flags (`frontend_cpu.py` reads them; run `compile_ab.sh` once first), every file
primary, `-emit-ir` instead of `-c`. Instructions are counted inside function bodies, without debug records,
`llvm.lifetime` markers and labels. The report gives, per DIR, the functions and instructions and the ratio to
the first DIR; then, per DIR, the N largest kinds of function (`--kinds`, default 12), split between the models'
and the requests' files. `--extra` adds frontend flags to every run (for example an experimental feature).
"""
import collections
import glob
import os
import re
import shlex
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from frontend_cpu import swiftpm_flags  # noqa: E402

DEFINE = re.compile(r'^define [^@]*@("[^"]+"|[\w$.]+)\(')

# Kinds by mangled suffix (Swift's mangling, docs/ABI/Mangling.rst), checked in order.
SUFFIX_KINDS = [
    (re.compile(r"Wl$"), "lazy witness-table accessor"),
    (re.compile(r"WO[a-z]$"), "outlined copy / destroy"),
    (re.compile(r"TW$"), "protocol witness thunk"),
    (re.compile(r"Ma$"), "metadata accessor"),
    (re.compile(r"V(w[a-zA-Z]{2}|wet|wst)$"), "value witness"),
    (re.compile(r"2eeoiySbAC_ACtFZ$"), "=="),
    (re.compile(r"4hash4intoys6HasherVz_tF$"), "hash(into:)"),
    (re.compile(r"9hashValueSivg$"), "hashValue"),
    (re.compile(r"4fromACs7Decoder_p_tKcfC$"), "init(from:)"),
    (re.compile(r"6encode2toys7Encoder_p_tKF$"), "encode(to:)"),
    (re.compile(r"10parameters10APIRuntime10ParametersVvg$"), "parameters getter"),
    (re.compile(r"vg$"), "other getter"),
    (re.compile(r"vs$"), "setter"),
    (re.compile(r"vM$|TY\d*_$|vr$"), "_modify / read"),
    (re.compile(r"fA\d*_$"), "default argument"),
    (re.compile(r"fC$"), "initializer"),
]


def kind_of(mangled):
    for pattern, kind in SUFFIX_KINDS:
        if pattern.search(mangled):
            return kind
    return "other"


def group_of(path):
    name = os.path.basename(path)
    return "models" if "Models" in name else "requests" if "Requests" in name else "other"


def emit_ir(flags, folder, out):
    files = sorted(glob.glob(os.path.join(folder, "**", "*.swift"), recursive=True))
    command = list(flags)
    for f in files:
        command += ["-primary-file", f]
    outputs = [os.path.join(out, f"{n}-{os.path.basename(f)[:-6]}.ll") for n, f in enumerate(files)]
    for path in outputs:
        command += ["-o", path]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode:
        sys.exit(f"{folder} does not compile:\n{result.stderr[:3000]}")
    return outputs


def census(paths):
    """(functions, instructions) per (group, kind)."""
    counts = collections.defaultdict(lambda: [0, 0])
    for path in paths:
        group, current, size = group_of(path), None, 0
        with open(path) as ir:
            for line in ir:
                if current is None:
                    match = DEFINE.match(line)
                    if match:
                        current, size = match.group(1).strip('"'), 0
                elif line.startswith("}"):
                    entry = counts[(group, kind_of(current))]
                    entry[0] += 1
                    entry[1] += size
                    current = None
                elif (line.startswith("  ") and not line.startswith("    #dbg") and "@llvm.lifetime" not in line
                      and not line.startswith("  ;")):
                    size += 1
    return counts


def main():
    args, kinds, extra, folders = sys.argv[1:], 12, [], []
    if not args:
        sys.exit(__doc__)
    while args:
        arg = args.pop(0)
        if arg == "--kinds":
            kinds = int(args.pop(0))
        elif arg == "--extra":
            extra = shlex.split(args.pop(0))
        else:
            folders.append(arg)
    flags = swiftpm_flags("-c")
    flags[flags.index("-c")] = "-emit-ir"
    flags += extra
    results = {}
    for folder in folders:
        with tempfile.TemporaryDirectory() as out:
            results[folder] = census(emit_ir(flags, folder, out))
    totals = {f: [sum(v[i] for v in c.values()) for i in (0, 1)] for f, c in results.items()}
    base = totals[folders[0]][1]
    for folder in folders:
        functions, instructions = totals[folder]
        print(f"{os.path.basename(folder.rstrip('/')):20s} {functions:7,d} functions {instructions:9,d} instructions"
              f"  {instructions / base:5.2f}x")
    for folder in folders:
        print(f"\n{os.path.basename(folder.rstrip('/'))}: largest kinds (instructions, share, functions)")
        counts, total = results[folder], totals[folder][1]
        for (group, kind), (functions, instructions) in sorted(counts.items(), key=lambda x: -x[1][1])[:kinds]:
            print(f"  {instructions:8,d} {100 * instructions / total:5.1f} % {functions:6,d}  {group:8s} {kind}")


if __name__ == "__main__":
    main()
