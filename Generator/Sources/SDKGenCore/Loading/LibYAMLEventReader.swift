import CYAML

/// One event of libyaml's parser, copied out of C memory, with the place it starts.
struct YAMLEvent {
    /// How a scalar was written: merge keys (`<<`) count only when plain, quoted scalars are never null.
    enum ScalarStyle {
        /// Unquoted flow text.
        case plain
        /// Single- or double-quoted.
        case quoted
        /// A literal (`|`) or folded (`>`) block.
        case block
    }

    /// What the event is.
    enum Kind {
        case streamStart
        case streamEnd
        case documentStart
        case documentEnd
        case scalar(String, style: ScalarStyle)
        case alias(String)
        case sequenceStart
        case sequenceEnd
        case mappingStart
        case mappingEnd
    }

    /// What the event is.
    var kind: Kind
    /// The anchor (`&name`) of a scalar, sequence or mapping.
    var anchor: String?
    /// Where the event starts (1-based line and column, columns counted in Unicode scalars).
    var location: SourceLocation
}

/// The system libyaml's event parser over a UTF-8 buffer: events one at a time, problems as ``YAMLLoadError``.
///
/// The buffer must stay valid for the reader's lifetime; the reader owns the C parser and frees it when it goes.
struct LibYAMLEventReader: ~Copyable {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String

    /// Starts a parser over non-empty UTF-8 text.
    init(bytes: UnsafeBufferPointer<UInt8>, file: String) throws(YAMLLoadError) {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        guard let base = bytes.baseAddress, yaml_parser_initialize(parser) == 1 else {
            parser.deallocate()
            throw .syntax(message: "out of memory", at: SourceLocation(file: file, line: 1, column: 1))
        }
        yaml_parser_set_input_string(parser, base, bytes.count)
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        self.parser = parser
        self.bytes = bytes
        self.file = file
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
    }

    /// The next event; after `streamEnd` libyaml gives no more.
    mutating func next() throws(YAMLLoadError) -> YAMLEvent {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else { throw problem() }
        defer { yaml_event_delete(&event) }
        let location = self.location(event.start_mark)
        switch event.type {
        case YAML_STREAM_START_EVENT:
            return YAMLEvent(kind: .streamStart, location: location)
        case YAML_DOCUMENT_START_EVENT:
            return YAMLEvent(kind: .documentStart, location: location)
        case YAML_DOCUMENT_END_EVENT:
            return YAMLEvent(kind: .documentEnd, location: location)
        case YAML_ALIAS_EVENT:
            return YAMLEvent(kind: .alias(Self.string(event.data.alias.anchor) ?? ""), location: location)
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            let style: YAMLEvent.ScalarStyle
            switch scalar.style {
            case YAML_PLAIN_SCALAR_STYLE: style = .plain
            case YAML_SINGLE_QUOTED_SCALAR_STYLE, YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .quoted
            default: style = .block
            }
            return YAMLEvent(kind: .scalar(text, style: style), anchor: Self.string(scalar.anchor), location: location)
        case YAML_SEQUENCE_START_EVENT:
            return YAMLEvent(
                kind: .sequenceStart, anchor: Self.string(event.data.sequence_start.anchor), location: location)
        case YAML_SEQUENCE_END_EVENT:
            return YAMLEvent(kind: .sequenceEnd, location: location)
        case YAML_MAPPING_START_EVENT:
            return YAMLEvent(
                kind: .mappingStart, anchor: Self.string(event.data.mapping_start.anchor), location: location)
        case YAML_MAPPING_END_EVENT:
            return YAMLEvent(kind: .mappingEnd, location: location)
        default:
            // YAML_STREAM_END_EVENT, and YAML_NO_EVENT, which libyaml gives only after the stream's end.
            return YAMLEvent(kind: .streamEnd, location: location)
        }
    }

    /// A NUL-terminated anchor name, or `nil` when there is none.
    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(decodingCString: pointer, as: UTF8.self)
    }

    /// A libyaml mark (0-based) as a 1-based location in this file.
    private func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(file: file, line: mark.line + 1, column: mark.column + 1)
    }

    /// The parser's error as a typed error, in libyaml's words with its context, never its function names.
    private func problem() -> YAMLLoadError {
        let state = parser.pointee
        var problem = state.problem.map { String(cString: $0) } ?? "unknown problem"
        // libyaml after 0.2.5 names its own function in one message ("Maximum nesting level reached, set with
        // yaml_set_max_nest_level())"); the loader's depth limit is lower, but cut that part should it ever show.
        if let internalName = problem.range(of: ", set with yaml_") {
            problem = String(problem[..<internalName.lowerBound])
        }
        switch state.error {
        case YAML_MEMORY_ERROR:
            return .syntax(message: "out of memory", at: location(state.problem_mark))
        case YAML_READER_ERROR:
            // The reader counts bytes, not lines; the text is valid UTF-8, so what it refuses is a character.
            var message = problem
            if state.problem_value >= 0 {
                message += " (U+\(String(state.problem_value, radix: 16, uppercase: true).leftPadded(to: 4)))"
            }
            return .syntax(message: message, at: location(ofByte: state.problem_offset))
        default:
            var message = problem
            if let context = state.context.map({ String(cString: $0) }), !context.isEmpty {
                message += " (\(context) at \(state.context_mark.line + 1):\(state.context_mark.column + 1))"
            }
            return .syntax(message: message, at: location(state.problem_mark))
        }
    }

    /// The line and column of a byte offset into the text (`\n`, `\r\n` and a lone `\r` end a line).
    private func location(ofByte offset: Int) -> SourceLocation {
        var line = 1
        var column = 1
        let end = min(offset, bytes.count)
        var index = 0
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n")
                || (byte == UInt8(ascii: "\r") && (index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "\n")))
            {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80, byte != UInt8(ascii: "\r") {
                column += 1
            }
            index += 1
        }
        return SourceLocation(file: file, line: line, column: column)
    }
}

extension String {
    /// The string with leading zeros up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
