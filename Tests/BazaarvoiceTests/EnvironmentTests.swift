import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import Bazaarvoice

@Suite("Environments and settings")
struct EnvironmentTests {
    @Test("production and staging reach the universal endpoint, uploads of videos the media host")
    func namedEnvironments() {
        let production = BazaarvoiceAPI.Environment.production
        #expect(production.baseURL(forHost: "default") == URL(string: "https://api.bazaarvoice.com/data/"))
        #expect(production.baseURL(forHost: "media") == URL(string: "https://media.api.bazaarvoice.com/data/"))
        let staging = BazaarvoiceAPI.Environment.staging
        #expect(staging.baseURL(forHost: "default") == URL(string: "https://stg.api.bazaarvoice.com/data/"))
        #expect(staging.baseURL(forHost: "media") == URL(string: "https://stgmedia.api.bazaarvoice.com/data/"))
        #expect(
            UploadVideo(contentType: .review, video: FilePayload(source: .data(Data()), filename: "v.mp4")).host
                == "media")
        #expect(DisplayReviews().host == "default")
    }

    @Test("the legacy per-customer host form, a templated environment of the schema")
    func legacy() throws {
        let legacy = try BazaarvoiceAPI.Environment.legacy(
            customerHost: "reviews.apitestcustomer.bazaarvoice.com", dataPath: "bvstaging/data")
        let expected = URL(string: "http://reviews.apitestcustomer.bazaarvoice.com/bvstaging/data/")
        #expect(legacy.baseURL(forHost: "default") == expected)
        #expect(legacy.baseURL(forHost: "media") == expected)
        let production = try BazaarvoiceAPI.Environment.legacy(
            customerHost: "answers.example.bazaarvoice.com", dataPath: "data")
        #expect(production.baseURL(forHost: "default") == URL(string: "http://answers.example.bazaarvoice.com/data/"))
    }

    @Test("a legacy host or data path that is not one is a typed error, not a trimmed guess")
    func legacyRejectsBadValues() {
        #expect(
            throws: URLTemplateError.invalidValue(
                variable: "customerHost", value: "answers.example.bazaarvoice.com/",
                reason: "not a host name, IPv4 or [IPv6] address with an optional :port")
        ) {
            try BazaarvoiceAPI.Environment.legacy(customerHost: "answers.example.bazaarvoice.com/", dataPath: "data")
        }
        for host in ["", "a b", "evil.com/x?", "user@host"] {
            #expect(throws: URLTemplateError.self) {
                try BazaarvoiceAPI.Environment.legacy(customerHost: host, dataPath: "data")
            }
        }
        for path in ["", "/data/", "bvstaging//data", "../data"] {
            #expect(throws: URLTemplateError.self) {
                try BazaarvoiceAPI.Environment.legacy(customerHost: "example.com", dataPath: path)
            }
        }
    }

    @Test("the legacy template reaches a server end to end: host with port, encoded path")
    func legacyEndToEnd() async throws {
        let body = try Fixtures.data("reviews_filter_id_include_products.json")
        let server = try await LoopbackServer.start(answering: .data(body, contentType: "application/json"))
        let environment = try BazaarvoiceAPI.Environment.legacy(
            customerHost: "127.0.0.1:\(server.port)", dataPath: "bv staging/data")
        let client = Client<BazaarvoiceAPI>(
            environment: environment, settings: .init(passkey: "key"), transport: CurlTransport())
        let request = DisplayReviews(limit: 1)
        let sent = try client.makeHTTPRequest(for: request)
        #expect(sent.url.absoluteString.hasPrefix("http://127.0.0.1:\(server.port)/bv%20staging/data/reviews.json?"))
        let page = try await client.send(request)
        await server.stop()
        #expect(page.items.compactMap(\.id) == ["6601211"])
        let received = try #require(server.lastRequest)
        #expect(received.uri.hasPrefix("/bv%20staging/data/reviews.json?"))
    }

    @Test("one base URL for every host gets its trailing slash")
    func single() {
        let custom = BazaarvoiceAPI.Environment.single(URL(string: "http://127.0.0.1:8080/data")!)
        #expect(custom.baseURL(forHost: "default") == URL(string: "http://127.0.0.1:8080/data/"))
        #expect(custom.baseURL(forHost: "media") == URL(string: "http://127.0.0.1:8080/data/"))
    }

    @Test("the settings send the passkey and API version 5.4 by default")
    func settings() {
        let parameters = BazaarvoiceAPI.settingParameters(.init(passkey: "key"))
        #expect(parameters.first(named: "passkey") == .string("key"))
        #expect(parameters.first(named: "apiversion") == .string("5.4"))
        let older = BazaarvoiceAPI.settingParameters(.init(passkey: "key", apiVersion: "5.3"))
        #expect(older.first(named: "apiversion") == .string("5.3"))
    }
}
