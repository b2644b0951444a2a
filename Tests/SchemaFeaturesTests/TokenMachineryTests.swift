import APIRuntime
import Foundation
import Testing

/// The token store and the token endpoint's answers, without a server: malformed answers are typed failures,
/// an expired token is renewed before sending, a failed refresh reaches every waiter and forgets the token.
@Suite struct TokenMachineryTests {
    static let url = URL(string: "https://auth.example.com/token")!
    static let epoch = Date(timeIntervalSince1970: 1_000_000)

    static func endpoint(answering status: Int, _ body: String) -> OAuth2TokenEndpoint {
        OAuth2TokenEndpoint(
            url: url, clientID: "id", clientSecret: "secret",
            transport: ClosureTransport { request in
                HTTPResponse(statusCode: status, body: Data(body.utf8), url: request.url)
            }, now: { epoch })
    }

    @Test func aTokenAnswerIsReadWithItsExpiry() async throws {
        let token = try await Self.endpoint(
            answering: 200, #"{"access_token": "a", "token_type": "bearer", "expires_in": "60", "scope": "x y"}"#
        ).obtain(replacing: nil)
        #expect(token == AccessToken("a", expiresAt: Self.epoch.addingTimeInterval(60), scope: "x y"))
    }

    static let badAnswers: [(Int, String, AuthenticationFailure)] = [
        (200, "<html>", .malformedTokenResponse("the body is not a JSON object")),
        (200, #"{"token_type": "bearer"}"#, .malformedTokenResponse("no 'access_token' string")),
        (
            200, #"{"access_token": "a", "token_type": "mac"}"#,
            .malformedTokenResponse("token type 'mac' is not 'bearer'")
        ),
        (
            200, #"{"access_token": "a", "expires_in": -5}"#,
            .malformedTokenResponse("'expires_in' is not a number of seconds")
        ),
        (
            200, #"{"access_token": "a", "expires_in": true}"#,
            .malformedTokenResponse("'expires_in' is not a number of seconds")
        ),
        (
            200, #"{"access_token": "a", "expires_in": "inf"}"#,
            .malformedTokenResponse("'expires_in' is not a number of seconds")
        ),
        (
            200, #"{"access_token": "a", "expires_in": "0x10"}"#,
            .malformedTokenResponse("'expires_in' is not a number of seconds")
        ),
        (
            400, #"{"error": "invalid_grant", "error_description": "gone"}"#,
            .tokenRejected(status: 400, error: "invalid_grant", description: "gone")
        ),
        (503, "busy", .tokenRejected(status: 503, error: nil, description: nil)),
    ]

    @Test(arguments: badAnswers)
    func aBadAnswerIsATypedFailure(_ status: Int, _ body: String, _ expected: AuthenticationFailure) async {
        do {
            _ = try await Self.endpoint(answering: status, body).obtain(replacing: nil)
            Issue.record("\(body) was read as a token")
        } catch {
            #expect(error == expected)
        }
    }

    @Test func theRefreshTokenFlowNeedsARefreshToken() async {
        var endpoint = Self.endpoint(answering: 200, #"{"access_token": "a"}"#)
        endpoint.flow = .refreshToken
        do {
            _ = try await endpoint.obtain(replacing: AccessToken("old"))
            Issue.record("a token without a refresh token was renewed")
        } catch {
            guard case .noCredentials = error else {
                Issue.record("expected .noCredentials, got \(error)")
                return
            }
        }
        let renewed = try? await endpoint.obtain(replacing: AccessToken("old", refreshToken: "r"))
        // The server sent no new refresh token: the old one is kept.
        #expect(renewed == AccessToken("a", refreshToken: "r"))
    }

    @Test func anExpiredTokenIsRenewedBeforeSending() async throws {
        let now = Locked(Self.epoch)
        let refresher = TokenRefresher(
            token: AccessToken("t1", expiresAt: Self.epoch.addingTimeInterval(100)),
            refresh: { _ in AccessToken("t2") }, leeway: 30, now: { now.value })
        #expect(try await refresher.currentToken().token?.value == "t1")
        now.value = Self.epoch.addingTimeInterval(71)
        #expect(try await refresher.currentToken().token?.value == "t2")
        #expect(await refresher.refreshCount == 1)
    }

    @Test func aFailedRefreshForgetsTheTokenAndTheNextCallTriesAgain() async throws {
        let attempts = Locked(0)
        let refresher = TokenRefresher(token: AccessToken("t1")) { _ in
            let attempt = attempts.update { value -> Int in
                value += 1
                return value
            }
            if attempt == 1 { throw AuthenticationFailure.tokenRejected(status: 400, error: "x", description: nil) }
            return AccessToken("t2")
        }
        let (_, generation) = try await refresher.currentToken()
        await #expect(throws: AuthenticationFailure.tokenRejected(status: 400, error: "x", description: nil)) {
            try await refresher.refresh(after: generation)
        }
        #expect(try await refresher.currentToken().token?.value == "t2")
    }
}
