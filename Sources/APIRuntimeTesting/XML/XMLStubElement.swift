import Foundation

/// An XML element a stub writes as an answer of an XML API: attributes, text and child elements.
///
/// Generated `XMLStubEncodable` conformances fill one per model, mirroring how the model's `XMLDecodable`
/// initializer reads it, so `.value(model)` comes back as the same model:
///
/// ```swift
/// var element = XMLStubElement("project")
/// element.child("ixProject", 7)
/// element.child("sProject", "Inbox")
/// element.xmlText  // <project><ixProject>7</ixProject><sProject>Inbox</sProject></project>
/// ```
public struct XMLStubElement: Sendable, Hashable {
    /// The element's name.
    public var name: String
    /// The attributes, in the order written.
    public var attributes: [Attribute] = []
    /// The element's own text, written before its children.
    public var text: String?
    /// The child elements, in the order written.
    public var children: [XMLStubElement] = []

    /// One `name="value"` attribute.
    public struct Attribute: Sendable, Hashable {
        /// The attribute's name.
        public var name: String
        /// The attribute's value, unescaped.
        public var value: String
    }

    /// An empty element.
    public init(_ name: String) {
        self.name = name
    }

    /// The element as XML text, with `&`, `<`, `>` and quotes escaped.
    public var xmlText: String {
        var output = ""
        write(into: &output)
        return output
    }

    /// A document: the XML declaration and this element.
    public var xmlDocument: Data {
        Data(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>" + xmlText).utf8)
    }

    private func write(into output: inout String) {
        output += "<" + name
        for attribute in attributes {
            output += " \(attribute.name)=\"\(Self.escaped(attribute.value, quotes: true))\""
        }
        guard text != nil || !children.isEmpty else {
            output += "/>"
            return
        }
        output += ">"
        if let text { output += Self.escaped(text, quotes: false) }
        for child in children { child.write(into: &output) }
        output += "</" + name + ">"
    }

    /// Text with XML's special characters as entities.
    static func escaped(_ text: String, quotes: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "'" where quotes: result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
