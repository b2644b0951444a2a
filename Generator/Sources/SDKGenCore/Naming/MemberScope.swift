/// A scope that generated members live in, with the names the generated type already has there.
///
/// Every member name derived from a wire name passes through its scope's ``spelling(for:)``: a name the scope
/// reserves (a `Request` member such as `path`, an open enum's `knownValues`, `self`, `init`) gets the scope's suffix
/// (`pathParameter`, `knownValuesValue`), so a derived name never collides with what the generated type declares or
/// inherits. A name given with `swift:` is the user's choice and is not changed; the validator reports it when the
/// scope reserves it (``reservationProblem(_:)``), with this spelling as the hint.
public enum MemberScope: Sendable, CaseIterable {
    /// Stored properties of a request struct (`Request` members, `API`, `Response`, `additionalParameters`).
    case request
    /// Stored properties of a struct model (`hashValue`, which `Hashable` would take as its hash).
    case model
    /// Static constants of an open enum (`rawValue`, `knownValues`, `isCaseInsensitive`).
    case enumeration
    /// Cases of a polymorphic family (`custom`, `unknown`, `wireNames`, `discriminator`, …).
    case family
    /// Properties of an API's `Settings` struct.
    case settings
    /// Cases and constructors of an API's `Environment` enum (`custom`, `baseURL`).
    case environment
    /// Arguments of a templated environment's constructor (the constructor's own locals).
    case hostVariable

    /// Names no generated member may have in any scope: they mean something else after a dot or in an initializer.
    static let everywhere: Set<String> = ["init", "self", "Self", "Type", "Protocol", "super", "_"]

    /// The names this scope's generated type already has (besides ``everywhere``).
    public var reserved: Set<String> {
        switch self {
        case .request:
            return [
                "API", "Response", "method", "host", "path", "parameters", "wholeBody", "placement", "headerText",
                "bodyEncoding", "headerFields", "isIdempotent", "requiresAuthentication", "parseResponse",
                "additionalParameters", "pageURL", "ResponseHeaders", "Element", "streamFormat",
            ]
        case .model, .settings:
            // A stored `hashValue` would silently become the `Hashable` hash (Swift only warns).
            return ["hashValue"]
        case .enumeration:
            // A static `rawValue` confuses the inference of `RawValue` in later conformances (`XMLScalar`).
            return ["rawValue", "knownValues", "isCaseInsensitive"]
        case .family:
            return [
                "custom", "unknown", "wireNames", "discriminator", "decodeIfPresent", "familyMember", "customObject",
            ]
        case .environment:
            return ["custom", "baseURL"]
        case .hostVariable:
            return ["values"]
        }
    }

    /// What a name collides with, for messages.
    var owner: String {
        switch self {
        case .request: return "a member every request has"
        case .model: return "a member every model has"
        case .enumeration: return "a member every open enum has"
        case .family: return "a member every family has"
        case .settings: return "a member of the settings"
        case .environment: return "a member of the environment enum"
        case .hostVariable: return "a name the environment constructor uses"
        }
    }

    /// The suffix a reserved derived name gets.
    var suffix: String {
        switch self {
        case .request: return "Parameter"
        case .family: return "Member"
        case .environment: return "Environment"
        default: return "Value"
        }
    }

    /// Whether the scope reserves a name.
    public func reserves(_ name: String) -> Bool {
        Self.everywhere.contains(name) || reserved.contains(name)
    }

    /// The final spelling of a derived name: unchanged, or with the scope's suffix when the scope reserves it.
    public func spelling(for name: String) -> String {
        guard reserves(name) else { return name }
        if name == "_" { return suffix.prefix(1).lowercased() + suffix.dropFirst() }
        let base = name.first?.isUppercase == true ? name.prefix(1).lowercased() + name.dropFirst() : name
        return base + suffix
    }

    /// Why a name given with `swift:` cannot be used in this scope, or `nil`.
    public func reservationProblem(_ name: String) -> String? {
        reserves(name) ? "'\(name)' is \(owner)" : nil
    }
}
