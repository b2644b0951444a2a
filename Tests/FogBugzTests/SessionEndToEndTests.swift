import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import FogBugz

/// The session against a fake FogBugz server on 127.0.0.1: discovery, logon, token checks, search, logoff.
@Suite struct SessionEndToEndTests {
    @Test func discoveryLogOnSearchLogOff() async throws {
        let fake = try await FakeFogBugzServer.start()
        let session = FogBugzSession(serverURL: fake.rootURL)

        let info = try await session.checkAPI()
        #expect(info.version == 8)
        #expect(info.urlPrefix == "api.asp?site=7&")
        #expect(await session.commandPrefixURL == URL(string: fake.rootURL.absoluteString + "api.asp?site=7&"))

        try await session.logOn(email: fake.configuration.email, password: fake.configuration.password)
        #expect(await session.isLoggedOn)
        let result = try await session.send(
            Search(query: "assignedto:me", columns: [.title, .isOpen, .events], maxCount: 5))
        try await session.logOff()
        #expect(await !session.isLoggedOn)
        await fake.stop()

        let commands = fake.commands
        #expect(commands.map(\.cmd) == ["logon", "search", "logoff"])
        // Every command is appended to the discovered prefix: its own query (`site=7`) is kept.
        #expect(commands.allSatisfy { $0.uri.hasPrefix("/api.asp?site=7&") })

        // logon: a form POST; the password never appears in the URL.
        let logOn = commands[0]
        #expect(logOn.method == "POST")
        #expect(logOn.contentType?.hasPrefix("application/x-www-form-urlencoded") == true)
        #expect(logOn.fields["email"] == fake.configuration.email)
        #expect(logOn.fields["password"] == fake.configuration.password)
        #expect(!logOn.uri.contains("password"))
        #expect(logOn.value("token") == nil)

        // search: a GET with q, cols (comma-joined) and max, plus the token.
        let search = commands[1]
        #expect(search.method == "GET")
        #expect(search.value("q") == "assignedto:me")
        #expect(search.value("cols") == "sTitle,fOpen,events")
        #expect(search.value("max") == "5")
        let token = try #require(search.value("token"))
        #expect(token.hasPrefix("token1"))

        // logoff: the same token, which the server then forgets.
        #expect(commands[2].value("token") == token)
        #expect(fake.validTokens.isEmpty)

        let found = try #require(result.caseList.cases.first)
        #expect(result.caseList.count == 1)
        #expect(found.id == 7)
        #expect(found.title == "Crash when <saving> & quitting")
        #expect(found.isOpen == true)  // `1`
        #expect(found.childIDs == [12, 25])
        #expect(found.tags == ["crash"])
        #expect(found.currentEstimateHours == 1.5)
        #expect(found.due == nil)
        let events = try #require(found.events)
        #expect(events.map(\.id) == [15, 16])
        #expect(events[0].code == .opened)
        #expect(events[0].text == "It crashes.")
        #expect(events[0].isEmail == false)  // `0`
        #expect(events[0].attachments?.map(\.fileName) == ["crash.log"])
        #expect(events[0].attachments?.first?.urlPath == "default.asp?pg=pgDownload&amp;ixAttachment=3")
        #expect(events[1].code == .assigned)
        #expect(events[1].text == nil)
        #expect(events[1].attachments == [])
    }

    @Test func commandsWithoutATokenFailWithErrorThree() async throws {
        let fake = try await FakeFogBugzServer.start()
        let session = FogBugzSession(serverURL: fake.rootURL)
        let error = await #expect(throws: ClientError<FogBugzAPI>.self) {
            _ = try await session.send(ListProjects())
        }
        #expect(error?.errorCode == .notLoggedOn)

