import APIRuntime
import Foundation
import LoopbackServer
import Shelter
import Testing

/// Shelter's `CheckIntake` (OPTIONS) and `TraceRoute` (TRACE) through the generated SDK, curl and the loopback
/// server: APIKit's rule sends an OPTIONS request's derived parameters as its JSON body and a TRACE request's in
/// the query, with no body.
@Suite struct OtherMethodsEndToEndTests {
    @Test func anOptionsRequestSendsItsDerivedParametersAsItsBody() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, _) = try OAuth2EndToEndTests.client(fake)
        let capacity = try await client.send(CheckIntake(species: "dog", count: 3))
        #expect(capacity == IntakeCapacity(accepts: true, places: 3))
        let sent = try #require(fake.server.lastRequest)
        #expect(sent.method == "OPTIONS")
        #expect(sent.uri == "/v1/intake")
        #expect(sent.header("Content-Type") == "application/json")
        let body = try #require(try JSONSerialization.jsonObject(with: sent.body) as? [String: Any])
        #expect(body["species"] as? String == "dog")
        #expect(body["count"] as? Int == 3)
        let refused = try await client.send(CheckIntake(species: "cat"))
        #expect(refused == IntakeCapacity(accepts: false, places: 0))
    }

    @Test func aTraceRequestSendsItsParametersInTheQueryAndNoBody() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, _) = try OAuth2EndToEndTests.client(fake)
        let echo = try await client.send(TraceRoute(tag: "a b"))
        #expect(echo == "TRACE /v1/trace?tag=a%20b body=0", "\(echo)")
        let sent = try #require(fake.server.lastRequest)
        #expect(sent.method == "TRACE")
        #expect(sent.header("Content-Type") == nil)
    }

    @Test func theRuntimeSpellsBothMethodsAndTheirRules() {
        #expect(HTTPMethod(rawValue: "OPTIONS") == .options)
        #expect(HTTPMethod(rawValue: "TRACE") == .trace)
        #expect(!HTTPMethod.options.prefersQueryParameters)
        #expect(HTTPMethod.trace.prefersQueryParameters)
        #expect(HTTPMethod.options.isIdempotent && HTTPMethod.trace.isIdempotent)
    }
}
