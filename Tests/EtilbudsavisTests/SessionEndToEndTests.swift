import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import Etilbudsavis

@Suite("Session, end to end against a fake eTilbudsavis")
struct SessionEndToEndTests {
    @Test("the first call creates an unsigned session, then every call is signed and carries the location")
    func firstCall() async throws {
        let env = try await TestEnvironment.start()
        defer { Task { await env.stop() } }
        let catalogs = try await env.client.send(ListCatalogs(limit: 24))
        _ = try await env.client.send(ListDealers())
        #expect(catalogs.count == 2)

        let requests = env.server.requests
        try #require(requests.count == 3)
        let create = requests[0]
        #expect(create.method == "POST")
        #expect(create.path == "/v2/sessions")
        #expect(create.header("X-Token") == nil && create.header("X-Signature") == nil)
        let body = try #require(FakeETAState.jsonObject(create.body))
        #expect(body["api_key"] as? String == "test-key")
        #expect(body["token_ttl"] as? Int == EtilbudsavisConfiguration.defaultTokenTTL)
        #expect(!create.uri.contains("test-secret") && !create.bodyText.contains("test-secret"))

        for request in requests.dropFirst() {
            #expect(request.header("X-Token") == "token-1")
            #expect(request.header("X-Signature") == ReferenceSHA256.hex("test-secret" + "token-1"))
            #expect(request.queryValue("r_lat") == "55.6728872")
            #expect(request.queryValue("r_lng") == "12.5592072")
            #expect(request.queryValue("r_radius") == "5000")
            #expect(request.queryValue("r_sensor") == "true")
            #expect(request.queryValue("r_locale") == "da_DK")
            #expect(request.queryValue("api_av") == "9.9")
            #expect(!request.uri.contains("test-secret"), "the secret is never sent")
        }
        #expect(requests[1].queryValue("limit") == "24")
        #expect(env.client.sessions.statistics.creations == 1)
    }

    @Test("50 concurrent first calls create exactly one session and all succeed with its token")
    func concurrentFirstCalls() async throws {
        let env = try await TestEnvironment.start()
        defer { Task { await env.stop() } }
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<50 {
                group.addTask { try await env.client.send(ListDealers()).count }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(counts == Array(repeating: 1, count: 50))
        #expect(env.server.state.sessionsCreated == 1)
        #expect(env.server.requests.filter { $0.method == "POST" && $0.path == "/v2/sessions" }.count == 1)
        let tokens = Set(env.server.apiRequests.compactMap { $0.header("X-Token") })
        #expect(tokens == ["token-1"])
        #expect(env.server.apiRequests.count == 50)
    }

    @Test("a token rotated through X-Token / X-Token-Expires is adopted for the next call")
    func rotation() async throws {
        let env = try await TestEnvironment.start()
        defer { Task { await env.stop() } }
        _ = try await env.client.send(ListDealers())
        env.server.state.rotateTokenOnNextResponse()
        _ = try await env.client.send(ListStores())
        _ = try await env.client.send(ListCatalogs())
        let api = env.server.apiRequests
        #expect(api.map { $0.header("X-Token") } == ["token-1", "token-1", "token-2"])
        #expect(api[2].header("X-Signature") == ReferenceSHA256.hex("test-secret" + "token-2"))
        #expect(env.server.state.sessionsCreated == 1)
        #expect(env.server.state.sessionsRenewed == 0)
        #expect(await env.client.sessions.currentToken == "token-2")
        let saved = try #require(await env.client.sessions.sessionToSave())
        #expect(saved.token == "token-2", "the session to save carries the rotated token")
        #expect(saved.clientID == "client-1")
    }

    @Test("an X-Token without X-Token-Expires is not adopted (the official SDKs need both)")
    func strayToken() async throws {
        let env = try await TestEnvironment.start()
        defer { Task { await env.stop() } }
        _ = try await env.client.send(ListDealers())
        env.server.state.sendTokenWithoutExpiryOnNextResponse()
        _ = try await env.client.send(ListStores())
        _ = try await env.client.send(ListCatalogs())
        #expect(env.server.apiRequests.map { $0.header("X-Token") } == ["token-1", "token-1", "token-1"])
        #expect(await env.client.sessions.currentToken == "token-1")
    }

    @Test("an expired token (1101) renews the session with PUT and replays the call once")
    func renewal() async throws {
        let env = try await TestEnvironment.start()
        defer { Task { await env.stop() } }
        _ = try await env.client.send(ListDealers())
        env.server.state.expireAllTokens()
        let stores = try await env.client.send(ListStores())
        #expect(stores.count == 3)
        let tail = env.server.requests.suffix(3)
        #expect(tail.map { "\($0.method) \($0.path)" } == ["GET /v2/stores", "PUT /v2/sessions", "GET /v2/stores"])
        #expect(tail.map { $0.header("X-Token") } == ["token-1", "token-1", "token-2"])
        #expect(env.server.state.sessionsRenewed == 1)
        #expect(env.server.state.sessionsCreated == 1)
    }

    @Test("when renewing fails with a session error, a new session is created, and the call goes through")
    func renewalFallsBackToCreation() async throws {
        let env = try await TestEnvironment.start()
        defer { Task { await env.stop() } }
        _ = try await env.client.send(ListDealers())
        env.server.state.renewAcceptsExpiredTokens = false
        env.server.state.expireAllTokens()
        _ = try await env.client.send(ListStores())
        let tail = env.server.requests.suffix(4)
        #expect(
            tail.map { "\($0.method) \($0.path)" } == [
                "GET /v2/stores", "PUT /v2/sessions", "POST /v2/sessions", "GET /v2/stores",
            ])
        #expect(tail.last?.header("X-Token") == "token-2")
        #expect(tail.dropFirst(2).first?.queryValue("client_id") == "client-1", "the client id is sent back")
        #expect(env.server.state.sessionsCreated == 2)
        #expect(env.client.sessions.statistics.creations == 2)
    }

