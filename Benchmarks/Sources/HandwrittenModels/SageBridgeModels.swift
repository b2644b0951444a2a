import Foundation

// Drafted by Benchmarks/Scripts/draft_handwritten.py from Schemas/SageBridge (roots: DateTimeRangeResourceList<ScheduledActivity>, ResourceList<ScheduledActivity>), then kept as
// source: plain synthesized Codable, the decoding benchmark's hand-written peer.

extension HWSageBridge {
    /// Hand-written equivalent of the schema's `ScheduledActivity`.
    public struct ScheduledActivity: Codable, Sendable {
        /// The `guid` field.
        public var guid: String
        /// The `schedulePlanGuid` field.
        public var schedulePlanGuid: String?
        /// The `activity` field.
        public var activity: Activity
        /// The `scheduledOn` field.
        public var scheduledOn: Date
        /// The `expiresOn` field.
        public var expiresOn: Date?
        /// The `startedOn` field.
        public var startedOn: Date?
        /// The `finishedOn` field.
        public var finishedOn: Date?
        /// The `persistent` field.
        public var persistent: Bool?
        /// The `clientData` field.
        public var clientData: AnyJSON?
        /// The `status` field.
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
        /// The `items` field.
        public var items: [T]
        /// The `requestParams` field.
        public var requestParams: RequestParams?
        /// The `startTime` field.
        public var startTime: Date?
        /// The `endTime` field.
        public var endTime: Date?
        /// The `total` field.
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
        /// The `items` field.
        public var items: [T]
        /// The `requestParams` field.
        public var requestParams: RequestParams?
        /// The `total` field.
        public var total: Int?

        enum CodingKeys: String, CodingKey {
            case items
            case requestParams
            case total
        }
    }

    /// Hand-written equivalent of the schema's `Activity`.
    public struct Activity: Codable, Sendable {
        /// The `guid` field.
        public var guid: String
        /// The `label` field.
        public var label: String
        /// The `labelDetail` field.
        public var labelDetail: String?
        /// The `activityType` field.
        public var activityType: String
        /// The `task` field.
        public var task: TaskReference?
        /// The `survey` field.
        public var survey: SurveyReference?
        /// The `compoundActivity` field.
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
        /// The `startTime` field.
        public var startTime: Date?
        /// The `endTime` field.
        public var endTime: Date?
        /// The `startDate` field.
        public var startDate: String?
        /// The `endDate` field.
        public var endDate: String?
        /// The `scheduledOnStart` field.
        public var scheduledOnStart: Date?
        /// The `scheduledOnEnd` field.
        public var scheduledOnEnd: Date?
        /// The `offsetBy` field.
        public var offsetBy: Int?
        /// The `offsetKey` field.
        public var offsetKey: String?
        /// The `pageSize` field.
        public var pageSize: Int?
        /// The `total` field.
        public var total: Int?
        /// The `reportType` field.
        public var reportType: String?
        /// The `emailFilter` field.
        public var emailFilter: String?
        /// The `idFilter` field.
        public var idFilter: String?
        /// The `assignmentFilter` field.
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
        /// The `identifier` field.
        public var identifier: String
        /// The `activityDescription` field.
        public var activityDescription: String?
        /// The `minuteDuration` field.
        public var minuteDuration: Int?
        /// The `schema` field.
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
        /// The `guid` field.
        public var guid: String
        /// The `identifier` field.
        public var identifier: String
        /// The `createdOn` field.
        public var createdOn: Date?
        /// The `href` field.
        public var href: URL?
        /// The `activityDescription` field.
        public var activityDescription: String?
        /// The `minuteDuration` field.
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
        /// The `taskIdentifier` field.
        public var taskIdentifier: String
        /// The `activityDescription` field.
        public var activityDescription: String?
        /// The `schemaList` field.
        public var schemaList: [SchemaReference]?
        /// The `surveyList` field.
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
        /// The `id` field.
        public var id: String
        /// The `revision` field.
        public var revision: Int64?
        /// The `activityDescription` field.
        public var activityDescription: String?
        /// The `minuteDuration` field.
        public var minuteDuration: Int?

        enum CodingKeys: String, CodingKey {
            case id
            case revision
            case activityDescription
            case minuteDuration
        }
    }
}
