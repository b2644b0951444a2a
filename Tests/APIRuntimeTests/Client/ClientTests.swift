import Foundation
import Testing

@testable import APIRuntime

@Suite("Client: request building and error mapping")
struct ClientTests {
    func client(_ transport: FakeTransport, base: String = "https://api.example.com/data/") -> Client<FakeAPI> {
        Client<FakeAPI>(environment: .base(base), settings: .init(passkey: "KEY"), transport: transport)
    }

    @Test func getPutsSettingsThenParametersInTheQuery() async throws {
        let transport = FakeTransport(
            body: #"{"Results":[{"Id":"1","Rating":5,"SubmissionTime":"2012-08-07T04:12:06.000+00:00"}]}"#)
        var request = FakeRequest<ReviewsPage>()
        request.parameters = [
            Parameter(name: "Filter", value: .string("Id:eq:1")),
            Parameter(
                name: "Include", value: .list([.string("Products"), .string("Authors")]), arrayEncoding: .commaSeparated
            ),
            Parameter(name: "X-Trace", value: .string("t1"), location: .header),
        ]
        let page = try await client(transport).send(request)
        #expect(page.Results.first?.Rating == 5)
        #expect(page.Results.first?.SubmissionTime == Date(timeIntervalSince1970: 1_344_312_726))
        let sent = try #require(transport.requests.first)
        #expect(
            sent.url.absoluteString
                == "https://api.example.com/data/reviews.json?apiversion=5.4&passkey=KEY&Filter=Id%3Aeq%3A1&Include=Products,Authors"
        )
        #expect(sent.headers["x-trace"] == "t1")
        #expect(sent.headers["Accept"] == "application/json")
        #expect(sent.body == .empty)
    }

    @Test func queryIsAppendedToABaseThatAlreadyHasOne() async throws {
        let transport = FakeTransport(body: "{}")
        var request = FakeRequest<JSONValue>()
        request.path = ""
        request.parameters = [Parameter(name: "cmd", value: .string("logon"))]
        request.requiresAuthentication = false
        _ = try await client(transport, base: "https://x.fogbugz.com/api.asp?").send(request)
        #expect(transport.requests.first?.url.absoluteString == "https://x.fogbugz.com/api.asp?cmd=logon")
        let url = try ClientPipeline.makeURL(
            base: URL(string: "https://h/api.asp?v=1")!, path: "", query: [Parameter(name: "a", value: .integer(1))])
        #expect(url.absoluteString == "https://h/api.asp?v=1&a=1")
        let joined = try ClientPipeline.makeURL(base: URL(string: "https://h/v2/")!, path: "/offers/a%2Fb", query: [])
        #expect(joined.absoluteString == "https://h/v2/offers/a%2Fb")
    }

    @Test func postMergesSettingsIntoAFormBody() async throws {
        let transport = FakeTransport(body: "{}")
        var request = FakeRequest<JSONValue>()
        request.method = .post
        request.bodyEncoding = .form
        request.parameters = [Parameter(name: "Rating", value: .integer(4))]
        _ = try await client(transport).send(request)
        let sent = try #require(transport.requests.first)
        #expect(sent.url.absoluteString == "https://api.example.com/data/reviews.json")
        #expect(sent.headers["Content-Type"] == "application/x-www-form-urlencoded; charset=utf-8")
        #expect(try sent.body.collect() == Data("apiversion=5.4&passkey=KEY&Rating=4".utf8))
        #expect(sent.isIdempotent == false)
    }

    @Test func postMergesSettingsIntoAJSONBody() async throws {
        let transport = FakeTransport(body: "{}")
        var request = FakeRequest<JSONValue>()
        request.method = .put
        request.parameters = [Parameter(name: "name", value: .string("n"))]
        _ = try await client(transport).send(request)
        let sent = try #require(transport.requests.first)
        #expect(try sent.body.collect() == Data(#"{"apiversion":"5.4","passkey":"KEY","name":"n"}"#.utf8))
        #expect(sent.headers["content-type"] == "application/json")
    }

    @Test func unauthenticatedRequestsCarryNoSettings() async throws {
        let transport = FakeTransport(body: "{}")
        var request = FakeRequest<JSONValue>()
        request.requiresAuthentication = false
        _ = try await client(transport).send(request)
        #expect(transport.requests.first?.url.query == nil)
        #expect(transport.requests.first?.requiresAuthentication == false)
    }

    @Test func errorEnvelopeOn200IsAnAPIError() async throws {
        let transport = FakeTransport(body: #"{"HasErrors":true,"Errors":[{"Message":"Invalid value"}]}"#)
        await #expect {
            _ = try await client(transport).send(FakeRequest<JSONValue>())
        } throws: { error in
            guard case .api(let envelope, let response?) = error as? ClientError<FakeAPI> else { return false }
            return envelope.messages == ["Invalid value"] && response.statusCode == 200
        }
    }

