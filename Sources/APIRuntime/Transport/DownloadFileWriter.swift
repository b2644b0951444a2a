import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes one response body to a ``DownloadTarget``'s temporary file as it arrives, with its progress.
///
/// Used from one thread at a time (a transport's write callback). ``begin()`` creates or empties the file, so a
/// transport that receives a new answer (a retry, a redirect) starts again from byte 0; ``discard()`` removes it.
public final class DownloadFileWriter {
    /// The target written to.
    public let target: DownloadTarget
    private var descriptor: Int32 = -1
    /// The bytes written since the file was last opened.
    public private(set) var byteCount: Int64 = 0
    private var total: Int64 = -1

    /// Creates a writer; nothing is written until ``begin()``.
    public init(target: DownloadTarget) {
        self.target = target
    }

    deinit {
        if descriptor >= 0 { _ = close(descriptor) }
    }

    /// Creates the temporary file, or empties it when it exists, and reports `0` of an unknown total.
    public func begin() throws(TransportError) {
        if descriptor >= 0 { _ = close(descriptor) }
        descriptor = Self.createFile(target.temporaryURL.path)
        guard descriptor >= 0 else {
            throw TransportError(.other, "cannot create \(target.temporaryURL.path): \(Self.lastError)")
        }
        byteCount = 0
        total = -1
        target.progress?.report(TransferProgress(completed: 0, total: total))
    }

    /// Sets the announced length (`Content-Length`) the progress reports as its total.
    public func expect(total: Int64?) {
        self.total = total ?? -1
    }

    /// Appends bytes; throws ``TransportError/Kind/responseTooLarge`` past the target's limit.
    public func append(_ bytes: UnsafeRawBufferPointer) throws(TransportError) {
        guard descriptor >= 0 else { throw TransportError(.other, "the download file is not open") }
        if let limit = target.maxBytes, byteCount + Int64(bytes.count) > limit {
            throw TransportError(.responseTooLarge, "the download exceeds \(limit) bytes")
        }
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw TransportError(.other, "cannot write \(target.temporaryURL.path): \(Self.lastError)")
            }
            offset += written
        }
        byteCount += Int64(bytes.count)
        // A body decoded from a compressed transfer outgrows its Content-Length: the total is unknown then.
        if total >= 0, byteCount > total { total = -1 }
        if bytes.count > 0 { target.progress?.report(TransferProgress(completed: byteCount, total: total)) }
    }

    /// Appends bytes in memory (a transport that received the body whole).
    public func append(_ data: Data) throws(TransportError) {
        let result = data.withUnsafeBytes { bytes in
            Result { () throws(TransportError) in try append(bytes) }
        }
        try result.get()
    }

    /// Closes the file and describes it; reports the final count as complete.
    public func finish() -> DownloadedFile {
        if descriptor >= 0 {
            _ = close(descriptor)
            descriptor = -1
        }
        if total != byteCount { target.progress?.report(TransferProgress(completed: byteCount, total: byteCount)) }
        return DownloadedFile(url: target.temporaryURL, byteCount: byteCount)
    }

    /// Closes and removes the temporary file.
    public func discard() {
        if descriptor >= 0 {
            _ = close(descriptor)
            descriptor = -1
        }
        _ = unlink(target.temporaryURL.path)
    }

    private static func createFile(_ path: String) -> Int32 {
        while true {
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            if descriptor < 0, errno == EINTR { continue }
            return descriptor
        }
    }

    private static var lastError: String { String(cString: strerror(errno)) }
}
