/// Resolves a model's `variants:` against its properties and the tag's enum, for the validator and the emitter.
struct TaggedUnionResolver {
    /// Model name → declaration.
    let models: [String: ModelDecl]

    /// A resolved case: the tag value, the Swift case name and the property it names.
    struct Case {
        var tag: String
        var swiftName: String
        var property: Property
    }

    /// A resolved union.
    struct Resolved {
        /// The tag property.
        var tag: Property
        /// The tag's enum, or `nil` when the tag is a string.
        var tagEnum: EnumDecl?
        /// The cases in source order.
        var cases: [Case]
    }

    /// A problem with a `variants:`: a message at a key, as paging reports them.
    typealias Problem = PagingResolver.Problem

    /// The most unknown names per union (tag values and properties) that get a did-you-mean search.
    ///
    /// Each search compares against every enum value or property, so n unknown cases against n values would cost
    /// n² edit distances; past this many, the hint is plain and resolving stays linear.
    static let maximumSuggestions = 100

    /// The most enum values a hint lists; a longer enum is named with its count instead, so n unknown cases
    /// against n values do not print n² words.
    static let maximumListedValues = 20

    /// The resolved union, or the problems that keep it from resolving.
    func resolve(_ union: TaggedUnion, of model: ModelDecl) -> (Resolved?, [Problem]) {
        var problems: [Problem] = []
        func problem(_ message: String, _ location: SourceLocation, key: String, hint: String? = nil) {
            problems.append(Problem(message: message, location: location, key: key, hint: hint))
        }
        guard case .object(let properties) = model.kind else {
            problem("'variants' needs a model with properties", union.location, key: "")
            return (nil, problems)
        }
        let byWire = Dictionary(properties.map { ($0.wire, $0) }, uniquingKeysWith: { first, _ in first })
        guard let tag = byWire[union.tag] else {
            problem(
                "'variants.tag' names '\(union.tag)', which is not a property of model '\(model.name)'",
                union.tagLocation,
                key: "tag", hint: Suggestions.didYouMean(union.tag, in: properties.map(\.wire)))
            return (nil, problems)
        }
        var tagEnum: EnumDecl?
        switch tag.type.type.nonOptional {
        case .scalar(.string): break
        case .named(let name, _):
            if let decl = models[name], case .enumeration(let enumeration) = decl.kind, !enumeration.isInteger {
                tagEnum = enumeration
            } else {
                fallthrough
            }
        default:
            problem(
                "'variants' tag '\(union.tag)' has type '\(tag.type.text)'; a tag is a string or a string enum",
                union.tagLocation, key: "tag")
            return (nil, problems)
        }
        if let typeProblem = SwiftNaming.typeNameProblem(union.typeName) {
            problem(typeProblem, union.typeLocation, key: "type")
        }
        if !SwiftNaming.isIdentifier(union.propertyName) {
            problem(
                "'\(union.propertyName)' is not a valid Swift identifier", union.propertyLocation, key: "property")
        } else if let clash = properties.first(where: { $0.swiftName == union.propertyName }) {
            problem(
                "'variants' property '\(union.propertyName)' is already property '\(clash.wire)' of '\(model.name)'",
                union.propertyLocation, key: "property", hint: "name the accessor with 'property:'")
        }
        // First case per raw value, so each tag is one lookup instead of a scan of the enum.
        let tagCases = Dictionary(
            (tagEnum?.cases ?? []).map { ($0.raw, $0) }, uniquingKeysWith: { first, _ in first })
        var suggestionsLeft = Self.maximumSuggestions
        func suggestion(_ word: String, in candidates: @autoclosure () -> [String]) -> String? {
            guard suggestionsLeft > 0 else { return nil }
            suggestionsLeft -= 1
            return Suggestions.didYouMean(word, in: candidates())
        }
        var cases: [Case] = []
        var usedProperties: [String: String] = [:]
        var usedNames = Set<String>()
        for item in union.cases {
            let key = "cases.\(item.tag)"
            var swiftName = SwiftNaming.camel(item.tag)
            if let tagEnum {
                guard let known = tagCases[item.tag] else {
                    let values =
                        tagEnum.cases.count <= Self.maximumListedValues
                        ? "one of: \(tagEnum.cases.map(\.raw).joined(separator: ", "))"
                        : "one of the \(tagEnum.cases.count) values of '\(tag.type.text)'"
                    problem(
                        "'\(item.tag)' is not a value of the tag's enum '\(tag.type.text)'", item.location, key: key,
                        hint: suggestion(item.tag, in: tagEnum.cases.map(\.raw)) ?? values)
                    continue
                }
                swiftName = known.swiftName
            }
            guard SwiftNaming.isIdentifier(swiftName), usedNames.insert(swiftName).inserted else {
                problem(
                    "tag value '\(item.tag)' gives case '\(swiftName)', which is not usable", item.location, key: key)
                continue
            }
            guard let property = byWire[item.property] else {
                problem(
                    "'variants' case '\(item.tag)' names '\(item.property)', which is not a property of model '\(model.name)'",
                    item.location, key: key, hint: suggestion(item.property, in: properties.map(\.wire)))
                continue
            }
            if property.wire == tag.wire {
                problem("'variants' case '\(item.tag)' names the tag property itself", item.location, key: key)
                continue
            }
            if let other = usedProperties[property.wire] {
                problem(
                    "'variants' cases '\(other)' and '\(item.tag)' name the same property '\(property.wire)'",
                    item.location, key: key)
                continue
            }
            if !(property.isSwiftOptional || model.lenient) {
                problem(
                    "'variants' case '\(item.tag)' names '\(property.wire)', which is always present",
                    item.location, key: key, hint: "only one case's property is present: make it 'optional: true'")
                continue
            }
            usedProperties[property.wire] = item.tag
            cases.append(Case(tag: item.tag, swiftName: swiftName, property: property))
        }
        guard problems.isEmpty else { return (nil, problems) }
        return (Resolved(tag: tag, tagEnum: tagEnum, cases: cases), [])
    }
}
