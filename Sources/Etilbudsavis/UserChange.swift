import Foundation

/// A change of the user attached to the session: the user before and the user after.
///
/// Delivered only when the user's id changes (signing in, signing out, switching user, or a new session that
/// lost the user); a refreshed copy of the same user is not a change.
public struct UserChange: Sendable, Hashable {
    /// The user attached before, or `nil` when none was.
    public let oldUser: User?
    /// The user attached now, or `nil` when none is.
    public let newUser: User?

    /// Creates a change.
    public init(oldUser: User?, newUser: User?) {
        self.oldUser = oldUser
        self.newUser = newUser
    }

    /// Whether two users differ by id (a user and no user differ; two `nil`s do not).
    public static func isChange(from old: User?, to new: User?) -> Bool {
        old?.id != new?.id
    }
}

/// Fans user changes out to any number of `AsyncStream` subscribers; safe to use from any context.
final class UserChangeBroadcaster: Sendable {
    private let subscribers = LockedValue<[UUID: AsyncStream<UserChange>.Continuation]>([:])

    /// A new stream of the changes that happen from now on; it ends when the broadcaster finishes.
    func stream() -> AsyncStream<UserChange> {
        let (stream, continuation) = AsyncStream.makeStream(of: UserChange.self, bufferingPolicy: .unbounded)
        let key = UUID()
        subscribers.withLock { $0[key] = continuation }
        continuation.onTermination = { [weak self] _ in
            self?.subscribers.withLock { _ = $0.removeValue(forKey: key) }
        }
        return stream
    }

    /// Delivers a change to every subscriber.
    func publish(_ change: UserChange) {
        let current = subscribers.withLock { Array($0.values) }
        for continuation in current {
            continuation.yield(change)
        }
    }

    /// Ends every stream.
    func finish() {
        let current = subscribers.withLock { subscribers in
            defer { subscribers.removeAll() }
            return Array(subscribers.values)
        }
        for continuation in current {
            continuation.finish()
        }
    }

    deinit {
        finish()
    }
}
