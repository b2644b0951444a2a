import Foundation

/// Where the benchmarks find their inputs: the recorded API responses and the loopback server.
public enum BenchPaths {
    /// The benchmark package's folder (`Benchmarks/`).
    public static var packageDirectory: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // BenchSupport
            .deletingLastPathComponent()  // Sources
            .deletingLastPathComponent()  // Benchmarks
    }

    /// The repository's root (the main package).
    public static var repositoryDirectory: URL {
        packageDirectory.deletingLastPathComponent()
    }

    /// The folder of recorded responses: `$SCHEMASDK_FIXTURES`, else `../shared/fixtures` beside the
    /// repository, else the repository's copy in `Tests/Fixtures`.
    public static var fixturesDirectory: URL {
        if let path = ProcessInfo.processInfo.environment["SCHEMASDK_FIXTURES"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let shared = repositoryDirectory.deletingLastPathComponent().appendingPathComponent("shared/fixtures")
        if FileManager.default.fileExists(atPath: shared.path) {
            return shared
        }
        return repositoryDirectory.appendingPathComponent("Tests/Fixtures")
    }

    /// The bytes of one recorded response, `api/file` relative to ``fixturesDirectory``.
    public static func fixture(_ relativePath: String) -> Data {
        let url = fixturesDirectory.appendingPathComponent(relativePath)
        guard let data = try? Data(contentsOf: url) else {
            fatalError("missing fixture \(url.path)")
        }
        return data
    }

    /// The loopback server's base URL: `$BENCH_SERVER_URL`, else the port that `run.sh`'s server wrote
    /// to `.build/bench/server.port`.
    public static var serverURL: URL {
        if let text = ProcessInfo.processInfo.environment["BENCH_SERVER_URL"], let url = URL(string: text) {
            return url
        }
        let portFile = packageDirectory.appendingPathComponent(".build/bench/server.port")
        guard let text = try? String(contentsOf: portFile, encoding: .utf8),
            let port = Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
        else {
            fatalError("no loopback server: start BenchServer (run.sh does) or set BENCH_SERVER_URL")
        }
        return URL(string: "http://127.0.0.1:\(port)/")!
    }
}
