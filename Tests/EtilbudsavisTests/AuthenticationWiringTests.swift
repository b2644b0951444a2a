import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import Etilbudsavis

/// The client signs and renews as the schema's `auth:` declares (`signed-token`): headers, secret setting and
/// renewal codes all come from `EtilbudsavisAPI.Authentication`.
@Suite("Authentication wiring generated from the schema")
struct AuthenticationWiringTests {
    @Test(
        "every code in auth.renewOn renews the session once and replays the call", arguments: [1101, 1104, 1107, 1108])
    func declaredCodesRenew(_ code: Int) async throws {
        #expect(EtilbudsavisAPI.Authentication.renewOn.contains(code))
        let env = try await TestEnvironment.start()
        defer { Task { await env.stop() } }
        _ = try await env.client.send(ListDealers())
        env.server.state.failNextCall(status: 400, code: code)
        let stores = try await env.client.send(ListStores())
        #expect(stores.count == 3)
        #expect(env.server.state.sessionsRenewed == 1)
        let tail = env.server.requests.suffix(3).map { "\($0.method) \($0.path)" }
        #expect(tail == ["GET /v2/stores", "PUT /v2/sessions", "GET /v2/stores"])
    }

    @Test(
        "a session-looking code the schema does not list is the API error, without a renewal", arguments: [1100, 1103])
    func otherCodesDoNotRenew(_ code: Int) async throws {
        #expect(!EtilbudsavisAPI.Authentication.renewOn.contains(code))
        let env = try await TestEnvironment.start()
        defer { Task { await env.stop() } }
        _ = try await env.client.send(ListDealers())
        env.server.state.failNextCall(status: 400, code: code)
        let error = await #expect(throws: ClientError<EtilbudsavisAPI>.self) {
            _ = try await env.client.send(ListStores())
        }
        guard case .api(let apiError, _)? = error else {
            Issue.record("expected the API error, got \(String(describing: error))")
            return
        }
        #expect(apiError.code == code)
        #expect(env.server.state.sessionsRenewed == 0)
        #expect(env.server.state.sessionsCreated == 1)
    }

    @Test("the declared headers carry the token and the signature made with the declared secret setting")
    func headersAndSecret() async throws {
        let env = try await TestEnvironment.start()
        defer { Task { await env.stop() } }
        _ = try await env.client.send(ListDealers())
        let request = try #require(env.server.apiRequests.first)
        let auth = EtilbudsavisAPI.Authentication.self
        let secret = auth.secret(in: env.client.configuration.settings)
        #expect(secret == "test-secret")
        #expect(request.header(auth.tokenHeader) == "token-1")
        #expect(request.header(auth.signatureHeader) == ReferenceSHA256.hex(secret + "token-1"))
        // The session's token and expiry are read through the schema's `token:` / `expires:`.
        let saved = try #require(await env.client.sessions.sessionToSave())
        let (token, expires) = auth.token(from: saved)
        #expect(token == "token-1")
        #expect(expires == saved.expires)
        #expect(auth.adoptsTokenOnlyWithExpiry)
        #expect(env.client.sessions.signedSession.adoptRequiresExpiry)
    }
}
