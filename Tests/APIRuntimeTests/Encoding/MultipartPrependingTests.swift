import Foundation
import Testing

@testable import APIRuntime

/// A text part put in front of a built multipart body, and the token middleware that uses it for uploads.
@Suite("Multipart prepending")
struct MultipartPrependingTests {
    static let contentType = "multipart/form-data; boundary=BOUNDARY"
    static let tokenPart = "--BOUNDARY\r\nContent-Disposition: form-data; name=\"token\"\r\n\r\ntok en\r\n"

    /// A body with a text part and, when `file` is given, a file part streamed from it.
    static func body(file: URL? = nil) throws -> HTTPBody {
        var parts: [MultipartFormDataBodyParameters.Part] = [.text("cmd", "edit")]
        if let file { parts.append(.file("File1", FilePayload(source: .file(file), filename: "a.log"))) }
        return try MultipartFormDataBodyParameters(parts: parts, boundary: "BOUNDARY").makeBody()
    }

    @Test func aPartGoesInFrontOfAnInMemoryBody() throws {
        let original = try Self.body()
        let body = try #require(
            try MultipartFormDataBodyParameters.prepending(
                text: "tok en", name: "token", to: original, contentType: Self.contentType))
        #expect(try body.collect() == Data(Self.tokenPart.utf8) + original.collect())
    }

    @Test func aStreamedBodyKeepsItsFileSegments() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("prepend-\(UUID().uuidString).log")
        try Data(repeating: 7, count: 5000).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let original = try Self.body(file: url)
        let body = try #require(
            try MultipartFormDataBodyParameters.prepending(
                text: "tok en", name: "token", to: original, contentType: Self.contentType))
        guard case .stream(let stream) = body, case .stream(let before) = original else {
            Issue.record("a body with a file part must stay a stream")
            return
        }
        #expect(stream.segments == [.data(Data(Self.tokenPart.utf8))] + before.segments)
        #expect(stream.contentLength == before.contentLength + Int64(Self.tokenPart.utf8.count))
        #expect(try body.collect() == Data(Self.tokenPart.utf8) + original.collect())
    }

    @Test func otherBodiesAndBadValuesAreNotEdited() throws {
        let form = HTTPBody.data(Data("cmd=edit".utf8))
        #expect(
            try MultipartFormDataBodyParameters.prepending(
                text: "t", name: "token", to: form, contentType: "application/x-www-form-urlencoded") == nil)
        #expect(
            try MultipartFormDataBodyParameters.prepending(
                text: "t", name: "token", to: .empty, contentType: Self.contentType) == nil)
        #expect(throws: CallFailure.self) {
            _ = try MultipartFormDataBodyParameters.prepending(
                text: "a--BOUNDARY", name: "token", to: try Self.body(), contentType: Self.contentType)
        }
    }

    @Test func boundariesAreReadFromTheContentType() {
        #expect(MultipartFormDataBodyParameters.boundary(ofContentType: Self.contentType) == "BOUNDARY")
        let quoted = "Multipart/Form-Data; Boundary=\"a b\""
        #expect(MultipartFormDataBodyParameters.boundary(ofContentType: quoted) == "a b")
        #expect(MultipartFormDataBodyParameters.boundary(ofContentType: "multipart/mixed; boundary=x") == nil)
        #expect(MultipartFormDataBodyParameters.boundary(ofContentType: "multipart/form-data") == nil)
    }

    @Test func theTokenMiddlewarePutsTheTokenIntoAMultipartBodyNotTheQuery() async throws {
        let authenticator = SessionAuthenticator(token: "tok en")
        let url = URL(string: "https://h/api.asp?site=7&")!
        var upload = HTTPRequest(method: .post, url: url, body: try Self.body())
        upload.headers["Content-Type"] = Self.contentType
        let original = try upload.body.collect()
        let inBody = TokenParameterMiddleware(parameterName: "token", inFormBody: true, authenticator: authenticator)
        _ = try await inBody.intercept(upload) { request in
            let bytes = try request.body.collect()
            #expect(request.url == url)
            #expect(bytes == Data(Self.tokenPart.utf8) + original)
            return HTTPResponse(statusCode: 200, body: Data(), url: request.url)
        }
        // Without `inFormBody` the token stays in the query, as before.
        let inQuery = TokenParameterMiddleware(parameterName: "token", authenticator: authenticator)
        _ = try await inQuery.intercept(upload) { request in
            let bytes = try request.body.collect()
            #expect(request.url.absoluteString == "https://h/api.asp?site=7&token=tok%20en")
            #expect(bytes == original)
            return HTTPResponse(statusCode: 200, body: Data(), url: request.url)
        }
    }
}
