import Foundation

// Drafted by Benchmarks/Scripts/draft_handwritten.py from Schemas/Etilbudsavis (roots: Offer), then kept as
// source: plain synthesized Codable, the decoding benchmark's hand-written peer.

extension HWEtilbudsavis {
    /// Hand-written equivalent of the schema's `Offer`.
    public struct Offer: Codable, Sendable {
        public var id: String
        public var ern: String
        public var heading: String
        public var description: String?
        public var catalogPage: Int
        public var pricing: Pricing
        public var quantity: Quantity
        public var images: Images
        public var links: OfferLinks
        public var runFrom: Date
        public var runTill: Date
        public var publish: Date?
        public var dealerURL: URL
        public var dealerID: String
        public var storeURL: URL?
        public var storeID: String?
        public var catalogURL: URL
        public var catalogID: String
        public var categoryIDs: [String]
        public var branding: Branding

        enum CodingKeys: String, CodingKey {
            case id
            case ern
            case heading
            case description
            case catalogPage = "catalog_page"
            case pricing
            case quantity
            case images
            case links
            case runFrom = "run_from"
            case runTill = "run_till"
            case publish
            case dealerURL = "dealer_url"
            case dealerID = "dealer_id"
            case storeURL = "store_url"
            case storeID = "store_id"
            case catalogURL = "catalog_url"
            case catalogID = "catalog_id"
            case categoryIDs = "category_ids"
            case branding
        }
    }

    /// Hand-written equivalent of the schema's `Pricing`.
    public struct Pricing: Codable, Sendable {
        public var price: Double
        public var prePrice: Double?
        public var currency: String

        enum CodingKeys: String, CodingKey {
            case price
            case prePrice = "pre_price"
            case currency
        }
    }

    /// Hand-written equivalent of the schema's `Quantity`.
    public struct Quantity: Codable, Sendable {
        public var unit: QuantityUnit?
        public var size: SizeRange?
        public var pieces: PieceRange?

        enum CodingKeys: String, CodingKey {
            case unit
            case size
            case pieces
        }
    }

    /// Hand-written equivalent of the schema's `Images`.
    public struct Images: Codable, Sendable {
        public var view: URL
        public var zoom: URL
        public var thumb: URL

        enum CodingKeys: String, CodingKey {
            case view
            case zoom
            case thumb
        }
    }

    /// Hand-written equivalent of the schema's `OfferLinks`.
    public struct OfferLinks: Codable, Sendable {
        public var webshop: URL?

        enum CodingKeys: String, CodingKey {
            case webshop
        }
    }

    /// Hand-written equivalent of the schema's `Branding`.
    public struct Branding: Codable, Sendable {
        public var name: String
        public var website: URL?
        public var description: String?
        public var logo: URL
        public var color: String
        public var pageflip: Pageflip
        public var urlName: String?
        public var logoBackground: String?

        enum CodingKeys: String, CodingKey {
            case name
            case website
            case description
            case logo
            case color
            case pageflip
            case urlName = "url_name"
            case logoBackground = "logo_background"
        }
    }

    /// Hand-written equivalent of the schema's `QuantityUnit`.
    public struct QuantityUnit: Codable, Sendable {
        public var symbol: String
        public var si: SIUnit

        enum CodingKeys: String, CodingKey {
            case symbol
            case si
        }
    }

    /// Hand-written equivalent of the schema's `SizeRange`.
    public struct SizeRange: Codable, Sendable {
        public var from: Double
        public var to: Double

        enum CodingKeys: String, CodingKey {
            case from
            case to
        }
    }

    /// Hand-written equivalent of the schema's `PieceRange`.
    public struct PieceRange: Codable, Sendable {
        public var from: Int
        public var to: Int

        enum CodingKeys: String, CodingKey {
            case from
            case to
        }
    }

    /// Hand-written equivalent of the schema's `Pageflip`.
    public struct Pageflip: Codable, Sendable {
        public var logo: URL
        public var color: String

        enum CodingKeys: String, CodingKey {
            case logo
            case color
        }
    }

    /// Hand-written equivalent of the schema's `SIUnit`.
    public struct SIUnit: Codable, Sendable {
        public var symbol: String
        public var factor: Double

        enum CodingKeys: String, CodingKey {
            case symbol
            case factor
        }
    }
}
