import CLibXML2
import Foundation

/// Builds an ``XMLTree``'s arrays from libxml2 SAX2 events.
///
/// One builder parses one document on the calling thread; libxml2 parser contexts are independent,
/// so parsing is thread-safe without a global lock.
final class XMLTreeBuilder {
    var nodes = ContiguousArray<XMLTree.Node>()
    var attributes = ContiguousArray<XMLTree.Attribute>()
    var names: [String] = []
    var nameIndex: [String: Int32] = [:]
    var bytes = ContiguousArray<UInt8>()

    /// libxml2 interns names in a dictionary for the parse, so a name pointer identifies a name.
    private var namesByPointer: [UnsafeRawPointer: Int32] = [:]
    /// Open elements, innermost last.
    private var stack: [Int32] = []
    /// The last child seen of each open element (same depth as `stack`).
    private var lastChild: [Int32] = []
    /// The text gathered for each open element, reused across elements of the same depth.
    private var pendingText: [[UInt8]] = []
    private var context: xmlParserCtxtPtr?
    private var failure: XMLDecodingError?
    private var firstError: (message: String, line: Int, column: Int)?

    /// Parses a whole document.
    func parse(_ data: Data) throws(XMLDecodingError) {
        guard data.contains(where: { !Self.isWhitespace($0) }) else {
            throw XMLDecodingError(.malformed, "the body is empty, not an XML document")
        }
        var handler = Self.makeHandler()
        let userData = Unmanaged.passUnretained(self).toOpaque()
        guard let context = xmlCreatePushParserCtxt(&handler, userData, nil, 0, nil) else {
            throw XMLDecodingError(.malformed, "libxml2 could not create a parser")
        }
        self.context = context
        defer {
            self.context = nil
            xmlFreeParserCtxt(context)
        }
        // NOENT only resolves the predefined entities in attribute values (`&amp;` would otherwise arrive
        // as `&#38;`): a DOCTYPE stops the parse, so no other entity can ever be declared.
        let options = Int32(
            XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
                | XML_PARSE_NOENT.rawValue)
        _ = xmlCtxtUseOptions(context, options)
        nodes.reserveCapacity(max(16, data.count / 48))
        bytes.reserveCapacity(data.count / 2)
        let status = data.withUnsafeBytes { raw -> Int32 in
            var offset = 0
            let chunk = Int(Int32.max / 2)
            while offset + chunk < raw.count {
                let result = xmlParseChunk(
                    context, raw.baseAddress!.advanced(by: offset).assumingMemoryBound(to: CChar.self),
                    Int32(chunk), 0)
                if result != 0 { return result }
                offset += chunk
            }
            let base = raw.baseAddress.map { $0.advanced(by: offset).assumingMemoryBound(to: CChar.self) }
            return xmlParseChunk(context, base, Int32(raw.count - offset), 1)
        }
        if let failure {
            if Self.looksLikeHTML(data) { throw XMLDecodingError(.notXML, "the body is an HTML page, not XML") }
            throw failure
        }
        if status != 0 || context.pointee.wellFormed == 0 || nodes.isEmpty || !stack.isEmpty {
            let detail = firstError
            let message = detail?.message ?? "the document is not well-formed XML"
            if Self.looksLikeHTML(data) {
                throw XMLDecodingError(.notXML, "the body is an HTML page, not XML (\(message))")
            }
            throw XMLDecodingError(.malformed, message, line: detail?.line, column: detail?.column)
        }
        if names[Int(nodes[0].name)].lowercased() == "html" {
            throw XMLDecodingError(.notXML, "the body is an HTML page, not XML")
        }
    }

    // MARK: Events

    fileprivate func startElement(
        localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, attributeCount: Int,
        attributeValues: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        let index = Int32(nodes.count)
        let parent = stack.last ?? -1
        let nameID = intern(localName, prefix: prefix)
        let attributeStart = Int32(attributes.count)
        if let attributeValues, attributeCount > 0 {
            for position in 0..<attributeCount {
                let base = attributeValues.advanced(by: position * 5)
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

    fileprivate func endElement() {
        guard let index = stack.popLast() else { return }
        lastChild.removeLast()
        let depth = stack.count
        if !pendingText[depth].isEmpty {
            let text = pendingText[depth]
            if nodes[Int(index)].firstChild < 0 || text.contains(where: { !Self.isWhitespace($0) }) {
                nodes[Int(index)].textStart = Int32(bytes.count)
                nodes[Int(index)].textCount = Int32(text.count)
                bytes.append(contentsOf: text)
            }
            pendingText[depth].removeAll(keepingCapacity: true)
        }
    }

    fileprivate func characters(_ pointer: UnsafePointer<xmlChar>, count: Int) {
        guard let depth = stack.indices.last, count > 0 else { return }
        pendingText[depth].append(contentsOf: UnsafeBufferPointer(start: pointer, count: count))
    }

    fileprivate func refuseDocumentType() {
        failure = XMLDecodingError(
            .malformed, "documents with a DOCTYPE are refused (no DTDs, no entity declarations)")
        if let context { xmlStopParser(context) }
    }

    fileprivate func recordError(message: String, line: Int, column: Int) {
        if firstError == nil { firstError = (message, line, column) }
    }

    // MARK: Helpers

    private func intern(_ localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?) -> Int32 {
        if prefix == nil, let id = namesByPointer[UnsafeRawPointer(localName)] { return id }
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
        if prefix == nil { namesByPointer[UnsafeRawPointer(localName)] = id }
        return id
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private static func looksLikeHTML(_ data: Data) -> Bool {
        let head = String(decoding: data.prefix(512), as: UTF8.self).lowercased()
        return head.contains("<html") || head.contains("<!doctype html") || head.contains("<body")
    }

    private static func builder(_ userData: UnsafeMutableRawPointer?) -> XMLTreeBuilder? {
        guard let userData else { return nil }
        return Unmanaged<XMLTreeBuilder>.fromOpaque(userData).takeUnretainedValue()
    }

    private static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { userData, localName, prefix, _, _, _, attributeCount, _, attributeValues in
            guard let builder = XMLTreeBuilder.builder(userData), let localName else { return }
            builder.startElement(
                localName: localName, prefix: prefix, attributeCount: Int(attributeCount),
                attributeValues: attributeValues)
        }
        handler.endElementNs = { userData, _, _, _ in
            XMLTreeBuilder.builder(userData)?.endElement()
        }
        handler.characters = { userData, pointer, count in
            guard let pointer else { return }
            XMLTreeBuilder.builder(userData)?.characters(pointer, count: Int(count))
        }
        handler.ignorableWhitespace = handler.characters
        handler.cdataBlock = { userData, pointer, count in
            guard let pointer else { return }
            XMLTreeBuilder.builder(userData)?.characters(pointer, count: Int(count))
        }
        handler.internalSubset = { userData, _, _, _ in
            XMLTreeBuilder.builder(userData)?.refuseDocumentType()
        }
        handler.entityDecl = { userData, _, _, _, _, _ in
            XMLTreeBuilder.builder(userData)?.refuseDocumentType()
        }
        handler.serror = { userData, error in
            guard let builder = XMLTreeBuilder.builder(userData), let error else { return }
            let message = error.pointee.message.map { String(cString: $0) } ?? "XML error"
            builder.recordError(
                message: message.trimmingCharacters(in: .whitespacesAndNewlines), line: Int(error.pointee.line),
                column: Int(error.pointee.int2))
        }
        return handler
    }
}
