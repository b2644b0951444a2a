import CLibXML2
import Foundation

/// Builds an ``XMLTree``'s arrays from libxml2 SAX2 events.
///
/// One builder parses one document on the calling thread; libxml2 parser contexts are independent,
/// so parsing is thread-safe without a global lock. The builder is a struct reached from the C
/// callbacks through a raw pointer: no reference counting and no dynamic exclusivity checks per event.
struct XMLTreeBuilder {
    var nodes = ContiguousArray<XMLTree.Node>()
    var attributes = ContiguousArray<XMLTree.Attribute>()
    var names: [String] = []
    var nameIndex: [String: Int32] = [:]
    var bytes = ContiguousArray<UInt8>()

    /// libxml2 interns names in a dictionary for the parse, so a name pointer identifies a name:
    /// a small direct-mapped cache sits in front of a dictionary.
    private var namesByPointer: [UnsafeRawPointer: Int32] = [:]
    private var recentPointers = ContiguousArray<UnsafeRawPointer?>(repeating: nil, count: 64)
    private var recentIDs = ContiguousArray<Int32>(repeating: 0, count: 64)
    /// Open elements, innermost last.
    private var stack = ContiguousArray<Int32>()
    /// The last child seen of each open element (same depth as `stack`).
    private var lastChild = ContiguousArray<Int32>()
    /// The text gathered for each open element, reused across elements of the same depth.
    private var pendingText: [[UInt8]] = []
    private var context: xmlParserCtxtPtr?
    private var failure: XMLDecodingError?
    private var firstError: (message: String, line: Int, column: Int)?

    /// Parses a whole document into a builder's arrays.
    static func parse(_ data: Data) throws(XMLDecodingError) -> XMLTreeBuilder {
        guard data.count <= maximumBytes else {
            throw XMLDecodingError(.malformed, "the body has \(data.count) bytes; the XML tree indexes 2 GiB")
        }
        guard data.contains(where: { !isWhitespace($0) }) else {
            throw XMLDecodingError(.malformed, "the body is empty, not an XML document")
        }
        let crowded = data.withUnsafeBytes { XMLAttributeCount.firstTag(in: $0, withMoreThan: maximumAttributes) }
        if let crowded {
            throw XMLDecodingError(
                .malformed, "the start tag at byte \(crowded) has more than \(maximumAttributes) attributes")
        }
        let state = UnsafeMutablePointer<XMLTreeBuilder>.allocate(capacity: 1)
        state.initialize(to: XMLTreeBuilder())
        defer { state.deallocate() }
        var handler = makeHandler()
        guard let context = xmlCreatePushParserCtxt(&handler, state, nil, 0, nil) else {
            state.deinitialize(count: 1)
            throw XMLDecodingError(.malformed, "libxml2 could not create a parser")
        }
        // NOENT only resolves the predefined entities in attribute values (`&amp;` would otherwise arrive
        // as `&#38;`): a DOCTYPE stops the parse, so no other entity can ever be declared.
        let options = Int32(
            XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
                | XML_PARSE_NOENT.rawValue)
        _ = xmlCtxtUseOptions(context, options)
        state.pointee.context = context
        state.pointee.nodes.reserveCapacity(max(16, data.count / 48))
        state.pointee.bytes.reserveCapacity(data.count / 2)
        let status = feed(data, to: context)
        let wellFormed = context.pointee.wellFormed != 0
        xmlFreeParserCtxt(context)
        var builder = state.move()
        builder.context = nil
        try builder.check(status: status, wellFormed: wellFormed, data: data)
        return builder
    }

    /// The size of the pieces the body is handed to libxml2 in.
    ///
    /// libxml2 2.9 fails a push parse with "Huge input lookup" once the parsed part of its input buffer passes 10 MB
    /// (`XML_MAX_LOOKUP_LIMIT`, without `XML_PARSE_HUGE`, which would lift its other limits too): fed whole, any
    /// document over 10 MB failed. Fed in pieces, it drops what it has parsed as it goes, so only a single token
    /// over 10 MB (an attribute value, a CDATA section, a comment) still fails, as a typed error.
    static let pieceSize = 1 << 20

