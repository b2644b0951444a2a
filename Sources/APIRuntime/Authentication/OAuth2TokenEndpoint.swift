import Foundation

/// The token endpoint of an OAuth 2 authorization server: obtains access tokens with the client credentials
/// grant and renews them with the refresh token grant (RFC 6749 §4.4, §6).
///
/// ``obtain(replacing:)`` is the refresh of a ``TokenRefresher``: with a refresh token it asks for
/// `grant_type=refresh_token`; without one (or when the server refuses the refresh token and the flow has client
/// credentials) it asks for `grant_type=client_credentials`. The client authenticates with HTTP basic (the
/// default) or with `client_id` / `client_secret` form fields. Every failure is an ``AuthenticationFailure``.
public struct OAuth2TokenEndpoint: Sendable {
    /// How the token is first obtained.
    public enum Flow: String, Sendable, CaseIterable {
        /// The client's own credentials obtain tokens (machine to machine).
        case clientCredentials = "client-credentials"
        /// The app supplies the first token with a refresh token (from a sign-in of its own); only refreshes.
        case refreshToken = "refresh-token"
    }

    /// Where the client credentials travel.
    public enum ClientAuthentication: String, Sendable, CaseIterable {
        /// `Authorization: Basic` of the client ID and secret (RFC 6749 §2.3.1, the default).
        case basic
        /// `client_id` and `client_secret` form fields.
        case body
    }

    /// The token endpoint's URL.
    public var url: URL
    /// The flow.
    public var flow: Flow
    /// The client ID.
    public var clientID: String
    /// The client secret; `nil` for a public client.
    public var clientSecret: String?
    /// The scopes asked for; none omits `scope`.
    public var scopes: [String]
    /// Where the client credentials travel.
    public var clientAuthentication: ClientAuthentication
    /// The transport the token requests go through.
    public var transport: any Transport
    /// The clock that `expires_in` counts from.
    public var now: @Sendable () -> Date

    /// Creates an endpoint.
    public init(
        url: URL, flow: Flow = .clientCredentials, clientID: String, clientSecret: String?, scopes: [String] = [],
        clientAuthentication: ClientAuthentication = .basic, transport: any Transport,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.url = url
        self.flow = flow
        self.clientID = clientID
        self.clientSecret = clientSecret
        self.scopes = scopes
        self.clientAuthentication = clientAuthentication
        self.transport = transport
        self.now = now
    }

    /// A token store that obtains and renews its tokens here.
    public func makeRefresher(token: AccessToken? = nil) -> TokenRefresher {
        TokenRefresher(token: token, refresh: { current in try await obtain(replacing: current) }, now: now)
    }

    /// Obtains a new token, renewing `current` with its refresh token when it has one.
    public func obtain(replacing current: AccessToken?) async throws(AuthenticationFailure) -> AccessToken {
        if let refreshToken = current?.refreshToken {
            do {
                let renewed = try await send([("grant_type", "refresh_token"), ("refresh_token", refreshToken)])
                // A server may keep the refresh token and not send it again (RFC 6749 §6).
                return renewed.refreshToken == nil
                    ? AccessToken(
                        renewed.value, refreshToken: refreshToken, expiresAt: renewed.expiresAt, scope: renewed.scope)
                    : renewed
            } catch .tokenRejected(let status, let error, let description) {
                guard flow == .clientCredentials else {
                    throw .tokenRejected(status: status, error: error, description: description)
                }
            }
        }
        guard flow == .clientCredentials else {
            throw .noCredentials("the refresh-token flow needs a token with a refresh token")
        }
        return try await send([("grant_type", "client_credentials")])
    }

    /// The form request of a grant, with the client's authentication and the scopes.
    public func request(grant: [(String, String)]) throws(AuthenticationFailure) -> HTTPRequest {
        var fields = grant
        if !scopes.isEmpty { fields.append(("scope", scopes.joined(separator: " "))) }
        var headers = HTTPHeaders([("Accept", "application/json")])
        switch clientAuthentication {
        case .basic:
            let credentials = BasicCredentials(
                username: Self.formEncoded(clientID), password: Self.formEncoded(clientSecret ?? ""))
            headers.add(name: "Authorization", value: try credentials.authorizationValue())
        case .body:
            fields.append(("client_id", clientID))
            if let clientSecret { fields.append(("client_secret", clientSecret)) }
        }
        let body = fields.map { Self.formEncoded($0.0) + "=" + Self.formEncoded($0.1) }.joined(separator: "&")
        headers.add(name: "Content-Type", value: "application/x-www-form-urlencoded")
        return HTTPRequest(
            method: .post, url: url, headers: headers, body: .data(Data(body.utf8)), isIdempotent: false,
            requiresAuthentication: false)
    }

    private func send(_ grant: [(String, String)]) async throws(AuthenticationFailure) -> AccessToken {
        let request = try request(grant: grant)
        let response: HTTPResponse
        do {
            response = try await transport.send(request)
        } catch {
            throw AuthenticationFailure.wrap(error)
        }
        return try OAuth2TokenResponse.parse(response, now: now())
    }

    /// `application/x-www-form-urlencoded` escaping (RFC 6749 appendix B also applies it to basic credentials).
    static func formEncoded(_ text: String) -> String {
        PercentEncoding.encode(text)
    }
}
