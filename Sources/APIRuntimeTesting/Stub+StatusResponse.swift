import APIRuntime
import Foundation

extension Stub where Response: StatusResponse {
    /// A case of a response that has one case per success status, answered with the case's status and its body
    /// encoded as the API sends it (no body for a case without one, such as `.noContent`).
    ///
    /// ```swift
    /// stubs.on(AddPet.self) { request in .value(.created(Pet(id: 1, name: request.name))) }
    /// stubs.on(AddPet.self) { _ in .value(.noContent) }
    /// ```
    public static func value(_ value: Response) -> Stub {
        Stub { encoding in
            guard let body = value.body else { return try encoding.response(status: value.statusCode, body: Data()) }
            return try encoding.response(status: value.statusCode, body: encoding.encode(statusBody: body))
        }
    }
}

extension StubEncoding {
    /// Encodes a status case's body, which the generated enum hands over as `any Sendable`: JSON for an encodable
    /// value, the XML document for an `XMLStubEncodable` one.
    func encode(statusBody body: any Sendable) throws -> Data {
        if wireFormat == .json, let encodable = body as? any Encodable {
            return try encode(SentBody(value: encodable))
        }
        if wireFormat == .xml, let document = body as? any XMLStubEncodable {
            return document.xmlStubDocument
        }
        throw StubError(
            "a \(type(of: body)) cannot be written as \(wireFormat == .xml ? "XML" : "JSON"); "
                + "answer with .body(_:status:) or .file(_:status:)")
    }
}

/// A status case's body, which came as `any Sendable`, encoded through a single-value container so that a top-level
/// date or URL gets the API's format as any other value does.
private struct SentBody: Encodable, @unchecked Sendable {
    // Unchecked: `value` is the same value the enum handed over as `any Sendable`; only the cast lost that.
    let value: any Encodable

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
