/// Emits struct models: stored properties, a public memberwise initializer, and written-out `Codable` and
/// `Hashable` members.
///
/// Properties are `let` on models the API only returns and `var` on models a request can send
/// (``ModelMutability``).
///
/// Nothing is left for the compiler to synthesize: every model's `init(from:)`, `encode(to:)`, `==` and
/// `hash(into:)` are emitted (``ModelEmitter/emitConformanceMembers(_:into:)``), keyed by the runtime's shared
/// `WireKey` instead of a `CodingKeys` enum per model. Derived conformances were most of what a model cost the
/// compiler (the derived bodies, the keys' own derived `RawRepresentable`/`CodingKey`/`Hashable` conformances
/// and their witness tables); written out with one-overload helper calls they type-check and lower in about
/// half the time, and they behave exactly as the synthesized ones did. XML APIs also get an `XMLDecodable`
/// initializer.
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
        let binding = context.mutability.isMutable(model) ? "var" : "let"
        buffer.block("public struct \(name)\(generics): \(conformances(joinedBy: ", ")) {") { body in
            for property in properties {
                body.doc(
                    Deprecation.note(
                        property.description, property.deprecated, fallback: "The `\(property.wire)` field."),
                    fallback: "The `\(property.wire)` field.")
                // A boxed property is a wrapped `var`; on a read-only model its setter stays private. The attribute
                // has a line of its own, so that a long declaration breaks after its colon as any other does.
                var declaration = "public \(binding)"
                if context.indirect.isBoxed(property, of: model) {
                    body.line("@\(context.rt("Indirect"))")
                    declaration = binding == "let" ? "public private(set) var" : "public var"
                }
                body.line(
                    "\(declaration) \(SwiftNaming.escaped(property.swiftName)): \(swiftType(of: property, in: model))")
                body.line()
            }
            if let extra = model.additionalProperties {
                emitStorage(of: extra, binding: binding, into: &body)
            }
            emitInitializer(model, into: &body)
        }
        buffer.line()
        emitConformanceMembers(model, into: &buffer)
        if context.isXML {
            buffer.line()
            XMLModelEmitter(context: context).emit(model, into: &buffer)
        }
    }

    /// `Codable, Hashable, Sendable`, each qualified where the schema shadows it.
    func conformances(joinedBy separator: String) -> String {
        ["Codable", "Hashable", "Sendable"].map(context.rt).joined(separator: separator)
    }

    /// The Swift type of a stored property: `Nullable<T>?` where `null` is a value of its own (`explicitNull`).
    func swiftType(of property: Property, in model: ModelDecl) -> String {
        let base = context.swiftType(property.type.type.nonOptional)
        if property.explicitNull { return "\(context.rt("Nullable"))<\(base)>?" }
        return isOptional(property, in: model) ? "\(base)?" : base
    }

    /// The Swift type of ``read(_:on:)``: the stored type, with a `Nullable` property's `null` read as `nil`.
    func valueType(of property: Property, in model: ModelDecl) -> String {
        let base = context.swiftType(property.type.type.nonOptional)
        return isOptional(property, in: model) ? "\(base)?" : base
    }

    /// The expression that reads a property of `base` (`page.next`) for code that wants its value: a `Nullable`
    /// property's `null` reads as `nil` (`page.next?.unwrapped`), as any optional property's would.
    static func read(_ property: Property, on base: String) -> String {
        let access = "\(base).\(SwiftNaming.escaped(property.swiftName))"
        return property.explicitNull ? "\(access)?.unwrapped" : access
    }

    func isOptional(_ property: Property, in model: ModelDecl) -> Bool {
        (property.isSwiftOptional || model.lenient) && property.defaultValue == nil
    }

    private func emitInitializer(_ model: ModelDecl, into buffer: inout SwiftBuffer) {
        let properties = model.properties
        buffer.doc(nil, fallback: "Creates a `\(model.name)`.")
        var arguments = properties.map { property -> String in
            var argument = "\(SwiftNaming.escaped(property.swiftName)): \(swiftType(of: property, in: model))"
            if let literal = defaultLiteral(property) {
                argument += " = \(literal)"
            } else if isOptional(property, in: model) {
                argument += " = nil"
            }
            return argument
        }
        var names = properties.map(\.swiftName)
        if let extra = model.additionalProperties {
            arguments.append("\(SwiftNaming.escaped(extra.swiftName)): \(context.swiftType(extra.mapType)) = [:]")
            names.append(extra.swiftName)
        }
        let signature = "public init(\(arguments.joined(separator: ", "))) {"
        let opening = signature.count + 4 <= LineWrapper.limit ? signature : "public init("
        if opening == signature {
            buffer.block(signature) { body in
                for name in names {
                    body.line("self.\(name) = \(SwiftNaming.escaped(name))")
                }
            }
        } else {
            buffer.line(opening)
            for (index, argument) in arguments.enumerated() {
                buffer.line("    \(argument)\(index == arguments.count - 1 ? "" : ",")")
            }
            buffer.block(") {") { body in
                for name in names {
                    body.line("self.\(name) = \(SwiftNaming.escaped(name))")
                }
            }
        }
    }

    /// The Swift literal of a property's default, if it has one that fits its type.
    func defaultLiteral(_ property: Property) -> String? {
        guard let value = property.defaultValue else { return nil }
        return DefaultLiteral.swift(value.text, quoted: value.quoted, type: property.type.type, context: context)
    }
}
