import Foundation

/// The steps of a call that need no client state: URL building and response handling.
public enum ClientPipeline {
    /// Appends a path and an encoded query to a base URL, textually (never resolving relative references).
    ///
    /// A base ending in `/` and a path starting with `/` share one slash. A base or path that already has a
    /// query (`api.asp?`, `api.asp?cmd=x`) gets the new pairs after `&` (or directly after a trailing `?`/`&`).
    /// Booleans in the query are spelled per `booleans`.
    public static func makeURL(base: URL, path: String, query: Parameters, booleans: BooleanSpelling = .words)
        throws(CallFailure) -> URL
    {
        var text = base.absoluteString
        if text.hasSuffix("/"), path.hasPrefix("/") {
            text += path.dropFirst()
        } else {
            text += path
        }
        let encoded = try QueryEncoder.encode(query, booleans: booleans)
        if !encoded.isEmpty {
            if let mark = text.firstIndex(of: "?") {
                let tail = text[mark...]
                if !(tail.hasSuffix("?") || tail.hasSuffix("&")) { text += "&" }
            } else {
                text += "?"
            }
            text += encoded
        }
        guard let url = URL(string: text) else {
            throw CallFailure.invalidRequest("not a valid URL: \(text)")
        }
        return url
    }

    /// Checks the request's error bodies (``Request/checkForErrors(in:context:)``: the API's error envelope unless
    /// the endpoint has its own), then the HTTP status, then parses the body.
    ///
    /// For an XML API the steps share one parse of the body (``ResponseContext/xmlTree(parsing:)``).
    public static func handle<R: Request>(
        _ response: HTTPResponse, for request: R, context: ResponseContext
    ) throws(ClientError<R.API>) -> R.Response {
        let context =
            R.API.wireFormat == .xml
            ? context.sharingXMLParse(of: response.body) : context.sharingJSONScan(of: response.body)
        try R.checkForErrors(in: response, context: context)
        guard response.isSuccess else { throw .httpStatus(response) }
        do {
            return try request.parseResponse(response, context: context)
        } catch let error as ClientError<R.API> {
            throw error
        } catch let error as CallFailure {
            throw ClientError(error)
        } catch let error as DecodingError {
            throw ClientError.decoding(DecodingFailure(error, body: response.body))
        } catch {
            throw ClientError.decoding(
                DecodingFailure(
                    codingPath: "", message: String(describing: error),
                    bodySnippet: DecodingFailure.snippet(of: response.body)))
        }
    }
}

/// The response of a call that returns nothing worth decoding (`response: empty`).
public struct EmptyResponse: Sendable, Hashable {
    /// Creates the empty response.
    public init() {}
}

extension Request where Response: Decodable {
    /// Decodes a JSON body with the context's options and registry.
    public func parseResponse(_ response: HTTPResponse, context: ResponseContext) throws -> Response {
        try context.decode(Response.self, from: response.body)
    }
}

extension Request where Response == EmptyResponse {
    /// Ignores the body.
    public func parseResponse(_ response: HTTPResponse, context: ResponseContext) throws -> Response {
        EmptyResponse()
    }
}

extension Request {
    /// Decodes a recorded body with no network and no client: error envelope, status, parsing.
    public func decodeRecorded(
        _ body: Data, statusCode: Int = 200, context: ResponseContext? = nil
    ) throws(ClientError<API>) -> Response {
        try ClientPipeline.handle(
            HTTPResponse.recorded(body, statusCode: statusCode), for: self,
            context: context ?? ResponseContext(for: API.self))
    }
}
