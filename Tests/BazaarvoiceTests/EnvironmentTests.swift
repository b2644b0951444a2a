import APIRuntime
import Foundation
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

    @Test("the legacy per-customer host form")
    func legacy() throws {
        let legacy = try #require(
            BazaarvoiceAPI.Environment.legacy(customerHost: "reviews.apitestcustomer.bazaarvoice.com"))
        let expected = URL(string: "http://reviews.apitestcustomer.bazaarvoice.com/bvstaging/data/")
        #expect(legacy.baseURL(forHost: "default") == expected)
        #expect(legacy.baseURL(forHost: "media") == expected)
        let production = BazaarvoiceAPI.Environment.legacy(
            customerHost: "answers.example.bazaarvoice.com/", dataPath: "/data/", secure: true)
        #expect(production?.baseURL(forHost: "default") == URL(string: "https://answers.example.bazaarvoice.com/data/"))
        #expect(BazaarvoiceAPI.Environment.legacy(customerHost: "") == nil)
        #expect(BazaarvoiceAPI.Environment.legacy(customerHost: "a b") == nil)
    }

    @Test("environments named on a command line")
    func named() {
        #expect(BazaarvoiceAPI.Environment(named: "Production") == .production)
        #expect(BazaarvoiceAPI.Environment(named: "staging") == .staging)
        let custom = BazaarvoiceAPI.Environment(named: "http://127.0.0.1:8080/data")
        #expect(custom?.baseURL(forHost: "default") == URL(string: "http://127.0.0.1:8080/data/"))
        #expect(BazaarvoiceAPI.Environment(named: "ftp://example.com/") == nil)
        #expect(BazaarvoiceAPI.Environment(named: "nowhere") == nil)
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
