import APIRuntime
import Foundation
import Testing

@testable import FogBugz

/// Replies without a recorded fixture, in the shapes the notes document (§5.4), and error envelope edge cases.
@Suite struct ListDecodingTests {
    static func body(_ text: String) -> Data { Data(text.utf8) }

    @Test func areas() throws {
        let areas = try ListAreas().decodeRecorded(
            Self.body(
                """
                <response><areas><area><ixArea>5</ixArea><sArea><![CDATA[Misc]]></sArea><ixProject>2</ixProject>\
                <ixPersonOwner></ixPersonOwner><sPersonOwner></sPersonOwner><sProject><![CDATA[Inbox]]></sProject>\
                <nType>0</nType><cDoc>12</cDoc></area></areas></response>
                """)
        ).areas
        #expect(areas.count == 1)
        #expect(areas[0].id == 5)
        #expect(areas[0].name == "Misc")
        #expect(areas[0].personOwnerID == nil)
        #expect(areas[0].personOwnerName == nil)
        #expect(areas[0].type == 0)
        #expect(areas[0].documentCount == 12)
    }

    @Test func categoriesPrioritiesStatuses() throws {
        let categories = try ListCategories().decodeRecorded(
            Self.body(
                """
                <response><categories><category><ixCategory>1</ixCategory><sCategory>Bug</sCategory>\
                <sPlural>Bugs</sPlural><ixStatusDefault>2</ixStatusDefault><fIsScheduleItem>false</fIsScheduleItem>\
                <iOrder>0</iOrder></category><category><ixCategory>3</ixCategory><sCategory>Inquiry</sCategory>\
                <fIsScheduleItem>1</fIsScheduleItem></category></categories></response>
                """)
        ).categories
        #expect(categories.map(\.name) == ["Bug", "Inquiry"])
        #expect(categories[0].pluralName == "Bugs")
        #expect(categories[0].defaultStatusID == 2)
        #expect(categories.map(\.isScheduleItem) == [false, true])
        #expect(categories[0].order == 0)

        let priorities = try ListPriorities().decodeRecorded(
            Self.body(
                "<response><priorities><priority><ixPriority>1</ixPriority><sPriority>Must Fix</sPriority>"
                    + "<fDefault>false</fDefault></priority></priorities></response>")
        ).priorities
        #expect(priorities.map(\.id) == [1])
        #expect(priorities[0].isDefault == false)

        let statuses = try ListStatuses().decodeRecorded(
            Self.body(
                "<response><statuses><status><ixStatus>2</ixStatus><sStatus>Resolved (Fixed)</sStatus>"
                    + "<ixCategory>1</ixCategory><fWorkDone>true</fWorkDone><fResolved>true</fResolved>"
                    + "<fDuplicate>false</fDuplicate><fDeleted>false</fDeleted><iOrder>1</iOrder></status>"
                    + "</statuses></response>")
        ).statuses
        #expect(statuses.map(\.name) == ["Resolved (Fixed)"])
        #expect(statuses[0].isResolved == true)
        #expect(statuses[0].isWorkDone == true)
        #expect(statuses[0].order == 1)
    }

    @Test func emptyContainersAreEmptyLists() throws {
        #expect(try ListProjects().decodeRecorded(Self.body("<response><projects/></response>")).projects == [])
        #expect(try ListPeople().decodeRecorded(Self.body("<response><people></people></response>")).people == [])
        let search = try Search().decodeRecorded(Self.body("<response><cases count=\"0\"></cases></response>"))
        #expect(search.cases == [])
        #expect(search.caseList.count == 0)
    }

    @Test func invalidValuesAreDecodingErrors() {
        let error = #expect(throws: ClientError<FogBugzAPI>.self) {
            try ListPriorities().decodeRecorded(
                Self.body(
                    "<response><priorities><priority><ixPriority>one</ixPriority></priority></priorities></response>"))
        }
        guard case .decoding(let failure) = error else {
            Issue.record("expected a decoding error, got \(String(describing: error))")
            return
        }
        #expect(failure.codingPath.contains("ixPriority"))
    }

    @Test func errorWithoutCodeAndUnknownCode() {
        let uncoded = #expect(throws: ClientError<FogBugzAPI>.self) {
            try ListProjects().decodeRecorded(Self.body("<response><error>error</error></response>"))
        }
        #expect(uncoded?.envelope?.error?.message == "error")
        #expect(uncoded?.errorCode == nil)

        let unknown = #expect(throws: ClientError<FogBugzAPI>.self) {
            try LogOff().decodeRecorded(Self.body("<response><error code=\"99\">Something new</error></response>"))
        }
        #expect(unknown?.errorCode?.rawValue == 99)
        #expect(unknown?.envelope?.description == "FogBugz error 99: Something new")
    }
}
