// Lists a product's reviews as a table: rating, date, author, title.
//
// Usage: swift run BazaarvoiceReviews [--passkey KEY] [--host staging|production|URL] [--limit N]
//        [--sort FIELD:asc|desc] PRODUCT_ID
// The passkey and host may also come from BV_PASSKEY and BV_HOST (flags win); the host defaults to staging.
import APIRuntime
import Bazaarvoice
import Foundation

/// The command line, parsed.
struct Options {
    var passkey: String?
    var host = "staging"
    var limit = 10
    var sort = Sort(.submissionTime, .descending)
    var productID: String?

    static let usage = """
        usage: BazaarvoiceReviews [--passkey KEY] [--host staging|production|URL] [--limit 1-100] \
        [--sort FIELD:asc|desc] PRODUCT_ID
          environment: BV_PASSKEY, BV_HOST
        """

    init(arguments: [String], environment: [String: String]) throws(UsageError) {
        passkey = environment["BV_PASSKEY"]
        if let host = environment["BV_HOST"] { self.host = host }
        var remaining = arguments[...]
        func value(for flag: String) throws(UsageError) -> String {
            guard let value = remaining.popFirst() else { throw UsageError("\(flag) needs a value") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--passkey": passkey = try value(for: argument)
            case "--host": host = try value(for: argument)
            case "--limit":
                let text = try value(for: argument)
                guard let limit = Int(text), (1...100).contains(limit) else {
                    throw UsageError("--limit must be 1 to 100, not \(text)")
                }
                self.limit = limit
            case "--sort":
                let text = try value(for: argument)
                let pieces = text.split(separator: ":", maxSplits: 1).map(String.init)
                guard pieces.count == 2, ["asc", "desc"].contains(pieces[1].lowercased()) else {
                    throw UsageError("--sort must be FIELD:asc or FIELD:desc, not \(text)")
                }
                sort = Sort(ContentAttribute(pieces[0]), pieces[1].lowercased() == "asc" ? .ascending : .descending)
            case "-h", "--help": throw UsageError(nil)
            default:
                guard !argument.hasPrefix("-"), productID == nil else { throw UsageError("unexpected \(argument)") }
                productID = argument
            }
        }
    }
}

/// A command-line mistake; `nil` message means "just print the usage".
struct UsageError: Error {
    let message: String?
    init(_ message: String?) { self.message = message }
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

func stars(_ rating: Int?, range: Int?) -> String {
    guard let rating else { return "-" }
    let top = range ?? 5
    // Values from the server: a rating outside 0...10 would ask for billions of stars (or overflow `top - rating`).
    guard (1...10).contains(top), (0...top).contains(rating) else { return "\(rating)/\(top)" }
    return String(repeating: "★", count: rating) + String(repeating: "☆", count: top - rating)
}

let dateFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter
}()

/// The environment named on the command line: `production`, `staging`, or a base URL for every host.
func parseEnvironment(_ name: String) -> BazaarvoiceAPI.Environment? {
    switch name.lowercased() {
    case "production", "prod": return .production
    case "staging", "stg": return .staging
    default:
        guard let url = URL(string: name), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", url.host != nil
        else { return nil }
        return .single(url)
    }
}

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(code)
}

let options: Options
do {
    options = try Options(
        arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
} catch {
    fail((error.message.map { "error: \($0)\n" } ?? "") + Options.usage, code: error.message == nil ? 0 : 64)
}
guard let productID = options.productID else { fail("error: no product id\n" + Options.usage, code: 64) }
guard let passkey = options.passkey, !passkey.isEmpty else {
    fail("error: no passkey (--passkey or BV_PASSKEY)\n" + Options.usage, code: 64)
}
guard let environment = parseEnvironment(options.host) else {
    fail("error: --host must be staging, production or an http(s) URL, not \(options.host)", code: 64)
}

let client = Client<BazaarvoiceAPI>(environment: environment, settings: .init(passkey: passkey))
let request = DisplayReviews(
    filters: [Filter(.productID, .equal, productID)], sorts: [options.sort], includes: [.products],
    limit: options.limit, stats: [.reviews])
do {
    let response = try await client.send(request)
    let product = response.included.products?[key: productID]
    let statistics = product?.reviewStatistics
    var title = product?.name ?? productID
    if let average = statistics?.averageOverallRating {
        title += " — " + String(format: "%.2f", average) + " of \(statistics?.overallRatingRange ?? 5)"
    }
    print(title)
    print("\(response.items.count) of \(response.totalResults ?? 0) reviews\n")
    let rows = response.items.map { review in
        [
            stars(review.rating, range: review.ratingRange),
            review.submissionTime.map { dateFormatter.string(from: $0) } ?? "",
            review.userNickname ?? "",
            review.title ?? review.reviewText ?? "",
        ]
    }
    print(table(["Rating", "Date", "Author", "Title"], rows, widths: [7, 10, 18, 60]))
} catch {  // ClientError<BazaarvoiceAPI>
    switch error {
    case .api(let envelope): fail("Bazaarvoice refused the request: \(envelope)", code: 1)
    case .transport, .httpStatus, .decoding, .invalidRequest: fail("failed: \(error)", code: 1)
    }
}
