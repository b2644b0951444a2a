import APIRuntime
import Bazaarvoice
import Foundation

/// What the program prints for a product: its name (and average rating), how many reviews, and a table of them.
///
/// Tested against `BazaarvoiceStubs` in `Tests/BazaarvoiceTests/ReviewsExampleTests.swift`.
func reviewReport(client: Client<BazaarvoiceAPI>, productID: String, sort: Sort, limit: Int)
    async throws(ClientError<BazaarvoiceAPI>) -> String
{
    let request = DisplayReviews(
        filters: [Filter(.productID, .equal, productID)], sorts: [sort], includes: [.products], limit: limit,
        stats: [.reviews])
    let response = try await client.send(request)
    let product = response.included.products?[key: productID]
    let statistics = product?.reviewStatistics
    var title = product?.name ?? productID
    if let average = statistics?.averageOverallRating {
        title += " — " + String(format: "%.2f", average) + " of \(statistics?.overallRatingRange ?? 5)"
    }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    let rows = response.items.map { review in
        [
            stars(review.rating, range: review.ratingRange),
            review.submissionTime.map { formatter.string(from: $0) } ?? "",
            review.userNickname ?? "",
            review.title ?? review.reviewText ?? "",
        ]
    }
    return [
        title, "\(response.items.count) of \(response.totalResults ?? 0) reviews", "",
        table(["Rating", "Date", "Author", "Title"], rows, widths: [7, 10, 18, 60]),
    ].joined(separator: "\n")
}

/// Renders rows as a left-aligned text table with a header rule; cells are cut to their column's width.
func table(_ header: [String], _ rows: [[String]], widths: [Int]) -> String {
    func line(_ cells: [String]) -> String {
        zip(cells, widths).map { cell, width in
            let flat = cell.replacingOccurrences(of: "\n", with: " ")
            let cut = flat.count > width ? String(flat.prefix(width - 1)) + "…" : flat
            return cut.padding(toLength: width, withPad: " ", startingAt: 0)
        }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }
    let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
    return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
}

/// A rating as stars out of its range (`★★★☆☆`), or `rating/range` for values no row of stars can show.
func stars(_ rating: Int?, range: Int?) -> String {
    guard let rating else { return "-" }
    let top = range ?? 5
    // Values from the server: a rating outside 0...10 would ask for billions of stars (or overflow `top - rating`).
    guard (1...10).contains(top), (0...top).contains(rating) else { return "\(rating)/\(top)" }
    return String(repeating: "★", count: rating) + String(repeating: "☆", count: top - rating)
}
