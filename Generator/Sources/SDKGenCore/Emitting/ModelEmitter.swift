/// Emits struct models: stored properties, a public memberwise initializer and wire-name `CodingKeys`.
///
/// Conformances are synthesized where they fit; a model gets a hand-rolled `init(from:)` /
/// `encode(to:)` only when a property needs it (ordered maps, flattening, lenient decoding, defaults,
/// nullable-but-present fields). XML APIs also get an `XMLDecodable` initializer.
struct ModelEmitter {
    let context: EmitContext

    func emit(_ model: ModelDecl, into buffer: inout SwiftBuffer) {
        let properties = model.properties
        let generics =
            model.genericParameters.isEmpty
            ? ""
            : "<\(model.genericParameters.map { "\($0): \(conformances(joinedBy: " & "))" }.joined(separator: ", "))>"
        buffer.doc(Deprecation.note(model.description, model.deprecated), fallback: "The `\(model.name)` object.")
        let name = context.declaredName(model)
        buffer.block("public struct \(name)\(generics): \(conformances(joinedBy: ", ")) {") { body in
            for property in properties {
                body.doc(
                    Deprecation.note(
                        property.description, property.deprecated, fallback: "The `\(property.wire)` field."),
                    fallback: "The `\(property.wire)` field.")
                body.line(
                    "public var \(SwiftNaming.escaped(property.swiftName)): \(swiftType(of: property, in: model))")
                body.line()
            }
            emitInitializer(model, into: &body)
            body.line()
            emitCodingKeys(model, into: &body)
        }
        if needsCustomCoding(model) {
            buffer.line()
            emitCustomCoding(model, into: &buffer)
        } else if writesWireType(model) {
            buffer.line()
            buffer.block("extension \(name) {") { body in emitEncoding(model, into: &body) }
        }
        if context.isXML {
            buffer.line()
            XMLModelEmitter(context: context).emit(model, into: &buffer)
        }
    }

    /// `Codable, Hashable, Sendable`, each qualified where the schema shadows it.
    func conformances(joinedBy separator: String) -> String {
        ["Codable", "Hashable", "Sendable"].map(context.rt).joined(separator: separator)
    }

    /// The Swift type of a stored property.
    func swiftType(of property: Property, in model: ModelDecl) -> String {
        let base = context.swiftType(property.type.type.nonOptional)
        return isOptional(property, in: model) ? "\(base)?" : base
    }

    func isOptional(_ property: Property, in model: ModelDecl) -> Bool {
        (property.isSwiftOptional || model.lenient) && property.defaultValue == nil
    }

    private func emitInitializer(_ model: ModelDecl, into buffer: inout SwiftBuffer) {
        let properties = model.properties
        buffer.doc(nil, fallback: "Creates a `\(model.name)`.")
        let arguments = properties.map { property -> String in
            var argument = "\(SwiftNaming.escaped(property.swiftName)): \(swiftType(of: property, in: model))"
            if let literal = defaultLiteral(property) {
                argument += " = \(literal)"
            } else if isOptional(property, in: model) {
                argument += " = nil"
            }
            return argument
        }
        let signature = "public init(\(arguments.joined(separator: ", "))) {"
        let opening = signature.count + 4 <= LineWrapper.limit ? signature : "public init("
        if opening == signature {
            buffer.block(signature) { body in
                for property in properties {
                    body.line("self.\(property.swiftName) = \(SwiftNaming.escaped(property.swiftName))")
                }
            }
        } else {
            buffer.line(opening)
            for (index, argument) in arguments.enumerated() {
                buffer.line("    \(argument)\(index == arguments.count - 1 ? "" : ",")")
            }
            buffer.block(") {") { body in
                for property in properties {
                    body.line("self.\(property.swiftName) = \(SwiftNaming.escaped(property.swiftName))")
                }
            }
        }
    }

    private func emitCodingKeys(_ model: ModelDecl, into buffer: inout SwiftBuffer) {
        let keyed = model.properties.filter { !$0.flatten }
        if keyed.isEmpty {
            buffer.line("enum CodingKeys: \(context.rt("CodingKey")) {}")
            return
        }
        buffer.block("enum CodingKeys: \(context.rt("String")), \(context.rt("CodingKey")) {") { body in
            for property in keyed {
                body.line("case \(SwiftNaming.escaped(property.swiftName)) = \(StringLiteral.quoted(property.wire))")
                if let order = property.order {
                    body.line("case \(orderKey(property)) = \(StringLiteral.quoted(order))")
                }
            }
        }
    }

    func orderKey(_ property: Property) -> String {
        "\(property.swiftName)OrderKey"
    }

    func needsCustomCoding(_ model: ModelDecl) -> Bool {
        model.lenient
            || model.properties.contains { property in
                if case .orderedMap = property.type.type.nonOptional { return true }
                return property.flatten || property.defaultValue != nil || property.format != nil
                    || (property.nullable && !property.optional)
            }
    }

    /// The Swift literal of a property's default, if it has one that fits its type.
    func defaultLiteral(_ property: Property) -> String? {
        guard let value = property.defaultValue else { return nil }
        return DefaultLiteral.swift(value.text, quoted: value.quoted, type: property.type.type, context: context)
    }
}
