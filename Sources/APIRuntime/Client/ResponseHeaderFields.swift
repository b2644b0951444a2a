import Foundation

/// The typed header fields of a successful reply that a request declares (the schema's `responseHeaders:`).
///
/// Generated requests with `responseHeaders:` have a nested `ResponseHeaders` struct conforming to this, one
/// property per field, read with a ``ResponseHeaderReader``; ``Client/sendWithHeaders(_:)`` returns it beside the
/// value. A required field that is missing, or a field whose text is not its type, fails the call as
/// ``ClientError/decoding(_:)`` naming the field.
public protocol ResponseHeaderFields: Sendable {
    /// Reads the fields from a reply's headers.
    init(headers: HTTPHeaders, context: ResponseContext) throws(CallFailure)
}

/// A request whose successful reply carries typed header fields (``ResponseHeaderFields``).
public protocol HeaderedRequest: Request {
    /// The header fields the reply carries.
    associatedtype ResponseHeaders: ResponseHeaderFields
}

extension Client {
    /// Sends a request and returns its decoded response with the reply's typed header fields.
    ///
    /// The same call as ``send(_:)``; the fields are read after the body decodes, and a required one missing or
    /// malformed is ``ClientError/decoding(_:)``:
    ///
    /// ```swift
    /// let (repo, headers) = try await client.sendWithHeaders(GetRepo(owner: "o", repo: "r"))
    /// print(repo.name, headers.rateLimitRemaining, headers.eTag ?? "no ETag")
    /// ```
    public func sendWithHeaders<R: HeaderedRequest>(_ request: R) async throws(ClientError<API>) -> (
        value: R.Response, headers: R.ResponseHeaders
    ) where R.API == API {
        let (value, response) = try await exchange(request)
        do {
            let context = ResponseContext(codingOptions: API.codingOptions)
            return (value, try R.ResponseHeaders(headers: response.headers, context: context))
        } catch {
            throw ClientError(error)
        }
    }
}

extension Reply {
    /// The reply's header fields read as a request's typed ``ResponseHeaderFields``.
    public func headerFields<Fields: ResponseHeaderFields>(_ type: Fields.Type, context: ResponseContext)
        throws(CallFailure) -> Fields
    {
        try Fields(headers: headers, context: context)
    }
}
