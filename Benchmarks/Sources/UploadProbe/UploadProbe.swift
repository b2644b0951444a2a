import APIRuntime
import BenchSupport
import Foundation

/// Peak memory of a 50 MB multipart upload through the runtime: the body is built by
/// `MultipartFormDataBodyParameters` (a text part and a file part streamed from disk) and sent by
/// `CurlTransport` to the loopback ``BenchServer``, which reads and discards it.
///
///     UploadProbe [--megabytes 50] [--rounds 3]
///
/// For each round it records the resident memory before the upload (after a small warm-up upload, so
/// libcurl and the connection exist), resets the kernel's peak counter, uploads, and reads the peak.
/// Prints one line per round: `upload bytes=… baseline=… peak=… delta=… seconds=… reset=…` (bytes).
@main
struct UploadProbe {
    static func main() async throws {
        var megabytes = 50
        var rounds = 3
        var arguments = CommandLine.arguments.dropFirst().makeIterator()
        while let flag = arguments.next() {
            let value = arguments.next().flatMap(Int.init) ?? 0
            switch flag {
            case "--megabytes": megabytes = max(1, value)
            case "--rounds": rounds = max(1, value)
            default: fatalError("unknown option \(flag)")
            }
        }
        let file = try UploadFile.prepare(megabytes: megabytes)
        let small = try UploadFile.prepare(megabytes: 1)
        let transport = CurlTransport()
        let url = BenchPaths.serverURL.appendingPathComponent("upload")
        _ = try await upload(small, to: url, through: transport)
        for _ in 0..<rounds {
            // Where the kernel refuses the reset, the peak is the process's peak so far (the warm-up's).
            let reset = ResidentMemory.resetPeak()
            guard let baseline = ResidentMemory.current else { fatalError("cannot read /proc/self/status") }
            let start = ContinuousClock.now
            let received = try await upload(file, to: url, through: transport)
            let elapsed = ContinuousClock.now - start
            let peak = ResidentMemory.peak ?? 0
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            print("upload bytes=\(received) baseline=\(baseline) peak=\(peak) delta=\(peak - baseline) seconds=\(seconds) reset=\(reset)")
        }
    }

    /// Sends one multipart upload and returns the number of body bytes the server reports.
    static func upload(_ file: URL, to url: URL, through transport: CurlTransport) async throws -> Int {
        let multipart = MultipartFormDataBodyParameters(parts: [
            .text("description", "benchmark upload"),
            .file("file", FilePayload(source: .file(file), filename: file.lastPathComponent)),
        ])
        var headers = HTTPHeaders()
        headers["Content-Type"] = multipart.contentType
        let request = HTTPRequest(method: .post, url: url, headers: headers, body: try multipart.makeBody())
        let response = try await transport.send(request)
        guard response.statusCode == 200,
            let receipt = try JSONSerialization.jsonObject(with: response.body) as? [String: Any],
            let received = receipt["received"] as? Int
        else {
            fatalError("upload failed with status \(response.statusCode)")
        }
        guard received == Int(request.body.contentLength) else {
            fatalError("server received \(received) of \(request.body.contentLength) bytes")
        }
        return received
    }
}

/// The files uploaded: pseudo-random bytes, written once under `.build/bench/`.
enum UploadFile {
    /// The URL of a file of `megabytes` MiB, created if missing.
    static func prepare(megabytes: Int) throws -> URL {
        let folder = BenchPaths.packageDirectory.appendingPathComponent(".build/bench")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("upload-\(megabytes)MB.bin")
        let size = megabytes * 1024 * 1024
        if let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            (attributes[.size] as? Int) == size
        {
            return url
        }
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var chunk = [UInt8](repeating: 0, count: 1024 * 1024)
        for _ in 0..<megabytes {
            for index in chunk.indices {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                chunk[index] = UInt8(truncatingIfNeeded: state >> 56)
            }
            try handle.write(contentsOf: chunk)
        }
        return url
    }
}
