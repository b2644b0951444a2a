import Foundation
import Testing

@testable import APIRuntime

/// A model as the generator emits it for `additionalProperties: int`, as a member of a `{ field: kind }` family:
/// `id` is declared, `kind` is the discriminator it writes, every other key is kept in the dictionary.
private struct Tally: Codable, Hashable {
    var id: String
    var additionalProperties: [String: Int]

    init(id: String, additionalProperties: [String: Int] = [:]) {
        self.id = id
        self.additionalProperties = additionalProperties
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: WireKey.self)
        self.id = try container.string("id")
        self.additionalProperties = try container.additionalProperties(Int.self, except: "id", "kind")
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: WireKey.self)
        try container.string(self.id, "id")
        try container.encodeAdditionalProperties(self.additionalProperties, except: "id", "kind")
        try FamilyCoding.encodeWireType("tally", field: "kind", to: encoder)
    }
}

@Suite("Keys beyond the declared properties")
struct AdditionalPropertiesCodingTests {
    @Test func unknownKeysAreKeptAndTheDeclaredOnesAndTheDiscriminatorAreNot() throws {
        let json = Data(#"{"id": "t1", "kind": "tally", "apples": 3, "pears": 0}"#.utf8)
        let tally = try JSONDecoder().decode(Tally.self, from: json)
        #expect(tally == Tally(id: "t1", additionalProperties: ["apples": 3, "pears": 0]))
        let empty = try JSONDecoder().decode(Tally.self, from: Data(#"{"id": "t2"}"#.utf8))
        #expect(empty.additionalProperties.isEmpty)
    }

    @Test func extraKeysAreWrittenOnceAndADeclaredKeyWins() throws {
        let tally = Tally(id: "t1", additionalProperties: ["pears": 2, "id": 9, "kind": 7, "apples": 1])
        let encoder = JSONEncoder()
        let data = try encoder.encode(tally)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["id"] as? String == "t1")
        #expect(object["kind"] as? String == "tally")
        #expect(object["apples"] as? Int == 1 && object["pears"] as? Int == 2)
        #expect(object.count == 4, "\(String(decoding: data, as: UTF8.self))")
        // Each key once: the dictionary's `id` and `kind` are not written (the order of an object's keys in the
        // output is the encoder's; Foundation's JSONEncoder does not keep the order of writing).
        let text = String(decoding: data, as: UTF8.self)
        for key in ["\"id\"", "\"kind\"", "\"apples\"", "\"pears\""] {
            #expect(text.components(separatedBy: key).count == 2, "\(key) in \(text)")
        }
    }

    @Test func aRoundTripKeepsEveryKey() throws {
        let json = Data(#"{"id": "t1", "kind": "tally", "b": 2, "a": 1}"#.utf8)
        let tally = try JSONDecoder().decode(Tally.self, from: json)
        let again = try JSONDecoder().decode(Tally.self, from: try JSONEncoder().encode(tally))
        #expect(again == tally)
        #expect(again.hashValue == tally.hashValue)
        #expect(tally != Tally(id: "t1", additionalProperties: ["a": 1]))
    }

    @Test func aValueOfTheWrongTypeUnderAnExtraKeyIsATypedErrorAtThatKey() throws {
        let json = Data(#"{"id": "t1", "apples": 3, "pears": "many"}"#.utf8)
        do {
            _ = try JSONDecoder().decode(Tally.self, from: json)
            Issue.record("a string decoded as an Int")
        } catch let DecodingError.typeMismatch(_, context) {
            #expect(context.codingPath.map(\.stringValue) == ["pears"])
        }
        let null = Data(#"{"id": "t1", "apples": null}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Tally.self, from: null) }
    }

    @Test func jsonValuesKeepAnything() throws {
        let json = Data(#"{"id": "x", "meta": {"a": [1, null]}, "gone": null}"#.utf8)
        let container = try JSONDecoder().decode(Extras.self, from: json)
        #expect(container.values["gone"] == .null)
        #expect(container.values["id"] == nil)
        #expect(container.values.count == 2)
    }
}

/// Every key but `id`, as JSON.
private struct Extras: Decodable {
    var values: [String: JSONValue]

    init(from decoder: any Decoder) throws {
        values = try decoder.container(keyedBy: WireKey.self).additionalProperties(JSONValue.self, except: "id")
    }
}
