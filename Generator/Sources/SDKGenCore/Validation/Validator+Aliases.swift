extension Validator {
    /// Checks the `aliases:` of a struct model's properties: names read when a property's own is absent.
    ///
    /// An alias must name a field: not on a property bound to the element's text or to repeated items, nor on a
    /// flattened one, which reads the container itself. It may not be empty, repeat the property's own name or
    /// another of its aliases, or name a field another property reads (its name or one of its aliases): which
    /// property a field fills would then depend on what else the object holds.
    mutating func checkAliases(of properties: [Property], path: String) {
        var owners: [String: String] = [:]
        for property in properties where property.xml != .text {
            owners[Self.aliasBinding(property.wire, of: property)] = property.wire
        }
        for property in properties where !property.aliases.isEmpty {
            let propertyPath = "\(path).properties.\(property.wire).aliases"
            let location = property.aliasesLocation ?? property.location
            if property.flatten || property.xml == .text || property.isItemsBinding {
                let what = property.flatten ? "a flattened property" : "a property bound to the element's text or items"
                diagnostics.error(
                    "'aliases' on \(what) ('\(property.wire)') name no field", at: location, path: propertyPath,
                    hint: "remove 'aliases'; aliases are other names of an element, attribute or JSON key")
                continue
            }
            var seen: Set<String> = [property.wire]
            for alias in property.aliases {
                if alias.isEmpty {
                    diagnostics.error(
                        "an alias of '\(property.wire)' is empty", at: location, path: propertyPath,
                        hint: "write the other wire name the field is sent under")
                } else if !seen.insert(alias).inserted {
                    let repeated = alias == property.wire ? "its own name" : "an alias"
                    diagnostics.error(
                        "alias '\(alias)' of '\(property.wire)' repeats \(repeated)", at: location, path: propertyPath,
                        hint: "list each other name once")
                } else if let owner = owners[Self.aliasBinding(alias, of: property)], owner != property.wire {
                    diagnostics.error(
                        "alias '\(alias)' of '\(property.wire)' is a field '\(owner)' reads", at: location,
                        path: propertyPath,
                        hint: "one field fills one property; drop the alias or the other property's claim to it")
                } else {
                    owners[Self.aliasBinding(alias, of: property)] = property.wire
                }
            }
        }
    }

    /// What a name binds to in a property's kind of field: attributes and elements (or keys) apart.
    private static func aliasBinding(_ name: String, of property: Property) -> String {
        property.xml == .attribute ? "attribute:\(name)" : "element:\(name)"
    }
}

extension Property {
    /// Whether the property is bound to repeated item elements directly inside its parent (`xml: { items: … }`).
    var isItemsBinding: Bool {
        if case .items = xml { return true }
        return false
    }
}
