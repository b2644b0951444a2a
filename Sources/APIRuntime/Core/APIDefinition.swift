import Foundation

/// The fixed facts of one API, emitted by the generator as an enum in the API's module.
///
/// The runtime stays generic: everything that is special about an API (hosts, wire format,
/// date formats, settings sent with every request, the error envelope, the type table) is
/// declared in its schema and reaches the runtime through this protocol.
public protocol APIDefinition: Sendable {
    /// The environments (production, staging, a custom host) the API can be reached at.
    associatedtype Environment: APIEnvironment
    /// The settings sent with every request (a passkey, an API version, …).
    associatedtype Settings: Sendable
    /// The API's own error: the schema's `errors:` model, carried by ``ClientError/api(_:response:)``.
    ///
    /// Generated as `typealias Failure = <the model>`, or, when the schema has error bodies per status
    /// (`statuses:`, an endpoint's `errors:`), as an enum with `envelope(<the model>)` and one case per body;
    /// `Never` (no such case can occur) without `errors:`.
    associatedtype Failure: Error & Sendable = Never
    /// The failures of the SDK's session wrapper (no token, consent required, …), carried by
    /// ``ClientError/session(_:)``.
    ///
    /// Declared by the SDK's handwritten glue (`extension FogBugzAPI { public typealias SessionFailure =
    /// FogBugzSessionError }`); `Never` for an API whose SDK has no session wrapper.
    associatedtype SessionFailure: Error & Sendable = Never

    /// The API's display name.
    static var name: String { get }
    /// The body format of responses.
    static var wireFormat: WireFormat { get }
    /// Date formats and other coding options.
    static var codingOptions: CodingOptions { get }
    /// The table from wire type names to Swift types, for polymorphic families and object mapping.
    static var typeTable: TypeTable { get }

    /// The parameters and headers that the settings add to every authenticated request.
    static func settingParameters(_ settings: Settings) -> Parameters

    /// The parameters and headers that the settings add to requests without authentication (sign-in,
    /// discovery): the schema's `always: true` settings (Bridge's `User-Agent`). None by default.
    static func unauthenticatedSettingParameters(_ settings: Settings) -> Parameters

    /// Checks a response body for the API's error envelope and throws it as ``ClientError/api(_:response:)``.
    ///
    /// Called before decoding on every response, including those with status 200. A body that announces an
    /// error but does not decode throws `.decoding` or `.transport`.
    static func checkForErrors(in response: HTTPResponse, context: ResponseContext) throws(ClientError<Self>)
}

extension APIDefinition {
    /// No settings on requests without authentication.
    public static func unauthenticatedSettingParameters(_ settings: Settings) -> Parameters { Parameters() }

    /// No error envelope beyond the HTTP status.
    public static func checkForErrors(in response: HTTPResponse, context: ResponseContext) throws(ClientError<Self>) {}
}

/// Where an API is reached: a base URL for each named host.
public protocol APIEnvironment: Sendable {
    /// The base URL of a named host (`"default"`, `"media"`, …), ending in `/` or `?` as the API needs.
    func baseURL(forHost host: String) -> URL?
}

/// The body format of an API's responses.
public enum WireFormat: String, Sendable, Hashable {
    /// JSON bodies.
    case json
    /// XML bodies.
    case xml
}
