/// The `api:` section: everything about an API that is not an endpoint or a model.
public struct APIMetadata: Sendable {
    /// The display name.
    public var name: String
    /// The Swift module; the API enum is `<module>API`.
    public var module: String
    /// A description for the API enum's doc comment.
    public var description: String?
    /// An informational version string.
    public var version: String?
    /// The body format of responses.
    public var format: WireFormatName = .json
    /// How wire names become Swift names.
    public var naming: NamingRule = .camel
    /// Date formats accepted on input, in order.
    public var decodeDates: [DateFormatName] = [.iso8601]
    /// The date format written on output.
    public var encodeDate: DateFormatName = .iso8601
    /// How `bool` parameters are spelled in queries and form bodies (`parameterBooleans:`).
    public var parameterBooleans: BooleanSpellingName = .words
    /// What a JSON body with a key twice in one object, with two values, decodes to (`duplicateKeys:`).
    public var duplicateKeys: DuplicateKeyPolicyName = .reject
    /// Named hosts; `default` is always present.
    public var hosts: [String] = ["default"]
    /// Environments in source order.
    public var environments: [Environment] = []
    /// Settings sent with every authenticated request, in source order.
    public var settings: [Setting] = []
    /// The auth style and its keys.
    public var auth: Auth = Auth()
    /// The error envelope, if any.
    public var errors: ErrorEnvelope?
    /// Status-specific error bodies (`errors.statuses:`), in source order.
    public var errorStatuses: [ErrorStatus] = []
    /// Where the `api:` key is.
    public var location: SourceLocation

    /// Creates metadata with defaults.
    public init(name: String, module: String, location: SourceLocation) {
        self.name = name
        self.module = module
        self.location = location
    }

    /// Whether a setting is sent with requests: the signing secret of `signed-token` (`secretSetting`) and the
    /// credentials of the credential styles (sent by their middleware) never are.
    public func isSent(_ setting: Setting) -> Bool {
        !(auth.style == .signedToken && auth.option("secretSetting")?.value == setting.wire)
            && !auth.credentialSettings.contains(setting.wire)
    }

    /// A named environment with a base URL per host.
    public struct Environment: Sendable {
        /// The environment's name (a Swift case name).
        public var name: String
        /// Host name → base URL, in source order; a templated URL has `{variable}` placeholders.
        public var hosts: [(host: String, url: String, location: SourceLocation)]
        /// Where it is declared.
        public var location: SourceLocation
        /// Hosts whose base URL the SDK's glue discovers at runtime (`host: discovered`), in source order.
        public var discoveredHosts: [String] = []
        /// The variables of a templated environment (`variables:`), in source order; empty for a fixed one.
        public var variables: [HostVariable] = []

        /// Whether the environment is a template, emitted as a throwing constructor instead of a case.
        public var isTemplate: Bool { !variables.isEmpty }
    }

    /// A variable of a templated environment: a typed, validated constructor argument.
    public struct HostVariable: Sendable {
        /// The name used in `{name}` placeholders and as the argument label.
        public var name: String
        /// What a value must look like and where it may stand.
        public var kind: HostVariableKind
        /// A doc comment for the argument.
        public var description: String?
        /// Where it is declared.
        public var location: SourceLocation
    }

    /// A setting: a value the user gives once and that is sent with every authenticated request.
    public struct Setting: Sendable {
        /// The wire name.
        public var wire: String
        /// The Swift property name.
        public var swiftName: String
        /// The type.
        public var type: TypeExpression
        /// Where it travels (`query` unless `in:` says otherwise).
        public var placement: ParameterPlacement
        /// A default value (source text).
        public var defaultValue: String?
        /// Whether logs redact it.
        public var secret: Bool
        /// A doc comment.
        public var description: String?
        /// Where it is declared.
        public var location: SourceLocation
        /// Whether it is also sent on requests without authentication (`always: true`).
        public var always = false
        /// Whether `swift:` gave the name.
        public var hasExplicitSwiftName = false
    }

