import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import FogBugz

/// Every recorded FogBugz reply, mangled, decodes through the request's real path (the `<error>` check, then the XML
/// decoder) to a typed error, never a crash or a silent wrong value; a dead server, a wrong password and an HTML page
/// instead of XML are typed errors too.
@Suite struct MalformedInputTests {
    /// A request that decodes each recorded reply.
    static let decoders: [String: @Sendable (Data) -> [String]] = [
        "api_discovery.xml": { problems(CheckAPI(), $0) },
        "error_not_logged_on.xml": { problems(ListProjects(), $0) },
        "list_checkins.xml": { problems(ListCheckins(caseID: 12), $0) },
        "list_filters.xml": { problems(ListFilters(), $0) },
        "list_fixfors.xml": { problems(ListFixFors(), $0) },
        "list_people.xml": { problems(ListPeople(), $0) },
        "list_projects.xml": { problems(ListProjects(), $0) },
        "logon_error.xml": { problems(LogOn(email: "a", password: "b"), $0) },
        "logon_ok.xml": { problems(LogOn(email: "a", password: "b"), $0) },
        "new_case.xml": { problems(NewCase(caseFields: .init(title: "x")), $0) },
        "search_cases.xml": { problems(Search(query: "project:=2"), $0) },
        "search_cases_events.xml": { problems(Search(query: "1", columns: [.events]), $0) },
    ]

    /// Decodes a reply through the request's real path and classifies the outcome.
    static func outcome<R: Request>(_ request: R, _ body: Data) -> MalformedOutcome<R.Response>
    where R.API == FogBugzAPI, R.Response: Equatable {
        let issues = IssueCounter()
        let context = ResponseContext(for: FogBugzAPI.self, issueHandler: { _ in issues.record() })
        do {
            return .decoded(try request.decodeRecorded(body, context: context), issues: issues.count)
        } catch {
            switch error {
            case .decoding, .api: return .typedError("\(error)")
            // A body that does not parse as XML is a non-transient transport error (decodeXML).
            case .transport(let failure) where failure.kind == .malformedResponse: return .typedError("\(error)")
            default: return .otherError("\(error)")
            }
        }
    }

    /// The problems of every malformed variant of a reply.
    static func problems<R: Request>(_ request: R, _ original: Data) -> [String]
    where R.API == FogBugzAPI, R.Response: Equatable {
        let reference = try? request.decodeRecorded(original)
        let variants = MalformedBodies.xml(from: original)
        return variants.compactMap { $0.problem(with: outcome(request, $0.body), original: reference) }
    }

