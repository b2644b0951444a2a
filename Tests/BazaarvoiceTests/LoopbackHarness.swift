import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import Bazaarvoice

/// A loopback server that answers like the Bazaarvoice API, and a client pointed at it.
///
/// The default host is `http://127.0.0.1:<port>/data/`, the media host `http://127.0.0.1:<port>/media/data/`.
struct LoopbackHarness {
    /// The passkey the tests send.
    static let passkey = "loopback-passkey"

    let server: LoopbackServer
    let client: Client<BazaarvoiceAPI>

    /// Starts a server with a handler and a client that talks to it through `CurlTransport`.
    static func start(_ handler: @escaping LoopbackServer.Handler) async throws -> LoopbackHarness {
        let server = try await LoopbackServer.start(handler: handler)
        let environment = BazaarvoiceAPI.Environment.custom(hosts: [
            "default": server.url("data/"), "media": server.url("media/data/"),
        ])
        let client = Client<BazaarvoiceAPI>(
            environment: environment, settings: .init(passkey: passkey), transport: CurlTransport())
        return LoopbackHarness(server: server, client: client)
    }

    /// Starts a server that answers every request with a fixture.
    static func start(answering fixture: String) async throws -> LoopbackHarness {
        let body = try Fixtures.data(fixture)
        return try await start { _ in .data(body, contentType: "application/json;charset=UTF-8") }
    }

    /// Stops the server.
    func stop() async {
        await server.stop()
    }
}

/// Name–value pairs compared as a multiset: order may differ, names and values must match exactly.
struct Pairs: Equatable, CustomStringConvertible {
    let sorted: [String]

    init(_ pairs: [(String, String)]) {
        sorted = pairs.map { "\($0.0)=\($0.1)" }.sorted()
    }

    init(_ items: [URLQueryItem]) {
        self.init(items.map { ($0.name, $0.value ?? "") })
    }

    var description: String { sorted.joined(separator: "&") }
}

extension LoopbackRequest {
    /// The query's pairs without the settings every request carries (checked separately).
    var queryPairsWithoutSettings: Pairs {
        Pairs(queryItems.filter { $0.name != "passkey" && $0.name != "apiversion" })
    }

    /// Whether the query carries the passkey and API version exactly once each.
    var carriesSettings: Bool {
        queryItems.filter { $0.name == "passkey" }.map(\.value) == [LoopbackHarness.passkey]
            && queryItems.filter { $0.name == "apiversion" }.map(\.value) == ["5.4"]
    }
}
