import Etilbudsavis
import Foundation
import GRDB

/// Shopping lists that work offline: kept in a local SQLite database, edited without a network, synced with
/// the eTilbudsavis server when a user is attached, and never lost.
///
/// Reads come from the local database as value copies. Every write stores the change and the record of what
/// must be sent in one transaction, so a crash at any moment loses nothing that a call returned from. The sync
/// loop (``start()``) sends pending changes first, then polls the server, which is the truth.
///
/// ```swift
/// let manager = try ShoppingListManager(client: eta)
/// manager.start()
/// let list = try manager.createList(name: "Weekend")
/// try manager.addItem(toList: list.id, description: "Milk")
/// for await change in manager.itemChanges() { print(change.added, change.modified) }
/// ```
///
/// One manager per database file: opening a second one on the same file throws
/// ``ShoppingListManagerError/databaseInUse(path:)``.
public final class ShoppingListManager: Sendable {
    /// The client the manager syncs through.
    public let client: EtilbudsavisClient
    /// The settings the manager was created with.
    public let configuration: ShoppingListManagerConfiguration

    let store: ShoppingListStore
    let engine: SyncEngine
    let listChangeBroadcaster: ChangeBroadcaster<ShoppingListChanges<ShoppingList>>
    let itemChangeBroadcaster: ChangeBroadcaster<ShoppingListChanges<ShoppingListItem>>
    private let ignoresUser: Protected<Bool>
    private let tasks = Protected<[Task<Void, Never>]>([])

    /// Opens (or creates) the database and prepares the sync loop; call ``start()`` to begin syncing.
    ///
    /// Throws ``ShoppingListManagerError/databaseInUse(path:)`` when another manager has the file open and
    /// ``ShoppingListManagerError/unreadableDatabase(path:reason:)`` when the file is not a readable database
    /// (the file is left as it is).
    public init(
        client: EtilbudsavisClient, configuration: ShoppingListManagerConfiguration = .init()
    ) throws(ShoppingListManagerError) {
        self.client = client
        self.configuration = configuration
        let store = try ShoppingListStore.open(at: configuration.databaseURL)
        self.store = store
        let ignoresUser = Protected(configuration.ignoresAttachedUser)
        self.ignoresUser = ignoresUser
        let lists = ChangeBroadcaster<ShoppingListChanges<ShoppingList>>()
        let items = ChangeBroadcaster<ShoppingListChanges<ShoppingListItem>>()
        self.listChangeBroadcaster = lists
        self.itemChangeBroadcaster = items
        self.engine = SyncEngine(
            store: store, client: client, configuration: configuration,
            ignoresUser: { ignoresUser.current },
            publish: { changes in
                if !changes.lists.isEmpty { lists.publish(changes.lists) }
                if !changes.items.isEmpty { items.publish(changes.items) }
            })
    }

    deinit {
        for task in tasks.current { task.cancel() }
        store.close()
    }

    // MARK: Lifecycle

    /// Starts syncing: sends what is pending from before, then polls while a user with read permission is attached.
    ///
    /// Calling it again does nothing.
    public func start() {
        tasks.withLock { tasks in
            guard tasks.isEmpty else { return }
            let engine = self.engine
            tasks.append(Task { await engine.runLoop() })
            let changes = client.userChanges()
            tasks.append(
                Task {
                    for await _ in changes { engine.nudge() }
                })
        }
    }

    /// Stops syncing and closes the database, releasing the file for another manager; later calls throw
    /// ``ShoppingListManagerError/closed``.
    ///
    /// Changes not yet sent stay in the database for the next start.
    public func close() async {
        let running = tasks.withLock { tasks in
            defer { tasks.removeAll() }
            return tasks
        }
        for task in running { task.cancel() }
        for task in running { await task.value }
        await engine.waitForIdle()
        store.close()
        listChangeBroadcaster.finish()
        itemChangeBroadcaster.finish()
    }

    // MARK: Stores

    /// Whether the manager works on the userless store even when a user is attached (and does not sync).
    public var ignoresAttachedUser: Bool {
        get { ignoresUser.current }
        set {
            ignoresUser.withLock { $0 = newValue }
            engine.nudge()
        }
    }

