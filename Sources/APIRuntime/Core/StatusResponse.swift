import Foundation

/// A response with one case per success status, generated for an endpoint whose schema lists `responses:`.
///
/// An API that answers `201 Created` with the new object and `204 No Content` when nothing changed gets a
/// `Response` enum (`.created(Pet)`, `.noContent`) instead of one type that would fail to decode one of the two:
///
/// ```swift
/// switch try await client.send(AddCollaborator(owner: "o", repo: "r", username: "u")) {
/// case .created(let invitation): print("invited", invitation.id)
/// case .noContent: print("already a collaborator")
/// }
/// ```
///
/// A success status the schema does not list is ``ClientError/httpStatus(_:)``, with the whole reply.
public protocol StatusResponse: Sendable {
    /// The HTTP status the case stands for (`201` for `.created`).
    var statusCode: Int { get }
    /// The case's decoded body, or `nil` for a case without one (`.noContent`); stubs encode it.
    var body: (any Sendable)? { get }
}
