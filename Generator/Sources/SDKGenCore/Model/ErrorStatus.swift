/// One status-specific error body: `412: { model: UserSessionInfo, case: consentRequired }` under `api.errors.statuses`
/// or an endpoint's `errors:`.
///
/// A response whose status the entry's ``key`` matches is decoded as ``model`` and thrown as
/// `ClientError.api(.<caseName>(body), response:)`; a body that does not decode falls back to the API's base error model and
/// then to `ClientError.httpStatus`.
public struct ErrorStatus: Sendable {
    /// The status or status class the entry answers.
    public var key: ErrorStatusKey
    /// The body's model (a struct model).
    public var model: TypeExpression
    /// The `Failure` case that carries the body: `case:`, or the model's Swift name in lower camel case.
    public var caseName: String
    /// Whether `case:` gave ``caseName``.
    public var hasExplicitCaseName: Bool
    /// Where the entry's status key is written.
    public var location: SourceLocation
    /// Where `case:` is written, if it is.
    public var caseLocation: SourceLocation?

    /// The case name a model gives when `case:` does not: its Swift name in lower camel case (`UserSessionInfo` →
    /// `userSessionInfo`).
    public static func defaultCaseName(forModel swiftName: String) -> String {
        SwiftNaming.camel(swiftName)
    }
}

/// The status an error entry answers: an exact code (`404`) or a class (`4XX`, `5XX`).
public enum ErrorStatusKey: Sendable, Hashable, CustomStringConvertible {
    /// One status code, 100–599 outside 2xx.
    case exact(Int)
    /// Every status of a class: `4` for `4XX`, `5` for `5XX`.
    case range(Int)

    /// Parses `404`, `4XX` or `4xx`; `nil` for anything else (a 2xx status included, see ``isSuccess``).
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let code = Int(trimmed), trimmed.count == 3, (100...599).contains(code) {
            self = .exact(code)
        } else if trimmed.count == 3, trimmed.uppercased().hasSuffix("XX"), let digit = Int(trimmed.prefix(1)),
            (1...5).contains(digit)
        {
            self = .range(digit)
        } else {
            return nil
        }
    }

    /// Whether the key names successful statuses (`200`, `2XX`), which are never errors.
    public var isSuccess: Bool {
        switch self {
        case .exact(let code): return (200...299).contains(code)
        case .range(let digit): return digit == 2
        }
    }

    /// Whether an exact key falls in a class key (`404` in `4XX`), or the keys are equal.
    public func isCovered(by other: ErrorStatusKey) -> Bool {
        switch (self, other) {
        case (.exact(let code), .range(let digit)): return code / 100 == digit
        default: return self == other
        }
    }

    /// `404` or `4XX`, as the schema writes it.
    public var description: String {
        switch self {
        case .exact(let code): return String(code)
        case .range(let digit): return "\(digit)XX"
        }
    }

    /// The Swift `case` pattern matching `response.statusCode`: `404` or `400...499`.
    var swiftPattern: String {
        switch self {
        case .exact(let code): return String(code)
        case .range(let digit): return "\(digit * 100)...\(digit * 100 + 99)"
        }
    }
}

extension Schema {
    /// Whether any status-specific error body exists (`api.errors.statuses` or an endpoint's `errors:`): then the
    /// API's `Failure` is a generated enum instead of an alias of the base error model.
    public var hasStatusErrors: Bool {
        !(api?.errorStatuses.isEmpty ?? true) || endpoints.contains { !$0.errors.isEmpty }
    }

    /// The status entries that apply to an endpoint, in the order a `switch` tries them: the endpoint's own, then the
    /// API's that none of the endpoint's covers (an endpoint's `4XX` shadows the API's `404`); exact codes before
    /// classes.
    public func errorStatuses(for endpoint: Endpoint) -> [ErrorStatus] {
        let own = endpoint.errors
        let inherited = (api?.errorStatuses ?? []).filter { entry in
            !own.contains { entry.key.isCovered(by: $0.key) }
        }
        let all = own + inherited
        let exact = all.filter { if case .exact = $0.key { return true } else { return false } }
        return exact + all.filter { if case .range = $0.key { return true } else { return false } }
    }
}

extension Schema {
    /// Gives each error entry without `case:` its default case name, from its model's Swift name.
    mutating func deriveErrorCaseNames() {
        var swiftNames: [String: String] = [:]
        for model in models where swiftNames[model.name] == nil { swiftNames[model.name] = model.swiftName }
        func derive(_ entries: inout [ErrorStatus]) {
            for index in entries.indices where !entries[index].hasExplicitCaseName {
                guard case .named(let name, _) = entries[index].model.type.nonOptional else { continue }
                entries[index].caseName = ErrorStatus.defaultCaseName(forModel: swiftNames[name] ?? name)
            }
        }
        if var metadata = api {
            derive(&metadata.errorStatuses)
            api = metadata
        }
        for index in endpoints.indices { derive(&endpoints[index].errors) }
    }
}
