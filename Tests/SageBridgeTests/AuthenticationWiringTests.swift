import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import SageBridge

/// The session authenticates as the schema's `auth:` declares (`session-header`): the header, the sign-in
/// answer's token and the statuses that sign in again all come from `SageBridgeAPI.Authentication`.
@Suite struct AuthenticationWiringTests {
    static let settings = SageBridgeAPI.Settings(userAgent: "Tester/7 (Linux) SageBridge/1", acceptLanguage: "en-US")
    static let credentials = BridgeCredentials(email: "pat@example.org", password: "P@ssw0rd")
    static let start = Date(timeIntervalSince1970: 1_534_824_000)

    /// A fresh fake Bridge, its server and a signed-in session.
    func signedIn() async throws -> (FakeBridge, LoopbackServer, BridgeSession) {
        let bridge = FakeBridge()
        let server = try await LoopbackServer.start { request in try await bridge.answer(request) }
        let session = BridgeSession(
            appID: "test-app", environment: .custom(hosts: ["default": server.baseURL]), settings: Self.settings)
        try await session.signIn(Self.credentials)
        return (bridge, server, session)
    }

    /// The sign-in answer's `sessionToken` (`auth.token`) goes out in the declared header (`auth.header`).
    @Test func theSignInAnswersTokenTravelsInTheDeclaredHeader() async throws {
        let (_, server, session) = try await signedIn()
        _ = try await session.scheduledActivities(from: Self.start, to: Self.start.addingTimeInterval(86_400))
        await server.stop()

        let info = try #require(await session.sessionInfo)
        let token = try #require(SageBridgeAPI.Authentication.token(from: info))
        #expect(token == "session-1")
        let requests = server.requests
        try #require(requests.count == 2)
        #expect(requests[0].header(SageBridgeAPI.Authentication.headerName) == nil)
        #expect(requests[1].header(SageBridgeAPI.Authentication.headerName) == token)
    }

    /// Every status in `reauthenticateOn` signs in again once and replays; another error status does not.
    @Test(arguments: SageBridgeAPI.Authentication.reauthenticateOn.sorted() + [403, 500])
    func onlyTheDeclaredStatusesSignInAgain(_ status: Int) async throws {
        let (bridge, server, session) = try await signedIn()
        await bridge.override(
            "/v4/activities", status: status,
            body: #"{"message":"No.","statusCode":\#(status),"type":"BadRequestException"}"#)
        await #expect(throws: ClientError<SageBridgeAPI>.self) {
            _ = try await session.scheduledActivities(from: Self.start, to: Self.start.addingTimeInterval(86_400))
        }
        await server.stop()

        let declared = SageBridgeAPI.Authentication.reauthenticateOn.contains(status)
        #expect(await session.reauthenticationCount == (declared ? 1 : 0))
        let paths = server.requests.map(\.path)
        let expected =
            declared
            ? ["/v4/auth/signIn", "/v4/activities", "/v3/auth/reauth", "/v4/activities"]
            : ["/v4/auth/signIn", "/v4/activities"]
        #expect(paths == expected)
    }
}
