"""Stages 3 to 5: transport, decoding and upload memory, measured in-process (ordo-one/benchmark and
UploadProbe) plus the plain C libcurl loop, all against the loopback BenchServer."""

import glob
import json
import os
import re
import subprocess
import sys

from bench_process import log, median, run


def server_url(ctx):
    """The loopback server's base URL, from the port file run.sh's server wrote."""
    with open(os.path.join(ctx.bench_build, "server.port")) as f:
        return "http://127.0.0.1:%s/" % f.read().strip()


def cpu_per_10k(cpu_seconds, batch):
    """CPU seconds (user + system) per 10,000 requests from one batch's CPU time."""
    return cpu_seconds * 10000.0 / batch if cpu_seconds is not None else None


def run_curl_loop(ctx, results):
    """The plain C libcurl loop: `rounds` rounds of `batch` keep-alive GETs, sequential and 16 at a time."""
    entry = results.setdefault("transport", {}).setdefault("C libcurl loop", {})
    for mode, parallel in (("sequential", 1), ("concurrent", 16)):
        out = run([ctx.curl_loop, server_url(ctx) + "payload.json", str(ctx.transport_batch),
                   str(ctx.curl_rounds), str(parallel)])
        rates = [float(m.group(1)) for m in re.finditer(r"rps=([0-9.]+)", out)]
        cpus = [float(m.group(1)) for m in re.finditer(r"cpu=([0-9.]+)", out)]
        entry[mode + "_rps"] = median(rates)
        # The best round leaves out the first, which opens the connection (the in-process clients warm up).
        entry[mode + "_best_rps"] = max(rates[1:] or rates)
        entry[mode + "_cpu_10k"] = cpu_per_10k(median(cpus), ctx.transport_batch) if cpus else None
        entry[mode + "_rounds"] = rates


SDKS = ("Bazaarvoice", "SageBridge", "FogBugz", "Etilbudsavis")


class BuildFailed(RuntimeError):
    """A benchmark target did not build; `broken` names the SDKs whose sources had errors."""

    def __init__(self, message, broken):
        RuntimeError.__init__(self, message)
        self.broken = broken


def ordo_benchmark(ctx, target, filters=None, env_extra=None):
    """Runs one ordo-one/benchmark target and returns {benchmark name: {metric: p50}} from its JMH export."""
    out_dir = os.path.join(ctx.work, "results", "jmh-" + target)
    for old in glob.glob(os.path.join(out_dir, "*")):
        os.remove(old)
    os.makedirs(out_dir, exist_ok=True)
    command = ["swift", "package", "--allow-writing-to-directory", out_dir, "benchmark",
               "--target", target, "--format", "jmh", "--path", out_dir, "--no-progress"]
    for pattern in filters or []:
        command += ["--filter", pattern]
    env = dict(os.environ)
    env.update(env_extra or {})
    if ctx.quick:
        env["BENCH_QUICK"] = "1"
    log_path = os.path.join(ctx.work, "results", target + ".log")
    log("$ " + " ".join(command) + "  (output: %s)" % log_path)
    with open(log_path, "w") as output:
        code = subprocess.run(command, cwd=ctx.package, env=env, stdout=output, stderr=subprocess.STDOUT).returncode
    if code != 0:
        with open(log_path) as f:
            text = f.read()
        errors = [line for line in text.splitlines() if ": error:" in line]
        broken = sorted({sdk for sdk in SDKS for line in errors if "/Sources/%s/" % sdk in line})
        sys.stderr.write("\n".join(errors[:20] or text.splitlines()[-20:]) + "\n")
        raise BuildFailed("%s failed (see %s)" % (target, log_path), broken)
    medians = {}
    for path in glob.glob(os.path.join(out_dir, "*.json")):
        with open(path) as f:
            for element in json.load(f):
                name = element["benchmark"]
                metrics = {}
                for metric_name, metric in [("primary", element["primaryMetric"])] + list(
                        (element.get("secondaryMetrics") or {}).items()):
                    percentiles = metric.get("scorePercentiles", {})
                    p50 = percentiles.get("50.0", metric.get("score"))
                    metrics[metric_name] = {"p50": p50, "p0": percentiles.get("0.0"), "unit": metric.get("scoreUnit")}
                medians[name] = metrics
    return medians


