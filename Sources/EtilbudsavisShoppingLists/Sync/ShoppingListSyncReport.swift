import Foundation

/// What one sync cycle did: changes sent and reverted, and whether the server's state was pulled.
public struct ShoppingListSyncReport: Sendable, Hashable {
    /// Why a cycle did not talk to the server, or how it ended.
    public enum Outcome: String, Sendable, Hashable {
        /// Every pending change was sent (and the server's state pulled when a pull was due).
        case synced
        /// No user is attached, or the manager ignores the attached user: nothing to sync.
        case noUser
        /// The server could not be reached; pending changes stay and are sent again later.
        case offline
        /// The user changed while the cycle ran; its results were dropped.
        case userChanged
        /// The manager was closed.
        case closed
    }

    /// How the cycle ended.
    public var outcome: Outcome
    /// Changes the server accepted.
    public var sent: Int
    /// Changes the server refused, replaced by the server's copy.
    public var reverted: Int
    /// Whether the server's lists were downloaded and merged.
    public var pulled: Bool
    /// The user the cycle ran for.
    public var userID: Int?
    /// Changes still waiting to be sent when the cycle ended.
    public var pending: Int
    /// The last failure, for logs.
    public var lastFailure: String?

    /// Creates a report.
    public init(
        outcome: Outcome, sent: Int = 0, reverted: Int = 0, pulled: Bool = false, userID: Int? = nil, pending: Int = 0,
        lastFailure: String? = nil
    ) {
        self.outcome = outcome
        self.sent = sent
        self.reverted = reverted
        self.pulled = pulled
        self.userID = userID
        self.pending = pending
        self.lastFailure = lastFailure
    }
}
