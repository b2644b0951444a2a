import Foundation
import Testing

@testable import APIRuntime

/// `ZonedDate`: an instant with the offset it was written in, read from and written to the API's ISO 8601 formats.
@Suite struct ZonedDateTests {
    private struct Window: Codable, Equatable {
        var startTime: ZonedDate
        var endTime: ZonedDate?
    }

    @Test func theOffsetSurvivesARoundTripByteForByte() throws {
        let text = "2015-04-13T10:00:00.000-07:00"
        let value = try ZonedDate(parsing: text)
        #expect(value.secondsFromGMT == -7 * 3600)
        #expect(value.date == Date(timeIntervalSince1970: 1_428_944_400))  // 17:00 UTC
        #expect(value.formatted() == text)
        #expect(value.description == text)

        let options = CodingOptions(dateFormats: [.iso8601Fractional], dateEncoding: .iso8601Fractional)
        let json = Data(
            #"{"endTime":"2018-08-17T13:40:39.183+05:30","startTime":"2015-04-13T10:00:00.000-07:00"}"#.utf8)
        let window = try options.makeJSONDecoder().decode(Window.self, from: json)
        #expect(window.endTime?.secondsFromGMT == 19_800)
        #expect(try options.makeJSONEncoder().encode(window) == json)
    }

    @Test func theOutputFormatChoosesDigitsAndOffsetSpelling() throws {
        let value = try ZonedDate(parsing: "2018-08-17T13:40:39.183-04:00")
        #expect(value.formatted(.iso8601) == "2018-08-17T13:40:39-04:00")
        #expect(value.formatted(.iso8601Fractional) == "2018-08-17T13:40:39.183-04:00")
        #expect(value.formatted(.iso8601BasicOffset) == "2018-08-17T13:40:39-0400")
        #expect(
            value.formatted(.iso8601Custom(fractionDigits: 6, offset: .extended)) == "2018-08-17T13:40:39.183000-04:00")
        #expect(value.formatted(.unixSeconds) == "2018-08-17T13:40:39.183-04:00")
        let utc = try ZonedDate(parsing: "2018-08-17T17:44:05.114Z")
        #expect(utc.formatted() == "2018-08-17T17:44:05.114Z")
        #expect(utc.formatted(fractionDigits: 3, offsetStyle: .extended) == "2018-08-17T17:44:05.114+00:00")
        #expect(utc.formatted(.iso8601BasicOffset) == "2018-08-17T17:44:05+0000")
    }

    @Test func everyOffsetSpellingIsRead() throws {
        let expected = Date(timeIntervalSince1970: 1_428_944_400)
        for text in [
            "2015-04-13T10:00:00-07:00", "2015-04-13T10:00:00-0700", "2015-04-13T10:00:00-07", "2015-04-13T10:00-07:00",
            "2015-04-13 10:00:00.0-07:00", "2015-04-13T17:00:00Z",
        ] {
            let value = try ZonedDate(parsing: text)
            #expect(value.date == expected, "\(text)")
        }
        #expect(try ZonedDate(parsing: "2015-04-13T23:30:00+14:00").formatted(.iso8601) == "2015-04-13T23:30:00+14:00")
    }

    @Test func theSameInstantInAnotherOffsetIsAnotherValue() throws {
        let pacific = try ZonedDate(parsing: "2015-04-13T10:00:00.000-07:00")
        let utc = try ZonedDate(parsing: "2015-04-13T17:00:00.000Z")
        #expect(pacific.date == utc.date)
        #expect(pacific != utc)
        #expect(try pacific.converted(toSecondsFromGMT: 0) == utc)
        let zone = try #require(TimeZone(identifier: "America/Los_Angeles"))
        #expect(try ZonedDate(date: utc.date, timeZone: zone) == pacific)
    }

