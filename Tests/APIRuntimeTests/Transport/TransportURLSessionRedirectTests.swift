import Foundation
import LoopbackServer
import Testing

@testable import APIRuntime

/// Redirects through `URLSessionTransport`: the same policy as `CurlTransport`'s (`TransportCurlRedirectTests`).
///
/// `URLSession` on its own follows every redirect with every header of the request but `Authorization`, so
/// `X-API-Key`, `Bridge-Session` and `X-Token` would reach any origin a server names.
@Suite("URLSessionTransport redirects")
struct TransportURLSessionRedirectTests {
    let transport = URLSessionTransport()

    static let credentials = TransportCurlRedirectTests.credentials

    /// The origin of a loopback server: its scheme, host and port, no path.
    static func origin(of server: LoopbackServer) throws -> URL {
        var components = try #require(URLComponents(url: server.url("land"), resolvingAgainstBaseURL: false))
        components.path = ""
        return try #require(components.url)
    }

    @Test func aRedirectToAnotherPortIsReturnedNotFollowed() async throws {
        let other = try await LoopbackServer.start { _ in .text("elsewhere") }
        let target = other.url("land").absoluteString
        let server = try await TransportCurlRedirectTests.redirecting { _ in target }
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
            let server = try await TransportCurlRedirectTests.redirecting { request in
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
            let server = try await TransportCurlRedirectTests.redirecting(status: status) { request in
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
        let server = try await TransportCurlRedirectTests.redirecting { request in
            request.path == "/hop" ? "/step" : target
        }
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
        let trusted = try await TransportCurlRedirectTests.redirecting { _ in thirdTarget }
        let target = trusted.url("land").absoluteString
        let onward = trusted.url("onward").absoluteString
        let server = try await TransportCurlRedirectTests.redirecting { request in
            request.path == "/hop" ? target : onward
        }
        let policy = URLSessionTransport.RedirectPolicy(
            maxRedirects: 5, methods: [.get], trustedOrigins: [try Self.origin(of: trusted)])
        let trusting = URLSessionTransport(redirects: policy)

        let landed = try await trusting.send(
            HTTPRequest(method: .get, url: server.url("hop"), headers: Self.credentials))
        #expect(landed.statusCode == 200)
        #expect(String(decoding: landed.body, as: UTF8.self) == "landed")
        #expect(trusted.requests.map { $0.header("X-API-Key") } == ["key-secret"])

        let stopped = try await trusting.send(
            HTTPRequest(method: .get, url: server.url("other"), headers: Self.credentials))
        await server.stop()
        await trusted.stop()
        await third.stop()
        #expect(stopped.statusCode == 302)
        #expect(stopped.headers["Location"] == thirdTarget)
        #expect(third.requests.isEmpty)
    }

    @Test func anUploadsRedirectToAnotherOriginIsReturned() async throws {
        // A streamed body goes through an upload task, a data body through a data task: both carry the delegate.
        let other = try await LoopbackServer.start { _ in .text("elsewhere") }
        let target = other.url("land").absoluteString
        let server = try await TransportCurlRedirectTests.redirecting(status: 307) { _ in target }
        let policy = URLSessionTransport.RedirectPolicy(maxRedirects: 5, methods: [.get, .post])
        let posting = URLSessionTransport(redirects: policy)
        let bodies: [HTTPBody] = [
            .data(Data("payload".utf8)),
            .stream(BodyStream(segments: [.data(Data("pay".utf8)), .data(Data("load".utf8))])),
        ]
        for body in bodies {
            let response = try await posting.send(
                HTTPRequest(method: .post, url: server.url("hop"), headers: Self.credentials, body: body))
            #expect(response.statusCode == 307)
            #expect(response.headers["Location"] == target)
        }
        await server.stop()
        await other.stop()
        #expect(server.requests.map(\.bodyText) == ["payload", "payload"])
        #expect(other.requests.isEmpty, "\(other.requests.map(\.headers))")
    }

    @Test func aMethodThePolicyLeavesOutIsNotRedirected() async throws {
        let server = try await TransportCurlRedirectTests.redirecting(status: 307) { _ in "/land" }
        let response = try await transport.send(
            HTTPRequest(method: .post, url: server.url("hop"), body: .data(Data("payload".utf8))))
        await server.stop()
        #expect(response.statusCode == 307)
        #expect(server.requests.map(\.path) == ["/hop"])
    }

    @Test func aRedirectLoopIsATypedPermanentError() async throws {
        let server = try await TransportCurlRedirectTests.redirecting { _ in "/loop" }
        let error = await #expect(throws: TransportError.self) {
            _ = try await transport.send(HTTPRequest(method: .get, url: server.url("loop")))
        }
        await server.stop()
        #expect(error?.isTransient == false)
        #expect(error?.message.lowercased().contains("redirect") == true, "\(String(describing: error))")
        #expect(server.requests.count == URLSessionTransport.RedirectPolicy.default.maxRedirects + 1)
    }
}
