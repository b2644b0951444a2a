import APIRuntime
import Foundation

/// A transport that records, in the session's own order, when the send of each command began and ended.
///
/// The order in which the server sees commands is not the order the session sent them: a list request
/// the session cancelled may still be in the kernel's buffers, or waiting for a server thread, when the
/// logoff arrives on another connection. What a session promises is about its own sends, so this is
/// where they are recorded: synchronously, as each send begins and as it returns.
final class CommandOrder: Transport, @unchecked Sendable {
    /// A send beginning or ending, with the command's `cmd`.
    enum Event: Equatable, Sendable {
        case began(String)
        case ended(String)
    }

    private let inner: any Transport
    private let lock = NSLock()
    private var recorded: [Event] = []

    /// Records the sends passed on to `inner`.
    init(_ inner: any Transport = CurlTransport.shared) {
        self.inner = inner
    }

    /// Everything recorded so far, in order.
    var events: [Event] { lock.withLock { recorded } }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let command = Self.command(of: request) ?? "?"
        record(.began(command))
        defer { record(.ended(command)) }
        return try await inner.send(request)
    }

    /// Whether exactly one logoff was sent, after every other send had ended, and nothing was sent after it.
    var loggedOffLast: Bool {
        let events = events
        let logoffs = events.indices.filter { events[$0] == .began("logoff") }
        guard logoffs.count == 1, let logoff = logoffs.first else { return false }
        var open: [String: Int] = [:]
        for event in events[..<logoff] {
            switch event {
            case .began(let command): open[command, default: 0] += 1
            case .ended(let command): open[command, default: 0] -= 1
            }
        }
        let beganLater = events[(logoff + 1)...].contains { if case .began = $0 { true } else { false } }
        return open.values.allSatisfy { $0 == 0 } && !beganLater
    }

    /// The `cmd` of a FogBugz request, from its query or its form body.
    static func command(of request: HTTPRequest) -> String? {
        let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        if let cmd = query.first(where: { $0.name == "cmd" })?.value { return cmd }
        guard case .data(let data) = request.body else { return nil }
        var form = URLComponents()
        form.percentEncodedQuery = String(decoding: data, as: UTF8.self)
        return form.queryItems?.first { $0.name == "cmd" }?.value
    }

    private func record(_ event: Event) {
        lock.withLock { recorded.append(event) }
    }
}
