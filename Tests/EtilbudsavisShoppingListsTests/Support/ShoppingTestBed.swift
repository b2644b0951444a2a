import APIRuntime
import Etilbudsavis
import EtilbudsavisShoppingLists
import FakeShoppingListServer
import Foundation

/// A fake shopping-list server, a client pointed at it, a manager on a fresh database, and a hand-moved clock.
struct ShoppingTestBed {
    let fake: FakeShoppingListServer
    let client: EtilbudsavisClient
    let manager: ShoppingListManager
    let clock: ManualShoppingListClock
    let directory: URL
    let sleeps: SleepLog

    /// The database file of the manager.
    var databaseURL: URL { directory.appendingPathComponent("lists.sqlite") }

    /// Starts everything; `user` signs in first (`nil`: no user).
    static func start(
        user: String? = "ann@example.com", pollInterval: Duration? = .seconds(6),
        fake existing: FakeShoppingListServer? = nil, directory: URL? = nil
    ) async throws -> ShoppingTestBed {
        let fake = try await existingOrNew(existing)
        let clock = ManualShoppingListClock(Date(timeIntervalSince1970: 1_700_000_000))
        let sleeps = SleepLog()
        let client = makeClient(fake: fake, sleeps: sleeps)
        if let user { try await signIn(client, user) }
        let directory = directory ?? makeDirectory()
        let manager = try ShoppingListManager(
            client: client,
            configuration: ShoppingListManagerConfiguration(
                databaseURL: directory.appendingPathComponent("lists.sqlite"), pollInterval: pollInterval,
                clock: clock))
        return ShoppingTestBed(
            fake: fake, client: client, manager: manager, clock: clock, directory: directory, sleeps: sleeps)
    }

    /// A client of the fake whose `Retry-After` waits are recorded, not spent.
    static func makeClient(fake: FakeShoppingListServer, sleeps: SleepLog = SleepLog()) -> EtilbudsavisClient {
        EtilbudsavisClient(
            configuration: EtilbudsavisConfiguration(
                apiKey: FakeShoppingListState.apiKey, apiSecret: FakeShoppingListState.apiSecret,
                environment: .custom(hosts: ["default": fake.baseURL]), sleep: sleeps.sleeper))
    }

    /// Signs a user of the fake in.
    static func signIn(_ client: EtilbudsavisClient, _ email: String) async throws {
        let password = FakeShoppingListState.users[email]?.password ?? ""
        try await client.attachUser(email: email, password: password)
    }

    /// A fresh folder under the temporary directory.
    static func makeDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("shopping-tests-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private static func existingOrNew(_ fake: FakeShoppingListServer?) async throws -> FakeShoppingListServer {
        if let fake { return fake }
        return try await FakeShoppingListServer.start()
    }

    /// Closes the manager, stops the fake and removes the folder.
    func stop() async {
        await manager.close()
        await fake.stop()
        try? FileManager.default.removeItem(at: directory)
    }
}

/// Records the waits the client asks for (`Retry-After`) instead of spending them.
final class SleepLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Duration] = []

    /// The waits asked for so far.
    var waits: [Duration] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    /// A sleeper that records and returns at once.
    var sleeper: RetryAfterMiddleware.Sleeper {
        { [self] duration in record(duration) }
    }

    private func record(_ duration: Duration) {
        lock.lock()
        recorded.append(duration)
        lock.unlock()
    }
}

extension ShoppingListManager {
    /// The descriptions of a list's items, in order.
    func descriptions(_ listID: String) throws -> [String] {
        try items(inList: listID).map { $0.description ?? "" }
    }
}
