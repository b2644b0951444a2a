import Foundation

extension TypeRegistry.Override {
    /// Decodes an object of this override's wire name into the user's type.
    ///
    /// The object's fields are renamed to the type's property names first. With a `.field` discriminator, every
    /// nested object whose discriminator names another registered wire name is renamed by that mapping too, at
    /// any depth, so a user type may hold other user types (`SBBObjectManager` maps recursively the same way).
    ///
    /// - Throws: the decoding error when the renamed object does not fit the type.
    public func decode(
        _ raw: JSONValue, registry: TypeRegistry.Snapshot, context: ResponseContext?,
        discriminator: Discriminator? = nil
    ) throws(CallFailure) -> any Sendable {
        var renamed = raw
        if case .object(let members) = raw {
            renamed = .object(toProperties(members))
        }
        if case .field(let field)? = discriminator, !registry.overrides.isEmpty {
            renamed = Self.renamingNested(renamed, field: field, overrides: registry.overrides, isRoot: true)
        }
        let context = context ?? ResponseContext(registry: registry)
        func open<T: WireObject>(_ type: T.Type) throws(CallFailure) -> any Sendable {
            try renamed.decode(T.self, context: context)
        }
        return try open(self.type)
    }

    /// Renames the fields of nested objects whose discriminator names a registered wire name.
    static func renamingNested(
        _ json: JSONValue, field: String, overrides: [String: TypeRegistry.Override], isRoot: Bool
    ) -> JSONValue {
        switch json {
        case .array(let values):
            return .array(values.map { renamingNested($0, field: field, overrides: overrides, isRoot: false) })
        case .object(var members):
            if !isRoot, let wireName = members[field]?.stringValue, let nested = overrides[wireName] {
                members = nested.toProperties(members)
            }
            for (key, value) in members {
                members[key] = renamingNested(value, field: field, overrides: overrides, isRoot: false)
            }
            return .object(members)
        default:
            return json
        }
    }
}

extension TypeRegistry.Snapshot {
    /// Decodes one object as a type the caller names: a user type registered for the object's wire name, or any
    /// other `Decodable` (a generated model) decoded as is.
    ///
    /// The user's type comes back directly, not wrapped in a family's `custom` case. Its fields, and those of nested
    /// objects of registered wire names, are renamed by their mappings first.
    ///
    /// - Throws: ``CallFailure/decoding(_:)`` when the object does not fit `type`, or when `type` is registered for a
    ///   different wire name than the object's discriminator names.
    public func decode<T: Decodable>(
        _ raw: JSONValue, as type: T.Type, discriminator: Discriminator, context: ResponseContext
    ) throws(CallFailure) -> T {
        let wireName = raw[discriminator.fieldName]?.stringValue.flatMap(discriminator.wireName(from:))
        let registeredName = overriddenWireName(for: T.self)
        if let registeredName, let override = overrides[registeredName] {
            guard wireName == nil || wireName == registeredName else {
                throw CallFailure.decoding(
                    DecodingFailure(
                        codingPath: "",
                        message: "a '\(wireName ?? "")' object is not a '\(registeredName)' (\(T.self))",
                        bodySnippet: DecodingFailure.snippet(of: (try? raw.serialized()) ?? Data())))
            }
            let value = try override.decode(raw, registry: self, context: context, discriminator: discriminator)
            guard let typed = value as? T else {
                throw CallFailure.decoding(
                    DecodingFailure(
                        codingPath: "", message: "the registered type is not \(T.self)",
                        bodySnippet: DecodingFailure.snippet(of: (try? raw.serialized()) ?? Data())))
            }
            return typed
        }
        return try raw.decode(T.self, context: context)
    }

    /// The wire name a user type is registered for, if it is.
    public func overriddenWireName(for type: Any.Type) -> String? {
        overrides.values.first { ObjectIdentifier($0.type) == ObjectIdentifier(type) }?.wireName
    }
}
