extension ModelEmitter {
    /// Emits the model's `Codable` and `Hashable` members in one extension: `init(from:)`, `encode(to:)`
    /// (and `encodeFields(to:)` where a container flattens the model), `==` and `hash(into:)`.
    func emitConformanceMembers(_ model: ModelDecl, into buffer: inout SwiftBuffer) {
        buffer.block("extension \(context.declaredName(model)) {") { body in
            body.doc(nil, fallback: "Decodes the object from its wire form.")
            body.block("public init(from decoder: any \(context.rt("Decoder"))) throws {") { body in
                if model.properties.contains(where: { !$0.flatten }) || model.additionalProperties != nil {
                    body.line("let container = try decoder.container(keyedBy: \(context.rt("WireKey")).self)")
                }
                for property in model.properties {
                    let expression = decodeExpression(property, in: model)
                    let assignment = "self.\(property.swiftName) = \(expression)"
                    if body.depth * 4 + assignment.count > LineWrapper.limit, expression.hasSuffix("()"),
                        expression.contains(") ?? ")
                    {
                        // `call(…) ?? Default()` too long: swift-format breaks after `=`, then inside the call.
                        body.line("self.\(property.swiftName) =")
                        body.line("    \(expression)")
                    } else {
                        body.line(assignment)
                    }
                }
                if let extra = model.additionalProperties { body.line(decodeStatement(of: extra, in: model)) }
            }
            body.line()
            emitEncoding(model, into: &body)
            body.line()
            emitEquality(model, into: &body)
        }
    }

    /// Whether the model writes a discriminator in its own `encode(to:)` (SageBridge gap 13).
    func writesWireType(_ model: ModelDecl) -> Bool {
        !context.wireTypeFields.fields(of: model.name).isEmpty
    }

    /// Emits `encode(to:)`: the properties, then the model's wire type names; a model that a container
    /// flattens keeps its properties in `encodeFields(to:)`, which the container calls instead (its own
    /// discriminator wins).
    func emitEncoding(_ model: ModelDecl, into buffer: inout SwiftBuffer) {
        let fields = context.wireTypeFields.fields(of: model.name)
        let split = !fields.isEmpty && context.wireTypeFields.flattened.contains(model.name)
        let emitProperties = { (body: inout SwiftBuffer) in
            if model.properties.contains(where: { !$0.flatten }) || model.additionalProperties != nil {
                body.line("var container = encoder.container(keyedBy: \(context.rt("WireKey")).self)")
            }
            for property in model.properties {
                body.line(encodeStatement(property, in: model))
            }
            if let extra = model.additionalProperties { body.line(encodeStatement(of: extra, in: model)) }
        }
        let emitWireTypes = { (body: inout SwiftBuffer) in
            for field in fields {
                body.line(
                    "try \(context.rt("FamilyCoding")).encodeWireType(\(StringLiteral.quoted(field.wireName)), "
                        + "field: \(StringLiteral.quoted(field.field)), to: encoder)")
            }
        }
        let summary =
            fields.isEmpty ? "Encodes the object in its wire form." : "Encodes the object with its wire type name."
        buffer.doc(nil, fallback: summary)
        buffer.block("public func encode(to encoder: any \(context.rt("Encoder"))) throws {") { body in
            if split {
                body.line("try encodeFields(to: encoder)")
            } else {
                emitProperties(&body)
            }
            emitWireTypes(&body)
        }
        guard split else { return }
        buffer.line()
        buffer.doc(
            nil, fallback: "Encodes the properties without the wire type name, for a container that flattens them.")
        buffer.block("func encodeFields(to encoder: any \(context.rt("Encoder"))) throws {") { body in
            emitProperties(&body)
        }
    }

