import Foundation
import LoopbackServer
import Testing

@testable import APIRuntime

/// The transports under the redirect contract (the same `RedirectPolicy` default).
enum RedirectingTransport: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case curl
    case urlSession

    /// A fresh transport of this kind, with its default redirect policy.
    func make() -> any Transport {
        switch self {
        case .curl: CurlTransport(configuration: .init(proxy: .none))
        case .urlSession: URLSessionTransport()
        }
    }

    var testDescription: String { rawValue }
}

/// What every transport does with redirects: the request's headers (API keys, session tokens, signatures) never
/// reach an origin the caller did not name, and redirects within its own origin are followed with them.
///
/// Each transport's own cases (trusted origins, uploads, methods, loops) are in `TransportCurlRedirectTests` and
/// `TransportURLSessionRedirectTests`.
@Suite("Transport redirects")
struct TransportRedirectContractTests {
    /// Headers as the SDKs' authentication middleware sets them.
    static let credentials: HTTPHeaders = [
        "X-API-Key": "key-secret", "Bridge-Session": "session-secret", "X-Token": "token-secret",
        "Authorization": "Bearer bearer-secret",
    ]

    /// A server that answers every request with a redirect to `location(request)`.
    static func redirecting(
        status: Int = 302, to location: @escaping @Sendable (LoopbackRequest) -> String
    ) async throws -> LoopbackServer {
        try await LoopbackServer.start { request in
            request.path == "/land"
                ? .text("landed")
                : LoopbackResponse(status: status, headers: [.init("Location", location(request))])
        }
    }

    @Test(arguments: RedirectingTransport.allCases)
    func aRedirectToAnotherPortIsReturnedNotFollowed(kind: RedirectingTransport) async throws {
        let transport = kind.make()
        let other = try await LoopbackServer.start { _ in .text("elsewhere") }
        let target = other.url("land").absoluteString
        let server = try await Self.redirecting { _ in target }
        let response = try await transport.send(
            HTTPRequest(method: .get, url: server.url("hop"), headers: Self.credentials))
        await server.stop()
        await other.stop()
        #expect(response.statusCode == 302)
        #expect(response.headers["Location"] == target)
        #expect(response.url == server.url("hop"))
        #expect(other.requests.isEmpty, "\(other.requests.map(\.headers))")
    }

    @Test(arguments: RedirectingTransport.allCases)
    func redirectsToAnotherHostNameOrSchemeAreReturned(kind: RedirectingTransport) async throws {
        let transport = kind.make()
        // `localhost` names the same socket, but not the same origin: the caller never named it.
        let locations: [@Sendable (Int) -> String] = [
            { port in "http://localhost:\(port)/land" },
            { port in "https://127.0.0.1:\(port)/land" },
            { port in "//localhost:\(port)/land" },
        ]
        for make in locations {
            let server = try await Self.redirecting { request in
                make(Int(request.header("Host")?.split(separator: ":").last ?? "") ?? 0)
            }
            let response = try await transport.send(
                HTTPRequest(method: .get, url: server.url("hop"), headers: Self.credentials))
            await server.stop()
            #expect(response.statusCode == 302, "\(response.headers["Location"] ?? "")")
            #expect(server.requests.count == 1, "\(server.requests.map(\.uri))")
        }
    }

    @Test(arguments: RedirectingTransport.allCases)
    func sameOriginRedirectsAreFollowedWithTheirHeaders(kind: RedirectingTransport) async throws {
        let transport = kind.make()
        for status in [301, 302, 303, 307, 308] {
            let server = try await Self.redirecting(status: status) { request in
                request.path == "/hop" ? "/step" : "land"
            }
            let response = try await transport.send(
                HTTPRequest(method: .get, url: server.url("hop"), headers: Self.credentials))
            await server.stop()
            #expect(response.statusCode == 200, "\(status)")
            #expect(String(decoding: response.body, as: UTF8.self) == "landed")
            #expect(response.url == server.url("land"))
            #expect(server.requests.map(\.path) == ["/hop", "/step", "/land"])
            #expect(server.requests.allSatisfy { $0.header("X-API-Key") == "key-secret" })
        }
    }

    @Test(arguments: RedirectingTransport.allCases)
    func aSameOriginHopBeforeAnotherOriginStopsThere(kind: RedirectingTransport) async throws {
        let transport = kind.make()
        let other = try await LoopbackServer.start { _ in .text("elsewhere") }
        let target = other.url("land").absoluteString
        let server = try await Self.redirecting { request in request.path == "/hop" ? "/step" : target }
        let response = try await transport.send(
            HTTPRequest(method: .get, url: server.url("hop"), headers: Self.credentials))
        await server.stop()
        await other.stop()
        #expect(response.statusCode == 302)
        #expect(response.url == server.url("step"))
        #expect(response.headers["Location"] == target)
        #expect(other.requests.isEmpty)
    }
}
