/// An HTTP request method.
public enum HTTPMethod: String, Sendable, Hashable, CaseIterable {
    /// `GET`: read a resource; parameters travel in the query.
    case get = "GET"
    /// `HEAD`: like `GET` without a body.
    case head = "HEAD"
    /// `POST`: create or submit; parameters travel in the body.
    case post = "POST"
    /// `PUT`: replace a resource; parameters travel in the body.
    case put = "PUT"
    /// `PATCH`: partially update a resource; parameters travel in the body.
    case patch = "PATCH"
    /// `DELETE`: remove a resource; parameters travel in the query.
    case delete = "DELETE"
    /// `OPTIONS`: ask what a resource allows (Box's upload preflight, its long-poll address); parameters travel
    /// in the body, as APIKit's rule has it.
    case options = "OPTIONS"
    /// `TRACE`: echo the request back; never carries a body, so its parameters travel in the query.
    case trace = "TRACE"
    /// `QUERY`: a safe, idempotent read whose query travels in the body (the HTTP QUERY method; OpenAPI 3.2's
    /// `query` operations); parameters travel in the body.
    case query = "QUERY"

    /// Whether APIKit's rule puts convenience parameters in the query string for this method.
    ///
    /// `GET`, `HEAD` and `DELETE` carry their parameters in the query; so does `TRACE`, which may not have a body.
    /// Every other method carries them in the body.
    public var prefersQueryParameters: Bool {
        switch self {
        case .get, .head, .delete, .trace: return true
        case .post, .put, .patch, .options, .query: return false
        }
    }

    /// Whether repeating the request has the same effect as sending it once (RFC 9110 §9.2.2).
    public var isIdempotent: Bool {
        switch self {
        case .get, .head, .put, .delete, .options, .trace, .query: return true
        case .post, .patch: return false
        }
    }
}
