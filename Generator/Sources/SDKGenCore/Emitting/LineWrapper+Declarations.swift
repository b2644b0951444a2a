/// Function and initializer declarations too long for one line, broken as swift-format breaks them: the
/// parameters one level deeper, then the closing parenthesis with the effects, the result and the brace.
///
/// A declaration's line grows with the names around it: a model named like a runtime type (`HTTPResponse`) makes
/// every `parseResponse(_ response: APIRuntime.HTTPResponse, …)` spell the runtime's types in full.
extension LineWrapper {
    /// `public func name(a: A, b: B) throws -> R {` → `public func name(`, `    a: A, b: B`, `) throws -> R {`;
    /// each parameter on a line of its own when together they do not fit.
    static func wrapFunctionDeclaration(_ content: String, indent: Int, leading: String) -> [String]? {
        let characters = Array(content)
        guard content.hasSuffix("{"), let open = characters.firstIndex(of: "("), open > leading.count else {
            return nil
        }
        let head = String(characters[leading.count..<open])
        let words = head.split(separator: " ")
        guard let name = words.last else { return nil }
        let isFunction = words.count >= 2 && words[words.count - 2] == "func"
        let isInitializer = name == "init" || name == "init?" || name.hasPrefix("init<")
        guard isFunction || isInitializer,
            words.dropLast(isFunction ? 2 : 1).allSatisfy({ Self.declarationModifiers.contains($0) }),
            let close = parenPairs(characters).first(where: { $0.0 == open })?.1
        else { return nil }
        let parameters = Array(characters[(open + 1)..<close])
        guard !parameters.isEmpty else { return nil }
        let inner = leading + "    "
        let packed = inner + String(parameters)
        var lines = [leading + head + "("]
        if indent + packed.count <= limit {
            lines.append(packed)
        } else {
            let each = splitTopLevel(parameters)
            for (index, parameter) in each.enumerated() {
                lines.append(inner + parameter + (index == each.count - 1 ? "" : ","))
            }
        }
        lines.append(leading + String(characters[close...]))
        return lines
    }

    /// The words that may come before `func` or `init` in a generated declaration.
    static let declarationModifiers: Set<Substring> = [
        "public", "internal", "private", "fileprivate", "static", "mutating", "nonmutating", "override", "final",
        "nonisolated", "convenience", "required", "@inlinable", "@discardableResult",
    ]
}
