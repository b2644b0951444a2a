import Foundation

/// Sends one HTTP request and returns its response: the seam between the client and the network.
///
/// `CurlTransport` (libcurl) is the default; `URLSessionTransport` serves Apple platforms; tests use
/// replay and fake transports. A transport follows these rules:
///
/// - It sends ``HTTPRequest/headers`` as given, in order, and adds `Content-Length` from
///   ``HTTPBody/contentLength`` when the body has one (and `Host`, `Accept-Encoding` as it needs).
/// - It streams ``HTTPBody/stream(_:)`` bodies chunk by chunk, never loading files whole.
/// - It returns every status code as an ``HTTPResponse``; only failures to get a response throw.
/// - It throws ``TransportError`` (never another error type) and honours Swift task cancellation by
///   throwing ``TransportError/Kind/cancelled``.
public protocol Transport: Sendable {
    /// Sends a request and returns the response, whatever its status code.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

/// A transport built from a closure; handy for tests and adapters.
public struct ClosureTransport: Transport {
    /// The closure that answers requests.
    public let handler: @Sendable (HTTPRequest) async throws -> HTTPResponse

    /// Creates a transport that answers every request with a closure.
    public init(_ handler: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse) {
        self.handler = handler
    }

    /// Calls the closure.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await handler(request)
    }
}
