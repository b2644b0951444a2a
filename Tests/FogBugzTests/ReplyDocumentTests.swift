import Foundation
import Testing

@testable import APIRuntime
@testable import FogBugz

/// What counts as a FogBugz reply, for every command: `response: empty` ones included, on one parse.
///
/// The generated code checks it (the `<error>` check, then `parseResponse`). These cases were the glue's
/// `ReplyCheckMiddleware` until the generator gave empty replies the same root check as the others.
@Suite struct ReplyDocumentTests {
    /// A command of each reply kind: empty (`logoff`, `setCurrentFilter`), a payload, an unauthenticated one.
    enum Command: String, CaseIterable, Sendable, CustomStringConvertible {
        case logOff, setCurrentFilter, listProjects, logOn

        /// Decodes a reply through the command's real path (error check, status, `parseResponse`).
        func decode(_ body: Data, status: Int = 200, context: ResponseContext? = nil) throws(ClientError<FogBugzAPI>) {
            switch self {
            case .logOff: _ = try LogOff().decodeRecorded(body, statusCode: status, context: context)
            case .setCurrentFilter:
                _ = try SetCurrentFilter(filterID: "inbox").decodeRecorded(body, statusCode: status, context: context)
            case .listProjects: _ = try ListProjects().decodeRecorded(body, statusCode: status, context: context)
            case .logOn:
                _ = try LogOn(email: "a", password: "b").decodeRecorded(body, statusCode: status, context: context)
            }
        }

        /// A reply the command accepts.
        var goodReply: Data {
            get throws {
                switch self {
                case .logOff: return Data(#"<?xml version="1.0" encoding="UTF-8"?><response></response>"#.utf8)
                case .setCurrentFilter: return Data("<response/>".utf8)
                case .listProjects: return try Fixtures.data("list_projects.xml")
                case .logOn: return try Fixtures.data("logon_ok.xml")
                }
            }
        }

        var description: String { rawValue }
    }

    /// A reply that is no FogBugz reply, and the typed error it must give.
    struct BadReply: Sendable, CustomStringConvertible {
        enum Failure: Sendable {
            /// `ClientError.transport` of kind `.malformedResponse`, the message mentioning this.
            case malformedResponse(mentioning: String)
            /// `ClientError.decoding`, the message mentioning this.
            case decoding(mentioning: String)
        }

        var description: String
        var body: String
        var failure: Failure

        static let all = [
            BadReply(
                description: "HTML page",
                body: #"<html><body>Object moved to <a href="internalError.asp">here</a></body></html>"#,
                failure: .malformedResponse(mentioning: "notXML")),
            BadReply(
                description: "malformed XML", body: "<response><token>abc</response>",
                failure: .malformedResponse(mentioning: "malformed")),
            BadReply(description: "empty body", body: "", failure: .malformedResponse(mentioning: "malformed")),
            BadReply(
                description: "wrong document element", body: "<result><token>abc</token></result>",
                failure: .decoding(mentioning: "the document element is <result>, not <response>")),
        ]

        /// Why `error` is not the failure this reply must give, or `nil` when it is.
        func mismatch(_ error: ClientError<FogBugzAPI>?) -> String? {
            switch (failure, error) {
            case (.malformedResponse(let text), .transport(let transport)?)
            where transport.kind == .malformedResponse && !transport.isTransient && transport.message.contains(text):
                return nil
            case (.decoding(let text), .decoding(let decoding)?) where decoding.message.contains(text):
                return nil
            default:
                return "\(description): expected \(failure), got \(String(describing: error))"
            }
        }
    }

    @Test(arguments: Command.allCases)
    func fogBugzRepliesPass(_ command: Command) throws {
        try command.decode(try command.goodReply)
    }

    @Test func aRecordedListWithAttributesAndTextPasses() throws {
        let filters = try ListFilters().decodeRecorded(try Fixtures.data("list_filters.xml"))
        #expect(!filters.filters.isEmpty)
    }

    @Test(arguments: BadReply.all, Command.allCases)
    func otherBodiesAreTypedErrors(_ reply: BadReply, _ command: Command) {
        let error = #expect(throws: ClientError<FogBugzAPI>.self) { try command.decode(Data(reply.body.utf8)) }
        if let mismatch = reply.mismatch(error) { Issue.record(Comment(rawValue: mismatch)) }
    }

    @Test(arguments: Command.allCases)
    func anErrorOnStatus200IsTheAPIsError(_ command: Command) throws {
        let error = #expect(throws: ClientError<FogBugzAPI>.self) {
            try command.decode(try Fixtures.data("error_not_logged_on.xml"))
        }
        #expect(error?.errorCode == .notLoggedOn)
    }

    @Test(arguments: Command.allCases)
    func anErrorStatusWithAnHTMLPageIsTheStatus(_ command: Command) {
        // The reply check never turns an HTTP error into a malformed reply: the status is what the caller sees.
        let error = #expect(throws: ClientError<FogBugzAPI>.self) {
            try command.decode(Data("<html><body>503 Service Unavailable</body></html>".utf8), status: 503)
        }
        guard case .httpStatus(let response) = error else {
            Issue.record("expected the HTTP status, got \(String(describing: error))")
            return
        }
        #expect(response.statusCode == 503)
    }

    @Test(arguments: Command.allCases)
    func eachReplyIsParsedOnce(_ command: Command) throws {
        // Reads: the error check and the decode of a good reply; the check alone for an `<error>`; for an HTML
        // page the check's envelope decode, its look for `<error>` and the decode, all on the one failed parse.
        let cases: [(body: Data, reads: Int)] = [
            (try command.goodReply, 2),
            (try Fixtures.data("error_not_logged_on.xml"), 1),
            (Data("<html><body>moved</body></html>".utf8), 3),
        ]
        for (body, reads) in cases {
            let context = ResponseContext(for: FogBugzAPI.self).sharingXMLParse(of: body)
            let shared = try #require(context.sharedXMLParse)
            _ = try? command.decode(body, context: context)
            #expect(shared.counts == .init(parses: 1, reads: reads), "\(String(decoding: body, as: UTF8.self))")
        }
    }
}
