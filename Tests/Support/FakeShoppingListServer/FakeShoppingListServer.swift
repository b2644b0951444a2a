import Foundation
import LoopbackServer

/// A loopback fake of the eTilbudsavis session and shopping-list endpoints, with scripted faults: refused
/// connections, 5xx, API errors with `Retry-After`, expired tokens, slow or held replies, and edits made
/// "on another device" directly in its state.
///
/// ```swift
/// let fake = try await FakeShoppingListServer.start()
/// // point an EtilbudsavisClient at fake.baseURL with FakeShoppingListState.apiKey / apiSecret
/// await fake.goOffline()         // connections are refused
/// try await fake.comeOnline()    // same port, same state
/// ```
///
/// The port is a ``ReservedPort`` held for the fake's whole life, so while it is offline no other process
/// can be given the port and answer in its place, and coming back online never waits for the port.
public final class FakeShoppingListServer: Sendable {
    /// The server's data and scripting.
    public let state: FakeShoppingListState
    /// The port the server listens on, kept across ``goOffline()`` and ``comeOnline()``.
    public var port: Int { reservation.port }
    private let reservation: ReservedPort
    private let server: Locked<LoopbackServer?>

    private init(state: FakeShoppingListState, reservation: ReservedPort, server: LoopbackServer) {
        self.state = state
        self.reservation = reservation
        self.server = Locked(server)
    }

    /// Starts a fake on 127.0.0.1 and a free port.
    public static func start(state: FakeShoppingListState = FakeShoppingListState()) async throws
        -> FakeShoppingListServer
    {
        let reservation = try ReservedPort()
        let server = try await LoopbackServer.start(
            options: LoopbackServer.Options(reservedPort: reservation), handler: handler(for: state))
        return FakeShoppingListServer(state: state, reservation: reservation, server: server)
    }

    /// The API's base URL, `http://127.0.0.1:<port>/v2/`.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/v2/")! }

    /// Stops listening and closes every connection: the device is offline (connections are refused).
    public func goOffline() async {
        let running = server.withLock { server -> LoopbackServer? in
            defer { server = nil }
            return server
        }
        await running?.stop()
    }

    /// Listens again on the same port with the same state (a no-op while online).
    public func comeOnline() async throws {
        guard server.withLock({ $0 == nil }) else { return }
        let restarted = try await LoopbackServer.start(
            options: LoopbackServer.Options(reservedPort: reservation), handler: Self.handler(for: state))
        server.withLock { $0 = restarted }
    }

    /// Stops the server for good.
    public func stop() async {
        await goOffline()
    }

    private static func handler(for state: FakeShoppingListState) -> LoopbackServer.Handler {
        { request in await state.answer(request) }
    }
}

/// A value guarded by a lock.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
