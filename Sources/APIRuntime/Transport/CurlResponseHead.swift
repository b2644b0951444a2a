/// The status line and header fields of the answer being received, parsed from libcurl's header lines.
///
/// libcurl hands every header line to ``CurlCallbacks/header`` one at a time, status lines included, and
/// starts over for every answer of an exchange (`100 Continue`, each redirect, an authentication
/// round). This is the lean path for them: it works on the bytes, without Foundation, keeps one field
/// array whose storage survives the answers of an exchange, and notes the `Content-Length` as it goes
/// by, so the body can be received into one allocation.
///
/// - A status line (`HTTP/1.1 200 OK`, `HTTP/2 204`, with or without a reason phrase) starts a new
///   answer: the fields and the length of the previous one are dropped.
/// - A field keeps its name as received (HTTP/2 names are lower case) and repeats stay in order; the
///   name and the value are trimmed of spaces and tabs, and decoded as UTF-8.
/// - A line starting with a space or a tab continues the previous field's value (obsolete line folding,
///   RFC 9112 section 5.2): it is joined to it with one space.
/// - Lines without a colon are ignored; the blank line ending the head marks it complete
///   (``isComplete``), so a connection closed in the middle of the head is told from a whole answer.
/// - `Content-Length` fields (or the comma-separated list in one) that name different lengths are a conflict
///   (``hasConflictingLengths``, known once the head is complete): the body's end cannot be told (RFC 9112
///   section 6.3), and libcurl 7.88 would silently take the last one.
struct CurlResponseHead {
    /// The status code of the last status line, or 0 when it had none of three digits.
    private(set) var statusCode = 0
    /// The version in the last status line (`1.1`, `2`).
    private(set) var httpVersion: String?
    /// The fields of the current answer, in order.
    private(set) var fields: [HTTPHeaders.Field] = []
    /// The current answer's `Content-Length`, when it gave a valid one.
    private(set) var contentLength: Int?
    /// Whether the current answer's head ended with its blank line (libcurl passes it on for HTTP/1 and 2).
    private(set) var isComplete = false
    /// Whether the complete head's `Content-Length` values disagree (`9` and `5`, or `9, 5`).
    private(set) var hasConflictingLengths = false

    /// What a header line was.
    enum Line: Equatable {
        /// A status line: a new answer starts.
        case status
        /// A field, or the continuation of one.
        case field
        /// Anything else (the blank line ending the head, a line without a colon).
        case ignored
    }

    /// Parses one header line, with or without its line break.
    mutating func consume(_ bytes: UnsafeRawBufferPointer) -> Line {
        var end = bytes.count
        while end > 0, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let line = UnsafeRawBufferPointer(rebasing: bytes[0..<end])
        guard let first = line.first else {
            if end < bytes.count {
                isComplete = true
                hasConflictingLengths = Self.lengthsConflict(in: fields)
            }
            return .ignored
        }
        if line.starts(with: "HTTP/".utf8) {
            isComplete = false
            hasConflictingLengths = false
            if fields.capacity == 0 {
                fields.reserveCapacity(8)
            } else {
                fields.removeAll(keepingCapacity: true)
            }
            contentLength = nil
            statusCode = Self.statusCode(inStatusLine: line)
            httpVersion = Self.version(inStatusLine: line)
            return .status
        }
        if first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") {
            return continueLastField(with: line)
        }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return .ignored }
        let name = Self.trimmed(line, from: 0, to: colon)
        let value = Self.trimmed(line, from: colon + 1, to: line.count)
        if HTTPHeaders.namesMatch(name, "Content-Length") { contentLength = Self.length(value.utf8) }
        fields.append(HTTPHeaders.Field(name: name, value: value))
        return .field
    }

    /// Joins a folded line to the previous field's value with one space.
    private mutating func continueLastField(with line: UnsafeRawBufferPointer) -> Line {
        guard !fields.isEmpty else { return .ignored }
        let more = Self.trimmed(line, from: 0, to: line.count)
        guard !more.isEmpty else { return .field }
        let last = fields.count - 1
        fields[last].value = fields[last].value.isEmpty ? more : fields[last].value + " " + more
        if HTTPHeaders.namesMatch(fields[last].name, "Content-Length") {
            contentLength = Self.length(fields[last].value.utf8)
        }
        return .field
    }

    /// The three-digit code after the first space of a status line (`HTTP/1.1 200 OK`), or 0.
    private static func statusCode(inStatusLine line: UnsafeRawBufferPointer) -> Int {
        guard var index = line.firstIndex(of: UInt8(ascii: " ")) else { return 0 }
        while index < line.count, line[index] == UInt8(ascii: " ") { index += 1 }
        var code = 0
        var digits = 0
        while index < line.count, digits < 3, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(line[index]) {
            code = code * 10 + Int(line[index] - UInt8(ascii: "0"))
            digits += 1
            index += 1
        }
        let ended = index == line.count || line[index] == UInt8(ascii: " ")
        return digits == 3 && ended ? code : 0
    }

    /// What follows `HTTP/` up to the first space of a status line (`HTTP/2 200` → `2`), or `nil`.
    ///
    /// The usual versions come from literals, which spares decoding them per answer.
    private static func version(inStatusLine line: UnsafeRawBufferPointer) -> String? {
        let start = 5
        let end = line.firstIndex(of: UInt8(ascii: " ")) ?? line.count
        guard end > start else { return nil }
        let version = UnsafeRawBufferPointer(rebasing: line[start..<end])
        if version.elementsEqual("1.1".utf8) { return "1.1" }
        if version.elementsEqual("2".utf8) { return "2" }
        return String(decoding: version, as: UTF8.self)
    }

    /// Whether the `Content-Length` fields, and the comma-separated values within each, name more than one
    /// length (a value that is no length counts as one of its own).
    private static func lengthsConflict(in fields: [HTTPHeaders.Field]) -> Bool {
        var first: Int??
        for field in fields where HTTPHeaders.namesMatch(field.name, "Content-Length") {
            for piece in field.value.utf8.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
                let value = length(piece.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
                guard let seen = first else {
                    first = .some(value)
                    continue
                }
                if seen != value { return true }
            }
        }
        return false
    }

    /// A decimal length of at most 18 digits (trailing spaces and tabs ignored), or `nil`.
    private static func length(_ value: some BidirectionalCollection<UInt8>) -> Int? {
        var result = 0
        var digits = 0
        var trailing = value.count
        for byte in value.reversed() {
            guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") else { break }
            trailing -= 1
        }
        for byte in value.prefix(trailing) {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 18 else { return nil }
            result = result * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
        }
        return digits > 0 ? result : nil
    }

    /// The bytes between two offsets without surrounding spaces and tabs, decoded as UTF-8.
    private static func trimmed(_ line: UnsafeRawBufferPointer, from start: Int, to end: Int) -> String {
        var start = start
        var end = end
        while start < end, line[start] == UInt8(ascii: " ") || line[start] == UInt8(ascii: "\t") { start += 1 }
        while end > start, line[end - 1] == UInt8(ascii: " ") || line[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        return String(decoding: UnsafeRawBufferPointer(rebasing: line[start..<end]), as: UTF8.self)
    }
}
