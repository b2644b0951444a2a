/// Splits a streamed body into its records as blocks arrive, in a ``StreamFormat``.
///
/// Blocks may split a record (or a `\r\n`) anywhere; a record is handed out once its line or event is complete.
/// Server-sent events are read as the event-stream format says: lines end with `\r\n`, `\n` or a lone `\r`, a
/// leading byte-order mark is skipped, and each event keeps its `event:`, the last `id:` and the last `retry:`
/// (``StreamRecord``).
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
    private var eventType: String?
    /// The last event ID so far (set by an `id:` field, cleared by an empty one), which a reconnection sends.
    public private(set) var lastEventID: String?
    /// The reconnection time, in milliseconds, of the latest valid `retry:` field so far.
    public private(set) var retryMilliseconds: Int?
    /// Whether the last byte ended a line with `\r` (events only), so that a `\n` right after it ends nothing.
    private var afterCarriageReturn = false
    /// Whether the first bytes of an event stream may still be a byte-order mark.
    private var atStart = true
    /// Whether an event stream had a line of the format (a comment or a known field), and one of anything else:
    /// a body with lines but none of the format is no event stream (a JSON answer to a request for events).
    private var sawEventLine = false
    private var sawOtherLine = false

    /// Creates a reader; by default a record holds at most 16 MiB.
    ///
    /// `lastEventID` and `retryMilliseconds` carry over what an earlier connection of the same event stream set, as
    /// a reconnection does: events without an `id:` of their own keep the earlier ID.
    public init(
        format: StreamFormat, maxRecordBytes: Int = 16 << 20, lastEventID: String? = nil, retryMilliseconds: Int? = nil
    ) {
        self.format = format
        self.maxRecordBytes = maxRecordBytes
        self.lastEventID = lastEventID
        self.retryMilliseconds = retryMilliseconds
    }

    /// The records completed by a block, in order.
    public mutating func read(_ block: some Sequence<UInt8>) throws(StreamRecordError) -> [StreamRecord] {
        var records: [StreamRecord] = []
        let events = Self.isEvents(format)
        let separator: UInt8 = format == .jsonSequence ? 0x1E : 0x0A
        for byte in block {
            guard !isTerminated else { break }
            if events {
                // `\r\n`, `\n` and a lone `\r` each end a line.
                let afterReturn = afterCarriageReturn
                afterCarriageReturn = byte == 0x0D
                if byte == 0x0A && afterReturn { continue }
                if byte == 0x0A || byte == 0x0D {
                    try endLine(into: &records)
                    continue
                }
            } else if byte == separator {
                if separator == 0x0A, line.last == 0x0D { line.removeLast() }
                try endLine(into: &records)
                continue
            }
            guard line.count < maxRecordBytes else { throw .recordTooLarge(maxRecordBytes) }
            line.append(byte)
        }
        return records
    }

    /// The last record, when the body ends without a final line break; an event not ended by a blank line is
    /// dropped, as the event-stream format says.
    public mutating func finish() throws(StreamRecordError) -> [StreamRecord] {
        if Self.isEvents(format), !line.isEmpty {
            // An unfinished last line is not an event, but it tells whether the body is an event stream.
            if line.first == 0x3A || Self.eventField(line[..<(line.firstIndex(of: 0x3A) ?? line.endIndex)]) != nil {
                sawEventLine = true
            } else {
                sawOtherLine = true
            }
        }
        if Self.isEvents(format), !sawEventLine, sawOtherLine { throw .notServerSentEvents }
        guard !isTerminated, !line.isEmpty else { return [] }
        if line.last == 0x0D { line.removeLast() }
        var records: [StreamRecord] = []
        if !Self.isEvents(format) { try complete(into: &records) }
        line.removeAll()
        return records
    }

    /// Completes the line read so far and starts the next.
    private mutating func endLine(into records: inout [StreamRecord]) throws(StreamRecordError) {
        if atStart, Self.isEvents(format) {
            // A UTF-8 byte-order mark before the first line is not part of it.
            if line.starts(with: [0xEF, 0xBB, 0xBF]) { line.removeFirst(3) }
            atStart = false
        }
        try complete(into: &records)
        line.removeAll(keepingCapacity: true)
    }

    /// Handles one complete line.
    private mutating func complete(into records: inout [StreamRecord]) throws(StreamRecordError) {
        switch format {
        case .jsonLines, .jsonSequence:
            if line.contains(where: { !Self.isBlank($0) }) { records.append(StreamRecord(data: line)) }
        case .serverSentEvents(let terminator):
            guard !line.isEmpty else {
                dispatch(terminator: terminator, into: &records)
                return
            }
            guard line.first != 0x3A else {  // `:` a comment
                sawEventLine = true
                return
            }
            let colon = line.firstIndex(of: 0x3A) ?? line.endIndex
            var start = colon == line.endIndex ? colon : line.index(after: colon)
            if start < line.endIndex, line[start] == 0x20 { start = line.index(after: start) }
            let value = line[start...]
            guard let kind = Self.eventField(line[..<colon]) else {
                sawOtherLine = true  // an unknown field is ignored
                return
            }
            sawEventLine = true
            switch kind {
            case .data:
                if eventHasData { eventData.append(0x0A) }
                eventData.append(contentsOf: value)
                eventHasData = true
                guard eventData.count <= maxRecordBytes else { throw .recordTooLarge(maxRecordBytes) }
            case .event:
                eventType = String(decoding: value, as: UTF8.self)
            case .id:
                if !value.contains(0) { lastEventID = value.isEmpty ? nil : String(decoding: value, as: UTF8.self) }
            case .retry:
                if (1..<10).contains(value.count), value.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
                    retryMilliseconds = Int(String(decoding: value, as: UTF8.self))
                }
            }
        }
    }

    /// A blank line: hands out the event read since the last one, unless its data is empty (no `data:` line, or
    /// one empty `data:` line: a keep-alive, which the format does not dispatch) or it is the terminator.
    private mutating func dispatch(terminator: String?, into records: inout [StreamRecord]) {
        defer {
            eventData.removeAll(keepingCapacity: true)
            eventHasData = false
            eventType = nil
        }
        guard eventHasData, !eventData.isEmpty else { return }
        if let terminator, eventData.elementsEqual(terminator.utf8) {
            isTerminated = true
        } else {
            records.append(
                StreamRecord(
                    data: eventData, event: eventType.flatMap { $0.isEmpty ? nil : $0 }, lastEventID: lastEventID,
                    retryMilliseconds: retryMilliseconds))
        }
    }

    /// The fields of an event the reader keeps.
    private enum EventField {
        case data, event, id, retry
    }

    /// The field a line's name is, compared as bytes (a line without a colon is all name, up to the record limit).
    private static func eventField(_ name: ArraySlice<UInt8>) -> EventField? {
        if name.elementsEqual("data".utf8) { return .data }
        if name.elementsEqual("event".utf8) { return .event }
        if name.elementsEqual("id".utf8) { return .id }
        if name.elementsEqual("retry".utf8) { return .retry }
        return nil
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
    /// The body has lines, but none of server-sent events (no comment, no `data:`, `event:`, `id:` or `retry:`): the
    /// server answered something else, such as JSON to a request that did not ask for events.
    case notServerSentEvents

    /// One line.
    public var description: String {
        switch self {
        case .recordTooLarge(let limit): return "a streamed record exceeds \(limit) bytes without ending"
        case .notServerSentEvents:
            return "the answer is not a stream of server-sent events: none of its lines is a comment or a data:, "
                + "event:, id: or retry: field"
        }
    }
}
