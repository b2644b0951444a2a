import Foundation
import Logging
import LoopbackServer
import Testing

@testable import APIRuntime

/// Counts calls; thread-safe.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var count: Int { lock.locked { value } }
    @discardableResult func increment() -> Int {
        lock.locked {
            value += 1
            return value
        }
    }
}

/// Records sleeps instead of waiting.
final class FakeClock: @unchecked Sendable {
    private let lock = NSLock()
    private var slept: [Duration] = []
    var sleeps: [Duration] { lock.locked { slept } }
    var sleep: @Sendable (Duration) async throws -> Void {
        { duration in self.lock.locked { self.slept.append(duration) } }
    }
}

@Suite("Middleware: auth styles, retry, redaction")
struct MiddlewareTests {
    let url = URL(string: "https://h/x?a=1")!

    func response(_ status: Int, _ body: String = "", headers: HTTPHeaders = HTTPHeaders()) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: headers, body: Data(body.utf8), url: url)
    }

    // The limit only turns a hang (a middleware that serialized the requests) into a failure; ten minutes, as
    // the test may wait long for a thread of a busy pool on a loaded machine (two minutes were seen).
    @Test(.timeLimit(.minutes(10)))
    func sessionHeaderReauthenticatesOnceForConcurrent401s() async throws {
        let signIns = Counter()
        let rejected = Counter()
        let allRejected = LoopbackGate()
        // The sign-in finishes only once all eight requests got their 401 with the old token, so all eight
        // are concurrent 401s however the machine schedules the tasks.
        let authenticator = SessionAuthenticator(token: "old") {
            signIns.increment()
            await allRejected.wait()
            return "new"
        }
        let middleware = SessionHeaderMiddleware(headerName: "Bridge-Session", authenticator: authenticator)
        let next: MiddlewareNext = { request in
            if request.headers["bridge-session"] == "new" { return self.response(200, "ok") }
            if rejected.increment() == 8 { allRejected.open() }
            return self.response(401)
        }
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    try await middleware.intercept(HTTPRequest(method: .get, url: url), next: next).statusCode
                }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 200, count: 8))
        #expect(rejected.count == 8)
        #expect(signIns.count == 1)
    }

    @Test func sessionHeaderSkipsUnauthenticatedRequestsAndGivesUpAfterOneReplay() async throws {
        let authenticator = SessionAuthenticator(token: "t") { "t2" }
        let middleware = SessionHeaderMiddleware(headerName: "Bridge-Session", authenticator: authenticator)
        let calls = Counter()
        let open = try await middleware.intercept(
            HTTPRequest(method: .post, url: url, requiresAuthentication: false),
            next: { request in
                #expect(request.headers["Bridge-Session"] == nil)
                return self.response(200)
            })
        #expect(open.statusCode == 200)
        let failing = try await middleware.intercept(
            HTTPRequest(method: .get, url: url),
            next: { _ in
                calls.increment()
                return self.response(401)
            })
        #expect(failing.statusCode == 401)
        #expect(calls.count == 2)
    }

    @Test func withoutSignInTheExpiredResponseIsReturned() async throws {
        let middleware = SessionHeaderMiddleware(headerName: "Bridge-Session", authenticator: SessionAuthenticator())
        let calls = Counter()
        let result = try await middleware.intercept(
            HTTPRequest(method: .get, url: url),
            next: { request in
                calls.increment()
                #expect(request.headers["Bridge-Session"] == nil)
                return self.response(401, #"{"message":"Not signed in"}"#)
            })
        #expect(result.statusCode == 401)
        #expect(calls.count == 1)
        let signed = SignedTokenMiddleware(session: SignedSession(secret: "s", token: "t"), renewOn: [1101])
        let expired = try await signed.intercept(
            HTTPRequest(method: .get, url: url), next: { _ in self.response(400, #"{"code":1101}"#) })
        #expect(expired.statusCode == 400)
    }

    @Test func tokenParameterGoesInQueryOrFormBody() async throws {
        let authenticator = SessionAuthenticator(token: "tok en")
        let query = TokenParameterMiddleware(parameterName: "token", authenticator: authenticator)
        _ = try await query.intercept(
            HTTPRequest(method: .get, url: URL(string: "https://h/api.asp?cmd=search&token=stale")!),
            next: { request in
                #expect(request.url.absoluteString == "https://h/api.asp?cmd=search&token=tok%20en")
                return self.response(200)
            })
        let form = TokenParameterMiddleware(parameterName: "token", inFormBody: true, authenticator: authenticator)
        var post = HTTPRequest(method: .post, url: URL(string: "https://h/api.asp")!, body: .data(Data("cmd=new".utf8)))
        post.headers["Content-Type"] = "application/x-www-form-urlencoded; charset=utf-8"
        _ = try await form.intercept(
            post,
            next: { request in
                let bytes = try request.body.collect()
                #expect(bytes == Data("cmd=new&token=tok%20en".utf8))
                #expect(request.url.absoluteString == "https://h/api.asp")
                return self.response(200)
            })
    }

    @Test func tokenParameterSignsInWhenMissingAndOnExpiry() async throws {
        let signIns = Counter()
        let authenticator = SessionAuthenticator { "T\(signIns.increment())" }
        let middleware = TokenParameterMiddleware(
            parameterName: "token", authenticator: authenticator,
            isSessionExpired: { String(decoding: $0.body, as: UTF8.self).contains("code=\"3\"") })
        let result = try await middleware.intercept(
            HTTPRequest(method: .get, url: URL(string: "https://h/api.asp?cmd=listPeople")!),
            next: { request in
                request.url.absoluteString.hasSuffix("token=T2")
                    ? self.response(200, "<ok/>") : self.response(200, "<error code=\"3\"/>")
            })
        #expect(String(decoding: result.body, as: UTF8.self) == "<ok/>")
        #expect(signIns.count == 2)
    }

    @Test func queryKeyReplacesAnExistingPairAndKeepsTheFragment() async throws {
        let middleware = QueryKeyMiddleware(name: "passkey", key: "k&y")
        _ = try await middleware.intercept(
            HTTPRequest(method: .get, url: URL(string: "https://h/r.json?passkey=old&Limit=5#top")!),
            next: { request in
                #expect(request.url.absoluteString == "https://h/r.json?Limit=5&passkey=k%26y#top")
                return self.response(200)
            })
        _ = try await middleware.intercept(
            HTTPRequest(method: .get, url: URL(string: "https://h/r.json")!, requiresAuthentication: false),
            next: { request in
                #expect(request.url.query == nil)
                return self.response(200)
            })
    }

    @Test func signatureIsLowercaseHexSHA256OfSecretThenToken() {
        #expect(
            SignedTokenMiddleware.signature(secret: "secret", token: "token")
                == "a78dd2126c3ef3a0fafe52ae69a366340edd5046474eab3d03402f95fef8289e")
    }

    @Test func signedTokenSignsAdoptsAndRenews() async throws {
        let renewals = Counter()
        let renewedFrom = IssueLog()
        let session = SignedSession(secret: "secret", token: "token") { current in
            renewedFrom.handler(DecodingIssue(kind: .droppedField, codingPath: [], message: current ?? "nil"))
            renewals.increment()
            return ("renewed", nil)
        }
        let middleware = SignedTokenMiddleware(session: session, renewOn: [1101, 1108])
        let first = try await middleware.intercept(
            HTTPRequest(method: .get, url: url),
            next: { request in
                #expect(request.headers["X-Token"] == "token")
                #expect(
                    request.headers["X-Signature"] == "a78dd2126c3ef3a0fafe52ae69a366340edd5046474eab3d03402f95fef8289e"
                )
                return self.response(
                    200, "[]", headers: ["X-Token": "fresh", "X-Token-Expires": "2030-02-17T18:53:45+0000"])
            })
        #expect(first.statusCode == 200)
        let current = await session.current
        #expect(current.token == "fresh")
        #expect(current.expires == DateFormat.iso8601.parse("2030-02-17T18:53:45Z"))

        let calls = Counter()
        let renewed = try await middleware.intercept(
            HTTPRequest(method: .get, url: url),
            next: { request in
                calls.increment()
                if request.headers["X-Token"] == "renewed" {
                    #expect(
                        request.headers["X-Signature"]
                            == SignedTokenMiddleware.signature(secret: "secret", token: "renewed"))
                    return self.response(200, "[]")
                }
                return self.response(400, #"{"code":1101,"message":"Token expired"}"#)
            })
        #expect(renewed.statusCode == 200)
        #expect(calls.count == 2)
        #expect(renewals.count == 1)

        // Loop guard: a renewal that keeps failing replays once and returns the failure.
        let stuck = Counter()
        let failure = try await middleware.intercept(
            HTTPRequest(method: .get, url: url),
            next: { _ in
                stuck.increment()
                return self.response(400, #"{"code":"1108"}"#)
            })
        #expect(failure.statusCode == 400)
        #expect(stuck.count == 2)
        #expect(renewedFrom.issues.map(\.message) == ["fresh", "renewed"])
    }

    @Test func retryHonoursRetryAfterSecondsAndDates() async throws {
        let clock = FakeClock()
        let now = Date(timeIntervalSince1970: 784_111_770)
        let retry = RetryMiddleware(
            policy: RetryPolicy(maxAttempts: 3), sleep: clock.sleep, random: { 0.5 }, now: { now })
        let calls = Counter()
        let result = try await retry.intercept(
            HTTPRequest(method: .get, url: url),
            next: { _ in
                switch calls.increment() {
                case 1: return self.response(503, headers: ["Retry-After": "3"])
                case 2: return self.response(429, headers: ["Retry-After": "Sun, 06 Nov 1994 08:49:37 GMT"])
                default: return self.response(200)
                }
            })
        #expect(result.statusCode == 200)
        #expect(clock.sleeps == [.seconds(3), .seconds(7)])
    }

    @Test func retryResendsResponsesThePredicateMarks() async throws {
        let clock = FakeClock()
        let retry = RetryMiddleware(
            policy: RetryPolicy(maxAttempts: 3), retriesResponse: { $0.body.starts(with: Data(#"{"code":2015"#.utf8)) },
            sleep: clock.sleep, random: { 0 })
        let calls = Counter()
        let result = try await retry.intercept(
            HTTPRequest(method: .get, url: url),
            next: { _ in
                calls.increment() == 1
                    ? self.response(400, #"{"code":2015}"#, headers: ["Retry-After": "2"]) : self.response(200)
            })
        #expect(result.statusCode == 200)
        #expect(clock.sleeps == [.seconds(2)])
        let other = try await retry.intercept(
            HTTPRequest(method: .get, url: url), next: { _ in self.response(400, #"{"code":1}"#) })
        #expect(other.statusCode == 400)
        #expect(clock.sleeps.count == 1)
    }

    @Test func retryBacksOffWithFullJitterOnTransientErrors() async throws {
        let clock = FakeClock()
        let retry = RetryMiddleware(
            policy: RetryPolicy(maxAttempts: 4, baseDelay: .seconds(1), maxDelay: .seconds(3)), sleep: clock.sleep,
            random: { 0.5 })
        let calls = Counter()
        await #expect(throws: TransportError(.connect, "refused")) {
            _ = try await retry.intercept(
                HTTPRequest(method: .get, url: url),
                next: { _ in
                    calls.increment()
                    throw TransportError(.connect, "refused")
                })
        }
        #expect(calls.count == 4)
        #expect(clock.sleeps == [.milliseconds(500), .seconds(1), .milliseconds(1500)])
    }

    @Test func retrySkipsNonIdempotentUnlessOptedInAndPermanentErrors() async throws {
        let clock = FakeClock()
        let retry = RetryMiddleware(sleep: clock.sleep)
        let calls = Counter()
        let post = try await retry.intercept(
            HTTPRequest(method: .post, url: url),
            next: { _ in
                calls.increment()
                return self.response(503)
            })
        #expect(post.statusCode == 503)
        #expect(calls.count == 1)
        let optedIn = try await retry.intercept(
            HTTPRequest(method: .post, url: url, isIdempotent: true),
            next: { _ in calls.increment() == 2 ? self.response(503) : self.response(201) })
        #expect(optedIn.statusCode == 201)
        await #expect(throws: TransportError.self) {
            _ = try await retry.intercept(
                HTTPRequest(method: .get, url: url),
                next: { _ in
                    calls.increment()
                    throw TransportError(.tls, "bad certificate")
                })
        }
        #expect(calls.count == 4)
        let tooLong = try await retry.intercept(
            HTTPRequest(method: .get, url: url), next: { _ in self.response(503, headers: ["Retry-After": "86400"]) })
        #expect(tooLong.statusCode == 503)
    }

    @Test func redactionCoversQueryFormJSONAndHeaders() {
        let redactor = Redactor()
        let url = URL(string: "https://h/data/reviews.json?apiversion=5.4&passkey=abc&Filter=x&token=t&sPassword=p")!
        #expect(
            redactor.redact(url)
                == "https://h/data/reviews.json?apiversion=5.4&passkey=<redacted>&Filter=x&token=<redacted>&sPassword=<redacted>"
        )
        let headers = redactor.redact(["X-Token": "t", "X-Signature": "s", "Bridge-Session": "b", "Accept": "json"])
        #expect(headers.map(\.value) == ["<redacted>", "<redacted>", "<redacted>", "json"])
        #expect(
            redactor.describe(
                .data(Data("cmd=logon&email=a&password=secret".utf8)), contentType: "application/x-www-form-urlencoded")
                == "cmd=logon&email=a&password=<redacted>")
        #expect(
            redactor.describe(
                .data(Data(#"{"email":"a","password":"p","nested":{"api_key":"k"}}"#.utf8)),
                contentType: "application/json")
                == #"{"email":"a","nested":{"api_key":"<redacted>"},"password":"<redacted>"}"#)
    }

    @Test func xmlBodiesHaveSecretElementsMasked() {
        let redactor = Redactor()
        let xml =
            #"<?xml version="1.0"?><response><token><![CDATA[abc123]]></token><person ixPerson="7"/><sEmail>a@b</sEmail></response>"#
        #expect(
            redactor.describe(.data(Data(xml.utf8)), contentType: "text/xml; charset=utf-8")
                == #"<?xml version="1.0"?><response><token><redacted></token><person ixPerson="7"/><sEmail>a@b</sEmail></response>"#
        )
        #expect(redactor.redactXML("<a>1</a><b") == "<a>1</a><b")
    }

    @Test func loggingMiddlewareNeverLogsSecrets() async throws {
        let sink = LogSink()
        let logger = Logger(label: "test") { _ in sink }
        let middleware = LoggingMiddleware(logger: logger, level: .info, logsBodies: true)
        var request = HTTPRequest(
            method: .post, url: URL(string: "https://h/api.asp?cmd=logon&passkey=PK")!,
            headers: ["X-Token": "TOK", "Content-Type": "application/x-www-form-urlencoded"],
            body: .data(Data("email=a&password=PW".utf8)))
        request.headers.add(name: "X-Signature", value: "SIG")
        _ = try await middleware.intercept(
            request, next: { _ in self.response(200, "{}", headers: ["X-Token": "NEWTOK"]) })
        let text = sink.lines.joined(separator: "\n")
        #expect(text.contains("POST https://h/api.asp?cmd=logon&passkey=<redacted>"))
        for secret in ["PK", "TOK", "PW", "SIG", "NEWTOK"] {
            #expect(!text.contains("=\(secret)") && !text.contains(": \(secret)"), "leaked \(secret)")
        }
    }
}

/// A log handler that keeps messages and metadata as text.
final class LogSink: LogHandler, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace
    var lines: [String] { lock.locked { stored } }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let meta = (event.metadata ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(
            separator: " ")
        lock.locked { stored.append("\(event.message) \(meta)") }
    }
}

@Suite("Signed-token error codes")
struct SignedTokenErrorCodeTests {
    func response(_ status: Int, _ body: String) -> HTTPResponse {
        HTTPResponse(statusCode: status, body: Data(body.utf8), url: URL(string: "https://h/")!)
    }

    @Test func codesAreReadFromErrorResponsesOnly() {
        #expect(SignedTokenMiddleware.jsonErrorCode(response(400, #"{"id":"x","code":1101,"message":"m"}"#)) == 1101)
        #expect(SignedTokenMiddleware.jsonErrorCode(response(401, #"{"code":"1108"}"#)) == 1108)
        #expect(SignedTokenMiddleware.jsonErrorCode(response(200, #"{"code":1101}"#)) == nil)
        #expect(SignedTokenMiddleware.jsonErrorCode(response(500, "<html>oops</html>")) == nil)
        #expect(SignedTokenMiddleware.jsonErrorCode(response(400, #"[{"code":1}]"#)) == nil)
    }
}
