/// Emits, into an XML API's testing library, an `XMLStubEncodable` conformance per model (the mirror of its
/// `XMLDecodable` initializer: each field written where `XMLModelEmitter` reads it) and an `XMLStubScalar`
/// conformance per enum, so `stubs.on(R.self) { _ in .value(model) }` answers the document the API would send.
struct XMLStubsEmitter {
    let context: EmitContext

    /// Whether the API is XML, and so gets the file.
    var applies: Bool { context.isXML }

    func emit(into buffer: inout SwiftBuffer) {
        var first = true
        for model in context.schema.models where model.genericParameters.isEmpty {
            let name = context.declaredName(model)
            switch model.kind {
            case .enumeration:
                if !first { buffer.line() }
                buffer.doc(nil, fallback: "`\(name)` written as its raw value's text.")
                buffer.line("extension \(name): XMLStubScalar {}")
            case .object(let properties):
                if !first { buffer.line() }
                emitObject(model, name: name, properties: properties, into: &buffer)
            case .family:
                continue  // Written only from a recorded body: a family's XML member is chosen by the server.
            case .union:
                continue  // Not in XML APIs: the validator refuses unions there.
            }
            first = false
        }
    }

    private func emitObject(
        _ model: ModelDecl, name: String, properties: [Property], into buffer: inout SwiftBuffer
    ) {
        buffer.doc(nil, fallback: "`\(name)` written as \(context.api.module) sends it, for stubbed answers.")
        buffer.block("extension \(name): XMLStubEncodable {") { body in
            if let root = model.xmlRoot {
                body.doc(nil, fallback: "The document element of a reply of this type.")
                body.line("public static var xmlStubRoot: String { \(StringLiteral.quoted(root)) }")
                body.line()
            }
            body.doc(nil, fallback: "Writes the fields where the `XMLDecodable` initializer reads them.")
            let writes = properties.compactMap(write)
            if writes.isEmpty {
                body.line("public func writeXMLStub(into element: inout XMLStubElement) {}")
            } else {
                body.block("public func writeXMLStub(into element: inout XMLStubElement) {") { method in
                    for line in writes { method.line(line) }
                }
            }
        }
    }

    /// The writer call of one property, or `nil` for one the decoder never reads from XML.
    private func write(_ property: Property) -> String? {
        let type = property.type.type.nonOptional
        let wire = StringLiteral.quoted(property.wire)
        let value = "self.\(property.swiftName)"
        if case .array(let element) = type {
            guard writable(element) else { return nil }
        } else if !writable(type) {
            return nil
        }
        switch property.xml {
        case .attribute:
            if case .array = type { return "element.commaSeparatedAttribute(\(wire), \(value))" }
            return "element.attribute(\(wire), \(value))"
        case .text:
            return "element.text(\(value))"
        case .list(let item):
            guard case .array = type else { return nil }
            return "element.list(\(wire), item: \(StringLiteral.quoted(item)), \(value))"
        case .items(let item):
            guard case .array = type else { return nil }
            return "element.items(\(StringLiteral.quoted(item)), \(value))"
        case .element:
            if case .array = type, property.separator != nil { return "element.commaSeparated(of: \(wire), \(value))" }
            if case .array = type { return nil }
            return "element.child(\(wire), \(value))"
        }
    }

    /// Whether a value of the type has a writer: a scalar `XMLScalar` reads, an enum, or a plain model.
    private func writable(_ type: TypeRef) -> Bool {
        switch type.nonOptional {
        case .scalar(let scalar): return scalar.isXMLText
        case .named(let name, let arguments):
            guard arguments.isEmpty, let model = context.models[name], model.genericParameters.isEmpty else {
                return false
            }
            if case .family = model.kind { return false }
            return true
        default:
            return false
        }
    }
}
