/// Splits a streamed body into its records' bytes as blocks arrive, in a ``StreamFormat``.
///
/// Blocks may split a record (or a `\r\n`) anywhere; a record is handed out once its line or event is complete.
/// One record may hold at most ``maxRecordBytes``: a line that grows past it without ending (a server sending one
/// endless line, or a body that is no stream of records) fails instead of growing memory without bound.
public struct StreamRecordReader: Sendable {
    /// The framing read.
    public let format: StreamFormat
    /// The most bytes one record (a line, an event's data) may hold.
    public let maxRecordBytes: Int
    /// Whether the terminator event was read; later bytes are ignored.
    public private(set) var isTerminated = false
    private var line: [UInt8] = []
    private var eventData: [UInt8] = []
    private var eventHasData = false

    /// Creates a reader; by default a record holds at most 16 MiB.
    public init(format: StreamFormat, maxRecordBytes: Int = 16 << 20) {
        self.format = format
        self.maxRecordBytes = maxRecordBytes
    }

    /// The records completed by a block, in order.
    public mutating func read(_ block: some Sequence<UInt8>) throws(StreamRecordError) -> [[UInt8]] {
        var records: [[UInt8]] = []
        let separator: UInt8 = format == .jsonSequence ? 0x1E : 0x0A
        for byte in block {
            guard !isTerminated else { break }
            if byte == separator {
                if separator == 0x0A, line.last == 0x0D { line.removeLast() }
                try complete(into: &records)
                line.removeAll(keepingCapacity: true)
            } else {
                guard line.count < maxRecordBytes else { throw .recordTooLarge(maxRecordBytes) }
                line.append(byte)
            }
        }
        return records
    }

    /// The last record, when the body ends without a final line break; an event not ended by a blank line is
    /// dropped, as the event-stream format says.
    public mutating func finish() throws(StreamRecordError) -> [[UInt8]] {
        guard !isTerminated, !line.isEmpty else { return [] }
        if line.last == 0x0D { line.removeLast() }
        var records: [[UInt8]] = []
        if !Self.isEvents(format) { try complete(into: &records) }
        line.removeAll()
        return records
    }

    /// Handles one complete line.
    private mutating func complete(into records: inout [[UInt8]]) throws(StreamRecordError) {
        switch format {
        case .jsonLines, .jsonSequence:
            if line.contains(where: { !Self.isBlank($0) }) { records.append(line) }
        case .serverSentEvents(let terminator):
            guard !line.isEmpty else {
                // A blank line dispatches the event.
                if eventHasData {
                    if let terminator, eventData.elementsEqual(terminator.utf8) {
                        isTerminated = true
                    } else {
                        records.append(eventData)
                    }
                }
                eventData.removeAll(keepingCapacity: true)
                eventHasData = false
                return
            }
            guard line.first != 0x3A else { return }  // `:` a comment
            let colon = line.firstIndex(of: 0x3A) ?? line.endIndex
            guard line[..<colon].elementsEqual("data".utf8) else { return }
            var start = colon == line.endIndex ? colon : line.index(after: colon)
            if start < line.endIndex, line[start] == 0x20 { start = line.index(after: start) }
            if eventHasData { eventData.append(0x0A) }
            eventData.append(contentsOf: line[start...])
            eventHasData = true
            guard eventData.count <= maxRecordBytes else { throw .recordTooLarge(maxRecordBytes) }
        }
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
    }

    private static func isEvents(_ format: StreamFormat) -> Bool {
        if case .serverSentEvents = format { return true }
        return false
    }
}

/// A streamed body that cannot be read as records.
public enum StreamRecordError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One record grew past the reader's limit without ending.
    case recordTooLarge(Int)

    /// One line.
    public var description: String {
        switch self {
        case .recordTooLarge(let limit): return "a streamed record exceeds \(limit) bytes without ending"
        }
    }
}
