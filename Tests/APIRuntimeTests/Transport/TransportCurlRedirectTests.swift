import Foundation
import LoopbackServer
import Testing

@testable import APIRuntime

/// Redirects through `CurlTransport`: which are followed, and that the request's headers (API keys, session
/// tokens, signatures) never reach an origin the caller did not name.
///
/// libcurl itself drops only `Authorization` and `Cookie` when a redirect leaves the host; every other header
/// of the request (`X-API-Key`, `Bridge-Session`, `X-Token`) would go along.
@Suite("CurlTransport redirects")
struct TransportCurlRedirectTests {
    let transport = CurlTransport(configuration: .init(proxy: .none))

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

    @Test func aRedirectToAnotherPortIsReturnedNotFollowed() async throws {
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

    @Test func redirectsToAnotherHostNameOrSchemeAreReturned() async throws {
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

    @Test func sameOriginRedirectsAreFollowedWithTheirHeaders() async throws {
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

    @Test func aSameOriginHopBeforeAnotherOriginStopsThere() async throws {
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

    @Test func aTrustedOriginIsFollowedAndAThirdOneStillStops() async throws {
        let third = try await LoopbackServer.start { _ in .text("third") }
        let thirdTarget = third.url("land").absoluteString
        // The trusted server answers `/land` itself and sends `/onward` on to a third origin.
        let trusted = try await Self.redirecting { _ in thirdTarget }
        let target = trusted.url("land").absoluteString
        let onward = trusted.url("onward").absoluteString
        let server = try await Self.redirecting { request in request.path == "/hop" ? target : onward }
        var components = URLComponents(url: trusted.url("land"), resolvingAgainstBaseURL: false)!
        components.path = ""
        let policy = CurlTransport.RedirectPolicy(
            maxRedirects: 5, methods: [.get], trustedOrigins: [try #require(components.url)])
        let trusting = CurlTransport(configuration: .init(redirects: policy, proxy: .none))

        let landed = try await trusting.send(
            HTTPRequest(method: .get, url: server.url("hop"), headers: Self.credentials))
        #expect(landed.statusCode == 200)
        #expect(String(decoding: landed.body, as: UTF8.self) == "landed")
        #expect(trusted.requests.map { $0.header("X-API-Key") } == ["key-secret"])

        let stopped = try await trusting.send(
            HTTPRequest(method: .get, url: server.url("other"), headers: Self.credentials))
        await trusting.shutDownAndWait()
        await server.stop()
        await trusted.stop()
        await third.stop()
        #expect(stopped.statusCode == 302)
        #expect(stopped.headers["Location"] == thirdTarget)
        #expect(third.requests.isEmpty)
    }

    @Test func aRedirectLoopIsATypedPermanentError() async throws {
        let server = try await Self.redirecting { _ in "/loop" }
        let error = await #expect(throws: TransportError.self) {
            _ = try await transport.send(HTTPRequest(method: .get, url: server.url("loop")))
        }
        await server.stop()
        #expect(error?.isTransient == false)
        #expect(error?.message.lowercased().contains("redirect") == true, "\(String(describing: error))")
        #expect(server.requests.count == CurlTransport.RedirectPolicy.default.maxRedirects + 1)
    }
}
