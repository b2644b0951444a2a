import APIRuntime
import Foundation

/// A request a stub transport received, as a stub's handler and the recorded calls see it.
public struct StubbedRequest: Sendable {
    /// The request as the client built it: method, URL, headers and body.
    public let http: HTTPRequest
    /// The request type it was recognised as (`DisplayReviews`), or `nil` when no route matched.
    public internal(set) var typeName: String?
    /// The values of the route's path placeholders, by wire name (`["identifier": "weight"]`).
    public internal(set) var pathParameters: [String: String] = [:]
    /// The query's name–value pairs in order, percent-decoded.
    public let queryItems: [URLQueryItem]
    /// The body's bytes (empty for none, or for a stream that cannot be read again).
    public let body: Data
    /// The fields of a form-URL-encoded body, or the text parts of a multipart body, in order, decoded.
    public let formFields: [URLQueryItem]

    /// Reads a request once: query, body and form fields.
    public init(_ http: HTTPRequest) {
        self.http = http
        self.queryItems = URLComponents(url: http.url, resolvingAgainstBaseURL: true)?.queryItems ?? []
        self.body = (try? http.body.collectReportingProgress()) ?? Data()
        let contentType = http.headers.values(for: "Content-Type").first ?? ""
        if contentType.hasPrefix("application/x-www-form-urlencoded") {
            var components = URLComponents()
            components.percentEncodedQuery = String(decoding: body, as: UTF8.self).replacingOccurrences(
                of: "+", with: "%20")
            self.formFields = components.queryItems ?? []
        } else {
            self.formFields = Self.multipartTextFields(body, contentType: contentType)
        }
    }

    /// The URL path's segments, percent-decoded.
    public var pathSegments: [String] {
        let path = URLComponents(url: http.url, resolvingAgainstBaseURL: true)?.percentEncodedPath ?? http.url.path
        return path.split(separator: "/").map { String($0).removingPercentEncoding ?? String($0) }
    }

    /// The first value of a parameter in the query or, failing that, the form or multipart body.
    public func value(of name: String) -> String? {
        queryItems.first { $0.name == name }?.value ?? formFields.first { $0.name == name }?.value
    }

    /// Every value of a parameter in the query and the form body (a repeated `Filter=…`).
    public func values(of name: String) -> [String] {
        (queryItems + formFields).filter { $0.name == name }.compactMap(\.value)
    }

    /// The JSON body decoded as the API decodes it (its date formats and type table): a whole-body model.
    public func decodeBody<T: Decodable, API: APIDefinition>(_ type: T.Type, api: API.Type) throws -> T {
        try ResponseContext(for: api).decode(type, from: body)
    }
}
