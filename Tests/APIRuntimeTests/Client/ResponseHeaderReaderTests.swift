import Foundation
import Testing

@testable import APIRuntime

/// `ResponseHeaderReader`: absent is `nil`, present and unreadable is a typed decoding failure naming the field.
@Suite struct ResponseHeaderReaderTests {
    static let reader = ResponseHeaderReader(
        [
            "x-count": " 12 ", "X-Big": "9007199254740993", "X-Ratio": "0.25", "X-Flag": "TRUE", "X-Off": "0",
            "Location": "/v1/things/7", "Date": "Sun, 06 Nov 1994 08:49:37 GMT", "X-Iso": "2012-08-07T04:12:06Z",
            "X-Epoch": "1700000000", "X-Bad": "12abc", "X-Nan": "nan", "X-Hex": "0x10", "X-Maybe": "yes",
        ], context: ResponseContext())

    @Test func valuesOfEachType() throws {
        let reader = Self.reader
        #expect(reader.string("X-COUNT") == "12")
        #expect(try reader.int("X-Count") == 12)
        #expect(try reader.int64("X-Big") == 9_007_199_254_740_993)
        #expect(try reader.double("X-Ratio") == 0.25)
        #expect(try reader.bool("X-Flag") == true)
        #expect(try reader.bool("X-Off") == false)
        #expect(try reader.url("Location")?.relativeString == "/v1/things/7")
        #expect(try reader.date("Date") == Date(timeIntervalSince1970: 784_111_777))
        #expect(try reader.date("X-Iso") == Date(timeIntervalSince1970: 1_344_312_726))
        #expect(try reader.date("X-Epoch", format: .unixSeconds) == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(try reader.int("Absent") == nil)
        #expect(reader.list("Absent") == nil)
    }

    @Test(arguments: [
        ("X-Bad", "an integer"), ("X-Nan", "a number"), ("X-Hex", "a number"), ("X-Maybe", "a Boolean"),
        ("X-Ratio", "a date"),
    ])
    func unreadableTextIsADecodingFailure(name: String, what: String) {
        #expect {
            switch what {
            case "an integer": _ = try Self.reader.int(name)
            case "a number": _ = try Self.reader.double(name)
            case "a Boolean": _ = try Self.reader.bool(name)
            default: _ = try Self.reader.date(name)
            }
        } throws: { error in
            guard case .decoding(let failure) = error as? CallFailure else { return false }
            return failure.message.contains("is not \(what)") && failure.codingPath == "headers.\(name)"
        }
    }

    @Test func repeatedFieldsJoinAndListsSplit() throws {
        let headers: HTTPHeaders = ["Vary": "Accept", "vary": "Accept-Encoding,  , Authorization"]
        let reader = ResponseHeaderReader(headers, context: ResponseContext())
        #expect(reader.string("Vary") == "Accept, Accept-Encoding,  , Authorization")
        #expect(reader.list("Vary") == ["Accept", "Accept-Encoding", "Authorization"])
    }

    @Test func aRequiredFieldMissingNamesIt() {
        #expect(throws: CallFailure.self) { try Self.reader.required(Self.reader.string("ETag"), "ETag") }
        #expect((try? Self.reader.required(Self.reader.string("X-Count"), "X-Count")) == "12")
    }
}
