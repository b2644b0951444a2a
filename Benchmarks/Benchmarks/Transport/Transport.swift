import APIRuntime
import Benchmark
import BenchSupport
import Foundation

/// Keep-alive GETs of a 4 KB JSON document from the loopback ``BenchServer``, one request after the
/// other and 16 at a time, through every transport available: the runtime's `CurlTransport` and
/// `URLSessionTransport`, Foundation's `URLSession` directly, and AsyncHTTPClient.
///
/// One iteration sends a batch of ``TransportSettings/batch`` requests; the table divides the batch by
/// the median wall time. Each batch also records the CPU time the whole process spent on it (user plus
/// system, every thread: ``ProcessCPU``) as the custom metric ``cpuMetric``, in microseconds.
/// `run.sh` also times a plain C libcurl loop against the same server, sequential and 16 at a time.
let benchmarks: @Sendable () -> Void = {
    let settings = TransportSettings.current
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, cpuMetric],
        timeUnits: .milliseconds,
        warmupIterations: 2,
        maxDuration: settings.maxDuration,
        maxIterations: settings.maxIterations
    )
    let url = BenchPaths.serverURL.appendingPathComponent("payload.json")
    for client in TransportClients.all() {
        Benchmark("GET 4KB sequential x\(settings.batch) · \(client.name)") { benchmark in
            try await client.prepare(url)
            benchmark.startMeasurement()
            let cpu = ProcessCPU.microseconds
            for _ in 0..<settings.batch {
                try await client.get(url)
            }
            benchmark.measurement(cpuMetric, ProcessCPU.microseconds - cpu)
            benchmark.stopMeasurement()
        }
        Benchmark("GET 4KB 16-concurrent x\(settings.batch) · \(client.name)") { benchmark in
            try await client.prepare(url)
            benchmark.startMeasurement()
            let cpu = ProcessCPU.microseconds
            try await withThrowingTaskGroup(of: Void.self) { group in
                let perTask = settings.batch / 16
                for _ in 0..<16 {
                    group.addTask {
                        for _ in 0..<perTask {
                            try await client.get(url)
                        }
                    }
                }
                try await group.waitForAll()
            }
            benchmark.measurement(cpuMetric, ProcessCPU.microseconds - cpu)
            benchmark.stopMeasurement()
        }
    }
}

/// CPU microseconds (user + system, whole process) of one batch; `stage_runtime.py` reads it by this name.
let cpuMetric = BenchmarkMetric.custom("cpuMicroseconds", polarity: .prefersSmaller, useScalingFactor: false)

/// Batch size and run length, shortened by `BENCH_QUICK=1`.
struct TransportSettings: Sendable {
    /// Requests per iteration (a multiple of 16).
    var batch: Int
    /// Longest time spent on one benchmark.
    var maxDuration: Duration
    /// Most iterations of one benchmark.
    var maxIterations: Int

    /// The settings for this run.
    static var current: TransportSettings {
        if ProcessInfo.processInfo.environment["BENCH_QUICK"] == "1" {
            return TransportSettings(batch: 160, maxDuration: .seconds(2), maxIterations: 10)
        }
        return TransportSettings(batch: 320, maxDuration: .seconds(10), maxIterations: 60)
    }
}
