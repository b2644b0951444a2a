import Foundation

// Drafted by Benchmarks/Scripts/draft_handwritten.py from Schemas/Etilbudsavis (roots: Offer), then kept as
// source: plain synthesized Codable, the decoding benchmark's hand-written peer.

extension HWEtilbudsavis {
    /// Hand-written equivalent of the schema's `Offer`.
    public struct Offer: Codable, Sendable {
        /// The `id` field.
        public var id: String
        /// The `ern` field.
        public var ern: String
        /// The `heading` field.
        public var heading: String
        /// The `description` field.
        public var description: String?
        /// The `catalog_page` field.
        public var catalogPage: Int
        /// The `pricing` field.
        public var pricing: Pricing
        /// The `quantity` field.
        public var quantity: Quantity
        /// The `images` field.
        public var images: Images
        /// The `links` field.
        public var links: OfferLinks
        /// The `run_from` field.
        public var runFrom: Date
        /// The `run_till` field.
        public var runTill: Date
        /// The `publish` field.
        public var publish: Date?
        /// The `dealer_url` field.
        public var dealerURL: URL
        /// The `dealer_id` field.
        public var dealerID: String
        /// The `store_url` field.
        public var storeURL: URL?
        /// The `store_id` field.
        public var storeID: String?
        /// The `catalog_url` field.
        public var catalogURL: URL
        /// The `catalog_id` field.
        public var catalogID: String
        /// The `category_ids` field.
        public var categoryIDs: [String]
        /// The `branding` field.
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
        /// The `price` field.
        public var price: Double
        /// The `pre_price` field.
        public var prePrice: Double?
        /// The `currency` field.
        public var currency: String

        enum CodingKeys: String, CodingKey {
            case price
            case prePrice = "pre_price"
            case currency
        }
    }

    /// Hand-written equivalent of the schema's `Quantity`.
    public struct Quantity: Codable, Sendable {
        /// The `unit` field.
        public var unit: QuantityUnit?
        /// The `size` field.
        public var size: SizeRange?
        /// The `pieces` field.
        public var pieces: PieceRange?

        enum CodingKeys: String, CodingKey {
            case unit
            case size
            case pieces
        }
    }

    /// Hand-written equivalent of the schema's `Images`.
    public struct Images: Codable, Sendable {
        /// The `view` field.
        public var view: URL
        /// The `zoom` field.
        public var zoom: URL
        /// The `thumb` field.
        public var thumb: URL

        enum CodingKeys: String, CodingKey {
            case view
            case zoom
            case thumb
        }
    }

    /// Hand-written equivalent of the schema's `OfferLinks`.
    public struct OfferLinks: Codable, Sendable {
        /// The `webshop` field.
        public var webshop: URL?

        enum CodingKeys: String, CodingKey {
            case webshop
        }
    }

    /// Hand-written equivalent of the schema's `Branding`.
    public struct Branding: Codable, Sendable {
        /// The `name` field.
        public var name: String
        /// The `website` field.
        public var website: URL?
        /// The `description` field.
        public var description: String?
        /// The `logo` field.
        public var logo: URL
        /// The `color` field.
        public var color: String
        /// The `pageflip` field.
        public var pageflip: Pageflip
        /// The `url_name` field.
        public var urlName: String?
        /// The `logo_background` field.
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
        /// The `symbol` field.
        public var symbol: String
        /// The `si` field.
        public var si: SIUnit

        enum CodingKeys: String, CodingKey {
            case symbol
            case si
        }
    }

    /// Hand-written equivalent of the schema's `SizeRange`.
    public struct SizeRange: Codable, Sendable {
        /// The `from` field.
        public var from: Double
        /// The `to` field.
        public var to: Double

        enum CodingKeys: String, CodingKey {
            case from
            case to
        }
    }

    /// Hand-written equivalent of the schema's `PieceRange`.
    public struct PieceRange: Codable, Sendable {
        /// The `from` field.
        public var from: Int
        /// The `to` field.
        public var to: Int

        enum CodingKeys: String, CodingKey {
            case from
            case to
        }
    }

    /// Hand-written equivalent of the schema's `Pageflip`.
    public struct Pageflip: Codable, Sendable {
        /// The `logo` field.
        public var logo: URL
        /// The `color` field.
        public var color: String

        enum CodingKeys: String, CodingKey {
            case logo
            case color
        }
    }

    /// Hand-written equivalent of the schema's `SIUnit`.
    public struct SIUnit: Codable, Sendable {
        /// The `symbol` field.
        public var symbol: String
        /// The `factor` field.
        public var factor: Double

        enum CodingKeys: String, CodingKey {
            case symbol
            case factor
        }
    }
}
