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

    /// The origin of a loopback server: its scheme, host and port, no path.
    static func origin(of server: LoopbackServer) throws -> URL {
        var components = try #require(URLComponents(url: server.url("land"), resolvingAgainstBaseURL: false))
        components.path = ""
        return try #require(components.url)
    }

    @Test func aTrustedOriginIsFollowedAndAThirdOneStillStops() async throws {
        let third = try await LoopbackServer.start { _ in .text("third") }
        let thirdTarget = third.url("land").absoluteString
        // The trusted server answers `/land` itself and sends `/onward` on to a third origin.
        let trusted = try await TransportRedirectContractTests.redirecting { _ in thirdTarget }
        let target = trusted.url("land").absoluteString
        let onward = trusted.url("onward").absoluteString
        let server = try await TransportRedirectContractTests.redirecting { request in
            request.path == "/hop" ? target : onward
        }
        let policy = URLSessionTransport.RedirectPolicy(
            maxRedirects: 5, methods: [.get], trustedOrigins: [try Self.origin(of: trusted)])
        let trusting = URLSessionTransport(redirects: policy)

        let landed = try await trusting.send(
            HTTPRequest(method: .get, url: server.url("hop"), headers: TransportRedirectContractTests.credentials))
        #expect(landed.statusCode == 200)
        #expect(String(decoding: landed.body, as: UTF8.self) == "landed")
        #expect(trusted.requests.map { $0.header("X-API-Key") } == ["key-secret"])

        let stopped = try await trusting.send(
            HTTPRequest(method: .get, url: server.url("other"), headers: TransportRedirectContractTests.credentials))
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
        let server = try await TransportRedirectContractTests.redirecting(status: 307) { _ in target }
        let policy = URLSessionTransport.RedirectPolicy(maxRedirects: 5, methods: [.get, .post])
        let posting = URLSessionTransport(redirects: policy)
        let bodies: [HTTPBody] = [
            .data(Data("payload".utf8)),
            .stream(BodyStream(segments: [.data(Data("pay".utf8)), .data(Data("load".utf8))])),
        ]
        for body in bodies {
            let response = try await posting.send(
                HTTPRequest(
                    method: .post, url: server.url("hop"), headers: TransportRedirectContractTests.credentials,
                    body: body))
            #expect(response.statusCode == 307)
            #expect(response.headers["Location"] == target)
        }
        await server.stop()
        await other.stop()
        #expect(server.requests.map(\.bodyText) == ["payload", "payload"])
        #expect(other.requests.isEmpty, "\(other.requests.map(\.headers))")
    }

    @Test func aMethodThePolicyLeavesOutIsNotRedirected() async throws {
        let server = try await TransportRedirectContractTests.redirecting(status: 307) { _ in "/land" }
        let response = try await transport.send(
            HTTPRequest(method: .post, url: server.url("hop"), body: .data(Data("payload".utf8))))
        await server.stop()
        #expect(response.statusCode == 307)
        #expect(server.requests.map(\.path) == ["/hop"])
    }

    @Test func aRedirectLoopIsATypedPermanentError() async throws {
        let server = try await TransportRedirectContractTests.redirecting { _ in "/loop" }
        let error = await #expect(throws: TransportError.self) {
            _ = try await transport.send(HTTPRequest(method: .get, url: server.url("loop")))
        }
        await server.stop()
        #expect(error?.isTransient == false)
        #expect(error?.message.lowercased().contains("redirect") == true, "\(String(describing: error))")
        #expect(server.requests.count == URLSessionTransport.RedirectPolicy.default.maxRedirects + 1)
    }
}
