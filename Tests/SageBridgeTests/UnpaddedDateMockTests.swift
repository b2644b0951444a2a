import APIRuntime
import Foundation
import Testing

@testable import SageBridge

/// Report lists from Bridge's Android SDK test mocks, whose dates drop leading zeros (`2018-11-7`,
/// `2018-11-07T1:34:24.886Z`), as Joda-Time and `DateFormatter`, the official SDKs' readers, accept.
@Suite struct UnpaddedDateMockTests {
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: Fixtures.directory.appendingPathComponent("mocks").appendingPathComponent(name))
    }

    @Test func aV4ReportPageWithAnUnpaddedHourDecodes() throws {
        let request = GetReportV4(
            identifier: "r", startTime: isoDate("2018-11-07T00:00:00Z"), endTime: isoDate("2018-11-08T00:00:00Z"))
        let page = try request.decodeRecorded(try Self.data("report_v4_unpadded_hour.json"))
        #expect(
            page.items.map(\.dateTime) == [isoDate("2018-11-07T10:34:24.886Z"), isoDate("2018-11-07T01:34:24.886Z")])
        #expect(page.items.map(\.data) == [.object(["guid": .string("2")]), .object(["guid": .string("3")])])
        #expect(page.hasNext == true)
        #expect(page.requestParams?.startDate == DateOnly("2018-11-07"))
    }

    @Test func aV3ReportListWithUnpaddedDaysInItsParametersDecodes() throws {
        let start = try #require(DateOnly("2018-11-07"))
        let request = GetReportV3(identifier: "r", startDate: start, endDate: try #require(DateOnly("2018-11-10")))
        let list = try request.decodeRecorded(try Self.data("report_v3_unpadded_days.json"))
        #expect(list.items.count == 5)
        #expect(list.items.first?.localDate == DateOnly("2018-11-07"))
        #expect(list.requestParams?.startDate == DateOnly("2018-11-07"))
        #expect(list.requestParams?.endDate == DateOnly("2018-11-08"))
        #expect(list.requestParams?.startTime?.date == isoDate("2018-11-07T00:00:00Z"))
    }
}
