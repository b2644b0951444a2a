import Foundation

/// A transport for tests that answers with canned responses and records every request it gets.
///
/// Responses are matched by method, path and (optionally) query items; no network is involved:
///
/// ```swift
/// let replay = ReplayTransport()
/// replay.stub(.get, "/api.asp", query: ["cmd": "logon"], body: try Data(contentsOf: logonFixture))
/// replay.stub(.post, "/api.asp", status: 401, times: 1)           // first POST fails once…
/// replay.stub(.post, "/api.asp", body: Data("<response/>".utf8))   // …then succeeds
/// let client = Client<FogBugzAPI>(environment: …, settings: …, transport: replay)
/// // …
/// #expect(replay.requests.count == 3)
/// ```
///
/// The first matching stub answers; a stub with a `times` limit is used up after that many answers, so
/// sequences (a 401 then a 200) are easy to script. A request nothing matches throws
/// ``TransportError`` of kind `other` naming the request, so a missing stub fails the test loudly.
public final class ReplayTransport: Transport, @unchecked Sendable {
    /// A canned response and the requests it answers.
    public struct Stub: Sendable {
        /// The method to match, or `nil` for any.
        public var method: HTTPMethod?
        /// The path to match exactly (percent-encoded, with a leading `/`).
        public var path: String
        /// Query items that must all be present with these values (others may be present too).
        public var query: [String: String]
        /// The status code answered.
        public var status: Int
        /// The header fields answered.
        public var headers: HTTPHeaders
        /// The body answered.
        public var body: Data
        /// How many requests the stub answers before it is used up; `nil` for no limit.
        public var times: Int?
        /// A transport failure to throw instead of answering (a timeout, a dropped connection).
        public var failure: TransportError?

        /// Creates a stub.
        public init(
            method: HTTPMethod?, path: String, query: [String: String] = [:], status: Int = 200,
            headers: HTTPHeaders = HTTPHeaders(), body: Data = Data(), times: Int? = nil, failure: TransportError? = nil
        ) {
            self.method = method
            self.path = path.hasPrefix("/") ? path : "/" + path
            self.query = query
            self.status = status
            self.headers = headers
            self.body = body
            self.times = times
            self.failure = failure
        }

        /// Whether the stub answers a request.
        public func matches(_ request: HTTPRequest) -> Bool {
            if let method, method != request.method { return false }
            let components = URLComponents(url: request.url, resolvingAgainstBaseURL: true)
            let requestPath = components?.percentEncodedPath ?? request.url.path
            guard requestPath == path || (requestPath.isEmpty && path == "/") else { return false }
            guard !query.isEmpty else { return true }
            let items = components?.queryItems ?? []
            return query.allSatisfy { name, value in items.contains { $0.name == name && $0.value == value } }
        }
    }

    private let lock = NSLock()
    private var stubs: [Stub]
    private var received: [HTTPRequest] = []

    /// Creates a transport with stubs.
    public init(stubs: [Stub] = []) {
        self.stubs = stubs
    }

    /// Adds a stub.
    public func add(_ stub: Stub) {
        lock.withLock { stubs.append(stub) }
    }

    /// Adds a stub that answers a method and path (and query items) with a status, headers and body.
    public func stub(
        _ method: HTTPMethod?, _ path: String, query: [String: String] = [:], status: Int = 200,
        headers: HTTPHeaders = HTTPHeaders(), body: Data = Data(), times: Int? = nil
    ) {
        add(Stub(method: method, path: path, query: query, status: status, headers: headers, body: body, times: times))
    }

    /// Adds a stub that answers with a recorded file (a fixture), with a content type.
    public func stub(
        _ method: HTTPMethod?, _ path: String, query: [String: String] = [:], status: Int = 200,
        contentType: String, file: URL, times: Int? = nil
    ) throws {
        let body = try Data(contentsOf: file)
        stub(
            method, path, query: query, status: status, headers: ["Content-Type": contentType], body: body, times: times
        )
    }

    /// Adds a stub that fails matching requests with a transport error.
    public func fail(_ method: HTTPMethod?, _ path: String, with error: TransportError, times: Int? = nil) {
        add(Stub(method: method, path: path, times: times, failure: error))
    }

    /// Every request received so far, in order.
    public var requests: [HTTPRequest] { lock.withLock { received } }

    /// Forgets the received requests (stubs stay).
    public func clearRequests() {
        lock.withLock { received.removeAll() }
    }

    /// Records the request and answers with the first matching stub.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        if Task.isCancelled { throw TransportError(.cancelled, "the task was cancelled") }
        let stub = lock.withLock { () -> Stub? in
            received.append(request)
            guard let index = stubs.firstIndex(where: { $0.matches(request) }) else { return nil }
            let stub = stubs[index]
            if let times = stub.times {
                if times <= 1 {
                    stubs.remove(at: index)
                } else {
                    stubs[index].times = times - 1
                }
            }
            return stub
        }
        guard let stub else {
            throw TransportError(.other, "ReplayTransport has no stub for \(request.method.rawValue) \(request.url)")
        }
        if let failure = stub.failure { throw failure }
        return HTTPResponse(statusCode: stub.status, headers: stub.headers, body: stub.body, url: request.url)
    }
}