    /// The owner of the rows reads and writes use now: the attached user's id, or the userless store.
    var owner: Int {
        if ignoresUser.current { return ShoppingListStore.userless }
        return client.currentUser?.id ?? ShoppingListStore.userless
    }

    /// Whether reads and writes use the userless store (no user attached, or ``ignoresAttachedUser``).
    public var usesUserlessStore: Bool { owner == ShoppingListStore.userless }

    // MARK: Reads

    /// Every list of the store in use, in `previous_id` order.
    public func lists() throws(ShoppingListManagerError) -> [ShoppingList] {
        let owner = self.owner
        return try store.read { db in try StoreRows.lists(db, owner: owner) }.orderedByPreviousID()
    }

    /// One list, or `nil` when the store in use has none with this id.
    public func list(id: String) throws(ShoppingListManagerError) -> ShoppingList? {
        let owner = self.owner
        return try store.read { db in
            try StoreRows.listRow(db, owner: owner, id: id).flatMap { $0.state == .toDelete ? nil : $0.list }
        }
    }

    /// The items of a list in `previous_id` order (empty when there is no such list).
    public func items(inList listID: String) throws(ShoppingListManagerError) -> [ShoppingListItem] {
        let owner = self.owner
        return try store.read { db in try StoreRows.items(db, owner: owner, listID: listID) }.orderedByPreviousID()
    }

    /// One item, or `nil` when the store in use has none with this id.
    public func item(id: String) throws(ShoppingListManagerError) -> ShoppingListItem? {
        let owner = self.owner
        return try store.read { db in
            try StoreRows.itemRow(db, owner: owner, id: id).flatMap { $0.state == .toDelete ? nil : $0.item }
        }
    }

    /// How many items of a list are ticked and how many there are.
    public func counts(inList listID: String) throws(ShoppingListManagerError) -> (ticked: Int, total: Int) {
        let items = try items(inList: listID)
        return (items.filter(\.tick).count, items.count)
    }

    /// How many changes of the attached user wait to be sent.
    public func pendingChangeCount() throws(ShoppingListManagerError) -> Int {
        let owner = self.owner
        return try store.read { db in try Outbox.count(db, owner: owner) }
    }

    // MARK: Changes

    /// List changes from now on, local and from the server; a list counts as modified when one of its
    /// items changes.
    public func listChanges() -> AsyncStream<ShoppingListChanges<ShoppingList>> {
        listChangeBroadcaster.stream()
    }

    /// Item changes from now on, local and from the server.
    public func itemChanges() -> AsyncStream<ShoppingListChanges<ShoppingListItem>> {
        itemChangeBroadcaster.stream()
    }

    // MARK: Writing

    /// Runs a local write in one transaction on the store in use, then delivers its changes and wakes the
    /// sync loop when the change is for a user.
    func write<T>(
        _ body: (_ db: Database, _ context: WriteContext, _ changes: inout ChangeSet) throws -> T
    ) throws(ShoppingListManagerError) -> T {
        let context = WriteContext(
            owner: owner, now: configuration.clock.now().wholeSeconds, user: client.currentUser,
            ignoresUser: ignoresUser.current)
        let (result, changes) = try store.write { db in
            var changes = ChangeSet(origin: .local)
            let result = try body(db, context, &changes)
            changes.markListsOfChangedItems { id in
                (try? StoreRows.listRow(db, owner: context.owner, id: id))?.list
            }
            return (result, changes)
        }
        if !changes.lists.isEmpty { listChangeBroadcaster.publish(changes.lists) }
        if !changes.items.isEmpty { itemChangeBroadcaster.publish(changes.items) }
        if context.syncs { engine.nudge() }
        return result
    }
}

/// What a local write needs to know about the moment it runs in.
struct WriteContext: Sendable {
    /// The owner of the rows written.
    let owner: Int
    /// The `modified` stamp of the write, in whole seconds.
    let now: Date
    /// The attached user, if any.
    let user: User?
    /// Whether the manager ignores the attached user.
    let ignoresUser: Bool

    /// Whether the write is recorded in the outbox to be sent.
    var syncs: Bool { owner != ShoppingListStore.userless }
}
