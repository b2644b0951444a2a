import APIRuntime

/// Convenience access to a display response's results together with their included objects.
extension DisplayResponse {
    /// The included objects, or empty ones when the response has none (`Includes: {}` or absent).
    public var included: Includes { includes ?? Includes() }

    /// The results, or `[]` when the response has none.
    public var items: [T] { results ?? [] }

    /// Whether more results follow this page (`Offset + Limit < TotalResults`).
    public var hasMore: Bool {
        guard let total = totalResults else { return false }
        // Offsets come from the server: near `Int.max` the sum would trap; no page follows such an offset.
        let (end, overflow) = (offset ?? 0).addingReportingOverflow(items.count)
        return !overflow && end < total
    }
}

extension DisplayResponse where T == Review {
    /// Each review with the included product it is about.
    public var reviewsWithProducts: [(review: Review, product: Product?)] {
        let included = self.included
        return items.map { ($0, included.product(of: $0)) }
    }
}

extension DisplayResponse where T == Question {
    /// Each question with its included answers, in the order of its `AnswerIds`.
    public var questionsWithAnswers: [(question: Question, answers: [Answer])] {
        let included = self.included
        return items.map { ($0, included.answers(of: $0)) }
    }
}

extension DisplayResponse where T == Product {
    /// Each product with its included reviews, in the order of its `ReviewIds`.
    public var productsWithReviews: [(product: Product, reviews: [Review])] {
        let included = self.included
        return items.map { ($0, included.reviews(of: $0)) }
    }
}

extension DisplayResponse where T == Category {
    /// Each category with its included products, in the order of its `ProductIds`.
    public var categoriesWithProducts: [(category: Category, products: [Product])] {
        let included = self.included
        return items.map { ($0, included.products(of: $0)) }
    }
}

extension DisplayResponse where T == StatisticsResult {
    /// The product statistics of the results, unwrapped from their `ProductStatistics` wrappers.
    public var productStatistics: [ProductStatistics] { items.compactMap(\.productStatistics) }
}
