import Foundation
import Testing

@testable import APIRuntime

/// One XML reply, one parse: the API's error check and the request's decode share the tree through the call's
/// `ResponseContext` (`xmlTree(parsing:)`), which `ClientPipeline.handle` sets up for XML APIs only.
@Suite("Shared XML parse")
struct SharedXMLParseTests {
    /// An XML API whose error check reads `<error>` from the reply, as generated checks do.
    enum ReplyAPI: APIDefinition {
        typealias Environment = FakeAPI.Environment
        typealias Settings = String
        typealias Failure = Refusal
        static let name = "Reply"
        static let wireFormat = WireFormat.xml
        static let codingOptions = CodingOptions()
        static let typeTable = TypeTable()
        static func settingParameters(_ settings: String) -> Parameters { [] }

        static func checkForErrors(in response: HTTPResponse, context: ResponseContext) throws(ClientError<ReplyAPI>) {
            guard let root = try? context.xmlTree(parsing: response.body).root, let error = root.child("error")
            else { return }
            throw .api(Refusal(message: error.text), response: response)
        }
    }

    /// The error `ReplyAPI` throws for an `<error>` reply.
    struct Refusal: Error, Sendable, Equatable {
        var message: String
    }

    /// The payload of a `<response><token>…</token></response>` reply.
    struct Token: XMLDecodable, Equatable {
        var token: String

        init(xml element: XMLTree.Element, context: ResponseContext) throws {
            token = try element.requiredValue(of: "token", as: String.self)
        }
    }

    /// A request decoded through the runtime's default XML `parseResponse`.
    struct GetToken: Request {
        typealias API = ReplyAPI
        typealias Response = Token
        var method: HTTPMethod { .get }
        var path: String { "" }
    }

    /// What `parseResponse` was handed: the shared parse's counts so far, `nil` without one.
    struct Probe<API: APIDefinition>: Request {
        typealias Response = [Int]?
        var method: HTTPMethod { .get }
        var path: String { "" }

        func parseResponse(_ response: HTTPResponse, context: ResponseContext) throws -> [Int]? {
            context.sharedXMLParse.map { [$0.counts.parses, $0.counts.reads] }
        }
    }

    static func data(_ text: String) -> Data { Data(text.utf8) }

    /// The call's context with a shared parse of `body` that the test can look at afterwards.
    static func sharing(_ body: Data) throws -> (ResponseContext, SharedXMLParse) {
        let context = ResponseContext(for: ReplyAPI.self).sharingXMLParse(of: body)
        return (context, try #require(context.sharedXMLParse))
    }

    @Test func theErrorCheckAndTheDecodeReadOneParse() throws {
        let body = Self.data("<response><token>t1</token></response>")
        let (context, shared) = try Self.sharing(body)
        #expect(try GetToken().decodeRecorded(body, context: context).token == "t1")
        // Read by the check and by the decode, parsed once.
        #expect(shared.counts == .init(parses: 1, reads: 2))
    }

    @Test func anErrorReplyIsParsedOnceAndStopsAtTheCheck() throws {
        let body = Self.data("<response><error>Not logged on</error></response>")
        let (context, shared) = try Self.sharing(body)
        let error = #expect(throws: ClientError<ReplyAPI>.self) {
            try GetToken().decodeRecorded(body, context: context)
        }
        guard case .api(let refusal, _) = error else {
            Issue.record("expected the API's error, got \(String(describing: error))")
            return
        }
        #expect(refusal == Refusal(message: "Not logged on"))
        #expect(shared.counts == .init(parses: 1, reads: 1))
    }

    @Test func aBodyThatDoesNotParseFailsOnceForEveryReader() throws {
        let body = Self.data("<html><body>Object moved<br></body></html>")
        let (context, shared) = try Self.sharing(body)
        let error = #expect(throws: ClientError<ReplyAPI>.self) {
            try GetToken().decodeRecorded(body, context: context)
        }
        guard case .transport(let failure) = error else {
            Issue.record("expected a malformed response, got \(String(describing: error))")
            return
        }
        #expect(failure.kind == .malformedResponse && failure.message.contains("notXML"))
        // The check's failed read is remembered: the decode gets the same parse error without parsing again.
        #expect(shared.counts == .init(parses: 1, reads: 2))
    }

    @Test func otherBytesAreParsedOnTheirOwn() throws {
        let (context, shared) = try Self.sharing(Self.data("<response/>"))
        #expect(try context.xmlTree(parsing: Self.data("<other/>")).root.name == "other")
        #expect(shared.counts == .init(parses: 0, reads: 0))
        #expect(try context.xmlTree(parsing: Self.data("<response/>")).root.name == "response")
        #expect(shared.counts == .init(parses: 1, reads: 1))
    }

    @Test func thePipelineSharesTheParseForXMLAPIsOnly() throws {
        // The check read the body before `parseResponse` was called: one parse, one read so far.
        let xml = try Probe<ReplyAPI>().decodeRecorded(Self.data("<response/>"))
        #expect(xml == [1, 1])
        let json = try Probe<FakeAPI>().decodeRecorded(Self.data("{}"))
        #expect(json == nil)
    }

    @Test func aContextAlreadySharingTheBodyKeepsItsParse() throws {
        let body = Self.data("<response/>")
        let (context, shared) = try Self.sharing(body)
        #expect(context.sharingXMLParse(of: body).sharedXMLParse === shared)
        #expect(context.sharingXMLParse(of: Self.data("<r/>")).sharedXMLParse !== shared)
    }
}
