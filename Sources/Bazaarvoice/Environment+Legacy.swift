import Foundation

extension BazaarvoiceAPI.Environment {
    /// The legacy per-customer host of the 1.x SDKs: `http://<customerHost>/<dataPath>/`.
    ///
    /// Before the universal endpoint (April 2015) every client had its own host, such as
    /// `reviews.apitestcustomer.bazaarvoice.com` with the data path `bvstaging/data` (staging) or `data`
    /// (production). Uploads use the same host. Returns `nil` when the pieces do not form a URL.
    public static func legacy(customerHost: String, dataPath: String = "bvstaging/data", secure: Bool = false)
        -> Self?
    {
        let host = customerHost.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        let path = dataPath.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        guard !host.isEmpty, !host.contains("/"), !host.contains(" ") else { return nil }
        let text = (secure ? "https://" : "http://") + host + "/" + (path.isEmpty ? "" : path + "/")
        guard let url = URL(string: text) else { return nil }
        return .custom(hosts: ["default": url, "media": url])
    }

    /// One base URL for every host (display, submission and uploads), such as a proxy or a test server.
    ///
    /// A missing trailing `/` is added so that paths like `reviews.json` are appended, not substituted.
    public static func single(_ baseURL: URL) -> Self {
        let text = baseURL.absoluteString
        let url = text.hasSuffix("/") ? baseURL : (URL(string: text + "/") ?? baseURL)
        return .custom(hosts: ["default": url, "media": url])
    }

    /// An environment named on a command line or in configuration: `production`, `staging`, or a base URL.
    public init?(named name: String) {
        switch name.lowercased() {
        case "production", "prod": self = .production
        case "staging", "stg": self = .staging
        default:
            guard let url = URL(string: name), let scheme = url.scheme?.lowercased(),
                scheme == "http" || scheme == "https", url.host != nil
            else { return nil }
            self = .single(url)
        }
    }
}