    private func decodeExpression(_ property: Property, in model: ModelDecl) -> String {
        let type = property.type.type.nonOptional
        let swift = context.swiftType(type)
        // With aliases the key is chosen from the object first: its own name, else the first alias it has.
        let names = ([property.wire] + property.aliases).map(StringLiteral.quoted).joined(separator: ", ")
        let key = property.aliases.isEmpty ? names : "container.presentKey(\(names))"
        let optional = isOptional(property, in: model)
        if property.flatten {
            if case .named(let name, _) = type, let target = context.models[name], case .family = target.kind {
                return optional
                    ? "try \(swift).decodeIfPresent(from: decoder)"
                    : "try \(swift)(from: decoder)"
            }
            return "try \(swift)(from: decoder)"
        }
        if case .orderedMap(let value) = type {
            // A lenient model reads a mistyped map as nil and reports it (Bazaarvoice gap 13).
            let method =
                model.lenient ? "container.decodeLossyOrderedMapIfPresent" : "try container.decodeOrderedMapIfPresent"
            let call =
                "\(method)(\(context.swiftType(value)).self, forKey: \(key), "
                + "orderKey: \(orderKey(property)), decoder: decoder)"
            return optional ? call : "\(call) ?? \(context.rt("OrderedMap"))()"
        }
        if property.explicitNull {
            if let format = property.format {
                return "try container.decodeDateNullableIfPresent(forKey: \(key), format: .\(format.swiftCase))"
            }
            return "try container.nullableIfPresent(\(swift).self, \(key))"
        }
        if let format = property.format {
            let method = optional ? "decodeDateIfPresent" : "decodeDate"
            return "try container.\(method)(forKey: \(key), format: .\(format.swiftCase))"
        }
        if model.lenient {
            var call = "container.decodeLossyIfPresent(\(swift).self, forKey: \(key), decoder: decoder)"
            if case .array(let element) = type {
                // One bad element drops that element, not the whole list (Bazaarvoice gap 14).
                call =
                    "container.decodeLossyListIfPresent(\(context.swiftType(element)).self, forKey: \(key), "
                    + "decoder: decoder)"
            }
            if let literal = defaultLiteral(property) { return "\(call) ?? \(literal)" }
            return call
        }
        // Decoding has a `url` helper (it reads `""` as no URL); encoding writes a URL as any value.
        let method = type == .scalar(.url) ? "url" : Self.scalarHelper(type) ?? "value"
        let typeArgument = method == "value" ? "\(swift).self, " : ""
        if let literal = defaultLiteral(property) {
            return "try container.\(method)IfPresent(\(typeArgument)\(key)) ?? \(literal)"
        }
        if optional { return "try container.\(method)IfPresent(\(typeArgument)\(key))" }
        return "try container.\(method)(\(typeArgument)\(key))"
    }

    /// The `WireKey` container helper named after a scalar type (`string`, `int`, …), if the type has one.
    static func scalarHelper(_ type: TypeRef) -> String? {
        guard case .scalar(let scalar) = type else { return nil }
        switch scalar {
        case .string: return "string"
        case .int: return "int"
        case .int64: return "int64"
        case .double: return "double"
        case .bool: return "bool"
        default: return nil
        }
    }

    /// The order field's wire name as a key literal.
    func orderKey(_ property: Property) -> String {
        StringLiteral.quoted(property.order ?? "")
    }

    private func encodeStatement(_ property: Property, in model: ModelDecl) -> String {
        let name = "self.\(property.swiftName)"
        let key = StringLiteral.quoted(property.wire)
        let optional = isOptional(property, in: model)
        if property.flatten {
            var method = "encode"
            if case .named(let target, _) = property.type.type.nonOptional,
                context.wireTypeFields.flattened.contains(target)
            {
                method = "encodeFields"
            }
            return optional ? "try \(name)?.\(method)(to: encoder)" : "try \(name).\(method)(to: encoder)"
        }
        if case .orderedMap = property.type.type.nonOptional {
            return "try container.encodeOrderedMapIfPresent(\(name), forKey: \(key), orderKey: \(orderKey(property)))"
        }
        if property.explicitNull {
            if let format = property.format {
                return
                    "try container.encodeDateNullableIfPresent(\(name), forKey: \(key), format: .\(format.swiftCase))"
            }
            return "try container.nullableIfPresent(\(name), \(key))"
        }
        if let format = property.format {
            let swiftFormat = format.swiftCase
            return "try container.encodeDateIfPresent(\(name), forKey: \(key), format: .\(swiftFormat))"
        }
        if optional && property.nullable && !property.optional {
            // May be null but is always present: nil encodes as `null`.
            return "try container.value(\(name), \(key))"
        }
        let method = Self.scalarHelper(property.type.type.nonOptional) ?? "value"
        if optional { return "try container.\(method)IfPresent(\(name), \(key))" }
        return "try container.\(method)(\(name), \(key))"
    }
}
