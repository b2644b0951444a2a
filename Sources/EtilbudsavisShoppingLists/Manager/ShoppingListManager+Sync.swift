import Etilbudsavis
import Foundation

extension ShoppingListManager {
    /// Runs one sync cycle now, after any cycle already running: sends every pending change, then pulls the server's
    /// state when nothing is left to send and the user may read lists.
    ///
    /// Returns what it did.
    @discardableResult
    public func syncNow() async -> ShoppingListSyncReport {
        await engine.cycle(pull: true)
    }

    /// Sends the pending changes without pulling.
    @discardableResult
    public func sendPendingChanges() async -> ShoppingListSyncReport {
        await engine.cycle(pull: false)
    }

    /// Changes how often the server is polled; `nil` turns polling off.
    ///
    /// Takes effect at once.
    public func setPollInterval(_ interval: Duration?) async {
        await engine.setPollInterval(interval)
    }

    /// The poll interval in use (`nil`: off).
    public var pollInterval: Duration? {
        get async { await engine.pollInterval }
    }

    /// The report of the last sync cycle, if any ran.
    public var lastSyncReport: ShoppingListSyncReport? {
        get async { await engine.lastReport }
    }

    /// The report of every sync cycle from now on (the loop's and ``syncNow()``'s).
    public func syncReports() -> AsyncStream<ShoppingListSyncReport> {
        engine.reports.stream()
    }
}
