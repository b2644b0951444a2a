import APIRuntime
import Foundation
import LoopbackServer
import Shelter
import Testing

/// Shelter's `ReleasePets`: a DELETE whose JSON body is a model that keeps keys beyond its declared properties
/// (`Release`, `additionalProperties: string`), answered by another (`ReleaseReceipt`, `additionalProperties:
/// { type: json, swift: details }`), through the generated SDK, curl and the loopback server.
@Suite struct DeleteBodyEndToEndTests {
    @Test func aDeleteSendsItsModelBodyWithTheExtraKeysAndDecodesTheAnswersExtraKeys() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, _) = try OAuth2EndToEndTests.client(fake)
        let release = Release(
            petIDs: ["p1", "p2"], reason: "transfer",
            additionalProperties: ["destination": "North Shelter", "reason": "not sent: declared"])
        let receipt = try await client.send(ReleasePets(release: release))
        let sent = try #require(fake.server.lastRequest)
        #expect(sent.method == "DELETE")
        #expect(sent.path == "/v1/pets")
        #expect(sent.header("Content-Type") == "application/json")
        let body = try #require(try JSONSerialization.jsonObject(with: sent.body) as? [String: Any])
        #expect(body["petIds"] as? [String] == ["p1", "p2"])
        #expect(body["reason"] as? String == "transfer")
        #expect(body["destination"] as? String == "North Shelter")
        #expect(body.count == 3, "\(body)")
        #expect(receipt.released == 2)
        #expect(receipt.details["by"] == .string("fake"))
        #expect(receipt.details["released"] == nil)
        guard case .object(let echo) = receipt.details["echo"] else {
            Issue.record("the echoed body is not kept: \(receipt.details)")
            return
        }
        #expect(echo["destination"] == .string("North Shelter"))
    }

    @Test func aModelWithExtraKeysRoundTripsThroughItsCoding() throws {
        let json = Data(#"{"petIds": ["p9"], "reason": "r", "note": "n", "vet": "Dr. A"}"#.utf8)
        let release = try JSONDecoder().decode(Release.self, from: json)
        #expect(release == Release(petIDs: ["p9"], reason: "r", additionalProperties: ["note": "n", "vet": "Dr. A"]))
        #expect(try JSONDecoder().decode(Release.self, from: try JSONEncoder().encode(release)) == release)
        do {
            _ = try JSONDecoder().decode(Release.self, from: Data(#"{"petIds": [], "reason": "r", "n": 1}"#.utf8))
            Issue.record("a number decoded as an extra string")
        } catch let DecodingError.typeMismatch(_, context) {
            #expect(context.codingPath.map(\.stringValue) == ["n"])
        }
    }
}
