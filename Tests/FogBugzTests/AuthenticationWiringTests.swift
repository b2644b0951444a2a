import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import FogBugz

/// The session uses the token wiring the schema's `auth:` declares (`token-parameter`), not names of its own.
///
/// `FogBugzAPI.Authentication` is generated from `Schemas/FogBugz/api.yaml`: `parameter: token`, `in: body`,
/// `obtainedBy: LogOn`, `token: token`, `invalidatedBy: LogOff`. These tests fail when the glue stops using it.
@Suite struct AuthenticationWiringTests {
    /// `invalidatedBy: LogOff`: a `LogOff` sent like any other command makes the session forget its token.
    @Test func aLogOffSentLikeAnyCommandEndsTheToken() async throws {
        let fake = try await FakeFogBugzServer.start()
        let session = FogBugzSession(serverURL: fake.rootURL)
        try await session.logOn(email: fake.configuration.email, password: fake.configuration.password)
        let token = try #require(await session.token)

        _ = try await session.send(ListProjects())
        #expect(await session.token == token)  // a command the schema does not name keeps the token
        _ = try await session.send(LogOff())
        #expect(await !session.isLoggedOn)
        #expect(await session.token == nil)

        // Nothing is sent as `token` any more: the server answers "not logged on".
        let error = await #expect(throws: ClientError<FogBugzAPI>.self) { _ = try await session.send(ListProjects()) }
        #expect(error?.errorCode == .notLoggedOn)
        await fake.stop()

        let commands = fake.commands
        #expect(commands.map(\.cmd) == ["logon", "listProjects", "logoff", "listProjects"])
        // `in: body`: the form POST of `logoff` carries the token in its body, never in the URL.
        #expect(commands[2].fields["token"] == token)
        #expect(!commands[2].uri.contains("token"))
        #expect(commands[3].value("token") == nil)
    }

    /// A `LogOff` the server refuses keeps the token: only a successful answer ends it.
    @Test func aRefusedLogOffKeepsTheToken() async throws {
        let fake = try await FakeFogBugzServer.start()
        let session = FogBugzSession(serverURL: fake.rootURL)
        try await session.checkAPI()
        await session.adopt("forged")

        let error = await #expect(throws: ClientError<FogBugzAPI>.self) { _ = try await session.send(LogOff()) }
        #expect(error?.errorCode == .notLoggedOn)
        #expect(await session.token == "forged")

        // `logOff()` itself treats "not logged on" as logged off (the glue's rule, not the schema's).
        try await session.logOff()
        #expect(await session.token == nil)
        await fake.stop()
        #expect(fake.commands.map(\.cmd) == ["logoff", "logoff"])
    }

    /// The logon answer's token is the one the schema's `token:` names, and it is what every command then sends.
    @Test func theLogOnAnswersTokenIsSentAsTheDeclaredParameter() async throws {
        let fake = try await FakeFogBugzServer.start()
        let session = FogBugzSession(serverURL: fake.rootURL)
        try await session.logOn(email: fake.configuration.email, password: fake.configuration.password)
        _ = try await session.send(ListProjects())
        await fake.stop()

        let token = try #require(await session.token)
        #expect(fake.validTokens.contains(token))
        #expect(fake.commands.last?.value(FogBugzAPI.Authentication.parameterName) == token)
        #expect(FogBugzAPI.Authentication.token(from: LogOnResult(token: "t")) == "t")
        #expect(FogBugzAPI.Authentication.invalidatesToken(LogOff()))
        #expect(!FogBugzAPI.Authentication.invalidatesToken(LogOn(email: "e", password: "p")))
        #expect(FogBugzAPI.Authentication.tokenInFormBody)
        #expect(FogBugzAPI.Authentication.reauthenticateOn.isEmpty)
    }
}
