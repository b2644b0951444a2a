import APIRuntime
import BenchSupport
import Foundation

/// A profiling driver for `CurlTransport`: keep-alive GETs against the loopback server.
///
///     TransportProbe URL COUNT [ROUNDS] [TASKS]
///
/// Each round sends COUNT requests, one after the other, or split between TASKS concurrent tasks.
/// `BUSY_POLL_US=0` (or another number of microseconds) overrides the transport's busy-poll window;
/// `ON_TRANSPORT_THREAD=1` (`all`, `0`) sets `callerThread` to `.sequentialCallers` (`.allCallers`,
/// `.cooperativePool`). `BARE_REQUEST=1` sends the
/// request the C loop sends, without the `User-Agent` and `Accept-Encoding` fields the transport adds by
/// default (libcurl formats each header line it sends, several thousand instructions apiece).
/// Prints one line per round in the format of `Scripts/curl_loop.c` (with the round's process CPU time,
/// user plus system, in `cpu=` seconds), so the two can be compared side by side or run under `perf`
/// with the same arguments.
@main
enum TransportProbe {
    static func main() async throws {
        let arguments = CommandLine.arguments
        guard arguments.count >= 3, let url = URL(string: arguments[1]), let count = Int(arguments[2]) else {
            FileHandle.standardError.write(Data("usage: TransportProbe URL COUNT [ROUNDS] [TASKS]\n".utf8))
            exit(2)
        }
        let rounds = arguments.count > 3 ? Int(arguments[3]) ?? 1 : 1
        let tasks = arguments.count > 4 ? max(1, Int(arguments[4]) ?? 1) : 1
        do {
            try await measure(url: url, count: count, rounds: rounds, tasks: tasks)
        } catch {
            FileHandle.standardError.write(Data("failed: \(error)\n".utf8))
            exit(1)
        }
    }

    /// Runs the rounds off the main actor, on the global executor, as a library caller would.
    nonisolated static func measure(url: URL, count: Int, rounds: Int, tasks: Int) async throws {
        var configuration = CurlTransport.Configuration()
        if let micros = ProcessInfo.processInfo.environment["BUSY_POLL_US"].flatMap({ Int($0) }) {
            configuration.busyPollWindow = .microseconds(micros)
        }
        switch ProcessInfo.processInfo.environment["ON_TRANSPORT_THREAD"] {
        case "1": configuration.callerThread = .sequentialCallers
        case "all": configuration.callerThread = .allCallers
        case "0": configuration.callerThread = .cooperativePool
        default: break
        }
        if ProcessInfo.processInfo.environment["BARE_REQUEST"] == "1" {
            configuration.userAgent = nil
            configuration.acceptsCompressedResponses = false
        }
        let transport = CurlTransport(configuration: configuration)
        let request = HTTPRequest(method: .get, url: url)
        _ = try await transport.send(request)
        for _ in 0..<rounds {
            let start = ContinuousClock.now
            let cpu = ProcessCPU.microseconds
            let bytes = try await withThrowingTaskGroup(of: Int.self) { group in
                for task in 0..<tasks {
                    let share = count / tasks + (task < count % tasks ? 1 : 0)
                    group.addTask { try await send(request, times: share, through: transport) }
                }
                return try await group.reduce(0, +)
            }
            let cpuSeconds = Double(ProcessCPU.microseconds - cpu) / 1e6
            let elapsed = ContinuousClock.now - start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            let rps = (Double(count) / seconds * 10).rounded() / 10
            print("TransportProbe requests=\(count) seconds=\(seconds) rps=\(rps) bytes=\(bytes) cpu=\(cpuSeconds)")
        }
    }

    /// Sends the request `times` times in a row; returns the body bytes received.
    nonisolated static func send(_ request: HTTPRequest, times: Int, through transport: CurlTransport)
        async throws -> Int
    {
        var bytes = 0
        for _ in 0..<times {
            let response = try await transport.send(request)
            guard response.statusCode == 200 else { throw ProbeFailure(status: response.statusCode) }
            bytes += response.body.count
        }
        return bytes
    }
}

/// A response other than 200.
struct ProbeFailure: Error {
    /// The status received.
    let status: Int
}
