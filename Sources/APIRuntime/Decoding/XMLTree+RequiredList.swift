extension XMLTree.Element {
    // MARK: Required lists (the schema's `optional: false` list: an absent container is an error)

    /// The items of a required list's container as models: an absent container is a missing element, an empty or
    /// self-closing one is `[]`.
    ///
    /// Generated XML models read a list property that the schema does not mark optional with it, so a reply that
    /// lacks the list (another call's reply, a column not requested) is a decoding error instead of an empty list:
    ///
    /// ```swift
    /// cases = try element.requiredList("cases", item: "case", as: Case.self, context: context)
    /// ```
    public func requiredList<T: XMLDecodable>(
        _ container: String, item: String, as type: T.Type, context: ResponseContext
    ) throws -> [T] {
        guard let items = try listIfPresent(container, item: item, as: T.self, context: context) else {
            throw missingContainer(container)
        }
        return items
    }

    /// The items of a required list's container as scalars: an absent container is a missing element, an empty or
    /// self-closing one is `[]`; empty items are skipped.
    public func requiredList<T: XMLScalar>(_ container: String, item: String, as type: T.Type)
        throws(XMLDecodingError) -> [T]
    {
        guard let items = try listIfPresent(container, item: item, as: T.self) else {
            throw missingContainer(container)
        }
        return items
    }

    /// The error for an absent container, with the path it was expected at.
    private func missingContainer(_ name: String) -> XMLDecodingError {
        XMLDecodingError(.missingElement, "element '\(name)' is missing", path: "\(path)/\(name)")
    }
}
