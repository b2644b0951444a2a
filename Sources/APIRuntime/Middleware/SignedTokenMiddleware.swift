import Crypto
import Foundation

/// Signs requests with `X-Token` + `X-Signature` = lowercase hex SHA-256(secret + token) (eTilbudsavis).
///
/// Adopts new tokens from response headers (`X-Token`, `X-Token-Expires`), and when a response carries
/// one of the renewal error codes renews the session (once for concurrent failures) and replays once.
public struct SignedTokenMiddleware: Middleware {
    /// The header carrying the token.
    public let tokenHeader: String
    /// The header carrying the signature.
    public let signatureHeader: String
    /// The header carrying a new token's expiry.
    public let expiresHeader: String
    /// The session state and renewal.
    public let session: SignedSession
    /// Reads the API's error code from a response (by default the top-level JSON `code`).
    public let errorCode: @Sendable (HTTPResponse) -> Int?
    /// The error codes that mean the token must be renewed (eTilbudsavis 1101, 1104, 1107, 1108).
    public let renewOn: Set<Int>

    /// Creates the middleware.
    public init(
        session: SignedSession, renewOn: Set<Int>, tokenHeader: String = "X-Token",
        signatureHeader: String = "X-Signature", expiresHeader: String = "X-Token-Expires",
        errorCode: @escaping @Sendable (HTTPResponse) -> Int? = SignedTokenMiddleware.jsonErrorCode
    ) {
        self.session = session
        self.renewOn = renewOn
        self.tokenHeader = tokenHeader
        self.signatureHeader = signatureHeader
        self.expiresHeader = expiresHeader
        self.errorCode = errorCode
    }

    /// Signs, sends, adopts tokens from the response, and renews + replays once on a renewal error code.
    public func intercept(_ request: HTTPRequest, next: MiddlewareNext) async throws -> HTTPResponse {
        guard request.requiresAuthentication else {
            let response = try await next(request)
            await adoptToken(from: response)
            return response
        }
        let (token, generation) = try await session.currentToken()
        let response = try await next(sign(request, token: token))
        await adoptToken(from: response)
        // A request sent by the renewal itself never renews (it would wait for its own renewal): its answer goes
        // back to the renew closure, which can fall back (eTilbudsavis: `PUT /sessions` → `POST /sessions`).
        guard let code = errorCode(response), renewOn.contains(code), !SignedSession.isRenewing,
            await session.canRenew
        else { return response }
        let renewed = try await session.renew(after: generation)
        let replayed = try await next(sign(request, token: renewed))
        await adoptToken(from: replayed)
        return replayed
    }

    private func sign(_ request: HTTPRequest, token: String?) -> HTTPRequest {
        guard let token else { return request }
        var signed = request
        signed.headers.replaceOrAdd(name: tokenHeader, value: token)
        signed.headers.replaceOrAdd(
            name: signatureHeader, value: SignedTokenMiddleware.signature(secret: session.secret, token: token))
        return signed
    }

    private func adoptToken(from response: HTTPResponse) async {
        guard let token = response.headers[tokenHeader], !token.isEmpty else { return }
        let expires = response.headers[expiresHeader].flatMap { session.dateFormats.date(from: $0) }
        await session.adopt(token: token, expires: expires)
    }

    /// Lowercase hex SHA-256 of the UTF-8 bytes of secret followed by token.
    public static func signature(secret: String, token: String) -> String {
        let digest = SHA256.hash(data: Data((secret + token).utf8))
        var hex = ""
        hex.reserveCapacity(64)
        for byte in digest {
            hex.append(Character(Unicode.Scalar(lowerHex[Int(byte >> 4)])))
            hex.append(Character(Unicode.Scalar(lowerHex[Int(byte & 0x0F)])))
        }
        return hex
    }

    private static let lowerHex: [UInt8] = Array("0123456789abcdef".utf8)

