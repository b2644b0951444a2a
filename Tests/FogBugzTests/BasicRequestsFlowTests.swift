import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import FogBugz

/// BugzKit's BasicRequests flow: check → log on → three lists concurrently → log off.
///
/// The flow is written here as a caller writes it on the session's public calls (the example
/// `FogBugzBasicRequests` runs the same flow); what is tested is the session: concurrent sends with one token,
/// and a logoff after success, failure and cancellation.
@Suite struct BasicRequestsFlowTests {
    /// Checks the API, logs on, lists projects, people and milestones concurrently (the first failure cancels the
    /// others) and logs off; returns the three lists' names.
    func basicRequests(_ session: FogBugzSession, email: String, password: String)
        async throws(ClientError<FogBugzAPI>) -> [String: [String]]
    {
        try await session.checkAPI()
        return try await session.withLoggedOn(email: email, password: password) { session in
            try await withThrowingTaskGroup(of: (String, [String]).self) { group in
                group.addTask { ("projects", try await session.send(ListProjects()).projects.map(\.name)) }
                group.addTask { ("people", try await session.send(ListPeople()).people.map(\.fullName)) }
                group.addTask { ("milestones", try await session.send(ListFixFors()).milestones.map(\.name)) }
                var lists: [String: [String]] = [:]
                for try await (name, items) in group { lists[name] = items }
                return lists
            }
        }
    }

    @Test func flowListsConcurrentlyAndLogsOff() async throws {
        let fake = try await FakeFogBugzServer.start()
        let session = FogBugzSession(serverURL: fake.rootURL)
        let lists = try await basicRequests(
            session, email: fake.configuration.email, password: fake.configuration.password)
        await fake.stop()
        #expect(lists["projects"] == ["Inbox", "Sample Project"])
        #expect(lists["people"] == ["admin"])
        #expect(lists["milestones"] == ["Version 1.0"])
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
        let order = CommandOrder()
        let session = FogBugzSession(serverURL: fake.rootURL, transport: order)
        let error = await #expect(throws: ClientError<FogBugzAPI>.self) {
            _ = try await basicRequests(session, email: configuration.email, password: configuration.password)
        }
        #expect(error?.errorCode == .noSuchUser)
        // The stalled lists were cancelled rather than awaited: the server never answered them (it answers
        // them only once stopped, below, and awaiting them would have meant receiving those answers first).
        let answered = fake.answeredCommands.compactMap(\.cmd)
        #expect(!answered.contains("listProjects"))
        #expect(!answered.contains("listFixFors"))
        #expect(order.loggedOffLast, "\(order.events)")
        #expect(fake.validTokens.isEmpty)
        #expect(await !session.isLoggedOn)
        await fake.stop()
    }

    @Test func cancellingTheCallerStillLogsOff() async throws {
        var configuration = FakeFogBugzServer.Configuration()
        configuration.stalled = ["listProjects"]
        let fake = try await FakeFogBugzServer.start(configuration)
        let order = CommandOrder()
        let session = FogBugzSession(serverURL: fake.rootURL, transport: order)
        let flow = Task {
            try await basicRequests(session, email: configuration.email, password: configuration.password)
        }
        await fake.waitForArrival(of: "listProjects")
        flow.cancel()
        let result = await flow.result
        #expect(throws: (any Error).self) { try result.get() }
        #expect(order.loggedOffLast, "\(order.events)")
        #expect(fake.validTokens.isEmpty)
        await fake.stop()
    }

    @Test func failedLogOnSendsNoLists() async throws {
        let fake = try await FakeFogBugzServer.start()
        let session = FogBugzSession(serverURL: fake.rootURL)
        await #expect(throws: ClientError<FogBugzAPI>.self) {
            _ = try await basicRequests(session, email: fake.configuration.email, password: "nope")
        }
        await fake.stop()
        #expect(fake.commands.compactMap(\.cmd) == ["logon"])
    }
}
