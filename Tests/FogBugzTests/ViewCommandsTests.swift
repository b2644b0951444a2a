import APIRuntime
import APIRuntimeTesting
import FogBugz
import FogBugzTesting
import Foundation
import Testing

/// The view commands (`viewPerson`, `viewProject`, …): each reply is one element of the matching list reply,
/// directly inside `<response>`.
@Suite struct ViewCommandsTests {
    /// The first `<name>…</name>` element of a recorded list reply, alone in a `<response>`.
    static func viewReply(cutting name: String, from fixture: String) throws -> Data {
        let text = String(decoding: try Fixtures.data(fixture), as: UTF8.self)
        let start = try #require(text.range(of: "<\(name)>") ?? text.range(of: "<\(name) "))
        let end = try #require(text.range(of: "</\(name)>", range: start.upperBound..<text.endIndex))
        return Data(("<response>" + text[start.lowerBound..<end.upperBound] + "</response>").utf8)
    }

    @Test func aViewedItemIsTheListsItem() throws {
        let person = try ViewPerson().decodeRecorded(Self.viewReply(cutting: "person", from: "list_people.xml"))
        #expect(person.person == (try ListPeople().decodeRecorded(Fixtures.data("list_people.xml"))).people.first)
        let project = try ViewProject(projectID: 2).decodeRecorded(
            Self.viewReply(cutting: "project", from: "list_projects.xml"))
        #expect(
            project.project == (try ListProjects().decodeRecorded(Fixtures.data("list_projects.xml"))).projects.first)
        let milestone = try ViewFixFor(milestoneID: 9).decodeRecorded(
            Self.viewReply(cutting: "fixfor", from: "list_fixfors.xml"))
        #expect(
            milestone.milestone
                == (try ListFixFors().decodeRecorded(Fixtures.data("list_fixfors.xml"))).milestones.first)
    }

    /// A request's parameters as `name=value` text.
    static func pairs(_ parameters: Parameters) -> Set<String> {
        Set(
            parameters.map { parameter in
                switch parameter.value {
                case .string(let text): "\(parameter.name)=\(text)"
                case .integer(let number): "\(parameter.name)=\(number)"
                default: parameter.name
                }
            })
    }

    @Test func theRequestsSendTheirCommandAndKeys() throws {
        #expect(Self.pairs(ViewPerson().parameters) == ["cmd=viewPerson"])
        #expect(
            Self.pairs(ViewPerson(email: "pat@example.org").parameters) == ["cmd=viewPerson", "sEmail=pat@example.org"])
        #expect(Self.pairs(ViewCategory(categoryID: 3).parameters) == ["cmd=viewCategory", "ixCategory=3"])
        #expect(
            Self.pairs(ViewStatus(statusName: "Active", categoryID: 1).parameters)
                == ["cmd=viewStatus", "sStatus=Active", "ixCategory=1"])
    }

    @Test func everyViewRoundTripsThroughAStub() async throws {
        let stubs = FogBugzStubs()
        let area = AreaView(area: Area(id: 6, name: "Spam", projectID: 2, projectName: "Inbox"))
        let category = CategoryView(category: Category(id: 1, name: "Bug", pluralName: "Bugs"))
        let priority = PriorityView(priority: Priority(id: 3, name: "Must Fix", isDefault: false))
        let status = StatusView(status: Status(id: 2, name: "Resolved (Fixed)", categoryID: 1, isResolved: true))
        stubs.on(ViewArea.self) { _ in .value(area) }
        stubs.on(ViewCategory.self) { _ in .value(category) }
        stubs.on(ViewPriority.self) { _ in .value(priority) }
        stubs.on(ViewStatus.self) { _ in .value(status) }
        let client = stubs.client(settings: .init())
        #expect(try await client.send(ViewArea(areaID: 6)) == area)
        #expect(try await client.send(ViewCategory(categoryID: 1)) == category)
        #expect(try await client.send(ViewPriority(priorityID: 3)) == priority)
        #expect(try await client.send(ViewStatus(statusID: 2)) == status)
    }

    @Test func aReplyWithoutTheElementIsADecodingError() {
        #expect(throws: ClientError<FogBugzAPI>.self) {
            try ViewPerson().decodeRecorded(Data("<response><people/></response>".utf8))
        }
    }
}
