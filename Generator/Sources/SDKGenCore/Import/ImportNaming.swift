/// Swift-safe names for what the importer declares: models, endpoints, properties, environments, files.
enum ImportNaming {
    /// The text with every character that cannot be part of an identifier turned into a word break.
    static func words(_ text: String) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : " " })
    }

    /// Names a generated request or API type declares as members (`typealias API`, `typealias Response`, the
    /// `Environment`, `Settings` and `Authentication` of `<Module>API`) or that generated code and SDK glue use
    /// unqualified (`Task`, `Result`, `Client`): a model of that name would be shadowed where it is used.
    static let memberTypeNames: Set<String> = [
        "API", "Response", "Environment", "Settings", "Authentication", "Task", "Result", "Client", "Logger",
        "Element",
    ]

    /// The longest type name the importer derives, in characters: names of inline schemas grow with each level
    /// (`Pet` + `Owner` + `Address`…), and a key or title can be thousands of characters long.
    static let typeNameLimit = 160

    /// An `UpperCamelCase` type name from any text; never reserved, a keyword, or starting with a digit, and at
    /// most ``typeNameLimit`` characters (a longer one keeps its start and ends in a hash of the whole name).
    static func typeName(_ raw: String) -> String {
        var name = SwiftNaming.upperCamel(words(raw))
        if name.isEmpty { name = "Model" }
        if let first = name.first, first.isNumber { name = "Model" + name }
        if SwiftNaming.typeNameProblem(name) != nil || memberTypeNames.contains(name) { name += "Model" }
        return capped(name)
    }

    /// The name itself when it has at most ``typeNameLimit`` characters, else its start and a hash of the
    /// whole name (`VeryLong…H1A2B3C4D`): the same for the same name in every run, different for names that
    /// differ after the cut.
    static func capped(_ name: String) -> String {
        guard name.count > typeNameLimit else { return name }
        // FNV-1a over the UTF-8 bytes: stable across runs and platforms, unlike `Hasher`.
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        let digits = String(hash, radix: 16, uppercase: true)
        let suffix = "H" + String(repeating: "0", count: 8 - digits.count) + digits
        return String(name.prefix(typeNameLimit - suffix.count)) + suffix
    }

    /// A `lowerCamelCase` identifier from any text (`$filter` → `filter`, `2fa` → `value2fa`).
    static func memberName(_ raw: String) -> String {
        var name = SwiftNaming.camel(words(raw))
        if name.isEmpty { name = "value" }
        if let first = name.first, first.isNumber { name = "value" + name }
        return name
    }

    /// A member name for `raw` in a scope: ``memberName(_:)`` with the scope's suffix when the scope reserves it
    /// (`init` → `initValue` in a model), as the generator spells derived names; a name written with `swift:` is
    /// not respelled by the generator, so the importer's own must be clear of the scope already.
    static func memberName(_ raw: String, in scope: MemberScope) -> String {
        scope.spelling(for: memberName(raw))
    }

    /// The Swift name the generator derives from a wire name in a scope (its reserved names respelled), or `nil`
    /// when it derives none that is usable (the importer then writes `swift:`).
    static func derivedMemberName(_ wire: String, in scope: MemberScope) -> String? {
        derivedMemberName(wire).map(scope.spelling(for:))
    }

    /// The name the generator derives from a wire name before its scope's respelling, or `nil` when unusable.
    static func derivedMemberName(_ wire: String) -> String? {
        let derived = SwiftNaming.propertyName(fromWire: wire, rule: .camel)
        guard SwiftNaming.isIdentifier(derived), !wire.contains("{"), !wire.contains("}") else { return nil }
        return derived
    }

    /// The longest file stem, in characters: a file name has at most 255 bytes, and a tag can be a sentence.
    static let fileStemLimit = 80

    /// A file stem for a tag: lower-case words joined by `-` (`Pet Store` → `pet-store`), the words that fit in
    /// ``fileStemLimit`` characters (at least the first word, cut to the limit).
    static func fileStem(_ tag: String) -> String {
        let parts = SwiftNaming.words(words(tag)).map { $0.lowercased() }
        guard let first = parts.first else { return "endpoints" }
        var stem = String(first.prefix(fileStemLimit))
        for part in parts.dropFirst() {
            guard stem.count + 1 + part.count <= fileStemLimit else { break }
            stem += "-" + part
        }
        return stem
    }
}

/// Hands out unique names: a taken name gets a number (`Pet`, `Pet2`, `Pet3`).
struct NameRegistry {
    private(set) var taken: Set<String> = []

    /// Whether a name is taken.
    func contains(_ name: String) -> Bool { taken.contains(name) }

    /// Takes `name`, or the first free numbered variant of it.
    mutating func claim(_ name: String) -> String {
        var candidate = name
        var number = 2
        while taken.contains(candidate) {
            candidate = "\(name)\(number)"
            number += 1
        }
        taken.insert(candidate)
        return candidate
    }
}
