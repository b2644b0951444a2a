import APIRuntime
import Foundation
import Testing

@testable import SageBridge

/// Encode → decode gives back an equal value for every model, discriminators included.
@Suite struct RoundTripTests {
    let manager = BridgeObjectManager()

    @Test func everyFamilyMemberHasASample() {
        let missing = Set(BridgeObject.wireNames).subtracting(BridgeSamples.byWireName.keys)
        #expect(missing.isEmpty, "no sample for \(missing.sorted())")
        #expect(Set(BridgeSamples.byWireName.keys).subtracting(BridgeObject.wireNames).isEmpty)
    }

    @Test(arguments: BridgeSamples.byWireName.keys.sorted())
    func roundTrip(wireName: String) throws {
        let sample = try json(BridgeSamples.byWireName[wireName]!)
        let first = try manager.object(fromBridgeJSON: sample)
        let expectedType = try #require(builtInType(wireName))
        #expect(payloadType(of: first.value).map(ObjectIdentifier.init) == ObjectIdentifier(expectedType))

        let encoded = try manager.bridgeJSON(from: first.value)
        #expect(encoded["type"] == .string(wireName), "the discriminator is written back")
        let second = try manager.object(fromBridgeJSON: encoded)
        #expect(second.value == first.value)
        #expect(second.issues.map(\.kind) == first.issues.map(\.kind))
    }

    @Test(arguments: BridgeSamples.byWireName.keys.sorted())
    func everySampleFieldIsModelled(wireName: String) throws {
        // A round trip through the Swift model keeps every member the sample sets (null members aside).
        let sample = try json(BridgeSamples.byWireName[wireName]!)
        let encoded = try manager.bridgeJSON(from: manager.object(fromBridgeJSON: sample).value)
        let sampleKeys = Set(sample.objectValue?.filter { $0.value != .null }.keys.map { $0 } ?? [])
        let encodedKeys = Set(encoded.objectValue?.keys.map { $0 } ?? [])
        #expect(sampleKeys.subtracting(encodedKeys).isEmpty, "lost: \(sampleKeys.subtracting(encodedKeys).sorted())")
    }

    @Test func datesAreWrittenAsISO8601WithMilliseconds() throws {
        let decoded = try manager.object(fromBridgeJSON: json(BridgeSamples.scheduledActivity))
        let encoded = try manager.bridgeJSON(from: decoded.value)
        #expect(encoded["startedOn"] == .string("2018-08-17T17:44:05.114Z"))
        // A window time keeps the offset it was read with (`date-time-zoned`), byte for byte.
        #expect(encoded["scheduledOn"] == .string("2018-08-17T00:00:00.000-04:00"))
        #expect(encoded["expiresOn"] == .string("2018-08-18T00:00:00.000-04:00"))
        #expect(encoded["clientData"] == (try json(BridgeSamples.scheduledActivity))["clientData"])
    }

    @Test func theRecordedActivityListRoundTrips() throws {
        let data = try Fixtures.data("scheduled_activities_task_survey_compound.json")
        let first = try manager.decode(DateTimeRangeResourceList<ScheduledActivity>.self, fromBridgeJSON: data)
        let encoded = try manager.bridgeJSONData(from: first.value)
        let second = try manager.decode(DateTimeRangeResourceList<ScheduledActivity>.self, fromBridgeJSON: encoded)
        #expect(second.value == first.value)
    }

    @Test func aModelEncodedDirectlyWritesItsType() throws {
        let session = try manager.decode(UploadSession.self, fromBridgeJSON: Fixtures.data("upload_session.json"))
        #expect(try manager.bridgeJSON(from: session.value)["type"] == .string("UploadSession"))
    }

    @Test func nestedConcreteModelsWriteTheirType() throws {
        let decoded = try manager.decode(
            DateTimeRangeResourceList<ScheduledActivity>.self,
            fromBridgeJSON: Fixtures.data("scheduled_activities_task_survey_compound.json"))
        let encoded = try manager.bridgeJSON(from: decoded.value)
        #expect(encoded["type"] == .string("DateTimeRangeResourceList"))
        #expect(encoded["requestParams"]?["type"] == .string("RequestParams"))
        let item = try #require(encoded["items"]?[7])
        #expect(item["type"] == .string("ScheduledActivity"))
        #expect(item["activity"]?["type"] == .string("Activity"))
        #expect(item["activity"]?["task"]?["type"] == .string("TaskReference"))
        #expect(item["activity"]?["task"]?["schema"]?["type"] == .string("SchemaReference"))
        #expect(
            encoded["items"]?[6]?["activity"]?["compoundActivity"]?["surveyList"]?[0]?["type"]
                == .string("SurveyReference"))
        #expect(encoded["items"]?[2]?["clientData"] == .object(["motivation_II_T": .string("eat")]))
    }

    @Test func theFlattenedParticipantDoesNotWriteItsOwnType() throws {
        let decoded = try manager.decode(UserSessionInfo.self, fromBridgeJSON: Data(BridgeSamples.userSessionInfo.utf8))
        let encoded = try manager.bridgeJSON(from: decoded.value)
        #expect(encoded["type"] == .string("UserSessionInfo"))
        #expect(encoded["phone"]?["type"] == .string("Phone"))
        #expect(encoded["consentStatuses"]?["app-id"]?["type"] == .string("ConsentStatus"))
        #expect(encoded["clientData"] == .object(["theme": .string("dark"), "type": .string("prefs")]))
        #expect(encoded == (try json(BridgeSamples.userSessionInfo)), "identical to what the server wrote")
    }

    @Test func generatedStructsWriteTheirTypeWithoutTheObjectManager() throws {
        // Schema language gap 13, now emitted: a struct writes its own discriminator, also with a plain encoder.
        let decoded = try manager.decode(
            ScheduledActivity.self, fromBridgeJSON: Data(BridgeSamples.scheduledActivity.utf8))
        let plain = try JSONValue(encoding: decoded.value, context: ResponseContext(for: SageBridgeAPI.self))
        #expect(plain["type"] == .string("ScheduledActivity"))
        #expect(plain["activity"]?["type"] == .string("Activity"))
        #expect(plain["activity"]?["task"]?["schema"]?["type"] == .string("SchemaReference"))
    }

    @Test func unknownEnumValuesSurviveARoundTrip() throws {
        var text = BridgeSamples.scheduledActivity.replacingOccurrences(
            of: #""status":"finished""#, with: #""status":"paused""#)
        text = text.replacingOccurrences(of: #""activityType":"task""#, with: #""activityType":"assessment""#)
        let decoded = try manager.decode(ScheduledActivity.self, fromBridgeJSON: Data(text.utf8))
        #expect(decoded.value.status?.rawValue == "paused")
        #expect(decoded.value.activity.activityType.rawValue == "assessment")
        #expect(decoded.value.activity.reference == .task(try #require(decoded.value.activity.task)))
        let encoded = try manager.bridgeJSON(from: decoded.value)
        #expect(encoded["status"] == .string("paused"))
        #expect(encoded["activity"]?["activityType"] == .string("assessment"))
    }
}
