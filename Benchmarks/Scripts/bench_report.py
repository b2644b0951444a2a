"""Turns a results dictionary into the markdown tables `run.sh` prints: medians, ratios against the
peer measured in the same run, and where each target stands."""


def fmt_s(seconds):
    if seconds is None:
        return "–"
    return "%.3f s" % seconds if seconds < 10 else "%.1f s" % seconds


def fmt_mb(value):
    return "–" if value is None else "%.1f MB" % (value / 1e6)


def fmt_x(ratio):
    return "–" if ratio is None else "%.2f×" % ratio


def fmt_n(value, digits=0):
    return "–" if value is None else ("{:,.%df}" % digits).format(value)


def ratio(a, b):
    return a / b if (a is not None and b not in (None, 0)) else None


def generation_table(rows, lines):
    lines += ["### 1. Generation (whole process, median wall time; peak RSS)", "",
              "| N | sdkgen | swift-openapi-generator | speed-up | sdkgen peak | openapi peak | ms per endpoint (ours) | lines (ours / openapi) |",
              "|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for row in rows:
        ours, theirs = row["ours"], row.get("openapi", {})
        per = ours["wall_s"] * 1000 / row["n"] if ours.get("wall_s") else None
        lines.append("| %d | %s | %s | %s | %s | %s | %s | %s / %s |" % (
            row["n"], fmt_s(ours.get("wall_s")), fmt_s(theirs.get("wall_s")),
            fmt_x(ratio(theirs.get("wall_s"), ours.get("wall_s"))),
            fmt_mb(ours.get("mem_bytes")), fmt_mb(theirs.get("mem_bytes")), fmt_n(per, 2),
            fmt_n(ours.get("lines")), fmt_n(theirs.get("lines"))))
    lines.append("")


def compile_table(row, lines):
    ours, theirs = row["ours"], row["openapi"]
    lines += ["### 2. Compile time of generated code (debug `swift build --target`, dependencies prebuilt)", "",
              "| N | | ours | swift-openapi-generator + runtime | speed-up |",
              "|---:|---|---:|---:|---:|",
              "| %d | `swift build --target` (wall) | %s | %s | %s |" % (
                  row["n"], fmt_s(ours["wall_s"]), fmt_s(theirs["wall_s"]),
                  fmt_x(ratio(theirs["wall_s"], ours["wall_s"]))),
              "| | same command, nothing to do | %s | %s | |" % (fmt_s(ours.get("noop_s")), fmt_s(theirs.get("noop_s"))),
              "| | difference: the generated module | %s | %s | %s |" % (
                  fmt_s(ours.get("net_s")), fmt_s(theirs.get("net_s")),
                  fmt_x(ratio(theirs.get("net_s"), ours.get("net_s")))),
              "",
              "| N | ours peak | openapi peak | lines (ours / openapi) | files (ours / openapi) |",
              "|---:|---:|---:|---:|---:|",
              "| %d | %s | %s | %s / %s | %s / %s |" % (
                  row["n"], fmt_mb(ours["mem_bytes"]),
                  fmt_mb(theirs["mem_bytes"]), fmt_n(ours["lines"]), fmt_n(theirs["lines"]),
                  fmt_n(ours["files"]), fmt_n(theirs["files"])), ""]


def transport_table(table, lines):
    c_loop = table.get("C libcurl loop", {})
    curl_c = c_loop.get("sequential_rps")
    curl_c_best = c_loop.get("sequential_best_rps")
    urlsession = (table.get("URLSessionTransport") or table.get("URLSession (Foundation, direct)") or {}).get(
        "sequential_rps")
    lines += ["### 3. Transport: keep-alive GETs of a 4 KB JSON on loopback (requests per second, median batch)", "",
              "| client | sequential | 16-concurrent | concurrent / sequential | sequential vs C libcurl loop | sequential vs URLSession | best sequential batch | best vs C's best round |",
              "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for name, entry in table.items():
        seq, conc = entry.get("sequential_rps"), entry.get("concurrent_rps")
        best = entry.get("sequential_best_rps")
        lines.append("| %s | %s | %s | %s | %s | %s | %s | %s |" % (
            name, fmt_n(seq), fmt_n(conc), fmt_x(ratio(conc, seq)), fmt_x(ratio(seq, curl_c)),
            fmt_x(ratio(seq, urlsession)), fmt_n(best), fmt_x(ratio(best, curl_c_best))))
    lines += ["", "Medians over the batches; the best batch shows each client at its fastest, where the machine's "
              "drift (see Benchmarks/README.md) matters least.", ""]
    lines += ["#### CPU per 10,000 requests (user + system seconds of the whole process, median batch)", "",
              "| client | sequential req/s | sequential CPU s / 10k | vs C loop | 16-concurrent req/s | 16-concurrent CPU s / 10k | vs C loop (16 on one multi handle) |",
              "|---|---:|---:|---:|---:|---:|---:|"]
    for name, entry in table.items():
        seq_cpu, conc_cpu = entry.get("sequential_cpu_10k"), entry.get("concurrent_cpu_10k")
        lines.append("| %s | %s | %s | %s | %s | %s | %s |" % (
            name, fmt_n(entry.get("sequential_rps")), fmt_n(seq_cpu, 3),
            fmt_x(ratio(seq_cpu, c_loop.get("sequential_cpu_10k"))), fmt_n(entry.get("concurrent_rps")),
            fmt_n(conc_cpu, 3), fmt_x(ratio(conc_cpu, c_loop.get("concurrent_cpu_10k")))))
    lines.append("")


def decoding_table(rows, lines):
    lines += ["### 4. Decoding recorded payloads (MB/s, median)", "",
              "| payload | size | generated model (runtime) | peer | peer MB/s | generated / peer |",
              "|---|---:|---:|---|---:|---:|"]
    for fixture, row in rows.items():
        ours = row.get("generated model", {}).get("mb_s")
        peers = [(k, v) for k, v in row.items() if k not in ("bytes", "generated model")]
        for peer, value in peers or [("–", {})]:
            lines.append("| %s | %s | %s | %s | %s | %s |" % (
                fixture, fmt_n(row["bytes"]) + " B", fmt_n(ours, 1), peer, fmt_n(value.get("mb_s"), 1),
                fmt_x(ratio(ours, value.get("mb_s")))))
    lines.append("")


def upload_table(row, lines):
    lines += ["### 5. Upload memory (multipart, file part streamed from disk, CurlTransport)", "",
              "| body | peak RSS above baseline | baseline RSS | time | peak counter reset |",
              "|---:|---:|---:|---:|---|",
              "| %d MiB | %s | %s | %s | %s |" % (
                  row["megabytes"], fmt_mb(row["delta_bytes"]), fmt_mb(row["baseline_bytes"]),
                  fmt_s(row["seconds"]), "yes" if row["peak_reset"] else "no (process peak)"), ""]


def verdict(ok):
    return "–" if ok is None else ("**met**" if ok else "**not met**")


def targets_table(results, lines):
    rows = []
    gen = {r["n"]: r for r in results.get("generation", [])}
    if 1000 in gen and "openapi" in gen[1000]:
        r = ratio(gen[1000]["openapi"]["wall_s"], gen[1000]["ours"]["wall_s"])
        rows.append(("Generation ≥ 20× faster than swift-openapi-generator at N = 1000", fmt_x(r), verdict(r >= 20)))
    sizes = sorted(n for n in gen if gen[n]["ours"].get("wall_s"))
    if len(sizes) >= 2:
        mid, large = sizes[-2], sizes[-1]
        growth = gen[large]["ours"]["wall_s"] / gen[mid]["ours"]["wall_s"]
        # Linear: the time grows no faster than the size (30% allowance for noise and cache effects).
        rows.append(("Generation linear in N (t(N=%d) / t(N=%d); %.1f if linear)" % (large, mid, large / mid),
                     "%.2f" % growth, verdict(growth <= 1.3 * large / mid)))
    if "compile" in results:
        c = results["compile"]
        r = ratio(c["openapi"]["wall_s"], c["ours"]["wall_s"])
        rows.append(("Generated code N = %d compiles ≥ 5× faster (whole `swift build`)" % c["n"], fmt_x(r),
                     verdict(r >= 5)))
        r = ratio(c["openapi"].get("net_s"), c["ours"].get("net_s"))
        if r is not None:
            rows.append(("Generated code N = %d compiles ≥ 5× faster (module only: build minus no-op build)"
                         % c["n"], fmt_x(r), verdict(r >= 5)))
    t = results.get("transport", {})
    curl = t.get("CurlTransport", {})
    if curl.get("sequential_rps"):
        peer = "URLSessionTransport" if "URLSessionTransport" in t else "URLSession (Foundation, direct)"
        r = ratio(curl["sequential_rps"], (t.get(peer) or {}).get("sequential_rps"))
        rows.append(("CurlTransport sequential ≥ 4× %s" % peer, fmt_x(r), verdict(r >= 4 if r else None)))
        r = ratio(curl["sequential_rps"], t.get("C libcurl loop", {}).get("sequential_rps"))
        rows.append(("CurlTransport sequential ≥ 80% of a C libcurl loop", fmt_x(r), verdict(r >= 0.8 if r else None)))
        r = ratio(curl.get("sequential_best_rps"), t.get("C libcurl loop", {}).get("sequential_best_rps"))
        rows.append(("CurlTransport sequential ≥ 80% of a C libcurl loop, best batch vs best round", fmt_x(r),
                     verdict(r >= 0.8 if r else None)))
        r = ratio(curl.get("concurrent_rps"), curl["sequential_rps"])
        rows.append(("CurlTransport 16-concurrent not slower in total than sequential", fmt_x(r),
                     verdict(r >= 1.0 if r else None)))
        c_loop = t.get("C libcurl loop", {})
        curl_rows = [name for name in t if name.startswith("CurlTransport")]
        for name in curl_rows:
            entry = t.get(name) or {}
            for mode, label in (("sequential", "sequential"), ("concurrent", "16-concurrent")):
                speed = ratio(entry.get(mode + "_rps"), c_loop.get(mode + "_rps"))
                cpu = ratio(entry.get(mode + "_cpu_10k"), c_loop.get(mode + "_cpu_10k"))
                if speed is None or cpu is None:
                    continue
                rows.append(("%s %s ≥ 0.8× the C loop's requests/s and ≤ 1.3× its CPU per request" % (name, label),
                             "%s, CPU %s" % (fmt_x(speed), fmt_x(cpu)), verdict(speed >= 0.8 and cpu <= 1.3)))
    if "upload" in results:
        u = results["upload"]
        rows.append(("%d MB multipart upload under 30 MB above baseline" % u["megabytes"],
                     fmt_mb(u["delta_bytes"]), verdict(u["delta_bytes"] < 30e6)))
    for fixture, row in results.get("decoding", {}).items():
        ours = row.get("generated model", {}).get("mb_s")
        for peer, value in row.items():
            if peer in ("bytes", "generated model"):
                continue
            if ours is None:
                rows.append(("%s %s: generated model against %s" % ("XML" if fixture.endswith(".xml") else "JSON",
                                                                 fixture, peer),
                             "–", "not measured (no generated model in this build)"))
                continue
            r = ratio(ours, value.get("mb_s"))
            if fixture.endswith(".xml"):
                rows.append(("XML %s ≥ 3× %s" % (fixture, peer), fmt_x(r), verdict(r >= 3 if r else None)))
            else:
                rows.append(("JSON %s no slower than %s" % (fixture, peer), fmt_x(r),
                             verdict(r >= 1.0 if r else None)))
    lines += ["### Targets", "", "| target | this run | status |", "|---|---:|---|"]
    lines += ["| %s | %s | %s |" % row for row in rows]
    lines.append("")


def render(results):
    """All tables, in stage order, as markdown."""
    lines = ["## Results %s" % results.get("meta", {}).get("title", ""), ""]
    meta = results.get("meta", {})
    if meta:
        lines += ["%s" % meta.get("description", ""), ""]
    if results.get("generation"):
        generation_table(results["generation"], lines)
    if results.get("compile"):
        compile_table(results["compile"], lines)
    if results.get("transport"):
        transport_table(results["transport"], lines)
    if results.get("decoding"):
        decoding_table(results["decoding"], lines)
    if results.get("upload"):
        upload_table(results["upload"], lines)
    targets_table(results, lines)
    for note in results.get("notes", []):
        lines.append("- " + note)
    for stage, error in results.get("errors", {}).items():
        lines.append("- stage **%s** failed: %s" % (stage, error))
    return "\n".join(lines) + "\n"
