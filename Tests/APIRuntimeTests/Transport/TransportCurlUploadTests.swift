import Foundation
import LoopbackServer
import Testing

@testable import APIRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// Streamed uploads through `CurlTransport`: a 50 MB multipart body read from disk in chunks.
@Suite("CurlTransport uploads")
struct TransportCurlUploadTests {
    @Test func fiftyMegabyteMultipartUploadIsStreamedFromDisk() async throws {
        let size = 50 * 1024 * 1024
        let file = try Self.makeTemporaryFile(size: size)
        defer { try? FileManager.default.removeItem(at: file) }
        let boundary = "Boundary-7d9f1c"
        let head = Data(
            ("--\(boundary)\r\nContent-Disposition: form-data; name=\"File1\"; filename=\"big.bin\"\r\n"
                + "Content-Type: application/octet-stream\r\n\r\n").utf8)
        let tail = Data("\r\n--\(boundary)--\r\n".utf8)
        let stream = BodyStream(segments: [
            .data(head), .file(file, offset: 0, length: Int64(size)), .data(tail),
        ])
        let server = try await LoopbackServer.start(options: .init(maxStoredBodyBytes: 4096)) { request in
            .json(#"{"received":\#(request.bodyByteCount)}"#)
        }
        let transport = CurlTransport(configuration: .init(proxy: .none))
        let request = HTTPRequest(
            method: .post, url: server.url("upload"),
            headers: ["Content-Type": "multipart/form-data; boundary=\(boundary)"], body: .stream(stream))

        let baseline = MemoryProbe.residentBytes()
        MemoryProbe.resetPeak()
        let response = try await transport.send(request)
        let peak = MemoryProbe.peakResidentBytes()
        await server.stop()

        let expected = head.count + size + tail.count
        #expect(response.statusCode == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"received":\#(expected)}"#)
        let recorded = try #require(server.lastRequest)
        #expect(recorded.bodyByteCount == expected)
        #expect(recorded.header("Content-Length") == String(expected))
        #expect(recorded.isBodyTruncated)
        #expect(recorded.body.starts(with: head))
        // Resident memory is process-wide and Swift Testing runs tests concurrently, so the probe is only
        // meaningful when this test runs alone: `scripts/test.sh` runs it by itself with the probe on.
        if ProcessInfo.processInfo.environment["SCHEMASDK_MEMORY_PROBE"] == "1", let baseline, let peak {
            // Loading the file whole would add 50 MB; streaming stays near the baseline.
            let growth = peak - baseline
            #expect(growth < 30 * 1024 * 1024, "peak RSS grew by \(growth / 1024) KiB")
        }
    }

    @Test func missingFileIsABodyReadError() async throws {
        let server = try await LoopbackServer.start { _ in .status(200) }
        let transport = CurlTransport(configuration: .init(proxy: .none))
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString)")
        let stream = BodyStream(segments: [.data(Data("head".utf8)), .file(missing, offset: 0, length: 1000)])
        let error = await #expect(throws: TransportError.self) {
            _ = try await transport.send(HTTPRequest(method: .post, url: server.url("u"), body: .stream(stream)))
        }
        #expect(error?.kind == .bodyRead)
        await server.stop()
    }

    /// A file of `size` pseudo-random bytes, written 1 MiB at a time.
    static func makeTemporaryFile(size: Int) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("upload-\(UUID().uuidString).bin")
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        var block = Data(count: 1024 * 1024)
        var seed: UInt32 = 12345
        block.withUnsafeMutableBytes { bytes in
            for index in bytes.indices {
                seed = seed &* 1_103_515_245 &+ 12345
                bytes[index] = UInt8(truncatingIfNeeded: seed >> 16)
            }
        }
        var written = 0
        while written < size {
            let count = min(block.count, size - written)
            try handle.write(contentsOf: block.prefix(count))
            written += count
        }
        return url
    }
}

/// Reads the process's resident memory from `/proc/self/status` (Linux only; `nil` elsewhere).
enum MemoryProbe {
    /// The current resident set size.
    static func residentBytes() -> Int? { statusField("VmRSS:") }

    /// The peak resident set size since the last ``resetPeak()``.
    static func peakResidentBytes() -> Int? { statusField("VmHWM:") }

    /// Resets the peak to the current resident size (writes `5` to `/proc/self/clear_refs`).
    static func resetPeak() {
        #if os(Linux)
            try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .ascii)
        #endif
    }

    private static func statusField(_ name: String) -> Int? {
        #if os(Linux)
            guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
            for line in status.split(separator: "\n") where line.hasPrefix(name) {
                let digits = line.dropFirst(name.count).filter(\.isNumber)
                return Int(digits).map { $0 * 1024 }
            }
            return nil
        #else
            return nil
        #endif
    }
}
