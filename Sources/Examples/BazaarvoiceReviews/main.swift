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
do {
    print(try await reviewReport(client: client, productID: productID, sort: options.sort, limit: options.limit))
} catch {  // ClientError<BazaarvoiceAPI>
    switch error {
    case .api(let envelope, _): fail("Bazaarvoice refused the request: \(envelope)", code: 1)
    case .transport, .httpStatus, .decoding, .invalidRequest: fail("failed: \(error)", code: 1)
    }
}
