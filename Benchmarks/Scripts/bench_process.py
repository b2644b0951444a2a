"""Whole-process measurements: hyperfine for wall time, /usr/bin/time for peak memory.

Each measured command runs under `/usr/bin/time -f %M -a -o FILE`, inside hyperfine, so one set of
runs gives both the wall-time median (hyperfine's JSON export) and the peak resident memory of every
run (GNU time's maximum resident set size of the largest process of the run, in KiB).
"""

import json
import os
import shlex
import statistics
import subprocess
import sys


def median(values):
    """The median of a non-empty list, else None."""
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def log(message):
    """Progress on standard error, so standard output stays the table."""
    sys.stderr.write("[bench] %s\n" % message)
    sys.stderr.flush()


def run(command, cwd=None, env=None, check=True, capture=True):
    """Runs a command (a list) and returns its standard output as text."""
    log("$ " + " ".join(shlex.quote(c) for c in command))
    # Uncaptured output (builds, generators) goes to standard error: standard output is the table.
    result = subprocess.run(command, cwd=cwd, env=env, text=True,
                            stdout=subprocess.PIPE if capture else sys.stderr,
                            stderr=None)
    if check and result.returncode != 0:
        raise RuntimeError("command failed (%d): %s" % (result.returncode, " ".join(command)))
    return result.stdout if capture else ""


def measure(name, command, workdir, scratch, runs, prepare=None, warmup=0, env=None):
    """Times `command` (a list) `runs` times with hyperfine and records each run's peak memory.

    prepare: a shell command run before every timed run (not timed), e.g. removing outputs.
    Returns {"wall_s": median seconds, "walls": [...], "mem_bytes": median peak RSS, "mems": [...]}.
    """
    os.makedirs(scratch, exist_ok=True)
    safe = "".join(c if c.isalnum() else "_" for c in name)
    mem_file = os.path.join(scratch, safe + ".mem")
    json_file = os.path.join(scratch, safe + ".hyperfine.json")
    for path in (mem_file, json_file):
        if os.path.exists(path):
            os.remove(path)
    timed = ["/usr/bin/time", "-f", "%M", "-a", "-o", mem_file] + command
    hyperfine = ["hyperfine", "--style", "basic", "--runs", str(runs), "--warmup", str(warmup),
                 "--export-json", json_file, "--command-name", name]
    if prepare:
        hyperfine += ["--prepare", prepare]
    hyperfine.append(" ".join(shlex.quote(c) for c in timed))
    log("measuring %s (%d runs)" % (name, runs))
    result = subprocess.run(hyperfine, cwd=workdir, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    if result.returncode != 0:
        sys.stderr.write(result.stdout[-4000:])
        raise RuntimeError("hyperfine failed for %s" % name)
    with open(json_file) as f:
        walls = json.load(f)["results"][0]["times"]
    with open(mem_file) as f:
        mems = []
        for line in f:
            line = line.strip()
            if line.isdigit():
                mems.append(int(line) * 1024)
    # Warm-up runs also append to the memory file: keep the timed runs only.
    mems = mems[-runs:]
    return {"wall_s": median(walls), "walls": walls, "mem_bytes": median(mems), "mems": mems}


def count_lines(folder, suffix=".swift"):
    """Lines and files of the Swift sources under a folder."""
    lines = 0
    files = 0
    for root, _, names in os.walk(folder):
        for name in names:
            if name.endswith(suffix):
                files += 1
                with open(os.path.join(root, name), "rb") as f:
                    lines += sum(1 for _ in f)
    return {"lines": lines, "files": files}
