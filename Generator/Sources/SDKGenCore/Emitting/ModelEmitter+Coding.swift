extension ModelEmitter {
    /// Emits `init(from:)` and `encode(to:)` for a model whose properties synthesized coding cannot express.
    func emitCustomCoding(_ model: ModelDecl, into buffer: inout SwiftBuffer) {
        buffer.block("extension \(model.name) {") { body in
            body.doc(nil, fallback: "Decodes the object from its wire form.")
            body.block("public init(from decoder: any Decoder) throws {") { body in
                body.line("let container = try decoder.container(keyedBy: CodingKeys.self)")
                for property in model.properties {
                    body.line("self.\(property.swiftName) = \(decodeExpression(property, in: model))")
                }
            }
            body.line()
            body.doc(nil, fallback: "Encodes the object in its wire form.")
            body.block("public func encode(to encoder: any Encoder) throws {") { body in
                body.line("var container = encoder.container(keyedBy: CodingKeys.self)")
                for property in model.properties {
                    body.line(encodeStatement(property, in: model))
                }
            }
        }
    }

    private func decodeExpression(_ property: Property, in model: ModelDecl) -> String {
        let type = property.type.type.nonOptional
        let swift = context.swiftType(type)
        let key = ".\(property.swiftName)"
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
            let call =
                "try container.decodeOrderedMapIfPresent(\(context.swiftType(value)).self, forKey: \(key), "
                + "orderKey: .\(orderKey(property)), decoder: decoder)"
            return optional ? call : "\(call) ?? OrderedMap()"
        }
        if let format = property.format {
            let method = optional ? "decodeDateIfPresent" : "decodeDate"
            return "try container.\(method)(forKey: \(key), format: .\(DateCodingEmitter.swiftCase(format)))"
        }
        if model.lenient {
            let call = "container.decodeLossyIfPresent(\(swift).self, forKey: \(key), decoder: decoder)"
            if let literal = defaultLiteral(property) { return "\(call) ?? \(literal)" }
            return call
        }
        if let literal = defaultLiteral(property) {
            return "try container.decodeIfPresent(\(swift).self, forKey: \(key)) ?? \(literal)"
        }
        if optional { return "try container.decodeIfPresent(\(swift).self, forKey: \(key))" }
        return "try container.decode(\(swift).self, forKey: \(key))"
    }

    private func encodeStatement(_ property: Property, in model: ModelDecl) -> String {
        let name = "self.\(property.swiftName)"
        let key = property.swiftName
        let optional = isOptional(property, in: model)
        if property.flatten {
            return optional ? "try \(name)?.encode(to: encoder)" : "try \(name).encode(to: encoder)"
        }
        if case .orderedMap = property.type.type.nonOptional {
            return "try container.encodeOrderedMapIfPresent(\(name), forKey: .\(key), orderKey: .\(orderKey(property)))"
        }
        if let format = property.format {
            let swiftFormat = DateCodingEmitter.swiftCase(format)
            return "try container.encodeDateIfPresent(\(name), forKey: .\(key), format: .\(swiftFormat))"
        }
        if optional && property.nullable && !property.optional {
            // May be null but is always present: nil encodes as `null`.
            return "try container.encode(\(name), forKey: .\(key))"
        }
        if optional { return "try container.encodeIfPresent(\(name), forKey: .\(key))" }
        return "try container.encode(\(name), forKey: .\(key))"
    }
}

/// Swift string literals with escapes.
enum StringLiteral {
    /// `"text"` with `\`, `"`, and control characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// The content of a literal without the quotes.
    static func escapedContent(_ text: String) -> String {
        String(quoted(text).dropFirst().dropLast())
    }
}

/// Default values as Swift literals.
enum DefaultLiteral {
    /// The literal for a default's source text, or `nil` when it does not fit the type.
    static func swift(_ text: String, quoted: Bool, type: TypeRef, context: EmitContext) -> String? {
        switch type.nonOptional {
        case .scalar(.string): return StringLiteral.quoted(text)
        case .scalar(.int), .scalar(.int64): return !quoted && Int(text) != nil ? text : nil
        case .scalar(.double): return !quoted && Double(text) != nil ? (text.contains(".") ? text : "\(text).0") : nil
        case .scalar(.bool): return !quoted && (text == "true" || text == "false") ? text : nil
        case .named(let name, _):
            guard let decl = context.enumDecl(type) else { return nil }
            if decl.isInteger { return Int(text) != nil ? "\(name)(rawValue: \(text))" : nil }
            if let known = decl.cases.first(where: { $0.raw == text }) { return ".\(known.swiftName)" }
            return "\(name)(rawValue: \(StringLiteral.quoted(text)))"
        default: return nil
        }
    }
}
