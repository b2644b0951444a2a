extension Validator {
    /// Checks one model: property names and types, bindings, enum values, family members.
    mutating func checkModel(_ model: ModelDecl) {
        let path = "models.\(model.name)"
        for parameter in model.genericParameters where SwiftNaming.typeNameProblem(parameter) != nil {
            diagnostics.error(
                "generic parameter '\(parameter)' is not a valid type name", at: model.location, path: "\(path).generic"
            )
        }
        switch model.kind {
        case .object(let properties): checkProperties(properties, of: model, path: path)
        case .enumeration(let decl): checkEnum(decl, path: path, at: model.location)
        case .family(let family): checkFamily(family, path: path, at: model.location)
        case .union(let union): checkUnion(union, of: model, path: path)
        }
    }

    private mutating func checkProperties(_ properties: [Property], of model: ModelDecl, path: String) {
        var names: [String: (wire: String, location: SourceLocation)] = [:]
        var wires: [String: SourceLocation] = [:]
        var textProperty: Property?
        let isXML = schema.api?.format == .xml
        for property in properties {
            let propertyPath = "\(path).properties.\(property.wire)"
            checkMemberName(
                property.swiftName, explicit: property.hasExplicitSwiftName, wire: property.wire, at: property.location,
                path: propertyPath, scope: &names, in: .model)
            checkType(property.type, path: "\(propertyPath).type", genericScope: model.genericParameters)
            checkDefault(
                property.defaultValue, type: property.type.type, at: property.defaultLocation ?? property.location,
                path: propertyPath)
            let bindingKey: String
            switch property.xml {
            case .attribute: bindingKey = "attribute:\(property.wire)"
            case .text: bindingKey = "text"
            default: bindingKey = "element:\(property.wire)"
            }
            if property.xml != .text, let first = wires[bindingKey] {
                let what = property.xml == .attribute ? "attribute" : (property.xml == .text ? "text" : "key")
                diagnostics.error(
                    "two properties bound to the same \(what) '\(property.wire)'", at: property.location,
                    path: propertyPath,
                    hint: "the other one is at \(first)")
            }
            wires[bindingKey] = property.location
            if property.xml == .text {
                if let textProperty {
                    diagnostics.error(
                        "two properties bound to the element's text", at: property.location,
                        path: "\(propertyPath).xml",
                        hint: "'\(textProperty.wire)' already is (\(textProperty.location))")
                }
                textProperty = property
            }
            checkPropertyBinding(property, isXML: isXML, path: propertyPath, model: model)
            checkExplicitNull(property, of: model, isXML: isXML, path: propertyPath)
            if isXML { checkOptionalElements(of: property, path: propertyPath) }
        }
        checkAliases(of: properties, path: path)
        checkAdditionalProperties(of: model, path: path, names: &names)
    }

    private mutating func checkPropertyBinding(_ property: Property, isXML: Bool, path: String, model: ModelDecl) {
        let type = property.type.type.nonOptional
        if case .orderedMap = type {
            if property.order == nil {
                diagnostics.error(
                    "OrderedMap property '\(property.wire)' needs 'order:'", at: property.location, path: path,
                    hint: "the wire name of the sibling array that orders it, e.g. 'order: \(property.wire)Order'")
            }
        } else if property.order != nil {
            diagnostics.error(
                "'order' applies only to OrderedMap properties", at: property.orderLocation ?? property.location,
                path: "\(path).order", hint: "change the type to 'OrderedMap<…>' or drop 'order'")
        }
        if let order = property.order, model.properties.contains(where: { $0.wire == order }) {
            diagnostics.error(
                "order array '\(order)' is also declared as a property",
                at: property.orderLocation ?? property.location,
                path: "\(path).order", hint: "drop the '\(order)' property; the OrderedMap reads it")
        }
        if property.flatten {
            if !isFlattenable(type) {
                diagnostics.error(
                    "'flatten' needs a struct model or a key-discriminated family, found '\(type)'",
                    at: property.location,
                    path: "\(path).flatten")
            }
        }
        if property.format != nil, !isTemporal(type) {
            diagnostics.error(
                "'format' applies only to 'date-time' properties, found '\(type)'", at: property.location,
                path: "\(path).format")
        }
        if containsFile(type) {
            diagnostics.error(
                "'file' is for multipart parameters, not model properties", at: property.type.location,
                path: "\(path).type",
                hint: "use 'data' for bytes in a model")
        }
        if !isXML, let location = property.xmlLocation {
            diagnostics.warning(
                "'xml' binding in a JSON API has no effect", at: location, path: "\(path).xml",
                hint: "set 'api.format: xml' or drop it")
        }
        switch property.xml {
        case .attribute, .text:
            let listWithSeparator =
                property.separator != nil
                && { if case .array(let e) = type { return isScalarLike(e) } else { return false } }()
            if !isScalarLike(type) && !listWithSeparator {
                diagnostics.error(
                    "an XML \(property.xml == .attribute ? "attribute" : "text") holds a scalar or an enum, found '\(type)'",
                    at: property.xmlLocation ?? property.location, path: "\(path).xml",
                    hint: "use 'separator:' for a comma list, or bind it as an element")
            }
        case .list, .items:
            if case .array = type {
            } else {
                diagnostics.error(
                    "an XML list binding needs a list type, found '\(type)'",
                    at: property.xmlLocation ?? property.location,
                    path: "\(path).xml")
            }
        case .element: break
        }
    }

    private func isFlattenable(_ type: TypeRef) -> Bool {
        guard case .named(let name, _) = type, let target = models[name] else { return false }
        switch target.kind {
        case .object: return true
        case .family(let family): return family.discriminator == .key
        case .enumeration, .union: return false
        }
    }

    /// `format:` overrides the date format of one `date-time` property.
    private func isTemporal(_ type: TypeRef) -> Bool {
        type.nonOptional == .scalar(.dateTime)
    }

    private mutating func checkEnum(_ decl: EnumDecl, path: String, at location: SourceLocation) {
        var raws: [String: SourceLocation] = [:]
        var names: [String: (wire: String, location: SourceLocation)] = [:]
        for enumCase in decl.cases {
            if let first = raws[enumCase.raw] {
                diagnostics.error(
                    "duplicate enum value '\(enumCase.raw)'", at: enumCase.location, path: "\(path).enum",
                    hint: "first listed at \(first)")
                continue
            }
            raws[enumCase.raw] = enumCase.location
            checkMemberName(
                enumCase.swiftName, explicit: enumCase.hasExplicitSwiftName, wire: enumCase.raw, at: enumCase.location,
                path: "\(path).enum.\(enumCase.raw)", scope: &names, in: .enumeration,
                renameHint: "write the enum as a mapping of value: swiftName to choose a Swift name")
        }
        if decl.cases.isEmpty {
            diagnostics.error("enum has no values", at: location, path: "\(path).enum")
        } else if decl.cases.count == 1 {
            diagnostics.warning(
                "enum has a single value", at: location, path: "\(path).enum",
                hint: "a parameter with 'const:' or a plain string may fit better")
        }
    }

    private mutating func checkFamily(_ family: FamilyDecl, path: String, at location: SourceLocation) {
        var wires: [String: SourceLocation] = [:]
        var names: [String: (wire: String, location: SourceLocation)] = [:]
        if family.discriminator == .element, schema.api?.format != .xml {
            diagnostics.error(
                "an element discriminator needs 'api.format: xml'", at: family.members.first?.location ?? location,
                path: "\(path).family.discriminator")
        }
        for member in family.members {
            let memberPath = "\(path).family.members.\(member.wire)"
            if let first = wires[member.wire] {
                diagnostics.error(
                    "duplicate member '\(member.wire)'", at: member.location, path: memberPath,
                    hint: "first listed at \(first)")
            }
            wires[member.wire] = member.location
            guard checkType(member.type, path: memberPath) else { continue }
            guard case .named(let name, _) = member.type.type, let target = models[name] else {
                diagnostics.error(
                    "family member '\(member.wire)' must be a struct model, found '\(member.type.text)'",
                    at: member.type.location, path: memberPath)
                continue
            }
            guard case .object = target.kind else {
                diagnostics.error(
                    "family member '\(member.wire)' must be a struct model; '\(name)' is not", at: member.type.location,
                    path: memberPath)
                continue
            }
            let caseName = SwiftNaming.familyCaseName(fromWire: member.wire)
            checkMemberName(
                caseName, explicit: false, wire: member.wire, at: member.location, path: memberPath, scope: &names,
                in: .family, renameHint: "the case name comes from the member's wire name; use another wire name")
        }
        if family.members.isEmpty {
            diagnostics.error("family has no members", at: location, path: "\(path).family.members")
        }
    }
}
