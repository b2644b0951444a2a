import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import SageBridge

/// A request whose generated-style response is a family: any Bridge object, chosen by its `"type"`.
struct GetAnyBridgeObject: Request {
    typealias API = SageBridgeAPI
    typealias Response = BridgeObject

    let path: String
    var method: HTTPMethod { .get }
}

/// Overrides through plain typed session calls (no `as:`): families in the answer, and an answer that is a family,
/// give the user's type through `value(as:)`; clearing the mapping gives the generated type back.
@Suite struct TypedCallOverrideTests {
    @Test func typedCallsGiveTheUserTypeThroughTheirFamiliesAndClearingRestoresTheGeneratedOne() async throws {
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
                forType: "SurveyQuestion", to: AppQuestion.self,
                fieldToPropertyMappings: MappedOverrideTests.questionFields)

            // A typed call whose answer holds a family: the elements are the user's questions.
            let survey = try await session.send(GetSurveyMostRecentlyPublished(surveyGUID: "s-1"))
            let question = try #require(survey.elements.first?.value(as: AppQuestion.self))
            #expect(question.name == "feedback")
            #expect(survey.elements.first?.customObject?.wireName == "SurveyQuestion")
            #expect(survey.elements.first?.value(as: SurveyQuestion.self) == nil)

            // A typed call whose answer is a family: the answer is the user's survey, with the user's questions.
            let object = try await session.send(GetAnyBridgeObject(path: "v3/surveys/s-1/revisions/published"))
            let own = try #require(object.value(as: AppSurvey.self))
            #expect(own.title == "Study Feedback")
            #expect(own.elements.first == question)

            manager.clearMapping(forType: "Survey")
            manager.clearMapping(forType: "SurveyQuestion")
            let generated = try await session.send(GetSurveyMostRecentlyPublished(surveyGUID: "s-1"))
            #expect(generated.elements.first?.value(as: SurveyQuestion.self)?.identifier == "feedback")
            #expect(generated.elements.first?.value(as: AppQuestion.self) == nil)
            #expect(generated.elements.first?.customObject == nil)
            let plain = try await session.send(GetAnyBridgeObject(path: "v3/surveys/s-1/revisions/published"))
            #expect(plain.value(as: Survey.self)?.identifier == "study_feedback")
            #expect(plain.value(as: AppSurvey.self) == nil)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }
}
