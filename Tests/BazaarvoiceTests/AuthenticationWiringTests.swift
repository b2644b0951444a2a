import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import Bazaarvoice

/// The passkey travels as the schema's `auth:` declares it (`query-key`, `setting: passkey`), through a real client.
@Suite struct AuthenticationWiringTests {
    /// The settings' key goes out once, under the parameter name `BazaarvoiceAPI.Authentication` gives.
    @Test func theSettingsKeyIsTheDeclaredQueryParameter() async throws {
        let harness = try await LoopbackHarness.start(answering: "reviews_filter_id_include_products.json")
        _ = try await harness.client.send(DisplayReviews(limit: 1))
        await harness.stop()

        let request = try #require(harness.server.requests.first)
        let name = BazaarvoiceAPI.Authentication.parameterName
        #expect(name == "passkey")
        let sent = request.queryItems.filter { $0.name == name }.compactMap(\.value)
        #expect(sent == [BazaarvoiceAPI.Authentication.key(in: harness.client.settings)])
        #expect(sent == [LoopbackHarness.passkey])
    }

    /// `middleware(key:)` sends a key rotated at run time in place of the settings' key: still one pair.
    @Test func aRotatedKeyReplacesTheSettingsKey() async throws {
        let harness = try await LoopbackHarness.start(answering: "reviews_filter_id_include_products.json")
        let rotated = Client<BazaarvoiceAPI>(
            environment: harness.client.environment, settings: harness.client.settings, transport: CurlTransport(),
            middleware: [BazaarvoiceAPI.Authentication.middleware(key: "rotated key&1")])
        _ = try await rotated.send(DisplayReviews(limit: 1))
        await harness.stop()

        let request = try #require(harness.server.requests.first)
        #expect(request.queryItems.filter { $0.name == "passkey" }.compactMap(\.value) == ["rotated key&1"])
        #expect(request.uri.contains("passkey=rotated%20key%261"))
        #expect(request.queryItems.filter { $0.name == "apiversion" }.compactMap(\.value) == ["5.4"])
    }
}
