import Foundation
import LoopbackServer

/// A loopback server that answers like eTilbudsavis v2: it creates sessions, checks X-Token and X-Signature,
/// rotates tokens through response headers, expires them with the real error codes, and serves the recorded
/// fixtures plus an in-memory store of shopping lists.
final class FakeETAServer: Sendable {
    /// The API key the server accepts.
    let apiKey: String
    /// The secret signatures are made with.
    let apiSecret: String
    /// The underlying HTTP server.
    let server: LoopbackServer
    /// The server's state, for scripting and for assertions.
    let state: FakeETAState

    private init(apiKey: String, apiSecret: String, server: LoopbackServer, state: FakeETAState) {
        self.apiKey = apiKey
        self.apiSecret = apiSecret
        self.server = server
        self.state = state
    }

    /// Starts a server on 127.0.0.1.
    static func start(apiKey: String = "test-key", apiSecret: String = "test-secret") async throws -> FakeETAServer {
        let state = FakeETAState(apiKey: apiKey, apiSecret: apiSecret)
        let server = try await LoopbackServer.start { request in
            try state.answer(request)
        }
        return FakeETAServer(apiKey: apiKey, apiSecret: apiSecret, server: server, state: state)
    }

    /// The base URL of the API, `http://127.0.0.1:<port>/v2/`.
    var baseURL: URL { server.url("v2/") }

    /// Every request received, in order.
    var requests: [LoopbackRequest] { server.requests }

    /// The requests other than session calls.
    var apiRequests: [LoopbackRequest] { requests.filter { $0.path != "/v2/sessions" } }

    /// Stops the server.
    func stop() async {
        await server.stop()
    }
}

/// The fake API's mutable state, guarded by a lock.
final class FakeETAState: @unchecked Sendable {
    /// One session the server issued.
    struct SessionRecord {
        var token: String
        var expires: Date
        var clientID: String
        var userID: Int?
        var isExpired = false
    }

    /// A failure the server answers the next data call with.
    struct ScriptedFailure {
        var status: Int
        var code: Int
        var retryAfter: String?
    }

    let apiKey: String
    let apiSecret: String
    private let lock = NSLock()
    private var sessions: [String: SessionRecord] = [:]
    private var retiredTokens: Set<String> = []
    private var tokenCounter = 0
    private var creations = 0
    private var renewals = 0
    private var rotateNext = false
    private var strayTokenNext = false
    private var failures: [ScriptedFailure] = []
    var lists: [String: [String: Any]] = [:]
    var items: [String: [String: Any]] = [:]
    /// The users that may sign in: e-mail → (password, id, name).
    let users: [String: (password: String, id: Int, name: String)] = [
        "ann@example.com": ("secret-1", 41, "Ann"),
        "bob@example.com": ("secret-2", 42, "Bob"),
    ]
    /// Whether `PUT /sessions` renews a session whose token expired (otherwise it answers 1101 too).
    var renewAcceptsExpiredTokens: Bool {
        get { lock.locked { acceptsExpired } }
        set { lock.locked { acceptsExpired = newValue } }
    }
    private var acceptsExpired = true

    init(apiKey: String, apiSecret: String) {
        self.apiKey = apiKey
        self.apiSecret = apiSecret
    }

    /// How many sessions were created with `POST /sessions`.
    var sessionsCreated: Int { lock.locked { creations } }
    /// How many sessions were renewed with a bare `PUT /sessions`.
    var sessionsRenewed: Int { lock.locked { renewals } }
    /// The tokens currently valid.
    var liveTokens: [String] { lock.locked { sessions.values.filter { !$0.isExpired }.map(\.token).sorted() } }

    /// Marks every issued token expired: the next signed call is answered with 1101.
    func expireAllTokens() {
        lock.locked {
            for key in sessions.keys { sessions[key]?.isExpired = true }
        }
    }

    /// Answers the next successful data call with a new token in `X-Token` / `X-Token-Expires`, retiring the old one.
    func rotateTokenOnNextResponse() {
        lock.locked { rotateNext = true }
    }

    /// Sends a stray `X-Token` without `X-Token-Expires` on the next successful data call (the old token stays valid).
    func sendTokenWithoutExpiryOnNextResponse() {
        lock.locked { strayTokenNext = true }
    }

    /// Answers the next signed data call with an API error.
    func failNextCall(status: Int, code: Int, retryAfter: String? = nil) {
        lock.locked { failures.append(ScriptedFailure(status: status, code: code, retryAfter: retryAfter)) }
    }

    /// The expected signature of a token.
    func signature(for token: String) -> String {
        ReferenceSHA256.hex(apiSecret + token)
    }

