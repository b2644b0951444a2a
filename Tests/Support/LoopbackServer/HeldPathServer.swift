/// A loopback server that holds one path until the test releases it and answers every other path at once.
///
/// Cancellation and shutdown tests need a request that is certainly in flight: `arrived` opens when the held
/// request reaches the server, and its answer (`late`) waits for `release`:
///
/// ```swift
/// let held = try await HeldPathServer.start()
/// let task = Task { try await transport.send(HTTPRequest(method: .get, url: held.server.url("slow"))) }
/// await held.arrived.wait()         // the request is at the server now
/// task.cancel()
/// …
/// await held.stop()                 // releases the held answer first
/// ```
public struct HeldPathServer: Sendable {
    /// The server.
    public let server: LoopbackServer
    /// Opens when a request for the held path reaches the server.
    public let arrived: LoopbackGate
    /// The held request is answered once the test opens this gate.
    public let release: LoopbackGate

    /// Starts a server holding `path` (`/slow` by default); other requests get `answer(request)`, `ok` by default.
    public static func start(
        holding path: String = "/slow",
        answer: @escaping @Sendable (LoopbackRequest) -> LoopbackResponse = { _ in .text("ok") }
    ) async throws -> HeldPathServer {
        let arrived = LoopbackGate()
        let release = LoopbackGate()
        let server = try await LoopbackServer.start { request in
            guard request.path == path else { return answer(request) }
            arrived.open()
            await release.wait()
            return .text("late")
        }
        return HeldPathServer(server: server, arrived: arrived, release: release)
    }

    /// Releases the held answer and stops the server.
    public func stop() async {
        release.open()
        await server.stop()
    }
}
