import APIRuntime
import Foundation

/// Converts between Bridge JSON and Swift values, choosing each object's type by its own `"type"`.
///
/// The Swift form of BridgeSDK's `SBBObjectManager`, built on the runtime's `TypeRegistry` over the
/// generated table `SageBridgeAPI.typeTable`. Its four operations:
///
/// - ``object(fromBridgeJSON:)-(Data)``: JSON → ``BridgeObject``. The object's `"type"` picks the Swift type,
///   and so does every nested object in a position whose schema type is a family (`Survey.elements` →
///   ``SurveyElement``, `SurveyQuestion.constraints` → ``Constraints``, list `items` → ``BridgeObject``).
/// - ``bridgeJSON(from:)``: a value → JSON with `"type"` written back at every level and dates as ISO 8601
///   with milliseconds; free-form `json` fields (`clientData`, `configElements`, report `data`, option and
///   rule values) pass through untouched.
/// - ``setupMapping(forType:to:fieldToPropertyMappings:)``: from now on decode a Bridge type into your own
///   `Codable` type, renaming Bridge fields to your property names (fields you do not rename keep their names).
/// - ``clearMapping(forType:)``: decode that type into the built-in type again.
///
/// **Unknown types.** An object whose `"type"` has no Swift type is kept whole as JSON (the `.unknown` case of
/// its family), reported in ``BridgeDecoded/issues`` and to the issue handler, and written back unchanged by
/// ``bridgeJSON(from:)``. An array element of an unknown type stays in the array (BridgeSDK dropped it). A
/// JSON object without `"type"` where a family is expected is kept and reported the same way. Free-form
/// fields are never dispatched, even when they contain `"type"` keys.
///
/// **Known types that do not fit.** An object whose `"type"` is known but whose fields do not fit that type (a
/// required field missing, a field of the wrong shape) is kept raw the same way, reported as `invalidObject` at its
/// path with the failing field in the message; the rest of the response decodes. The unit is the nearest family
/// position: a bad field inside a concrete child (`ScheduledActivity.activity`) keeps the enclosing family member
/// raw.
///
/// **Where mappings apply.** A registered type replaces the built-in one wherever a family decodes: the top
/// level of ``object(fromBridgeJSON:)-(Data)`` and every family-typed position below it (as the family's
/// `custom` case; `value(as:)` of every family, a `FamilyValue`, answers with your type). To get your type itself,
/// ask for it: ``object(fromBridgeJSON:as:)-(Data,_)`` here and ``BridgeSession/send(_:as:)`` / ``BridgeSession/items(of:as:)``
/// for calls. Nested objects of registered types inside your type are renamed by their own mappings. A property
/// whose schema type is one concrete model (`ScheduledActivity.activity: Activity`) of a generated type always
/// holds the built-in type.
///
/// Differences from `SBBObjectManager`, on purpose: registering without renamings means "same names" (the
/// header's promise; the shipped code cleared the mapping), a mapping works for a type name the table does not
/// know, and unknown types are kept instead of becoming `nil`.
public final class BridgeObjectManager: Sendable {
    /// The type table with the mappings registered through this manager.
    public let registry: TypeRegistry
    let issueHandler: (@Sendable (DecodingIssue) -> Void)?

    /// Creates a manager over the generated type table, or over a registry shared with a ``BridgeSession``.
    ///
    /// - Parameters:
    ///   - registry: The registry to read and register mappings in.
    ///   - issueHandler: Also receives every issue (unknown types kept raw, …) as it happens, e.g. for logging.
    public init(
        registry: TypeRegistry = TypeRegistry(table: SageBridgeAPI.typeTable),
        issueHandler: (@Sendable (DecodingIssue) -> Void)? = nil
    ) {
        self.registry = registry
        self.issueHandler = issueHandler
    }

    // MARK: Mappings

    /// Decodes the Bridge type `wireName` into `type` from now on, renaming Bridge fields to properties.
    ///
    /// - Parameters:
    ///   - wireName: The Bridge `"type"` value (`ScheduledActivity`); an empty name is ignored.
    ///   - type: Your `Codable` type; its coding keys are the renamed names.
    ///   - fieldToPropertyMappings: Bridge field name → your coding key; fields not listed keep their names.
    public func setupMapping<T: Codable & Sendable>(
        forType wireName: String, to type: T.Type, fieldToPropertyMappings: [String: String] = [:]
    ) {
        registry.register(type, forWireName: wireName, fieldMapping: fieldToPropertyMappings)
    }

