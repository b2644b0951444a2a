#!/usr/bin/env python3
"""Requests per second and CPU seconds per 10,000 requests: CurlTransport (TransportProbe) against the
plain C libcurl loop, sequential and 16 at a time, interleaved in one run against one BenchServer.

    python3 Scripts/transport_cpu.py URL [REPEATS] [COUNT] [ROUNDS]

Each repeat runs, one after the other: the C loop sequential and with 16 transfers on one multi handle,
then TransportProbe with sequential callers run on the transport's thread (ON_TRANSPORT_THREAD=1), the
same sending the C loop's request (BARE_REQUEST=1: no User-Agent or Accept-Encoding field), with every
caller on the transport's thread (ON_TRANSPORT_THREAD=all), with
the hand-off to the cooperative pool instead (ON_TRANSPORT_THREAD=0) and with busy polling
(BUSY_POLL_US=200), each sequential and with 16 tasks; every process runs ROUNDS rounds of COUNT requests and prints the
wall time and its own CPU time (user + system, getrusage) per round. The table gives medians over all
rounds of all repeats (the first round of each process, which opens connections, left out), and the
ratios against the C loop measured in the same run. A short run on purpose: a shared machine is noisy,
so the C loop is always measured beside the transport, never taken from an earlier run.
"""
import os
import re
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.dirname(HERE)


def rounds(command, env=None):
    out = subprocess.run(command, capture_output=True, text=True, env=env, check=True).stdout
    rows = [(float(m.group(1)), float(m.group(2))) for m in re.finditer(r"rps=([0-9.]+).*cpu=([0-9.]+)", out)]
    return rows[1:] or rows


def main():
    url = sys.argv[1]
    repeats = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    count = sys.argv[3] if len(sys.argv) > 3 else "320"
    per = sys.argv[4] if len(sys.argv) > 4 else "8"
    curl_loop = os.path.join(PACKAGE, ".build", "curl_loop")
    subprocess.run(["cc", "-O2", "-o", curl_loop, os.path.join(HERE, "curl_loop.c"), "-lcurl"], check=True)
    probe = os.path.join(PACKAGE, ".build", "release", "TransportProbe")
    pool = {"BUSY_POLL_US": "0", "ON_TRANSPORT_THREAD": "0"}
    thread = {"BUSY_POLL_US": "0", "ON_TRANSPORT_THREAD": "1"}
    polling = {"BUSY_POLL_US": "200", "ON_TRANSPORT_THREAD": "0"}
    # The request the C loop sends: without the User-Agent and Accept-Encoding fields the transport adds
    # by default, which libcurl formats per request (about 16,000 instructions, measured with callgrind).
    bare = dict(thread, BARE_REQUEST="1")
    every = {"BUSY_POLL_US": "0", "ON_TRANSPORT_THREAD": "all"}
    clients = [
        ("C libcurl loop", "sequential", [curl_loop, url, count, per, "1"], None),
        ("C libcurl loop", "16-concurrent", [curl_loop, url, count, per, "16"], None),
        ("CurlTransport, callers on its thread", "sequential", [probe, url, count, per, "1"], thread),
        ("CurlTransport, callers on its thread", "16-concurrent", [probe, url, count, per, "16"], thread),
        ("CurlTransport, callers on its thread, the C loop's request", "sequential", [probe, url, count, per, "1"],
         bare),
        ("CurlTransport, callers on its thread, the C loop's request", "16-concurrent",
         [probe, url, count, per, "16"], bare),
        ("CurlTransport, every caller on its thread", "sequential", [probe, url, count, per, "1"], every),
        ("CurlTransport, every caller on its thread", "16-concurrent", [probe, url, count, per, "16"], every),
        ("CurlTransport, hand-off to the pool", "sequential", [probe, url, count, per, "1"], pool),
        ("CurlTransport, hand-off to the pool", "16-concurrent", [probe, url, count, per, "16"], pool),
        ("CurlTransport, busy polling 200 µs", "sequential", [probe, url, count, per, "1"], polling),
        ("CurlTransport, busy polling 200 µs", "16-concurrent", [probe, url, count, per, "16"], polling),
    ]
    samples = {}
    for _ in range(repeats):
        for name, mode, command, extra in clients:
            env = dict(os.environ)
            env.update(extra or {})
            samples.setdefault((name, mode), []).extend(rounds(command, env))
    n = int(count)
    table = {}
    for (name, mode), rows in samples.items():
        rps = statistics.median(r for r, _ in rows)
        cpu10k = statistics.median(c for _, c in rows) * 10000 / n
        table[(name, mode)] = (rps, cpu10k, len(rows))
    print("| client | mode | req/s (median) | CPU s / 10k requests | req/s vs C loop | CPU vs C loop | rounds |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for (name, mode), (rps, cpu, k) in table.items():
        c_rps, c_cpu, _ = table[("C libcurl loop", mode)]
        print("| %s | %s | %s | %.3f | %.2f× | %.2f× | %d |" % (name, mode, "{:,.0f}".format(rps), cpu, rps / c_rps,
                                                          cpu / c_cpu, k))


if __name__ == "__main__":
    main()