    /// Answers one request.
    func answer(_ request: LoopbackRequest) throws -> LoopbackResponse {
        guard request.path.hasPrefix("/v2/") else { return Self.error(status: 404, code: 4000, "no such path") }
        let route = String(request.path.dropFirst(4))
        if request.method == "POST" && route == "sessions" {
            return createSession(request)
        }
        return lock.locked { signedAnswer(request, route: route) }
    }

    private func createSession(_ request: LoopbackRequest) -> LoopbackResponse {
        let body = Self.jsonObject(request.body) ?? [:]
        guard body["api_key"] as? String == apiKey else {
            return Self.error(status: 400, code: 1102, "Invalid API key")
        }
        return lock.locked {
            creations += 1
            let ttl = (body["token_ttl"] as? Int) ?? 3_888_000
            let clientID = request.queryValue("client_id") ?? "client-\(creations)"
            let record = SessionRecord(
                token: nextToken(), expires: Date(timeIntervalSince1970: 1_700_000_000 + Double(ttl)),
                clientID: clientID)
            sessions[record.token] = record
            return Self.json(sessionJSON(record), status: 201)
        }
    }

    private func signedAnswer(_ request: LoopbackRequest, route: String) -> LoopbackResponse {
        guard let token = request.header("X-Token") else { return Self.error(status: 400, code: 1107, "Missing token") }
        guard let signature = request.header("X-Signature") else {
            return Self.error(status: 400, code: 1103, "Missing signature")
        }
        guard var record = sessions[token] else { return Self.error(status: 400, code: 1108, "Invalid token") }
        guard signature == self.signature(for: token) else {
            return Self.error(status: 400, code: 1104, "Invalid signature")
        }
        if route == "sessions" && request.method == "PUT" {
            return updateSession(&record, request: request)
        }
        if record.isExpired { return Self.error(status: 400, code: 1101, "Token expired") }
        if !failures.isEmpty {
            let failure = failures.removeFirst()
            var response = Self.error(status: failure.status, code: failure.code, "Scripted failure")
            if let retryAfter = failure.retryAfter { response = response.adding(header: "Retry-After", retryAfter) }
            return response
        }
        var response = respond(to: request, route: route, record: record)
        if strayTokenNext, (200..<300).contains(response.status) {
            strayTokenNext = false
            response = response.adding(header: "X-Token", "stray-token")
        }
        if rotateNext, (200..<300).contains(response.status) {
            rotateNext = false
            sessions[token] = nil
            retiredTokens.insert(token)
            record.token = nextToken()
            record.expires = record.expires.addingTimeInterval(3600)
            sessions[record.token] = record
            response =
                response
                .adding(header: "X-Token", record.token)
                .adding(header: "X-Token-Expires", Self.format(record.expires))
        }
        return response
    }

    private func updateSession(_ record: inout SessionRecord, request: LoopbackRequest) -> LoopbackResponse {
        let body = Self.jsonObject(request.body) ?? [:]
        if let email = body["email"] as? String {
            if record.isExpired { return Self.error(status: 400, code: 1101, "Token expired") }
            if email.isEmpty {
                record.userID = nil
            } else {
                guard let user = users[email], body["password"] as? String == user.password else {
                    return Self.error(status: 400, code: 1201, "Invalid credentials")
                }
                record.userID = user.id
            }
            sessions[record.token] = record
            return Self.json(sessionJSON(record), status: 200)
        }
        if record.isExpired && !acceptsExpired { return Self.error(status: 400, code: 1101, "Token expired") }
        renewals += 1
        sessions[record.token] = nil
        retiredTokens.insert(record.token)
        record.token = nextToken()
        record.isExpired = false
        record.expires = record.expires.addingTimeInterval(86400)
        sessions[record.token] = record
        return Self.json(sessionJSON(record), status: 200)
    }

    private func nextToken() -> String {
        tokenCounter += 1
        return "token-\(tokenCounter)"
    }

    private func sessionJSON(_ record: SessionRecord) -> Any {
        var permissions: [String: Any] = ["guest": ["api.public", "api.users.create"]]
        var user: Any = NSNull()
        if let id = record.userID, let entry = users.first(where: { $0.value.id == id }) {
            permissions["user"] = ["api.users.\(id).read", "api.users.\(id).update"]
            user = [
                "id": id, "ern": "ern:user:\(id)", "name": entry.value.name, "email": entry.key, "gender": "female",
                "birth_year": 1980, "permissions": ["user": ["api.users.\(id).*"]],
            ]
        }
        return [
            "token": record.token, "reference": "ref-\(record.clientID)", "expires": Self.format(record.expires),
            "user": user, "permissions": permissions, "provider": NSNull(), "client_id": record.clientID,
        ]
    }
}
