import APIRuntime
import Foundation
import LoopbackServer
import Shelter
import Testing

/// The runtime's credential middleware on the loopback server: an API key in a header, HTTP basic, and bearer
/// tokens renewed by the app's own refresh.
@Suite struct CredentialMiddlewareTests {
    static func client(_ server: LoopbackServer, _ middleware: any Middleware) -> Client<ShelterAPI> {
        Client<ShelterAPI>(
            environment: .custom(hosts: ["default": server.url("v1/")]),
            settings: .init(clientID: "unused", clientSecret: "unused"), transport: CurlTransport(),
            middleware: [middleware])
    }

    static let pet = #"{"id": "p1", "name": "Rex", "species": "dog"}"#

    @Test func anAPIKeyTravelsInItsHeaderOnlyWithAuthenticatedCalls() async throws {
        let server = try await LoopbackServer.start { request in
            if request.path == "/v1/status" { return .json(#"{"state": "open"}"#) }
            return request.header("X-API-Key") == "k-123" ? .json(Self.pet) : .status(403)
        }
        defer { Task { await server.stop() } }
        let client = Self.client(server, HeaderKeyMiddleware(headerName: "X-API-Key", key: "k-123"))
        _ = try await client.send(PetRequest(id: "p1"))
        _ = try await client.send(Status())
        #expect(server.requests.map { $0.header("X-API-Key") } == ["k-123", nil])
        #expect(Redactor().isSecret("X-API-Key"))
    }

    @Test func basicCredentialsAreEncodedAndAColonInTheUserNameIsRefused() async throws {
        let server = try await LoopbackServer.start { request in
            // base64("ann:pä ss:word")
            request.header("Authorization") == "Basic YW5uOnDDpCBzczp3b3Jk" ? .json(Self.pet) : .status(401)
        }
        defer { Task { await server.stop() } }
        let good = BasicCredentials(username: "ann", password: "pä ss:word")
        _ = try await Self.client(server, BasicAuthMiddleware(credentials: good)).send(PetRequest(id: "p1"))
        #expect(!"\(good)".contains("pä ss"))
        let bad = BasicCredentials(username: "a:nn", password: "x")
        do {
            _ = try await Self.client(server, BasicAuthMiddleware(credentials: bad)).send(PetRequest(id: "p1"))
            Issue.record("a user name with a colon was sent")
        } catch {
            guard case .invalidRequest(let message) = error else {
                Issue.record("expected .invalidRequest, got \(error)")
                return
            }
            #expect(message.contains("must not contain ':'"))
        }
        #expect(server.requests.count == 1)
    }

    @Test func aRejectedBearerTokenIsRenewedOnceByTheAppsRefresh() async throws {
        let valid = Locked("fresh-2")
        let server = try await LoopbackServer.start { request in
            request.header("Authorization") == "Bearer \(valid.value)" ? .json(Self.pet) : .status(401)
        }
        defer { Task { await server.stop() } }
        let replaced = Locked<[String?]>([])
        let refresher = TokenRefresher(token: AccessToken("stale-1")) { current in
            replaced.update { $0.append(current?.value) }
            return AccessToken("fresh-2")
        }
        let client = Self.client(server, BearerTokenMiddleware(refresher: refresher))
        let pets = try await withThrowingTaskGroup(of: Pet.self) { group in
            for _ in 1...6 { group.addTask { try await client.send(PetRequest(id: "p1")) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(pets.count == 6)
        #expect(replaced.value == ["stale-1"])
        // A token the server keeps rejecting is refreshed once per call and the 401 returned, not looped.
        valid.value = "never"
        do {
            _ = try await client.send(PetRequest(id: "p1"))
            Issue.record("a rejected call succeeded")
        } catch {
            #expect(error.statusCode == 401)
        }
        #expect(replaced.value == ["stale-1", "fresh-2"])
    }

    @Test func withoutARefreshARejectedTokenIsReturnedAsItsStatus() async throws {
        let server = try await LoopbackServer.start(answering: .status(401))
        defer { Task { await server.stop() } }
        let client = Self.client(server, BearerTokenMiddleware(refresher: TokenRefresher(token: AccessToken("t"))))
        do {
            _ = try await client.send(PetRequest(id: "p1"))
            Issue.record("a rejected call succeeded")
        } catch {
            #expect(error.statusCode == 401)
        }
        #expect(server.requests.count == 1)
    }
}
