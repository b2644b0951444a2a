import Foundation
import Testing

@testable import APIRuntime

@Suite("Date formats and temporal value types")
struct DateFormatTests {
    let reference = Date(timeIntervalSince1970: 1_344_312_726)  // 2012-08-07T04:12:06Z

    @Test(arguments: [
        "2012-08-07T04:12:06Z", "2012-08-07T04:12:06+00:00", "2012-08-07T04:12:06+0000", "2012-08-07T04:12:06.000Z",
        "2012-08-07T04:12:06.000+00:00", "2012-08-07T06:12:06+02:00", "2012-08-06T21:12:06.000-07:00",
        "2012-08-07 04:12:06Z", "2012-08-07T04:12:06", "2012-08-07T05:12:06+01",
        // Fields between separators without their leading zero, as Joda-Time and DateFormatter read them.
        "2012-8-7T4:12:06Z", "2012-08-07T4:12:6.000Z", "2012-08-06T21:12:6-07:00",
    ])
    func isoVariantsParse(text: String) throws {
        let date = try #require(DateFormat.iso8601.parse(text))
        #expect(date == reference)
    }

    @Test func fractionalSecondsAreKept() throws {
        let date = try #require(DateFormat.iso8601Fractional.parse("2012-08-07T04:12:06.789Z"))
        #expect(abs(date.timeIntervalSince(reference) - 0.789) < 0.000_001)
    }

    @Test(arguments: [
        "2012-13-07T04:12:06Z", "2012-02-30T04:12:06Z", "2012-08-07T25:00:00Z", "2012-08-07T04:12:06+2",
        "2012-08-07T04:12:06Zjunk", "2012-08-07", "not a date", "", "2012-08-07T04:12:06.Z",
        "2012-08-07T04:12:60Z",
        // Three digits, or none, where one or two stand; offsets keep their width.
        "2012-008-07T04:12:06Z", "2012-08-007T04:12:06Z", "2012-08-07T004:12:06Z", "2012--07T04:12:06Z",
        "2012-08-07T04::06Z", "2012-08-07T04:12:06+2:00", "2012-08-07T04:12:06+020",
    ])
    func malformedISOIsRejected(text: String) {
        #expect(DateFormat.iso8601.parse(text) == nil)
    }

    @Test func aLeapSecondIsTheNextMinutesStart() throws {
        let leap = try #require(DateFormat.iso8601.parse("2016-12-31T23:59:60Z"))
        #expect(leap == DateFormat.iso8601.parse("2017-01-01T00:00:00Z"))
        #expect(DateFormat.iso8601.parse("2017-01-01T00:59:60+01:00") == leap)
    }

    @Test func unixTimestampTextIsDecimal() {
        #expect(DateFormat.unixSeconds.parse("1344312726") == reference)
        #expect(DateFormat.unixMilliseconds.parse("1344312726000") == reference)
        #expect(DateFormat.unixSeconds.parse("1.344312726e9") == reference)
        for text in ["0x10", "0x1p3", " 5", "nan", "inf"] {
            #expect(DateFormat.unixSeconds.parse(text) == nil, "\(text)")
        }
    }

