import Foundation

extension StubbedRequest {
    /// The text parts of a `multipart/form-data` body, in order (file parts, with a `filename`, left out); none
    /// when the body is not well-formed multipart.
    static func multipartTextFields(_ body: Data, contentType: String) -> [URLQueryItem] {
        guard let multipart = try? MultipartBody(body: body, contentType: contentType) else { return [] }
        return multipart.parts.filter { $0.filename == nil }.map { URLQueryItem(name: $0.name, value: $0.text) }
    }
}
