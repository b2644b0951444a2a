import Foundation
import HandwrittenModels
#if HAVE_BAZAARVOICE_SDK
import APIRuntime
import Bazaarvoice
#endif

/// Bazaarvoice: the recorded display responses (reviews, products, questions, categories, stories,
/// statistics), each with its includes.
enum BazaarvoiceCases {
    /// `JSONDecoder` into hand-written structs.
    static var handwritten: [DecodeCase] {
        let decoder = Shared(HandwrittenDecoders.bazaarvoice())
        func make<T: Codable & Sendable>(_ file: String, _: T.Type) -> DecodeCase {
            DecodeCase(fixture: "bazaarvoice/" + file, variant: "hand-written Codable") { data in
                try decoder.value.decode(HWBazaarvoice.DisplayResponse<T>.self, from: data).results?.count ?? 0
            }
        }
        return [
            make("reviews_filter_id_include_products.json", HWBazaarvoice.Review.self),
            make("products_filter_category_include_reviews_stats.json", HWBazaarvoice.Product.self),
            make("questions_include_answers.json", HWBazaarvoice.Question.self),
            make("categories_filter_id_include_products.json", HWBazaarvoice.Category.self),
            make("stories_filter_id.json", HWBazaarvoice.Story.self),
            make("statistics_reviews_nativereviews.json", HWBazaarvoice.StatisticsResult.self),
        ]
    }

    /// The generated models through the runtime's response context.
    static var generated: [DecodeCase] {
        #if HAVE_BAZAARVOICE_SDK
        func make<T: Codable & Hashable & Sendable>(_ file: String, _: T.Type) -> DecodeCase {
            DecodeCase(fixture: "bazaarvoice/" + file, variant: "generated model") { data in
                try ResponseContext(for: BazaarvoiceAPI.self).decode(
                    Bazaarvoice.DisplayResponse<T>.self, from: data
                ).results?.count ?? 0
            }
        }
        return [
            make("reviews_filter_id_include_products.json", Bazaarvoice.Review.self),
            make("products_filter_category_include_reviews_stats.json", Bazaarvoice.Product.self),
            make("questions_include_answers.json", Bazaarvoice.Question.self),
            make("categories_filter_id_include_products.json", Bazaarvoice.Category.self),
            make("stories_filter_id.json", Bazaarvoice.Story.self),
            make("statistics_reviews_nativereviews.json", Bazaarvoice.StatisticsResult.self),
        ]
        #else
        return []
        #endif
    }
}

/// A decoder made once and shared by the iterations (decoders are not `Sendable`, but only one
/// benchmark runs at a time).
final class Shared<Value>: @unchecked Sendable {
    /// The shared value.
    let value: Value

    /// Wraps a value.
    init(_ value: Value) {
        self.value = value
    }
}
