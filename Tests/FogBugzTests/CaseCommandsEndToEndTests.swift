import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import FogBugz

/// The seven case commands: each sends its own `cmd` as a form POST and decodes the case it returns.
@Suite struct CaseCommandsEndToEndTests {
    @Test func everyCaseCommand() async throws {
        let fake = try await FakeFogBugzServer.start()
        let session = FogBugzSession(serverURL: fake.rootURL)
        try await session.logOn(email: fake.configuration.email, password: fake.configuration.password)
        let due = FixtureDecodingTests.utc("2026-12-24T17:00:00Z")
        let opened = try await session.send(
            NewCase(caseFields: .init(title: "New", projectName: "Inbox", currentEstimateHours: 2.5, due: due)))
        #expect(opened.case.id == 42)
        let ids = [
            try await session.send(AssignCase(bugID: 42, caseFields: .init(personAssignedToName: "Ramon Martinez")))
                .case.id,
            try await session.send(ResolveCase(bugID: 42, caseFields: .init(statusID: 2))).case.id,
            try await session.send(ReactivateCase(bugID: 42)).case.id,
            try await session.send(ResolveCase(bugID: 42, caseFields: .init(statusID: 2))).case.id,
            try await session.send(CloseCase(bugID: 42)).case.id,
            try await session.send(ReopenCase(bugID: 42, comment: "Again")).case.id,
        ]
        _ = try await session.send(SetCurrentFilter(filterID: "inbox"))
        try await session.logOff()
        await fake.stop()

        #expect(ids == [42, 42, 42, 42, 42, 42])
        let commands = fake.commands.dropFirst().dropLast()
        #expect(
            commands.map(\.cmd) == [
                "new", "assign", "resolve", "reactivate", "resolve", "close", "reopen", "setCurrentFilter",
            ])
        #expect(commands.allSatisfy { $0.method == "POST" && $0.fields["token"] != nil })
        let new = try #require(commands.first)
        #expect(new.fields["sTitle"] == "New")
        #expect(new.fields["sProject"] == "Inbox")
        #expect(new.fields["hrsCurrEst"] == "2.5")
        #expect(new.fields["dtDue"] == "2026-12-24T17:00:00Z")
        #expect(new.fields["ixBug"] == nil)
        #expect(commands.dropFirst().first?.fields["sPersonAssignedTo"] == "Ramon Martinez")
        #expect(commands.dropFirst(2).first?.fields["ixStatus"] == "2")
        #expect(commands.last?.fields["sFilter"] == "inbox")
    }
}
