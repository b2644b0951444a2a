"""Stages 3 to 5: transport, decoding and upload memory, measured in-process (ordo-one/benchmark and
UploadProbe) plus the plain C libcurl loop, all against the loopback BenchServer."""

import glob
import json
import os
import re

from bench_process import log, median, run


def server_url(ctx):
    """The loopback server's base URL, from the port file run.sh's server wrote."""
    with open(os.path.join(ctx.bench_build, "server.port")) as f:
        return "http://127.0.0.1:%s/" % f.read().strip()


def run_curl_loop(ctx, results):
    """The plain C libcurl loop: `rounds` rounds of `batch` sequential keep-alive GETs."""
    out = run([ctx.curl_loop, server_url(ctx) + "payload.json", str(ctx.transport_batch),
               str(ctx.curl_rounds)])
    rates = [float(m.group(1)) for m in re.finditer(r"rps=([0-9.]+)", out)]
    results.setdefault("transport", {})["C libcurl loop"] = {
        "sequential_rps": median(rates), "rounds": rates}


def ordo_benchmark(ctx, target, filters=None):
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
    if ctx.quick:
        env["BENCH_QUICK"] = "1"
    run(command, cwd=ctx.package, env=env, capture=False)
    medians = {}
    for path in glob.glob(os.path.join(out_dir, "*.json")):
        with open(path) as f:
            for element in json.load(f):
                name = element["benchmark"]
                metrics = {}
                for metric_name, metric in [("primary", element["primaryMetric"])] + list(
                        (element.get("secondaryMetrics") or {}).items()):
                    p50 = metric.get("scorePercentiles", {}).get("50.0", metric.get("score"))
                    metrics[metric_name] = {"p50": p50, "unit": metric.get("scoreUnit")}
                medians[name] = metrics
    return medians


def wall_seconds(metrics):
    """The median wall time of one iteration in seconds, from a JMH element's metrics."""
    for key, value in metrics.items():
        if "wall" in key.lower() or key == "primary":
            unit = (value.get("unit") or "").lower()
            scale = {"ns": 1e-9, "us": 1e-6, "μs": 1e-6, "ms": 1e-3, "s": 1.0}
            for suffix, factor in scale.items():
                if unit.startswith(suffix) or unit.endswith(suffix + "/op"):
                    return value["p50"] * factor
            return value["p50"] * 1e-9
    return None


def run_transport(ctx, results):
    """CurlTransport, URLSessionTransport, URLSession and AsyncHTTPClient, then the C loop."""
    run_curl_loop(ctx, results)
    medians = ordo_benchmark(ctx, "TransportBenchmarks")
    table = results.setdefault("transport", {})
    for name, metrics in sorted(medians.items()):
        match = re.search(r"GET 4KB (sequential|16-concurrent) x(\d+) · (.+)$", name)
        if not match:
            continue
        mode, batch, client = match.group(1), int(match.group(2)), match.group(3)
        seconds = wall_seconds(metrics)
        entry = table.setdefault(client, {})
        key = "sequential_rps" if mode == "sequential" else "concurrent_rps"
        entry[key] = batch / seconds if seconds else None
        entry[key.replace("_rps", "_batch_s")] = seconds
    log("transport: %s" % table)


def run_decoding(ctx, results):
    """Generated models (through the runtime) against hand-written Codable / XMLCoder, in MB/s."""
    medians = ordo_benchmark(ctx, "DecodingBenchmarks")
    rows = results.setdefault("decoding", {})
    for name, metrics in sorted(medians.items()):
        match = re.search(r"(\S+\.(?:json|xml)) · (.+)$", name)
        if not match:
            continue
        fixture, variant = match.group(1), match.group(2)
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
