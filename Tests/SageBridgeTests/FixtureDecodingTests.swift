import APIRuntime
import Foundation
import Testing

@testable import SageBridge

/// Every recorded response decodes, with nested polymorphic values of the right concrete types.
@Suite struct FixtureDecodingTests {
    let manager = BridgeObjectManager()

    @Test(arguments: Fixtures.names)
    func everyFixtureDecodesThroughTheObjectManager(name: String) throws {
        let decoded = try manager.object(fromBridgeJSON: Fixtures.data(name))
        let original = try Fixtures.json(name)
        if let wireName = original["type"]?.stringValue {
            #expect(
                payloadType(of: decoded.value).map(ObjectIdentifier.init)
                    == builtInType(wireName).map(ObjectIdentifier.init))
            #expect(decoded.issues.isEmpty, "\(decoded.issues)")
        } else {
            // error_message_only.json: a JSON object without "type" is kept whole and reported.
            guard case .unknown(let raw) = decoded.value else {
                Issue.record("expected the typeless object to be kept raw, got \(decoded.value)")
                return
            }
            #expect(raw == original)
            #expect(decoded.issues.map(\.kind) == [.missingDiscriminator])
        }
    }

    @Test func scheduledActivitiesCarryEveryActivityKind() throws {
        let decoded = try manager.object(
            fromBridgeJSON: Fixtures.data("scheduled_activities_task_survey_compound.json"))
        guard case .dateTimeRangeResourceList(let list) = decoded.value else {
            Issue.record("expected a DateTimeRangeResourceList, got \(decoded.value)")
            return
        }
        #expect(list.items.count == 8)
        #expect(list.total == 2)
        #expect(list.requestParams?.startTime?.date == isoDate("2018-08-21T04:00:00.000Z"))
        #expect(list.requestParams?.startTime?.secondsFromGMT == -4 * 3600)
        let activities = list.items.compactMap { item -> ScheduledActivity? in
            if case .scheduledActivity(let activity) = item { return activity }
            return nil
        }
        try #require(activities.count == 8)
        #expect(activities[0].activity.reference == .task(TaskReference(identifier: "Medication")))
        #expect(activities[0].expiresOn?.date == isoDate("2018-08-18T04:00:00.000Z"))
        #expect(activities[0].status == .expired)

        guard case .survey(let survey) = activities[2].activity.reference else {
            Issue.record("expected a survey reference")
            return
        }
        #expect(survey.guid == "7beb8a71-65d0-4217-a4fb-3bb029b55258")
        #expect(survey.createdOn == isoDate("2018-08-07T22:41:52.186Z"))
        #expect(activities[2].startedOn == isoDate("2018-08-17T17:44:05.114Z"))
        #expect(activities[2].clientData == .object(["motivation_II_T": .string("eat")]))
        #expect(activities[2].status == .finished)

        #expect(activities[5].persistent == true)
        #expect(activities[5].expiresOn == nil)

        guard case .compound(let compound) = activities[6].activity.reference else {
            Issue.record("expected a compound activity")
            return
        }
        #expect(compound.taskIdentifier == "compound-from-def")
        #expect(compound.schemaList?.first?.id == "simple-test-schema")
        #expect(compound.schemaList?.first?.revision == 2)
        #expect(compound.surveyList?.first?.identifier == "simple-survey-1")

        #expect(activities[7].activity.task?.schema?.id == "upload-v2-manual-test")
        #expect(activities[7].activity.activityType == .task)
    }

    @Test func theEndpointTypedListDecodesTheSameItems() throws {
        let typed = try manager.decode(
            DateTimeRangeResourceList<ScheduledActivity>.self,
            fromBridgeJSON: Fixtures.data("scheduled_activities_task_survey_compound.json"))
        #expect(typed.value.items.map(\.guid).first == "273c4518-7cb6-4496-b1dd-c0b5bf291b09:2018-08-17T00:00:00.000")
        #expect(typed.value.items.count == 8)
    }

    @Test func surveyElementsAndConstraintsAreDispatchedByType() throws {
        let decoded = try manager.object(fromBridgeJSON: Fixtures.data("survey_string_question.json"))
        guard case .survey(let survey) = decoded.value else {
            Issue.record("expected a Survey, got \(decoded.value)")
            return
        }
        #expect(survey.guid == nil)
        #expect(survey.identifier == "study_feedback")
        guard case .surveyQuestion(let question) = survey.elements.first else {
            Issue.record("expected a SurveyQuestion, got \(String(describing: survey.elements.first))")
            return
        }
        #expect(question.uiHint == .multilineText)
        #expect(question.identifier == "feedback")
        guard case .stringConstraints(let constraints) = question.constraints else {
            Issue.record("expected StringConstraints, got \(question.constraints)")
            return
        }
        #expect(constraints.dataType == .string)
    }

    @Test func freeFormConfigElementsAreNeverDispatched() throws {
        let decoded = try manager.object(fromBridgeJSON: Fixtures.data("app_config_opaque_config_elements.json"))
        guard case .appConfig(let config) = decoded.value else {
            Issue.record("expected an AppConfig, got \(decoded.value)")
            return
        }
        let original = try Fixtures.json("app_config_opaque_config_elements.json")
        #expect(config.configElements == original["configElements"])
        #expect(config.configElements?["ProfileManager"]?["items"]?[0]?["type"] == .string("report"))
        #expect(config.clientData == .object([:]))
        #expect(config.createdOn == isoDate("2019-04-26T21:26:25.510Z"))
        #expect(config.version == 0)
        #expect(decoded.issues.isEmpty, "free-form JSON must not reach the registry: \(decoded.issues)")
    }

    @Test func uploadResponsesDecode() throws {
        guard
            case .uploadSession(let session) = try manager.object(fromBridgeJSON: Fixtures.data("upload_session.json"))
                .value
        else {
            Issue.record("expected an UploadSession")
            return
        }
        #expect(session.id == "not-a-real-guid")
        #expect(session.expires == isoDate("2999-12-31T11:59:59.999Z"))
        let status = try manager.object(fromBridgeJSON: Fixtures.data("upload_validation_status.json")).value
        guard case .uploadValidationStatus(let validation) = status else {
            Issue.record("expected an UploadValidationStatus")
            return
        }
        #expect(validation.status == .validationInProgress)
    }

    @Test func errorBodyDecodesAsTheErrorModel() throws {
        let body = try manager.decode(
            BridgeErrorResponse.self, fromBridgeJSON: Fixtures.data("error_message_only.json"))
        #expect(body.value.message == "try again later")
        #expect(body.value.statusCode == nil)
    }

    @Test func sessionInfoCarriesTheFlattenedParticipant() throws {
        let decoded = try manager.object(fromBridgeJSON: json(BridgeSamples.userSessionInfo))
        guard case .userSessionInfo(let info) = decoded.value else {
            Issue.record("expected a UserSessionInfo, got \(decoded.value)")
            return
        }
        #expect(info.sessionToken == "token-1")
        #expect(info.participant.email == "pat@example.org")
        #expect(info.participant.firstName == .value("Pat"))
        #expect(info.participant.sharingScope == .value(.sponsorsAndPartners))
        #expect(info.participant.dataGroups?.unwrapped == ["test_user", "group_b"])
        #expect(info.participant.clientData?.unwrapped?["type"] == .string("prefs"))
        // A field the answer leaves out is nil, not null.
        #expect(info.participant.externalID == nil && info.participant.lastName == .value("Doe"))
        #expect(info.consentStatuses?["app-id"]?.signedMostRecentConsent == true)
        #expect(decoded.issues.isEmpty)
    }
}
