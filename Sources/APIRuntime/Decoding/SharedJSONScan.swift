import Foundation

/// One reply body, scanned for repeated keys at most once and shared by every step of a call that decodes it.
///
/// ``ClientPipeline/handle(_:for:context:)`` attaches one to the call's ``ResponseContext`` for a JSON API. The
/// API's error check and the payload decode both decode the body, and each would scan it for a key repeated with
/// another value (`JSONDuplicateKeys`); through this the second decode reuses the first scan, and under
/// ``DuplicateKeyPolicy/drop`` the dropped keys are reported to the issue handler once per reply, not once per
/// decode.
final class SharedJSONScan: Sendable {
    /// The body this scan belongs to; a decode of any other bytes scans those on its own.
    let body: Data

    /// What the scan found: under `reject` the first conflict, under `drop` the body without its conflicts.
    enum Outcome {
        case rejected(key: String, offset: Int)
        case dropped(body: Data, conflicts: [JSONDuplicateKeys.Conflict])
        case clean
    }

    private let lock = NSLock()
    private nonisolated(unsafe) var outcome: Outcome?
    private nonisolated(unsafe) var scanCount = 0

    /// Creates the shared scan of a body; nothing is scanned yet.
    init(body: Data) {
        self.body = body
    }

    /// How often the body was scanned so far (0, then 1), for tests.
    var scans: Int { lock.withLock { scanCount } }

    /// The scan of `data` under `policy` when it is this body (scanned on the first call, and a `drop`'s
    /// conflicts reported to `context` then), else `nil`.
    ///
    /// Comparing the bytes costs one `memcmp` of the body, far less than scanning it again.
    func outcome(for data: Data, policy: DuplicateKeyPolicy, context: ResponseContext) -> Outcome? {
        guard data == body else { return nil }
        return lock.withLock {
            if let outcome { return outcome }
            scanCount += 1
            let scanned = Self.scan(body, policy: policy, context: context)
            outcome = scanned
            return scanned
        }
    }

    /// Scans a body under a policy; a `drop`'s conflicts are reported to the context.
    static func scan(_ data: Data, policy: DuplicateKeyPolicy, context: ResponseContext) -> Outcome {
        switch policy {
        case .reject:
            guard let (key, offset) = JSONDuplicateKeys.first(in: data) else { return .clean }
            return .rejected(key: key, offset: offset)
        case .drop:
            guard let (body, conflicts) = JSONDuplicateKeys.dropConflicts(in: data) else { return .clean }
            for conflict in conflicts {
                context.report(
                    DecodingIssue(kind: .droppedField, codingPath: conflict.path, message: conflict.note))
            }
            return .dropped(body: body, conflicts: conflicts)
        }
    }
}

extension JSONDuplicateKeys.Conflict {
    /// What was dropped, for issues and failure messages.
    var note: String {
        "the key '\(key)' appears twice in one object with different values (at byte \(offset)): both dropped"
    }
}

extension ResponseContext {
    /// This context with a shared duplicate-key scan of `body` (kept when it already shares one of the same bytes).
    func sharingJSONScan(of body: Data) -> ResponseContext {
        if let shared = sharedJSONScan, shared.body == body { return self }
        var context = self
        context.sharedJSONScan = SharedJSONScan(body: body)
        return context
    }

    /// The duplicate-key scan of `data`: the call's shared one when `data` is its body, else a scan of its own.
    func duplicateKeyScan(of data: Data) -> SharedJSONScan.Outcome {
        let policy = codingOptions.duplicateKeys
        if let shared = sharedJSONScan?.outcome(for: data, policy: policy, context: self) { return shared }
        return SharedJSONScan.scan(data, policy: policy, context: self)
    }
}
