import APIRuntime
import Foundation
import Testing

@testable import FogBugz

/// Event fields FogBugz has spelled more than one way (`aliases:` in the schema): `sHtml` for `sHTML`, FogBugz 6's
/// `bEmail` and `bExternal` for 7's `fEmail` and `fExternal`.
@Suite struct EventAliasTests {
    @Test("a case's events with sHtml, as fogbugz-to-github's test reply spells it")
    func eventsWithSHtml() throws {
        let result = try Search(query: "1", columns: [.events]).decodeRecorded(Fixtures.data("search_cases_events.xml"))
        let found = try #require(result.caseList.cases.first)
        #expect(found.id == 1)
        #expect(found.title == "Sample Bug")
        let events = try #require(found.events)
        #expect(events.map(\.id) == [1, 2, 5553, 5554])
        #expect(events.first?.html == "Something is wrong with our product.")
        #expect(events.dropFirst().allSatisfy { $0.html == nil })  // <sHtml/>
        #expect(events.first?.eventDescription == "Opened by Alice Adams")
        #expect(events[2].changes == "Status changed from 'Active' to 'Resolved (Won't Fix)'.")
    }

    static func event(_ children: String) throws -> Event {
        let body =
            #"<?xml version="1.0"?><response><cases><case ixBug="1"><events><event ixBugEvent="9">"#
            + children + "</event></events></case></cases></response>"
        let result = try Search(query: "1", columns: [.events]).decodeRecorded(Data(body.utf8))
        return try #require(result.caseList.cases.first?.events?.first)
    }

    @Test("FogBugz 6's bEmail and bExternal fill isEmail and isExternal")
    func fogBugz6Names() throws {
        let event = try Self.event("<bEmail>true</bEmail><bExternal>false</bExternal>")
        #expect(event.isEmail == true)
        #expect(event.isExternal == false)
    }

    @Test("the property's own name wins over an alias, and a mistyped alias is the same error as the name")
    func ownNameWins() throws {
        let event = try Self.event("<sHtml>old</sHtml><sHTML>new</sHTML><bEmail>false</bEmail><fEmail>true</fEmail>")
        #expect(event.html == "new")
        #expect(event.isEmail == true)
        #expect(throws: ClientError<FogBugzAPI>.self) { try Self.event("<bEmail>perhaps</bEmail>") }
    }

    @Test("the JSON form reads the aliases too and writes only the own names")
    func jsonCoding() throws {
        let json = #"{"ixBugEvent":3,"bEmail":true,"sHtml":"<p>hi</p>"}"#
        let event = try JSONDecoder().decode(Event.self, from: Data(json.utf8))
        #expect(event.id == 3)
        #expect(event.isEmail == true)
        #expect(event.html == "<p>hi</p>")
        let written = try JSONSerialization.jsonObject(with: JSONEncoder().encode(event)) as? [String: Any]
        #expect(written?["fEmail"] as? Bool == true)
        #expect(written?["sHTML"] as? String == "<p>hi</p>")
        #expect(written?["bEmail"] == nil && written?["sHtml"] == nil)
    }
}
