import Foundation
import Testing

@testable import APIRuntime

@Suite("Query, form and JSON encodings")
struct EncodingTests {
    @Test func queryKeepsOrderAndRepeatsNames() throws {
        let parameters: Parameters = [
            Parameter(name: "Filter", value: .string("Rating:gte:4")),
            Parameter(name: "Limit", value: .integer(10)),
            Parameter(name: "Filter", value: .string("IsFeatured:eq:true")),
            Parameter(name: "Sort", value: .number(2.0)),
            Parameter(name: "Ratio", value: .number(0.25)),
            Parameter(name: "Flag", value: .boolean(true)),
            Parameter(name: "Empty", value: .null),
        ]
        #expect(
            try QueryEncoder.encode(parameters)
                == "Filter=Rating%3Agte%3A4&Limit=10&Filter=IsFeatured%3Aeq%3Atrue&Sort=2&Ratio=0.25&Flag=true&Empty=")
    }

    @Test func percentEncodingLeavesOnlyUnreservedCharacters() throws {
        let value = "a b+c&d=e/f?g#h%i~j-k.l_m,n;o[p]q'r*s!ü€😀"
        let encoded = try QueryEncoder.encode([Parameter(name: "q x", value: .string(value))])
        #expect(
            encoded
                == "q%20x=a%20b%2Bc%26d%3De%2Ff%3Fg%23h%25i~j-k.l_m%2Cn%3Bo%5Bp%5Dq%27r%2As%21%C3%BC%E2%82%AC%F0%9F%98%80"
        )
    }

    @Test func valuesAreEncodedExactlyOnce() throws {
        let encoded = try QueryEncoder.encode([Parameter(name: "v", value: .string("%41 already%20encoded"))])
        #expect(encoded == "v=%2541%20already%2520encoded")
    }

    @Test func listSpellings() throws {
        let list = ParameterValue.list([.string("a,b"), .string("c d"), .integer(3)])
        #expect(try QueryEncoder.encode([Parameter(name: "k", value: list)]) == "k=a%2Cb&k=c%20d&k=3")
        #expect(
            try QueryEncoder.encode([Parameter(name: "k", value: list, arrayEncoding: .commaSeparated)])
                == "k=a%2Cb,c%20d,3")
        #expect(
            try QueryEncoder.encode([Parameter(name: "k", value: list, arrayEncoding: .bracketed)])
                == "k%5B%5D=a%2Cb&k%5B%5D=c%20d&k%5B%5D=3")
        #expect(
            try QueryEncoder.encode([Parameter(name: "k", value: list, arrayEncoding: .spaceDelimited)])
                == "k=a%2Cb%20c%20d%203")
        // A bar inside a value is encoded like the separator: OpenAPI's pipe style cannot tell them apart either.
        #expect(
            try QueryEncoder.encode([
                Parameter(name: "k", value: .list([.string("a|b"), .integer(3)]), arrayEncoding: .pipeDelimited)
            ]) == "k=a%7Cb%7C3")
        #expect(ArrayEncoding.allCases.map(\.separator) == [nil, ",", nil, " ", "|"])
        #expect(try QueryEncoder.encode([Parameter(name: "k", value: .list([]))]).isEmpty)
    }

    @Test func fileInQueryIsAnInvalidRequest() {
        let file = FilePayload(source: .data(Data([1])), filename: "a.bin")
        #expect(throws: CallFailure.self) {
            try QueryEncoder.encode([Parameter(name: "f", value: .file(file))])
        }
    }

    @Test func pathSegmentEscaping() {
        #expect(PercentEncoding.escapePathSegment("a/b c?d#e%f") == "a%2Fb%20c%3Fd%23e%25f")
        #expect(PercentEncoding.escapePathSegment("user@example.com") == "user%40example.com")
        #expect(PercentEncoding.escapePathSegment("Ok-1.2_~") == "Ok-1.2_~")
    }

    @Test func formBodyBytes() throws {
        let body = FormURLEncodedBodyParameters([
            Parameter(name: "cmd", value: .string("new")),
            Parameter(name: "sTitle", value: .string("Crash & burn = 100%")),
        ])
        #expect(body.contentType == "application/x-www-form-urlencoded; charset=utf-8")
        #expect(try body.makeBody() == .data(Data("cmd=new&sTitle=Crash%20%26%20burn%20%3D%20100%25".utf8)))
    }

    @Test func jsonBodyFromParametersKeepsOrderAndEscapes() throws {
        let body = JSONBodyParameters([
            Parameter(name: "z", value: .integer(1)),
            Parameter(name: "a", value: .string("quote\" back\\ nl\n tab\t ctl\u{01} é/")),
            Parameter(name: "list", value: .list([.boolean(false), .null, .number(1.5)])),
        ])
        let bytes = try body.makeBody().collect()
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == #"{"z":1,"a":"quote\" back\\ nl\n tab\t ctl\u0001 é/","list":[false,null,1.5]}"#)
    }

    @Test func jsonBodyRejectsNonFiniteNumbers() {
        #expect(throws: CallFailure.self) {
            try JSONBodyParameters([Parameter(name: "x", value: .number(.nan))]).makeBody()
        }
    }

    struct Payload: Codable, Sendable {
        var when: Date
        var name: String
    }

    @Test func jsonBodyFromEncodableUsesCodingOptions() throws {
        let options = CodingOptions(dateFormats: [.iso8601BasicOffset], dateEncoding: .iso8601BasicOffset)
        let body = JSONBodyParameters(
            encoding: Payload(when: Date(timeIntervalSince1970: 1_455_735_225), name: "a/b"), options: options)
        let text = String(decoding: try body.makeBody().collect(), as: UTF8.self)
        #expect(text == #"{"name":"a/b","when":"2016-02-17T18:53:45+0000"}"#)
    }

    @Test func derivedBodyFollowsTheMethod() throws {
        struct Post: Request {
            typealias API = FakeAPI
            typealias Response = EmptyResponse
            var method: HTTPMethod { .post }
            var path: String { "x" }
            var bodyEncoding: BodyEncoding { .form }
            var parameters: Parameters {
                [
                    Parameter(name: "a", value: .integer(1)),
                    Parameter(name: "q", value: .string("x"), location: .query),
                ]
            }
        }
        let placement = try Post().placement()
        #expect(try QueryEncoder.encode(placement.query) == "q=x")
        let body = try #require(placement.bodyParameters())
        #expect(body.contentType.hasPrefix("application/x-www-form-urlencoded"))
        #expect(try body.makeBody().collect() == Data("a=1".utf8))
    }
}

