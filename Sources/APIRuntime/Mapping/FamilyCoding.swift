import Foundation

/// Decoding and encoding of polymorphic family members through the type registry, at any depth.
public enum FamilyCoding {
    /// Decodes the object at a decoder by its discriminator.
    ///
    /// Uses the registry of the decoder's ``ResponseContext``, or `table` when decoding outside one.
    /// Unknown or missing wire names are kept as `JSONValue` and reported, never dropped. With `family`,
    /// a generated type of another family is kept raw and reported too.
    public static func decode(
        from decoder: any Decoder, discriminator: Discriminator, table: TypeTable, family: String? = nil
    ) throws -> FamilyMember {
        let context = decoder.responseContext
        let registry = context?.registry ?? TypeRegistry.Snapshot(table: table)
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let key = AnyCodingKey(discriminator.fieldName)
        guard let value = try? container.decodeIfPresent(String.self, forKey: key),
            let wireName = discriminator.wireName(from: value)
        else {
            context?.report(
                DecodingIssue(
                    kind: .missingDiscriminator, codingPath: decoder.codingPath,
                    message: "no '\(discriminator.fieldName)' discriminator; kept as raw JSON"))
            return .unknown(try JSONValue(from: decoder))
        }
        return try decode(
            from: decoder, wireName: wireName, registry: registry, context: context, family: family,
            discriminator: discriminator)
    }

    /// Decodes the object at a decoder as a known wire name (key- or element-discriminated families).
    ///
    /// An object whose wire name is known but whose payload does not fit the type (a required field missing, a
    /// field of the wrong shape) is kept raw as `.unknown` and reported as ``DecodingIssue/Kind/invalidObject``
    /// with the path of the field that failed, so the rest of the response still decodes.
    public static func decode(
        from decoder: any Decoder, wireName: String, registry: TypeRegistry.Snapshot, context: ResponseContext?,
        family: String? = nil, discriminator: Discriminator? = nil
    ) throws -> FamilyMember {
        let depth = try checkedNesting(at: decoder)
        switch registry.resolve(wireName, in: family) {
        case .builtIn(let entry):
            if let family, !entry.families.contains(family) {
                context?.report(
                    DecodingIssue(
                        kind: .unknownWireType, codingPath: decoder.codingPath,
                        message: "wire type '\(wireName)' is not a member of \(family); kept as raw JSON",
                        wireName: wireName))
                return .unknown(try JSONValue(from: decoder))
            }
            do {
                return .builtIn(try nested(in: depth) { try entry.type.init(from: decoder) })
            } catch {
                if isNestingLimit(error) { throw error }
                return try keepInvalid(from: decoder, wireName: wireName, error: error, context: context)
            }
        case .override(let override):
            let raw = try JSONValue(from: decoder)
            do {
                let value = try nested(in: depth) {
                    try override.decode(raw, registry: registry, context: context, discriminator: discriminator)
                }
                return .custom(CustomObject(wireName: wireName, value: value, raw: raw))
            } catch {
                if isNestingLimit(error) { throw error }
                return keepInvalid(raw, at: decoder.codingPath, wireName: wireName, error: error, context: context)
            }
        case .unknown:
            context?.report(
                DecodingIssue(
                    kind: .unknownWireType, codingPath: decoder.codingPath,
                    message: "unknown wire type '\(wireName)'; kept as raw JSON", wireName: wireName))
            return .unknown(try JSONValue(from: decoder))
        }
    }

    /// Decodes the member of a key-discriminated family: the first of `wireNames` that is a key of the object
    /// at the decoder (`{"Review": {…}}`, or the envelope a flattened family sits in); `nil` when none is.
    ///
    /// An unknown member (a user mapping that was cleared, a wire name of another family) is kept as
    /// `{wireName: value}`, so it encodes back under its key. `decoder` is the decoder of the key's value.
    public static func decodeKeyed(
        from decoder: any Decoder, wireNames: [String], table: TypeTable, family: String? = nil
    ) throws -> (wireName: String, member: FamilyMember, decoder: any Decoder)? {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let context = decoder.responseContext
        let registry = context?.registry ?? TypeRegistry.Snapshot(table: table)
        for wireName in wireNames where container.contains(AnyCodingKey(wireName)) {
            let memberDecoder = try container.superDecoder(forKey: AnyCodingKey(wireName))
            var member = try decode(
                from: memberDecoder, wireName: wireName, registry: registry, context: context, family: family)
            if case .unknown(let json) = member { member = .unknown(.object([wireName: json])) }
            return (wireName, member, memberDecoder)
        }
        return nil
    }

