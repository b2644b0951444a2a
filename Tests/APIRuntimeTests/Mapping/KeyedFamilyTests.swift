import Foundation
import Testing

@testable import APIRuntime

/// A generated-style key-discriminated family (Bazaarvoice submission results: `{"Review": {…}}`).
private enum SubmissionResult: Codable, Sendable, Hashable {
    case review(SurveyQuestion)
    case photo(SurveyInfoScreen)
    case custom(CustomObject)
    case unknown(JSONValue)

    static let wireNames = ["Review", "Photo"]
    static let table = TypeTable([
        .init(wireName: "Review", type: SurveyQuestion.self, families: ["SubmissionResult"]),
        .init(wireName: "Photo", type: StringConstraints.self, families: ["Constraints"]),
    ])

    init(from decoder: any Decoder) throws {
        guard let value = try Self.decodeIfPresent(from: decoder) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "none"))
        }
        self = value
    }

    static func decodeIfPresent(from decoder: any Decoder) throws -> Self? {
        guard
            let found = try FamilyCoding.decodeKeyed(
                from: decoder, wireNames: wireNames, table: table, family: "SubmissionResult")
        else { return nil }
        switch found.member {
        case .builtIn(let value as SurveyQuestion): return .review(value)
        case .builtIn(let value as SurveyInfoScreen): return .photo(value)
        case .builtIn: return .unknown(.object([found.wireName: try JSONValue(from: found.decoder)]))
        case .custom(let object): return .custom(object)
        case .unknown(let json): return .unknown(json)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        switch self {
        case .review(let value): try container.encode(value, forKey: AnyCodingKey("Review"))
        case .photo(let value): try container.encode(value, forKey: AnyCodingKey("Photo"))
        case .custom(let object): try container.encode(object.raw, forKey: AnyCodingKey(object.wireName))
        case .unknown(let json): try FamilyCoding.encodeKeyedUnknown(json, to: encoder)
        }
    }
}

/// An envelope that flattens the family next to its own keys.
private struct SubmissionEnvelope: Codable, Sendable, Hashable {
    var hasErrors: Bool
    var result: SubmissionResult?

    enum CodingKeys: String, CodingKey { case hasErrors = "HasErrors" }

    init(from decoder: any Decoder) throws {
        hasErrors = try decoder.container(keyedBy: CodingKeys.self).decode(Bool.self, forKey: .hasErrors)
        result = try SubmissionResult.decodeIfPresent(from: decoder)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(hasErrors, forKey: .hasErrors)
        try result?.encode(to: encoder)
    }
}

@Suite("Key-discriminated families")
struct KeyedFamilyTests {
    func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func knownMemberRoundTrips() throws {
        let text = #"{"Review":{"identifier":"r1"}}"#
        let value = try JSONDecoder().decode(SubmissionResult.self, from: Data(text.utf8))
        #expect(value == .review(SurveyQuestion(identifier: "r1")))
        #expect(try json(value) == text)
    }

    @Test func anUnknownMemberKeepsItsKey() throws {
        // "Photo" is in the table, but as another family's type: kept raw, under its key, and reported.
        let log = IssueLog()
        var context = ResponseContext(registry: TypeRegistry.Snapshot(table: SubmissionResult.table))
        context.issueHandler = log.handler
        let text = #"{"Photo":{"Id":"p1","Sizes":[1,2]}}"#
        let value = try context.decode(SubmissionResult.self, from: Data(text.utf8))
        let photo = JSONValue.object(["Id": .string("p1"), "Sizes": .array([.integer(1), .integer(2)])])
        #expect(value == .unknown(.object(["Photo": photo])))
        #expect(try json(value) == text)
        #expect(log.issues.map(\.kind) == [.unknownWireType])
        #expect(log.issues.map(\.wireName) == ["Photo"])
    }

    @Test func aFlattenedUnknownMemberEncodesBackIntoTheEnvelope() throws {
        var context = ResponseContext(registry: TypeRegistry.Snapshot(table: SubmissionResult.table))
        context.issueHandler = { _ in }
        let text = #"{"HasErrors":false,"Photo":{"Id":"p1"}}"#
        let envelope = try context.decode(SubmissionEnvelope.self, from: Data(text.utf8))
        #expect(envelope.result == .unknown(.object(["Photo": .object(["Id": .string("p1")])])))
        #expect(try json(envelope) == text)
        let none = try context.decode(SubmissionEnvelope.self, from: Data(#"{"HasErrors":true}"#.utf8))
        #expect(none.result == nil)
        #expect(try json(none) == #"{"HasErrors":true}"#)
    }

    @Test func anUnknownValueThatIsNotAnObjectIsAnEncodingError() {
        #expect(throws: EncodingError.self) {
            try JSONEncoder().encode(SubmissionResult.unknown(.string("Review")))
        }
    }
}
