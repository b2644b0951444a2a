import Foundation

/// How a ``ShoppingListManager`` stores and syncs: the database file, polling, retries and its clock.
public struct ShoppingListManagerConfiguration: Sendable {
    /// The SQLite file; one manager per file.
    ///
    /// Defaults to ``defaultDatabaseURL``.
    public var databaseURL: URL
    /// How often the server is polled for changes while a user with read permission is attached; `nil` turns
    /// polling off (local changes are still sent, and ``ShoppingListManager/syncNow()`` still pulls).
    public var pollInterval: Duration?
    /// How many times a change is sent in a row before the manager counts as offline.
    public var sendAttempts: Int
    /// How long the manager waits, while offline, before it sends the pending changes again.
    public var offlineRetryInterval: Duration
    /// Every this many polls, the items of every list are downloaded, not only of lists whose stamp changed
    /// (a safety net for two devices writing the same `modified` second).
    public var fullRefreshEvery: Int
    /// Works on the userless store even when a user is attached, and never syncs: for migrating a
    /// userless list by hand, or an app that keeps its lists on the device only.
    public var ignoresAttachedUser: Bool
    /// Time for `modified` stamps, polling and retry waits; tests inject ``ManualShoppingListClock``.
    public var clock: any ShoppingListClock

    /// The iOS SDK's default poll interval, 6 seconds.
    public static let defaultPollInterval: Duration = .seconds(6)

    /// `<Application Support>/Etilbudsavis/ShoppingLists.sqlite` of the current OS user (on Linux,
    /// `~/.local/share`, whatever Foundation reports as Application Support).
    public static var defaultDatabaseURL: URL {
        let base =
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return base.appendingPathComponent("Etilbudsavis", isDirectory: true)
            .appendingPathComponent("ShoppingLists.sqlite")
    }

    /// Creates a configuration; the defaults follow the iOS SDK (poll every 6 s, 5 sends, then every 10 s).
    public init(
        databaseURL: URL = ShoppingListManagerConfiguration.defaultDatabaseURL,
        pollInterval: Duration? = ShoppingListManagerConfiguration.defaultPollInterval, sendAttempts: Int = 5,
        offlineRetryInterval: Duration = .seconds(10), fullRefreshEvery: Int = 10, ignoresAttachedUser: Bool = false,
        clock: any ShoppingListClock = SystemShoppingListClock()
    ) {
        self.databaseURL = databaseURL
        self.pollInterval = pollInterval
        self.sendAttempts = max(1, sendAttempts)
        self.offlineRetryInterval = offlineRetryInterval
        self.fullRefreshEvery = max(1, fullRefreshEvery)
        self.ignoresAttachedUser = ignoresAttachedUser
        self.clock = clock
    }
}
