extension Validator {
    /// Checks a struct's `additionalProperties:`: its type and Swift name, and the model features it cannot join.
    ///
    /// Refused: XML APIs (an element's other children and attributes are not a JSON object's keys), `lenient`
    /// models (a mistyped extra value would need its own lossy rule), `flatten:` in the model (the flattened
    /// model's keys come from the same object) and a model flattened into another (it would take the container's
    /// keys). Optional values (`string?`), `OrderedMap`, `file` and a name taken by a property are errors too.
    mutating func checkAdditionalProperties(
        of model: ModelDecl, path modelPath: String, names: inout [String: (wire: String, location: SourceLocation)]
    ) {
        guard let extra = model.additionalProperties else { return }
        let path = "\(modelPath).additionalProperties"
        checkMemberName(
            extra.swiftName, explicit: extra.hasExplicitSwiftName, wire: "additionalProperties", at: extra.location,
            path: path, scope: &names, in: .model,
            renameHint: "add 'swift: <name>' to 'additionalProperties' or to the property")
        if extra.swiftName == model.variants?.propertyName || (model.identity != nil && extra.swiftName == "identity") {
            diagnostics.error(
                "'additionalProperties' takes the Swift name '\(extra.swiftName)' of an accessor of the model",
                at: extra.location, path: path,
                hint: "name the dictionary with 'additionalProperties: { type: …, swift: <name> }'")
        }
        if checkType(extra.type, path: "\(path).type", genericScope: model.genericParameters) {
            checkAdditionalType(extra, path: path)
        }
        if schema.api?.format == .xml {
            diagnostics.error(
                "'additionalProperties' is for JSON objects, but the API is XML", at: extra.location, path: path,
                hint: "declare the elements as properties")
        }
        if model.lenient {
            diagnostics.error(
                "'additionalProperties' cannot join a lenient model", at: extra.location, path: path,
                hint: "a lenient model drops mistyped values; use 'additionalProperties: json' on a model that is "
                    + "not lenient, or drop one of them")
        }
        if let flattened = model.properties.first(where: \.flatten) {
            diagnostics.error(
                "'additionalProperties' cannot join 'flatten' property '\(flattened.wire)'", at: extra.location,
                path: path, hint: "the flattened model's keys come from the same object; declare them as properties")
        }
        for container in schema.models {
            for property in container.properties where property.flatten {
                guard case .named(let name, _) = property.type.type.nonOptional, name == model.name else { continue }
                diagnostics.error(
                    "model '\(model.name)' has 'additionalProperties' and is flattened into '\(container.name)'",
                    at: extra.location, path: path,
                    hint: "it would take the keys of '\(container.name)'; drop 'flatten' at \(property.location) or "
                        + "'additionalProperties'")
            }
        }
    }

    private mutating func checkAdditionalType(_ extra: AdditionalProperties, path: String) {
        let type = extra.type.type
        if type.isOptional {
            diagnostics.error(
                "the values of 'additionalProperties' cannot be optional, found '\(type)'", at: extra.type.location,
                path: "\(path).type", hint: "use 'json' to keep any value, null included")
        } else if case .orderedMap = type {
            diagnostics.error(
                "'additionalProperties' cannot be an OrderedMap", at: extra.type.location, path: "\(path).type",
                hint: "an OrderedMap needs its own order key; use '{string: T}' or 'json'")
        } else if containsFile(type) {
            diagnostics.error(
                "'file' is for multipart parameters, not model properties", at: extra.type.location,
                path: "\(path).type", hint: "use 'data' for bytes in a model")
        }
    }
}
