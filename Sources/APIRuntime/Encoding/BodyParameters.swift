import Foundation

/// A request body and its content type: JSON, form-URL-encoded or multipart.
///
/// The client asks for the body once per send; a retry sends the same ``HTTPBody`` again (a
/// ``BodyStream`` restarts from its first byte).
public protocol BodyParameters: Sendable {
    /// The `Content-Type` header value, including parameters such as the multipart boundary.
    var contentType: String { get }

    /// Builds the body; throws ``ClientError/invalidRequest(_:)`` when the parameters cannot be encoded.
    func makeBody() throws -> HTTPBody
}
