extension Validator {
    /// The scalars a union member may be: those that decode from a single JSON value (dates in the API's formats).
    static let unionScalars: Set<ScalarType> = [
        .string, .int, .int64, .double, .bool, .url, .uuid, .json, .dateTime, .dateTimeZoned, .date, .time,
        .duration, .data,
    ]

    /// The scalars read from a JSON string besides `string` itself: after a `string` member, no string reaches them.
    static let fromStrings: Set<ScalarType> = [.url, .uuid, .dateTime, .dateTimeZoned, .date, .time, .duration, .data]

    /// Checks a union (`oneOf:`): at least two members of JSON-decodable types, distinct case names, and an order
    /// in which every member can be reached (a member that accepts every object must come last).
    mutating func checkUnion(_ union: UnionDecl, of model: ModelDecl, path: String) {
        let unionPath = "\(path).oneOf"
        if schema.api?.format == .xml {
            diagnostics.error(
                "a union ('oneOf') needs JSON bodies", at: model.location, path: unionPath,
                hint: "XML APIs tell members apart with a family's element discriminator")
        }
        if !model.genericParameters.isEmpty {
            diagnostics.error(
                "a union ('oneOf') cannot be generic", at: model.location, path: "\(path).generic",
                hint: "declare a union per type argument")
        }
        if union.members.count < 2 {
            diagnostics.error(
                "'oneOf' of model '\(model.name)' needs at least two members", at: model.location, path: unionPath,
                hint: union.members.first.map { "use '\($0.type.text)' itself" } ?? "list the member types")
        }
        var cases: [String: UnionDecl.Member] = [:]
        var catchAll: (member: UnionDecl.Member, reason: String)?
        var anyString: UnionDecl.Member?
        for (index, member) in union.members.enumerated() {
            let memberPath = "\(unionPath)[\(index)]"
            guard checkType(member.type, path: memberPath, genericScope: model.genericParameters) else { continue }
            if let earlier = anyString, case .scalar(let scalar) = member.type.type, Self.fromStrings.contains(scalar) {
                diagnostics.warning(
                    "union member '\(member.type.text)' is tried only for what '\(earlier.type.text)' before it does "
                        + "not read, and a string member reads every string",
                    at: member.location, path: memberPath,
                    hint: "list '\(member.type.text)' before '\(earlier.type.text)': members are tried in order")
            }
            if anyString == nil, member.type.type == .scalar(.string) { anyString = member }
            if let (earlier, reason) = catchAll {
                diagnostics.error(
                    "union member '\(member.type.text)' is never tried: '\(earlier.type.text)' before it \(reason)",
                    at: member.location, path: memberPath,
                    hint: "list '\(earlier.type.text)' last: members are tried in order")
            }
            if member.type.type.isOptional {
                diagnostics.error(
                    "union member '\(member.type.text)' is optional", at: member.location, path: memberPath,
                    hint: "make the property that holds the union optional instead")
            }
            if case .scalar(let scalar) = member.type.type.nonOptional, !Self.unionScalars.contains(scalar) {
                diagnostics.error(
                    "a union member cannot be '\(scalar.rawValue)'", at: member.location, path: memberPath,
                    hint: "a file is a multipart part, not a JSON value: use 'data' for bytes (base64 in JSON)")
            }
            if !SwiftNaming.isIdentifier(member.caseName) {
                diagnostics.error(
                    "union case name '\(member.caseName)' is not an identifier", at: member.location,
                    path: memberPath, hint: "write the member as '{ type: \(member.type.text), swift: <name> }'")
            } else if let problem = Self.unionCaseNameProblem(member.caseName) {
                diagnostics.error(
                    problem, at: member.location, path: memberPath,
                    hint: "such as '{ type: \(member.type.text), swift: "
                        + "\(SwiftNaming.memberNameSuggestion(member.caseName)) }'")
            } else if let first = cases[member.caseName] {
                diagnostics.error(
                    "union members '\(first.type.text)' and '\(member.type.text)' both become case "
                        + "'\(member.caseName)'", at: member.location, path: memberPath,
                    hint: "write one as '{ type: \(member.type.text), swift: <name> }'")
            } else {
                cases[member.caseName] = member
            }
            if catchAll == nil, let reason = acceptsEverything(member.type.type) {
                catchAll = (member, reason)
            }
        }
    }

    /// Why a member type decodes from every JSON object (so later members are never tried), or `nil`.
    ///
    /// A family degrades an object of an unknown wire type to `.unknown` instead of failing (degrade, don't
    /// fail), `json` takes any value, and a struct without a required property (or a lenient one) fits any object.
    private func acceptsEverything(_ type: TypeRef) -> String? {
        switch type {
        case .scalar(.json): return "takes any value"
        case .named(let name, _):
            guard let model = models[name] else { return nil }
            switch model.kind {
            case .family: return "is a family, which keeps objects of unknown type as '.unknown'"
            case .object(let properties):
                if model.lenient { return "is lenient and fits any object" }
                let required = properties.contains { !$0.isSwiftOptional && $0.defaultValue == nil && !$0.flatten }
                return required ? nil : "has no required property and fits any object"
            case .enumeration, .union: return nil
            }
        default: return nil
        }
    }

    /// Why a union case name cannot be declared, or `nil`: the case is also an accessor, so it follows the rules of
    /// a model member (`Type`, `self`, `hashValue`), and it must start with a lower-case letter (`case Type(Int)`
    /// and `var Type: Int?` do not compile).
    static func unionCaseNameProblem(_ name: String) -> String? {
        if let problem = MemberScope.model.reservationProblem(name) { return "union case name: \(problem)" }
        if let first = name.first, first.isUppercase {
            return "union case name '\(name)' must start with a lower-case letter"
        }
        return nil
    }
}
