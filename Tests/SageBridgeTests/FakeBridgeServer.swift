import Foundation
import LoopbackServer

/// A loopback Bridge: sign-in, re-auth, activities, surveys, v5 schedules and adherence, and uploads, with sessions
/// that can expire.
///
/// Answers like the server: JSON bodies with `"type"`, 401 `NotAuthenticatedException` for a missing or stale
/// `Bridge-Session`, 404 for unknown credentials or a spent reauth token.
actor FakeBridge {
    /// Answers given to a sign-in instead of a session (412 consent, 410 old app), by path.
    var overrides: [String: (status: Int, body: String)] = [:]
    /// The password the participant has.
    let password = "P@ssw0rd"
    private var validToken: String?
    private var reauthToken: String?
    private var issued = 0
    private var consentSigned = true

    /// The participant has not signed the required consent: sign-in and participant calls answer 412.
    func requireConsent() {
        consentSigned = false
    }

    /// Ends the current session on the server side, as a 12-hour expiry would.
    func expireSession() {
        validToken = nil
    }

    /// Makes the reauth token unusable (spent on another device, say).
    func spendReauthToken() {
        reauthToken = nil
    }

    /// Answers a sign-in path with a fixed status and body from now on.
    func override(_ path: String, status: Int, body: String) {
        overrides[path] = (status, body)
    }

    /// The bodies of the adherence searches and updates received, in order.
    private(set) var adherenceSearches: [Data] = []
    private(set) var adherenceUpdates: [Data] = []

    /// The upload routes and the storage behind them, when a test installs one.
    var storage: FakeUploadStorage?

    /// Serves uploads and their pre-signed storage URLs through `storage` from now on.
    func installStorage(_ storage: FakeUploadStorage) {
        self.storage = storage
    }

    /// Answers one request.
    func answer(_ request: LoopbackRequest) async throws -> LoopbackResponse {
        if let fixed = overrides[request.path] { return .json(fixed.body, status: fixed.status) }
        if request.path.hasPrefix("/storage/"), let answer = try await storage?.answer(request) { return answer }
        switch (request.method, request.path) {
        case ("POST", "/v4/auth/signIn"), ("POST", "/v3/auth/signIn"):
            let body = try JSONSerialization.jsonObject(with: request.body) as? [String: Any] ?? [:]
            guard body["study"] as? String == "test-app", body["email"] as? String == "pat@example.org",
                body["password"] as? String == password
            else { return Self.error(404, "Account not found.", "EntityNotFoundException") }
            let session = newSession()
            return .json(session, status: consentSigned ? 200 : 412)
        case ("POST", "/v3/auth/reauth"):
            let body = try JSONSerialization.jsonObject(with: request.body) as? [String: Any] ?? [:]
            guard let token = body["reauthToken"] as? String, token == reauthToken else {
                return Self.error(404, "Account not found.", "EntityNotFoundException")
            }
            return .json(newSession())
        default:
            break
        }
        guard let token = request.header("Bridge-Session"), token == validToken else {
            return Self.error(401, "Not signed in.", "NotAuthenticatedException")
        }
        if request.method == "POST", request.path == "/v3/subpopulations/test-app/consents/signature" {
            let body = try JSONSerialization.jsonObject(with: request.body) as? [String: Any] ?? [:]
            guard body["name"] is String, body["scope"] is String else {
                return Self.error(400, "name and scope are required", "InvalidEntityException")
            }
            consentSigned = true
            return .json(Self.session(token: token, reauth: reauthToken ?? ""), status: 201)
        }
        guard consentSigned else {
            return .json(Self.session(token: token, reauth: reauthToken ?? "", consented: false), status: 412)
        }
        if let storage, let answer = try await storage.answer(request) { return answer }
        switch (request.method, request.path) {
        case ("GET", "/v4/activities"):
            return .json(try Self.fixture("scheduled_activities_task_survey_compound.json"))
        case ("GET", let path) where path.hasPrefix("/v3/surveys/"):
            return .json(try Self.fixture("survey_string_question.json"))
        case ("POST", "/v4/activities"):
            guard (try? JSONSerialization.jsonObject(with: request.body)) is [Any] else {
                return Self.error(400, "Expected a JSON array", "BadRequestException")
            }
            return .json(#"{"message":"Activities updated.","type":"StatusMessage"}"#)
        case ("GET", "/v5/studies/test-study/participants/self/timeline"):
            return .json(try Self.fixture("v5/example-timeline.json"))
        case ("GET", "/v5/studies/test-study/schedule"):
            return .json(try Self.fixture("v5/example-schedule.json"))
        case ("GET", "/v5/studies/test-study/participants/self/schedule"):
            guard request.queryValue("clientTimeZone") != nil else {
                return Self.error(400, "clientTimeZone is required here", "BadRequestException")
            }
            return .json(try Self.fixture("v5/participant_schedule_bmc446.json"))
        case ("POST", "/v5/studies/test-study/participants/self/adherence/search"):
            guard (try? JSONSerialization.jsonObject(with: request.body)) is [String: Any] else {
                return Self.error(400, "Expected an AdherenceRecordsSearch", "BadRequestException")
            }
            adherenceSearches.append(request.body)
            return .json(try Self.fixture("v5/adherence_records_bmc337.json"))
        case ("POST", "/v5/studies/test-study/participants/self/adherence"):
            adherenceUpdates.append(request.body)
            return .json(#"{"message":"Adherence records updated.","type":"StatusMessage"}"#)
        case ("POST", "/v3/uploads"):
            return .json(try Self.fixture("upload_session.json"), status: 201)
        case ("POST", "/v4/auth/signOut"):
            validToken = nil
            return .json(#"{"message":"Signed out.","type":"StatusMessage"}"#)
        default:
            return Self.error(404, "No route \(request.method) \(request.path)", "EntityNotFoundException")
        }
    }

    private func newSession() -> String {
        issued += 1
        validToken = "session-\(issued)"
        reauthToken = "reauth-\(issued)"
        return Self.session(token: validToken!, reauth: reauthToken!, consented: consentSigned)
    }

    /// A UserSessionInfo body as the server writes it: participant fields flattened, statuses by guid.
    static func session(token: String, reauth: String, consented: Bool = true) -> String {
        """
        {"authenticated":true,"sessionToken":"\(token)","reauthToken":"\(reauth)","environment":"production",
        "dataSharing":true,"signedMostRecentConsent":\(consented),"consented":\(consented),
        "consentStatuses":{"test-app":{"subpopulationGuid":"test-app","name":"Default","required":true,
        "consented":\(consented),"signedMostRecentConsent":\(consented),"type":"ConsentStatus"}},
        "id":"user-1","email":"pat@example.org","firstName":"Pat","sharingScope":"all_qualified_researchers",
        "dataGroups":["test_user"],"type":"UserSessionInfo"}
        """
    }

    static func error(_ status: Int, _ message: String, _ type: String) -> LoopbackResponse {
        .json(#"{"statusCode":\#(status),"message":"\#(message)","type":"\#(type)"}"#, status: status)
    }

    static func fixture(_ name: String) throws -> String {
        String(decoding: try Fixtures.data(name), as: UTF8.self)
    }
}
