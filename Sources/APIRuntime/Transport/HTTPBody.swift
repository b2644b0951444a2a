import Foundation

/// The body of an HTTP request: nothing, bytes in memory, or a stream of segments read in chunks.
public enum HTTPBody: Sendable, Hashable {
    /// No body.
    case empty
    /// Bytes in memory.
    case data(Data)
    /// A stream of in-memory and on-disk segments with a known total length (multipart with file parts).
    case stream(BodyStream)

    /// The exact number of bytes the body sends.
    public var contentLength: Int64 {
        switch self {
        case .empty: return 0
        case .data(let data): return Int64(data.count)
        case .stream(let stream): return stream.contentLength
        }
    }

    /// Whether the body sends no bytes.
    public var isEmpty: Bool { contentLength == 0 }

    /// A reader that yields the body's bytes in chunks, for transports with a pull-style read callback.
    public func makeReader() -> BodyStreamReader {
        switch self {
        case .empty: return BodyStreamReader(segments: [])
        case .data(let data): return BodyStreamReader(segments: [.data(data)])
        case .stream(let stream): return stream.makeReader()
        }
    }

    /// Collects the whole body in memory, reading files whole (tests and small bodies only).
    public func collect() throws -> Data {
        switch self {
        case .empty: return Data()
        case .data(let data): return data
        case .stream(let stream): return try stream.collect()
        }
    }
}