@Suite("Typed parameter appending")
struct ParameterConvertibleTests {
    @Test func typedValuesAppendInOrderAndSkipNil() throws {
        var parameters = Parameters()
        let missing: Int? = nil
        parameters.append("Limit", 10)
        parameters.append("Offset", missing)
        parameters.append(
            "Include", [MappingTests.Status.approved, MappingTests.Status(rawValue: "new")],
            arrayEncoding: .commaSeparated)
        parameters.append("Day", DateOnly(year: 2024, month: 2, day: 29))
        parameters.append("Since", date: Date(timeIntervalSince1970: 0), options: CodingOptions(dateEncoding: .iso8601))
        parameters.append(pattern: "Limit_{key}", ["Reviews": 5, "Answers": 2])
        parameters.append("Ratio", 2.5)
        #expect(
            try QueryEncoder.encode(parameters)
                == "Limit=10&Include=APPROVED,new&Day=2024-02-29&Since=1970-01-01T00%3A00%3A00Z&Limit_Answers=2&Limit_Reviews=5&Ratio=2.5"
        )
    }

    @Test func headerParametersUseTheScalarSpelling() throws {
        struct HeaderRequest: Request {
            typealias API = FakeAPI
            typealias Response = EmptyResponse
            var method: HTTPMethod { .get }
            var path: String { "x" }
            var parameters: Parameters { [Parameter(name: "X-Version", value: .number(2), location: .header)] }
        }
        let client = Client<FakeAPI>(
            environment: .base("https://h/"), settings: .init(passkey: "K"), transport: FakeTransport(body: ""))
        #expect(try client.makeHTTPRequest(for: HeaderRequest()).headers["X-Version"] == "2")
    }
}
