import APIRuntime
import Foundation
import Testing

@testable import FogBugz

/// Every recorded response in `Tests/Fixtures/fogbugz/` decodes through the generated requests, with the
/// error envelope checked first, exactly as a live reply would.
@Suite struct FixtureDecodingTests {
    /// The instant `yyyy-MM-ddTHH:mm:ssZ` in UTC.
    static func utc(_ text: String) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)!
    }

    /// Which test decodes each fixture; a fixture added without a decoding test fails ``everyFixtureIsDecoded``.
    static let decodedFixtures: Set<String> = [
        "api_discovery.xml", "error_not_logged_on.xml", "list_filters.xml", "list_fixfors.xml",
        "list_people.xml", "list_projects.xml", "logon_error.xml", "logon_ok.xml", "new_case.xml",
        "search_cases.xml", "search_cases_events.xml", "list_checkins.xml",
    ]

    @Test func everyFixtureIsDecoded() throws {
        #expect(Set(try Fixtures.allXMLNames()) == Self.decodedFixtures)
    }

    @Test func checkins() throws {
        let list = try ListCheckins(caseID: 12).decodeRecorded(Fixtures.data("list_checkins.xml"))
        #expect(list.checkins.count == 1)
        let checkin = try #require(list.checkins.first)
        #expect(checkin.id == 30)
        #expect(checkin.caseID == 12)
        #expect(checkin.file == "changedFile.py")
        #expect(checkin.previousRevision == "12")
        #expect(checkin.newRevision == "13")
        #expect(checkin.repositoryID == 1)
    }

    @Test func apiDiscovery() throws {
        let info = try CheckAPI().decodeRecorded(Fixtures.data("api_discovery.xml"))
        #expect(info.version == 2)
        #expect(info.minimumVersion == 1)
        #expect(info.urlPrefix == "api.asp?")
    }

    @Test func logOnTokenKeepsItsCDATAText() throws {
        let result = try LogOn(email: "a", password: "b").decodeRecorded(Fixtures.data("logon_ok.xml"))
        #expect(result.token == "26jgegikmofn27rcd6ql676fso9r22")
    }

    @Test func logOnErrorIsTypedCodeOne() throws {
        let error = try #require(throws: ClientError<FogBugzAPI>.self) {
            try LogOn(email: "a", password: "b").decodeRecorded(Fixtures.data("logon_error.xml"))
        }
        #expect(error.errorCode == .incorrectUsernameOrPassword)
        #expect(error.envelope?.error?.message == "Incorrect password or username")
    }

    @Test func notLoggedOnIsCheckedBeforeThePayload() throws {
        let error = try #require(throws: ClientError<FogBugzAPI>.self) {
            try ListProjects().decodeRecorded(Fixtures.data("error_not_logged_on.xml"))
        }
        #expect(error.errorCode == .notLoggedOn)
        #expect(error.envelope?.error?.message == "Not logged on")
    }

    @Test func projects() throws {
        let projects = try ListProjects().decodeRecorded(Fixtures.data("list_projects.xml")).projects
        #expect(projects.map(\.id) == [2, 1])
        #expect(projects.map(\.name) == ["Inbox", "Sample Project"])
        let inbox = projects[0]
        #expect(inbox.personOwnerID == 2)
        #expect(inbox.personOwnerName == "Ramon Martinez")
        #expect(inbox.email == "rafael@hybridgroup.com")
        #expect(inbox.phone == nil)  // <sPhone></sPhone>
        #expect(inbox.isInbox == true)
        #expect(projects[1].isInbox == false)
        #expect(inbox.workflowID == 1)
        #expect(inbox.isDeleted == false)
    }

    @Test func oneElementPeopleListIsAnArray() throws {
        let people = try ListPeople().decodeRecorded(Fixtures.data("list_people.xml")).people
        #expect(people.count == 1)
        let admin = try #require(people.first)
        #expect(admin.id == 11)
        #expect(admin.fullName == "admin")
        #expect(admin.email == "admin@admins.net")
        #expect(admin.phone == "123456789")
        #expect(admin.isAdministrator == true)
        #expect(admin.isCommunity == false)
        #expect(admin.isVirtual == false)
        #expect(admin.isDeleted == false)
        #expect(admin.receivesNotifications == true)
        #expect(admin.homepage == "homepage")
        #expect(admin.locale == "en-us")
        #expect(admin.language == "en-us")
        #expect(admin.timeZoneKey == "Eastern Standard Time")
        #expect(admin.isExpert == true)
    }

    @Test func milestones() throws {
        let milestones = try ListFixFors().decodeRecorded(Fixtures.data("list_fixfors.xml")).milestones
        #expect(milestones.count == 1)
        let milestone = try #require(milestones.first)
        #expect(milestone.id == 9)
        #expect(milestone.name == "Version 1.0")
        #expect(milestone.isDeleted == false)
        #expect(milestone.releaseDate == Self.utc("2016-09-14T22:00:00Z"))
        #expect(milestone.startDate == Self.utc("2016-04-03T22:00:00Z"))
        #expect(milestone.startNote == nil)  // <sStartNote/>
        #expect(milestone.projectID == 10)
        #expect(milestone.projectName == "Kakapo")
        #expect(milestone.dependencyIDs == [])  // <setixFixForDependency/>
        #expect(milestone.isReallyDeleted == false)
    }

    @Test func filtersKeepOrderAttributesAndText() throws {
        let filters = try ListFilters().decodeRecorded(Fixtures.data("list_filters.xml")).filters
        #expect(filters.count == 14)
        #expect(filters[0].kind == .builtin)
        #expect(filters[0].id == "ez")
        #expect(filters[0].name == "My Cases")
        #expect(filters[1].id == "inbox")
        #expect(filters[2].kind == .shared)
        #expect(filters[2].id == "49")
        #expect(filters[2].name == "Closed Host Setup")
        #expect(filters[9].kind == .saved)
        #expect(filters[9].name == "Jason's tickets")
        #expect(filters.last?.name == "Today's Resolved")
        #expect(filters.allSatisfy { !$0.isCurrent })
    }

    @Test func newCaseReply() throws {
        let reply = try NewCase(caseFields: .init(title: "x")).decodeRecorded(Fixtures.data("new_case.xml"))
        #expect(reply.case.id == 4)
        #expect(reply.case.operations == [.edit, .assign, .resolve, .email, .remind])
        #expect(reply.case.title == nil)
        #expect(reply.case.events == nil)
    }

    @Test func searchWithOneCase() throws {
        let result = try Search(query: "project:=2").decodeRecorded(Fixtures.data("search_cases.xml"))
        #expect(result.caseList.count == 1)
        #expect(result.caseList.cases.count == 1)
        let found = try #require(result.caseList.cases.first)
        #expect(found.id == 1)
        #expect(found.operations == [.edit, .assign, .resolve, .email, .remind])
        #expect(found.statusName == "Active")
        #expect(found.title == "\"Welcome to FogBugz\" Sample Case")
        #expect(found.latestTextSummary == nil)  // <sLatestTextSummary></sLatestTextSummary>
        #expect(found.projectID == 2)
        #expect(found.projectName == "Inbox")
        #expect(found.personAssignedToName == "Ramon Martinez")
        #expect(found.priorityName == "Must Fix")
        #expect(found.lastUpdated == Self.utc("2012-03-21T21:27:33Z"))
        #expect(found.tags == nil)  // the column was not requested
    }
}
