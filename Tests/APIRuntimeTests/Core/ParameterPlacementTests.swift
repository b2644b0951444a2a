import Foundation
import Testing

@testable import APIRuntime

/// An API whose settings are derived (they follow the request like its own parameters), with one header setting.
enum DerivedSettingsAPI: APIDefinition {
    typealias Environment = FakeAPI.Environment
    typealias Settings = String

    static let name = "DerivedSettings"
    static let wireFormat = WireFormat.json
    static let codingOptions = CodingOptions(parameterBooleans: .numeric)
    static let typeTable = TypeTable()

    static func settingParameters(_ settings: String) -> Parameters {
        [
            Parameter(name: "key", value: .string(settings)),
            Parameter(name: "debug", value: .boolean(true)),
            Parameter(name: "X-Key", value: .string(settings), location: .header),
        ]
    }
}

/// A request of ``DerivedSettingsAPI`` with free method, parameters, encoding and whole body.
struct PlacedRequest: Request {
    typealias API = DerivedSettingsAPI
    typealias Response = EmptyResponse
    var method: HTTPMethod = .post
    var path: String = "items"
    var parameters: Parameters = []
    var bodyEncoding: BodyEncoding = .json
    var wholeBody: (any BodyParameters)?
}

@Suite("One rule for where a parameter goes")
struct ParameterPlacementTests {
    let client = Client<DerivedSettingsAPI>(
        environment: .base("https://h/v1/"), settings: "K", transport: FakeTransport(body: ""))

    func sent(_ request: PlacedRequest) throws -> (url: String, contentType: String?, body: String) {
        let http = try client.makeHTTPRequest(for: request)
        return (
            http.url.absoluteString, http.headers["Content-Type"],
            String(decoding: try http.body.collect(), as: UTF8.self)
        )
    }

    @Test func getPutsDerivedSettingsThenParametersInTheQuery() throws {
        let request = PlacedRequest(method: .get, parameters: [Parameter(name: "q", value: .string("a b"))])
        let (url, contentType, body) = try sent(request)
        #expect(url == "https://h/v1/items?key=K&debug=1&q=a%20b")
        #expect(contentType == nil)
        #expect(body.isEmpty)
        #expect(try client.makeHTTPRequest(for: request).headers["X-Key"] == "K")
    }

    @Test func derivedSettingsJoinAJSONBodyInFront() throws {
        let request = PlacedRequest(parameters: [Parameter(name: "name", value: .string("n"))])
        let (url, contentType, body) = try sent(request)
        #expect(url == "https://h/v1/items")
        #expect(contentType == "application/json")
        #expect(body == #"{"key":"K","debug":true,"name":"n"}"#)
    }

    @Test func derivedSettingsJoinAFormBodyInFront() throws {
        let request = PlacedRequest(parameters: [Parameter(name: "n", value: .integer(1))], bodyEncoding: .form)
        let (url, contentType, body) = try sent(request)
        #expect(url == "https://h/v1/items")
        #expect(contentType == "application/x-www-form-urlencoded; charset=utf-8")
        #expect(body == "key=K&debug=1&n=1")
    }

    @Test func derivedSettingsBecomeTextPartsInFrontOfAMultipartBody() throws {
        let file = FilePayload(source: .data(Data("PNG".utf8)), filename: "a.png", contentType: "image/png")
        let request = PlacedRequest(parameters: [Parameter(name: "photo", value: .file(file), location: .multipart)])
        let placement = try request.placement(settings: DerivedSettingsAPI.settingParameters("K"))
        #expect(placement.bodyEncoding == .multipart)
        #expect(placement.body.map(\.name) == ["key", "debug", "photo"])
        let (url, contentType, body) = try sent(request)
        #expect(url == "https://h/v1/items")
        #expect(contentType?.hasPrefix("multipart/form-data; boundary=") == true)
        let key = try #require(body.range(of: #"name="key""#))
        let debug = try #require(body.range(of: #"name="debug""#))
        let photo = try #require(body.range(of: #"name="photo"; filename="a.png""#))
        #expect(key.lowerBound < debug.lowerBound && debug.lowerBound < photo.lowerBound)
        #expect(body.contains("\r\n\r\n1\r\n"))  // the API's numeric Booleans in a text part
    }