    /// Hands the bytes to libxml2 in ``pieceSize`` pieces, the last one marked as the end.
    private static func feed(_ data: Data, to context: xmlParserCtxtPtr) -> Int32 {
        data.withUnsafeBytes { raw -> Int32 in
            guard let start = raw.baseAddress?.assumingMemoryBound(to: CChar.self) else { return -1 }
            var offset = 0
            while raw.count - offset > pieceSize {
                let result = xmlParseChunk(context, start + offset, Int32(pieceSize), 0)
                if result != 0 { return result }
                offset += pieceSize
            }
            return xmlParseChunk(context, start + offset, Int32(raw.count - offset), 1)
        }
    }

    private func check(status: Int32, wellFormed: Bool, data: Data) throws(XMLDecodingError) {
        if let failure {
            if Self.looksLikeHTML(data) { throw XMLDecodingError(.notXML, "the body is an HTML page, not XML") }
            throw failure
        }
        if status != 0 || !wellFormed || nodes.isEmpty || !stack.isEmpty {
            let message = firstError?.message ?? "the document is not well-formed XML"
            if Self.looksLikeHTML(data) {
                throw XMLDecodingError(.notXML, "the body is an HTML page, not XML (\(message))")
            }
            throw XMLDecodingError(.malformed, message, line: firstError?.line, column: firstError?.column)
        }
        if names[Int(nodes[0].name)].lowercased() == "html" {
            throw XMLDecodingError(.notXML, "the body is an HTML page, not XML")
        }
    }

    // MARK: Events

    /// The deepest element nesting accepted, like the JSON decoder's limit: libxml2's own push parser does not
    /// stop 100,000 nested elements, and code walking the tree recursively must not meet them.
    static let maximumDepth = 512

    /// The largest body parsed: the tree stores offsets and counts as `Int32`.
    static let maximumBytes = Int(Int32.max)

    /// The most attributes (namespace declarations included) one start tag may have.
    static let maximumAttributes = 256

    fileprivate mutating func startElement(
        localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, attributeCount: Int,
        attributeValues: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        guard failure == nil else { return }
        guard stack.count < Self.maximumDepth else {
            failure = XMLDecodingError(.malformed, "elements are nested deeper than \(Self.maximumDepth) levels")
            if let context { xmlStopParser(context) }
            return
        }
        let index = Int32(nodes.count)
        let parent = stack.last ?? -1
        let nameID = intern(localName, prefix: prefix)
        let attributeStart = Int32(attributes.count)
        if let attributeValues, attributeCount > 0 {
            for position in 0..<attributeCount {
                let base = attributeValues + position * 5
                guard let name = base[0], let valueStart = base[3], let valueEnd = base[4] else { continue }
                let id = intern(name, prefix: base[1])
                let start = Int32(bytes.count)
                let count = valueEnd - valueStart
                bytes.append(contentsOf: UnsafeBufferPointer(start: valueStart, count: count))
                attributes.append(XMLTree.Attribute(name: id, valueStart: start, valueCount: Int32(count)))
            }
        }
        nodes.append(
            XMLTree.Node(
                name: nameID, parent: parent, attributeStart: attributeStart,
                attributeCount: Int32(attributes.count) - attributeStart))
        if parent >= 0 {
            let depth = stack.count - 1
            let previous = lastChild[depth]
            if previous >= 0 {
                nodes[Int(previous)].nextSibling = index
            } else {
                nodes[Int(parent)].firstChild = index
            }
            lastChild[depth] = index
        }
        stack.append(index)
        lastChild.append(-1)
        if pendingText.count < stack.count { pendingText.append([]) }
    }

