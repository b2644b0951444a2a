import APIRuntime
import Foundation
import SageBridge
import Testing

/// A participant update that leaves fields out, and clears others with `null`.
///
/// `POST /v3/participants/self` takes a partial participant: a field left out stays as it is, a field sent as `null`
/// is cleared. The participant's writable fields tell the two apart (`explicitNull`), so clearing is possible.
@Suite struct ParticipantUpdateTests {
    static func sentObject(_ participant: StudyParticipant) throws -> [String: Any] {
        let request = UpdateParticipantSelf(participant: participant)
        let data = try JSONEncoder().encode(request.participant)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func aClearedFieldIsSentAsNullAndAnUntouchedOneNotAtAll() throws {
        var participant = StudyParticipant()
        participant.firstName = .null
        participant.dataGroups = .value(["group_b"])
        participant.sharingScope = .value(.noSharing)
        let object = try Self.sentObject(participant)
        #expect(Set(object.keys) == ["firstName", "dataGroups", "sharingScope", "type"], "\(object)")
        #expect(object["firstName"] is NSNull)
        #expect(object["dataGroups"] as? [String] == ["group_b"])
        #expect(object["type"] as? String == "StudyParticipant")
    }

    @Test func anAnswerWithANullDecodesAsNull() throws {
        let data = Data(#"{"firstName": null, "lastName": "Doe", "type": "StudyParticipant"}"#.utf8)
        let participant = try JSONDecoder().decode(StudyParticipant.self, from: data)
        #expect(participant.firstName == .null)
        #expect(participant.lastName?.unwrapped == "Doe")
        #expect(participant.note == nil)
    }
}
