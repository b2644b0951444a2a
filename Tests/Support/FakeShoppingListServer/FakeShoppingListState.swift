import Foundation
import LoopbackServer

/// The fake's sessions, users, lists, items and scripted faults; every member is safe to use from any thread.
public final class FakeShoppingListState: @unchecked Sendable {
    /// A failure the fake answers a matching call with.
    public struct Fault: Sendable {
        /// The HTTP status.
        public var status: Int
        /// The API error code in the body (`nil`: a plain body).
        public var code: Int?
        /// The `Retry-After` header, if any.
        public var retryAfter: String?
        /// Only calls with this method (`nil`: any).
        public var method: String?
        /// Drops the connection instead of answering.
        public var dropsConnection: Bool

        /// Creates a fault.
        public init(
            status: Int = 500, code: Int? = nil, retryAfter: String? = nil, method: String? = nil,
            dropsConnection: Bool = false
        ) {
            self.status = status
            self.code = code
            self.retryAfter = retryAfter
            self.method = method
            self.dropsConnection = dropsConnection
        }
    }

    /// The API key the fake accepts.
    public static let apiKey = "shopping-key"
    /// The secret clients sign with.
    public static let apiSecret = "shopping-secret"
    /// The users that may sign in: e-mail → (password, id, name).
    public static let users: [String: (password: String, id: Int, name: String)] = [
        "ann@example.com": ("secret-1", 41, "Ann"),
        "bob@example.com": ("secret-2", 42, "Bob"),
        "cat@example.com": ("secret-3", 43, "Cat"),
    ]

    let lock = NSLock()
    private var sessions: [String: Int?] = [:]
    private var expired: Set<String> = []
    private var tokenCounter = 0
    private var faults: [Fault] = []
    private var gates: [RequestGate] = []
    private var delay: Duration?
    private var readOnlyUsers: Set<Int> = []
    private var inFlight = 0
    var lists: [String: [String: Any]] = [:]
    var owners: [String: Int] = [:]
    var items: [String: [String: Any]] = [:]
    var counts: [String: Int] = [:]
    /// The id that answers to `PUT item` carry instead of the item's own (a confused server), or `nil`.
    var putItemAnswerID: String?

    /// Creates an empty fake state.
    public init() {}

    // MARK: Scripting

    /// Answers the next matching data calls with faults, in order.
    public func fail(_ faults: [Fault]) {
        lock.locked { self.faults += faults }
    }

    /// Answers the next `count` data calls with the same fault.
    public func fail(next count: Int, with fault: Fault) {
        fail(Array(repeating: fault, count: count))
    }

    /// Makes every later `PUT item` store the item but answer with another item's id (`nil`: answer properly).
    public func answerItemPuts(withID id: String?) {
        lock.locked { putItemAnswerID = id }
    }

    /// How many requests the fake is answering right now.
    public var requestsInFlight: Int { lock.locked { inFlight } }

    /// How many scripted faults are still waiting.
    public var pendingFaults: Int { lock.locked { faults.count } }

    /// Delays every answer (a slow server), or not (`nil`).
    public func setReplyDelay(_ delay: Duration?) {
        lock.locked { self.delay = delay }
    }

    /// Holds the next call with this method whose path ends with the suffix until the gate is released.
    public func hold(method: String, pathSuffix: String) -> RequestGate {
        let gate = RequestGate(method: method, pathSuffix: pathSuffix)
        lock.locked { gates.append(gate) }
        return gate
    }

    /// Expires every token: the next signed call is answered with 1101 (the client renews and resends).
    public func expireAllTokens() {
        lock.locked { expired.formUnion(sessions.keys) }
    }

    /// Takes the read permission of a user away from new sessions (`api.users.<id>.read`).
    public func revokeReadPermission(ofUser id: Int) {
        lock.locked { _ = readOnlyUsers.insert(id) }
    }

    /// How many calls of a kind the fake answered successfully (`PUT list`, `PUT item`, `DELETE item`,
    /// `GET lists`, `GET items`, …).
    public func count(_ kind: String) -> Int {
        lock.locked { counts[kind] ?? 0 }
    }

    // MARK: Answering

