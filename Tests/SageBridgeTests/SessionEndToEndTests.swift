import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import SageBridge

/// End to end against a loopback Bridge: the exact requests the session sends and how it handles statuses.
@Suite struct SessionEndToEndTests {
    static let settings = SageBridgeAPI.Settings(
        userAgent: "Tester/7 (Linux; Linux/6.1) SageBridge/1", acceptLanguage: "en-US, fr")
    static let credentials = BridgeCredentials(email: "pat@example.org", password: "P@ssw0rd")

    /// Runs a test body against a fresh fake Bridge and session.
    func withBridge(_ body: (FakeBridge, LoopbackServer, BridgeSession) async throws -> Void) async throws {
        let bridge = FakeBridge()
        let server = try await LoopbackServer.start { request in try await bridge.answer(request) }
        let session = BridgeSession(
            appID: "test-app", environment: .custom(hosts: ["default": server.baseURL]), settings: Self.settings)
        do {
            try await body(bridge, server, session)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test func signInActivitiesSurveyUploadWithASilentReSignIn() async throws {
        try await withBridge { bridge, server, session in
            let info = try await session.signIn(Self.credentials)
            #expect(info.sessionToken == "session-1")
            #expect(info.participant.email == "pat@example.org")

            let start = isoDate("2018-08-21T04:00:00.000Z")
            let activities = try await session.scheduledActivities(
                from: start, to: start.addingTimeInterval(3 * 86_400))
            #expect(activities.count == 8)
            let reference = try #require(activities[2].activity.survey)

            await bridge.expireSession()
            let survey = try await session.survey(for: reference)
            #expect(survey.identifier == "study_feedback")
            #expect(await session.reauthenticationCount == 1)
            #expect(await session.sessionInfo?.sessionToken == "session-2")

            let upload = try await session.requestUpload(
                UploadRequest(
                    name: "tapping.zip", contentLength: 2048, contentMd5: "1B2M2Y8AsgTpgAmY7PhCfg==",
                    contentType: "application/zip"))
            #expect(upload.id == "not-a-real-guid")

            let requests = server.requests
            // The runtime escapes `:` in path segments (`%3A`), which Bridge decodes; compare decoded paths.
            #expect(
                requests.map { "\($0.method) \($0.path.removingPercentEncoding ?? $0.path)" } == [
                    "POST /v4/auth/signIn",
                    "GET /v4/activities",
                    "GET /v3/surveys/7beb8a71-65d0-4217-a4fb-3bb029b55258/revisions/2018-08-07T22:41:52.186Z",
                    "POST /v3/auth/reauth",
                    "GET /v3/surveys/7beb8a71-65d0-4217-a4fb-3bb029b55258/revisions/2018-08-07T22:41:52.186Z",
                    "POST /v3/uploads",
                ])
            try #require(requests.count == 6)
            #expect(requests[0].header("Bridge-Session") == nil)
            #expect(requests[0].header("User-Agent") == Self.settings.userAgent)
            #expect(requests[0].header("Accept-Language") == "en-US, fr")
            let signInBody = try JSONValue(data: requests[0].body)
            #expect(signInBody["study"] == .string("test-app"))
            #expect(signInBody["email"] == .string("pat@example.org"))
            #expect(signInBody["password"] == .string("P@ssw0rd"))
            #expect(requests[1].header("Bridge-Session") == "session-1")
            #expect(isoDate(requests[1].queryValue("startTime") ?? "") == start)
            #expect(isoDate(requests[1].queryValue("endTime") ?? "") == start.addingTimeInterval(3 * 86_400))
            #expect(requests[2].header("Bridge-Session") == "session-1")
            let reauthBody = try JSONValue(data: requests[3].body)
            #expect(reauthBody["reauthToken"] == .string("reauth-1"))
            #expect(reauthBody["password"] == nil)
            #expect(requests[4].header("Bridge-Session") == "session-2")
            #expect(requests[5].header("Bridge-Session") == "session-2")
            let uploadBody = try JSONValue(data: requests[5].body)
            #expect(uploadBody["contentLength"] == .integer(2048))
            #expect(uploadBody["contentMd5"] == .string("1B2M2Y8AsgTpgAmY7PhCfg=="))
            #expect(uploadBody["name"] == .string("tapping.zip"))
        }
    }

    @Test func aSpentReauthTokenFallsBackToThePassword() async throws {
        try await withBridge { bridge, server, session in
            try await session.signIn(Self.credentials)
            await bridge.expireSession()
            await bridge.spendReauthToken()
            let start = isoDate("2018-08-21T04:00:00.000Z")
            _ = try await session.scheduledActivities(from: start, to: start.addingTimeInterval(86_400))
            #expect(
                server.requests.map(\.path) == [
                    "/v4/auth/signIn", "/v4/activities", "/v3/auth/reauth", "/v4/auth/signIn", "/v4/activities",
                ])
            #expect(server.requests.last?.header("Bridge-Session") == "session-2")
        }
    }

