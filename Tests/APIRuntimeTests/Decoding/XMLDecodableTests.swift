import Foundation
import Testing

@testable import APIRuntime

/// Typed decoding through `XMLDecodable` with a small hand-written model, as generated code will do it.
@Suite("XMLDecodable")
struct XMLDecodableTests {
    struct Case: XMLDecodable, Equatable {
        var id: Int
        var operations: [String]
        var title: String?
        var status: String?
        var project: Int?
        var lastUpdated: Date?
        var summary: String?
        var children: [Int]
        var tags: [String]

        init(xml element: XMLTree.Element, context: ResponseContext) throws {
            id = try element.requiredAttribute("ixBug", as: Int.self)
            operations = try element.commaSeparatedAttribute("operations", as: String.self)
            title = element.text(of: "sTitle")
            status = try element.value(of: "sStatus", as: String.self)
            project = try element.value(of: "ixProject", as: Int.self)
            lastUpdated = try element.value(of: "dtLastUpdated", as: Date.self)
            summary = element.text(of: "sLatestTextSummary")
            children = try element.commaSeparated(of: "ixBugChildren", as: Int.self)
            tags = try element.list("tags", item: "tag", as: String.self)
        }
    }

    struct CaseList: XMLDecodable {
        var count: Int?
        var cases: [Case]

        init(xml element: XMLTree.Element, context: ResponseContext) throws {
            count = try element.child("cases")?.attribute("count", as: Int.self)
            cases = try element.list("cases", item: "case", as: Case.self, context: context)
        }
    }

    struct Project: XMLDecodable {
        var id: Int
        var name: String
        var phone: String?
        var isInbox: Bool
        var isDeleted: Bool?

        init(xml element: XMLTree.Element, context: ResponseContext) throws {
            id = try element.requiredValue(of: "ixProject", as: Int.self)
            name = try element.requiredValue(of: "sProject", as: String.self)
            phone = element.text(of: "sPhone")
            isInbox = try element.requiredValue(of: "fInbox", as: Bool.self)
            isDeleted = try element.value(of: "fDeleted", as: Bool.self)
        }
    }

    struct Projects: XMLDecodable {
        var projects: [Project]

        init(xml element: XMLTree.Element, context: ResponseContext) throws {
            projects = try element.list("projects", item: "project", as: Project.self, context: context)
        }
    }

    struct FixFor: XMLDecodable {
        var id: Int
        var release: Date?
        var dependencies: [Int]
        var startNote: String?

        init(xml element: XMLTree.Element, context: ResponseContext) throws {
            id = try element.requiredValue(of: "ixFixFor", as: Int.self)
            release = try element.value(of: "dt", as: Date.self)
            dependencies = try element.list("setixFixForDependency", item: "ixFixFor", as: Int.self)
            startNote = element.text(of: "sStartNote")
        }
    }

    struct Status: RawRepresentable, XMLScalar, Hashable {
        var rawValue: String
        static let active = Status(rawValue: "Active")
    }

    let context = ResponseContext()

    @Test func singleCaseIsAListOfOne() throws {
        let list = try XMLTree.decode(CaseList.self, from: try XMLTreeTests.fixture("search_cases.xml"))
        #expect(list.count == 1)
        #expect(list.cases.count == 1)
        let item = try #require(list.cases.first)
        #expect(item.id == 1)
        #expect(item.operations == ["edit", "assign", "resolve", "email", "remind"])
        #expect(item.title == "\"Welcome to FogBugz\" Sample Case")
        #expect(item.status == "Active")
        #expect(item.project == 2)
        #expect(item.lastUpdated == Date(timeIntervalSince1970: 1_332_365_253))
        #expect(item.summary == nil)
        #expect(item.children == [])
        #expect(item.tags == [])
    }

    @Test func manyItemsEmptyContainersAndCommaLists() throws {
        let xml = """
            <response><cases count="3">
              <case ixBug="7" operations=""><ixBugChildren>456, 876</ixBugChildren>
                <tags><tag>a</tag><tag><![CDATA[b c]]></tag><tag/></tags></case>
              <case ixBug="8"><tags /></case>
              <case ixBug="9"><tags></tags></case>
            </cases></response>
            """
        let list = try XMLTree.decode(CaseList.self, from: Data(xml.utf8))
        #expect(list.cases.map(\.id) == [7, 8, 9])
        #expect(list.cases[0].children == [456, 876])
        #expect(list.cases[0].operations == [])
        #expect(list.cases[0].tags == ["a", "b c"])
        #expect(list.cases[1].tags == [])
        #expect(list.cases[2].tags == [])
    }

    @Test func emptyAndSelfClosingContainersGiveEmptyLists() throws {
        for xml in ["<response><cases></cases></response>", "<response><cases/></response>", "<response/>"] {
            let list = try XMLTree.decode(CaseList.self, from: Data(xml.utf8))
            #expect(list.cases.isEmpty, "\(xml)")
        }
    }

    @Test func projectsWithBooleansAndEmptyStrings() throws {
        let result = try XMLTree.decode(Projects.self, from: try XMLTreeTests.fixture("list_projects.xml"))
        #expect(result.projects.map(\.name) == ["Inbox", "Sample Project"])
        #expect(result.projects.map(\.isInbox) == [true, false])
        #expect(result.projects[0].phone == nil)
        #expect(result.projects[0].isDeleted == false)
    }

    @Test func fixForWithEmptyNestedListAndDates() throws {
        let root = try XMLTree(parsing: try XMLTreeTests.fixture("list_fixfors.xml")).root
        let items = try root.list("fixfors", item: "fixfor", as: FixFor.self, context: context)
        #expect(items.count == 1)
        #expect(items[0].id == 9)
        #expect(items[0].release == Date(timeIntervalSince1970: 1_473_890_400))
        #expect(items[0].dependencies == [])
        #expect(items[0].startNote == nil)
    }

