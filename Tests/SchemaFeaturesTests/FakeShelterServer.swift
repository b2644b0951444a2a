import Foundation
import LoopbackServer

/// The Shelter API and its OAuth 2 token endpoint on the loopback server.
///
/// The token endpoint checks the client's basic credentials and the grant: `client_credentials` issues `t1`
/// with refresh token `r1`, `refresh_token` issues the next token (`t2` with `r2`, …). API calls need
/// `Authorization: Bearer` with the current token; ``expireToken()`` makes the server reject the current one, so
/// that the next calls are answered 401 until the client refreshes.
final class FakeShelterServer: Sendable {
    static let clientID = "shelter-app"
    static let clientSecret = "s3cr3t-client"

    private let state = Locked(State())
    let server: LoopbackServer
    /// Holds `GET events` after its first chunk (one event) until opened.
    let eventsGate = LoopbackGate()

    struct State {
        var issued = 0
        var current: String?
        var refreshToken: String?
        var tokenGrants: [String] = []
        var rejectRefresh = false
        var rejectClient = false
        var feed = "[]"
    }

    private init(server: LoopbackServer) {
        self.server = server
    }

    static func start() async throws -> FakeShelterServer {
        let box = Locked<FakeShelterServer?>(nil)
        let server = try await LoopbackServer.start { request in
            guard let fake = box.value else { return .status(503) }
            return fake.answer(request)
        }
        let fake = FakeShelterServer(server: server)
        box.value = fake
        return fake
    }

    /// The grants the token endpoint was asked for, in order.
    var tokenGrants: [String] { state.value.tokenGrants }

    /// The token the API accepts now.
    var currentToken: String? { state.value.current }

    /// Makes the API reject the current token.
    func expireToken() { state.update { $0.current = "expired" } }

    /// Makes the token endpoint refuse refresh tokens and (with `client`) the client credentials too.
    func refuseGrants(client: Bool) {
        state.update {
            $0.rejectRefresh = true
            $0.rejectClient = client
        }
    }

    /// Sets the body of `GET feed`.
    func setFeed(_ json: String) { state.update { $0.feed = json } }

    func stop() async { await server.stop() }