    fileprivate mutating func endElement() {
        guard let index = stack.popLast() else { return }
        lastChild.removeLast()
        let depth = stack.count
        guard !pendingText[depth].isEmpty else { return }
        let keep =
            nodes[Int(index)].firstChild < 0 || pendingText[depth].contains(where: { !Self.isWhitespace($0) })
        if keep {
            nodes[Int(index)].textStart = Int32(bytes.count)
            nodes[Int(index)].textCount = Int32(pendingText[depth].count)
            bytes.append(contentsOf: pendingText[depth])
        }
        pendingText[depth].removeAll(keepingCapacity: true)
    }

    fileprivate mutating func characters(_ pointer: UnsafePointer<xmlChar>, count: Int) {
        guard !stack.isEmpty, count > 0 else { return }
        pendingText[stack.count - 1].append(contentsOf: UnsafeBufferPointer(start: pointer, count: count))
    }

    fileprivate mutating func refuseDocumentType() {
        failure = XMLDecodingError(
            .malformed, "documents with a DOCTYPE are refused (no DTDs, no entity declarations)")
        if let context { xmlStopParser(context) }
    }

    fileprivate mutating func recordError(message: String, line: Int, column: Int) {
        if firstError == nil { firstError = (message, line, column) }
    }

    // MARK: Helpers

    private mutating func intern(_ localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?) -> Int32 {
        let key = UnsafeRawPointer(localName)
        let slot = Int((UInt(bitPattern: key) >> 3) & 63)
        if prefix == nil {
            if recentPointers[slot] == key { return recentIDs[slot] }
            if let id = namesByPointer[key] {
                recentPointers[slot] = key
                recentIDs[slot] = id
                return id
            }
        }
        var name = String(cString: localName)
        if let prefix { name = String(cString: prefix) + ":" + name }
        let id: Int32
        if let existing = nameIndex[name] {
            id = existing
        } else {
            id = Int32(names.count)
            names.append(name)
            nameIndex[name] = id
        }
        if prefix == nil {
            namesByPointer[key] = id
            recentPointers[slot] = key
            recentIDs[slot] = id
        }
        return id
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private static func looksLikeHTML(_ data: Data) -> Bool {
        let head = String(decoding: data.prefix(512), as: UTF8.self).lowercased()
        return head.contains("<html") || head.contains("<!doctype html") || head.contains("<body")
    }

    /// The builder behind a callback's user data.
    private static func state(_ userData: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<XMLTreeBuilder>? {
        userData?.assumingMemoryBound(to: XMLTreeBuilder.self)
    }

    private static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { userData, localName, prefix, _, _, _, attributeCount, _, attributeValues in
            guard let state = XMLTreeBuilder.state(userData), let localName else { return }
            state.pointee.startElement(
                localName: localName, prefix: prefix, attributeCount: Int(attributeCount),
                attributeValues: attributeValues)
        }
        handler.endElementNs = { userData, _, _, _ in
            XMLTreeBuilder.state(userData)?.pointee.endElement()
        }
        handler.characters = { userData, pointer, count in
            guard let pointer else { return }
            XMLTreeBuilder.state(userData)?.pointee.characters(pointer, count: Int(count))
        }
        handler.ignorableWhitespace = handler.characters
        handler.cdataBlock = { userData, pointer, count in
            guard let pointer else { return }
            XMLTreeBuilder.state(userData)?.pointee.characters(pointer, count: Int(count))
        }
        handler.internalSubset = { userData, _, _, _ in
            XMLTreeBuilder.state(userData)?.pointee.refuseDocumentType()
        }
        handler.entityDecl = { userData, _, _, _, _, _ in
            XMLTreeBuilder.state(userData)?.pointee.refuseDocumentType()
        }
        handler.serror = { userData, error in
            guard let state = XMLTreeBuilder.state(userData), let error else { return }
            let message = error.pointee.message.map { String(cString: $0) } ?? "XML error"
            state.pointee.recordError(
                message: message.trimmingCharacters(in: .whitespacesAndNewlines), line: Int(error.pointee.line),
                column: Int(error.pointee.int2))
        }
        return handler
    }
}
