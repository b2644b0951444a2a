import Foundation

/// The session facts kept beside the runtime's token state: session, client id, counters, user changes.
///
/// Lock-guarded so the renewal closure can update it from any task.
final class SessionState: Sendable {
    private struct Facts {
        var session: Session?
        var clientID: String?
        var creations = 0
        var renewals = 0
    }

    private let facts: LockedValue<Facts>
    /// Delivers user changes to subscribers.
    let broadcaster = UserChangeBroadcaster()

    /// Creates the state, optionally resuming a saved session.
    init(session: Session?, clientID: String?) {
        facts = LockedValue(Facts(session: session, clientID: session?.clientID ?? clientID))
    }

    /// The current session.
    var session: Session? { facts.withLock { $0.session } }
    /// The installation id the server assigned.
    var clientID: String? { facts.withLock { $0.clientID } }
    /// How many sessions were created and renewed.
    var counts: (creations: Int, renewals: Int) { facts.withLock { ($0.creations, $0.renewals) } }

    /// Counts a `POST /sessions`.
    func countCreation() {
        facts.withLock { $0.creations += 1 }
    }

    /// Counts a successful `PUT /sessions` renewal.
    func countRenewal() {
        facts.withLock { $0.renewals += 1 }
    }

    /// Installs a session the server returned and announces a user change when the user's id changed.
    ///
    /// The change is published while the state is locked, so concurrent installs announce in the order they happened.
    func install(_ new: Session) {
        facts.withLock { facts in
            let oldUser = facts.session?.user
            facts.session = new
            facts.clientID = new.clientID
            if UserChange.isChange(from: oldUser, to: new.user) {
                broadcaster.publish(UserChange(oldUser: oldUser, newUser: new.user))
            }
        }
    }
}

/// A value guarded by a lock, for small pieces of state shared across tasks without an actor hop.
final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Creates a guarded value.
    init(_ value: Value) {
        self.value = value
    }

    /// Runs a closure with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// A copy of the current value.
    var current: Value {
        withLock { $0 }
    }
}

/// A weak reference that can be stored in Sendable state.
struct WeakReference<Object: AnyObject & Sendable>: Sendable {
    /// The object, while someone else keeps it alive.
    weak var value: Object?

    /// Creates an empty reference.
    init() {}
}