    @Test func consentRequiredIsTypedCarriesTheSessionAndSigningConsentUnblocks() async throws {
        try await withBridge { bridge, server, session in
            await bridge.requireConsent()
            do {
                try await session.signIn(Self.credentials)
                Issue.record("a 412 sign-in must throw consentRequired")
            } catch {
                guard case .session(.consentRequired(let info))? = error as? ClientError<SageBridgeAPI> else {
                    Issue.record("expected consentRequired, got \(error)")
                    return
                }
                #expect(info.consentStatuses?["test-app"]?.consented == false)
                #expect(info.participant.email == "pat@example.org")
            }
            #expect(await session.sessionInfo?.sessionToken == "session-1")

            let upload = UploadRequest(name: "a.zip", contentLength: 1, contentMd5: "x", contentType: "application/zip")
            do {
                _ = try await session.requestUpload(upload)
                Issue.record("a call before consent must throw consentRequired")
            } catch {
                guard case .session(.consentRequired(let info))? = error as? ClientError<SageBridgeAPI> else {
                    Issue.record("expected consentRequired, got \(error)")
                    return
                }
                #expect(info.consented == false)
            }

            let signature = ConsentSignature(
                name: "Pat Doe", birthdate: DateOnly(year: 1980, month: 2, day: 29), scope: .sponsorsAndPartners)
            let consented = try await session.signConsent(signature, subpopulationGUID: "test-app")
            #expect(consented.consented == true)
            #expect(try await session.requestUpload(upload).id == "not-a-real-guid")

            let requests = server.requests
            #expect(
                requests.map(\.path) == [
                    "/v4/auth/signIn", "/v3/uploads", "/v3/subpopulations/test-app/consents/signature", "/v3/uploads",
                ])
            #expect(requests.dropFirst().allSatisfy { $0.header("Bridge-Session") == "session-1" })
            let signatureBody = try JSONValue(data: requests[2].body)
            #expect(signatureBody["birthdate"] == .string("1980-02-29"))
            #expect(signatureBody["scope"] == .string("sponsors_and_partners"))
            #expect(await session.reauthenticationCount == 0)
        }
    }

    @Test func unsupportedAppVersionIsTypedAndSticky() async throws {
        try await withBridge { bridge, server, session in
            await bridge.override(
                "/v4/auth/signIn", status: 410,
                body:
                    #"{"statusCode":410,"message":"This app version is not supported. Please update.","type":"UnsupportedVersionException"}"#
            )
            for _ in 0..<2 {
                do {
                    try await session.signIn(Self.credentials)
                    Issue.record("a 410 must throw")
                } catch {
                    guard case .session(.unsupportedAppVersion(let body))? = error as? ClientError<SageBridgeAPI> else {
                        Issue.record("expected unsupportedAppVersion, got \(error)")
                        continue
                    }
                    #expect(body?.message == "This app version is not supported. Please update.")
                }
            }
            #expect(server.requests.count == 1, "after a 410 nothing more is sent")
            _ = try? await session.appConfig()
            #expect(server.requests.count == 1)
        }
    }

    @Test func wrongCredentialsAreAServerErrorWithBridgesBody() async throws {
        try await withBridge { _, _, session in
            do {
                try await session.signIn(BridgeCredentials(email: "pat@example.org", password: "wrong"))
                Issue.record("wrong credentials must throw")
            } catch {
                guard case .api(let body, _)? = error as? ClientError<SageBridgeAPI>, body.statusCode == 404 else {
                    Issue.record("expected Bridge's 404 error body, got \(error)")
                    return
                }
                #expect(body.exceptionType == "EntityNotFoundException")
                #expect(body.message == "Account not found.")
            }
        }
    }

    @Test func anActivityWindowOverFourteenDaysIsRefusedBeforeSending() async throws {
        try await withBridge { _, server, session in
            try await session.signIn(Self.credentials)
            let start = isoDate("2018-08-21T04:00:00.000Z")
            await #expect(throws: ClientError<SageBridgeAPI>.self) {
                _ = try await session.scheduledActivities(from: start, to: start.addingTimeInterval(15 * 86_400))
            }
            await #expect(throws: ClientError<SageBridgeAPI>.self) {
                _ = try await session.scheduledActivities(from: start, to: start)
            }
            #expect(server.requests.count == 1)
        }
    }

    @Test func callsWithoutASessionAreNotAuthenticated() async throws {
        try await withBridge { _, server, session in
            do {
                _ = try await session.participant()
                Issue.record("a call without a session must throw")
            } catch {
                guard case .session(.notAuthenticated)? = error as? ClientError<SageBridgeAPI> else {
                    Issue.record("expected notAuthenticated, got \(error)")
                    return
                }
            }
            #expect(server.requests.count <= 1)
        }
    }

    @Test func updatingActivitiesSendsAJSONArrayOfTheClientWritableFields() async throws {
        try await withBridge { _, server, session in
            try await session.signIn(Self.credentials)
            let start = isoDate("2018-08-21T04:00:00.000Z")
            var activity = try #require(
                try await session.scheduledActivities(from: start, to: start.addingTimeInterval(86_400)).first)
            activity.startedOn = isoDate("2018-08-21T10:00:00.123Z")
            activity.clientData = .object(["score": .integer(7), "type": .string("not-a-bridge-type")])
            try await session.update([activity])
            let body = try JSONValue(data: try #require(server.requests.last).body)
            let sent = try #require(body.arrayValue)
            #expect(sent.count == 1)
            #expect(sent.first?["guid"] == .string(activity.guid))
            #expect(sent.first?["startedOn"] == .string("2018-08-21T10:00:00.123Z"))
            #expect(sent.first?["clientData"] == activity.clientData)
            #expect(server.requests.last?.header("Content-Type")?.hasPrefix("application/json") == true)
        }
    }

    @Test func signingOutForgetsTheSession() async throws {
        try await withBridge { _, server, session in
            try await session.signIn(Self.credentials)
            try await session.signOut()
            #expect(server.requests.last?.path == "/v4/auth/signOut")
            #expect(server.requests.last?.header("Bridge-Session") == "session-1")
            #expect(await session.sessionInfo == nil)
            do {
                _ = try await session.participant()
                Issue.record("after signing out, calls need a new sign-in")
            } catch {
                guard case .session(.notAuthenticated)? = error as? ClientError<SageBridgeAPI> else {
                    Issue.record("expected notAuthenticated, got \(error)")
                    return
                }
            }
            #expect(server.requests.count == 2, "no silent re-sign-in after an explicit sign-out")
        }
    }

    @Test func signingInThroughV3UsesTheV3EndpointForReSignInToo() async throws {
        try await withBridge { bridge, server, session in
            try await session.signIn(Self.credentials, version: .v3)
            await bridge.expireSession()
            await bridge.spendReauthToken()
            _ = try await session.requestUpload(
                UploadRequest(name: "a.zip", contentLength: 1, contentMd5: "x", contentType: "application/zip"))
            #expect(
                server.requests.map(\.path) == [
                    "/v3/auth/signIn", "/v3/uploads", "/v3/auth/reauth", "/v3/auth/signIn", "/v3/uploads",
                ])
            #expect(await session.reauthenticationCount == 1)
        }
    }

    @Test func aLongRangeIsFetchedInFourteenDayWindowsAndDeduplicated() async throws {
        try await withBridge { _, server, session in
            try await session.signIn(Self.credentials)
            let start = isoDate("2018-08-01T00:00:00.000Z")
            let activities = try await session.allScheduledActivities(
                from: start, to: start.addingTimeInterval(30 * 86_400))
            #expect(activities.count == 8, "the fake answers the same 8 activities for every window")
            let windows = server.requests.filter { $0.path == "/v4/activities" }.map {
                (isoDate($0.queryValue("startTime") ?? ""), isoDate($0.queryValue("endTime") ?? ""))
            }
            let day: TimeInterval = 86_400
            #expect(windows.map(\.0) == [start, start + 14 * day, start + 28 * day])
            #expect(windows.map(\.1) == [start + 14 * day, start + 28 * day, start + 30 * day])
        }
    }
}