    @Test func tolerantScalars() throws {
        let root = try XMLTree(
            parsing: """
                <r n=" 42 " f="1" big="9000000000"><t>TRUE</t><z>0</z><d> 0.177222222222222 </d>
                <e></e><s>Active</s><u>default.asp?pg=pgList</u></r>
                """
        ).root
        #expect(try root.attribute("n", as: Int.self) == 42)
        #expect(try root.attribute("f", as: Bool.self) == true)
        #expect(try root.attribute("big", as: Int64.self) == 9_000_000_000)
        #expect(try root.value(of: "t", as: Bool.self) == true)
        #expect(try root.value(of: "z", as: Bool.self) == false)
        #expect(try root.value(of: "d", as: Double.self) == 0.177222222222222)
        #expect(try root.value(of: "e", as: Int.self) == nil)
        #expect(try root.value(of: "e", as: Date.self) == nil)
        #expect(try root.value(of: "missing", as: Int.self) == nil)
        #expect(try root.value(of: "s", as: Status.self) == .active)
        #expect(try root.value(of: "u", as: URL.self)?.relativeString == "default.asp?pg=pgList")
        #expect(try root.requiredValue(of: "e", as: String.self) == "")
    }

    /// `date`, `time`, `duration`, `uuid` and `data` read from XML text as their JSON strings do; text that is no
    /// value of the type is a typed error at its path, never a silent `nil` or a value from part of the text.
    @Test func theSchemasOtherScalarsReadFromText() throws {
        let root = try XMLTree(
            parsing: """
                <r due=" 2024-02-29 " at="08:30" id="6ba7b810-9dad-11d1-80b4-00c04fd430c8" days="2024-01-01,2024-12-25">
                <took>P1DT2H</took><bytes>aGVs
                bG8=</bytes><bad>aGVsbG8=!</bad><late>2024-02-30</late><span>1 day</span></r>
                """
        ).root
        #expect(try root.attribute("due", as: DateOnly.self) == DateOnly(year: 2024, month: 2, day: 29))
        #expect(try root.attribute("at", as: TimeOfDay.self) == TimeOfDay(hour: 8, minute: 30))
        #expect(try root.value(of: "took", as: ISODuration.self) == ISODuration("P1DT2H"))
        #expect(try root.attribute("id", as: UUID.self) == UUID(uuidString: "6BA7B810-9DAD-11D1-80B4-00C04FD430C8"))
        #expect(try root.value(of: "bytes", as: Data.self) == Data("hello".utf8))
        #expect(
            try root.commaSeparatedAttribute("days", as: DateOnly.self)
                == [DateOnly(year: 2024, month: 1, day: 1), DateOnly(year: 2024, month: 12, day: 25)])
        for (name, read) in [
            ("bad", { _ = try root.value(of: "bad", as: Data.self) }),
            ("late", { _ = try root.value(of: "late", as: DateOnly.self) }),
            ("span", { _ = try root.value(of: "span", as: ISODuration.self) }),
        ] as [(String, () throws -> Void)] {
            let error = #expect(throws: XMLDecodingError.self) { try read() }
            #expect(error?.kind == .invalidValue && error?.path == "r/\(name)", "\(name)")
        }
    }

    @Test func failuresCarryTheElementPath() throws {
        let xml = """
            <response><cases><case ixBug="1"/><case ixBug="x"/></cases></response>
            """
        let error = #expect(throws: XMLDecodingError.self) {
            _ = try XMLTree.decode(CaseList.self, from: Data(xml.utf8))
        }
        #expect(error?.kind == .invalidValue)
        #expect(error?.path == "response/cases/case[1]/@ixBug")

        let missing = #expect(throws: XMLDecodingError.self) {
            _ = try XMLTree.decode(CaseList.self, from: Data("<response><cases><case/></cases></response>".utf8))
        }
        #expect(missing?.kind == .missingAttribute)
        #expect(missing?.path == "response/cases/case/@ixBug")

        let root = try XMLTree(parsing: "<r><dt>yesterday</dt></r>").root
        let date = #expect(throws: XMLDecodingError.self) { _ = try root.value(of: "dt", as: Date.self) }
        #expect(date?.path == "r/dt")
        let absent = #expect(throws: XMLDecodingError.self) { _ = try root.requiredValue(of: "ix", as: Int.self) }
        #expect(absent?.kind == .missingElement)
        #expect(absent?.path == "r/ix")
    }

    @Test func responseContextMapsFailuresToClientErrors() throws {
        // A body that does not parse (an HTML page, malformed XML) is a transport-level malformed response.
        let html = Data("<html><body>Account missing<br></body></html>".utf8)
        for body in [html, Data("<response><cases>".utf8), Data()] {
            #expect {
                _ = try context.decodeXML(CaseList.self, from: body)
            } throws: { error in
                guard case .transport(let transport) = error as? CallFailure else { return false }
                return transport.kind == .malformedResponse && !transport.isTransient
                    && transport.message.contains("malformed response")
            }
        }
        #expect {
            _ = try context.decodeXML(CaseList.self, from: html)
        } throws: { error in
            guard case .transport(let transport) = error as? CallFailure else { return false }
            return transport.message.contains("notXML") && transport.message.contains("Account missing")
        }
        // A document that parses but does not fit the model is a decoding error with the element path.
        #expect {
            _ = try context.decodeXML(
                CaseList.self, from: Data("<response><cases><case ixBug='q'/></cases></response>".utf8))
        } throws: { error in
            guard case .decoding(let failure) = error as? CallFailure else { return false }
            return failure.codingPath == "response/cases/case/@ixBug"
        }
    }
}
