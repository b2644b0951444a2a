import APIRuntime
import APIRuntimeTesting
import Foundation
import Shelter
import Testing

/// `content: deep-object` on Shelter's `SponsorPet` over the loopback server: a model holding a model, a list of
/// models and a date travels as bracketed keys in a form body, a list of strings as bracketed keys in the query,
/// each percent-encoded once; a value with no spelling fails the call before anything is sent.
@Suite struct DeepObjectParametersEndToEndTests {
    @Test func aNestedModelIsAFormOfBracketedKeysAndAListIsTheQuerys() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, _) = try OAuth2EndToEndTests.client(fake)
        let sponsor = Sponsor(
            name: "Ada & Bo", address: SponsorAddress(city: "São Paulo"),
            gifts: [Gift(kind: "food", amount: 3), Gift(kind: "toy", amount: 1)],
            since: Date(timeIntervalSince1970: 1_714_557_600))
        let echo = try await client.send(SponsorPet(petID: "p1", sponsor: sponsor, tags: ["north", "a/b"]))
        #expect(
            echo.form == [
                "petId": "p1", "sponsor[name]": "Ada & Bo", "sponsor[address][city]": "São Paulo",
                "sponsor[gifts][0][kind]": "food", "sponsor[gifts][0][amount]": "3",
                "sponsor[gifts][1][kind]": "toy", "sponsor[gifts][1][amount]": "1",
                "sponsor[since]": "2024-05-01T10:00:00Z",
            ])
        #expect(echo.query == ["tags[0]": "north", "tags[1]": "a/b"])
        let sent = try #require(fake.server.requests.first { $0.path == "/v1/sponsorships" })
        #expect(sent.header("Content-Type")?.hasPrefix("application/x-www-form-urlencoded") == true)
        // Encoded once: brackets are escapes of their own, never `%25`.
        #expect(sent.uri == "/v1/sponsorships?tags%5B0%5D=north&tags%5B1%5D=a%2Fb")
        #expect(!String(decoding: sent.body, as: UTF8.self).contains("%25"))
    }

    @Test func absentOptionalValuesAreNotSent() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, _) = try OAuth2EndToEndTests.client(fake)
        let sponsor = Sponsor(name: "Cy", address: SponsorAddress(city: "Oslo", zip: "0150"), gifts: [])
        let echo = try await client.send(SponsorPet(petID: "p2", sponsor: sponsor))
        #expect(
            echo.form == [
                "petId": "p2", "sponsor[name]": "Cy", "sponsor[address][city]": "Oslo",
                "sponsor[address][zip]": "0150",
            ])
        #expect(echo.query.isEmpty)
    }
}
