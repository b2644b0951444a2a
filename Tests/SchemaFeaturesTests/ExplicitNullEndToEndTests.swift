import APIRuntime
import Foundation
import Shelter
import Testing

/// `explicitNull: true` over the loopback server: a `PATCH` whose body leaves a field out (unchanged), sends it as
/// `null` (cleared) or sends a value, and an answer whose `null`s and absent fields decode apart.
@Suite struct ExplicitNullEndToEndTests {
    @Test func absentNullAndValueTravelApart() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, _) = try OAuth2EndToEndTests.client(fake)
        var patch = PetPatch()
        patch.name = "Rex"
        patch.nickname = .null
        patch.adoptedOn = .null
        patch.weight = 12.5
        patch.kennel = .value(.int(4))
        let answer = try await client.send(UpdatePet(id: "p1", patch: patch))
        let sent = try #require(fake.server.lastRequest)
        #expect(sent.method == "PATCH")
        let object = try #require(try JSONSerialization.jsonObject(with: sent.body) as? [String: Any])
        // `tags` and `note` were left nil: not sent at all. `nickname` and `adoptedOn` are sent as null.
        #expect(Set(object.keys) == ["name", "nickname", "adoptedOn", "weight", "kennel"])
        #expect(object["nickname"] is NSNull && object["adoptedOn"] is NSNull)
        #expect(object["name"] as? String == "Rex" && object["weight"] as? Double == 12.5)
        // The answer echoes the body: the same three states come back.
        #expect(answer == patch)
        #expect(answer.tags == nil && answer.nickname == .null && answer.name?.unwrapped == "Rex")
    }

    @Test func aNullUnderAnAliasIsNullAndAValueIsItsType() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, _) = try OAuth2EndToEndTests.client(fake)
        var patch = PetPatch()
        patch.adoptedOn = .value(try #require(ISO8601DateFormatter().date(from: "2026-11-29T00:00:00Z")))
        patch.tags = ["calm"]
        let answer = try await client.send(UpdatePet(id: "p1", patch: patch))
        let body = String(decoding: try #require(fake.server.lastRequest).body, as: UTF8.self)
        #expect(body.contains(#""adoptedOn":"2026-11-29""#), "\(body)")
        // The server adds `nick: null`, the field's old name: with `nickname` absent, it is read as the null it is.
        #expect(answer.nickname == .null)
        #expect(answer.adoptedOn == patch.adoptedOn && answer.tags?.unwrapped == ["calm"])
        #expect(answer.name == nil)
    }

    @Test func aValueOfTheWrongTypeIsADecodingFailure() throws {
        let data = Data(#"{"weight": "heavy"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(PetPatch.self, from: data) }
        let cleared = try JSONDecoder().decode(PetPatch.self, from: Data(#"{"weight": null}"#.utf8))
        #expect(cleared.weight == .null && cleared.weight?.unwrapped == nil && cleared.name == nil)
    }
}
