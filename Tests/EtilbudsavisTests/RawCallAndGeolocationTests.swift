import APIRuntime
import Foundation
import Testing

@testable import Etilbudsavis

/// The client gaps an old-SDK user hits: a raw call for endpoints the schema lacks (signed, cached) and a
/// location changed on a live client.
@Suite("Etilbudsavis raw calls and live geolocation")
struct RawCallAndGeolocationTests {
    @Test("a raw GET is signed, returns JSON and caches objects with an ERN")
    func rawGet() async throws {
        let env = try await TestEnvironment.start()
        defer { Task { await env.stop() } }
        let value = try await env.client.raw("catalogs/3d1c51y")
        #expect(value["id"]?.stringValue == "3d1c51y")
        // The fake checks X-Token and X-Signature: an unsigned call would have been refused.
        let request = try #require(env.server.apiRequests.last)
        #expect(request.path == "/v2/catalogs/3d1c51y")
        #expect(request.header("X-Signature") == env.server.state.signature(for: request.header("X-Token") ?? ""))
        #expect(request.queryValue("r_lat") == "55.6728872")
        #expect(await env.client.cache.contains(try ERN(parsing: "ern:catalog:3d1c51y")))
        var results: [CachedResult<JSONValue>] = []
        for try await result in env.client.cachedRaw("catalogs/3d1c51y") { results.append(result) }
        #expect(results.map(\.isFromCache) == [true, false])
        #expect(results[0].value == results[1].value)
    }

    @Test("a raw call's errors are the client's typed errors")
    func rawError() async throws {
        let env = try await TestEnvironment.start()
        defer { Task { await env.stop() } }
        await #expect(throws: ClientError<EtilbudsavisAPI>.self) {
            _ = try await env.client.raw("nothing/here", method: .get)
        }
    }

    @Test("a location changed on a live client is sent with the next call; nil stops sending one")
    func liveGeolocation() async throws {
        let env = try await TestEnvironment.start()
        defer { Task { await env.stop() } }
        _ = try await env.client.send(GetCatalog(catalogID: "3d1c51y"))
        #expect(env.server.apiRequests.last?.queryValue("r_lat") == "55.6728872")
        let aarhus = try Geolocation(latitude: 56.1629, longitude: 10.2039, radius: 2000, isFromSensor: false)
        env.client.setGeolocation(aarhus)
        #expect(env.client.geolocation == aarhus)
        _ = try await env.client.send(GetCatalog(catalogID: "3d1c51y"))
        let moved = try #require(env.server.apiRequests.last)
        #expect(moved.queryValue("r_lat") == "56.1629")
        #expect(moved.queryValue("r_lng") == "10.2039")
        #expect(moved.queryValue("r_radius") == "2000")
        #expect(moved.queryValue("r_sensor") == "false")
        #expect(moved.queryItems.filter { $0.name == "r_lat" }.count == 1)
        env.client.setGeolocation(nil)
        _ = try await env.client.send(GetCatalog(catalogID: "3d1c51y"))
        #expect(env.server.apiRequests.last?.queryValue("r_lat") == nil)
        #expect(env.server.apiRequests.last?.queryValue("r_locale") == "da_DK")
    }
}
