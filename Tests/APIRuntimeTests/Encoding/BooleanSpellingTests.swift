import Foundation
import Testing

@testable import APIRuntime

/// An API whose parameters spell Booleans `1` / `0` (FogBugz), with a Boolean setting.
enum NumericBooleanAPI: APIDefinition {
    typealias Environment = FakeAPI.Environment

    struct Settings: Sendable {
        var verbose = true
    }

    static let name = "NumericBooleans"
    static let wireFormat = WireFormat.json
    static let codingOptions = CodingOptions(
        dateFormats: [.iso8601], dateEncoding: .iso8601, parameterBooleans: .numeric)
    static let typeTable = TypeTable()

    static func settingParameters(_ settings: Settings) -> Parameters {
        [Parameter(name: "fVerbose", value: .boolean(settings.verbose))]
    }
}

/// A request of ``NumericBooleanAPI`` with free parameters.
struct NumericBooleanRequest: Request {
    typealias API = NumericBooleanAPI
    typealias Response = EmptyResponse
    var method: HTTPMethod = .get
    var path: String = "api.asp"
    var parameters: Parameters = []
    var bodyEncoding: BodyEncoding = .form
}

/// Booleans in queries, form bodies and multipart text parts follow the API's ``BooleanSpelling``; JSON does not.
@Suite("Boolean spelling in parameters")
struct BooleanSpellingTests {
    let flags: Parameters = [
        Parameter(name: "fWrite", value: .boolean(true)),
        Parameter(name: "fIncludeDeleted", value: .boolean(false)),
        Parameter(name: "flags", value: .list([.boolean(true), .boolean(false)]), arrayEncoding: .commaSeparated),
        Parameter(name: "n", value: .integer(1)),
    ]

    @Test func queryAndFormSpellings() throws {
        #expect(try QueryEncoder.encode(flags) == "fWrite=true&fIncludeDeleted=false&flags=true,false&n=1")
        #expect(
            try QueryEncoder.encode(flags, booleans: .numeric) == "fWrite=1&fIncludeDeleted=0&flags=1,0&n=1")
        let form = FormURLEncodedBodyParameters(flags, booleans: .numeric)
        #expect(try form.makeBody() == .data(Data("fWrite=1&fIncludeDeleted=0&flags=1,0&n=1".utf8)))
        #expect(ParameterValue.boolean(true).scalarText(booleans: .numeric) == "1")
        #expect(ParameterValue.string("true").scalarText(booleans: .numeric) == "true")
    }

    @Test func multipartTextPartsAndJSON() throws {
        let multipart = try MultipartFormDataBodyParameters(flags, boundary: "B", booleans: .numeric)
        let text = String(decoding: try multipart.makeBody().collect(), as: UTF8.self)
        #expect(
            text
                == "--B\r\nContent-Disposition: form-data; name=\"fWrite\"\r\n\r\n1\r\n"
                + "--B\r\nContent-Disposition: form-data; name=\"fIncludeDeleted\"\r\n\r\n0\r\n"
                + "--B\r\nContent-Disposition: form-data; name=\"flags\"\r\n\r\n1,0\r\n"
                + "--B\r\nContent-Disposition: form-data; name=\"n\"\r\n\r\n1\r\n--B--\r\n")
        let json = makeBodyParameters([flags[0]], encoding: .json, booleans: .numeric)
        #expect(try json.makeBody() == .data(Data(#"{"fWrite":true}"#.utf8)))
    }

    @Test func theClientSpellsBooleansPerTheAPI() async throws {
        let transport = FakeTransport(body: "")
        let client = Client<NumericBooleanAPI>(
            environment: .base("https://fb.example.com/"), settings: .init(), transport: transport)
        _ = try await client.send(NumericBooleanRequest(parameters: [flags[0]]))
        var post = NumericBooleanRequest(method: .post, parameters: [flags[1]])
        _ = try await client.send(post)
        post.bodyEncoding = .multipart
        let file = FilePayload(source: .data(Data("x".utf8)), filename: "a")
        post.parameters = [Parameter(name: "File1", value: .file(file))]
        _ = try await client.send(post)
        let sent = transport.requests
        #expect(sent[0].url.absoluteString == "https://fb.example.com/api.asp?fVerbose=1&fWrite=1")
        #expect(sent[1].url.absoluteString == "https://fb.example.com/api.asp")
        #expect(sent[1].body == .data(Data("fVerbose=1&fIncludeDeleted=0".utf8)))
        let multipart = String(decoding: try sent[2].body.collect(), as: UTF8.self)
        #expect(multipart.contains("name=\"fVerbose\"\r\n\r\n1\r\n"))
    }
}