    /// Encodes the `unknown` value of a key-discriminated family: an object (`{wireName: value}`) whose
    /// members are written next to the container's own keys; anything else is an `EncodingError`.
    public static func encodeKeyedUnknown(_ json: JSONValue, to encoder: any Encoder) throws {
        guard case .object = json else {
            throw EncodingError.invalidValue(
                json,
                .init(
                    codingPath: encoder.codingPath,
                    debugDescription: "an unknown member of a key family must be an object {wireName: value}"))
        }
        try json.encode(to: encoder)
    }

    /// Decodes a standalone object (say a recorded body) by its discriminator.
    public static func decode(
        _ data: Data, discriminator: Discriminator, context: ResponseContext
    ) throws(CallFailure) -> FamilyMember {
        let box = try context.decode(FamilyBox.self, from: data, discriminator: discriminator)
        return box.member
    }

    /// Encodes a generated member and adds its discriminator (for `.field` discriminators).
    public static func encode<T: Encodable>(
        _ value: T, wireName: String, discriminator: Discriminator, to encoder: any Encoder
    ) throws {
        try value.encode(to: encoder)
        if case .field(let field) = discriminator {
            try encodeWireType(wireName, field: field, to: encoder)
        }
    }

    /// Writes a wire type name into its discriminator field.
    ///
    /// Generated structs that belong to a `{ field: … }` family call it at the end of their own
    /// `encode(to:)`, so a member encoded directly (a body, a property typed with the concrete model)
    /// keeps its discriminator; a later write of the same field (the family's) replaces it.
    public static func encodeWireType(_ wireName: String, field: String, to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(wireName, forKey: AnyCodingKey(field))
    }

    /// Encodes a user's object back with wire field names and its discriminator.
    public static func encode(_ object: CustomObject, discriminator: Discriminator, to encoder: any Encoder) throws {
        var json = object.raw
        if let value = object.value as? any Encodable {
            let context = encoder.responseContext ?? ResponseContext()
            let encoded = try JSONValue(encoding: value, context: context)
            if case .object(let members) = encoded,
                let override = context.registry.overrides[object.wireName]
            {
                json = .object(override.toFields(members))
            } else {
                json = encoded
            }
        }
        if case .field(let field) = discriminator, case .object(var members) = json {
            members[field] = .string(object.wireName)
            json = .object(members)
        }
        try json.encode(to: encoder)
    }
}

/// Decodes one family member at the top level of a body.
private struct FamilyBox: Decodable {
    let member: FamilyMember

    init(from decoder: any Decoder) throws {
        guard let discriminator = decoder.userInfo[FamilyBox.discriminatorKey] as? Discriminator else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no discriminator given"))
        }
        member = try FamilyCoding.decode(from: decoder, discriminator: discriminator, table: TypeTable())
    }

    static let discriminatorKey = CodingUserInfoKey(rawValue: "SchemaSDK.FamilyBox.discriminator")!
}

extension ResponseContext {
    fileprivate func decode(
        _ type: FamilyBox.Type, from data: Data, discriminator: Discriminator
    ) throws(CallFailure) -> FamilyBox {
        let decoder = makeJSONDecoder()
        decoder.userInfo[FamilyBox.discriminatorKey] = discriminator
        do {
            return try decoder.decode(FamilyBox.self, from: data)
        } catch let error as DecodingError {
            throw CallFailure.decoding(DecodingFailure(error, body: data))
        } catch {
            throw CallFailure.wrap(error)
        }
    }
}
