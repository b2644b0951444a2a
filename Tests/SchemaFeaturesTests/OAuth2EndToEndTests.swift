import APIRuntime
import Foundation
import Logging
import LoopbackServer
import Shelter
import Testing

/// Shelter's `oauth2` auth on the loopback server: tokens from the token endpoint, one refresh for many
/// rejected calls, a typed failure when the refresh is refused, and no secret in the logs.
@Suite struct OAuth2EndToEndTests {
    static func client(_ fake: FakeShelterServer, middleware extra: [any Middleware] = []) throws
        -> (Client<ShelterAPI>, TokenRefresher)
    {
        let settings = ShelterAPI.Settings(
            clientID: FakeShelterServer.clientID, clientSecret: FakeShelterServer.clientSecret)
        let environment = ShelterAPI.Environment.custom(hosts: ["default": fake.server.url("v1/")])
        let transport = CurlTransport()
        let refresher = try ShelterAPI.Authentication.tokenEndpoint(
            settings: settings, environment: environment, transport: transport
        ).makeRefresher()
        let client = Client<ShelterAPI>(
            environment: environment, settings: settings, transport: transport,
            middleware: [ShelterAPI.Authentication.middleware(refresher: refresher)] + extra)
        return (client, refresher)
    }

    @Test func theFirstCallObtainsATokenAndLaterCallsReuseIt() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, refresher) = try Self.client(fake)
        let pet = try await client.send(PetRequest(id: "p7"))
        #expect(pet == Pet(id: "p7", name: "Rex", species: "dog"))
        _ = try await client.send(PetRequest(id: "p8"))
        #expect(fake.tokenGrants == ["client_credentials"])
        #expect(await refresher.refreshCount == 1)
        // The client secret travels in basic auth, never in the form; the settings are no query parameters.
        let tokenRequest = try #require(fake.server.requests.first { $0.path == "/v1/oauth/token" })
        #expect(!tokenRequest.bodyText.contains(FakeShelterServer.clientSecret))
        #expect(fake.server.requests.allSatisfy { $0.query == nil })
    }

    @Test func concurrentCallsRejectedWithAnExpiredTokenShareOneRefresh() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, refresher) = try Self.client(fake)
        _ = try await client.send(PetRequest(id: "p0"))
        fake.expireToken()
        let pets = try await withThrowingTaskGroup(of: Pet.self) { group in
            for index in 1...8 { group.addTask { try await client.send(PetRequest(id: "p\(index)")) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(pets.count == 8)
        // One client-credentials grant, then exactly one refresh however the eight calls interleaved.
        #expect(fake.tokenGrants == ["client_credentials", "refresh_token"])
        #expect(await refresher.refreshCount == 2)
        #expect(fake.currentToken == "t2")
    }

    @Test func aRefusedRefreshFallsBackToClientCredentials() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, _) = try Self.client(fake)
        _ = try await client.send(PetRequest(id: "p0"))
        fake.refuseGrants(client: false)
        fake.expireToken()
        _ = try await client.send(PetRequest(id: "p1"))
        #expect(fake.tokenGrants == ["client_credentials", "refresh_token", "client_credentials"])
    }

    @Test func aFailedRefreshIsATypedSessionFailure() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, _) = try Self.client(fake)
        _ = try await client.send(PetRequest(id: "p0"))
        fake.refuseGrants(client: true)
        fake.expireToken()
        do {
            _ = try await client.send(PetRequest(id: "p1"))
            Issue.record("a call succeeded although no token could be obtained")
        } catch {
            guard case .session(let failure) = error else {
                Issue.record("expected ClientError.session, got \(error)")
                return
            }
            #expect(failure == .tokenRejected(status: 401, error: "invalid_client", description: nil))
        }
    }

    @Test func unauthenticatedCallsCarryNoToken() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, _) = try Self.client(fake)
        let status = try await client.send(Status())
        #expect(status.state == "open")
        #expect(fake.tokenGrants.isEmpty)
        #expect(fake.server.lastRequest?.header("Authorization") == nil)
    }

    @Test func tokensAndSecretsAreNeverLogged() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let sink = LogLines()
        let logger = Logger(label: "shelter") { _ in sink }
        let (client, refresher) = try Self.client(
            fake, middleware: [LoggingMiddleware(logger: logger, level: .info, logsBodies: true)])
        _ = try await client.send(PetRequest(id: "p1"))
        let token = try #require(try await refresher.currentToken().token)
        let logged = sink.lines.joined(separator: "\n")
        #expect(logged.contains("pets/p1"))
        #expect(!logged.contains(token.value))
        #expect(!"\(token)".contains(token.value) && !"\(token)".contains("r1"))
        // The token request's form, as the logger would show it.
        let endpoint = try ShelterAPI.Authentication.tokenEndpoint(
            settings: .init(clientID: "id", clientSecret: "hidden"),
            environment: .custom(hosts: ["default": fake.server.url("v1/")]), transport: CurlTransport())
        var bodyAuth = endpoint
        bodyAuth.clientAuthentication = .body
        let request = try bodyAuth.request(grant: [("grant_type", "refresh_token"), ("refresh_token", "r9")])
        let shown = Redactor().describe(request.body, contentType: "application/x-www-form-urlencoded")
        #expect(!shown.contains("hidden") && !shown.contains("r9") && shown.contains("grant_type"))
    }
}
