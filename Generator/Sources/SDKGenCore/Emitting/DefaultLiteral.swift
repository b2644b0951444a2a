/// Default values as Swift literals.
enum DefaultLiteral {
    /// The literal for a default's source text, or `nil` when it does not fit the type.
    static func swift(_ text: String, quoted: Bool, type: TypeRef, context: EmitContext) -> String? {
        switch type.nonOptional {
        case .scalar(.string): return StringLiteral.quoted(text)
        case .scalar(.int), .scalar(.int64): return quoted ? nil : Int(text).map(String.init)
        case .scalar(.double):
            // Written back from the parsed value, so `1e5`, `+2` and `7` all become valid Swift literals.
            guard !quoted, let value = Double(text), value.isFinite else { return nil }
            return "\(value)"
        case .scalar(.bool): return !quoted && (text == "true" || text == "false") ? text : nil
        case .named(let name, _):
            guard let decl = context.enumDecl(type) else { return nil }
            let swift = context.swiftType(type.nonOptional)
            _ = name
            if decl.isInteger { return Int(text).map { "\(swift)(rawValue: \($0))" } }
            if let known = decl.cases.first(where: { $0.raw == text }) { return ".\(known.swiftName)" }
            return "\(swift)(rawValue: \(StringLiteral.quoted(text)))"
        default: return nil
        }
    }
}