        // After logoff the old token is refused too.
        try await session.logOn(email: fake.configuration.email, password: fake.configuration.password)
        let token = try #require(await session.token)
        try await session.logOff()
        await session.adopt(token)
        let stale = await #expect(throws: ClientError<FogBugzAPI>.self) {
            _ = try await session.send(ListProjects())
        }
        #expect(stale?.errorCode == .notLoggedOn)
        await fake.stop()
        #expect(fake.commands.map(\.cmd) == ["listProjects", "logon", "logoff", "listProjects"])
        #expect(fake.commands[0].value("token") == nil)
    }

    @Test func adoptedTokenIsCheckedWithTheServer() async throws {
        let fake = try await FakeFogBugzServer.start()
        let first = FogBugzSession(serverURL: fake.rootURL)
        try await first.logOn(email: fake.configuration.email, password: fake.configuration.password)
        let token = try #require(await first.token)

        // A token made elsewhere (two-factor users create one in the web UI) is checked, then used.
        let second = FogBugzSession(serverURL: fake.rootURL)
        try await second.logOn(token: token)
        #expect(await second.isLoggedOn)
        _ = try await second.send(ListProjects())

        // An invalid token is refused with error 3 and not kept.
        let third = FogBugzSession(serverURL: fake.rootURL)
        let error = await #expect(throws: ClientError<FogBugzAPI>.self) { try await third.logOn(token: "forged") }
        #expect(error?.errorCode == .notLoggedOn)
        #expect(await !third.isLoggedOn)
        try await first.logOff()
        await fake.stop()

        let check = try #require(fake.commands.dropFirst().first)
        #expect(check.cmd == "logon")
        #expect(check.value("email") == nil)
        #expect(check.value("token") == token)
    }

    @Test func wrongPasswordIsErrorOne() async throws {
        let fake = try await FakeFogBugzServer.start()
        let session = FogBugzSession(serverURL: fake.rootURL)
        let error = await #expect(throws: ClientError<FogBugzAPI>.self) {
            try await session.logOn(email: fake.configuration.email, password: "wrong")
        }
        #expect(error?.errorCode == .incorrectUsernameOrPassword)
        #expect(await !session.isLoggedOn)
        await fake.stop()
    }

    @Test func ambiguousLogOnReturnsThePeople() async throws {
        let fake = try await FakeFogBugzServer.start()
        let session = FogBugzSession(serverURL: fake.rootURL)
        let error = await #expect(throws: ClientError<FogBugzAPI>.self) {
            try await session.logOn(email: fake.configuration.ambiguousEmail, password: "x")
        }
        #expect(error?.sessionFailure == .ambiguousLogon(people: ["Ramon Martinez", "Ramon Sanchez"]))
        await fake.stop()
    }

    @Test func serverThatDroppedOurVersionIsRefused() async throws {
        var configuration = FakeFogBugzServer.Configuration()
        configuration.version = 9
        configuration.minimumVersion = FogBugzSession.supportedAPIVersion + 1
        let fake = try await FakeFogBugzServer.start(configuration)
        let session = FogBugzSession(serverURL: fake.rootURL)
        let error = await #expect(throws: ClientError<FogBugzAPI>.self) {
            try await session.logOn(email: configuration.email, password: configuration.password)
        }
        #expect(
            error?.sessionFailure
                == .unsupportedAPIVersion(
                    serverVersion: 9, serverMinimumVersion: FogBugzSession.supportedAPIVersion + 1,
                    supportedVersion: FogBugzSession.supportedAPIVersion))
        await fake.stop()
        #expect(fake.commands.isEmpty)  // the password was never sent
    }

    @Test func absoluteCommandPrefixIsRefused() async throws {
        var configuration = FakeFogBugzServer.Configuration()
        configuration.urlPrefix = "https://elsewhere.example/api.asp?"
        let fake = try await FakeFogBugzServer.start(configuration)
        let session = FogBugzSession(serverURL: fake.rootURL)
        let error = await #expect(throws: ClientError<FogBugzAPI>.self) { try await session.checkAPI() }
        #expect(error?.sessionFailure == .invalidCommandPrefix("https://elsewhere.example/api.asp?"))
        await fake.stop()
    }

    @Test func htmlPageIsATransportError() async throws {
        var configuration = FakeFogBugzServer.Configuration()
        configuration.overrides["logon"] = .html("<html><head><title>Object moved</title></head><body></body></html>")
        let fake = try await FakeFogBugzServer.start(configuration)
        let session = FogBugzSession(serverURL: fake.rootURL)
        let error = await #expect(throws: ClientError<FogBugzAPI>.self) {
            try await session.logOn(email: configuration.email, password: configuration.password)
        }
        guard case .transport(let transport) = error else {
            Issue.record("expected a transport error, got \(String(describing: error))")
            return
        }
        #expect(transport.message.contains("HTML"))
        await fake.stop()
    }

    @Test func truncatedXMLIsATransportError() async throws {
        var configuration = FakeFogBugzServer.Configuration()
        configuration.overrides["logon"] = .xml("<response><token>abc</tok")
        let fake = try await FakeFogBugzServer.start(configuration)
        let session = FogBugzSession(serverURL: fake.rootURL)
        let error = await #expect(throws: ClientError<FogBugzAPI>.self) {
            try await session.logOn(email: configuration.email, password: configuration.password)
        }
        guard case .transport = error else {
            Issue.record("expected a transport error, got \(String(describing: error))")
            return
        }
        await fake.stop()
    }
}
