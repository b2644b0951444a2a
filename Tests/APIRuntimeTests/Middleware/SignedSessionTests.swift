import Foundation
import Testing

@testable import APIRuntime

/// Signed-token sessions: renewal re-entrancy and adoption rules (Runtime asks (Etilbudsavis) 2 and 3).
@Suite("Signed session renewal and adoption")
struct SignedSessionTests {
    let url = URL(string: "https://h/v2/sessions")!

    func response(_ status: Int, _ body: String, headers: HTTPHeaders = HTTPHeaders()) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: headers, body: Data(body.utf8), url: url)
    }

    /// The renew closure sends a signed request through the same middleware, which is answered with a renewal
    /// code; it must come back to the closure (which falls back) instead of waiting for its own renewal.
    ///
    /// The limit only turns that wait (a deadlock) into a failure. It counts from the test's start, and a
    /// test may wait long for a thread of a busy pool on a loaded machine (two minutes were seen), so it is ten.
    @Test(.timeLimit(.minutes(10)))
    func aRenewalRequestAnsweredWithARenewalCodeIsNotRenewedAgain() async throws {
        let session = SignedSession(secret: "s", token: "old")
        let middleware = SignedTokenMiddleware(session: session, renewOn: [1101])
        let expired = response(400, #"{"code":1101}"#)
        let renewalAnswers = Counter()
        await session.setRenew { _ in
            let answer = try await middleware.intercept(
                HTTPRequest(method: .put, url: self.url),
                next: { _ in
                    renewalAnswers.increment()
                    return expired
                })
            #expect(answer.statusCode == 400, "the renewal's own expiry answer is returned, not renewed")
            return ("created", nil)  // the fallback (POST /sessions)
        }
        let calls = Counter()
        let final = try await middleware.intercept(
            HTTPRequest(method: .get, url: url),
            next: { request in
                calls.increment()
                return request.headers["X-Token"] == "created" ? self.response(200, "[]") : expired
            })
        #expect(final.statusCode == 200)
        #expect(calls.count == 2)
        #expect(renewalAnswers.count == 1)
        #expect(await session.renewalCount == 1)
        #expect(SignedSession.isRenewing == false)
    }

    @Test func adoptionCanRequireAnExpiry() async {
        let strict = SignedSession(secret: "s", token: "t", adoptRequiresExpiry: true)
        await strict.adopt(token: "no-expiry", expires: nil)
        #expect(await strict.current.token == "t")
        let later = Date(timeIntervalSince1970: 2_000_000_000)
        await strict.adopt(token: "with-expiry", expires: later)
        #expect(await strict.current.token == "with-expiry")
        #expect(await strict.current.expires == later)

        let lenient = SignedSession(secret: "s", token: "t")
        await lenient.adopt(token: "no-expiry", expires: nil)
        #expect(await lenient.current.token == "no-expiry")
    }
}
