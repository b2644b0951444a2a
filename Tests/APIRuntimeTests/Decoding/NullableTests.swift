import APIRuntime
import Foundation
import Testing

/// `Nullable<T>?`: absent (`nil`), `null` and a value stay apart through the container helpers, and a literal of
/// the wrapped type is a value.
@Suite struct NullableTests {
    /// A model with the three states, coded as generated models are.
    struct Patch: Codable, Equatable {
        var name: Nullable<String>?
        var age: Nullable<Int>?
        var tags: Nullable<[String]>?

        init(name: Nullable<String>? = nil, age: Nullable<Int>? = nil, tags: Nullable<[String]>? = nil) {
            (self.name, self.age, self.tags) = (name, age, tags)
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: WireKey.self)
            name = try container.nullableIfPresent(String.self, "name")
            age = try container.nullableIfPresent(Int.self, "age")
            tags = try container.nullableIfPresent([String].self, "tags")
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: WireKey.self)
            try container.nullableIfPresent(name, "name")
            try container.nullableIfPresent(age, "age")
            try container.nullableIfPresent(tags, "tags")
        }
    }

    @Test func theThreeStatesRoundTrip() throws {
        let patch = Patch(name: "Rex", age: .null)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(patch), as: UTF8.self)
        #expect(text == #"{"age":null,"name":"Rex"}"#)
        let decoded = try JSONDecoder().decode(Patch.self, from: Data(text.utf8))
        #expect(decoded == patch)
        #expect(decoded.tags == nil && decoded.age?.isNull == true && decoded.name?.unwrapped == "Rex")
    }

    @Test func literalsAreValues() {
        var patch = Patch()
        patch.name = "Rex"
        patch.age = 3
        patch.tags = ["calm", "small"]
        #expect(patch.name == .value("Rex") && patch.age == .value(3) && patch.tags == .value(["calm", "small"]))
        let weight: Nullable<Double> = 12.5
        let verified: Nullable<Bool> = true
        #expect(weight.unwrapped == 12.5 && verified.unwrapped == true)
        patch.name = nil
        #expect(patch.name == nil)
        #expect(Nullable<String>(nil) == .null && Nullable("x") == .value("x"))
        #expect(Nullable<Int>.null.description == "null" && Nullable<Int>(4).description == "4")
    }

    @Test func aMistypedValueIsADecodingErrorNotNull() {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Patch.self, from: Data(#"{"age": "x"}"#.utf8)) }
    }
}