    /// The empty reply of `logoff` and `setCurrentFilter`; their `parseResponse` checks its document element.
    static let emptyReply = Data(#"<?xml version="1.0" encoding="UTF-8"?><response></response>"#.utf8)

    @Test func everyRecordedReplyHasADecoder() throws {
        #expect(Set(try Fixtures.allXMLNames()) == Set(Self.decoders.keys))
    }

    @Test("malformed variants of a recorded reply", arguments: decoders.keys.sorted())
    func variants(_ name: String) throws {
        let decode = try #require(Self.decoders[name])
        let problems = decode(try Fixtures.data(name))
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// Empty replies are checked too: an HTML page, an empty or truncated body is a typed error, not `EmptyResponse`.
    @Test func malformedVariantsOfAnEmptyReply() throws {
        for problems in [
            Self.problems(LogOff(), Self.emptyReply),
            Self.problems(SetCurrentFilter(filterID: "inbox"), Self.emptyReply),
            Self.problems(LogOff(), try Fixtures.data("error_not_logged_on.xml")),
        ] {
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        }
    }

    /// Generated `checkForErrors` reports an `<error>` it cannot decode as a decoding error (FogBugz gap 18).
    @Test func anErrorReplyWithAMalformedCodeIsNotAnEmptyList() throws {
        let reply = Data(#"<?xml version="1.0"?><response><error code="x3">Not logged on</error></response>"#.utf8)
        let error = try #require(throws: ClientError<FogBugzAPI>.self) { try ListProjects().decodeRecorded(reply) }
        guard case .decoding = error else {
            Issue.record("expected a decoding error, got \(error)")
            return
        }
    }

    /// The generated `parseResponse` checks the document element, also without the session's middleware (gap 17).
    @Test func aWellFormedDocumentThatIsNoFogBugzReplyIsNotAnEmptyList() throws {
        let feed = Data(#"<?xml version="1.0"?><rss version="2.0"><channel><title>x</title></channel></rss>"#.utf8)
        let error = try #require(throws: ClientError<FogBugzAPI>.self) { try ListProjects().decodeRecorded(feed) }
        guard case .decoding = error else {
            Issue.record("expected a decoding error, got \(error)")
            return
        }
    }

    /// A required list whose container is missing is a decoding error; an empty container is `[]` (gap 17).
    @Test func aReplyWithoutTheRequiredListIsNotAnEmptyList() throws {
        let bare = Data(#"<?xml version="1.0"?><response></response>"#.utf8)
        let error = try #require(throws: ClientError<FogBugzAPI>.self) { try ListProjects().decodeRecorded(bare) }
        guard case .decoding = error else {
            Issue.record("expected a decoding error, got \(error)")
            return
        }
        let empty = Data(#"<?xml version="1.0"?><response><projects/></response>"#.utf8)
        #expect(try ListProjects().decodeRecorded(empty).projects.isEmpty)
    }

    @Test func aWrongPasswordIsTheAPIsTypedError() async throws {
        let fake = try await FakeFogBugzServer.start()
        let session = FogBugzSession(serverURL: fake.rootURL, transport: CurlTransport())
        let error = await #expect(throws: ClientError<FogBugzAPI>.self) {
            try await session.logOn(email: fake.configuration.email, password: "wrong")
        }
        #expect(error?.errorCode == .incorrectUsernameOrPassword)
        await fake.stop()
    }

    /// Logs on against a fake server whose `listProjects` answers `reply`, lists projects, returns the error.
    func listProjectsError(answering reply: LoopbackResponse) async throws -> ClientError<FogBugzAPI>? {
        var configuration = FakeFogBugzServer.Configuration()
        configuration.overrides["listProjects"] = reply
        let fake = try await FakeFogBugzServer.start(configuration)
        let session = FogBugzSession(serverURL: fake.rootURL, transport: CurlTransport())
        let error = await #expect(throws: ClientError<FogBugzAPI>.self) {
            try await session.logOn(email: fake.configuration.email, password: fake.configuration.password)
            _ = try await session.send(ListProjects())
        }
        await fake.stop()
        return error
    }

    @Test func anHTMLPageOrAForeignDocumentInsteadOfAListIsATypedError() async throws {
        // An HTML page does not parse: a non-transient malformed response (decodeXML, Architecture).
        let html = try await listProjectsError(
            answering: .html(String(decoding: MalformedBodies.htmlErrorPage, as: UTF8.self)))
        guard case .transport(let failure) = html else {
            Issue.record("expected a malformed-response transport error, got \(String(describing: html))")
            return
        }
        #expect(failure.kind == .malformedResponse && !failure.isTransient && failure.message.contains("notXML"))
        // A well-formed document of another kind fails the generated root check.
        let feed = try await listProjectsError(answering: .xml("<rss version=\"2.0\"><channel/></rss>"))
        guard case .decoding(let decoding) = feed else {
            Issue.record("expected a decoding error, got \(String(describing: feed))")
            return
        }
        #expect(decoding.message.contains("<rss>"))
    }

    /// Logs on against a fake server whose `logoff` answers `reply`, logs off, returns the error and the session.
    func logOffError(answering reply: LoopbackResponse) async throws -> (ClientError<FogBugzAPI>?, isLoggedOn: Bool) {
        var configuration = FakeFogBugzServer.Configuration()
        configuration.overrides["logoff"] = reply
        let fake = try await FakeFogBugzServer.start(configuration)
        let session = FogBugzSession(serverURL: fake.rootURL, transport: CurlTransport())
        try await session.logOn(email: fake.configuration.email, password: fake.configuration.password)
        let error = await #expect(throws: ClientError<FogBugzAPI>.self) { try await session.logOff() }
        let isLoggedOn = await session.isLoggedOn
        await fake.stop()
        return (error, isLoggedOn)
    }

    /// A `response: empty` command (logoff) gets the same reply check as the others, and a failed logoff keeps the
    /// token so the caller can try again.
    @Test func anHTMLPageOrAForeignDocumentInsteadOfAnEmptyReplyIsATypedError() async throws {
        let (html, keptAfterHTML) = try await logOffError(
            answering: .html(String(decoding: MalformedBodies.htmlErrorPage, as: UTF8.self)))
        guard case .transport(let failure) = html else {
            Issue.record("expected a malformed-response transport error, got \(String(describing: html))")
            return
        }
        #expect(failure.kind == .malformedResponse && failure.message.contains("notXML"))
        #expect(keptAfterHTML)
        let (feed, keptAfterFeed) = try await logOffError(answering: .xml("<rss version=\"2.0\"><channel/></rss>"))
        guard case .decoding(let decoding) = feed else {
            Issue.record("expected a decoding error, got \(String(describing: feed))")
            return
        }
        #expect(decoding.message.contains("<rss>"))
        #expect(keptAfterFeed)
    }

    @Test func aServerThatIsNotThereIsATransportError() async throws {
        // Reserved and never listened on: refused, and no other process's server can be given the port.
        let closed = try ReservedPort()
        defer { withExtendedLifetime(closed) {} }
        let root = closed.baseURL
        let session = FogBugzSession(serverURL: root, transport: CurlTransport())
        let error = await #expect(throws: ClientError<FogBugzAPI>.self) { try await session.checkAPI() }
        guard case .transport(let failure) = error else {
            Issue.record("expected a transport error, got \(String(describing: error))")
            return
        }
        #expect(failure.kind == .connect)
    }
}
