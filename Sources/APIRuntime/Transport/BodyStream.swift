import Foundation

/// A request body made of ordered segments, some in memory and some read from disk, with a known length.
///
/// Multipart bodies with file parts use it: the boundaries and part headers are `.data` segments, each
/// file is a `.file` segment read in chunks while sending, never loaded whole. The stream is a value:
/// every ``makeReader(chunkSize:)`` starts again from the first byte, so a transport can rewind for a
/// redirect or an authentication retry by making a new reader.
public struct BodyStream: Sendable, Hashable, AsyncSequence {
    /// One piece of a streamed body.
    public enum Segment: Sendable, Hashable {
        /// Bytes in memory.
        case data(Data)
        /// `length` bytes of a file starting at byte `offset`.
        case file(URL, offset: Int64, length: Int64)

        /// The number of bytes the segment sends.
        public var length: Int64 {
            switch self {
            case .data(let data): return Int64(data.count)
            case .file(_, _, let length): return length
            }
        }
    }

    /// The segments in sending order.
    public let segments: [Segment]
    /// The total number of bytes, the sum of the segments' lengths.
    public let contentLength: Int64
    /// The preferred chunk size of readers and of the async iteration.
    public let chunkSize: Int
    /// Told how many bytes a transport has taken while it sends the body (``reportingProgress(_:)``).
    public internal(set) var progressHandler: BodyProgressHandler?

    /// Creates a stream from segments.
    public init(segments: [Segment], chunkSize: Int = 64 * 1024) {
        self.segments = segments
        self.contentLength = segments.reduce(0) { $0 + $1.length }
        self.chunkSize = Swift.max(1, chunkSize)
    }

    /// A synchronous reader positioned at the first byte.
    public func makeReader(chunkSize: Int? = nil) -> BodyStreamReader {
        BodyStreamReader(segments: segments, chunkSize: chunkSize ?? self.chunkSize)
    }

    /// Collects the whole body in memory (tests and small bodies only).
    public func collect() throws -> Data {
        var data = Data()
        data.reserveCapacity(Int(clamping: contentLength))
        let reader = makeReader()
        while let chunk = try reader.nextChunk() {
            data.append(chunk)
        }
        return data
    }

    /// An iterator over the body's chunks.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(reader: makeReader())
    }

    /// Yields the body's chunks in order; throws ``TransportError`` of kind `bodyRead` when a file fails.
    public struct AsyncIterator: AsyncIteratorProtocol {
        let reader: BodyStreamReader

        /// The next chunk, or `nil` at the end.
        public mutating func next() async throws -> Data? {
            try Task.checkCancellation()
            return try reader.nextChunk()
        }
    }
}

/// Reads a ``BodyStream`` in chunks: pull-style, for libcurl's read callback or an `InputStream`.
///
/// A reader is not thread-safe; use one per transfer. Files are opened lazily, one at a time, and
/// closed when their segment is done.
public final class BodyStreamReader {
    private let segments: [BodyStream.Segment]
    private let chunkSize: Int
    private var index = 0
    private var position: Int64 = 0
    private var handle: FileHandle?

    /// Creates a reader at the first byte of some segments.
    public init(segments: [BodyStream.Segment], chunkSize: Int = 64 * 1024) {
        self.segments = segments
        self.chunkSize = Swift.max(1, chunkSize)
    }

    deinit {
        try? handle?.close()
    }

    /// Goes back to the first byte.
    public func rewind() {
        closeFile()
        index = 0
        position = 0
    }

    /// The next chunk of at most the chunk size, or `nil` at the end of the body.
    public func nextChunk() throws -> Data? {
        try nextChunk(maxLength: chunkSize)
    }

    /// The next chunk of at most `maxLength` bytes, or `nil` at the end of the body.
    public func nextChunk(maxLength: Int) throws -> Data? {
        while index < segments.count {
            let segment = segments[index]
            let remaining = segment.length - position
            if remaining <= 0 {
                advance()
                continue
            }
            let count = Int(min(Int64(max(1, maxLength)), remaining))
            switch segment {
            case .data(let data):
                let start = data.startIndex + Int(position)
                position += Int64(count)
                return data.subdata(in: start..<(start + count))
            case .file(let url, let offset, _):
                let chunk = try readFile(url, at: offset + position, count: count)
                position += Int64(chunk.count)
                return chunk
            }
        }
        return nil
    }

    /// Copies up to `buffer.count` bytes into a buffer and returns how many; `0` means the end of the body.
    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard buffer.count > 0, let chunk = try nextChunk(maxLength: buffer.count) else { return 0 }
        chunk.copyBytes(to: buffer.bindMemory(to: UInt8.self), count: chunk.count)
        return chunk.count
    }

    private func advance() {
        closeFile()
        index += 1
        position = 0
    }

    private func closeFile() {
        try? handle?.close()
        handle = nil
    }

    private func readFile(_ url: URL, at offset: Int64, count: Int) throws -> Data {
        do {
            if handle == nil {
                let opened = try FileHandle(forReadingFrom: url)
                handle = opened
                try opened.seek(toOffset: UInt64(offset))
            }
            guard let handle else { throw TransportError(.bodyRead, "cannot open \(url.path)") }
            let chunk = try handle.read(upToCount: count) ?? Data()
            guard !chunk.isEmpty else {
                throw TransportError(.bodyRead, "\(url.path) ended before its announced length")
            }
            return chunk
        } catch let error as TransportError {
            throw error
        } catch {
            throw TransportError(.bodyRead, "cannot read \(url.path): \(error.localizedDescription)")
        }
    }
}
