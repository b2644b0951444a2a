import APIRuntime
import Foundation

extension BridgeObjectManager {
    /// Bridge JSON from a value: a ``BridgeObject``, a generated model, a registered type, or an array of them.
    ///
    /// `"type"` is written back for every object whose Swift type has a wire name (the generated type's own,
    /// or the name a mapping registered it under), registered types get their Bridge field names back, dates
    /// are written as ISO 8601 with milliseconds, and `JSONValue` content (free-form fields, unknown objects)
    /// passes through unchanged.
    ///
    /// - Throws: ``BridgeObjectError/unencodable(_:)`` when the value cannot be encoded (a non-finite number, …).
    public func bridgeJSON<T: Encodable>(from value: T) throws(BridgeObjectError) -> JSONValue {
        let snapshot = registry.snapshot()
        let context = ResponseContext(codingOptions: SageBridgeAPI.codingOptions, registry: snapshot)
        var json: JSONValue
        do {
            json = try JSONValue(encoding: value, context: context)
        } catch {
            throw BridgeObjectError.unencodable(error.description)
        }
        guard case .object(var members) = json else { return json }
        if let wireName = snapshot.wireName(for: T.self) {
            if let override = snapshot.overrides[wireName], ObjectIdentifier(T.self) == ObjectIdentifier(override.type)
            {
                members = Self.fieldNames(members, mapping: override.fieldMapping)
            }
            if members["type"] == nil { members["type"] = .string(wireName) }
            json = .object(members)
        }
        return json
    }

    /// Bridge JSON bytes from a value (compact, keys sorted).
    public func bridgeJSONData<T: Encodable>(from value: T) throws(BridgeObjectError) -> Data {
        let json = try bridgeJSON(from: value)
        do {
            return try json.serialized()
        } catch {
            throw BridgeObjectError.unencodable(error.description)
        }
    }

    /// Renames a registered type's properties back to Bridge field names.
    static func fieldNames(_ members: [String: JSONValue], mapping: [String: String]) -> [String: JSONValue] {
        guard !mapping.isEmpty else { return members }
        var fieldForProperty: [String: String] = [:]
        for (field, property) in mapping { fieldForProperty[property] = field }
        var renamed: [String: JSONValue] = [:]
        for (key, value) in members { renamed[fieldForProperty[key] ?? key] = value }
        return renamed
    }
}
