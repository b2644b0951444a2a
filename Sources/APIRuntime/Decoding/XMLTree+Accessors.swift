import Foundation

/// Typed accessors the generated XML decoders call. Absent or empty values are `nil` (or `[]` for
/// lists); values that are present but do not convert throw ``XMLDecodingError`` with their path.
extension XMLTree.Element {
    // MARK: Attributes

    /// An attribute converted to a scalar type; `nil` when absent or empty.
    public func attribute<T: XMLScalar>(_ name: String, as type: T.Type) throws(XMLDecodingError) -> T? {
        guard let text = attribute(name), !text.isEmpty else { return nil }
        return try convert(text, to: T.self, at: "\(path)/@\(name)")
    }

    /// An attribute that must be present, converted to a scalar type.
    public func requiredAttribute<T: XMLScalar>(_ name: String, as type: T.Type) throws(XMLDecodingError) -> T {
        guard let text = attribute(name) else {
            throw XMLDecodingError(.missingAttribute, "attribute '\(name)' is missing", path: "\(path)/@\(name)")
        }
        if text.isEmpty, let empty = String("") as? T { return empty }
        return try convert(text, to: T.self, at: "\(path)/@\(name)")
    }

    /// A comma-separated attribute (`operations="edit,assign"`) as a list; `[]` when absent or empty.
    public func commaSeparatedAttribute<T: XMLScalar>(_ name: String, as type: T.Type) throws(XMLDecodingError)
        -> [T]
    {
        try commaSeparatedAttributeIfPresent(name, as: T.self) ?? []
    }

    /// Like ``commaSeparatedAttribute(_:as:)``, but `nil` when the attribute is absent; present and empty is `[]`.
    public func commaSeparatedAttributeIfPresent<T: XMLScalar>(_ name: String, as type: T.Type)
        throws(XMLDecodingError) -> [T]?
    {
        guard let text = attribute(name) else { return nil }
        return try splitCommas(text, as: T.self, at: "\(path)/@\(name)")
    }

    // MARK: Own text

    /// The element's own text converted to a scalar type; `nil` when empty.
    public func value<T: XMLScalar>(as type: T.Type) throws(XMLDecodingError) -> T? {
        let text = self.text
        guard !text.isEmpty else { return nil }
        return try convert(text, to: T.self, at: path)
    }

    // MARK: Child elements' text

    /// The text of the first child with a name; `nil` when the child is absent or empty.
    public func text(of name: String) -> String? {
        guard let child = child(name) else { return nil }
        let text = child.text
        return text.isEmpty ? nil : text
    }

    /// The text of a child converted to a scalar type; `nil` when the child is absent or empty.
    public func value<T: XMLScalar>(of name: String, as type: T.Type) throws(XMLDecodingError) -> T? {
        guard let child = child(name) else { return nil }
        return try child.value(as: T.self)
    }

    /// The text of a child that must be present; an empty child is `""` for strings and an error otherwise.
    public func requiredValue<T: XMLScalar>(of name: String, as type: T.Type) throws(XMLDecodingError) -> T {
        guard let child = child(name) else {
            throw XMLDecodingError(.missingElement, "element '\(name)' is missing", path: "\(path)/\(name)")
        }
        let text = child.text
        if text.isEmpty, let empty = String("") as? T { return empty }
        return try convert(text, to: T.self, at: child.path)
    }

    /// A comma-separated child (`<ixBugChildren>456,876</ixBugChildren>`) as a list; `[]` when absent or empty.
    public func commaSeparated<T: XMLScalar>(of name: String, as type: T.Type) throws(XMLDecodingError) -> [T] {
        try commaSeparatedIfPresent(of: name, as: T.self) ?? []
    }

    /// Like ``commaSeparated(of:as:)``, but `nil` when the child is absent (a column not requested); a present
    /// empty or self-closing child is `[]`.
    public func commaSeparatedIfPresent<T: XMLScalar>(of name: String, as type: T.Type) throws(XMLDecodingError)
        -> [T]?
    {
        guard let child = child(name) else { return nil }
        return try splitCommas(child.text, as: T.self, at: child.path)
    }

