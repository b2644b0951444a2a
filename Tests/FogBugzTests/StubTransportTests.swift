import APIRuntime
import APIRuntimeTesting
import FogBugz
import FogBugzTesting
import Foundation
import Testing

/// The generated `FogBugzTesting` library: every command shares one path, told apart by its `cmd` constant.
@Suite struct StubTransportTests {
    @Test func commandsAreRecognisedByTheirConstant() async throws {
        let stubs = FogBugzStubs()
        let projects = try Fixtures.data("list_projects.xml")
        let people = try Fixtures.data("list_people.xml")
        stubs.on(ListProjects.self) { _ in .body(projects) }
        stubs.on(ListPeople.self) { _ in .body(people) }
        let client = stubs.client(settings: .init())
        let listed = try await client.send(ListProjects())
        let persons = try await client.send(ListPeople())
        #expect(!listed.projects.isEmpty)
        #expect(!persons.people.isEmpty)
        #expect(stubs.calls.map(\.typeName) == ["ListProjects", "ListPeople"])
        #expect(stubs.calls.map { $0.value(of: "cmd") } == ["listProjects", "listPeople"])
    }
}
