extension Validator {
    /// Checks `explicitNull: true` on a struct model's property: a `Nullable<T>?` that tells absent from `null`.
    ///
    /// It needs a property that may be both (`optional` and `nullable`, or `T?`), in a JSON API (XML has no `null`),
    /// read with the plain helpers: not with a `default` (absent would no longer be absent), `flatten` (no key of
    /// its own), `separator`, an `OrderedMap` (read with its order array), or in a `lenient` model (which reads a
    /// mistyped value as absent, where `null` would have to stay apart).
    mutating func checkExplicitNull(_ property: Property, of model: ModelDecl, isXML: Bool, path: String) {
        guard property.explicitNull else { return }
        let location = property.explicitNullLocation ?? property.location
        let path = "\(path).explicitNull"
        func refuse(_ message: String, hint: String) {
            diagnostics.error("'explicitNull' on '\(property.wire)' \(message)", at: location, path: path, hint: hint)
        }
        if !property.optional || !property.nullable {
            let missing =
                !property.optional && !property.nullable
                ? "optional and nullable" : (!property.optional ? "optional" : "nullable")
            refuse(
                "needs a property that may be absent and may be null; it is not \(missing)",
                hint: "add 'optional: true, nullable: true' (or write the type as 'T?'), or drop 'explicitNull'")
            return
        }
        if isXML {
            refuse("is for JSON: an XML document has no null", hint: "drop 'explicitNull'")
        } else if property.defaultValue != nil {
            refuse("and 'default' contradict: a default fills in an absent field", hint: "drop one of them")
        } else if property.flatten {
            refuse("and 'flatten' contradict: a flattened property has no field of its own", hint: "drop one of them")
        } else if property.separator != nil {
            refuse("and 'separator' contradict: a separated list is text", hint: "drop one of them")
        } else if case .orderedMap = property.type.type.nonOptional {
            refuse("does not apply to an OrderedMap", hint: "drop 'explicitNull'")
        } else if model.lenient {
            refuse(
                "does not apply in a lenient model, which reads a value it cannot decode as absent",
                hint: "drop 'explicitNull' or 'lenient'")
        }
    }
}
