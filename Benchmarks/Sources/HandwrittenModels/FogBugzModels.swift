import Foundation
import XMLCoder

// Hand-written XMLCoder structs for the FogBugz replies of the decoding benchmark, field for field like
// the schema's models (Schemas/FogBugz/models): attributes through `DynamicNodeDecoding`, container
// elements as wrapper structs, as XMLCoder's documentation shows.

extension HWFogBugz {
    /// An XMLCoder decoder for FogBugz replies (ISO 8601 dates, values trimmed).
    public static func decoder() -> XMLDecoder {
        let decoder = XMLDecoder()
        decoder.dateDecodingStrategy = .iso8601
        decoder.trimValueWhitespaces = true
        decoder.shouldProcessNamespaces = false
        return decoder
    }

    /// `<response><cases count="N"><case …/>…</cases></response>`.
    public struct SearchResult: Codable, Sendable {
        public var cases: CaseList
        public var description: String?
    }

    /// `<cases count="N">` with one `<case>` per match.
    public struct CaseList: Codable, Sendable, DynamicNodeDecoding {
        public var count: Int?
        public var `case`: [Case]?

        public static func nodeDecoding(for key: any CodingKey) -> XMLDecoder.NodeDecoding {
            key.stringValue == "count" ? .attribute : .element
        }
    }

    /// A case with the columns of `search` (the schema's `Case`; absent columns stay nil).
    public struct Case: Codable, Sendable, DynamicNodeDecoding {
        public var ixBug: Int
        public var operations: String
        public var ixBugParent: Int?
        public var fOpen: Bool?
        public var sTitle: String?
        public var sOriginalTitle: String?
        public var sLatestTextSummary: String?
        public var ixProject: Int?
        public var sProject: String?
        public var ixArea: Int?
        public var sArea: String?
        public var ixPersonAssignedTo: Int?
        public var sPersonAssignedTo: String?
        public var sEmailAssignedTo: String?
        public var ixPersonOpenedBy: Int?
        public var ixStatus: Int?
        public var sStatus: String?
        public var ixPriority: Int?
        public var sPriority: String?
        public var ixFixFor: Int?
        public var sFixFor: String?
        public var hrsOrigEst: Double?
        public var hrsCurrEst: Double?
        public var hrsElapsed: Double?
        public var ixCategory: Int?
        public var sCategory: String?
        public var dtOpened: Date?
        public var dtResolved: Date?
        public var dtClosed: Date?
        public var dtLastUpdated: Date?
        public var dtDue: Date?

        enum CodingKeys: String, CodingKey {
            case ixBug, operations
            case ixBugParent, fOpen, sTitle, sOriginalTitle, sLatestTextSummary, ixProject, sProject
            case ixArea, sArea, ixPersonAssignedTo, sPersonAssignedTo, sEmailAssignedTo, ixPersonOpenedBy
            case ixStatus, sStatus, ixPriority, sPriority, ixFixFor, sFixFor, hrsOrigEst, hrsCurrEst, hrsElapsed
            case ixCategory, sCategory, dtOpened, dtResolved, dtClosed, dtLastUpdated, dtDue
        }

        public static func nodeDecoding(for key: any CodingKey) -> XMLDecoder.NodeDecoding {
            key.stringValue == "ixBug" || key.stringValue == "operations" ? .attribute : .element
        }
    }

    /// The reply of `listPeople`.
    public struct PersonList: Codable, Sendable {
        public var people: People
    }

    /// `<people>` with one `<person>` each.
    public struct People: Codable, Sendable {
        public var person: [Person]?
    }

    /// A user of the site.
    public struct Person: Codable, Sendable {
        public var ixPerson: Int
        public var sFullName: String
        public var sEmail: String?
        public var sPhone: String?
        public var fAdministrator: Bool?
        public var fCommunity: Bool?
        public var fVirtual: Bool?
        public var fDeleted: Bool?
        public var fNotify: Bool?
        public var sHomepage: String?
        public var sLocale: String?
        public var sLanguage: String?
        public var sTimeZoneKey: String?
        public var fExpert: Bool?
        public var dtLastActivity: Date?
        public var ixBugWorkingOn: Int?
        public var sFrom: String?
    }

    /// The reply of `listProjects`.
    public struct ProjectList: Codable, Sendable {
        public var projects: Projects
    }

    /// `<projects>` with one `<project>` each.
    public struct Projects: Codable, Sendable {
        public var project: [Project]?
    }

    /// A project.
    public struct Project: Codable, Sendable {
        public var ixProject: Int
        public var sProject: String
        public var ixPersonOwner: Int?
        public var sPersonOwner: String?
        public var sEmail: String?
        public var sPhone: String?
        public var fInbox: Bool?
        public var ixWorkflow: Int?
        public var fDeleted: Bool?
        public var iType: Int?
        public var ixGroup: Int?
        public var sGroup: String?
    }

    /// The reply of `listFixFors`.
    public struct MilestoneList: Codable, Sendable {
        public var fixfors: Milestones
    }

    /// `<fixfors>` with one `<fixfor>` each.
    public struct Milestones: Codable, Sendable {
        public var fixfor: [Milestone]?
    }

    /// A milestone.
    public struct Milestone: Codable, Sendable {
        public var ixFixFor: Int
        public var sFixFor: String
        public var fDeleted: Bool?
        public var dt: Date?
        public var dtStart: Date?
        public var sStartNote: String?
        public var ixProject: Int?
        public var sProject: String?
        public var setixFixForDependency: Dependencies?
        public var fReallyDeleted: Bool?
        public var fInactive: Bool?
    }

    /// `<setixFixForDependency>` with one `<ixFixFor>` each.
    public struct Dependencies: Codable, Sendable {
        public var ixFixFor: [Int]?
    }

    /// The reply of `listFilters`.
    public struct FilterList: Codable, Sendable {
        public var filters: Filters
    }

    /// `<filters>` with one `<filter>` each.
    public struct Filters: Codable, Sendable {
        public var filter: [Filter]?
    }

    /// A filter: attributes plus its name as the element's text.
    public struct Filter: Codable, Sendable, DynamicNodeDecoding {
        public var type: String
        public var sFilter: String
        public var status: String?
        public var name: String

        enum CodingKeys: String, CodingKey {
            case type, sFilter, status
            case name = ""
        }

        public static func nodeDecoding(for key: any CodingKey) -> XMLDecoder.NodeDecoding {
            key.stringValue.isEmpty ? .element : .attribute
        }
    }
}
