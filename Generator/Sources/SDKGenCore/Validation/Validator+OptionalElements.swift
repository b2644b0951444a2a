extension Validator {
    /// Whether a type holds a list or map whose elements may be nil (`[string?]`, `{string: int?}`), at any depth;
    /// an optional at the top (`[string]?`) is not an element.
    func holdsOptionalElement(_ type: TypeRef) -> Bool {
        switch type {
        case .optional(let wrapped): return holdsOptionalElement(wrapped)
        case .array(let element), .orderedMap(let element), .map(_, let element):
            return element.isOptional || holdsOptionalElement(element)
        case .scalar, .named: return false
        }
    }

    /// Checks a parameter for optional elements: a query, header, cookie, path, form or multipart value, or a member
    /// of a JSON body built from parameters, has no spelling for a missing element of a list or map (`content: json`
    /// sends it as JSON, `null`s included, and a whole-body model is JSON too).
    mutating func checkOptionalElements(of parameter: Parameter, path: String) {
        guard let type = parameter.type, !parameter.isBodyRoot, parameter.content == nil,
            holdsOptionalElement(type.type)
        else { return }
        diagnostics.error(
            "parameter '\(parameter.wire)' of type '\(type.type)' holds optional elements, which a parameter cannot "
                + "spell",
            at: type.location, path: "\(path).type",
            hint: "drop the '?' inside the list or map, or add 'content: json' to send it as JSON (nulls included)")
    }

    /// Checks an XML model's property for optional elements: an XML document has no null element.
    mutating func checkOptionalElements(of property: Property, path: String) {
        guard holdsOptionalElement(property.type.type) else { return }
        diagnostics.error(
            "property '\(property.wire)' of type '\(property.type.type)' holds optional elements, which XML cannot "
                + "spell",
            at: property.type.location, path: "\(path).type",
            hint: "drop the '?' inside the list or map: an XML list skips what it does not hold")
    }
}
