import Foundation

extension APIMetadata.Auth {
    /// The integers of a list key (`reauthenticateOn: [401]`, `renewOn: [1101, 1104]`), in source order.
    ///
    /// An item that is not an integer is left out; the validator reports it.
    public func codes(_ key: String) -> [Int] {
        guard let (value, _) = option(key) else { return [] }
        return value.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// The items of a list key as written, in source order.
    public func items(_ key: String) -> [String] {
        guard let (value, _) = option(key) else { return [] }
        return value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// Whether a `token-parameter` token travels in a form or multipart body when the request has one (`in: body`).
    public var tokenInFormBody: Bool { option("in")?.value == TokenPlacement.body.rawValue }

    /// The endpoint keys of the style: endpoints that obtain (`obtainedBy`) or end (`invalidatedBy`) the credential.
    public static let endpointKeys = ["obtainedBy", "invalidatedBy"]

    /// The setting keys of the style: settings that hold the key (`setting`) or the signing secret (`secretSetting`).
    public static let settingKeys = ["setting", "secretSetting"]

    /// The response-property keys of the style, with the type each property must have.
    public static let responseKeys: [(key: String, type: ScalarType)] = [("token", .string), ("expires", .dateTime)]

    /// The list keys of the style, with the range their integers must lie in and what they are.
    public static let codeKeys: [(key: String, range: ClosedRange<Int>, what: String)] = [
        ("reauthenticateOn", 100...599, "an HTTP status"), ("renewOn", Int.min...Int.max, "an API error code"),
    ]
}

/// Where a `token-parameter` token travels (`auth.in`).
public enum TokenPlacement: String, Sendable, CaseIterable {
    /// Always in the query string (the default).
    case query
    /// In a form-URL-encoded or multipart body when the request has one, otherwise in the query.
    case body
}
