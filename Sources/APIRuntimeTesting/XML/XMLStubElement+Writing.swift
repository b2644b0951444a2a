import Foundation

/// The writers generated `XMLStubEncodable` conformances call, one per way a model's field is bound in XML
/// (`xml:` in the schema). A `nil` value writes nothing, the way an absent field reads back as `nil`.
extension XMLStubElement {
    /// An attribute: `<case ixBug="7">`.
    public mutating func attribute(_ name: String, _ value: (some XMLStubScalar)?) {
        guard let value else { return }
        attributes.append(Attribute(name: name, value: value.xmlStubText))
    }

    /// A comma-separated attribute: `<case operations="edit,assign">`.
    public mutating func commaSeparatedAttribute(_ name: String, _ values: [some XMLStubScalar]?) {
        guard let values else { return }
        attributes.append(Attribute(name: name, value: values.map(\.xmlStubText).joined(separator: ",")))
    }

    /// The element's own text: `<error code="1">Incorrect password</error>`.
    public mutating func text(_ value: (some XMLStubScalar)?) {
        guard let value else { return }
        text = value.xmlStubText
    }

    /// A child element holding a scalar: `<sTitle>Crash</sTitle>`.
    public mutating func child(_ name: String, _ value: (some XMLStubScalar)?) {
        guard let value else { return }
        var element = XMLStubElement(name)
        element.text = value.xmlStubText
        children.append(element)
    }

    /// A child element holding a model.
    public mutating func child(_ name: String, _ value: (some XMLStubEncodable)?) {
        guard let value else { return }
        children.append(value.xmlStubElement(named: name))
    }

    /// A child element holding comma-separated scalars: `<tags>a,b</tags>`.
    public mutating func commaSeparated(of name: String, _ values: [some XMLStubScalar]?) {
        guard let values else { return }
        child(name, values.map(\.xmlStubText).joined(separator: ","))
    }

    /// A container of scalar items: `<people><person>Ann</person></people>`.
    public mutating func list(_ name: String, item: String, _ values: [some XMLStubScalar]?) {
        guard let values else { return }
        var container = XMLStubElement(name)
        for value in values { container.child(item, value) }
        children.append(container)
    }

    /// A container of model items: `<projects><project>…</project></projects>`.
    public mutating func list(_ name: String, item: String, _ values: [some XMLStubEncodable]?) {
        guard let values else { return }
        var container = XMLStubElement(name)
        for value in values { container.child(item, value) }
        children.append(container)
    }

    /// Scalar items directly in this element: `<person>Ann</person><person>Bo</person>`.
    public mutating func items(_ item: String, _ values: [some XMLStubScalar]?) {
        for value in values ?? [] { child(item, value) }
    }

    /// Model items directly in this element: `<event>…</event><event>…</event>`.
    public mutating func items(_ item: String, _ values: [some XMLStubEncodable]?) {
        for value in values ?? [] { child(item, value) }
    }
}