    /// Reads the top-level JSON `code` (a number or a numeric string) of a 4xx/5xx response; `nil` otherwise.
    @Sendable public static func jsonErrorCode(_ response: HTTPResponse) -> Int? {
        guard !response.isSuccess, let envelope = try? JSONDecoder().decode(ErrorCode.self, from: response.body)
        else { return nil }
        return envelope.code
    }

    /// Only the `code` member of an error body.
    private struct ErrorCode: Decodable {
        let code: Int?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            let key = AnyCodingKey("code")
            if let number = try? container.decodeIfPresent(Int.self, forKey: key) {
                code = number
            } else if let text = try? container.decodeIfPresent(String.self, forKey: key) {
                code = Int(text.trimmingCharacters(in: .whitespaces))
            } else {
                code = nil
            }
        }
    }
}

/// The state of a signed-token session: the secret, the current token and its expiry, and how to renew.
public actor SignedSession {
    /// Creates or renews a session; gets the current token (nil when none) and returns the new token and expiry.
    public typealias Renew = @Sendable (_ currentToken: String?) async throws -> (token: String, expires: Date?)

    /// The API secret, prefixed to the token before hashing.
    public nonisolated let secret: String
    /// The date formats of `X-Token-Expires`.
    public nonisolated let dateFormats: CodingOptions
    private var token: String?
    private var expires: Date?
    private var renewClosure: Renew?
    private var inFlight: Task<(token: String, expires: Date?), any Error>?
    private var generation = 0
    /// How many renewals have run.
    public private(set) var renewalCount = 0
    /// Whether a token from a response is adopted only together with an expiry (the iOS and Android SDKs).
    public nonisolated let adoptRequiresExpiry: Bool

    /// Set while the renew closure runs, so requests it sends are not renewed again.
    @TaskLocal public static var isRenewing = false

    /// Creates a session state.
    public init(
        secret: String, token: String? = nil, expires: Date? = nil,
        dateFormats: CodingOptions = CodingOptions(dateFormats: [.iso8601BasicOffset]),
        adoptRequiresExpiry: Bool = false, renew: Renew? = nil
    ) {
        self.secret = secret
        self.adoptRequiresExpiry = adoptRequiresExpiry
        self.token = token
        self.expires = expires
        self.dateFormats = dateFormats
        self.renewClosure = renew
    }

    /// Whether a renewal closure is set.
    public var canRenew: Bool { renewClosure != nil }

    /// Sets the renewal closure (glue code sets it once the client exists).
    public func setRenew(_ renew: Renew?) {
        renewClosure = renew
    }

    /// The current token and its expiry.
    public var current: (token: String?, expires: Date?) { (token, expires) }

    /// The token to sign with, creating a session first when there is none and renewal is configured.
    public func currentToken() async throws -> (String?, Int) {
        if let token { return (token, generation) }
        guard renewClosure != nil, !Self.isRenewing else { return (nil, generation) }
        return (try await renew(after: generation), generation)
    }

    /// Adopts a token from a response when it differs (and, with an expiry, is not older than the current one;
    /// with ``adoptRequiresExpiry``, only when it comes with an expiry).
    public func adopt(token newToken: String, expires newExpires: Date?) {
        guard newToken != token else {
            if let newExpires { expires = newExpires }
            return
        }
        if adoptRequiresExpiry, newExpires == nil { return }
        if let current = expires, let newExpires, newExpires < current { return }
        token = newToken
        expires = newExpires ?? expires
        generation += 1
    }

    /// Renews unless a newer token arrived since `staleGeneration`; joins a renewal in flight.
    public func renew(after staleGeneration: Int) async throws -> String {
        if generation > staleGeneration, let token { return token }
        if let inFlight { return try await inFlight.value.token }
        guard let renewClosure else {
            throw CallFailure.invalidRequest("the session token must be renewed and no renewal is configured")
        }
        renewalCount += 1
        let current = token
        let task = Task { try await SignedSession.$isRenewing.withValue(true) { try await renewClosure(current) } }
        inFlight = task
        defer { inFlight = nil }
        let result = try await task.value
        token = result.token
        expires = result.expires
        generation += 1
        return result.token
    }
}
