import Etilbudsavis
import Foundation

/// The sync loop: one cycle at a time sends the outbox, oldest first, then pulls the server's state.
///
/// The server is the truth. A pull starts only when nothing is waiting to be sent, and its merge never
/// overwrites an object with a change waiting. A change that fails to send is tried again a few times, then the
/// loop counts as offline and tries every ``ShoppingListManagerConfiguration/offlineRetryInterval``. All
/// waiting goes through the configured clock.
actor SyncEngine {
    let store: ShoppingListStore
    let remote: RemoteShoppingLists
    let client: EtilbudsavisClient
    let clock: any ShoppingListClock
    let sendAttempts: Int
    let offlineRetryInterval: Duration
    let fullRefreshEvery: Int
    let ignoresUser: @Sendable () -> Bool
    let publish: @Sendable (ChangeSet) -> Void
    let reports = ChangeBroadcaster<ShoppingListSyncReport>()

    private(set) var pollInterval: Duration?
    private(set) var lastReport: ShoppingListSyncReport?
    /// Pulls done for the current user; the first of each user, and every `fullRefreshEvery`th, reloads all items.
    var pullCount = 0
    /// The user the last cycle pulled for.
    var pulledUser: Int?
    /// Each list's server `modified` stamp when its items were last downloaded.
    ///
    /// A list whose stamp differs has changes from elsewhere (local writes move the local stamp, never this one).
    var downloadedStamps: [String: Date] = [:]
    private var current: Task<ShoppingListSyncReport, Never>?
    /// The loop's wait: its continuation while it waits, or a nudge that came while it was busy.
    private let wakeState = Protected<(continuation: CheckedContinuation<Bool, Never>?, pending: Bool)>((nil, false))

    init(
        store: ShoppingListStore, client: EtilbudsavisClient, configuration: ShoppingListManagerConfiguration,
        ignoresUser: @escaping @Sendable () -> Bool, publish: @escaping @Sendable (ChangeSet) -> Void
    ) {
        self.store = store
        self.client = client
        self.remote = RemoteShoppingLists(client: client)
        self.clock = configuration.clock
        self.sendAttempts = configuration.sendAttempts
        self.offlineRetryInterval = configuration.offlineRetryInterval
        self.fullRefreshEvery = configuration.fullRefreshEvery
        self.pollInterval = configuration.pollInterval
        self.ignoresUser = ignoresUser
        self.publish = publish
    }

    // MARK: Control

    /// Changes the poll interval (`nil`: off) and restarts the wait with it.
    func setPollInterval(_ interval: Duration?) {
        pollInterval = interval
        wake(byTimer: false)
    }

    /// Wakes the loop to send new local changes; callable from anywhere, takes effect at once.
    nonisolated func nudge() {
        wake(byTimer: false)
    }

    /// Waits until the cycle running now (if any) has finished.
    func waitForIdle() async {
        _ = await current?.value
    }

    /// Runs one cycle after any cycle already running: send what is pending, then pull when `pull` is set
    /// (or this is the first cycle for the user).
    func cycle(pull: Bool) async -> ShoppingListSyncReport {
        let previous = current
        let task = Task {
            _ = await previous?.value
            return await self.perform(pull: pull)
        }
        current = task
        let report = await task.value
        lastReport = report
        reports.publish(report)
        return report
    }

    /// The loop: a cycle at once (pending changes first), then one per poll interval, per nudge, or per
    /// offline retry interval, until cancelled.
    func runLoop() async {
        // The first cycle sends everything written so far.
        wakeState.withLock { $0.pending = false }
        var pull = true
        while !Task.isCancelled {
            let report = await cycle(pull: pull)
            if Task.isCancelled { break }
            let delay = report.outcome == .offline ? offlineRetryInterval : pollInterval
            pull = await waitForWake(after: delay)
        }
    }

    // MARK: One cycle

    private func perform(pull: Bool) async -> ShoppingListSyncReport {
        guard !ignoresUser(), let user = client.currentUser else { return ShoppingListSyncReport(outcome: .noUser) }
        let userID = user.id
        var report = ShoppingListSyncReport(outcome: .synced, userID: userID)
        do {
            // Another user's rows and unsent changes go: the server's state of this user is loaded instead.
            _ = try store.write { db in try StoreRows.removeOtherUsers(keeping: userID, db) }
        } catch {
            report.outcome = .closed
            return report
        }
        let firstForUser = pulledUser != userID
        if firstForUser {
            pullCount = 0
            downloadedStamps = [:]
        }
        guard await push(userID: userID, report: &report) else {
            report.pending = pendingCount(userID)
            return report
        }
        let canRead = client.sessions.currentSession?.allows("api.users.\(userID).read") ?? false
        if (pull || firstForUser) && canRead && pendingCount(userID) == 0 {
            await self.pull(userID: userID, report: &report)
            if report.pulled { pulledUser = userID }
        }
        report.pending = pendingCount(userID)
        return report
    }

    /// Whether the attached user is still the one a cycle runs for.
    func isCurrent(_ userID: Int) -> Bool {
        !ignoresUser() && client.currentUser?.id == userID
    }

    func pendingCount(_ userID: Int) -> Int {
        (try? store.read { db in try Outbox.count(db, owner: userID) }) ?? 0
    }

    // MARK: Waiting

    /// Waits for a nudge, or for the delay to pass on the clock; returns whether the timer woke it.
    private func waitForWake(after delay: Duration?) async -> Bool {
        let nudged = wakeState.withLock { state -> Bool in
            defer { state.pending = false }
            return state.pending
        }
        if nudged { return false }
        let clock = self.clock
        let timer: Task<Void, Never>? = delay.map { delay in
            Task {
                do {
                    try await clock.sleep(for: delay)
                } catch {
                    return
                }
                guard !Task.isCancelled else { return }
                self.wake(byTimer: true)
            }
        }
        let byTimer = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                let resumeNow = wakeState.withLock { state -> Bool in
                    if Task.isCancelled || state.pending {
                        state.pending = false
                        return true
                    }
                    state.continuation = continuation
                    return false
                }
                if resumeNow { continuation.resume(returning: false) }
            }
        } onCancel: {
            self.wake(byTimer: false)
        }
        timer?.cancel()
        return byTimer
    }

    /// Resumes the waiting loop, or remembers a nudge for when it next waits (a timer that fires while the loop
    /// is busy is dropped: the loop sets a new one).
    private nonisolated func wake(byTimer: Bool) {
        let continuation = wakeState.withLock { state -> CheckedContinuation<Bool, Never>? in
            if let continuation = state.continuation {
                state.continuation = nil
                return continuation
            }
            if !byTimer { state.pending = true }
            return nil
        }
        continuation?.resume(returning: byTimer)
    }
}
