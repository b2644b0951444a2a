import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import SageBridge

/// Activity windows and scheduled activities keep their UTC offset (`date-time-zoned`, SageBridge gap 5): the
/// request's offset goes out on both ends, the answer's `scheduledOn` / `expiresOn` keep theirs, and writing an
/// activity back sends the bytes that were read.
extension SessionEndToEndTests {
    @Test func aWindowInATimeZoneIsSentWithItsOffsetOnBothEnds() async throws {
        try await withBridge { _, server, session in
            try await session.signIn(Self.credentials)
            let newYork = try #require(TimeZone(identifier: "America/New_York"))
            let start = isoDate("2018-08-21T04:00:00.000Z")  // midnight in New York (EDT, -04:00)
            let activities = try await session.scheduledActivities(
                from: start, to: start.addingTimeInterval(3 * 86_400), timeZone: newYork)
            let sent = try #require(server.requests.last { $0.path == "/v4/activities" })
            #expect(sent.queryValue("startTime") == "2018-08-21T00:00:00.000-04:00")
            #expect(sent.queryValue("endTime") == "2018-08-24T00:00:00.000-04:00")

            #expect(activities.count == 8)
            #expect(activities.allSatisfy { $0.scheduledOn.secondsFromGMT == -4 * 3600 })
            #expect(activities[0].scheduledOn.description == "2018-08-17T00:00:00.000-04:00")

            try await session.update([activities[0]])
            let update = try #require(server.requests.last { $0.method == "POST" && $0.path == "/v4/activities" })
            let body = try JSONValue(data: update.body)
            #expect(body[0]?["scheduledOn"] == .string("2018-08-17T00:00:00.000-04:00"))
            #expect(body[0]?["expiresOn"] == .string("2018-08-18T00:00:00.000-04:00"))
        }
    }

    @Test func withoutATimeZoneTheWindowIsSentInUTC() async throws {
        try await withBridge { _, server, session in
            try await session.signIn(Self.credentials)
            let start = isoDate("2018-08-21T04:00:00.000Z")
            _ = try await session.scheduledActivities(from: start, to: start.addingTimeInterval(86_400))
            let sent = try #require(server.requests.last { $0.path == "/v4/activities" })
            #expect(sent.queryValue("startTime") == "2018-08-21T04:00:00.000Z")
            #expect(sent.queryValue("endTime") == "2018-08-22T04:00:00.000Z")
        }
    }

    @Test func everyRecordedWindowTimeKeepsItsOffsetByteForByte() throws {
        let data = try Fixtures.data("scheduled_activities_task_survey_compound.json")
        let recorded = try JSONValue(data: data)
        let decoded = try BridgeObjectManager().decode(
            DateTimeRangeResourceList<ScheduledActivity>.self, fromBridgeJSON: data)
        let encoded = try BridgeObjectManager().bridgeJSON(from: decoded.value)
        for key in ["startTime", "endTime"] {
            #expect(encoded[key] != nil && encoded[key] == recorded[key], "\(key)")
            #expect(encoded["requestParams"]?[key] == recorded["requestParams"]?[key], "requestParams.\(key)")
        }
        let items = try #require(recorded["items"]?.arrayValue)
        #expect(items.count == 8)
        for index in items.indices {
            for key in ["scheduledOn", "expiresOn", "startedOn", "finishedOn"] {
                #expect(encoded["items"]?[index]?[key] == items[index][key], "items[\(index)].\(key)")
            }
        }
        #expect(decoded.value.items.allSatisfy { $0.scheduledOn.secondsFromGMT == -4 * 3600 })
    }

    @Test func aScheduledOnWithABadOffsetIsADecodingError() throws {
        let cases: [(String, ZonedDateError)] = [
            ("2018-08-17T00:00:00.000+25:00", .offsetOutOfRange("2018-08-17T00:00:00.000+25:00")),
            ("2018-08-17T00:00:00.000", .missingOffset("2018-08-17T00:00:00.000")),
            ("2018-08-17", .malformed("2018-08-17")),
        ]
        for (bad, reason) in cases {
            let json = BridgeSamples.scheduledActivity.replacingOccurrences(
                of: "\"scheduledOn\":\"2018-08-17T00:00:00.000-04:00\"", with: "\"scheduledOn\":\"\(bad)\"")
            #expect(json != BridgeSamples.scheduledActivity)
            do {
                _ = try ResponseContext(for: SageBridgeAPI.self).decode(ScheduledActivity.self, from: Data(json.utf8))
                Issue.record("\(bad) decoded")
            } catch CallFailure.decoding(let failure) {
                #expect(failure.codingPath == "scheduledOn")
                #expect(failure.message == reason.description)
            } catch {
                Issue.record("\(bad): \(error)")
            }
        }
    }
}
