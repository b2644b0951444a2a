import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import SageBridge

/// Every recorded Bridge body, mangled, decodes through the object manager (the glue's decode path) and through the
/// typed requests to a typed error, or with the issue reported where Bridge objects are kept raw; never a crash or a
/// silent wrong value.
///
/// A dead server, a wrong password and an HTML sign-in answer are typed `ClientError<SageBridgeAPI>`s.
@Suite struct MalformedInputTests {
    /// Decodes a body the way the glue does and classifies the outcome.
    static func managerOutcome<T: Decodable & Sendable & Equatable>(_ type: T.Type, _ body: Data)
        -> MalformedOutcome<T>
    {
        do {
            let decoded = try BridgeObjectManager().decode(T.self, fromBridgeJSON: body)
            return .decoded(decoded.value, issues: decoded.issues.count)
        } catch {
            switch error {
            case .malformedJSON, .invalidObject: return .typedError("\(error)")
            case .unencodable: return .otherError("\(error)")
            }
        }
    }

    /// Decodes a body through a request's real path and classifies the outcome.
    static func requestOutcome<R: Request>(_ request: R, _ body: Data) -> MalformedOutcome<R.Response>
    where R.API == SageBridgeAPI, R.Response: Equatable {
        let issues = IssueCounter()
        let context = ResponseContext(for: SageBridgeAPI.self, issueHandler: { _ in issues.record() })
        do {
            return .decoded(try request.decodeRecorded(body, context: context), issues: issues.count)
        } catch {
            switch error {
            case .decoding, .api: return .typedError("\(error)")
            default: return .otherError("\(error)")
            }
        }
    }

    /// The problems of every variant of a body under one decode path.
    static func problems<T: Equatable>(_ original: Data, _ decode: (Data) -> MalformedOutcome<T>) -> [String] {
        let reference: T? = if case .decoded(let value, _) = decode(original) { value } else { nil }
        return MalformedBodies.json(from: original).compactMap {
            $0.problem(with: decode($0.body), original: reference)
        }
    }

    @Test func everyRecordedBodyIsCovered() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Fixtures.directory.path)
            .filter { $0.hasSuffix(".json") }
        #expect(Set(names) == Set(Fixtures.names))
    }

    @Test("malformed variants through the object manager", arguments: Fixtures.names)
    func objectManager(_ name: String) throws {
        let original = try Fixtures.data(name)
        let found =
            name == "error_message_only.json"
            ? Self.problems(original) { Self.managerOutcome(BridgeErrorResponse.self, $0) }
            : Self.problems(original) { Self.managerOutcome(BridgeObject.self, $0) }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    static let upload = UploadRequest(name: "a.zip", contentLength: 1, contentMd5: "x", contentType: "application/zip")

    @Test func malformedVariantsThroughTypedRequests() throws {
        var found: [String] = []
        found += Self.problems(try Fixtures.data("app_config_opaque_config_elements.json")) {
            Self.requestOutcome(GetAppConfig(appID: "test-app"), $0)
        }
        found += Self.problems(try Fixtures.data("upload_session.json")) {
            Self.requestOutcome(RequestUploadSession(uploadRequest: Self.upload), $0)
        }
        found += Self.problems(try Fixtures.data("upload_validation_status.json")) {
            Self.requestOutcome(GetUploadStatus(uploadID: "u"), $0)
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test func activityRangesTooFarFrom1970ToSplitAreRefusedNotLoopedOver() throws {
        let start = Date(timeIntervalSince1970: 1e300)
        #expect(throws: ClientError<SageBridgeAPI>.self) {
            try BridgeSession.activityWindows(from: start, to: start.addingTimeInterval(1e290))
        }
        let now = Date(timeIntervalSince1970: 1_534_824_000)
        #expect(try BridgeSession.activityWindows(from: now, to: now.addingTimeInterval(30 * 86_400)).count == 3)
    }

    /// Runs a body against a fresh fake Bridge (or none, when `serverDown`).
    func withSession(
        answering handler: LoopbackServer.Handler? = nil, _ body: (BridgeSession) async throws -> Void
    ) async throws {
        let bridge = FakeBridge()
        let server = try await LoopbackServer.start { request in
            if let handler { return try await handler(request) }
            return try await bridge.answer(request)
        }
        let session = BridgeSession(
            appID: "test-app", environment: .custom(hosts: ["default": server.baseURL]),
            settings: SageBridgeAPI.Settings(userAgent: "Tester/1", acceptLanguage: "en"))
        try await body(session)
        await server.stop()
    }

    @Test func aWrongPasswordIsATypedServerError() async throws {
        try await withSession { session in
            do {
                try await session.signIn(BridgeCredentials(email: "pat@example.org", password: "wrong"))
                Issue.record("a wrong password must fail")
            } catch {
                guard case .api(let body, _)? = error as? ClientError<SageBridgeAPI> else {
                    Issue.record("expected Bridge's error body, got \(error)")
                    return
                }
                #expect(body.statusCode == 404, "\(error)")
            }
        }
    }

    @Test func anHTMLPageInsteadOfASessionIsATypedDecodingError() async throws {
        let page = String(decoding: MalformedBodies.htmlErrorPage, as: UTF8.self)
        let handler: LoopbackServer.Handler = { _ in .html(page) }
        try await withSession(answering: handler) { session in
            do {
                try await session.signIn(BridgeCredentials(email: "pat@example.org", password: "P@ssw0rd"))
                Issue.record("an HTML answer must fail")
            } catch {
                guard case .decoding? = error as? ClientError<SageBridgeAPI> else {
                    Issue.record("expected a decoding error, got \(error)")
                    return
                }
            }
        }
    }

    @Test func aServerThatIsNotThereIsATypedTransportError() async throws {
        // Reserved and never listened on: refused, and no other process's server can be given the port.
        let closed = try ReservedPort()
        defer { withExtendedLifetime(closed) {} }
        let base = closed.baseURL
        let session = BridgeSession(
            appID: "test-app", environment: .custom(hosts: ["default": base]),
            settings: SageBridgeAPI.Settings(userAgent: "Tester/1", acceptLanguage: "en"), transport: CurlTransport())
        do {
            try await session.signIn(BridgeCredentials(email: "pat@example.org", password: "P@ssw0rd"))
            Issue.record("a closed port must fail")
        } catch {
            guard case .transport(let failure) = error else {
                Issue.record("expected a transport error, got \(error)")
                return
            }
            #expect(failure.kind == .connect)
        }
    }
}