    // MARK: Nested models

    /// The first child with a name decoded as a model; `nil` when absent.
    public func decode<T: XMLDecodable>(_ name: String, as type: T.Type, context: ResponseContext) throws -> T? {
        guard let child = child(name) else { return nil }
        return try T(xml: child, context: context)
    }

    /// The first child with a name decoded as a model; throws when absent.
    public func requiredDecode<T: XMLDecodable>(_ name: String, as type: T.Type, context: ResponseContext) throws
        -> T
    {
        guard let child = child(name) else {
            throw XMLDecodingError(.missingElement, "element '\(name)' is missing", path: "\(path)/\(name)")
        }
        return try T(xml: child, context: context)
    }

    // MARK: Lists (list-ness comes from the schema, never from the count)

    /// The items of a container (`<cases><case/>…</cases>`) as models: 0, 1 or n items give an array;
    /// an absent, empty or self-closing container gives `[]`.
    public func list<T: XMLDecodable>(_ container: String, item: String, as type: T.Type, context: ResponseContext)
        throws -> [T]
    {
        try listIfPresent(container, item: item, as: T.self, context: context) ?? []
    }

    /// Like ``list(_:item:as:context:)``, but `nil` when the container is absent (a column not requested).
    public func listIfPresent<T: XMLDecodable>(
        _ container: String, item: String, as type: T.Type, context: ResponseContext
    ) throws -> [T]? {
        guard let container = child(container) else { return nil }
        return try container.items(item, as: T.self, context: context)
    }

    /// The direct children with a name, as models (`<people><person/>…` read from `people`).
    public func items<T: XMLDecodable>(_ item: String, as type: T.Type, context: ResponseContext) throws -> [T] {
        guard let id = tree.nameID(item) else { return [] }
        var result: [T] = []
        for child in children where child.tree.nodes[Int(child.index)].name == id {
            result.append(try T(xml: child, context: context))
        }
        return result
    }

    /// The items of a container as scalars (`<tags><tag>a</tag></tags>`); empty items are skipped.
    public func list<T: XMLScalar>(_ container: String, item: String, as type: T.Type) throws(XMLDecodingError)
        -> [T]
    {
        try listIfPresent(container, item: item, as: T.self) ?? []
    }

    /// Like ``list(_:item:as:)`` for scalars, but `nil` when the container is absent (a column not requested);
    /// an empty or self-closing container is `[]`.
    public func listIfPresent<T: XMLScalar>(_ container: String, item: String, as type: T.Type)
        throws(XMLDecodingError) -> [T]?
    {
        guard let container = child(container) else { return nil }
        return try container.items(item, as: T.self)
    }

    /// The direct children with a name as scalars; empty items are skipped.
    public func items<T: XMLScalar>(_ item: String, as type: T.Type) throws(XMLDecodingError) -> [T] {
        guard let id = tree.nameID(item) else { return [] }
        var result: [T] = []
        for child in children where child.tree.nodes[Int(child.index)].name == id {
            if let value = try child.value(as: T.self) { result.append(value) }
        }
        return result
    }

    // MARK: Helpers

    /// Converts text; the path is only computed when conversion fails.
    private func convert<T: XMLScalar>(_ text: String, to type: T.Type, at path: @autoclosure () -> String)
        throws(XMLDecodingError) -> T
    {
        guard let value = T(xmlText: text) else {
            throw XMLDecodingError(.invalidValue, "'\(text.prefix(80))' is not a valid \(T.self)", path: path())
        }
        return value
    }

    private func splitCommas<T: XMLScalar>(_ text: String, as type: T.Type, at path: @autoclosure () -> String)
        throws(XMLDecodingError) -> [T]
    {
        var result: [T] = []
        for piece in text.split(separator: ",") {
            let trimmed = XMLScalarText.trimmed(String(piece))
            guard !trimmed.isEmpty else { continue }
            result.append(try convert(String(trimmed), to: T.self, at: path()))
        }
        return result
    }
}
