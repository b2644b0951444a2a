import APIRuntime
import Foundation
import Testing

@testable import Bazaarvoice

/// A recorded reviews answer whose included product averages a slider dimension, whose `ValueLabel` is the list
/// of its value labels (bv-android-sdk's `review_value_lable_secondary_ratings_averages.json`).
@Suite("Secondary rating averages in a recorded response")
struct SecondaryAveragesFixtureTests {
    static let file = "reviews_include_products_secondary_averages.json"

    @Test("a slider's value labels decode as a list, rating counts as numbers, and nothing is dropped")
    func sliderLabels() throws {
        let issues = IssueLog()
        let context = ResponseContext(for: BazaarvoiceAPI.self, issueHandler: { issues.append($0) })
        let response = try DisplayReviews().decodeRecorded(try Fixtures.data(Self.file), context: context)
        // The one thing reported: `SecondaryRatingsDistributionOrder` is `["Quality", null, "WhatSizeIsTheProduct"]`.
        #expect(issues.all.map(\.kind) == [.danglingOrderKey], "\(issues.all)")
        #expect(response.totalResults == 13)
        #expect(response.items.count == 10)
        let product = try #require(response.includes?.products?[key: "product1"])
        let averages = try #require(product.reviewStatistics?.secondaryRatingsAverages)
        let size = try #require(averages[key: "WhatSizeIsTheProduct"])
        #expect(size.displayType == "SLIDER")
        #expect(size.valueRange == 3)
        #expect(size.minLabel == "Small")
        #expect(size.maxLabel == "Large")
        #expect(size.valueLabels == ["Small", "Medium", "Large"])
        #expect(averages[key: "Quality"]?.valueLabels == nil)
        #expect(averages[key: "Quality"]?.label == "Quality of Product")
        let distribution = try #require(product.reviewStatistics?.secondaryRatingsDistribution)
        #expect(distribution.keys == ["Quality", "WhatSizeIsTheProduct"])
        let sizes = try #require(distribution[key: "WhatSizeIsTheProduct"]?.values)
        #expect(sizes.map(\.value) == [2, 3, 1])
        #expect(sizes.map(\.count) == [6, 2, 1])
        #expect(sizes.map(\.valueLabel) == ["Medium", "Large", "Small"])
    }
}