    /// Answers one request.
    func answer(_ request: LoopbackRequest) async -> LoopbackResponse {
        lock.locked { inFlight += 1 }
        defer { lock.locked { inFlight -= 1 } }
        guard request.path.hasPrefix("/v2/") else { return Self.error(404, 4000, "no such path") }
        let route = String(request.path.dropFirst(4))
        if request.method == "POST" && route == "sessions" { return createSession(request) }
        let (gate, fault, delay): (RequestGate?, Fault?, Duration?) = lock.locked {
            let gateIndex = gates.firstIndex { request.method == $0.method && request.path.hasSuffix($0.pathSuffix) }
            let gate = gateIndex.map { gates.remove(at: $0) }
            var fault: Fault?
            if route != "sessions",
                let index = faults.firstIndex(where: { $0.method.map { $0 == request.method } ?? true })
            {
                fault = faults.remove(at: index)
            }
            return (gate, fault, self.delay)
        }
        if let delay { try? await Task.sleep(for: delay) }
        if let gate { await gate.hold() }
        if let fault {
            if fault.dropsConnection { return .dropConnection }
            var response =
                fault.code.map { Self.error(fault.status, $0, "scripted failure") }
                ?? .text("scripted failure", status: fault.status)
            if let retryAfter = fault.retryAfter { response = response.adding(header: "Retry-After", retryAfter) }
            return response
        }
        return lock.locked { signedAnswer(request, route: route) }
    }

    private func createSession(_ request: LoopbackRequest) -> LoopbackResponse {
        let body = Self.jsonObject(request.body) ?? [:]
        guard body["api_key"] as? String == Self.apiKey else { return Self.error(400, 1102, "Invalid API key") }
        return lock.locked {
            let token = nextToken()
            sessions[token] = .some(nil)
            return Self.json(sessionJSON(token: token, userID: nil), status: 201)
        }
    }

    private func signedAnswer(_ request: LoopbackRequest, route: String) -> LoopbackResponse {
        guard let token = request.header("X-Token") else { return Self.error(400, 1107, "Missing token") }
        guard request.header("X-Signature") != nil else { return Self.error(400, 1103, "Missing signature") }
        guard let userID = sessions[token] else { return Self.error(400, 1108, "Invalid token") }
        if route == "sessions" && request.method == "PUT" {
            return updateSession(token: token, userID: userID, request: request)
        }
        if expired.contains(token) { return Self.error(400, 1101, "Token expired") }
        return respond(to: request, route: route, userID: userID)
    }

    private func updateSession(token: String, userID: Int?, request: LoopbackRequest) -> LoopbackResponse {
        let body = Self.jsonObject(request.body) ?? [:]
        if let email = body["email"] as? String {
            if expired.contains(token) { return Self.error(400, 1101, "Token expired") }
            if email.isEmpty {
                sessions[token] = .some(nil)
                return Self.json(sessionJSON(token: token, userID: nil))
            }
            guard let user = Self.users[email], body["password"] as? String == user.password else {
                return Self.error(400, 1201, "Invalid credentials")
            }
            sessions[token] = user.id
            return Self.json(sessionJSON(token: token, userID: user.id))
        }
        // Renewal: a new token for the same session.
        sessions[token] = nil
        expired.remove(token)
        let renewed = nextToken()
        sessions[renewed] = userID
        return Self.json(sessionJSON(token: renewed, userID: userID))
    }

    private func nextToken() -> String {
        tokenCounter += 1
        return "shop-token-\(tokenCounter)"
    }

    private func sessionJSON(token: String, userID: Int?) -> Any {
        var permissions: [String: Any] = ["guest": ["api.public", "api.users.create"]]
        var user: Any = NSNull()
        if let id = userID, let entry = Self.users.first(where: { $0.value.id == id }) {
            permissions["user"] =
                readOnlyUsers.contains(id)
                ? ["api.users.\(id).update"] : ["api.users.\(id).read", "api.users.\(id).update"]
            user = ["id": id, "ern": "ern:user:\(id)", "name": entry.value.name, "email": entry.key]
        }
        return [
            "token": token, "reference": "ref", "expires": "2030-01-01T00:00:00+0000", "user": user,
            "permissions": permissions, "provider": NSNull(), "client_id": "fake-client",
        ]
    }
}

extension NSLock {
    /// Runs a closure holding the lock.
    func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