    @Test func nonSuccessStatusKeepsTheBody() async throws {
        let transport = FakeTransport(status: 503, body: "maintenance")
        await #expect {
            _ = try await client(transport).send(FakeRequest<JSONValue>())
        } throws: { error in
            guard case ClientError<FakeAPI>.httpStatus(let response) = error else { return false }
            return response.statusCode == 503 && response.body == Data("maintenance".utf8)
        }
    }

    @Test func decodingFailureCarriesPathAndSnippet() async throws {
        let transport = FakeTransport(body: #"{"Results":[{"Id":"1"},{"Id":7}]}"#)
        await #expect {
            _ = try await client(transport).send(FakeRequest<ReviewsPage>())
        } throws: { error in
            guard case ClientError<FakeAPI>.decoding(let failure) = error else { return false }
            return failure.codingPath == "Results[1].Id" && failure.bodySnippet.hasPrefix(#"{"Results""#)
        }
    }

    @Test func transportFailuresAreTyped() async throws {
        let transport = FakeTransport { _, _ in throw TransportError(.timeout, "slow") }
        await #expect {
            _ = try await client(transport).send(FakeRequest<JSONValue>())
        } throws: { error in
            guard case ClientError<FakeAPI>.transport(let inner) = error else { return false }
            return inner.kind == .timeout
        }
    }

    @Test func unknownHostIsAnInvalidRequest() async throws {
        struct MediaRequest: Request {
            typealias API = FakeAPI
            typealias Response = EmptyResponse
            var method: HTTPMethod { .get }
            var host: String { "media" }
            var path: String { "x" }
        }
        let transport = FakeTransport(body: "")
        await #expect {
            _ = try await client(transport).send(MediaRequest())
        } throws: { error in
            guard case ClientError<FakeAPI>.invalidRequest = error else { return false }
            return true
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func recordedBodiesDecodeWithoutNetwork() throws {
        let body = try fixtureData("bazaarvoice", "submitfeedback_error_invalid_parameters.json")
        #expect(throws: ClientError<FakeAPI>.self) { try FakeRequest<JSONValue>().decodeRecorded(body) }
        let page = try FakeRequest<ReviewsPage>().decodeRecorded(Data(#"{"Results":[{"Id":"9"}]}"#.utf8))
        #expect(page.Results.map(\.Id) == ["9"])
        let client = client(FakeTransport(body: ""))
        #expect(
            try client.decodeRecorded(Data(#"{"Results":[]}"#.utf8), for: FakeRequest<ReviewsPage>()).Results.isEmpty)
    }

    @Test func middlewareRunsOutermostFirst() async throws {
        let transport = FakeTransport(body: "{}")
        let order = IssueLog()
        func tagging(_ name: String) -> ClosureMiddleware {
            ClosureMiddleware { request, next in
                order.handler(DecodingIssue(kind: .droppedField, codingPath: [], message: "in \(name)"))
                var request = request
                request.headers.add(name: "X-Order", value: name)
                let response = try await next(request)
                order.handler(DecodingIssue(kind: .droppedField, codingPath: [], message: "out \(name)"))
                return response
            }
        }
        let client = Client<FakeAPI>(
            environment: .base("https://h/"), settings: .init(passkey: "K"), transport: transport,
            middleware: [tagging("a"), tagging("b")])
        _ = try await client.send(FakeRequest<JSONValue>())
        #expect(order.issues.map(\.message) == ["in a", "in b", "out b", "out a"])
        #expect(transport.requests.first?.headers.values(for: "x-order") == ["a", "b"])
    }
}

@Suite("Client error descriptions")
struct ClientErrorDescriptionTests {
    @Test func statusDescriptionRedactsSecretsAndShowsTheBody() {
        let response = HTTPResponse(
            statusCode: 403, body: Data("denied".utf8), url: URL(string: "https://h/x.json?passkey=SECRET&a=1")!)
        let text = ClientError<FakeAPI>.httpStatus(response).description
        #expect(text == "HTTP 403 from https://h/x.json?passkey=<redacted>&a=1: denied")
        #expect(ClientError<FakeAPI>.httpStatus(response).statusCode == 403)
    }

    @Test func wrapKeepsTypedErrors() {
        guard case .transport(let error) = ClientError<FakeAPI>.wrap(CancellationError()) else {
            Issue.record("cancellation must map to a transport error")
            return
        }
        #expect(error.kind == .cancelled)
        guard case .invalidRequest("x") = ClientError<FakeAPI>.wrap(ClientError<FakeAPI>.invalidRequest("x")) else {
            Issue.record("a ClientError must be kept")
            return
        }
        guard case .invalidRequest("y") = ClientError<FakeAPI>.wrap(CallFailure.invalidRequest("y")) else {
            Issue.record("a CallFailure must go under its case")
            return
        }
        // Thrown outside a call, the API's own error has no response to carry.
        guard case .api(let envelope, nil) = ClientError<FakeAPI>.wrap(FakeAPI.EnvelopeError(messages: ["m"])) else {
            Issue.record("the API's own error must be filed as .api, without a response")
            return
        }
        #expect(envelope.messages == ["m"])
    }

    @Test func anAPIWithoutErrorsNeedsNoAPIOrSessionCase() {
        // `FormSettingsAPI` declares neither `Failure` nor `SessionFailure`: both are `Never`, and this switch is
        // exhaustive without `.api` or `.session`, which is the point of the typed error.
        let error = ClientError<ClientSettingsPlacementTests.FormSettingsAPI>.invalidRequest("x")
        switch error {
        case .transport, .httpStatus, .decoding: Issue.record("wrong case")
        case .invalidRequest(let message): #expect(message == "x")
        }
        #expect(ClientSettingsPlacementTests.FormSettingsAPI.Failure.self == Never.self)
    }

    @Test func aWrappedErrorOfAnotherAPIIsNotMistakenForThisOne() {
        let foreign = ClientError<ClientSettingsPlacementTests.FormSettingsAPI>.invalidRequest("x")
        guard case .invalidRequest("x") = ClientError<FakeAPI>.wrap(foreign) else {
            Issue.record("another API's call failure keeps its case")
            return
        }
    }
}

@Suite("Client settings placement")
struct ClientSettingsPlacementTests {
    enum FormSettingsAPI: APIDefinition {
        typealias Environment = FakeAPI.Environment
        typealias Settings = String
        static let name = "FormSettings"
        static let wireFormat = WireFormat.xml
        static let codingOptions = CodingOptions()
        static let typeTable = TypeTable()
        static func settingParameters(_ settings: String) -> Parameters {
            [
                Parameter(name: "token", value: .string(settings), location: .form),
                Parameter(name: "X-Client", value: .string("sdk"), location: .header),
            ]
        }
    }

    struct Command: Request {
        typealias API = FormSettingsAPI
        typealias Response = EmptyResponse
        var method: HTTPMethod { .post }
        var path: String { "" }
    }

    @Test func formBoundSettingsMakeAFormBodyAndHeadersGoToHeaders() async throws {
        let transport = FakeTransport(body: "<ok/>")
        let client = Client<FormSettingsAPI>(
            environment: .base("https://h/api.asp?"), settings: "T K", transport: transport)
        _ = try await client.send(Command())
        let sent = try #require(transport.requests.first)
        #expect(sent.url.absoluteString == "https://h/api.asp?")
        #expect(sent.headers["Content-Type"] == "application/x-www-form-urlencoded; charset=utf-8")
        #expect(sent.headers["X-Client"] == "sdk")
        #expect(sent.headers["Accept"] == "application/xml, text/xml")
        let bytes = try sent.body.collect()
        #expect(bytes == Data("token=T%20K".utf8))
    }
}

@Suite("Client with auth middleware")
struct ClientAuthTests {
    struct SignIn: Request {
        typealias API = FakeAPI
        struct Session: Decodable, Sendable { var sessionToken: String }
        typealias Response = Session
        var method: HTTPMethod { .post }
        var path: String { "v3/auth/signIn" }
        var parameters: Parameters { [Parameter(name: "email", value: .string("a@b.c"))] }
        var requiresAuthentication: Bool { false }
    }

    @Test func signInThroughTheSameClientThenReplayAfter401() async throws {
        let transport = FakeTransport { request, _ in
            let path = request.url.path
            if path.hasSuffix("signIn") {
                return HTTPResponse(statusCode: 200, body: Data(#"{"sessionToken":"S2"}"#.utf8), url: request.url)
            }
            let status = request.headers["Bridge-Session"] == "S2" ? 200 : 401
            return HTTPResponse(statusCode: status, body: Data("{}".utf8), url: request.url)
        }
        let authenticator = SessionAuthenticator(token: "S1")
        let client = Client<FakeAPI>(
            environment: .base("https://h/"), settings: .init(passkey: "K"), transport: transport,
            middleware: [SessionHeaderMiddleware(headerName: "Bridge-Session", authenticator: authenticator)])
        await authenticator.setSignIn { [weak client] in
            guard let client else { throw ClientError<FakeAPI>.invalidRequest("client gone") }
            return try await client.send(SignIn()).sessionToken
        }
        _ = try await client.send(FakeRequest<JSONValue>())
        let sent = transport.requests
        #expect(sent.map(\.url.path) == ["/reviews.json", "/v3/auth/signIn", "/reviews.json"])
        #expect(sent.map { $0.headers["Bridge-Session"] } == ["S1", nil, "S2"])
        #expect(try sent[1].body.collect() == Data(#"{"email":"a@b.c"}"#.utf8))
        #expect(await authenticator.signInCount == 1)
    }
}
