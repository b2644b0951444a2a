import Foundation
import Testing

@testable import APIRuntime

/// Maps keyed by open enums (`{Color: int}`) are JSON objects both ways, as maps keyed by strings are: known keys
/// match (ignoring case where the enum allows it), unknown keys are kept, and an integer enum's key that is no
/// number is a decoding error.
@Suite struct EnumKeyedMapTests {
    struct Color: OpenEnum {
        var rawValue: String
        init(rawValue: String) { self.rawValue = rawValue }
        static let red = Color(rawValue: "red")
        static let knownValues = [red]
        static var isCaseInsensitive: Bool { true }
    }

    struct Level: OpenIntEnum {
        var rawValue: Int
        init(rawValue: Int) { self.rawValue = rawValue }
        static let low = Level(rawValue: 1)
        static let knownValues = [low]
    }

    struct Palette: Codable, Hashable, Sendable {
        var weights: [Color: Int]
        var names: [Level: String]?
    }

    let context = ResponseContext(for: FakeAPI.self)

    @Test func enumKeyedMapsReadJSONObjects() throws {
        let body = Data(#"{"weights": {"RED": 1, "teal": 2}, "names": {"1": "low", "7": "seven"}}"#.utf8)
        let palette = try context.decode(Palette.self, from: body)
        #expect(palette.weights == [.red: 1, Color(rawValue: "teal"): 2])
        #expect(palette.weights.keys.contains { $0.rawValue == "red" }, "a known key keeps its declared spelling")
        #expect(palette.names == [.low: "low", Level(rawValue: 7): "seven"])
        let top = try context.decode([Color: [Int]].self, from: Data(#"{"red": [1, 2]}"#.utf8))
        #expect(top == [.red: [1, 2]])
    }

    @Test func enumKeyedMapsWriteJSONObjects() throws {
        let palette = Palette(weights: [.red: 1], names: [.low: "low"])
        let data = try JSONBodyParameters(encoding: palette, options: FakeAPI.codingOptions).makeBody().collect()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""weights":{"red":1}"#), "\(text)")
        #expect(text.contains(#""names":{"1":"low"}"#), "\(text)")
        #expect(try context.decode(Palette.self, from: data) == palette)
    }

    @Test func anIntegerEnumKeyThatIsNoNumberIsADecodingError() {
        #expect(throws: (any Error).self) {
            try context.decode(Palette.self, from: Data(#"{"weights": {}, "names": {"one": "x"}}"#.utf8))
        }
    }
}
