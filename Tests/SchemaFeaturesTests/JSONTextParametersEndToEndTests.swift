import APIRuntime
import APIRuntimeTesting
import Foundation
import Shelter
import Testing

/// `content: json` on Shelter's `SearchPets` over the loopback server: a model, a list and a map travel as their
/// JSON text (sorted keys, the API's date format), percent-encoded once in the query and as is in a header; a value
/// JSON cannot carry fails the call before anything is sent.
@Suite struct JSONTextParametersEndToEndTests {
    @Test func aModelAListAndAMapTravelAsTheirJSONText() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, _) = try OAuth2EndToEndTests.client(fake)
        let query = PetQuery(
            species: "cat", names: ["Ada", "Bo/Jo"], arrivedAfter: Date(timeIntervalSince1970: 1_714_557_600))
        let request = SearchPets(where: query, labels: ["team": "north"], fields: ["id", "name"])
        let pets = try await client.send(request)
        #expect(pets.map(\.name) == ["Ada", "Bo/Jo"])
        #expect(pets.allSatisfy { $0.species == "cat" })
        let sent = try #require(fake.server.requests.first { $0.path == "/v1/pet-search" })
        let items = URLComponents(string: sent.uri)?.queryItems ?? []
        #expect(
            items.first { $0.name == "where" }?.value
                == #"{"arrivedAfter":"2024-05-01T10:00:00Z","names":["Ada","Bo/Jo"],"species":"cat"}"#)
        #expect(items.first { $0.name == "fields" }?.value == #"["id","name"]"#)
        // Encoded once: the braces and quotes are escapes of their own, never `%25`.
        #expect(sent.uri.hasPrefix("/v1/pet-search?where=%7B%22arrivedAfter%22%3A"))
        #expect(!sent.uri.contains("%25"))
        #expect(sent.header("X-Search-Labels") == #"{"team":"north"}"#)
    }

    @Test func absentOptionalValuesAreNotSent() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, _) = try OAuth2EndToEndTests.client(fake)
        _ = try await client.send(SearchPets(where: PetQuery(names: ["Cy"])))
        let sent = try #require(fake.server.requests.first { $0.path == "/v1/pet-search" })
        #expect(sent.uri == "/v1/pet-search?where=%7B%22names%22%3A%5B%22Cy%22%5D%7D")
        #expect(sent.header("X-Search-Labels") == nil)
    }

    @Test func aValueJSONCannotCarryFailsBeforeAnythingIsSent() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, _) = try OAuth2EndToEndTests.client(fake)
        do {
            _ = try await client.send(SearchPets(where: PetQuery(minWeight: .nan)))
            Issue.record("a NaN was sent")
        } catch {
            guard case .invalidRequest(let message) = error else {
                Issue.record("expected .invalidRequest, got \(error)")
                return
            }
            #expect(message.contains("parameter 'where' cannot be encoded"))
            #expect(message.contains("PetQuery"))
        }
        #expect(!fake.server.requests.contains { $0.path == "/v1/pet-search" })
    }
}