def wall_seconds(metrics, percentile="p50"):
    """The median (or `p0`: fastest) wall time of one iteration in seconds, from a JMH element's metrics."""
    scale = {"ns": 1e-9, "us": 1e-6, "\u03bcs": 1e-6, "\u00b5s": 1e-6, "ms": 1e-3, "s": 1.0}
    for key, value in metrics.items():
        if "wall" in key.lower():
            unit = (value.get("unit") or "").strip().lower()
            if value.get(percentile) is None:
                return None
            return value[percentile] * scale.get(unit, 1e-9)
    return None


def split_name(name):
    """`package.benchmark.Target.<fixture or case>_·_<variant>` → (case, variant); JMH turns spaces into `_`."""
    name = name.split(".", 3)[-1] if name.startswith("package.benchmark.") else name
    for separator in ("_·_", " · "):
        if separator in name:
            case, variant = name.rsplit(separator, 1)
            return case, variant.replace("_", " ")
    return name, ""


def run_transport(ctx, results):
    """CurlTransport, URLSessionTransport, URLSession and AsyncHTTPClient, then the C loop."""
    run_curl_loop(ctx, results)
    medians = ordo_benchmark(ctx, "TransportBenchmarks")
    table = results.setdefault("transport", {})
    for name, metrics in sorted(medians.items()):
        case, client = split_name(name)
        match = re.search(r"GET.4KB.(sequential|16-concurrent).x(\d+)$", case)
        if not match:
            continue
        mode, batch = match.group(1), int(match.group(2))
        seconds = wall_seconds(metrics)
        entry = table.setdefault(client, {})
        key = "sequential_rps" if mode == "sequential" else "concurrent_rps"
        entry[key] = batch / seconds if seconds else None
        entry[key.replace("_rps", "_batch_s")] = seconds
        fastest = wall_seconds(metrics, "p0")
        entry[key.replace("_rps", "_best_rps")] = batch / fastest if fastest else None
        cpu = (metrics.get("cpuMicroseconds") or {}).get("p50")
        entry[key.replace("_rps", "_cpu_10k")] = cpu_per_10k(cpu / 1e6, batch) if cpu is not None else None
    log("transport: %s" % table)


def run_decoding(ctx, results):
    """Generated models (through the runtime) against hand-written Codable / XMLCoder, in MB/s.

    When an SDK of the main package does not compile, the benchmark is built again without it
    (`BENCH_SKIP_SDKS`), and the table says which SDKs were left out.
    """
    skipped = []
    while True:
        try:
            medians = ordo_benchmark(ctx, "DecodingBenchmarks", env_extra={"BENCH_SKIP_SDKS": ",".join(skipped)})
            break
        except BuildFailed as failure:
            new = [sdk for sdk in failure.broken if sdk not in skipped]
            if not new:
                raise
            log("these SDKs do not compile now, measuring without them: %s" % ", ".join(new))
            skipped += new
    if skipped:
        results.setdefault("notes", []).append(
            "Decoding: the generated %s SDK did not compile at this commit; only its peer was measured."
            % " and ".join(skipped))
    rows = results.setdefault("decoding", {})
    for name, metrics in sorted(medians.items()):
        fixture, variant = split_name(name)
        if not fixture.endswith((".json", ".xml")):
            continue
        size = os.path.getsize(os.path.join(ctx.fixtures, fixture))
        seconds = wall_seconds(metrics)
        rows.setdefault(fixture, {"bytes": size})[variant] = {
            "seconds": seconds, "mb_s": (size / 1e6) / seconds if seconds else None}
    log("decoding: %s" % rows)


def run_upload(ctx, results):
    """Peak memory above baseline of a multipart upload (UploadProbe, one process, several rounds)."""
    out = run([ctx.upload_probe, "--megabytes", str(ctx.upload_megabytes), "--rounds", str(ctx.upload_rounds)])
    rounds = []
    for line in out.splitlines():
        fields = dict(part.split("=", 1) for part in line.split()[1:] if "=" in part)
        if line.startswith("upload "):
            rounds.append(fields)
    results["upload"] = {
        "megabytes": ctx.upload_megabytes,
        "delta_bytes": median([int(r["delta"]) for r in rounds]),
        "baseline_bytes": median([int(r["baseline"]) for r in rounds]),
        "seconds": median([float(r["seconds"]) for r in rounds]),
        "peak_reset": all(r.get("reset") == "true" for r in rounds),
        "rounds": rounds,
    }
    log("upload: %s" % results["upload"])
