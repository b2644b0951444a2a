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
        configuration.stalled = ["listProjects", "listFixFors"]
        let fake = try await FakeFogBugzServer.start(configuration)
        let session = FogBugzSession(serverURL: fake.rootURL)
        let error = await #expect(throws: ClientError.self) {
            _ = try await session.basicRequests(email: configuration.email, password: configuration.password)
        }
        #expect(error?.fogBugzErrorCode == .noSuchUser)
        // The stalled lists were cancelled rather than awaited: the server never answered them (it answers
        // them only once stopped, below, and awaiting them would have meant receiving those answers first).
        let answered = fake.answeredCommands.compactMap(\.cmd)
        #expect(!answered.contains("listProjects"))
        #expect(!answered.contains("listFixFors"))
        #expect(Self.loggedOffLast(fake.commands, stalled: configuration.stalled))
        #expect(fake.validTokens.isEmpty)
        #expect(await !session.isLoggedOn)
        await fake.stop()
    }

    @Test func cancellingTheCallerStillLogsOff() async throws {
        var configuration = FakeFogBugzServer.Configuration()
        configuration.stalled = ["listProjects"]
        let fake = try await FakeFogBugzServer.start(configuration)
        let session = FogBugzSession(serverURL: fake.rootURL)
        let flow = Task {
            try await session.basicRequests(email: configuration.email, password: configuration.password)
        }
        await fake.waitForArrival(of: "listProjects")
        flow.cancel()
        let result = await flow.result
        #expect(throws: (any Error).self) { try result.get() }
        #expect(Self.loggedOffLast(fake.commands, stalled: configuration.stalled))
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

    /// Whether the session's last command was `logoff`.
    ///
    /// A list request the session sent before it was cancelled may still reach the server after `logoff`
    /// (another connection, another server thread), so only stalled lists may follow it.
    static func loggedOffLast(_ commands: [FakeFogBugzServer.Command], stalled: Set<String>) -> Bool {
        let names = commands.compactMap(\.cmd)
        guard let logoff = names.lastIndex(of: "logoff") else { return false }
        return names[(logoff + 1)...].allSatisfy { stalled.contains($0) }
    }
}
