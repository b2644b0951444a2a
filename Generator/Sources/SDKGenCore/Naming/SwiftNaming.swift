/// Derives Swift names from wire names and checks identifiers.
public enum SwiftNaming {
    /// Words upper-cased whole when they are not the first word (`ProductPageUrl` → `productPageURL`).
    static let acronyms: Set<String> = [
        "id", "url", "uuid", "guid", "html", "api", "ean", "upc", "isbn", "uri", "xml", "json",
    ]

    /// Keywords that must be escaped with backticks when used as a declared name.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "as", "Any", "false", "is", "nil", "self", "Self", "super",
        "throws", "true", "try", "await", "async", "consume", "borrowing", "consuming",
    ]

    /// Type names no schema type may take.
    ///
    /// They are the modules qualified spellings start with (``TypeSpelling``) and names Swift does not allow for a
    /// type. Every other name of a runtime, standard or Foundation type may be declared; generated code then
    /// qualifies the imported one.
    static let refusedTypeNames: Set<String> = TypeSpelling.moduleNames.union(["Self", "Any", "Type", "Protocol"])

    /// A Swift property name from a wire name by a naming rule.
    public static func propertyName(fromWire wire: String, rule: NamingRule) -> String {
        switch rule {
        case .camel: return camel(wire)
        case .hungarian: return hungarian(wire) ?? camel(wire)
        }
    }

    /// `lowerCamelCase` with acronyms upper-cased after the first word.
    public static func camel(_ wire: String) -> String {
        let parts = words(wire)
        var result = ""
        for (index, word) in parts.enumerated() {
            let lower = word.lowercased()
            if index == 0 {
                result += lower
            } else if acronyms.contains(lower) {
                result += word.uppercased()
            } else if acronyms.contains(String(lower.dropLast())) && lower.hasSuffix("s") && lower.count > 2 {
                result += word.dropLast().uppercased() + "s"
            } else {
                result += word.prefix(1).uppercased() + word.dropFirst()
            }
        }
        return result
    }

    /// `UpperCamelCase` of a wire value, for type-like names.
    public static func upperCamel(_ wire: String) -> String {
        let lower = camel(wire)
        return lower.prefix(1).uppercased() + lower.dropFirst()
    }

    /// Splits at `_`, `-`, `.`, spaces, lower→upper boundaries and the end of an upper-case run.
    static func words(_ text: String) -> [String] {
        var result: [String] = []
        var current: [Character] = []
        let characters = Array(text)
        func flush() {
            if !current.isEmpty { result.append(String(current)) }
            current = []
        }
        for (index, character) in characters.enumerated() {
            // Anything but a letter or a digit separates words (`_`, `-`, `.`, spaces, `/`, quotes, newlines, …).
            if !(character.isLetter || character.isNumber) {
                flush()
                continue
            }
            if character.isUppercase, let last = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if last.isLowercase || last.isNumber {
                    flush()
                } else if last.isUppercase, let next, next.isLowercase {
                    // `HTMLParser` → HTML, Parser; but keep a plural `s` with the run (`EANs`).
                    let pluralS = next == "s" && (index + 2 >= characters.count || !characters[index + 2].isLetter)
                    if !pluralS { flush() }
                }
            }
            current.append(character)
        }
        flush()
        return result
    }

    /// FogBugz's Hungarian prefixes, or `nil` when the name has no known prefix.
    static func hungarian(_ wire: String) -> String? {
        func rest(after prefix: String) -> String? {
            guard wire.hasPrefix(prefix), wire.count > prefix.count else { return nil }
            let remainder = wire.dropFirst(prefix.count)
            guard let first = remainder.first, first.isUppercase else { return nil }
            return String(remainder)
        }
        if let name = rest(after: "ix") { return camel(name) + "ID" }
        if let name = rest(after: "hrs") {
            let expanded = words(name).map { word -> String in
                switch word {
                case "Curr": return "Current"
                case "Est": return "Estimate"
                case "Orig": return "Original"
                default: return word
                }
            }.joined()
            return camel(expanded) + "Hours"
        }
        if let name = rest(after: "dbl") { return camel(name) }
        if let name = rest(after: "evt") { return camel(name) }
        if let name = rest(after: "set") { return camel(name) }
        if let name = rest(after: "dt") { return camel(name) }
        if let name = rest(after: "fIs") { return "is" + name }
        if let name = rest(after: "i") { return camel(name) }
        if let name = rest(after: "b") { return "is" + name }
        if let name = rest(after: "rg") { return camel(name) }
        if let name = rest(after: "s") { return camel(name) }
        if let name = rest(after: "f") { return "is" + name }
        if let name = rest(after: "n") { return camel(name) }
        if let name = rest(after: "c") {
            let singular = name.hasSuffix("s") ? String(name.dropLast()) : name
            return camel(singular) + "Count"
        }
        return nil
    }

    /// Whether a name is a valid ASCII Swift identifier (keywords included; they get backticks).
    public static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        guard first.isASCII, first == "_" || first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
        }
    }

    /// The name as written in a declaration: keywords in backticks.
    public static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// The name as written as an argument label in a call: `inout`, `var` and `let` in backticks, the only words a
    /// call's label cannot be (`f(class: x)` is fine, `f(inout: x)` does not parse).
    public static func argumentLabel(_ name: String) -> String {
        ["inout", "var", "let"].contains(name) ? "`\(name)`" : name
    }

    /// The Swift constant name of an enum value: lower camel case, `value…` when it starts with a digit.
    public static func enumCaseName(fromRaw raw: String) -> String {
        let name = camel(raw)
        if let first = name.first, first.isNumber { return "value" + upperCamel(raw) }
        return name
    }

    /// The Swift case name of a family member: its wire name in lower camel case (`member…` when it starts with a
    /// digit), out of the way of the family's own members (``MemberScope/family``).
    public static func familyCaseName(fromWire wire: String) -> String {
        var name = camel(wire)
        if let first = name.first, first.isNumber { name = "member" + upperCamel(wire) }
        return MemberScope.family.spelling(for: name)
    }

    /// A valid type name to suggest in place of one that cannot be used (always a name ``typeNameProblem(_:)``
    /// accepts).
    public static func typeNameSuggestion(_ name: String) -> String {
        let base = String(upperCamel(name).unicodeScalars.filter { $0.isASCII }.map(Character.init))
        for candidate in [base, base + "Model", "Renamed" + base] where typeNameProblem(candidate) == nil {
            return candidate
        }
        return "RenamedType"
    }

    /// A valid member name to suggest in place of one that cannot be used: lower camel case, ASCII.
    public static func memberNameSuggestion(_ name: String) -> String {
        let base = String(camel(name).unicodeScalars.filter { $0.isASCII }.map(Character.init))
        for candidate in [base, "value" + upperCamel(base)]
        where isIdentifier(candidate) && !keywords.contains(candidate) && !MemberScope.everywhere.contains(candidate) {
            if let first = candidate.first, first.isUppercase { continue }
            return candidate
        }
        return "renamed"
    }

    /// Why a name cannot name an SDK's module, or `nil`: what ``typeNameProblem(_:)`` refuses, the name of a module
    /// the SDK's build loads (``reservedModuleNames``), and the name of a type the generated code imports, since it
    /// qualifies its own types with the module (`Module.Response`) and such a spelling would then mean the imported
    /// type.
    public static func moduleNameProblem(_ name: String) -> String? {
        if let problem = typeNameProblem(name) { return problem }
        if isReservedModuleName(name) {
            return "module name '\(name)' is the name of a module the generated SDK's build loads (the standard "
                + "library, Foundation, the platform, APIRuntime or its dependencies)"
        }
        if importedTypeNames.contains(name) {
            return "module name '\(name)' is a type the generated code imports (the standard library, Foundation or "
                + "APIRuntime)"
        }
        return nil
    }

    /// A problem with a type name, or `nil` when it is fine.
    public static func typeNameProblem(_ name: String) -> String? {
        if !isIdentifier(name) { return "'\(name)' is not a valid Swift type name" }
        if keywords.contains(name) { return "'\(name)' is a Swift keyword" }
        if TypeSpelling.moduleNames.contains(name) {
            return "'\(name)' is the name of a module that generated code qualifies types with"
        }
        if refusedTypeNames.contains(name) { return "'\(name)' cannot name a Swift type" }
        if let first = name.first, !first.isUppercase {
            return "type name '\(name)' must start with an upper-case letter"
        }
        return nil
    }
}
