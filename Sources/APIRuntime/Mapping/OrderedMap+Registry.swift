import Foundation

extension OrderedMap {
    /// The members decoded into the user's type registered for the map's wire key, in the map's order.
    ///
    /// A map whose wire key is the wire name the type table gives its value type (Bazaarvoice `Includes.Products`
    /// holds `Product`s, whose wire name is `Products`) dispatches through the registry by that key: when a user type
    /// is registered for the key, every member is decoded into it too (its fields renamed by the mapping) and kept
    /// next to the generated value, so the typed map and its joins keep working. A member that does not fit the
    /// user's type is left out here and reported as ``DecodingIssue/Kind/invalidObject``.
    ///
    /// ```swift
    /// client.registry.register(AppProduct.self, forWireName: "Products", fieldMapping: ["Name": "title"])
    /// let products = try await client.send(DisplayReviews(…)).included.products?.mapped(as: AppProduct.self)
    /// ```
    ///
    /// - Returns: The user's values by id in the map's order; empty when no type was registered for the key when
    ///   the map was decoded, or when `type` is not the registered one.
    public func mapped<T>(as type: T.Type) -> OrderedMap<T> {
        var map = OrderedMap<T>()
        for key in keys {
            if let value = custom[key]?.value(as: T.self) { map.set(value, forKey: key) }
        }
        return map
    }

    /// Keeps the user values decoded for the map's members.
    @usableFromInline
    mutating func attach(_ custom: [String: CustomObject]) {
        self.custom = custom
    }
}

extension KeyedDecodingContainer {
    /// Decodes the members of an ordered map again into the user type registered for its wire key, when the key is
    /// the wire name of the map's value type (see ``OrderedMap/mapped(as:)``); `[:]` otherwise.
    @usableFromInline
    func decodeRegisteredMembers<Value>(
        _ type: Value.Type, forKey key: Key, decoder: (any Decoder)?
    ) -> [String: CustomObject] {
        guard let context = decoder?.responseContext,
            let override = context.registry.overrides[key.stringValue],
            context.registry.table.entry(forWireName: key.stringValue)?.type == Value.self,
            let members = try? decodeIfPresent([String: JSONValue].self, forKey: key)
        else { return [:] }
        var custom: [String: CustomObject] = [:]
        for (id, raw) in members {
            do {
                let value = try override.decode(raw, registry: context.registry, context: context)
                custom[id] = CustomObject(wireName: key.stringValue, value: value, raw: raw)
            } catch {
                context.report(
                    DecodingIssue(
                        kind: .invalidObject, codingPath: codingPath + [key as any CodingKey, AnyCodingKey(id)],
                        message: "'\(key.stringValue)' member '\(id)' does not fit \(override.type): \(error)",
                        wireName: key.stringValue))
            }
        }
        return custom
    }
}
