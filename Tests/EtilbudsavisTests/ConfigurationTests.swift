import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import Etilbudsavis

@Suite("Geolocation, retry delays, resumed sessions")
struct ConfigurationTests {
    @Test("coordinates outside their ranges are typed errors; the radius is clamped")
    func geolocation() throws {
        #expect(throws: GeolocationError.invalidLatitude(91)) { try Geolocation(latitude: 91, longitude: 0) }
        #expect(throws: GeolocationError.invalidLongitude(-180.5)) { try Geolocation(latitude: 0, longitude: -180.5) }
        #expect(throws: GeolocationError.self) { try Geolocation(latitude: .nan, longitude: 0) }
        #expect(try Geolocation(latitude: 55, longitude: 12, radius: 5).radius == Geolocation.minimumRadius)
        #expect(try Geolocation(latitude: 55, longitude: 12, radius: 9_000_000).radius == Geolocation.maximumRadius)
        #expect(try Geolocation(latitude: 55, longitude: 12).radius == 100_000)
    }

    @Test("Retry-After is read as seconds or an HTTP date, capped, and zero when absent or invalid")
    func retryAfterDelay() throws {
        let middleware = RetryAfterMiddleware(maximumDelay: .seconds(30))
        func response(_ value: String?) -> HTTPResponse {
            var headers = HTTPHeaders()
            if let value { headers["Retry-After"] = value }
            return HTTPResponse(statusCode: 500, headers: headers, url: URL(fileURLWithPath: "/"))
        }
        #expect(middleware.delay(of: response("2")) == .seconds(2))
        #expect(middleware.delay(of: response("600")) == .seconds(30))
        #expect(middleware.delay(of: response(nil)) == .zero)
        #expect(middleware.delay(of: response("soon")) == .zero)
        #expect(middleware.delay(of: response("Wed, 21 Oct 2015 07:28:00 GMT")) == .zero, "a past date waits 0")
    }

    @Test("a saved session is resumed: no POST, its token signs the first call")
    func resume() async throws {
        let server = try await FakeETAServer.start()
        defer { Task { await server.stop() } }
        // Create a session on the server through one client, then resume it in a second one.
        let first = EtilbudsavisClient(
            configuration: .init(
                apiKey: server.apiKey, apiSecret: server.apiSecret,
                environment: .custom(hosts: ["default": server.baseURL])))
        _ = try await first.send(ListDealers())
        let saved = try #require(first.sessions.currentSession)
        let second = EtilbudsavisClient(
            configuration: .init(
                apiKey: server.apiKey, apiSecret: server.apiSecret,
                environment: .custom(hosts: ["default": server.baseURL])),
            session: saved)
        _ = try await second.send(ListStores())
        #expect(server.state.sessionsCreated == 1)
        #expect(server.requests.last?.header("X-Token") == saved.token)
        #expect(second.sessions.currentClientID == saved.clientID)
        #expect(second.sessions.statistics.creations == 0)
    }

    @Test("a session close to its expiry is renewed at launch; a fresh one is left alone")
    func renewIfExpiring() async throws {
        let env = try await TestEnvironment.start()
        defer { Task { await env.stop() } }
        #expect(try await env.client.sessions.renewIfExpiring() == false, "no session yet: nothing to renew")
        _ = try await env.client.send(ListDealers())
        let expires = try #require(env.client.sessions.currentSession?.expires)
        let sessions = env.client.sessions
        #expect(try await sessions.renewIfExpiring(now: expires.addingTimeInterval(-2 * 86_400)) == false)
        #expect(env.server.state.sessionsRenewed == 0)
        #expect(try await sessions.renewIfExpiring(now: expires.addingTimeInterval(-3600)) == true)
        #expect(env.server.state.sessionsRenewed == 1)
        #expect(await sessions.currentToken == "token-2")
    }

    @Test("when renewal has to create a new session, the attached user is gone and the stream says so")
    func userLostOnNewSession() async throws {
        let env = try await TestEnvironment.start()
        defer { Task { await env.stop() } }
        try await env.client.attachUser(email: "bob@example.com", password: "secret-2")
        let changes = env.client.userChanges()
        env.server.state.renewAcceptsExpiredTokens = false
        env.server.state.expireAllTokens()
        _ = try await env.client.send(ListDealers())
        var iterator = changes.makeAsyncIterator()
        let change = await iterator.next()
        #expect(change?.oldUser?.id == 42)
        #expect(change?.newUser == nil)
        #expect(env.client.currentUser == nil)
    }
}
