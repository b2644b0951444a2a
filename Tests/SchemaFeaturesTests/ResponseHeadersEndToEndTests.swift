import APIRuntime
import APIRuntimeTesting
import Foundation
import Shelter
import Testing

/// `responseHeaders:` on Shelter's `Pet` over the loopback server: `sendWithHeaders` returns the value with the
/// reply's typed fields (names matched case-insensitively, repeated fields joined, an HTTP date and a Unix-seconds
/// field read as dates); a required field missing or unreadable fails the call as a typed decoding error.
@Suite struct ResponseHeadersEndToEndTests {
    @Test func theValueComesWithTheTypedFields() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, _) = try OAuth2EndToEndTests.client(fake)
        let (pet, headers) = try await client.sendWithHeaders(PetRequest(id: "p9"))
        #expect(pet.id == "p9")
        #expect(headers.eTag == #""v7""#)
        #expect(headers.rateLimitRemaining == 41)
        #expect(headers.rateLimitReset == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(headers.lastModified == Date(timeIntervalSince1970: 784_111_777))
        #expect(headers.vary == ["Accept", "Accept-Encoding", "Authorization"])
        // The plain send is unchanged.
        #expect(try await client.send(PetRequest(id: "p9")).id == "p9")
    }

    @Test func aMissingRequiredFieldIsADecodingErrorNamingIt() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, _) = try OAuth2EndToEndTests.client(fake)
        for (id, words) in [("limitless", "no 'X-RateLimit-Remaining'"), ("garbled", "'many' is not an integer")] {
            do {
                _ = try await client.sendWithHeaders(PetRequest(id: id))
                Issue.record("\(id): no error")
            } catch {
                guard case .decoding(let failure) = error else {
                    Issue.record("\(id): \(error)")
                    continue
                }
                #expect(failure.message.contains(words), "\(failure)")
                #expect(failure.codingPath == "headers.X-RateLimit-Remaining")
            }
        }
    }

    @Test func stubsAnswerWithHeadersAndTheFieldsHaveAMemberwiseInitializer() async throws {
        let stubs = StubTransport<ShelterAPI>(routes: [StubRoute(PetRequest.self, method: .get, path: "pets/{id}")])
        let client = Client<ShelterAPI>(
            environment: .custom(hosts: ["default": URL(string: "https://shelter.stub.invalid/v1/")!]),
            settings: ShelterAPI.Settings(clientID: "id", clientSecret: "secret"), transport: stubs)
        stubs.on(PetRequest.self) { _ in
            .value(Pet(id: "s1", name: "Stub", species: "dog")).withHeaders(["X-RateLimit-Remaining": "3"])
        }
        let (pet, headers) = try await client.sendWithHeaders(PetRequest(id: "s1"))
        #expect(pet.name == "Stub")
        #expect(headers == PetRequest.ResponseHeaders(rateLimitRemaining: 3))
    }
}