    @Test(arguments: [
        ("2015-04-13T10:00:00.000+25:00", ZonedDateError.offsetOutOfRange("2015-04-13T10:00:00.000+25:00")),
        ("2015-04-13T10:00:00.000-07:60", .offsetOutOfRange("2015-04-13T10:00:00.000-07:60")),
        ("2015-04-13T10:00:00.000", .missingOffset("2015-04-13T10:00:00.000")),
        ("2015-04-13", .malformed("2015-04-13")),
        ("2015-04-13T", .malformed("2015-04-13T")),
        ("2015-04-13T10-07:00", .malformed("2015-04-13T10-07:00")),
        ("2015-04-13T10:00:00.-07:00", .malformed("2015-04-13T10:00:00.-07:00")),
        ("2015-04-13T10:00:00+7:00", .malformed("2015-04-13T10:00:00+7:00")),
        ("2015-04-13T10:00:00-07:", .malformed("2015-04-13T10:00:00-07:")),
        ("2015-04-13T10:00:00-07:00Z", .malformed("2015-04-13T10:00:00-07:00Z")),
        ("2015-02-30T10:00:00Z", .malformed("2015-02-30T10:00:00Z")),
        ("", .malformed("")),
    ])
    func malformedTextIsATypedError(_ text: String, _ expected: ZonedDateError) {
        #expect(throws: expected) { try ZonedDate(parsing: text) }
    }

    @Test func decodingFailuresAreDataCorruptedWithTheZonedDateError() throws {
        let decoder = CodingOptions().makeJSONDecoder()
        let cases: [(String, ZonedDateError)] = [
            (#"{"startTime":"2015-04-13T10:00:00.000+25:00"}"#, .offsetOutOfRange("2015-04-13T10:00:00.000+25:00")),
            (#"{"startTime":"2015-04-13T10:00:00.000"}"#, .missingOffset("2015-04-13T10:00:00.000")),
        ]
        for (json, expected) in cases {
            do {
                _ = try decoder.decode(Window.self, from: Data(json.utf8))
                Issue.record("\(json) decoded")
            } catch DecodingError.dataCorrupted(let context) {
                #expect(context.codingPath.map(\.stringValue) == ["startTime"])
                #expect(context.underlyingError as? ZonedDateError == expected)
                #expect(context.debugDescription == expected.description)
            }
        }
        #expect(throws: DecodingError.self) {
            try decoder.decode(Window.self, from: Data(#"{"startTime":1428944400}"#.utf8))
        }
    }

    @Test func offsetsMustBeWholeMinutesWithinADay() {
        #expect(throws: ZonedDateError.invalidOffset(seconds: 86_400)) {
            try ZonedDate(date: Date(), secondsFromGMT: 86_400)
        }
        #expect(throws: ZonedDateError.invalidOffset(seconds: 30)) { try ZonedDate(date: Date(), secondsFromGMT: 30) }
    }

    @Test func parametersAndXMLUseTheValuesOffset() throws {
        let value = try ZonedDate(parsing: "2018-08-21T00:00:00.000-04:00")
        let options = CodingOptions(dateFormats: [.iso8601BasicOffset], dateEncoding: .iso8601BasicOffset)
        #expect(options.parameterValue(value) == .string("2018-08-21T00:00:00-0400"))
        #expect(value.parameterValue == .string("2018-08-21T00:00:00.000-04:00"))
        #expect(ZonedDate(xmlText: " 2018-08-21T00:00:00.000-04:00\n") == value)
        #expect(ZonedDate(xmlText: "2018-08-21T00:00:00") == nil)
    }

    @Test func absurdInstantsAreWrittenWithoutACrash() throws {
        let far = try ZonedDate(date: Date(timeIntervalSince1970: 1e300), secondsFromGMT: 3600)
        #expect(far.formatted().hasPrefix("9999-12-31T23:59:59"))
        let nan = try ZonedDate(date: Date(timeIntervalSince1970: .nan), secondsFromGMT: 0)
        #expect(nan.formatted() == "1970-01-01T00:00:00.000Z")
    }
}