    @Test func outputSpellings() {
        let date = reference.addingTimeInterval(0.5)
        #expect(DateFormat.iso8601.format(date) == "2012-08-07T04:12:06Z")
        #expect(DateFormat.iso8601Fractional.format(date) == "2012-08-07T04:12:06.500Z")
        #expect(DateFormat.iso8601BasicOffset.format(date) == "2012-08-07T04:12:06+0000")
        #expect(
            DateFormat.iso8601Custom(fractionDigits: 3, offset: .extended).format(date)
                == "2012-08-07T04:12:06.500+00:00")
        #expect(DateFormat.dateOnly.format(date) == "2012-08-07")
        #expect(DateFormat.timeOnly.format(date) == "04:12:06.500")
        #expect(DateFormat.unixSeconds.format(reference) == "1344312726")
        #expect(DateFormat.unixMilliseconds.format(date) == "1344312726500")
    }

    @Test func datesBefore1970AndLeapDays() throws {
        let date = try #require(DateFormat.iso8601.parse("1969-12-31T23:59:59Z"))
        #expect(date.timeIntervalSince1970 == -1)
        #expect(DateFormat.iso8601.format(date) == "1969-12-31T23:59:59Z")
        let leap = try #require(DateFormat.iso8601.parse("2000-02-29T00:00:00Z"))
        #expect(DateFormat.iso8601.format(leap) == "2000-02-29T00:00:00Z")
        #expect(DateFormat.iso8601.parse("1900-02-29T00:00:00Z") == nil)
    }

    @Test func decoderTriesFormatsInOrder() throws {
        struct Box: Decodable {
            var a: Date
            var b: Date
            var c: Date
        }
        let options = CodingOptions(dateFormats: [.iso8601, .dateOnly, .unixSeconds], dateEncoding: .iso8601)
        let json = #"{"a":"2012-08-07T04:12:06Z","b":"2012-08-07","c":1344312726}"#
        let box = try options.makeJSONDecoder().decode(Box.self, from: Data(json.utf8))
        #expect(box.a == reference)
        #expect(box.b == Date(timeIntervalSince1970: 1_344_297_600))
        #expect(box.c == reference)
    }

    @Test func undecodableDateIsATypedError() {
        struct Box: Decodable { var a: Date }
        let context = ResponseContext(codingOptions: CodingOptions(dateFormats: [.iso8601]))
        #expect {
            try context.decode(Box.self, from: Data(#"{"a":"yesterday"}"#.utf8))
        } throws: { error in
            guard case CallFailure.decoding(let failure) = error else { return false }
            return failure.codingPath == "a" && failure.bodySnippet.contains("yesterday")
        }
    }

    @Test func schemaNames() {
        #expect(DateFormat(schemaName: "iso8601-basic-offset") == .iso8601BasicOffset)
        #expect(DateFormat(schemaName: "unix-milliseconds") == .unixMilliseconds)
        #expect(DateFormat(schemaName: "rfc822") == nil)
    }

    @Test func dateOnlyValue() throws {
        let day = try #require(DateOnly("2016-02-29"))
        #expect(day.year == 2016 && day.month == 2 && day.day == 29)
        #expect(day.description == "2016-02-29")
        #expect(DateOnly("2015-02-29") == nil)
        #expect(DateOnly(day.date) == day)
        let decoded = try JSONDecoder().decode([DateOnly].self, from: Data(#"["2001-01-09"]"#.utf8))
        #expect(String(decoding: try JSONEncoder().encode(decoded), as: UTF8.self) == #"["2001-01-09"]"#)
        // A month or day without its leading zero reads as the same day and is written padded.
        let unpadded = try JSONDecoder().decode([DateOnly].self, from: Data(#"["2001-1-9"]"#.utf8))
        #expect(unpadded == decoded)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([DateOnly].self, from: Data(#"["2001-1-"]"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([DateOnly].self, from: Data(#"["2001-001-09"]"#.utf8))
        }
    }

    /// Xero's payroll answers a `format: date` as `"2020-05-01T00:00:00"`: a day's midnight is that day; any other
    /// time could be an instant and still fails.
    @Test(arguments: [
        "2020-05-01T00:00:00", "2020-05-01T00:00:00Z", "2020-05-01T00:00:00.000", "2020-05-01 00:00:00",
        "2020-05-01T00:00:00+02:00", "2020-05-01T00:00:00-0500", "2020-05-01T00:00:00.0-03",
    ])
    func aDayWrittenAsItsMidnightDecodes(text: String) throws {
        let decoded = try JSONDecoder().decode([DateOnly].self, from: Data("[\"\(text)\"]".utf8))
        #expect(decoded == [DateOnly(year: 2020, month: 5, day: 1)])
    }

    @Test(arguments: [
        "2020-05-01T00:00:01", "2020-05-01T12:00:00", "2020-05-01T00:00", "2020-05-01T00:00:00.001",
        "2020-05-01T00:00:00+2", "2020-05-01T00:00:00UTC", "2020-05-01T00:00:00.", "2020-02-30T00:00:00",
        "2020-05-01X00:00:00",
    ])
    func anyOtherTimeIsNoDay(text: String) {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([DateOnly].self, from: Data("[\"\(text)\"]".utf8))
        }
        #expect(DateOnly(text) == nil)
    }

    @Test func timeOfDayValue() throws {
        let time = try #require(TimeOfDay("08:30:05.250"))
        #expect(time.hour == 8 && time.minute == 30 && time.second == 5 && time.millisecond == 250)
        #expect(time.description == "08:30:05.250")
        #expect(TimeOfDay("08:30")?.description == "08:30")
        #expect(TimeOfDay("08:30:00")?.description == "08:30:00")
        #expect(TimeOfDay(hour: 8, minute: 30)?.description == "08:30:00")
        #expect(TimeOfDay("24:30") == nil)
    }

    @Test func isoDurations() throws {
        #expect(ISODuration("P4W")?.weeks == 4)
        let duration = try #require(ISODuration("P1Y2M3DT4H5M6.5S"))
        #expect(duration.description == "P1Y2M3DT4H5M6.5S")
        #expect(ISODuration("PT8H")?.approximateSeconds == 28_800)
        #expect(ISODuration("-P1D")?.approximateSeconds == -86_400)
        #expect(ISODuration("P") == nil)
        #expect(ISODuration("PT") == nil)
        #expect(ISODuration("P1H") == nil)
        #expect(ISODuration("1D") == nil)
        #expect(ISODuration("P1.5D") == nil)
    }

    @Test func httpDates() {
        let expected = Date(timeIntervalSince1970: 784_111_777)
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == expected)
        #expect(HTTPDate.parse("Sunday, 06-Nov-94 08:49:37 GMT") == expected)
        #expect(HTTPDate.parse("Sun Nov  6 08:49:37 1994") == expected)
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 PST") == nil)
    }
}
