import Foundation

/// Decodes a union (`oneOf` without a discriminator) by trying its members in order, keeping their failures.
///
/// The generated `init(from:)` of a union model:
///
/// ```swift
/// var attempts = UnionAttempts(decoder, union: "Outcome")
/// if let value = attempts.decode(SearchResult.self, "SearchResult") {
///     self = .searchResult(value)
/// } else if let value = attempts.decode(Problem.self, "Problem") {
///     self = .problem(value)
/// } else {
///     throw attempts.noMemberFits()
/// }
/// ```
public struct UnionAttempts {
    private let decoder: any Decoder
    private let union: String
    /// The failures of the members tried so far, in order.
    public private(set) var failures: [UnionDecodingFailure.Member] = []

    /// Starts decoding the union `union` from `decoder`.
    public init(_ decoder: any Decoder, union: String) {
        self.decoder = decoder
        self.union = union
    }

    /// The value decoded as the member `type`, or `nil` with its failure kept.
    ///
    /// A member decodes once per position of a document while the outermost union on the thread decodes
    /// (its outcome is remembered): a union nested in its own members costs linear work, not exponential.
    public mutating func decode<Member: Decodable>(_ type: Member.Type, _ name: String) -> Member? {
        let decoder = self.decoder
        let outcome = UnionMemo.withMemo { memo -> UnionMemo.Outcome in
            let key = memo.key(decoder, Member.self, name: name)
            if let key, let known = memo[key] { return known }
            let outcome: UnionMemo.Outcome
            do {
                // Through a single-value container, as a property's value is read: the decoder's strategies for
                // dates, bytes and URLs apply (`Date(from:)` would read a number, `URL(from:)` an object).
                outcome = .value(try decoder.singleValueContainer().decode(Member.self))
            } catch {
                outcome = .failure(Self.failure(error, name: name, base: decoder.codingPath))
            }
            if let key { memo[key] = outcome }
            return outcome
        }
        switch outcome {
        case .value(let value as Member):
            return value
        case .value(let value):
            failures.append(.init(type: name, codingPath: "", message: "remembered as a \(Swift.type(of: value))"))
            return nil
        case .failure(let failure):
            failures.append(failure)
            return nil
        }
    }

    /// The error when no member fits: `DecodingError.dataCorrupted` at the union's coding path whose
    /// `underlyingError` is the ``UnionDecodingFailure`` with every member's failure.
    public func noMemberFits() -> DecodingError {
        let failure = UnionDecodingFailure(union: union, members: failures)
        return .dataCorrupted(
            DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: failure.description, underlyingError: failure))
    }

    /// A member failure with its coding path relative to the union.
    static func failure(_ error: any Error, name: String, base: [any CodingKey]) -> UnionDecodingFailure.Member {
        guard let error = error as? DecodingError else {
            return .init(type: name, codingPath: "", message: String(describing: error))
        }
        let (fullPath, message): ([any CodingKey], String) =
            switch error {
            case .typeMismatch(let type, let context):
                (context.codingPath, "expected \(type): \(context.debugDescription)")
            case .valueNotFound(let type, let context):
                (context.codingPath, "no \(type) value: \(context.debugDescription)")
            case .keyNotFound(let key, let context): (context.codingPath + [key], "missing key '\(key.stringValue)'")
            case .dataCorrupted(let context): (context.codingPath, context.debugDescription)
            @unknown default: ([], String(describing: error))
            }
        // Rendered as every decoding failure's path is, so that an array index and a key that only has an integer
        // value (`"404"` in a map of statuses) read the same in a union's message as elsewhere.
        let path = DecodingFailure.format(Array(fullPath.dropFirst(base.count)))
        return .init(type: name, codingPath: path, message: bounded(message))
    }

    /// The longest message kept for one member's failure, in characters.
    ///
    /// A member that fails inside a nested union carries that union's whole description, which names every
    /// member of its own: without a bound, a union nested `d` deep in its members writes `2^d` characters.
    static let maximumMessageLength = 600

    /// `message`, cut to ``maximumMessageLength`` characters with a note of what was left out.
    static func bounded(_ message: String) -> String {
        guard message.count > maximumMessageLength else { return message }
        let kept = message.prefix(maximumMessageLength)
        return "\(kept)… (\(message.count - kept.count) more characters)"
    }
}

extension UnionAttempts {
    /// Encodes a union's held member as the encoder's single value, as a property's value is written: the encoder's
    /// strategies for dates, bytes and URLs apply (`URL.encode(to:)` alone would write an object).
    public static func encode<Member: Encodable>(_ value: Member, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
