import Foundation
import Testing

@testable import APIRuntime

/// An API with a header setting sent on every request, also without authentication (Bridge's `User-Agent`).
enum AlwaysHeaderAPI: APIDefinition {
    typealias Environment = FakeAPI.Environment

    struct Settings: Sendable {
        var userAgent = "App/1"
        var session = "S"
    }

    static let name = "AlwaysHeader"
    static let wireFormat = WireFormat.json
    static let codingOptions = CodingOptions()
    static let typeTable = TypeTable()

    static func settingParameters(_ settings: Settings) -> Parameters {
        [
            Parameter(name: "User-Agent", value: .string(settings.userAgent), location: .header),
            Parameter(name: "Bridge-Session", value: .string(settings.session), location: .header),
        ]
    }

    static func unauthenticatedSettingParameters(_ settings: Settings) -> Parameters {
        [Parameter(name: "User-Agent", value: .string(settings.userAgent), location: .header)]
    }
}

/// A request of ``AlwaysHeaderAPI``; sign-in carries no authentication.
struct AlwaysHeaderRequest: Request {
    typealias API = AlwaysHeaderAPI
    typealias Response = EmptyResponse
    var method: HTTPMethod = .post
    var path: String = "signIn"
    var parameters: Parameters = []
    var requiresAuthentication = false
}

@Suite("Settings on requests without authentication")
struct UnauthenticatedSettingsTests {
    @Test func alwaysSettingsGoOnUnauthenticatedRequestsOnly() async throws {
        let transport = FakeTransport(body: "")
        let client = Client<AlwaysHeaderAPI>(
            environment: .base("https://b.example.com/"), settings: .init(), transport: transport)
        _ = try await client.send(AlwaysHeaderRequest())
        _ = try await client.send(AlwaysHeaderRequest(requiresAuthentication: true))
        let (signIn, call) = (transport.requests[0], transport.requests[1])
        #expect(signIn.headers["User-Agent"] == "App/1")
        #expect(signIn.headers["Bridge-Session"] == nil)
        #expect(call.headers["User-Agent"] == "App/1")
        #expect(call.headers["Bridge-Session"] == "S")
    }

    @Test func byDefaultUnauthenticatedRequestsGetNoSettings() async throws {
        let transport = FakeTransport(body: "{}")
        var request = FakeRequest<JSONValue>()
        request.requiresAuthentication = false
        let sender = Client<FakeAPI>(
            environment: .base("https://api.example.com/"), settings: .init(passkey: "K"), transport: transport)
        _ = try await sender.send(request)
        #expect(transport.requests[0].url.absoluteString == "https://api.example.com/reviews.json")
        #expect(FakeAPI.unauthenticatedSettingParameters(.init(passkey: "K")).isEmpty)
    }
}
