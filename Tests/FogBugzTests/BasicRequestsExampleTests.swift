import APIRuntime
import APIRuntimeTesting
import FogBugz
import FogBugzTesting
import Foundation
import Testing

@testable import FogBugzBasicRequests

/// The `FogBugzBasicRequests` example's flow (check the API, log on, three lists at once, log off), tested the way
/// an app would test it: against `FogBugzStubs` answering with model values written as FogBugz's XML.
@Suite struct BasicRequestsExampleTests {
    /// Stubs for the whole flow; `people` answers the people list.
    static func stubs(people: Stub<PersonList>) -> FogBugzStubs {
        let stubs = FogBugzStubs()
        stubs.on(CheckAPI.self) { _ in .value(APIInfo(version: 8, minimumVersion: 1, urlPrefix: "api.asp?")) }
        stubs.on(LogOn.self) { _ in .value(LogOnResult(token: "t0k3n")) }
        stubs.on(ListProjects.self) { _ in .value(ProjectList(projects: [Project(id: 2, name: "Inbox")])) }
        stubs.on(ListPeople.self) { _ in people }
        stubs.on(ListFixFors.self) { _ in .value(MilestoneList(milestones: [Milestone(id: 5, name: "1.0")])) }
        stubs.on(LogOff.self) { _ in .body(Data("<response></response>".utf8)) }
        return stubs
    }

    @Test func theOverviewHasEveryListAndTheSessionLogsOff() async throws {
        let stubs = Self.stubs(people: .value(PersonList(people: [Person(id: 3, fullName: "Ann Doe")])))
        let session = try FogBugzSession(environment: stubs.environment, transport: stubs)
        let overview = try await session.basicRequests(email: "me@example.com", password: "pw")
        #expect(overview.projects.map(\.name) == ["Inbox"])
        #expect(overview.people.map(\.fullName) == ["Ann Doe"])
        #expect(overview.milestones.map(\.name) == ["1.0"])
        let names = stubs.calls.map(\.typeName)
        #expect(Array(names.prefix(2)) == ["CheckAPI", "LogOn"] && names.last == "LogOff")
        #expect(Set(names.dropFirst(2).dropLast()) == ["ListProjects", "ListPeople", "ListFixFors"])
        #expect(stubs.calls(to: ListPeople.self).first?.value(of: "token") == "t0k3n")
        #expect(!(await session.isLoggedOn))
    }

    @Test func aFailingListStopsTheFlowTypedAndStillLogsOff() async throws {
        let refusal = ErrorEnvelope(error: ErrorDetail(code: .actionNotPermitted, message: "Not permitted"))
        let stubs = Self.stubs(people: .apiError(refusal))
        let session = try FogBugzSession(environment: stubs.environment, transport: stubs)
        do {
            _ = try await session.basicRequests(email: "me@example.com", password: "pw")
            Issue.record("the flow succeeded although the people list failed")
        } catch {
            guard case .api(let envelope, _) = error else {
                Issue.record("not the API's error: \(error)")
                return
            }
            #expect(envelope.error?.code == .actionNotPermitted)
        }
        #expect(stubs.calls.last?.typeName == "LogOff")
    }
}