    /// Removes the mapping of a Bridge type; it decodes into the built-in type again (no-op without one).
    public func clearMapping(forType wireName: String) {
        registry.clearMapping(forWireName: wireName)
    }

    // MARK: Decoding

    /// Decodes one Bridge object by its `"type"`.
    ///
    /// An object of a known type that lacks a required field or has a field of the wrong shape is kept raw as
    /// `.unknown` and reported as `DecodingIssue.Kind.invalidObject`, like an unknown `"type"`, at the
    /// top level and at every family position below it.
    ///
    /// - Throws: ``BridgeObjectError/malformedJSON(_:)`` when the bytes are not JSON.
    public func object(fromBridgeJSON data: Data) throws(BridgeObjectError) -> BridgeDecoded<BridgeObject> {
        try decode(BridgeObject.self, fromBridgeJSON: data)
    }

    /// Decodes one Bridge object, already parsed, by its `"type"`.
    public func object(fromBridgeJSON json: JSONValue) throws(BridgeObjectError) -> BridgeDecoded<BridgeObject> {
        try decode(BridgeObject.self, fromBridgeJSON: json)
    }

    /// Decodes a JSON array of Bridge objects, each by its own `"type"`.
    public func objects(fromBridgeJSON data: Data) throws(BridgeObjectError) -> BridgeDecoded<[BridgeObject]> {
        try decode([BridgeObject].self, fromBridgeJSON: data)
    }

    /// Decodes Bridge JSON into a known type (a generated model, a family, or a list of them).
    ///
    /// Families inside it still dispatch by `"type"` through the registry.
    public func decode<T: Decodable & Sendable>(
        _ type: T.Type, fromBridgeJSON data: Data
    ) throws(BridgeObjectError) -> BridgeDecoded<T> {
        let collector = IssueCollector(forwardingTo: issueHandler)
        let context = responseContext(issueHandler: collector.handler)
        do {
            let value = try context.decode(T.self, from: data)
            return BridgeDecoded(value: value, issues: collector.issues)
        } catch {
            throw BridgeObjectError(decoding: error, data: data)
        }
    }

    /// Decodes already-parsed Bridge JSON into a known type.
    public func decode<T: Decodable & Sendable>(
        _ type: T.Type, fromBridgeJSON json: JSONValue
    ) throws(BridgeObjectError) -> BridgeDecoded<T> {
        let data: Data
        do {
            data = try json.serialized()
        } catch {
            throw BridgeObjectError.unencodable(error.description)
        }
        return try decode(type, fromBridgeJSON: data)
    }

    /// A response context with the API's date formats and the registry as of now.
    public func responseContext(issueHandler: (@Sendable (DecodingIssue) -> Void)? = nil) -> ResponseContext {
        ResponseContext(
            codingOptions: SageBridgeAPI.codingOptions, registry: registry.snapshot(),
            issueHandler: issueHandler ?? self.issueHandler)
    }
}

/// Why the object manager could not turn JSON into a value or a value into JSON.
///
/// An unknown `"type"` is not among them: such objects are kept raw and reported (see ``BridgeObjectManager``).
public enum BridgeObjectError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bytes are not JSON; the message says where parsing stopped.
    case malformedJSON(String)
    /// An object of a known type does not fit it (a required field is missing or has the wrong shape).
    case invalidObject(DecodingFailure)
    /// The value could not be encoded as JSON.
    case unencodable(String)

    /// Classifies a decoding failure of `data`.
    init(decoding error: CallFailure, data: Data) {
        if (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) == nil {
            self = .malformedJSON(error.description)
        } else if case .decoding(let failure) = error {
            self = .invalidObject(failure)
        } else {
            self = .malformedJSON(error.description)
        }
    }

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .malformedJSON(let message): return "not JSON: \(message)"
        case .invalidObject(let failure): return "invalid Bridge object: \(failure.description)"
        case .unencodable(let message): return "cannot encode: \(message)"
        }
    }
}
