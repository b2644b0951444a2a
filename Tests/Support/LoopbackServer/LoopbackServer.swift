import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A scriptable HTTP/1.1 server on `127.0.0.1` and an ephemeral port, for end-to-end tests.
///
/// It records every request exactly (method, target, headers, body bytes), answers each with a
/// handler, keeps connections alive, and counts the connections it accepted so tests can assert
/// connection reuse:
///
/// ```swift
/// let server = try await LoopbackServer.start { request in
///     request.path == "/api.xml" ? .xml("<response/>") : .status(404)
/// }
/// let url = server.url("api.xml")            // http://127.0.0.1:<port>/api.xml
/// // … send requests …
/// #expect(server.requests.count == 1)
/// #expect(server.connectionsAccepted == 1)
/// await server.stop()
/// ```
public final class LoopbackServer: Sendable {
    /// Answers one recorded request.
    public typealias Handler = @Sendable (LoopbackRequest) async throws -> LoopbackResponse

    /// Settings of a server.
    public struct Options: Sendable {
        /// Bodies are stored up to this many bytes and only counted beyond (50 MB uploads stay cheap).
        public var maxStoredBodyBytes: Int
        /// What the server answers when the handler throws.
        public var statusOnHandlerError: Int
        /// A port to listen on that stays reserved when the server stops; `nil` (the default) picks a free one.
        ///
        /// Lets a test stop a server and start another where clients expect it (a device going offline and
        /// back) without the port ever being free for another process meanwhile: in between, connections are
        /// refused. One server at a time listens on a reservation.
        public var reservedPort: ReservedPort?

        /// Creates options; by default bodies up to 8 MiB are stored whole, on a free port.
        public init(
            maxStoredBodyBytes: Int = 8 * 1024 * 1024, statusOnHandlerError: Int = 500,
            reservedPort: ReservedPort? = nil
        ) {
            self.maxStoredBodyBytes = maxStoredBodyBytes
            self.statusOnHandlerError = statusOnHandlerError
            self.reservedPort = reservedPort
        }
    }

    /// The port the server listens on.
    public let port: Int
    /// `http://127.0.0.1:<port>/`.
    public let baseURL: URL
    /// The settings the server was started with.
    public let options: Options

    let state: LoopbackServerState
    private let channel: any Channel

    private init(channel: any Channel, port: Int, state: LoopbackServerState, options: Options) {
        self.channel = channel
        self.port = port
        self.state = state
        self.options = options
        self.baseURL = URL(string: "http://127.0.0.1:\(port)/")!
    }

    /// Starts a server on `127.0.0.1` and an ephemeral port (or ``Options/reservedPort``) that answers with a
    /// handler.
    public static func start(options: Options = Options(), handler: @escaping Handler) async throws -> LoopbackServer {
        let state = LoopbackServerState(handler: handler)
        let storedLimit = options.maxStoredBodyBytes
        let errorStatus = options.statusOnHandlerError
        var bootstrap = ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .serverChannelOption(ChannelOptions.backlog, value: 256)
            .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                let number = state.connectionAccepted(channel)
                return channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: true)
                    try channel.pipeline.syncOperations.addHandler(
                        LoopbackConnectionHandler(
                            state: state, connectionNumber: number, maxStoredBodyBytes: storedLimit,
                            statusOnHandlerError: errorStatus))
                }
            }
        if options.reservedPort != nil {
            // Shares the port with its reservation, whose socket sets SO_REUSEPORT too (see ReservedPort).
            bootstrap = bootstrap.serverChannelOption(
                ChannelOptions.socketOption(NIOBSDSocket.Option(rawValue: SO_REUSEPORT)), value: 1)
        }
        let channel = try await bootstrap.bind(host: "127.0.0.1", port: options.reservedPort?.port ?? 0).get()
        guard let port = channel.localAddress?.port else {
            try? await channel.close()
            throw LoopbackServerError.noPort
        }
        return LoopbackServer(channel: channel, port: port, state: state, options: options)
    }

    /// Starts a server that answers every request with the same response.
    public static func start(options: Options = Options(), answering response: LoopbackResponse) async throws
        -> LoopbackServer
    {
        try await start(options: options) { _ in response }
    }

    /// Stops listening and closes every open connection.
    public func stop() async {
        try? await channel.close()
        for child in state.takeOpenChannels() {
            try? await child.close()
        }
    }

    /// The URL of a path relative to ``baseURL`` (`"api.xml"`, `"v1/items?limit=2"`).
    public func url(_ relativePath: String) -> URL {
        URL(string: relativePath, relativeTo: baseURL)!.absoluteURL
    }

    /// Replaces the handler for the requests that arrive from now on.
    public func setHandler(_ handler: @escaping Handler) {
        state.setHandler(handler)
    }

    /// Every request received so far, in arrival order.
    public var requests: [LoopbackRequest] { state.requests }

    /// The most recent request, if any.
    public var lastRequest: LoopbackRequest? { state.requests.last }

    /// The number of TCP connections accepted so far.
    public var connectionsAccepted: Int { state.connectionsAccepted }

    /// The number of requests received whose response is not yet fully written (or abandoned).
    public var requestsInFlight: Int { state.requestsInFlight }

    /// The most requests that were in flight at once: received, and not yet fully answered.
    ///
    /// Together with ``LoopbackResponse/held(untilInFlight:atMost:)`` this proves parallelism without
    /// timing anything.
    public var maxRequestsInFlight: Int { state.maxRequestsInFlight }

    /// The requests whose response was written completely, in the order they were finished; a request
    /// whose client went away (or whose handler is still busy) is not among them.
    public var answeredRequests: [LoopbackRequest] { state.answeredRequests }

    /// Forgets the recorded requests (the connection count stays).
    public func clearRequests() {
        state.clearRequests()
    }
}

/// Failures of the loopback server itself.
public enum LoopbackServerError: Error, Sendable {
    /// The bound socket reported no port.
    case noPort
}
