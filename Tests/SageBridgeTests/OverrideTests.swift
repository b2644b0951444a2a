import APIRuntime
import Foundation
import Testing

@testable import SageBridge

/// An app's own type for a Bridge type, with renamed fields.
struct AppQuestion: Codable, Sendable, Hashable {
    var id: String
    var name: String
    var text: String
    var detail: String?
    var uiHint: String
    var constraints: Constraints
}

/// An app's own scheduled activity keeping dates as the server wrote them.
struct AppActivity: Codable, Sendable, Hashable {
    var id: String
    var plan: String?
    var scheduledOn: String
    var expiresOn: String?
    var startedOn: String?
    var finishedOn: String?
    var activity: JSONValue
    var persistent: Bool?
    var clientData: JSONValue?
    var status: String?
}

/// Register a user type with renamed fields, decode, encode back identically, clear, decode built-in again.
@Suite struct OverrideTests {
    @Test func aMappedSurveyQuestionDecodesEncodesBackAndClears() throws {
        let manager = BridgeObjectManager()
        let data = try Fixtures.data("survey_string_question.json")
        manager.setupMapping(
            forType: "SurveyQuestion", to: AppQuestion.self,
            fieldToPropertyMappings: ["guid": "id", "identifier": "name", "prompt": "text", "promptDetail": "detail"])

        let mapped = try manager.decode(Survey.self, fromBridgeJSON: data)
        guard case .custom(let object) = mapped.value.elements.first, let question = object.value(as: AppQuestion.self)
        else {
            Issue.record("expected the registered type, got \(String(describing: mapped.value.elements.first))")
            return
        }
        #expect(question.id == "454afd00-3d2b-41c2-9b16-17c72223819b")
        #expect(question.name == "feedback")
        #expect(question.text == "In what ways would you improve or change the mPower study?")
        #expect(question.uiHint == "multilinetext")
        guard case .stringConstraints = question.constraints else {
            Issue.record("nested families inside a registered type still dispatch: \(question.constraints)")
            return
        }

        let encoded = try manager.bridgeJSON(from: BridgeObject.survey(mapped.value))
        #expect(encoded == (try Fixtures.json("survey_string_question.json")))

        manager.clearMapping(forType: "SurveyQuestion")
        let builtIn = try manager.decode(Survey.self, fromBridgeJSON: data)
        guard case .surveyQuestion(let plain) = builtIn.value.elements.first else {
            Issue.record("after clearing, the built-in type is used again")
            return
        }
        #expect(plain.guid == question.id)
    }

    @Test func mappedListItemsEncodeBackToTheRecordedJSON() throws {
        let manager = BridgeObjectManager()
        manager.setupMapping(
            forType: "ScheduledActivity", to: AppActivity.self,
            fieldToPropertyMappings: ["guid": "id", "schedulePlanGuid": "plan"])
        let original = try Fixtures.json("scheduled_activities_task_survey_compound.json")
        let decoded = try manager.object(fromBridgeJSON: original)
        guard case .dateTimeRangeResourceList(let list) = decoded.value else {
            Issue.record("expected a DateTimeRangeResourceList")
            return
        }
        let apps = list.items.compactMap { item -> AppActivity? in
            if case .custom(let object) = item { return object.value(as: AppActivity.self) }
            return nil
        }
        #expect(apps.count == 8)
        #expect(apps.first?.id == "273c4518-7cb6-4496-b1dd-c0b5bf291b09:2018-08-17T00:00:00.000")
        #expect(apps.first?.scheduledOn == "2018-08-17T00:00:00.000-04:00")
        for (index, item) in list.items.enumerated() {
            #expect(try manager.bridgeJSON(from: item) == original["items"]?[index], "item \(index)")
        }
        manager.clearMapping(forType: "ScheduledActivity")
        guard case .dateTimeRangeResourceList(let plain) = try manager.object(fromBridgeJSON: original).value,
            case .scheduledActivity = plain.items.first
        else {
            Issue.record("after clearing, items are built-in ScheduledActivity values again")
            return
        }
    }

    @Test func aMappingWithoutRenamingsUsesTheSameNamesAndWorksForUnknownTypes() throws {
        struct Timeline: Codable, Sendable, Hashable {
            var duration: ISODuration
            var sessions: [String]
        }
        let manager = BridgeObjectManager()
        let original = try json(#"{"type":"Timeline","duration":"P4W","sessions":["a"]}"#)
        #expect(try manager.object(fromBridgeJSON: original).value == .unknown(original))
        manager.setupMapping(forType: "Timeline", to: Timeline.self)
        let decoded = try manager.object(fromBridgeJSON: original)
        guard case .custom(let object) = decoded.value, let timeline = object.value(as: Timeline.self) else {
            Issue.record("expected the registered Timeline, got \(decoded.value)")
            return
        }
        #expect(timeline.sessions == ["a"])
        #expect(decoded.issues.isEmpty)
        #expect(try manager.bridgeJSON(from: decoded.value) == original)
        #expect(try manager.bridgeJSON(from: timeline) == original, "a registered value encodes with its type name")
    }

    @Test func aMappingDoesNotLeakIntoAnotherManager() throws {
        let mapped = BridgeObjectManager()
        mapped.setupMapping(forType: "UploadSession", to: AppActivity.self)
        let clean = BridgeObjectManager()
        guard case .uploadSession = try clean.object(fromBridgeJSON: Fixtures.data("upload_session.json")).value else {
            Issue.record("a fresh manager uses the built-in types")
            return
        }
    }
}
