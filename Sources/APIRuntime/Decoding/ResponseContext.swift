import Foundation

/// What decoding a response needs: the API's coding options, the type registry snapshot and an issue sink.
///
/// The client builds one per call; ``Client/decodeRecorded(_:for:statusCode:)`` and tests build their own to decode
/// recorded bodies with no network.
public struct ResponseContext: Sendable {
    /// Date formats and other coding options.
    public var codingOptions: CodingOptions
    /// The type table with the user's overrides, as of the call.
    public var registry: TypeRegistry.Snapshot
    /// Receives non-fatal problems (unknown wire types kept raw, lossy fields dropped); `nil` ignores them.
    public var issueHandler: (@Sendable (DecodingIssue) -> Void)?
    /// The call's reply parsed as XML at most once (``xmlTree(parsing:)``); set by the pipeline for XML APIs.
    var sharedXMLParse: SharedXMLParse?
    /// The call's reply scanned for repeated keys at most once (`SharedJSONScan`); set by the pipeline for JSON APIs.
    var sharedJSONScan: SharedJSONScan?

    /// Creates a context.
    public init(
        codingOptions: CodingOptions = CodingOptions(), registry: TypeRegistry.Snapshot = TypeRegistry.Snapshot(),
        issueHandler: (@Sendable (DecodingIssue) -> Void)? = nil
    ) {
        self.codingOptions = codingOptions
        self.registry = registry
        self.issueHandler = issueHandler
    }

    /// A context with an API's coding options and its generated type table, without user overrides.
    public init<API: APIDefinition>(for api: API.Type, issueHandler: (@Sendable (DecodingIssue) -> Void)? = nil) {
        self.init(
            codingOptions: API.codingOptions, registry: TypeRegistry.Snapshot(table: API.typeTable),
            issueHandler: issueHandler)
    }

    /// A JSON decoder with the API's date formats and this context in its `userInfo`.
    public func makeJSONDecoder() -> JSONDecoder {
        let decoder = codingOptions.makeJSONDecoder()
        decoder.userInfo[.responseContext] = self
        return decoder
    }

    /// A JSON encoder with the API's date format and this context in its `userInfo`.
    public func makeJSONEncoder() -> JSONEncoder {
        let encoder = codingOptions.makeJSONEncoder()
        encoder.userInfo[.responseContext] = self
        return encoder
    }

    /// Decodes JSON, turning a `DecodingError` into ``CallFailure/decoding(_:)`` with the path and a body snippet.
    ///
    /// A body with a key twice in one object with two different values is a decoding failure too (see
    /// `JSONDuplicateKeys`): which one counts is undefined, and Foundation's decoder would silently keep the first.
    /// With ``CodingOptions/duplicateKeys`` set to ``DuplicateKeyPolicy/drop`` such keys are dropped and reported
    /// instead. The body is scanned once per call, however many steps decode it (`SharedJSONScan`).
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(CallFailure) -> T {
        if codingOptions.duplicateKeys == .drop, case .dropped(let body, let conflicts) = duplicateKeyScan(of: data) {
            do {
                return try makeJSONDecoder().decode(T.self, from: body)
            } catch {
                var failure = Self.failure(error, body: body)
                if case .decoding(var detail) = failure {
                    detail.message += " (" + conflicts.map(\.note).joined(separator: "; ") + ")"
                    failure = .decoding(detail)
                }
                throw failure
            }
        }
        do {
            let value = try makeJSONDecoder().decode(T.self, from: data)
            if codingOptions.duplicateKeys == .reject,
                case .rejected(let key, let offset) = duplicateKeyScan(of: data)
            {
                throw JSONDuplicateKeys.failure(key: key, offset: offset, body: data)
            }
            return value
        } catch {
            throw Self.failure(error, body: data)
        }
    }

    /// A decoding error as ``CallFailure/decoding(_:)`` with the path and a snippet of the body.
    private static func failure(_ error: any Error, body: Data) -> CallFailure {
        switch error {
        case let error as CallFailure: return error
        case let error as DecodingError: return CallFailure.decoding(DecodingFailure(error, body: body))
        default:
            return CallFailure.decoding(
                DecodingFailure(
                    codingPath: "", message: String(describing: error), bodySnippet: DecodingFailure.snippet(of: body)))
        }
    }

    /// Hands an issue to the issue handler.
    public func report(_ issue: DecodingIssue) {
        issueHandler?(issue)
    }
}

extension CodingUserInfoKey {
    /// The ``ResponseContext`` of the current decode or encode, read by family decoding and lossy helpers.
    public static let responseContext = CodingUserInfoKey(rawValue: "SchemaSDK.ResponseContext")!
}

extension Decoder {
    /// The response context of this decode, if the decoder came from a ``ResponseContext``.
    public var responseContext: ResponseContext? {
        userInfo[.responseContext] as? ResponseContext
    }
}

extension Encoder {
    /// The response context of this encode, if the encoder came from a ``ResponseContext``.
    public var responseContext: ResponseContext? {
        userInfo[.responseContext] as? ResponseContext
    }
}

/// A non-fatal decoding problem: the value was kept raw or dropped, and decoding went on.
public struct DecodingIssue: Sendable, Hashable, CustomStringConvertible {
    /// The category of an issue.
    public enum Kind: String, Sendable, Hashable {
        /// A wire type name with no Swift type; the object was kept as `JSONValue`.
        case unknownWireType
        /// An object of a family without its discriminator; kept as `JSONValue`.
        case missingDiscriminator
        /// An object whose wire type is known but whose payload does not fit that type (a required field missing,
        /// a field of the wrong shape); kept as `JSONValue` so the rest of the response decodes.
        case invalidObject
        /// An optional field that failed to decode and became `nil`.
        case droppedField
        /// An ordered map's order array names a key the map does not have.
        case danglingOrderKey
    }

    /// The category.
    public var kind: Kind
    /// Where in the body, as dotted text.
    public var codingPath: String
    /// What happened.
    public var message: String
    /// The wire type name the issue is about (`unknownWireType`, `invalidObject`), if any.
    public var wireName: String?

    /// Creates an issue.
    public init(kind: Kind, codingPath: [any CodingKey], message: String, wireName: String? = nil) {
        self.kind = kind
        self.codingPath = DecodingFailure.format(codingPath)
        self.message = message
        self.wireName = wireName
    }

    /// `<kind> at <path>: <message>`.
    public var description: String { "\(kind.rawValue) at \(codingPath.isEmpty ? "<root>" : codingPath): \(message)" }
}
