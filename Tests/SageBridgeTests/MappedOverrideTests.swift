import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import SageBridge

/// An app's own survey holding its own questions (both registered, both renamed).
struct AppSurvey: Codable, Sendable, Hashable {
    var title: String
    var identifier: String
    var elements: [AppQuestion]
}

/// A user type registered for a wire name comes back as that type, not as a `.custom` case, from the object
/// manager and from session calls, at every depth; clearing the mapping restores the generated type.
@Suite struct MappedOverrideTests {
    static let questionFields = ["guid": "id", "identifier": "name", "prompt": "text", "promptDetail": "detail"]

    @Test func theObjectManagerReturnsTheUserTypeWithNestedUserTypes() throws {
        let manager = BridgeObjectManager()
        manager.setupMapping(forType: "Survey", to: AppSurvey.self, fieldToPropertyMappings: ["name": "title"])
        manager.setupMapping(
            forType: "SurveyQuestion", to: AppQuestion.self, fieldToPropertyMappings: Self.questionFields)
        let data = try Fixtures.data("survey_string_question.json")

        let survey: AppSurvey = try manager.object(fromBridgeJSON: data, as: AppSurvey.self).value
        #expect(survey.title == "Study Feedback")
        #expect(survey.identifier == "study_feedback")
        #expect(survey.elements.first?.name == "feedback")
        #expect(survey.elements.first?.text == "In what ways would you improve or change the mPower study?")

        // The family accessor answers with the user's type too.
        let family = try manager.object(fromBridgeJSON: data)
        #expect(family.value.value(as: AppSurvey.self) == survey)

        // A generated type asked for explicitly is still the generated type.
        let generated = try manager.object(fromBridgeJSON: data, as: Survey.self).value
        #expect(generated.identifier == "study_feedback")
        #expect(generated.elements.first?.value(as: AppQuestion.self)?.name == "feedback")

        // Asking for a user type registered under another wire name is a typed error, not a wrong value.
        #expect(throws: BridgeObjectError.self) {
            try manager.object(fromBridgeJSON: Fixtures.data("upload_session.json"), as: AppSurvey.self)
        }

        manager.clearMapping(forType: "Survey")
        manager.clearMapping(forType: "SurveyQuestion")
        guard case .survey(let plain) = try manager.object(fromBridgeJSON: data).value else {
            Issue.record("clearing restores the generated Survey")
            return
        }
        #expect(plain.elements.first?.value(as: SurveyQuestion.self)?.identifier == "feedback")
        #expect(plain.elements.first?.value(as: AppQuestion.self) == nil)
    }

    @Test func sessionCallsReturnTheUserTypeAndClearingRestoresTheGeneratedOne() async throws {
        let bridge = FakeBridge()
        let server = try await LoopbackServer.start { request in try await bridge.answer(request) }
        let session = BridgeSession(
            appID: "test-app", environment: .custom(hosts: ["default": server.baseURL]),
            settings: SessionEndToEndTests.settings)
        do {
            try await session.signIn(SessionEndToEndTests.credentials)
            let manager = session.objectManager
            manager.setupMapping(forType: "Survey", to: AppSurvey.self, fieldToPropertyMappings: ["name": "title"])
            manager.setupMapping(
                forType: "SurveyQuestion", to: AppQuestion.self, fieldToPropertyMappings: Self.questionFields)
            manager.setupMapping(
                forType: "ScheduledActivity", to: AppActivity.self,
                fieldToPropertyMappings: ["guid": "id", "schedulePlanGuid": "plan"])

            let survey = try await session.send(GetSurveyMostRecentlyPublished(surveyGUID: "s-1"), as: AppSurvey.self)
            #expect(survey.elements.first?.name == "feedback")

            let window = try ZonedDate(date: isoDate("2018-08-21T04:00:00.000Z"), secondsFromGMT: 0)
            let end = try ZonedDate(date: isoDate("2018-08-24T04:00:00.000Z"), secondsFromGMT: 0)
            let activities = try await session.items(
                of: GetScheduledActivitiesV4(startTime: window, endTime: end), as: AppActivity.self)
            #expect(activities.count == 8)
            #expect(activities.allSatisfy { !$0.id.isEmpty && $0.plan != nil })

            manager.clearMapping(forType: "Survey")
            manager.clearMapping(forType: "SurveyQuestion")
            let generated = try await session.send(GetSurveyMostRecentlyPublished(surveyGUID: "s-1"), as: Survey.self)
            #expect(generated.elements.first?.value(as: SurveyQuestion.self)?.identifier == "feedback")
            do {
                _ = try await session.send(GetSurveyMostRecentlyPublished(surveyGUID: "s-1"), as: AppSurvey.self)
                Issue.record("after clearing, the Bridge fields no longer fit AppSurvey")
            } catch {
                guard case .decoding = error else {
                    Issue.record("expected a decoding error, got \(error)")
                    return
                }
            }
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }
}
