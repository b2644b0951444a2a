/// Default values as Swift literals.
enum DefaultLiteral {
    /// The literal for a default's source text, or `nil` when it does not fit the type.
    static func swift(_ text: String, quoted: Bool, type: TypeRef, context: EmitContext) -> String? {
        switch type.nonOptional {
        case .scalar(.string): return StringLiteral.quoted(text)
        case .scalar(.int), .scalar(.int64): return !quoted && Int(text) != nil ? text : nil
        case .scalar(.double): return !quoted && Double(text) != nil ? (text.contains(".") ? text : "\(text).0") : nil
        case .scalar(.bool): return !quoted && (text == "true" || text == "false") ? text : nil
        case .named(let name, _):
            guard let decl = context.enumDecl(type) else { return nil }
            if decl.isInteger { return Int(text) != nil ? "\(name)(rawValue: \(text))" : nil }
            if let known = decl.cases.first(where: { $0.raw == text }) { return ".\(known.swiftName)" }
            return "\(name)(rawValue: \(StringLiteral.quoted(text)))"
        default: return nil
        }
    }
}
