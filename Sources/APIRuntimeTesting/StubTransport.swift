import APIRuntime
import Foundation

/// A transport for tests of an app that uses a generated SDK: answers by request type, records every call.
///
/// Each generated `<API>Testing` library makes one with the API's routes (`BazaarvoiceStubs()`); hand it to
/// the client as its transport:
///
/// ```swift
/// let stubs = BazaarvoiceStubs()
/// stubs.on(DisplayReviews.self) { request in
///     #expect(request.value(of: "Limit") == "10")
///     return .value(DisplayResponse(results: [Review(id: "1", rating: 5)], totalResults: 1))
/// }
/// let client = stubs.client(settings: .init(passkey: "test"))
/// let page = try await client.send(DisplayReviews(limit: 10))
/// #expect(stubs.calls(to: DisplayReviews.self).count == 1)
/// ```
///
/// A request of a type without a stub, or one no route recognises, fails the call with a ``StubError``
/// (inside `ClientError.transport`) whose message lists what is stubbed. The latest stub of a type answers. For
/// `client.download(_:to:)` a 2xx stubbed body is written to the download's temporary file, as `CurlTransport` does.
public final class StubTransport<API: APIDefinition>: Transport, @unchecked Sendable {
    /// An answer to one request type.
    typealias Handler = @Sendable (StubbedRequest) throws -> HTTPResponse

    /// The API's routes, most specific first.
    public let routes: [StubRoute]
    private let lock = NSLock()
    private var handlers: [ObjectIdentifier: Handler] = [:]
    private var received: [StubbedRequest] = []

    /// Creates a transport that recognises the request types of `routes` (generated per API).
    public init(routes: [StubRoute]) {
        self.routes = routes.enumerated().sorted { lhs, rhs in
            lhs.element.specificity != rhs.element.specificity
                ? lhs.element.specificity > rhs.element.specificity : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// Answers every request of type `R` with what `answer` returns for it; replaces an earlier stub of `R`.
    public func on<R: Request>(
        _ type: R.Type, _ answer: @escaping @Sendable (StubbedRequest) throws -> Stub<R.Response>
    )
    where R.API == API {
        let handler: Handler = { request in
            let encoding = StubEncoding(
                codingOptions: API.codingOptions, wireFormat: API.wireFormat, url: request.http.url)
            return try answer(request).answer(encoding)
        }
        lock.withLock { handlers[ObjectIdentifier(type)] = handler }
    }

    /// Every request received, in order (also those that failed for want of a stub).
    public var calls: [StubbedRequest] {
        lock.withLock { received }
    }

    /// The requests of one type received, in order.
    public func calls<R: Request>(to type: R.Type) -> [StubbedRequest] where R.API == API {
        let name = String(describing: type)
        return calls.filter { $0.typeName == name }
    }

    /// Forgets the recorded calls (the stubs stay).
    public func clearCalls() {
        lock.withLock { received.removeAll() }
    }

    /// Recognises the request's type, records the call and answers with its stub.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var stubbed = StubbedRequest(request)
        let route = routes.lazy.compactMap { route in route.match(stubbed).map { (route, $0) } }.first
        if let (route, values) = route {
            stubbed.typeName = route.name
            stubbed.pathParameters = values
        }
        let handler: Handler? = lock.withLock {
            received.append(stubbed)
            return route.flatMap { handlers[$0.0.type] }
        }
        guard let handler else {
            let what = route.map { "a \($0.0.name) request" } ?? "a request no \(API.name) request type matches"
            throw TransportError(
                .other,
                StubError(
                    "no stub for \(what): \(request.method.rawValue) \(request.url.absoluteString); stubbed: \(stubbedNames)"
                )
                .description)
        }
        let response = try handler(stubbed)
        guard let target = request.download, response.isSuccess, response.bodyFile == nil else { return response }
        return try Self.writeDownload(response, to: target)
    }

    /// Writes a stubbed 2xx body to a download's temporary file, as a streaming transport would.
    private static func writeDownload(_ response: HTTPResponse, to target: DownloadTarget) throws(TransportError)
        -> HTTPResponse
    {
        let writer = DownloadFileWriter(target: target)
        do throws(TransportError) {
            try writer.begin()
            writer.expect(total: Int64(response.body.count))
            try writer.append(response.body)
        } catch {
            writer.discard()
            throw error
        }
        var written = response
        written.body = Data()
        written.bodyFile = writer.finish()
        return written
    }

    /// The names of the stubbed request types, sorted, for messages.
    private var stubbedNames: String {
        let stubbed = lock.withLock { Set(handlers.keys) }
        let names = routes.filter { stubbed.contains($0.type) }.map(\.name).sorted()
        return names.isEmpty ? "nothing" : names.joined(separator: ", ")
    }
}
