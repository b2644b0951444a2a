import Foundation
import Testing

@testable import APIRuntime

/// A date in a property's own format through the keyed-container helpers generated models call
/// (`decodeDateIfPresent(forKey:format:)`, `decodeDate(forKey:format:)`, `encodeDateIfPresent(_:forKey:format:)`).
@Suite("Dates in a property's own format")
struct DateFormatKeyedCodingTests {
    /// A model with one Unix-seconds date (required), one date-only date (optional) and one millisecond date.
    struct Stamped: Codable, Equatable {
        var created: Date
        var day: Date?
        var updated: Date?

        enum CodingKeys: String, CodingKey {
            case created, day, updated
        }

        init(created: Date, day: Date?, updated: Date?) {
            self.created = created
            self.day = day
            self.updated = updated
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            created = try container.decodeDate(forKey: .created, format: .unixSeconds)
            day = try container.decodeDateIfPresent(forKey: .day, format: .dateOnly)
            updated = try container.decodeDateIfPresent(forKey: .updated, format: .unixMilliseconds)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeDateIfPresent(created, forKey: .created, format: .unixSeconds)
            try container.encodeDateIfPresent(day, forKey: .day, format: .dateOnly)
            try container.encodeDateIfPresent(updated, forKey: .updated, format: .unixMilliseconds)
        }
    }

    func decode(_ json: String) throws -> Stamped {
        try JSONDecoder().decode(Stamped.self, from: Data(json.utf8))
    }

    @Test func numbersAndNumericTextReadAsUnixDates() throws {
        let stamped = try decode(#"{"created": 1700000000, "day": "2024-02-29", "updated": "1700000000500"}"#)
        #expect(stamped.created == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(stamped.day == Date(timeIntervalSince1970: 1_709_164_800))
        #expect(stamped.updated == Date(timeIntervalSince1970: 1_700_000_000.5))
    }

    @Test func absentAndNullAreNilForOptionalDates() throws {
        let stamped = try decode(#"{"created": "1700000000", "day": null}"#)
        #expect(stamped.day == nil)
        #expect(stamped.updated == nil)
    }

    @Test func aMissingRequiredDateIsKeyNotFound() {
        #expect {
            try decode(#"{"created": null}"#)
        } throws: { error in
            guard case DecodingError.keyNotFound(let key, _) = error else { return false }
            return key.stringValue == "created"
        }
    }

    @Test func textInAnotherFormatIsDataCorrupted() {
        for json in [#"{"created": "yesterday"}"#, #"{"created": 1e300}"#, #"{"created": 1, "day": "29/02/2024"}"#] {
            #expect(Comment(rawValue: json)) {
                try decode(json)
            } throws: { error in
                guard case DecodingError.dataCorrupted(let context) = error else { return false }
                return context.debugDescription.contains("is not a date in")
            }
        }
    }

    @Test func unixFormatsEncodeAsNumbersOthersAsText() throws {
        let stamped = Stamped(
            created: Date(timeIntervalSince1970: 1_700_000_000), day: nil,
            updated: Date(timeIntervalSince1970: 1_700_000_000.25))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(stamped), as: UTF8.self)
        #expect(json == #"{"created":1700000000,"updated":1700000000250}"#)
        let withDay = Stamped(created: stamped.created, day: Date(timeIntervalSince1970: 1_709_164_800), updated: nil)
        let dayJSON = String(decoding: try encoder.encode(withDay), as: UTF8.self)
        #expect(dayJSON == #"{"created":1700000000,"day":"2024-02-29"}"#)
        #expect(try decode(dayJSON) == withDay)
    }
}
