import Foundation
import Testing

@testable import APIRuntime

/// The concrete scalar and open-enum overloads of the lossy helpers behave like the generic ones: a well-typed value
/// decodes, `null` and absence are `nil`, and a mistyped value is `nil` with one issue naming the field's type.
@Suite("Lossy scalar decoding")
struct LossyScalarDecodingTests {
    struct Tone: OpenEnum {
        let rawValue: String
        init(rawValue: String) { self.rawValue = rawValue }
        static let positive = Tone(rawValue: "Positive")
        static let knownValues: [Tone] = [.positive]
        static var isCaseInsensitive: Bool { true }
    }

    struct Model: Decodable {
        var text: String?
        var count: Int?
        var big: Int64?
        var ratio: Double?
        var flag: Bool?
        var tone: Tone?
        var names: [String]?
        var numbers: [Int]?
        var ratios: [Double]?

        enum CodingKeys: String, CodingKey { case text, count, big, ratio, flag, tone, names, numbers, ratios }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            text = container.decodeLossyIfPresent(String.self, forKey: .text, decoder: decoder)
            count = container.decodeLossyIfPresent(Int.self, forKey: .count, decoder: decoder)
            big = container.decodeLossyIfPresent(Int64.self, forKey: .big, decoder: decoder)
            ratio = container.decodeLossyIfPresent(Double.self, forKey: .ratio, decoder: decoder)
            flag = container.decodeLossyIfPresent(Bool.self, forKey: .flag, decoder: decoder)
            tone = container.decodeLossyIfPresent(Tone.self, forKey: .tone, decoder: decoder)
            names = container.decodeLossyListIfPresent(String.self, forKey: .names, decoder: decoder)
            numbers = container.decodeLossyListIfPresent(Int.self, forKey: .numbers, decoder: decoder)
            ratios = container.decodeLossyListIfPresent(Double.self, forKey: .ratios, decoder: decoder)
        }
    }

    static func decode(_ json: String) throws -> (Model, [DecodingIssue]) {
        let log = IssueLog()
        let model = try ResponseContext(issueHandler: log.handler).decode(Model.self, from: Data(json.utf8))
        return (model, log.issues)
    }

    @Test func wellTypedValuesDecode() throws {
        let (model, issues) = try Self.decode(
            #"""
            {"text":"a","count":3,"big":9007199254740993,"ratio":4,"flag":true,"tone":"POSITIVE",
             "names":["x","y"],"numbers":[1,2],"ratios":[0.5,2]}
            """#)
        #expect(issues.isEmpty)
        #expect(model.text == "a")
        #expect(model.count == 3)
        #expect(model.big == 9_007_199_254_740_993)
        #expect(model.ratio == 4)
        #expect(model.flag == true)
        #expect(model.tone == .positive)
        #expect(model.tone?.rawValue == "Positive")
        #expect(model.names == ["x", "y"])
        #expect(model.numbers == [1, 2])
        #expect(model.ratios == [0.5, 2])
    }

    @Test func nullAndAbsentAreNilWithoutIssues() throws {
        let (model, issues) = try Self.decode(#"{"text":null,"count":null,"tone":null,"names":null}"#)
        #expect(issues.isEmpty)
        #expect(model.text == nil && model.count == nil && model.big == nil && model.ratio == nil)
        #expect(model.flag == nil && model.tone == nil && model.names == nil && model.numbers == nil)
    }

    @Test func mistypedValuesAreNilAndReportedWithTheirType() throws {
        let (model, issues) = try Self.decode(
            #"""
            {"text":1.5,"count":"3x","big":1.5,"ratio":"x","flag":"yes","tone":7,
             "names":["x",2,"z"],"numbers":{},"ratios":[1,"two"]}
            """#)
        #expect(model.text == nil && model.count == nil && model.big == nil && model.ratio == nil)
        #expect(model.flag == nil && model.tone == nil && model.numbers == nil)
        #expect(model.names == ["x", "z"])
        #expect(model.ratios == [1])
        #expect(issues.allSatisfy { $0.kind == .droppedField })
        #expect(
            issues.map(\.codingPath) == [
                "text", "count", "big", "ratio", "flag", "tone", "names[1]", "numbers", "ratios[1]",
            ])
        let prefixes = [
            "dropped malformed String: ", "dropped malformed Int: ", "dropped malformed Int64: ",
            "dropped malformed Double: ", "dropped malformed Bool: ", "dropped malformed Tone: ",
            "dropped malformed element String: ", "dropped malformed list of Int: ",
            "dropped malformed element Double: ",
        ]
        #expect(issues.count == prefixes.count)
        for (issue, prefix) in zip(issues, prefixes) {
            #expect(issue.message.hasPrefix(prefix), "\(issue.message)")
        }
    }

    /// What a strict model reads in another JSON type (a quoted number, `1` for true, an integer for a string), a
    /// lenient one reads too, without an issue; lists read their elements as they are, as strict lists do.
    @Test func spelledScalarsReadAsStrictModelsReadThem() throws {
        let (model, issues) = try Self.decode(
            #"""
            {"text":1101,"count":"3","big":"-9007199254740993","ratio":"-0.00750","flag":0,"numbers":["1"]}
            """#)
        #expect(model.text == "1101")
        #expect(model.count == 3)
        #expect(model.big == -9_007_199_254_740_993)
        #expect(model.ratio == -0.0075)
        #expect(model.flag == false)
        #expect(model.numbers == [])
        #expect(issues.map(\.codingPath) == ["numbers[0]"])
    }

    @Test func withoutAContextNothingIsReportedAndDecodingGoesOn() throws {
        let model = try JSONDecoder().decode(Model.self, from: Data(#"{"count":"3x","flag":true}"#.utf8))
        #expect(model.count == nil)
        #expect(model.flag == true)
    }
}
