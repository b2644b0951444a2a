import APIRuntime
import Foundation

/// A value decoded from Bridge JSON together with what decoding had to keep raw or leave out.
///
/// Bridge adds new types over time. An object whose `"type"` has no Swift type (built in or registered)
/// is kept whole as a `JSONValue` in an `.unknown` case and listed in ``issues``; an object of a family
/// without `"type"` is kept and listed the same way. Nothing is dropped silently and nothing traps.
public struct BridgeDecoded<Value: Sendable>: Sendable {
    /// The decoded value.
    public let value: Value
    /// The objects kept as raw JSON (unknown or missing `"type"`) and other non-fatal problems, in decoding order.
    public let issues: [DecodingIssue]

    /// Creates a result.
    public init(value: Value, issues: [DecodingIssue]) {
        self.value = value
        self.issues = issues
    }

    /// The wire type names that had no Swift type, in decoding order, without repeats.
    public var unknownTypeNames: [String] {
        var seen: Set<String> = []
        var names: [String] = []
        for issue in issues where issue.kind == .unknownWireType {
            guard let name = Self.quotedName(in: issue.message), seen.insert(name).inserted else { continue }
            names.append(name)
        }
        return names
    }

    /// The first single-quoted word of a runtime issue message (`unknown wire type 'Timeline'; …`).
    private static func quotedName(in message: String) -> String? {
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        return parts.count >= 3 ? String(parts[1]) : nil
    }
}

/// Collects the issues one decode reports; the runtime calls the handler from the decoding thread.
final class IssueCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [DecodingIssue] = []
    private let forward: (@Sendable (DecodingIssue) -> Void)?

    /// Creates a collector that also forwards every issue (to a logger, say).
    init(forwardingTo forward: (@Sendable (DecodingIssue) -> Void)?) {
        self.forward = forward
    }

    /// The handler to put into a `ResponseContext`.
    var handler: @Sendable (DecodingIssue) -> Void {
        { [self] issue in
            lock.lock()
            collected.append(issue)
            lock.unlock()
            forward?(issue)
        }
    }

    /// The issues so far.
    var issues: [DecodingIssue] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }
}
