import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import FogBugz

/// BugzKit's BasicRequests flow: check → log on → three lists concurrently → log off.
@Suite struct BasicRequestsFlowTests {
    @Test func flowListsConcurrentlyAndLogsOff() async throws {
        let fake = try await FakeFogBugzServer.start()
        let session = FogBugzSession(serverURL: fake.rootURL)
        let overview = try await session.basicRequests(
            email: fake.configuration.email, password: fake.configuration.password)
        await fake.stop()
        #expect(overview.projects.map(\.name) == ["Inbox", "Sample Project"])
        #expect(overview.people.map(\.fullName) == ["admin"])
        #expect(overview.milestones.map(\.name) == ["Version 1.0"])
        let commands = fake.commands.compactMap(\.cmd)
        #expect(commands.first == "logon")
        #expect(commands.last == "logoff")
        #expect(Set(commands[1..<4]) == ["listProjects", "listPeople", "listFixFors"])
        #expect(fake.validTokens.isEmpty)
        #expect(await !session.isLoggedOn)
    }

    @Test func failureCancelsTheOtherListsAndStillLogsOff() async throws {
        var configuration = FakeFogBugzServer.Configuration()
        configuration.overrides["listPeople"] = FakeFogBugzServer.error(18, "No such user")
        configuration.delays["listProjects"] = .seconds(20)
        configuration.delays["listFixFors"] = .seconds(20)
        let fake = try await FakeFogBugzServer.start(configuration)
        let session = FogBugzSession(serverURL: fake.rootURL)
        let error = await #expect(throws: ClientError.self) {
            _ = try await session.basicRequests(email: configuration.email, password: configuration.password)
        }
        #expect(error?.fogBugzErrorCode == .noSuchUser)
        // The slow lists were cancelled rather than awaited: the server never answered them (it would
        // only after 20 s, and awaiting them would have meant receiving those answers first).
        let answered = fake.answeredCommands.compactMap(\.cmd)
        #expect(!answered.contains("listProjects"))
        #expect(!answered.contains("listFixFors"))
        #expect(fake.commands.last?.cmd == "logoff")
        #expect(fake.validTokens.isEmpty)
        #expect(await !session.isLoggedOn)
        await fake.stop()
    }

    @Test func cancellingTheCallerStillLogsOff() async throws {
        var configuration = FakeFogBugzServer.Configuration()
        configuration.delays["listProjects"] = .seconds(20)
        let fake = try await FakeFogBugzServer.start(configuration)
        let session = FogBugzSession(serverURL: fake.rootURL)
        let flow = Task {
            try await session.basicRequests(email: configuration.email, password: configuration.password)
        }
        var waited = 0
        while !fake.commands.contains(where: { $0.cmd == "listProjects" }) {
            waited += 1
            try #require(waited < 500, "listProjects never arrived")
            try await Task.sleep(for: .milliseconds(20))
        }
        flow.cancel()
        let result = await flow.result
        #expect(throws: (any Error).self) { try result.get() }
        #expect(fake.commands.last?.cmd == "logoff")
        #expect(fake.validTokens.isEmpty)
        await fake.stop()
    }

    @Test func failedLogOnSendsNoLists() async throws {
        let fake = try await FakeFogBugzServer.start()
        let session = FogBugzSession(serverURL: fake.rootURL)
        await #expect(throws: ClientError.self) {
            _ = try await session.basicRequests(email: fake.configuration.email, password: "nope")
        }
        await fake.stop()
        #expect(fake.commands.compactMap(\.cmd) == ["logon"])
    }
}