    @Test("concurrent calls rejected with the same expired token share one renewal")
    func concurrentRenewal() async throws {
        let env = try await TestEnvironment.start()
        defer { Task { await env.stop() } }
        _ = try await env.client.send(ListDealers())
        env.server.state.expireAllTokens()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<20 {
                group.addTask { _ = try await env.client.send(ListDealers()) }
            }
            try await group.waitForAll()
        }
        #expect(env.server.state.sessionsRenewed == 1)
        #expect(env.server.state.sessionsCreated == 1)
    }

    @Test("a call still rejected after one renewal fails with the API error instead of looping")
    func loopGuard() async throws {
        let env = try await TestEnvironment.start()
        defer { Task { await env.stop() } }
        _ = try await env.client.send(ListDealers())
        env.server.state.failNextCall(status: 400, code: 1108)
        env.server.state.failNextCall(status: 400, code: 1108)
        await #expect {
            try await env.client.send(ListStores())
        } throws: { error in
            guard case .api(let apiError, _) = error as? ClientError<EtilbudsavisAPI> else { return false }
            return apiError.code == 1108
        }
        let tail = env.server.requests.suffix(3)
        #expect(tail.map { "\($0.method) \($0.path)" } == ["GET /v2/stores", "PUT /v2/sessions", "GET /v2/stores"])
        #expect(env.server.requests.count == 5)
    }

    @Test("error 2015 is resent after the Retry-After the server names")
    func retryAfter() async throws {
        let env = try await TestEnvironment.start()
        defer { Task { await env.stop() } }
        env.server.state.failNextCall(status: 500, code: 2015, retryAfter: "3")
        let dealers = try await env.client.send(ListDealers())
        #expect(dealers.count == 1)
        #expect(env.sleeps.waits == [.seconds(3)])
        #expect(env.server.apiRequests.count == 2)
    }

    @Test("a rate-limited call (429) is resent once after its Retry-After, then the error surfaces")
    func rateLimited() async throws {
        let env = try await TestEnvironment.start()
        defer { Task { await env.stop() } }
        env.server.state.failNextCall(status: 429, code: 1601, retryAfter: "2")
        env.server.state.failNextCall(status: 429, code: 1601, retryAfter: "2")
        await #expect {
            try await env.client.send(ListDealers())
        } throws: { error in
            guard case .api(let apiError, _) = error as? ClientError<EtilbudsavisAPI> else { return false }
            return apiError.code == 1601
        }
        #expect(env.sleeps.waits == [.seconds(2)])
        #expect(env.server.apiRequests.count == 2, "one retry, then the error")
        #expect(try await env.client.send(ListDealers()).count == 1)
        #expect(env.sleeps.waits == [.seconds(2)])
    }

    @Test("an invalid API key is a typed error, and the next call tries to create a session again")
    func invalidKey() async throws {
        let server = try await FakeETAServer.start()
        defer { Task { await server.stop() } }
        let client = EtilbudsavisClient(
            configuration: .init(
                apiKey: "wrong", apiSecret: "test-secret", environment: .custom(hosts: ["default": server.baseURL])))
        for _ in 0..<2 {
            await #expect {
                try await client.send(ListDealers())
            } throws: { error in
                guard case .api(let apiError, _) = error as? ClientError<EtilbudsavisAPI> else {
                    return false
                }
                return apiError.code == 1102
            }
        }
        #expect(server.requests.map(\.path) == ["/v2/sessions", "/v2/sessions"])
    }
}