    /// `SavePet`'s statuses by the pet's id; the pet answered is the body sent.
    ///
    /// `new` is created (201), `same` unchanged (204, no body), `partial` answers a status the schema does not list
    /// (206), `broken` a 201 whose body is not a pet; any other id is stored (200).
    private func savePet(id: String, body: Data) -> LoopbackResponse {
        let pet = String(decoding: body, as: UTF8.self)
        switch id {
        case "new": return .json(pet, status: 201)
        case "same": return .status(204)
        case "partial": return .json(pet, status: 206)
        case "broken": return .json(#"{"id": 7}"#, status: 201)
        default: return .json(pet)
        }
    }

    /// `ListPets`: five pets, `per_page` at a time (2 by default), by `page`.
    ///
    /// Each page but the last links the next with a relative `Link` that leaves `per_page` out. `species=loop` links
    /// a page to itself, `species=away` to another host.
    private func listPets(_ request: LoopbackRequest) -> LoopbackResponse {
        let query = URLComponents(string: request.uri)?.queryItems ?? []
        func value(_ name: String) -> String? { query.first { $0.name == name }?.value }
        let page = Int(value("page") ?? "") ?? 1
        let size = Int(value("per_page") ?? "") ?? 2
        let names = ["Ada", "Bo", "Cy", "Di", "Ed"]
        let slice = names.enumerated().dropFirst((page - 1) * size).prefix(size)
        let pets = slice.map { #"{"id": "p\#($0.offset + 1)", "name": "\#($0.element)", "species": "dog"}"# }
        var response = LoopbackResponse.json("[" + pets.joined(separator: ", ") + "]")
        var next: String?
        switch value("species") {
        case "loop": next = "pets?species=loop"
        case "away": next = "https://elsewhere.example/v1/pets?page=2"
        default: next = page * size < names.count ? "pets?page=\(page + 1)" : nil
        }
        if let next {
            response.headers.append(LoopbackHeaderField("Link", #"<\#(next)>; rel="next", <pets?page=1>; rel="first""#))
        }
        return response
    }

    /// Reads `where` as a JSON object, the way a server taking JSON text in a query does: an unreadable one is a
    /// 400; else one pet per name asked for, of the species asked for.
    private func searchPets(_ request: LoopbackRequest) -> LoopbackResponse {
        let query = URLComponents(string: request.uri)?.queryItems ?? []
        guard let text = query.first(where: { $0.name == "where" })?.value,
            let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
        else { return .json(#"{"error": "where is not a JSON object"}"#, status: 400) }
        let species = object["species"] as? String ?? "any"
        let names = object["names"] as? [String] ?? []
        let pets = names.enumerated().map {
            #"{"id": "s\#($0.offset)", "name": "\#($0.element)", "species": "\#(species)"}"#
        }
        return .json("[" + pets.joined(separator: ", ") + "]")
    }

    private func answer(_ request: LoopbackRequest) -> LoopbackResponse {
        if request.path == "/v1/oauth/token" { return token(request) }
        if request.path == "/v1/status" { return .json(#"{"state": "open"}"#) }
        guard let current = state.value.current, request.header("Authorization") == "Bearer \(current)" else {
            return .json(#"{"error": "invalid_token"}"#, status: 401)
        }
        switch (request.method, request.path) {
        case ("GET", "/v1/pets/gone"): return .json(#"{"resource": "pet", "id": "gone"}"#, status: 404)
        case ("GET", let path) where path.hasPrefix("/v1/pets/"):
            let id = String(path.dropFirst("/v1/pets/".count))
            var response = LoopbackResponse.json(#"{"id": "\#(id)", "name": "Rex", "species": "dog"}"#)
            // Typed response headers: `limitless` leaves out the required one, `garbled` sends it unreadable.
            if id != "limitless" {
                response.headers.append(LoopbackHeaderField("x-ratelimit-remaining", id == "garbled" ? "many" : "41"))
            }
            response.headers.append(LoopbackHeaderField("ETag", #""v7""#))
            response.headers.append(LoopbackHeaderField("X-RateLimit-Reset", "1700000000"))
            response.headers.append(LoopbackHeaderField("Last-Modified", "Sun, 06 Nov 1994 08:49:37 GMT"))
            response.headers.append(LoopbackHeaderField("Vary", "Accept"))
            response.headers.append(LoopbackHeaderField("Vary", "Accept-Encoding, Authorization"))
            return response
        case ("GET", "/v1/pets"): return listPets(request)
        case ("GET", "/v1/pet-search"): return searchPets(request)
        case ("GET", "/v1/events"):
            // JSON Lines in chunks that split a record, a blank keep-alive line, and a kind the family lacks.
            let chunks = [
                #"{"kind": "arrival", "petId": "p1"}"# + "\n" + #"{"kind": "arr"#,
                #"ival", "petId": "p2"}"# + "\n\n" + #"{"kind": "departure", "petId": "p3"}"# + "\r\n",
            ]
            return LoopbackResponse(
                headers: [LoopbackHeaderField("Content-Type", "application/x-ndjson")],
                body: .chunked(chunks.map { Data($0.utf8) }, interval: nil)
            ).pausingAfterFirstChunk(until: eventsGate)
        case ("POST", "/v1/advice"):
            let body = [
                ": warming up", "", #"data: {"text": "Feed "}"#, "", "event: delta", #"data: {"text":"#,
                #"data: "twice a day."}"#, "", "data: [DONE]", "", #"data: {"text": "never read"}"#, "",
            ].joined(separator: "\n")
            return .data(Data(body.utf8), contentType: "text/event-stream")
        case ("POST", "/v1/advice/vet"):
            // Events only when the body asks for them, as OpenAI-style APIs answer; JSON otherwise.
            let body = (try? JSONSerialization.jsonObject(with: request.body)) as? [String: Any] ?? [:]
            guard body["stream"] as? Bool == true else { return .json(#"{"text": "Feed twice a day."}"#) }
            return .data(
                Data("data: {\"text\": \"Feed twice a day.\"}\n\ndata: [DONE]\n\n".utf8),
                contentType: "text/event-stream")
        case ("PATCH", "/v1/pets/p1"):
            // Answers the body as it came, `null`s and all, adding the old spelling of a renamed field.
            let body = String(decoding: request.body, as: UTF8.self)
            guard body.hasPrefix("{"), body != "{}" else { return .json(#"{"nick": null}"#) }
            return .json(#"{"nick": null, "# + body.dropFirst())
        case ("PUT", let path) where path.hasPrefix("/v1/pets/"):
            return savePet(id: String(path.dropFirst("/v1/pets/".count)), body: request.body)
        case ("GET", "/v1/feed"): return .json(state.value.feed)
        case ("POST", "/v1/sponsorships"):
            // Answers the form's and the query's fields as it decoded them, each name and value once.
            func fields(_ encoded: String?) -> [String: String] {
                var components = URLComponents()
                components.percentEncodedQuery = encoded
                return (components.queryItems ?? []).reduce(into: [:]) { $0[$1.name] = $1.value ?? "" }
            }
            let echo: [String: [String: String]] = [
                "form": fields(String(decoding: request.body, as: UTF8.self)),
                "query": fields(URLComponents(string: request.uri)?.percentEncodedQuery),
            ]
            let data = (try? JSONSerialization.data(withJSONObject: echo, options: [.sortedKeys])) ?? Data()
            return .data(data, contentType: "application/json")
        case ("POST", "/v1/adoptions"):
            let body = (try? JSONSerialization.jsonObject(with: request.body)) as? [String: Any] ?? [:]
            switch body["petId"] as? String {
            case "p1": return .json(#"{"adoptionId": "a1", "petId": "p1"}"#)
            case "p2": return .json(#"{"reason": "already adopted", "retryable": false}"#)
            case "p4":
                var response = LoopbackResponse.json(#"{"reason": "on hold", "retryable": true}"#, status: 409)
                response.headers.append(LoopbackHeaderField("Retry-After", "120"))
                return response
            case "p5": return .json(#"{"resource": "pet", "id": "p5"}"#, status: 404)
            default: return .json(#"{"adoptionId": 7, "note": "neither"}"#)
            }
        case ("DELETE", "/v1/pets"):
            // Echoes the body, adding keys the schema does not declare.
            let body = (try? JSONSerialization.jsonObject(with: request.body)) as? [String: Any] ?? [:]
            let count = (body["petIds"] as? [Any])?.count ?? 0
            let echo = String(decoding: request.body, as: UTF8.self)
            return .json(#"{"released": \#(count), "by": "fake", "echo": \#(echo)}"#)
        case ("OPTIONS", "/v1/intake"):
            // Answers from the JSON body: the places asked for, or none for cats.
            let body = (try? JSONSerialization.jsonObject(with: request.body)) as? [String: Any] ?? [:]
            let accepts = body["species"] as? String != "cat"
            return .json(#"{"accepts": \#(accepts), "places": \#(accepts ? body["count"] as? Int ?? 1 : 0)}"#)
        case ("TRACE", "/v1/trace"):
            return .text("TRACE \(request.uri) body=\(request.bodyByteCount)")
        default: return .status(404)
        }
    }

    private func token(_ request: LoopbackRequest) -> LoopbackResponse {
        let basic = "Basic " + Data("\(Self.clientID):\(Self.clientSecret)".utf8).base64EncodedString()
        let form = Dictionary(request.formItems.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
        let grant = form["grant_type"] ?? ""
        return state.update { state -> LoopbackResponse in
            state.tokenGrants.append(grant)
            guard request.header("Authorization") == basic, !state.rejectClient || grant == "refresh_token" else {
                return .json(#"{"error": "invalid_client"}"#, status: 401)
            }
            guard form["scope"] == "pets.read adoptions.write" else {
                return .json(#"{"error": "invalid_scope"}"#, status: 400)
            }
            switch grant {
            case "client_credentials": break
            case "refresh_token" where !state.rejectRefresh && form["refresh_token"] == state.refreshToken: break
            default:
                return .json(#"{"error": "invalid_grant", "error_description": "refresh token revoked"}"#, status: 400)
            }
            state.issued += 1
            state.current = "t\(state.issued)"
            state.refreshToken = "r\(state.issued)"
            return .json(
                #"{"access_token": "t\#(state.issued)", "token_type": "Bearer", "expires_in": 3600, "#
                    + #""refresh_token": "r\#(state.issued)"}"#)
        }
    }
}

/// A value behind a lock.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value {
        get { update { $0 } }
        set { update { $0 = newValue } }
    }

    @discardableResult
    func update<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&stored)
    }
}
