import APIRuntime
import Foundation

/// A profiling driver for `CurlTransport`: sequential keep-alive GETs against the loopback server.
///
///     TransportProbe URL COUNT [ROUNDS]
///
/// `BUSY_POLL_US=0` (or another number of microseconds) overrides the transport's busy-poll window.
/// Prints one line per round in the format of `Scripts/curl_loop.c`, so the two can be compared
/// side by side or run under `valgrind --tool=callgrind` / `perf` with the same arguments.
@main
enum TransportProbe {
    static func main() async throws {
        let arguments = CommandLine.arguments
        guard arguments.count >= 3, let url = URL(string: arguments[1]), let count = Int(arguments[2]) else {
            FileHandle.standardError.write(Data("usage: TransportProbe URL COUNT [ROUNDS]\n".utf8))
            exit(2)
        }
        let rounds = arguments.count > 3 ? Int(arguments[3]) ?? 1 : 1
        try await measure(url: url, count: count, rounds: rounds)
    }

    /// Runs the rounds off the main actor, on the global executor, as a library caller would.
    nonisolated static func measure(url: URL, count: Int, rounds: Int) async throws {
        var configuration = CurlTransport.Configuration()
        if let micros = ProcessInfo.processInfo.environment["BUSY_POLL_US"].flatMap({ Int($0) }) {
            configuration.busyPollWindow = .microseconds(micros)
        }
        let transport = CurlTransport(configuration: configuration)
        let request = HTTPRequest(method: .get, url: url)
        _ = try await transport.send(request)
        for _ in 0..<rounds {
            var bytes = 0
            let start = ContinuousClock.now
            for index in 0..<count {
                let response = try await transport.send(request)
                guard response.statusCode == 200 else {
                    FileHandle.standardError.write(Data("request \(index) failed: \(response.statusCode)\n".utf8))
                    exit(1)
                }
                bytes += response.body.count
            }
            let elapsed = ContinuousClock.now - start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            let rps = (Double(count) / seconds * 10).rounded() / 10
            print("TransportProbe requests=\(count) seconds=\(seconds) rps=\(rps) bytes=\(bytes)")
        }
    }
}