    @Test func aBodySuppliedWholeSendsDerivedSettingsInTheQuery() throws {
        let whole = JSONBodyParameters([Parameter(name: "list", value: .string("groceries"))])
        let request = PlacedRequest(method: .put, wholeBody: whole)
        let (url, contentType, body) = try sent(request)
        #expect(url == "https://h/v1/items?key=K&debug=1")
        #expect(contentType == "application/json")
        #expect(body == #"{"list":"groceries"}"#)
    }

    @Test func aDeleteSendsExplicitBodyMembersAndKeepsDerivedOnesInTheQuery() throws {
        let request = PlacedRequest(
            method: .delete,
            parameters: [
                Parameter(name: "version", value: .integer(3)),
                Parameter(name: "reason", value: .string("dup"), location: .body),
            ])
        let (url, contentType, body) = try sent(request)
        #expect(url == "https://h/v1/items?key=K&debug=1&version=3")
        #expect(contentType == "application/json")
        #expect(body == #"{"reason":"dup"}"#)
        let whole = JSONBodyParameters([Parameter(name: "ids", value: .string("a,b"))])
        let (wholeURL, wholeType, wholeBody) = try sent(PlacedRequest(method: .delete, wholeBody: whole))
        #expect(wholeURL == "https://h/v1/items?key=K&debug=1")
        #expect(wholeType == "application/json")
        #expect(wholeBody == #"{"ids":"a,b"}"#)
        let (_, formType, formBody) = try sent(
            PlacedRequest(method: .delete, parameters: [Parameter(name: "ok", value: .integer(1), location: .form)]))
        #expect(formType == "application/x-www-form-urlencoded; charset=utf-8")
        #expect(formBody == "ok=1")
    }

    @Test func aBodyMemberCannotJoinABodySuppliedWhole() throws {
        let whole = JSONBodyParameters([Parameter(name: "list", value: .string("groceries"))])
        let request = PlacedRequest(
            method: .put, parameters: [Parameter(name: "extra", value: .integer(1), location: .form)], wholeBody: whole)
        let error = try #require(throws: ClientError<DerivedSettingsAPI>.self) {
            try client.makeHTTPRequest(for: request)
        }
        guard case .invalidRequest(let message) = error else {
            Issue.record("expected an invalid request, got \(error)")
            return
        }
        #expect(message.contains("'extra'"))
    }

    @Test func queryBoundParametersStayInTheQueryOfAPost() throws {
        let request = PlacedRequest(
            parameters: [
                Parameter(name: "page", value: .integer(2), location: .query),
                Parameter(name: "name", value: .string("n")),
            ])
        let (url, _, body) = try sent(request)
        #expect(url == "https://h/v1/items?page=2")
        #expect(body == #"{"key":"K","debug":true,"name":"n"}"#)
    }

    @Test func aFormMemberMakesTheWholeBodyAForm() throws {
        let placement = try ParameterPlacement(
            settings: [Parameter(name: "token", value: .string("T"), location: .form)],
            parameters: [Parameter(name: "a", value: .integer(1))], method: .post, bodyEncoding: .json,
            hasWholeBody: false)
        #expect(placement.bodyEncoding == .form)
        #expect(placement.body.map(\.name) == ["token", "a"])
        #expect(placement.query.isEmpty)
    }

    @Test func headersKeepTheirOrderAndTheRequestWins() throws {
        let placement = try ParameterPlacement(
            settings: [Parameter(name: "X-Key", value: .string("setting"), location: .header)],
            parameters: [Parameter(name: "X-Key", value: .string("request"), location: .header)], method: .get,
            bodyEncoding: .json, hasWholeBody: false)
        #expect(placement.headers.map(\.value) == [.string("setting"), .string("request")])
        let request = PlacedRequest(
            method: .get, parameters: [Parameter(name: "X-Key", value: .string("request"), location: .header)])
        #expect(try client.makeHTTPRequest(for: request).headers.values(for: "X-Key") == ["request"])
    }
}
