import APIRuntime
import Foundation
import Testing

/// `ParameterValue.jsonText(of:options:)`: a value's JSON text as one parameter, and the unencodable value every
/// encoder refuses with a typed error instead of sending something else.
@Suite struct JSONTextParameterTests {
    private struct Filter: Encodable, Sendable {
        var name: String
        var since: Date?
        var weight: Double?
        var path: String?
    }

    private let options = CodingOptions(dateEncoding: .iso8601)

    @Test func aValueIsItsCompactJSONTextWithSortedKeysAndTheAPIsDates() {
        let value = ParameterValue.jsonText(
            of: Filter(name: "Rex", since: Date(timeIntervalSince1970: 0), path: "a/b"), options: options)
        #expect(value == .json(#"{"name":"Rex","path":"a/b","since":"1970-01-01T00:00:00Z"}"#))
        #expect(ParameterValue.jsonText(of: ["b": 1, "a": 2], options: options) == .json(#"{"a":2,"b":1}"#))
        #expect(ParameterValue.jsonText(of: "plain", options: options) == .json(#""plain""#))
        #expect(ParameterValue.jsonText(of: [1, 2], options: options) == .json("[1,2]"))
    }

    @Test func theTextIsTheValueInAQueryAFormAndAHeaderAndTheValueItselfInAJSONBody() throws {
        let filter = ParameterValue.jsonText(of: Filter(name: "R&D"), options: options)
        #expect(try QueryEncoder.encode([Parameter(name: "f", value: filter)]) == "f=%7B%22name%22%3A%22R%26D%22%7D")
        let form = try FormURLEncodedBodyParameters([Parameter(name: "f", value: filter)]).makeBody()
        #expect(form == .data(Data("f=%7B%22name%22%3A%22R%26D%22%7D".utf8)))
        let json = try JSONBodyParameters([
            Parameter(name: "stars", value: .integer(5)), Parameter(name: "f", value: filter),
        ]).makeBody()
        #expect(json == .data(Data(#"{"stars":5,"f":{"name":"R&D"}}"#.utf8)))
    }

    @Test func inAMultipartBodyItIsAnApplicationJSONPartWithoutAFileName() throws {
        let filter = ParameterValue.jsonText(of: Filter(name: "Rex"), options: options)
        let body = try MultipartFormDataBodyParameters([Parameter(name: "options", value: filter)], boundary: "B")
            .makeBody()
        let expected =
            "--B\r\nContent-Disposition: form-data; name=\"options\"\r\nContent-Type: application/json\r\n\r\n"
            + #"{"name":"Rex"}"# + "\r\n--B--\r\n"
        #expect(body == .data(Data(expected.utf8)))
    }

    @Test func aValueJSONCannotCarryIsUnencodableWithTheReason() throws {
        let value = ParameterValue.jsonText(of: Filter(name: "x", weight: .infinity), options: options)
        guard case .unencodable(let reason) = value else {
            Issue.record("expected .unencodable, got \(value)")
            return
        }
        #expect(reason.contains("Filter"))
        #expect(value.unencodableReason == reason)
        #expect(ParameterValue.list([.string("a"), value]).unencodableReason == reason)
        #expect(ParameterValue.string("a").unencodableReason == nil)
        #expect(value.scalarText == nil)
    }

    @Test func everyEncoderRefusesAnUnencodableValue() throws {
        let bad = Parameter(name: "where", value: .unencodable("no JSON for NaN"), location: .query)
        #expect(throws: CallFailure.self) { try QueryEncoder.encode([bad]) }
        #expect(throws: CallFailure.self) {
            try QueryEncoder.encode([Parameter(name: "l", value: .list([.unencodable("x")]), location: .query)])
        }
        #expect(throws: CallFailure.self) { try FormURLEncodedBodyParameters([bad]).makeBody() }
        #expect(throws: CallFailure.self) { try JSONBodyParameters([bad]).makeBody() }
        #expect(throws: CallFailure.self) { try MultipartFormDataBodyParameters([bad], boundary: "B").makeBody() }
        for location in ParameterLocation.allCases {
            var placed = bad
            placed.location = location
            do {
                _ = try ParameterPlacement(
                    settings: [], parameters: [placed], method: .post, bodyEncoding: .json, hasWholeBody: false)
                Issue.record("an unencodable \(location) parameter was placed")
            } catch {
                guard case .invalidRequest(let message) = error else {
                    Issue.record("expected .invalidRequest, got \(error)")
                    continue
                }
                #expect(message == "parameter 'where' cannot be encoded: no JSON for NaN")
            }
        }
    }
}
