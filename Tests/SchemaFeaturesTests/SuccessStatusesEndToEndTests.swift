import APIRuntime
import APIRuntimeTesting
import Foundation
import Shelter
import Testing

/// `SavePet`'s answer typed by its success status (`responses: { 200: Pet, 201: registered, 204: empty }`), over
/// the loopback server and through a stub transport: each listed status is its case, a listed status without a
/// body reads none, and a success status the schema does not list, or a body that is not the status's type, is a
/// typed error.
@Suite struct SuccessStatusesEndToEndTests {
    static let rex = Pet(id: "p1", name: "Rex", species: "dog")

    @Test func eachListedStatusIsItsCase() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, _) = try OAuth2EndToEndTests.client(fake)
        let stored = try await client.send(SavePet(id: "p1", pet: Self.rex))
        #expect(stored == .ok(Self.rex))
        #expect(stored.statusCode == 200)
        let created = try await client.send(SavePet(id: "new", pet: Self.rex))
        #expect(created == .registered(Self.rex))
        #expect(created.statusCode == 201)
        let unchanged = try await client.send(SavePet(id: "same", pet: Self.rex))
        #expect(unchanged == .noContent)
        #expect(unchanged.body == nil)
    }

    @Test func aSuccessStatusTheSchemaDoesNotListIsAnHTTPStatusError() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, _) = try OAuth2EndToEndTests.client(fake)
        do {
            let answer = try await client.send(SavePet(id: "partial", pet: Self.rex))
            Issue.record("an unlisted 206 was answered as \(answer)")
        } catch {
            guard case .httpStatus(let response) = error else {
                Issue.record("expected .httpStatus, got \(error)")
                return
            }
            #expect(response.statusCode == 206)
            #expect(String(decoding: response.body, as: UTF8.self).contains(#""name":"Rex""#))
        }
    }

    @Test func aBodyThatIsNotItsStatussTypeIsADecodingError() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, _) = try OAuth2EndToEndTests.client(fake)
        do {
            let answer = try await client.send(SavePet(id: "broken", pet: Self.rex))
            Issue.record("a 201 without a pet was answered as \(answer)")
        } catch {
            guard case .decoding(let failure) = error else {
                Issue.record("expected .decoding, got \(error)")
                return
            }
            #expect(failure.bodySnippet.contains(#""id": 7"#))
        }
    }

    @Test func recordedBodiesDecodeByTheirStatus() throws {
        let request = SavePet(id: "p1", pet: Self.rex)
        let body = Data(#"{"id": "p1", "name": "Rex", "species": "dog"}"#.utf8)
        #expect(try request.decodeRecorded(body, statusCode: 200) == .ok(Self.rex))
        #expect(try request.decodeRecorded(body, statusCode: 201) == .registered(Self.rex))
        // A 204 reads no body: whatever came with it is not decoded.
        #expect(try request.decodeRecorded(Data("not json".utf8), statusCode: 204) == .noContent)
        #expect(throws: ClientError<ShelterAPI>.self) { try request.decodeRecorded(body, statusCode: 202) }
    }

    @Test func aStubAnswersACaseWithItsStatusAndBody() async throws {
        let stubs = StubTransport<ShelterAPI>(routes: [StubRoute(SavePet.self, method: .put, path: "pets/{id}")])
        let client = Client<ShelterAPI>(
            environment: .custom(hosts: ["default": URL(string: "https://shelter.stub.invalid/v1/")!]),
            settings: ShelterAPI.Settings(clientID: "id", clientSecret: "secret"), transport: stubs)
        stubs.on(SavePet.self) { _ in .value(.registered(Self.rex)) }
        #expect(try await client.send(SavePet(id: "p1", pet: Self.rex)) == .registered(Self.rex))
        stubs.on(SavePet.self) { _ in .value(.noContent) }
        #expect(try await client.send(SavePet(id: "p1", pet: Self.rex)) == .noContent)
        #expect(stubs.calls(to: SavePet.self).count == 2)
    }
}
