import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import FogBugz

/// Time tracking and filters against the fake server: listIntervals, startWork, stopWork, listFilters.
@Suite struct TimeTrackingEndToEndTests {
    @Test func intervalsAndWorkTimer() async throws {
        let fake = try await FakeFogBugzServer.start()
        let session = FogBugzSession(serverURL: fake.rootURL)
        try await session.logOn(email: fake.configuration.email, password: fake.configuration.password)

        let from = FixtureDecodingTests.utc("2012-03-01T00:00:00Z")
        let intervals = try await session.send(ListIntervals(bugID: 7, start: from)).intervals
        _ = try await session.send(StartWork(bugID: 7))
        let refused = await #expect(throws: ClientError<FogBugzAPI>.self) {
            _ = try await session.send(StartWork(bugID: 99))
        }
        _ = try await session.send(StopWork())
        try await session.logOff()
        await fake.stop()

        #expect(intervals.map(\.id) == [31, 32])
        #expect(intervals[0].end == FixtureDecodingTests.utc("2012-03-21T10:30:00Z"))
        #expect(intervals[1].end == nil)  // the timer still runs
        #expect(intervals[1].isDeleted == false)  // `0`
        #expect(intervals[0].title == "Crash when <saving>")
        #expect(refused?.errorCode == .timeTrackingProblem)

        let commands = fake.commands
        let list = try #require(commands.first { $0.cmd == "listIntervals" })
        #expect(list.method == "GET")
        #expect(list.value("ixBug") == "7")
        #expect(list.value("dtStart") == "2012-03-01T00:00:00Z")
        let start = try #require(commands.first { $0.cmd == "startWork" })
        #expect(start.method == "POST")
        #expect(start.fields["ixBug"] == "7")
        #expect(start.fields["token"] != nil)
        #expect(!start.uri.contains("token="))  // form POSTs carry the token in the body
    }

    @Test func currentFilter() async throws {
        let fake = try await FakeFogBugzServer.start()
        let session = FogBugzSession(serverURL: fake.rootURL)
        try await session.logOn(email: fake.configuration.email, password: fake.configuration.password)
        let filters = try await session.send(ListFilters()).filters
        try await session.logOff()
        await fake.stop()
        #expect(filters.map(\.id) == ["ez", "4", "49"])
        #expect(filters.map(\.isCurrent) == [false, false, true])
        #expect(filters[1].name == "Jason's tickets")
    }
}
