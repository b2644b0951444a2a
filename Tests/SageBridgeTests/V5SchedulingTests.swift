import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import SageBridge

/// The v5 scheduling API: the docs' schedule and timeline decode, with the wire names shared with v3-era types
/// resolved by their context, and round-trip.
@Suite struct V5SchedulingTests {
    let manager = BridgeObjectManager()

    @Test func theDocsScheduleDecodesWithItsPeriodsTimesAndNestedTypes() throws {
        let decoded = try manager.decode(Schedule2.self, fromBridgeJSON: Fixtures.data("v5/example-schedule.json"))
        #expect(decoded.issues.isEmpty, "\(decoded.issues)")
        let schedule = decoded.value
        #expect(schedule.name == "An example schedule")
        #expect(schedule.duration == ISODuration(weeks: 4))
        #expect(schedule.version == 32)
        #expect(schedule.createdOn == isoDate("2021-03-13T22:52:30.495Z"))
        let sessions = try #require(schedule.sessions)
        #expect(sessions.map(\.name) == ["Initial Survey", "Weekly Tapping Test", "End of study survey"])
        let tapping = sessions[1]
        #expect(tapping.delay == ISODuration(weeks: 1))
        #expect(tapping.interval == ISODuration(weeks: 1))
        #expect(tapping.reminderPeriod == ISODuration(minutes: 15))
        #expect(tapping.performanceOrder == .sequential)
        #expect(tapping.notifyAt == .startOfWindow)
        #expect(tapping.remindAt == .afterWindowStart)
        #expect(
            tapping.timeWindows?.map(\.startTime) == [
                TimeOfDay(hour: 8, minute: 0)!, TimeOfDay(hour: 14, minute: 0)!, TimeOfDay(hour: 20, minute: 0)!,
            ])
        #expect(tapping.timeWindows?.first?.expiration == ISODuration(hours: 6))
        #expect(tapping.assessments?.map(\.identifier) == ["medication-tracker", "tapping"])
        #expect(tapping.messages?.first?.subject == "Tapping Test")
        #expect(tapping.labels?.first?.value == "Let's get tappin\u{2019}!")
        #expect(sessions[2].assessments?.first?.labels?.first?.value == "Thank you!")
    }

    @Test func theDocsTimelineDecodesWithItsReferences() throws {
        let decoded = try manager.decode(Timeline.self, fromBridgeJSON: Fixtures.data("v5/example-timeline.json"))
        #expect(decoded.issues.isEmpty, "\(decoded.issues)")
        let timeline = decoded.value
        #expect(timeline.duration == ISODuration(weeks: 2))
        let scheduled = try #require(timeline.schedule)
        #expect(scheduled.map(\.startDay) == [0, 2, 7])
        #expect(scheduled[1].expiration == ISODuration(weeks: 1))
        #expect(scheduled[0].expiration == ISODuration(hours: 8))
        #expect(scheduled[1].startTime == TimeOfDay(hour: 0, minute: 0))
        // Every scheduled session and assessment names a session and an assessment the timeline describes.
        let sessionGUIDs = Set(timeline.sessions?.map(\.guid) ?? [])
        let assessmentKeys = Set(timeline.assessments?.map(\.key) ?? [])
        #expect(scheduled.allSatisfy { sessionGUIDs.contains($0.refGUID) })
        #expect(scheduled.flatMap { $0.assessments ?? [] }.allSatisfy { assessmentKeys.contains($0.refKey) })
        #expect(timeline.sessions?[1].message?.subject == "Please take the initial survey")
        #expect(timeline.sessions?[1].reminderPeriod == ISODuration(hours: 3))
        #expect(timeline.assessments?.first?.colorScheme == AssessmentColorScheme())
    }

    @Test(arguments: ["v5/example-schedule.json", "v5/example-timeline.json"])
    func reEncodingRoundTrips(_ name: String) throws {
        let first = try manager.decode(BridgeObjectV5.self, fromBridgeJSON: Fixtures.data(name))
        #expect(first.issues.isEmpty, "\(first.issues)")
        let encoded = try manager.bridgeJSON(from: first.value)
        let second = try manager.decode(BridgeObjectV5.self, fromBridgeJSON: encoded)
        #expect(second.value == first.value)
        // Nothing is lost: every member of the document is written back.
        let original = try Fixtures.json(name)
        #expect(Self.keyPaths(of: encoded) == Self.keyPaths(of: original))
        #expect(encoded["type"] == original["type"])
        #expect(encoded["sessions"]?[0]?["type"] == original["sessions"]?[0]?["type"])
    }

    @Test(arguments: ["v5/example-schedule.json", "v5/example-timeline.json"])
    func aCanonicalDocumentReEncodesByteForByte(_ name: String) throws {
        // Canonical: the document compact with sorted keys, as the manager writes JSON.
        let canonical = try Fixtures.json(name).serialized()
        let decoded = try manager.decode(BridgeObjectV5.self, fromBridgeJSON: canonical)
        #expect(decoded.issues.isEmpty, "\(decoded.issues)")
        let encoded = try manager.bridgeJSONData(from: decoded.value)
        #expect(
            encoded == canonical,
            "\(String(decoding: encoded, as: UTF8.self))\n!=\n\(String(decoding: canonical, as: UTF8.self))")
    }

    @Test func timesKeepTheirWirePrecision() throws {
        for text in ["08:00", "08:00:00", "08:00:00.000", "23:59:59.250", "14:30"] {
            let json = Data(#"{"guid":"w","startTime":"\#(text)","type":"TimeWindow"}"#.utf8)
            let window = try manager.decode(TimeWindow.self, fromBridgeJSON: json)
            #expect(window.value.startTime.description == text)
            #expect(try manager.bridgeJSONData(from: window.value) == json)
        }
        #expect(TimeOfDay("08:00") == TimeOfDay("08:00:00.000"))
        #expect(TimeOfDay(hour: 8, minute: 0, precision: .minutes)?.description == "08:00")
        #expect(TimeOfDay(hour: 8, minute: 0, second: 5, precision: .minutes)?.description == "08:00:05")
    }

    @Test func theV5ScheduleNameMeansTheV5TypeOnlyInTheV5Context() throws {
        let data = try Fixtures.data("v5/example-schedule.json")
        let v5 = try manager.decode(BridgeObjectV5.self, fromBridgeJSON: data)
        guard case .schedule(let schedule) = v5.value else {
            Issue.record("expected the v5 Schedule, got \(v5.value)")
            return
        }
        #expect(schedule.sessions?.count == 3)
        guard
            case .assessmentReference(let reference) = try manager.decode(
                BridgeObjectV5.self,
                fromBridgeJSON: JSONValue.object(
                    try #require(
                        Fixtures.json("v5/example-schedule.json")["sessions"]?[0]?["assessments"]?[0]?.objectValue))
            ).value
        else {
            Issue.record("expected the v5 AssessmentReference")
            return
        }
        #expect(reference.appID == "api")

        // The same document as a v3-era BridgeObject is a v3 Schedule, which it does not fit: kept raw, reported.
        let v3 = try manager.object(fromBridgeJSON: data)
        #expect(v3.value == .unknown(try Fixtures.json("v5/example-schedule.json")))
        #expect(v3.issues.map(\.kind) == [.invalidObject])
        #expect(v3.issues.first?.wireName == "Schedule")
        // And the v3 Schedule sample still decodes as the v3 type.
        let sample = try manager.object(fromBridgeJSON: json(BridgeSamples.byWireName["Schedule"]!))
        #expect(sample.value.value(as: Schedule.self) != nil)
    }

    @Test func theTableResolvesASharedWireNameByFamily() {
        let table = SageBridgeAPI.typeTable
        #expect(table.entry(forWireName: "Schedule")?.type == Schedule.self)
        #expect(table.entry(forWireName: "Schedule", in: "BridgeObjectV5")?.type == Schedule2.self)
        #expect(table.entry(forWireName: "Schedule", in: "BridgeObject")?.type == Schedule.self)
        #expect(
            table.entry(forWireName: "AssessmentReference", in: "BridgeObjectV5")?.type == AssessmentReference2.self)
        #expect(table.entry(forWireName: "AssessmentReference")?.type == AssessmentReference.self)
        // Encoding names the v5 types by their wire names.
        #expect(table.wireName(for: Schedule2.self) == "Schedule")
        #expect(table.wireName(for: AssessmentReference2.self) == "AssessmentReference")
    }

    @Test func theTimelineAndScheduleEndpointsThroughASession() async throws {
        let bridge = FakeBridge()
        let server = try await LoopbackServer.start { request in try await bridge.answer(request) }
        let session = BridgeSession(
            appID: "test-app", environment: .custom(hosts: ["default": server.baseURL]),
            settings: SessionEndToEndTests.settings)
        try await session.signIn(SessionEndToEndTests.credentials)
        let timeline = try await session.send(GetTimelineForSelf(studyID: "test-study"))
        #expect(timeline.schedule?.count == 3)
        let schedule = try await session.send(GetStudySchedule(studyID: "test-study"))
        #expect(schedule.guid == "YBxBQyfVdop4wmN0RMra4h7G")
        await server.stop()
    }

    /// Every member name at every depth, as `a.b` paths (array positions left out).
    static func keyPaths(of json: JSONValue, prefix: String = "") -> Set<String> {
        switch json {
        case .object(let members):
            var paths: Set<String> = []
            for (key, value) in members where value != .null {
                let path = prefix.isEmpty ? key : "\(prefix).\(key)"
                paths.insert(path)
                paths.formUnion(keyPaths(of: value, prefix: path))
            }
            return paths
        case .array(let elements):
            return elements.reduce(into: Set<String>()) { $0.formUnion(keyPaths(of: $1, prefix: prefix)) }
        default:
            return []
        }
    }
}
