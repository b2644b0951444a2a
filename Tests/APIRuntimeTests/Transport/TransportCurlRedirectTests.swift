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
        var components = URLComponents(url: trusted.url("land"), resolvingAgainstBaseURL: false)!
        components.path = ""
        let policy = CurlTransport.RedirectPolicy(
            maxRedirects: 5, methods: [.get], trustedOrigins: [try #require(components.url)])
        let trusting = CurlTransport(configuration: .init(redirects: policy, proxy: .none))

        let landed = try await trusting.send(
            HTTPRequest(method: .get, url: server.url("hop"), headers: TransportRedirectContractTests.credentials))
        #expect(landed.statusCode == 200)
        #expect(String(decoding: landed.body, as: UTF8.self) == "landed")
        #expect(trusted.requests.map { $0.header("X-API-Key") } == ["key-secret"])

        let stopped = try await trusting.send(
            HTTPRequest(method: .get, url: server.url("other"), headers: TransportRedirectContractTests.credentials))
        await trusting.shutDownAndWait()
        await server.stop()
        await trusted.stop()
        await third.stop()
        #expect(stopped.statusCode == 302)
        #expect(stopped.headers["Location"] == thirdTarget)
        #expect(third.requests.isEmpty)
    }

    @Test func aRedirectLoopIsATypedPermanentError() async throws {
        let server = try await TransportRedirectContractTests.redirecting { _ in "/loop" }
        let error = await #expect(throws: TransportError.self) {
            _ = try await transport.send(HTTPRequest(method: .get, url: server.url("loop")))
        }
        await server.stop()
        #expect(error?.isTransient == false)
        #expect(error?.message.lowercased().contains("redirect") == true, "\(String(describing: error))")
        #expect(server.requests.count == CurlTransport.RedirectPolicy.default.maxRedirects + 1)
    }
}
