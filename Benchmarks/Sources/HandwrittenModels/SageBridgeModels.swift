import Foundation

// Drafted by Benchmarks/Scripts/draft_handwritten.py from Schemas/SageBridge (roots: DateTimeRangeResourceList<ScheduledActivity>, ResourceList<ScheduledActivity>), then kept as
// source: plain synthesized Codable, the decoding benchmark's hand-written peer.

extension HWSageBridge {
    /// Hand-written equivalent of the schema's `ScheduledActivity`.
    public struct ScheduledActivity: Codable, Sendable {
        public var guid: String
        public var schedulePlanGuid: String?
        public var activity: Activity
        public var scheduledOn: Date
        public var expiresOn: Date?
        public var startedOn: Date?
        public var finishedOn: Date?
        public var persistent: Bool?
        public var clientData: AnyJSON?
        public var status: String?

        enum CodingKeys: String, CodingKey {
            case guid
            case schedulePlanGuid
            case activity
            case scheduledOn
            case expiresOn
            case startedOn
            case finishedOn
            case persistent
            case clientData
            case status
        }
    }

    /// Hand-written equivalent of the schema's `DateTimeRangeResourceList`.
    public struct DateTimeRangeResourceList<T: Codable & Sendable>: Codable, Sendable {
        public var items: [T]
        public var requestParams: RequestParams?
        public var startTime: Date?
        public var endTime: Date?
        public var total: Int?

        enum CodingKeys: String, CodingKey {
            case items
            case requestParams
            case startTime
            case endTime
            case total
        }
    }

    /// Hand-written equivalent of the schema's `ResourceList`.
    public struct ResourceList<T: Codable & Sendable>: Codable, Sendable {
        public var items: [T]
        public var requestParams: RequestParams?
        public var total: Int?

        enum CodingKeys: String, CodingKey {
            case items
            case requestParams
            case total
        }
    }

    /// Hand-written equivalent of the schema's `Activity`.
    public struct Activity: Codable, Sendable {
        public var guid: String
        public var label: String
        public var labelDetail: String?
        public var activityType: String
        public var task: TaskReference?
        public var survey: SurveyReference?
        public var compoundActivity: CompoundActivity?

        enum CodingKeys: String, CodingKey {
            case guid
            case label
            case labelDetail
            case activityType
            case task
            case survey
            case compoundActivity
        }
    }

    /// Hand-written equivalent of the schema's `RequestParams`.
    public struct RequestParams: Codable, Sendable {
        public var startTime: Date?
        public var endTime: Date?
        public var startDate: String?
        public var endDate: String?
        public var scheduledOnStart: Date?
        public var scheduledOnEnd: Date?
        public var offsetBy: Int?
        public var offsetKey: String?
        public var pageSize: Int?
        public var total: Int?
        public var reportType: String?
        public var emailFilter: String?
        public var idFilter: String?
        public var assignmentFilter: Bool?

        enum CodingKeys: String, CodingKey {
            case startTime
            case endTime
            case startDate
            case endDate
            case scheduledOnStart
            case scheduledOnEnd
            case offsetBy
            case offsetKey
            case pageSize
            case total
            case reportType
            case emailFilter
            case idFilter
            case assignmentFilter
        }
    }

    /// Hand-written equivalent of the schema's `TaskReference`.
    public struct TaskReference: Codable, Sendable {
        public var identifier: String
        public var activityDescription: String?
        public var minuteDuration: Int?
        public var schema: SchemaReference?

        enum CodingKeys: String, CodingKey {
            case identifier
            case activityDescription
            case minuteDuration
            case schema
        }
    }

    /// Hand-written equivalent of the schema's `SurveyReference`.
    public struct SurveyReference: Codable, Sendable {
        public var guid: String
        public var identifier: String
        public var createdOn: Date?
        public var href: URL?
        public var activityDescription: String?
        public var minuteDuration: Int?

        enum CodingKeys: String, CodingKey {
            case guid
            case identifier
            case createdOn
            case href
            case activityDescription
            case minuteDuration
        }
    }

    /// Hand-written equivalent of the schema's `CompoundActivity`.
    public struct CompoundActivity: Codable, Sendable {
        public var taskIdentifier: String
        public var activityDescription: String?
        public var schemaList: [SchemaReference]?
        public var surveyList: [SurveyReference]?

        enum CodingKeys: String, CodingKey {
            case taskIdentifier
            case activityDescription
            case schemaList
            case surveyList
        }
    }

    /// Hand-written equivalent of the schema's `SchemaReference`.
    public struct SchemaReference: Codable, Sendable {
        public var id: String
        public var revision: Int64?
        public var activityDescription: String?
        public var minuteDuration: Int?

        enum CodingKeys: String, CodingKey {
            case id
            case revision
            case activityDescription
            case minuteDuration
        }
    }
}
