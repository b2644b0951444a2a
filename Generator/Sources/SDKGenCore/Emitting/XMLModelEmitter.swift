/// Emits `XMLDecodable` initializers for the models of an XML API, reading each property by its binding.
struct XMLModelEmitter {
    let context: EmitContext

    func emit(_ model: ModelDecl, into buffer: inout SwiftBuffer) {
        let emitter = ModelEmitter(context: context)
        buffer.block("extension \(context.declaredName(model)): \(context.rt("XMLDecodable")) {") { body in
            body.doc(nil, fallback: "Decodes the object from an XML element.")
            body.block(
                "public init(xml element: \(context.rt("XMLTree.Element")), context: \(context.rt("ResponseContext"))) throws {"
            ) { body in
                if model.properties.isEmpty { body.line("_ = (element, context)") }
                for property in model.properties {
                    // A property with a default reads as optional, so an absent value takes the default rather
                    // than failing as missing; `items` lists have no absent state (none is `[]`).
                    let literal = emitter.defaultLiteral(property)
                    var expression = read(property, optional: emitter.isOptional(property, in: model) || literal != nil)
                    if let literal, !property.xml.isItems { expression += " ?? \(literal)" }
                    body.line("self.\(property.swiftName) = \(expression)")
                }
            }
        }
    }

    /// Whether a type decodes from text (`XMLScalar`) rather than from an element.
    private func isScalar(_ type: TypeRef) -> Bool {
        switch type.nonOptional {
        case .scalar(let scalar): return scalar.isXMLText
        case .named: return context.enumDecl(type) != nil
        default: return false
        }
    }

    private func read(_ property: Property, optional: Bool) -> String {
        let type = property.type.type.nonOptional
        var wire = StringLiteral.quoted(property.wire)
        if !property.aliases.isEmpty {
            // Read from the first of the names the element has: its own, else an alias.
            let names = ([property.wire] + property.aliases).map(StringLiteral.quoted).joined(separator: ", ")
            let lookup = property.xml == .attribute ? "presentAttribute" : "presentChild"
            wire = "element.\(lookup)(\(names))"
        }
        let swift = context.swiftType(type)
        switch property.xml {
        case .attribute:
            if case .array(let element) = type {
                let method = optional ? "commaSeparatedAttributeIfPresent" : "commaSeparatedAttribute"
                return "try element.\(method)(\(wire), as: \(context.swiftType(element)).self)"
            }
            return optional
                ? "try element.attribute(\(wire), as: \(swift).self)"
                : "try element.requiredAttribute(\(wire), as: \(swift).self)"
        case .text:
            return optional
                ? "try element.value(as: \(swift).self)" : "try element.value(as: \(swift).self) ?? \(emptyValue(type))"
        case .list(let item):
            guard case .array(let element) = type else { return "nil" }
            let itemType = context.swiftType(element)
            let itemLiteral = StringLiteral.quoted(item)
            if isScalar(element) {
                // A required list's container must be there (FogBugz gap 17).
                let method = optional ? "listIfPresent" : "requiredList"
                return "try element.\(method)(\(wire), item: \(itemLiteral), as: \(itemType).self)"
            }
            return optional
                ? "try element.listIfPresent(\(wire), item: \(itemLiteral), as: \(itemType).self, context: context)"
                : "try element.requiredList(\(wire), item: \(itemLiteral), as: \(itemType).self, context: context)"
        case .items(let item):
            guard case .array(let element) = type else { return "nil" }
            let itemType = context.swiftType(element)
            let itemLiteral = StringLiteral.quoted(item)
            if isScalar(element) { return "try element.items(\(itemLiteral), as: \(itemType).self)" }
            return "try element.items(\(itemLiteral), as: \(itemType).self, context: context)"
        case .element:
            if case .array(let element) = type, property.separator != nil {
                let method = optional ? "commaSeparatedIfPresent" : "commaSeparated"
                return "try element.\(method)(of: \(wire), as: \(context.swiftType(element)).self)"
            }
            if isScalar(type) {
                return optional
                    ? "try element.value(of: \(wire), as: \(swift).self)"
                    : "try element.requiredValue(of: \(wire), as: \(swift).self)"
            }
            if case .named = type {
                return optional
                    ? "try element.decode(\(wire), as: \(swift).self, context: context)"
                    : "try element.requiredDecode(\(wire), as: \(swift).self, context: context)"
            }
            return optional ? "nil" : emptyValue(type)
        }
    }

    private func emptyValue(_ type: TypeRef) -> String {
        switch type {
        case .scalar(.string): return "\"\""
        case .array: return "[]"
        case .map: return "[:]"
        default: return "\(context.swiftType(type))()"
        }
    }
}

extension ScalarType {
    /// Whether the runtime reads the scalar from XML text (it is an `XMLScalar`): every scalar but `json` and
    /// `file`, which the validator refuses in XML text and attributes.
    var isXMLText: Bool { self != .json && self != .file }
}

extension XMLBinding {
    /// Whether the binding reads repeated child elements (`{ items: x }`), which are never absent, only empty.
    fileprivate var isItems: Bool {
        if case .items = self { return true }
        return false
    }
}
