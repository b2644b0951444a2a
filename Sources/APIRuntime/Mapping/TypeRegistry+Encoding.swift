import Foundation

extension TypeRegistry.Snapshot {
    /// A value encoded on its own the way the wire carries it: a user's type registered for a wire name gets
    /// its properties renamed back to wire fields, and a `.field` discriminator gets the wire name.
    ///
    /// Generated structs already write their own discriminator; this is for values of the user's registered
    /// types (and works for generated ones too). A type with no wire name is encoded unchanged.
    public func encode<T: Encodable>(_ value: T, discriminator: Discriminator, options: CodingOptions = CodingOptions())
        throws(CallFailure) -> JSONValue
    {
        let context = ResponseContext(codingOptions: options, registry: self)
        let encoded = try JSONValue(encoding: value, context: context)
        guard case .object(var members) = encoded, let wireName = wireName(for: T.self) else { return encoded }
        if let override = overrides[wireName], ObjectIdentifier(override.type) == ObjectIdentifier(T.self) {
            members = override.toFields(members)
        }
        if case .field(let field) = discriminator { members[field] = .string(wireName) }
        return .object(members)
    }
}