    /// The auth style with its style-specific keys (kept as text for the runtime's middleware).
    public struct Auth: Sendable {
        /// The style.
        public var style: AuthStyle = .none
        /// The style's keys in source order (`setting`, `parameter`, `obtainedBy`, …).
        public var options: [(key: String, value: String, location: SourceLocation)] = []
        /// Where it is declared.
        public var location: SourceLocation?

        /// The value of one option.
        public func option(_ key: String) -> (value: String, location: SourceLocation)? {
            options.first { $0.key == key }.map { ($0.value, $0.location) }
        }
    }

    /// The error envelope checked on responses.
    public struct ErrorEnvelope: Sendable {
        /// The envelope model.
        public var model: TypeExpression
        /// Whether to check every response or only 4xx/5xx ones.
        public var checkAlways: Bool
        /// The envelope properties that signal failure (any of them), in order; `failure: X` or `[X, Y]`.
        public var failures: [String]
        /// Where it is declared.
        public var location: SourceLocation
    }
}

/// `json` or `xml`.
public enum WireFormatName: String, Sendable, CaseIterable {
    /// JSON bodies.
    case json
    /// XML bodies.
    case xml
}

/// How `bool` parameters are spelled in queries, form bodies and multipart text parts.
public enum BooleanSpellingName: String, Sendable, CaseIterable {
    /// `true` / `false`.
    case words
    /// `1` / `0`.
    case numeric
}

/// What decoding does with a key repeated in one JSON object with another value (the runtime's
/// `DuplicateKeyPolicy`).
public enum DuplicateKeyPolicyName: String, Sendable, CaseIterable {
    /// A decoding failure.
    case reject
    /// Every occurrence dropped and reported; the rest decodes.
    case drop
}

/// The rule that derives Swift names from wire names.
public enum NamingRule: String, Sendable, CaseIterable {
    /// `first_name` → `firstName`, `ProductId` → `productID`.
    case camel
    /// FogBugz prefixes: `ixBug` → `bugID`, `sTitle` → `title`, `fOpen` → `isOpen`.
    case hungarian
}

/// A date format name of the schema language.
public enum DateFormatName: String, Sendable, CaseIterable {
    /// `2016-02-17T18:53:45Z`, `…+00:00`.
    case iso8601
    /// `2012-08-07T04:12:06.000+00:00`.
    case iso8601Fractional = "iso8601-fractional"
    /// `2016-02-17T18:53:45+0000`.
    case iso8601BasicOffset = "iso8601-basic-offset"
    /// `yyyy-MM-dd`.
    case date
    /// `HH:mm:ss.SSS`.
    case time
    /// Seconds since 1970.
    case unixSeconds = "unix-seconds"
    /// Milliseconds since 1970.
    case unixMilliseconds = "unix-milliseconds"
}

/// An auth style, each implemented once by the runtime's middleware.
public enum AuthStyle: String, Sendable, CaseIterable {
    /// No auth.
    case none
    /// A setting sent as a parameter.
    case queryKey = "query-key"
    /// A token obtained from a logon endpoint, sent as a parameter.
    case tokenParameter = "token-parameter"
    /// A session header with re-authentication.
    case sessionHeader = "session-header"
    /// Signed token headers with renewal.
    case signedToken = "signed-token"
    /// An API key from the settings in a header.
    case apiKeyHeader = "api-key-header"
    /// HTTP basic authentication with a user name and password from the settings.
    case basic
    /// A bearer token (from the settings, or renewed by the app's refresh).
    case bearer
    /// OAuth 2 bearer tokens from a token endpoint (client credentials, refresh tokens).
    case oauth2

    /// The keys this style accepts.
    public var allowedKeys: [String] {
        switch self {
        case .none: return []
        case .queryKey: return ["setting"]
        case .tokenParameter: return ["parameter", "in", "obtainedBy", "token", "reauthenticateOn", "invalidatedBy"]
        case .sessionHeader: return ["header", "obtainedBy", "token", "reauthenticateOn", "invalidatedBy"]
        case .signedToken:
            return [
                "obtainedBy", "token", "expires", "tokenHeader", "signatureHeader", "expiryHeader", "secretSetting",
                "renewOn",
            ]
        case .apiKeyHeader, .basic, .bearer, .oauth2: return credentialKeys
        }
    }
}
