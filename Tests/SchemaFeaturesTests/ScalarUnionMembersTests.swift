import APIRuntime
import Foundation
import Shelter
import Testing

/// Shelter's `VisitWindow`: unions whose members are dates, URLs and bytes (`oneOf: [int64, date-time, date]`,
/// `[url, int]`, `[int, data]`) read and write each member as a property of that type is read and written — a date
/// in the API's formats, a URL and bytes as strings — not as the types' own `Codable` would (a number for a date,
/// an object for a URL).
@Suite struct ScalarUnionMembersTests {
    private let context = ResponseContext(for: ShelterAPI.self)

    private func decode(_ json: String) throws -> VisitWindow {
        try context.decode(VisitWindow.self, from: Data(json.utf8))
    }

    private func encode(_ window: VisitWindow) throws -> [String: JSONValue] {
        let data = try context.makeJSONEncoder().encode(window)
        return try JSONDecoder().decode([String: JSONValue].self, from: data)
    }

    @Test func eachMemberIsReadFromItsWireForm() throws {
        let strings = try decode(
            #"{"opens":"2026-05-01T09:30:00Z","next":"https://shelter.example/slots?page=2","token":"AQID"}"#)
        #expect(strings.opens == .dateTime(Date(timeIntervalSince1970: 1_777_627_800)))
        #expect(strings.next == .url(URL(string: "https://shelter.example/slots?page=2")!))
        #expect(strings.token == .data(Data([1, 2, 3])))
        let numbers = try decode(#"{"opens":1777627800,"next":3,"token":7}"#)
        #expect(numbers.opens == .int64(1_777_627_800))
        #expect(numbers.next == .int(3))
        #expect(numbers.token == .int(7))
        let day = try decode(#"{"opens":"2026-05-01","next":1,"token":1}"#)
        #expect(day.opens.date?.description == "2026-05-01")
    }

    @Test func eachMemberIsWrittenAsItWasRead() throws {
        let json = #"{"opens":"2026-05-01T09:30:00Z","next":"https://shelter.example/slots?page=2","token":"AQID"}"#
        let window = try decode(json)
        let written = try encode(window)
        #expect(written["opens"] == .string("2026-05-01T09:30:00Z"))  // Shelter writes `iso8601`
        #expect(written["next"] == .string("https://shelter.example/slots?page=2"))
        #expect(written["token"] == .string("AQID"))
        let again = try context.makeJSONEncoder().encode(window)
        #expect(try context.decode(VisitWindow.self, from: again) == window)
    }

    @Test func aValueNoMemberReadsNamesEveryMember() throws {
        do {
            _ = try decode(#"{"opens":"soon","next":1,"token":1}"#)
            Issue.record("\"soon\" decoded as an opening")
        } catch {
            let text = String(describing: error)
            #expect(text.contains("int64") && text.contains("date-time") && text.contains("date"), "\(text)")
        }
    }
}
