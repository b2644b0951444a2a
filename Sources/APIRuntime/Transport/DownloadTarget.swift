import Foundation

/// Where a transport writes a successful response body instead of holding it in memory.
///
/// ``Client/download(_:to:maxBytes:progress:)`` sets one on ``HTTPRequest/download``. A transport that supports it
/// (``CurlTransport``) writes the body of a 2xx answer to ``temporaryURL`` as it arrives, starting the file again for
/// every new answer, and returns the file as ``HTTPResponse/bodyFile``; other statuses are read into memory as usual,
/// so their error bodies decode. A transport that ignores the target returns the body in memory and the client writes
/// it. Only the client moves the temporary file to ``destination``, once the answer is known to be a success.
public struct DownloadTarget: Sendable, Hashable {
    /// The file the caller asked for.
    public let destination: URL
    /// A hidden file next to ``destination`` (same directory, so the final move is a rename).
    public let temporaryURL: URL
    /// The largest body accepted, or `nil` for no limit (the transport's in-memory limit does not apply).
    public let maxBytes: Int64?
    /// Hears the bytes written so far, or `nil`.
    public let progress: BodyProgressHandler?

    /// Creates a target for `destination` with a fresh temporary file name beside it.
    public init(destination: URL, maxBytes: Int64? = nil, progress: BodyProgressHandler? = nil) {
        self.destination = destination
        self.temporaryURL = destination.deletingLastPathComponent().appendingPathComponent(
            ".\(destination.lastPathComponent).\(UUID().uuidString).part")
        self.maxBytes = maxBytes
        self.progress = progress
    }
}

/// A response body on disk: where it is and how many bytes it holds.
public struct DownloadedFile: Sendable, Hashable {
    /// The file.
    public let url: URL
    /// The number of bytes written.
    public let byteCount: Int64

    /// Creates a value.
    public init(url: URL, byteCount: Int64) {
        self.url = url
        self.byteCount = byteCount
    }
}
