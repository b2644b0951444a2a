import Foundation
import HandwrittenModels
#if HAVE_ETILBUDSAVIS_SDK
import APIRuntime
import Etilbudsavis
#endif

/// eTilbudsavis: a list of 212 offers (`GET /v2/offers`).
enum EtilbudsavisCases {
    static let fixture = "etilbudsavis/offer_list.json"

    /// `JSONDecoder` into hand-written structs.
    static var handwritten: [DecodeCase] {
        let decoder = Shared(HandwrittenDecoders.etilbudsavis())
        return [
            DecodeCase(fixture: fixture, variant: "hand-written Codable") { data in
                try decoder.value.decode([HWEtilbudsavis.Offer].self, from: data).count
            }
        ]
    }

    /// The generated models through the runtime's response context.
    static var generated: [DecodeCase] {
        #if HAVE_ETILBUDSAVIS_SDK
        [
            DecodeCase(fixture: fixture, variant: "generated model") { data in
                try ResponseContext(for: EtilbudsavisAPI.self).decode([Etilbudsavis.Offer].self, from: data).count
            }
        ]
        #else
        []
        #endif
    }
}
