import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import SageBridge

/// The parts of the v5 API the current Bridge client schedules from: the participant schedule (sessions in
/// calendar days) and adherence records, decoded from the client's own test data and sent over loopback.
@Suite struct V5AdherenceTests {
    let manager = BridgeObjectManager()

    @Test func aParticipantScheduleDecodesWithDatedSessionsAndEventTimestamps() throws {
        let decoded = try manager.decode(
            ParticipantSchedule.self, fromBridgeJSON: Fixtures.data("v5/participant_schedule_bmc446.json"))
        #expect(decoded.issues.isEmpty, "\(decoded.issues)")
        let schedule = decoded.value
        #expect(schedule.createdOn.date == isoDate("2023-03-17T21:13:16.647Z"))
        #expect(schedule.createdOn.secondsFromGMT == -7 * 3600)
        #expect(schedule.clientTimeZone == "America/Los_Angeles")
        #expect(schedule.dateRange?.startDate == DateOnly("2023-03-17"))
        #expect(schedule.dateRange?.endDate == DateOnly("2024-04-15"))
        let sessions = try #require(schedule.schedule)
        #expect(sessions.count == 3)
        let first = sessions[0]
        #expect(first.startDate == DateOnly("2023-03-17"))
        #expect(first.endDate == DateOnly("2023-03-31"))
        #expect(first.startDay == nil)  // a timeline field; the participant schedule dates sessions instead
        #expect(first.startTime == TimeOfDay(hour: 8, minute: 0))
        #expect(first.expiration == ISODuration(weeks: 2))
        #expect(first.assessments?.count == 9)
        #expect(schedule.assessments?.count == 9)
        #expect(schedule.sessions?.count == 3)
        let notification = try #require(schedule.sessions?.first?.notifications?.first)
        #expect(notification.notifyAt == .afterWindowStart)
        #expect(notification.allowSnooze == false)
        #expect(notification.message?.subject == "New Activities are Live!")
        #expect(schedule.studyBursts == [])
        #expect(schedule.eventTimestamps?["timeline_retrieved"] == isoDate("2023-03-17T12:45:38.621Z"))
        #expect(schedule.eventTimestamps?.count == 3)
        // Every scheduled assessment refers to an assessment the schedule describes.
        let keys = Set(schedule.assessments?.map(\.key) ?? [])
        #expect(sessions.flatMap { $0.assessments ?? [] }.allSatisfy { keys.contains($0.refKey) })
    }

    @Test func aPageOfAdherenceRecordsDecodes() throws {
        let decoded = try manager.decode(
            PagedResourceList<AdherenceRecord>.self,
            fromBridgeJSON: Fixtures.data("v5/adherence_records_bmc337.json"))
        #expect(decoded.issues.isEmpty, "\(decoded.issues)")
        let page = decoded.value
        #expect(page.total == 9)
        #expect(page.items.count == 9)
        let record = page.items[0]
        #expect(record.instanceGUID == "7vqjl1lVdgIfKtU3BPib_g")
        #expect(record.eventTimestamp.date == isoDate("2022-04-08T19:54:36.184Z"))
        #expect(record.startedOn == isoDate("2022-04-08T19:54:40.419Z"))
        #expect(record.finishedOn == isoDate("2022-04-08T19:58:49.566Z"))
        #expect(record.clientTimeZone == "America/Los_Angeles")
        #expect(record.declined == nil)
    }

    @Test func theScheduleAndAdherenceEndpointsThroughASession() async throws {
        let bridge = FakeBridge()
        let server = try await LoopbackServer.start { request in try await bridge.answer(request) }
        let session = BridgeSession(
            appID: "test-app", environment: .custom(hosts: ["default": server.baseURL]),
            settings: SessionEndToEndTests.settings)
        try await session.signIn(SessionEndToEndTests.credentials)

        let schedule = try await session.send(
            GetParticipantScheduleForSelf(studyID: "test-study", clientTimeZone: "America/Los_Angeles"))
        #expect(schedule.schedule?.count == 3)

        let search = AdherenceRecordsSearch(
            instanceGUIDs: ["7vqjl1lVdgIfKtU3BPib_g"], includeRepeats: false, pageSize: 50, sortOrder: .desc)
        let page = try await session.send(SearchAdherenceRecordsForSelf(studyID: "test-study", search: search))
        #expect(page.items.count == 9)
        let sent = try #require(await bridge.adherenceSearches.first)
        let searchJSON = try #require(try JSONSerialization.jsonObject(with: sent) as? [String: Any])
        #expect(searchJSON["instanceGuids"] as? [String] == ["7vqjl1lVdgIfKtU3BPib_g"])
        #expect(searchJSON["sortOrder"] as? String == "desc")
        #expect(searchJSON["pageSize"] as? Int == 50)

        // A record read back is sent back with its event timestamp exactly as the server wrote it.
        var record = page.items[0]
        record.declined = true
        let status = try await session.send(
            UpdateAdherenceRecordsForSelf(studyID: "test-study", updates: AdherenceRecordUpdates(records: [record])))
        #expect(status.message == "Adherence records updated.")
        let update = try #require(await bridge.adherenceUpdates.first)
        let updateJSON = try #require(try JSONSerialization.jsonObject(with: update) as? [String: Any])
        let written = try #require((updateJSON["records"] as? [[String: Any]])?.first)
        #expect(written["instanceGuid"] as? String == "7vqjl1lVdgIfKtU3BPib_g")
        #expect(written["eventTimestamp"] as? String == "2022-04-08T19:54:36.184Z")
        #expect(written["declined"] as? Bool == true)
        await server.stop()
    }
}
