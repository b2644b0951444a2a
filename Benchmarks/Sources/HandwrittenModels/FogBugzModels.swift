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
        /// The `cases` field.
        public var cases: CaseList
        /// The `description` field.
        public var description: String?
    }

    /// `<cases count="N">` with one `<case>` per match.
    public struct CaseList: Codable, Sendable, DynamicNodeDecoding {
        /// The `count` field.
        public var count: Int?
        /// The `case` field.
        public var `case`: [Case]?

        /// Which keys are attributes (XMLCoder asks for each key).
        public static func nodeDecoding(for key: any CodingKey) -> XMLDecoder.NodeDecoding {
            key.stringValue == "count" ? .attribute : .element
        }
    }

    /// A case with the columns of `search` (the schema's `Case`; absent columns stay nil).
    public struct Case: Codable, Sendable, DynamicNodeDecoding {
        /// The `ixBug` field.
        public var ixBug: Int
        /// The `operations` field.
        public var operations: String
        /// The `ixBugParent` field.
        public var ixBugParent: Int?
        /// The `fOpen` field.
        public var fOpen: Bool?
        /// The `sTitle` field.
        public var sTitle: String?
        /// The `sOriginalTitle` field.
        public var sOriginalTitle: String?
        /// The `sLatestTextSummary` field.
        public var sLatestTextSummary: String?
        /// The `ixProject` field.
        public var ixProject: Int?
        /// The `sProject` field.
        public var sProject: String?
        /// The `ixArea` field.
        public var ixArea: Int?
        /// The `sArea` field.
        public var sArea: String?
        /// The `ixPersonAssignedTo` field.
        public var ixPersonAssignedTo: Int?
        /// The `sPersonAssignedTo` field.
        public var sPersonAssignedTo: String?
        /// The `sEmailAssignedTo` field.
        public var sEmailAssignedTo: String?
        /// The `ixPersonOpenedBy` field.
        public var ixPersonOpenedBy: Int?
        /// The `ixStatus` field.
        public var ixStatus: Int?
        /// The `sStatus` field.
        public var sStatus: String?
        /// The `ixPriority` field.
        public var ixPriority: Int?
        /// The `sPriority` field.
        public var sPriority: String?
        /// The `ixFixFor` field.
        public var ixFixFor: Int?
        /// The `sFixFor` field.
        public var sFixFor: String?
        /// The `hrsOrigEst` field.
        public var hrsOrigEst: Double?
        /// The `hrsCurrEst` field.
        public var hrsCurrEst: Double?
        /// The `hrsElapsed` field.
        public var hrsElapsed: Double?
        /// The `ixCategory` field.
        public var ixCategory: Int?
        /// The `sCategory` field.
        public var sCategory: String?
        /// The `dtOpened` field.
        public var dtOpened: Date?
        /// The `dtResolved` field.
        public var dtResolved: Date?
        /// The `dtClosed` field.
        public var dtClosed: Date?
        /// The `dtLastUpdated` field.
        public var dtLastUpdated: Date?
        /// The `dtDue` field.
        public var dtDue: Date?

        enum CodingKeys: String, CodingKey {
            case ixBug, operations
            case ixBugParent, fOpen, sTitle, sOriginalTitle, sLatestTextSummary, ixProject, sProject
            case ixArea, sArea, ixPersonAssignedTo, sPersonAssignedTo, sEmailAssignedTo, ixPersonOpenedBy
            case ixStatus, sStatus, ixPriority, sPriority, ixFixFor, sFixFor, hrsOrigEst, hrsCurrEst, hrsElapsed
            case ixCategory, sCategory, dtOpened, dtResolved, dtClosed, dtLastUpdated, dtDue
        }

        /// Which keys are attributes (XMLCoder asks for each key).
        public static func nodeDecoding(for key: any CodingKey) -> XMLDecoder.NodeDecoding {
            key.stringValue == "ixBug" || key.stringValue == "operations" ? .attribute : .element
        }
    }

    /// The reply of `listPeople`.
    public struct PersonList: Codable, Sendable {
        /// The `people` field.
        public var people: People
    }

    /// `<people>` with one `<person>` each.
    public struct People: Codable, Sendable {
        /// The `person` field.
        public var person: [Person]?
    }

    /// A user of the site.
    public struct Person: Codable, Sendable {
        /// The `ixPerson` field.
        public var ixPerson: Int
        /// The `sFullName` field.
        public var sFullName: String
        /// The `sEmail` field.
        public var sEmail: String?
        /// The `sPhone` field.
        public var sPhone: String?
        /// The `fAdministrator` field.
        public var fAdministrator: Bool?
        /// The `fCommunity` field.
        public var fCommunity: Bool?
        /// The `fVirtual` field.
        public var fVirtual: Bool?
        /// The `fDeleted` field.
        public var fDeleted: Bool?
        /// The `fNotify` field.
        public var fNotify: Bool?
        /// The `sHomepage` field.
        public var sHomepage: String?
        /// The `sLocale` field.
        public var sLocale: String?
        /// The `sLanguage` field.
        public var sLanguage: String?
        /// The `sTimeZoneKey` field.
        public var sTimeZoneKey: String?
        /// The `fExpert` field.
        public var fExpert: Bool?
        /// The `dtLastActivity` field.
        public var dtLastActivity: Date?
        /// The `ixBugWorkingOn` field.
        public var ixBugWorkingOn: Int?
        /// The `sFrom` field.
        public var sFrom: String?
    }

    /// The reply of `listProjects`.
    public struct ProjectList: Codable, Sendable {
        /// The `projects` field.
        public var projects: Projects
    }

    /// `<projects>` with one `<project>` each.
    public struct Projects: Codable, Sendable {
        /// The `project` field.
        public var project: [Project]?
    }

    /// A project.
    public struct Project: Codable, Sendable {
        /// The `ixProject` field.
        public var ixProject: Int
        /// The `sProject` field.
        public var sProject: String
        /// The `ixPersonOwner` field.
        public var ixPersonOwner: Int?
        /// The `sPersonOwner` field.
        public var sPersonOwner: String?
        /// The `sEmail` field.
        public var sEmail: String?
        /// The `sPhone` field.
        public var sPhone: String?
        /// The `fInbox` field.
        public var fInbox: Bool?
        /// The `ixWorkflow` field.
        public var ixWorkflow: Int?
        /// The `fDeleted` field.
        public var fDeleted: Bool?
        /// The `iType` field.
        public var iType: Int?
        /// The `ixGroup` field.
        public var ixGroup: Int?
        /// The `sGroup` field.
        public var sGroup: String?
    }

    /// The reply of `listFixFors`.
    public struct MilestoneList: Codable, Sendable {
        /// The `fixfors` field.
        public var fixfors: Milestones
    }

    /// `<fixfors>` with one `<fixfor>` each.
    public struct Milestones: Codable, Sendable {
        /// The `fixfor` field.
        public var fixfor: [Milestone]?
    }

    /// A milestone.
    public struct Milestone: Codable, Sendable {
        /// The `ixFixFor` field.
        public var ixFixFor: Int
        /// The `sFixFor` field.
        public var sFixFor: String
        /// The `fDeleted` field.
        public var fDeleted: Bool?
        /// The `dt` field.
        public var dt: Date?
        /// The `dtStart` field.
        public var dtStart: Date?
        /// The `sStartNote` field.
        public var sStartNote: String?
        /// The `ixProject` field.
        public var ixProject: Int?
        /// The `sProject` field.
        public var sProject: String?
        /// The `setixFixForDependency` field.
        public var setixFixForDependency: Dependencies?
        /// The `fReallyDeleted` field.
        public var fReallyDeleted: Bool?
        /// The `fInactive` field.
        public var fInactive: Bool?
    }

    /// `<setixFixForDependency>` with one `<ixFixFor>` each.
    public struct Dependencies: Codable, Sendable {
        /// The `ixFixFor` field.
        public var ixFixFor: [Int]?
    }

    /// The reply of `listFilters`.
    public struct FilterList: Codable, Sendable {
        /// The `filters` field.
        public var filters: Filters
    }

    /// `<filters>` with one `<filter>` each.
    public struct Filters: Codable, Sendable {
        /// The `filter` field.
        public var filter: [Filter]?
    }

    /// A filter: attributes plus its name as the element's text.
    public struct Filter: Codable, Sendable, DynamicNodeDecoding {
        /// The `type` field.
        public var type: String
        /// The `sFilter` field.
        public var sFilter: String
        /// The `status` field.
        public var status: String?
        /// The `name` field.
        public var name: String

        enum CodingKeys: String, CodingKey {
            case type, sFilter, status
            case name = ""
        }

        /// Which keys are attributes (XMLCoder asks for each key).
        public static func nodeDecoding(for key: any CodingKey) -> XMLDecoder.NodeDecoding {
            key.stringValue.isEmpty ? .element : .attribute
        }
    }
}
