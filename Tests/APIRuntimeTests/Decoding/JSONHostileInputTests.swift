import Foundation
import Testing

@testable import APIRuntime

/// JSON replies a hostile or broken server may send.
///
/// Duplicate keys, byte order marks and UTF-16/32, numbers no field can hold, lone surrogates, trailing garbage
/// and empty bodies: each decodes to what the text says or fails as a typed ``CallFailure/decoding(_:)``.
@Suite struct JSONHostileInputTests {
    struct Scalars: Decodable, Equatable {
        var int: Int?
        var double: Double?
        var text: String?
        var flag: Bool?
    }

    /// What a typed decode of `text` gives: the value, or the failure's message.
    static func decode(_ text: String) -> Result<Scalars, CallFailure> {
        decode(Data(text.utf8))
    }

    static func decode(_ data: Data) -> Result<Scalars, CallFailure> {
        Result { () throws(CallFailure) in try ResponseContext().decode(Scalars.self, from: data) }
    }

    @Test func aKeyTwiceInOneObjectIsADecodingFailure() throws {
        for body in [
            #"{"flag":false,"text":"x","flag":true}"#, #"{"text":"a","\u0074ext":"b"}"#,
            #"{"int":1,"nested":{"a":1,"b":2,"a":3}}"#, #"{"list":[{"k":1},{"k":2,"k":3}]}"#,
            "{" + (0..<40).map { #""k\#($0)":1,"# }.joined() + #""k7":2}"#,
        ] {
            guard case .failure(.decoding(let failure)) = Self.decode(body) else {
                Issue.record("\(body): \(Self.decode(body))")
                continue
            }
            #expect(failure.message.contains("twice"), "\(failure)")
        }
        #expect(throws: CallFailure.self) { try JSONValue(data: Data(#"{"a":1,"a":2}"#.utf8)) }
        // Also in the UTF-16 and UTF-32 Foundation reads.
        let twice = #"{"flag":false,"flag":true}"#
        for encoding in [String.Encoding.utf16, .utf16LittleEndian, .utf16BigEndian, .utf32, .utf32LittleEndian] {
            guard case .failure(.decoding) = Self.decode(twice.data(using: encoding)!) else {
                Issue.record("\(encoding): \(Self.decode(twice.data(using: encoding)!))")
                continue
            }
        }
        // The same key in different objects, and strings that look like keys, are fine.
        let fine = #"{"int":1,"nested":{"int":2,"x":"int"},"list":[{"int":3},{"int":4}],"text":"\"int\":"}"#
        #expect(try Self.decode(fine).get() == Scalars(int: 1, text: #""int":"#))
        #expect(JSONDuplicateKeys.first(in: Data(#"{"a":{"b":1},"b":{"a":1}}"#.utf8)) == nil)
    }

    /// Where strings end: a quote after an even run of backslashes ends one, after an odd run it is text.
    @Test func stringEndsAreFoundPastEscapedQuotesAndBackslashes() {
        let cases: [(String, String?)] = [
            (#"{"a":"x\\","a":1}"#, "a"),  // the value ends in an escaped backslash: the second "a" is a key
            (#"{"a":"x\\\\","a":1}"#, "a"),
            (#"{"a":"x\",\"a\":1","b":1}"#, nil),  // escaped quotes: "a" inside the value is text
            (#"{"a":"\\\"","b":"\\\\\"\"","a":2}"#, "a"),
            (#"{"a\\":1,"a\\":2}"#, #"a\"#),  // keys with escapes are compared unescaped
            (#"{"a\\":1,"a":2}"#, nil),
            ("{\n        \"a\": 1,\n                \"b\": [ \"a\" ,  {\"a\":1}],\n        \"a\": 2}", "a"),
            (#"{"a":"unterminated\"}"#, nil),
            // The same value twice is no conflict; values are compared as written, spaces aside.
            (#"{"id":1,"x":2,"id":1}"#, nil),
            (#"{"id":{"a":[1, 2]},"x":[{"id":3}],"id" : {"a":[1, 2]} }"#, nil),
            ("{\"id\":\n  1 ,\"id\":1}", nil),
            (#"{"id":1,"id":1.0}"#, "id"),
            (#"{"id":{"a":1},"id":{"a":2}}"#, "id"),
            (#"{"a":{"b":1,"b":1},"a":{"b":1,"b":2}}"#, "b"),
            // Objects past the linear search's 64 keys, and keys of closed objects, which are forgotten.
            ("{" + (0..<100).map { #""k\#($0)":{"k1":1}"# }.joined(separator: ",") + "}", nil),
            ("{" + (0..<100).map { #""k\#($0)":1,"# }.joined() + #""k99":2}"#, "k99"),
            ("{" + (0..<100).map { #""k\#($0)":1,"# }.joined() + #""k\u0030":2}"#, "k0"),
            (#"[{"a":1},{"a":2},{"b":{"a":3},"a":4}]"#, nil),
        ]
        for (text, key) in cases {
            #expect(JSONDuplicateKeys.first(in: Data(text.utf8))?.key == key, "\(text)")
        }
    }

    @Test func byteOrderMarksAndUTF16AndUTF32AreRead() throws {
        let text = #"{"text":"Café ✓","int":7}"#
        let expected = Scalars(int: 7, text: "Café ✓")
        #expect(try Self.decode(Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)).get() == expected)
        for encoding in [String.Encoding.utf16, .utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian] {
            #expect(try Self.decode(text.data(using: encoding)!).get() == expected, "\(encoding)")
        }
    }

    @Test func numbersNoFieldCanHoldAreDecodingFailures() throws {
        let digits = String(repeating: "9", count: 400)
        for body in [
            #"{"int":\#(digits)}"#, #"{"double":\#(digits)}"#, #"{"double":1e400}"#, #"{"double":-1e400}"#,
            #"{"int":1e400}"#, #"{"int":9223372036854775808}"#, #"{"int":1.5}"#, #"{"int":1e19}"#,
            #"{"double":NaN}"#, #"{"double":Infinity}"#, #"{"int":0x10}"#, #"{"int":007}"#,
        ] {
            guard case .failure(.decoding) = Self.decode(body) else {
                Issue.record("\(body): \(Self.decode(body))")
                continue
            }
        }
        // Exact values in other spellings are read exactly.
        #expect(try Self.decode(#"{"int":1e2,"double":2.5e-3}"#).get() == Scalars(int: 100, double: 0.0025))
        #expect(try Self.decode(#"{"int":-9223372036854775808}"#).get().int == Int.min)
    }

    @Test func brokenStringsAndTrailingBytesAreDecodingFailures() {
        let bodies =
            [
                #"{"text":"\ud800"}"#, #"{"text":"\udc00x"}"#, #"{"text":"\udc00\ud800"}"#, #"{"text":"x"} trailing"#,
                #"{"text":"x"}{"text":"y"}"#, "{\"text\":\"a\u{01}b\"}",
            ].map { Data($0.utf8) } + [
                // An overlong `/` and a UTF-8-encoded surrogate in a field that is read.
                Data(#"{"text":"x"}"#.utf8) + Data([0]),
                Data(#"{"text":""#.utf8) + Data([0xC0, 0xAF]) + Data(#""}"#.utf8),
                Data(#"{"text":""#.utf8) + Data([0xED, 0xA0, 0x80]) + Data(#""}"#.utf8),
            ]
        for body in bodies {
            guard case .failure(.decoding) = Self.decode(body) else {
                Issue.record("\(Array(body)): \(Self.decode(body))")
                continue
            }
        }
    }

    /// An empty answer is a value only where the schema says so (`response: empty`, ``EmptyResponse``).
    @Test func emptyBodiesAreDecodingFailuresWhateverTheStatus() throws {
        for status in [200, 204] {
            let error = try #require(throws: ClientError<FakeAPI>.self) {
                try FakeRequest<ReviewsPage>().decodeRecorded(Data(), statusCode: status)
            }
            guard case .decoding = error else {
                Issue.record("\(status): \(error)")
                continue
            }
        }
    }
}
