import APIRuntime
import Foundation
import Testing

@testable import Etilbudsavis

/// `2016-01-01T23:00:00+0000` and friends, parsed independently of the SDK.
private func wireDate(_ text: String) -> Date? {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ"
    return formatter.date(from: text)
}

private func number(_ value: Any?) -> Double? {
    (value as? NSNumber)?.doubleValue
}

@Suite("Recorded responses decode")
struct FixtureDecodingTests {
    @Test("all 212 offers of GET /offers decode, every field equal to an independent parse")
    func offerList() throws {
        let offers = try ListOffers().decodeRecorded(Fixtures.data("offer_list.json"))
        let raw = try Fixtures.jsonArray("offer_list.json")
        #expect(offers.count == 212)
        try #require(raw.count == offers.count)
        let first = offers[0]
        #expect(first.id == "9311EdLD")
        #expect(first.ern.rawValue == "ern:offer:9311EdLD")
        #expect(first.heading == "Træningsbænk")
        #expect(first.catalogPage == 14)
        #expect(first.pricing.price == 349)
        #expect(first.pricing.prePrice == nil)
        #expect(first.pricing.currency == "DKK")
        #expect(first.quantity.unit == nil)
        #expect(first.quantity.pieces?.from == 1)
        #expect(first.runFrom == wireDate("2016-01-01T23:00:00+0000"))
        #expect(first.runTill == wireDate("2016-03-31T21:59:59+0000"))
        #expect(first.storeID == nil && first.storeURL == nil)
        #expect(first.catalogURL.absoluteString == "https://api.etilbudsavis.dk/v2/catalogs/3d1c51y")
        #expect(
            first.images.thumb.absoluteString == "https://shopgun-a.akamaihd.net/img/offer/crop/thumb/9311EdLD.png?m=0")
        #expect(first.branding.name == "Lidl")
        #expect(first.branding.pageflip.color == "0A5B9F")
        try assertOffers(offers, equal: raw)
    }

    @Test("all 174 offers of GET /offers?catalog_ids=12d6qxy decode, every field equal to an independent parse")
    func catalogOffers() throws {
        let offers = try ListOffers(catalogIDs: ["12d6qxy"]).decodeRecorded(Fixtures.data("catalog_offers.json"))
        let raw = try Fixtures.jsonArray("catalog_offers.json")
        #expect(offers.count == 174)
        try #require(raw.count == offers.count)
        let first = offers[0]
        #expect(first.id == "8879B3FD")
        #expect(first.heading == "Pastasauce")
        #expect(first.quantity.unit?.symbol == "g")
        #expect(first.quantity.unit?.si.symbol == "kg")
        #expect(first.quantity.unit?.si.factor == 0.001)
        #expect(first.quantity.size?.from == 350)
        #expect(first.storeID == "7a47rGg")
        #expect(offers.allSatisfy { $0.catalogID == "12d6qxy" })
        #expect(
            offers.filter { $0.pricing.prePrice != nil }.count
                == raw.filter { !($0["pricing"] as! [String: Any])["pre_price"].isNullish }.count)
        try assertOffers(offers, equal: raw)
    }

    private func assertOffers(_ offers: [Offer], equal raw: [[String: Any]]) throws {
        for (offer, object) in zip(offers, raw) {
            #expect(offer.id == object["id"] as? String)
            #expect(offer.ern.rawValue == object["ern"] as? String)
            #expect(offer.heading == object["heading"] as? String)
            #expect(offer.description == object["description"] as? String)
            #expect(offer.catalogPage == object["catalog_page"] as? Int)
            #expect(offer.runFrom == wireDate(object["run_from"] as? String ?? ""))
            #expect(offer.runTill == wireDate(object["run_till"] as? String ?? ""))
            #expect(offer.dealerID == object["dealer_id"] as? String)
            #expect(offer.storeID == object["store_id"] as? String)
            #expect(offer.catalogID == object["catalog_id"] as? String)
            let pricing = try #require(object["pricing"] as? [String: Any])
            #expect(offer.pricing.price == number(pricing["price"]))
            #expect(offer.pricing.prePrice == number(pricing["pre_price"]))
            let quantity = try #require(object["quantity"] as? [String: Any])
            let size = quantity["size"] as? [String: Any]
            #expect(offer.quantity.size?.from == number(size?["from"]))
            #expect(offer.quantity.size?.to == number(size?["to"]))
            let pieces = quantity["pieces"] as? [String: Any]
            #expect(offer.quantity.pieces?.to == pieces?["to"] as? Int)
            let unit = quantity["unit"] as? [String: Any]
            #expect(offer.quantity.unit?.symbol == unit?["symbol"] as? String)
            #expect(offer.quantity.unit?.si.factor == number((unit?["si"] as? [String: Any])?["factor"]))
            let images = try #require(object["images"] as? [String: Any])
            #expect(offer.images.zoom.absoluteString == images["zoom"] as? String)
        }
    }

    @Test("GET /catalogs: two Lidl catalogs with null background, empty page lists and +0000 dates")
    func catalogs() throws {
        let catalogs = try ListCatalogs().decodeRecorded(Fixtures.data("catalog_list.json"))
        #expect(catalogs.map(\.id) == ["12d6qxy", "3d1c51y"])
        let first = catalogs[0]
        #expect(first.ern == (try ERN(parsing: "ern:catalog:12d6qxy")))
        #expect(first.label == "Lidl's tilbudsavis uge 3")
        #expect(first.background == nil)
        #expect(first.runFrom == wireDate("2016-01-16T23:00:00+0000"))
        #expect(first.pageCount == 48)
        #expect(first.offerCount == 174)
        #expect(first.dimensions.width == 1)
        #expect(first.dimensions.height == 1.43634)
        #expect(first.pages.view.isEmpty)
        #expect(first.storeID == "7a47rGg")
        #expect(first.pdfURL?.absoluteString == "https://api.etilbudsavis.dk/v2/catalogs/12d6qxy/download")
        #expect(catalogs[1].pageCount == 24)
    }

    @Test("GET /dealers: Lidl with its country and social ids")
    func dealers() throws {
        let dealers = try ListDealers().decodeRecorded(Fixtures.data("dealer_list.json"))
        let lidl = try #require(dealers.first)
        #expect(dealers.count == 1)
        #expect(lidl.ern.rawValue == "ern:dealer:71c90")
        #expect(lidl.name == "Lidl")
        #expect(lidl.website?.absoluteString == "http://lidl.dk")
        #expect(lidl.country.id == "DK")
        #expect(lidl.country.unsubscribePrintURL == nil)
        #expect(lidl.favoriteCount == 21163)
        #expect(lidl.twitterHandle == "lidl")
        #expect(lidl.description?.hasPrefix("Firmaets start går helt tilbage til 1930'erne") == true)
    }

    @Test("GET /stores: three stores with string zip codes and null contact")
    func stores() throws {
        let stores = try ListStores().decodeRecorded(Fixtures.data("store_list.json"))
        #expect(stores.map(\.id) == ["7a47rGg", "84df0Nm", "107aVE"])
        #expect(stores[0].street == "Vesterbrogade 25")
        #expect(stores[0].city == "København V")
        #expect(stores[0].zipCode == "1620")
        #expect(stores[0].latitude == 55.6728872)
        #expect(stores[0].contact == nil)
        #expect(stores[0].branding.logo.absoluteString.hasSuffix("71c90_1xsnl48nn.png"))
    }

    @Test("POST /sessions: the session, its guest permissions and +0000 expiry")
    func session() throws {
        let session = try CreateSession(apiKey: "k").decodeRecorded(
            Fixtures.data("session_created.json"), statusCode: 201)
        #expect(session.token == "mock-token")
        #expect(session.reference == "Rihv1mdxfh9")
        #expect(session.clientID == "mock-client-id")
        #expect(session.expires == wireDate("2016-02-17T18:53:45+0000"))
        #expect(session.user == nil)
        #expect(session.provider == nil)
        #expect(session.permissions["guest"] == ["api.public", "api.users.create"])
        #expect(session.permissions.allows("api.users.create"))
    }

    @Test("hotspots: Unix-second run dates, page-keyed corners, the short offer")
    func hotspots() throws {
        // The first element of the recorded `GET /v2/catalogs/3d1c51y/hotspots` (native-android-sdk androidTest assets).
        let body = #"""
            [{"type":"offer","locations":{"5":[[0.050875,0.6694955085],[0.050875,0.316830059],[0.396011,0.316830059],[0.396011,0.6694955085]]},"id":"f8b8GaLD","run_from":1451689200,"run_till":1459461599,"heading":"fitness-top","webshop":null,"offer":{"id":"f8b8GaLD","ern":"ern:offer:f8b8GaLD","heading":"fitness-top","pricing":{"price":39,"pre_price":null,"currency":"DKK"},"quantity":{"unit":null,"size":{"from":1,"to":1},"pieces":{"from":1,"to":1}},"run_from":"2016-01-01T23:00:00+0000","run_till":"2016-03-31T21:59:59+0000","publish":"2016-01-02T18:00:00+0000"}}]
            """#
        let hotspots = try ListCatalogHotspots(catalogID: "3d1c51y").decodeRecorded(Data(body.utf8))
        let hotspot = try #require(hotspots.first)
        #expect(hotspot.runFrom == Date(timeIntervalSince1970: 1_451_689_200))
        #expect(hotspot.runTill == Date(timeIntervalSince1970: 1_459_461_599))
        #expect(hotspot.locations["5"]?.count == 4)
        #expect(hotspot.locations["5"]?[0] == [0.050875, 0.6694955085])
        #expect(hotspot.offer.ern.rawValue == "ern:offer:f8b8GaLD")
        #expect(hotspot.offer.publish == wireDate("2016-01-02T18:00:00+0000"))
        #expect(hotspot.offer.runFrom == wireDate("2016-01-01T23:00:00+0000"))
    }

    @Test("catalog pages: one image triple per page, escaped slashes read as URLs")
    func pages() throws {
        // The first two elements of the recorded `GET /v2/catalogs/3d1c51y/pages` (native-android-sdk main assets).
        let body = #"""
            [{"thumb":"https:\/\/shopgun-a.akamaihd.net\/img\/catalog\/thumb\/3d1c51y-1.jpg?m=nzk7b5","view":"https:\/\/shopgun-a.akamaihd.net\/img\/catalog\/view\/3d1c51y-1.jpg?m=nzk7b5","zoom":"https:\/\/shopgun-a.akamaihd.net\/img\/catalog\/zoom\/3d1c51y-1.jpg?m=nzk7b5"},{"thumb":"https:\/\/shopgun-a.akamaihd.net\/img\/catalog\/thumb\/3d1c51y-2.jpg?m=nzk7b5","view":"https:\/\/shopgun-a.akamaihd.net\/img\/catalog\/view\/3d1c51y-2.jpg?m=nzk7b5","zoom":"https:\/\/shopgun-a.akamaihd.net\/img\/catalog\/zoom\/3d1c51y-2.jpg?m=nzk7b5"}]
            """#
        let pages = try ListCatalogPages(catalogID: "3d1c51y").decodeRecorded(Data(body.utf8))
        #expect(pages.count == 2)
        #expect(
            pages[1].zoom.absoluteString == "https://shopgun-a.akamaihd.net/img/catalog/zoom/3d1c51y-2.jpg?m=nzk7b5")
        #expect(pages[0].thumb.lastPathComponent == "3d1c51y-1.jpg")
    }

    @Test("typeahead completions, and the shipped file's trailing shell prompt is a decoding error")
    func typeahead() throws {
        // `typeahead.json` of native-android-sdk, as shipped: valid JSON followed by a pasted shell prompt.
        let valid = #"[{"subject":"cola","offset":0,"length":4}]"#
        let completions = try OfferTypeahead(query: "col").decodeRecorded(Data(valid.utf8))
        #expect(completions == [Typeahead(subject: "cola", offset: 0, length: 4)])
        #expect(throws: ClientError<EtilbudsavisAPI>.self) {
            try OfferTypeahead(query: "col").decodeRecorded(Data((valid + "Dannys-MacBook-Pro:~ oizo$").utf8))
        }
    }

    /// The iOS SDKs read the code with `integerValue`, so it may come quoted; both spellings are the same error.
    @Test(
        "an error body decodes to the typed API error, its code a number or a quoted number",
        arguments: ["1101", #""1101""#])
    func errorBody(code: String) throws {
        let body = Data(
            #"{"id":"00ibp3fbemmh3t8q2clm5e0nelbbwbmz","code":\#(code),"message":"Token expired","details":"x","@note.1":"renew"}"#
                .utf8)
        #expect {
            try ListOffers().decodeRecorded(body, statusCode: 400)
        } throws: { error in
            guard case .api(let apiError, _) = error as? ClientError<EtilbudsavisAPI> else { return false }
            return apiError.code == 1101 && apiError.note == "renew"
                && apiError.id == "00ibp3fbemmh3t8q2clm5e0nelbbwbmz"
        }
    }

    @Test("a malformed offer is a decoding error with its path, not a crash")
    func malformed() throws {
        var raw = try Fixtures.jsonArray("offer_list.json")
        raw[3]["ern"] = "offer-without-prefix"
        let data = try JSONSerialization.data(withJSONObject: raw)
        #expect {
            try ListOffers().decodeRecorded(data)
        } throws: { error in
            guard case .decoding(let failure) = error as? ClientError<EtilbudsavisAPI> else { return false }
            return failure.codingPath.contains("[3]") && failure.codingPath.contains("ern")
        }
    }
}

extension Optional where Wrapped == Any {
    /// Whether the value is absent or JSON null.
    fileprivate var isNullish: Bool {
        switch self {
        case .none: return true
        case .some(let value): return value is NSNull
        }
    }
}
