#!/usr/bin/env python3
"""Runs the benchmark stages and prints markdown tables of medians and ratios.

Called by Benchmarks/run.sh, which builds the tools and starts the loopback server first:

    bench.py --sdkgen PATH --openapi-generator PATH --curl-loop PATH --upload-probe PATH
             --main PATH [--quick] [--only generation,compile,transport,decoding,upload]

The results also go to Benchmarks/Work/results/latest.json and latest.md.
"""

import argparse
import datetime
import json
import os
import platform
import subprocess
import sys
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from bench_process import log  # noqa: E402
from bench_report import render  # noqa: E402
from stage_codegen import run_compile, run_generation  # noqa: E402
from stage_runtime import run_decoding, run_transport, run_upload  # noqa: E402

STAGES = ["generation", "compile", "transport", "decoding", "upload"]


class Context:
    """Paths and run sizes shared by the stages."""

    def __init__(self, args):
        self.scripts = os.path.dirname(os.path.abspath(__file__))
        self.package = os.path.dirname(self.scripts)
        self.work = os.path.join(self.package, "Work")
        self.scratch = os.path.join(self.work, "results", "runs")
        self.bench_build = os.path.join(self.package, ".build", "bench")
        self.main = os.path.abspath(args.main)
        self.sdkgen = args.sdkgen
        self.openapi_generator = args.openapi_generator
        self.curl_loop = args.curl_loop
        self.upload_probe = args.upload_probe
        self.fixtures = args.fixtures
        self.quick = args.quick
        if args.quick:
            self.generation_sizes = [50]
            self.generation_sizes_ours_only = [200]
            self.runs_generation = 2
            self.runs_generation_peer = 1
            self.compile_size = 20
            self.runs_compile = 1
            self.transport_batch = 160
            self.curl_rounds = 3
            self.upload_megabytes = 10
            self.upload_rounds = 1
        else:
            self.generation_sizes = [200, 1000]
            self.generation_sizes_ours_only = [5000]
            self.runs_generation = 5
            self.runs_generation_peer = 3
            self.compile_size = 200
            self.runs_compile = 3
            self.transport_batch = 320
            # As many batches as the in-process clients get (up to 60 iterations), so both medians
            # cover the same stretch of time on a machine whose speed drifts.
            self.curl_rounds = 41
            self.upload_megabytes = 50
            self.upload_rounds = 3


def machine_description(ctx):
    """Date, machine, toolchain and commit, for the README."""
    def output(command):
        try:
            return subprocess.run(command, text=True, capture_output=True, cwd=ctx.main).stdout.strip()
        except OSError:
            return "?"
    swift = output(["swift", "--version"]).splitlines()
    commit = output(["git", "rev-parse", "--short", "HEAD"])
    cpu = "?"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    return {
        "title": "(%s%s)" % (now, ", quick" if ctx.quick else ""),
        "description": "Machine: %s, %d cores (%s), %s; %s; main at %s%s." % (
            platform.node() or "?", os.cpu_count() or 0, cpu, platform.platform(),
            swift[0] if swift else "swift ?", commit or "?",
            " (snapshot of the last commit)" if "Work/snapshot" in ctx.main else " (working tree)"),
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sdkgen", required=True)
    parser.add_argument("--openapi-generator", required=True)
    parser.add_argument("--curl-loop", required=True)
    parser.add_argument("--upload-probe", required=True)
    parser.add_argument("--main", required=True, help="the main package's folder")
    parser.add_argument("--fixtures", required=True, help="the recorded responses (../shared/fixtures)")
    parser.add_argument("--quick", action="store_true", help="small sizes and few runs: a smoke test")
    parser.add_argument("--only", default=",".join(STAGES), help="comma-separated stages")
    args = parser.parse_args()
    ctx = Context(args)
    selected = [s for s in args.only.split(",") if s]
    unknown = [s for s in selected if s not in STAGES]
    if unknown:
        parser.error("unknown stage(s): %s" % ", ".join(unknown))
    results = {"meta": machine_description(ctx), "errors": {}}
    unbuilt = os.environ.get("BENCH_UNBUILT_TOOLS", "").split()
    if unbuilt:
        results["notes"] = ["These tools did not build at this commit (an earlier build, if any, was used): %s."
                            % ", ".join(unbuilt)]
    runners = {"generation": run_generation, "compile": run_compile, "transport": run_transport,
               "decoding": run_decoding, "upload": run_upload}
    for stage in STAGES:
        if stage not in selected:
            continue
        log("stage %s" % stage)
        try:
            runners[stage](ctx, results)
        except Exception as error:  # a stage that fails is reported, the others still run
            traceback.print_exc()
            results["errors"][stage] = str(error).splitlines()[0] if str(error) else type(error).__name__
    os.makedirs(os.path.join(ctx.work, "results"), exist_ok=True)
    with open(os.path.join(ctx.work, "results", "latest.json"), "w") as f:
        json.dump(results, f, indent=2, sort_keys=True)
    table = render(results)
    with open(os.path.join(ctx.work, "results", "latest.md"), "w") as f:
        f.write(table)
    sys.stdout.write(table)
    return 1 if results["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
