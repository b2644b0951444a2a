import Foundation

extension BazaarvoiceAPI.Environment {
    /// One base URL for every host (display, submission and uploads), such as a proxy or a test server.
    ///
    /// A missing trailing `/` is added so that paths like `reviews.json` are appended, not substituted.
    public static func single(_ baseURL: URL) -> Self {
        let text = baseURL.absoluteString
        let url = text.hasSuffix("/") ? baseURL : (URL(string: text + "/") ?? baseURL)
        return .custom(hosts: ["default": url, "media": url])
    }
}
