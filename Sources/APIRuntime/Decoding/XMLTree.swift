import Foundation

/// A parsed XML document: an immutable, compact tree read through ``XMLTree/Element`` values.
///
/// The whole tree lives in a few contiguous arrays owned by one object: element records, attribute
/// records, interned names and one byte buffer holding every text and attribute value. Elements are
/// small structs (the tree plus an index), so walking and decoding allocate nothing per node.
/// Text and CDATA sections of an element are concatenated into its ``Element/text``; whitespace-only
/// text around child elements (indentation) is dropped.
///
/// Parsing uses libxml2's SAX2 interface with network access off; documents with a `DOCTYPE` are
/// refused (no entity expansion, no external entities), and an HTML page is reported as
/// ``XMLDecodingError/Kind/notXML``.
///
/// The name avoids Foundation's `XMLDocument` / `XMLElement` (macOS), which would make those names
/// ambiguous in modules that import both.
public final class XMLTree: Sendable {
    struct Node: Sendable {
        var name: Int32
        var parent: Int32
        var firstChild: Int32 = -1
        var nextSibling: Int32 = -1
        var attributeStart: Int32
        var attributeCount: Int32
        var textStart: Int32 = 0
        var textCount: Int32 = 0
    }

    struct Attribute: Sendable {
        var name: Int32
        var valueStart: Int32
        var valueCount: Int32
    }

    let nodes: ContiguousArray<Node>
    let attributeRecords: ContiguousArray<Attribute>
    let names: [String]
    let nameIndex: [String: Int32]
    let bytes: ContiguousArray<UInt8>

    init(
        nodes: ContiguousArray<Node>, attributes: ContiguousArray<Attribute>, names: [String],
        nameIndex: [String: Int32], bytes: ContiguousArray<UInt8>
    ) {
        self.nodes = nodes
        self.attributeRecords = attributes
        self.names = names
        self.nameIndex = nameIndex
        self.bytes = bytes
    }

    /// Parses an XML document from bytes; throws ``XMLDecodingError`` when it is not well-formed XML.
    public convenience init(parsing data: Data) throws(XMLDecodingError) {
        let builder = try XMLTreeBuilder.parse(data)
        self.init(
            nodes: builder.nodes, attributes: builder.attributes, names: builder.names,
            nameIndex: builder.nameIndex, bytes: builder.bytes)
    }

    /// Parses an XML document from text.
    public convenience init(parsing text: String) throws(XMLDecodingError) {
        try self.init(parsing: Data(text.utf8))
    }

    /// The document element (`<response>` in FogBugz answers).
    public var root: Element { Element(tree: self, index: 0) }

    /// The number of elements in the document.
    public var elementCount: Int { nodes.count }

    /// The interned number of a name, or `nil` when no element or attribute of the document has it.
    @inline(__always)
    func nameID(_ name: String) -> Int32? {
        nameIndex[name]
    }

    /// The text of a byte range.
    @inline(__always)
    func string(start: Int32, count: Int32) -> String {
        guard count > 0 else { return "" }
        return bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[Int(start)..<Int(start + count)]), as: UTF8.self)
        }
    }
}
