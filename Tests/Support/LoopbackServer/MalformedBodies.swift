import Foundation

/// One malformed variant of a recorded body and what a correct decoder may do with it.
public struct MalformedVariant: Sendable, CustomStringConvertible {
    /// What a decoder may do with a variant; it must never crash.
    public enum Expectation: Sendable, Hashable {
        /// Not well-formed JSON / XML: the decode must throw a typed error.
        case invalid
        /// Well-formed but the wrong shape: throw, or succeed only with a decoding issue reported.
        case wrongShape
        /// A field's value was replaced: throw, report an issue, decode to the same value as the original (the field
        /// is not modelled), or keep one of the markers in the result (a free-form field, or a number read as a
        /// Unix timestamp where the API's date formats allow one).
        case replaced(markers: [String])
    }

    /// What was done to the body (`truncated at 50%`, `string → number #3`).
    public let name: String
    /// The malformed bytes.
    public let body: Data
    /// What a decoder may do with them.
    public let expectation: Expectation

    /// Creates a variant.
    public init(name: String, body: Data, expectation: Expectation) {
        self.name = name
        self.body = body
        self.expectation = expectation
    }

    /// The variant's name.
    public var description: String { name }
}

/// Derives malformed variants of recorded JSON and XML bodies, for tests that decoding fails typed and never crashes.
///
/// ```swift
/// for variant in MalformedBodies.json(from: fixture) {
///     // decode variant.body through the SDK's real path, check variant.expectation
/// }
/// ```
public enum MalformedBodies {
    /// The marker a number is replaced with (`"MALFORMED-VALUE"`, a string where a number was).
    public static let textMarker = "MALFORMED-VALUE"
    /// The number a string is replaced with.
    public static let numberMarker = "918273645"
    /// How a decoded value spells ``numberMarker`` read as a Unix timestamp (a date field of an API that accepts them).
    public static let numberMarkerAsDate = String(describing: Date(timeIntervalSince1970: 918_273_645))
    /// A huge but finite number (`1e300`) put where a number was.
    public static let hugeNumber = "1e300"
    /// A proxy's HTML error page.
    public static let htmlErrorPage = Data(
        """
        <!DOCTYPE html>
        <html><head><title>502 Bad Gateway</title></head>
        <body><h1>502 Bad Gateway</h1><p>The upstream server did not answer.</p></body></html>
        """.utf8)

    /// Variants shared by both formats: empty bodies, truncations, the HTML page.
    static func common(_ original: Data) -> [MalformedVariant] {
        var variants = [
            MalformedVariant(name: "empty body", body: Data(), expectation: .invalid),
            MalformedVariant(name: "whitespace only", body: Data(" \r\n\t".utf8), expectation: .invalid),
            MalformedVariant(name: "HTML error page", body: htmlErrorPage, expectation: .invalid),
        ]
        let bytes = [UInt8](original)
        var end = bytes.count
        while end > 0, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[end - 1]) { end -= 1 }
        var cuts = Set<Int>()
        for cut in [1, end / 10, end / 2, end * 9 / 10, end - 1] where cut > 0 && cut < end && cuts.insert(cut).inserted
        {
            variants.append(
                MalformedVariant(
                    name: "truncated at byte \(cut) of \(end)", body: Data(bytes[..<cut]), expectation: .invalid))
        }
        return variants
    }

    /// Replaces a byte range of a body.
    static func replacing(_ range: Range<Int>, of bytes: [UInt8], with text: String) -> Data {
        var copy = bytes
        copy.replaceSubrange(range, with: Array(text.utf8))
        return Data(copy)
    }

    /// Up to `count` elements spread evenly over an array.
    static func sample<T>(_ elements: [T], count: Int) -> [T] {
        guard elements.count > count, count > 0 else { return elements }
        return (0..<count).map { elements[$0 * elements.count / count] }
    }

    /// Flips the high bit of a byte: ASCII becomes a byte no JSON or XML text may hold there.
    static func flipping(_ position: Int, of bytes: [UInt8]) -> Data {
        var copy = bytes
        copy[position] ^= 0x80
        return Data(copy)
    }

    /// Inserts bytes at a position.
    static func inserting(_ inserted: [UInt8], at position: Int, into bytes: [UInt8]) -> Data {
        var copy = bytes
        copy.insert(contentsOf: inserted, at: position)
        return Data(copy)
    }

    /// Bytes that are never valid UTF-8 (a lone continuation byte, then `0xFF`).
    static let invalidUTF8: [UInt8] = [0x80, 0xFF, 0xFE]
}

/// What decoding a malformed variant through an SDK's real path did.
public enum MalformedOutcome<Value: Equatable> {
    /// It threw the SDK's typed error (`ClientError.decoding`, `ClientError.api`, the API's own error type).
    case typedError(String)
    /// It threw something else, or a typed error of an unexpected kind.
    case otherError(String)
    /// It decoded, reporting this many decoding issues.
    case decoded(Value, issues: Int)
}

extension MalformedVariant {
    /// Why an outcome breaks "a typed error, never a silent wrong value", or `nil` when it is fine.
    ///
    /// `original` is what the unmodified body decodes to (`nil` when it does not decode, say an error envelope).
    public func problem<Value: Equatable>(with outcome: MalformedOutcome<Value>, original: Value?) -> String? {
        switch (outcome, expectation) {
        case (.typedError, _):
            return nil
        case (.otherError(let error), _):
            return "\(name): not a typed error: \(error)"
        case (.decoded, .invalid):
            return "\(name): a malformed body decoded"
        case (.decoded(_, let issues), .wrongShape):
            return issues > 0 ? nil : "\(name): a body of the wrong shape decoded silently"
        case (.decoded(let value, let issues), .replaced(let markers)):
            let text = String(describing: value)
            if issues > 0 || value == original || markers.contains(where: text.contains) { return nil }
            return "\(name): decoded silently to a value that neither equals the original nor holds \(markers)"
        }
    }
}

/// Counts what a decode reports through an issue handler, from any thread.
public final class IssueCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var total = 0

    /// Creates a counter at zero.
    public init() {}

    /// Counts one issue.
    public func record() {
        lock.withLock { total += 1 }
    }

    /// The issues counted so far.
    public var count: Int { lock.withLock { total } }
}
