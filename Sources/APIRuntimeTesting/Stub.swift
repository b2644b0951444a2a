import APIRuntime
import Foundation

/// What a stub answers to a request of a type whose response is `Response`.
///
/// ```swift
/// stubs.on(DisplayReviews.self) { _ in .value(DisplayResponse(results: [review], totalResults: 1)) }
/// stubs.on(ShowPet.self) { _ in .file(fixtures.appendingPathComponent("pet.json")) }
/// stubs.on(ListPets.self) { _ in .status(503) }
/// ```
public struct Stub<Response>: Sendable {
    /// Makes the HTTP answer when a request comes, with the API's coding options and wire format.
    let answer: @Sendable (StubEncoding) throws -> HTTPResponse

    /// An answer built from the API's coding options and wire format when a request comes.
    public init(answer: @escaping @Sendable (StubEncoding) throws -> HTTPResponse) {
        self.answer = answer
    }

    /// A value of the response type, encoded as the API sends it (its JSON field names and date format).
    public static func value(_ value: Response, status: Int = 200) -> Stub where Response: Encodable & Sendable {
        encoded(value, status: status)
    }

    /// Any encodable value, encoded as the API sends it: an API's error envelope, or a deliberately odd body.
    public static func encoded(_ value: some Encodable & Sendable, status: Int = 200) -> Stub {
        Stub { encoding in
            try encoding.response(status: status, body: encoding.encode(value))
        }
    }

    /// A recorded body, answered as is with the API's content type.
    public static func body(_ data: Data, status: Int = 200) -> Stub {
        Stub { encoding in try encoding.response(status: status, body: data) }
    }

    /// A recorded body read from a file when the request comes (a missing file fails that call, with its path).
    public static func file(_ url: URL, status: Int = 200) -> Stub {
        Stub { encoding in
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw StubError("no recorded body at \(url.path)")
            }
            return try encoding.response(status: status, body: data)
        }
    }

    /// An HTTP status with a body (empty by default): a 404, a 503 the client should report.
    public static func status(_ code: Int, body: Data = Data()) -> Stub {
        Stub { encoding in try encoding.response(status: code, body: body) }
    }

    /// A transport failure instead of an answer: a timeout, a refused connection.
    public static func failure(_ error: TransportError) -> Stub {
        Stub { _ in throw error }
    }
}

/// How a stub transport writes answers: the API's coding options and wire format.
public struct StubEncoding: Sendable {
    /// The API's coding options (dates, Booleans).
    public let codingOptions: CodingOptions
    /// JSON or XML.
    public let wireFormat: WireFormat
    /// The URL of the request being answered.
    public let url: URL

    /// Creates the encoding of an API's answers to a request at `url`.
    public init(codingOptions: CodingOptions, wireFormat: WireFormat, url: URL) {
        self.codingOptions = codingOptions
        self.wireFormat = wireFormat
        self.url = url
    }

    /// Encodes a value as the API sends it: JSON with the API's field names and dates, or for an XML API the
    /// document its `XMLDecodable` initializer reads (a generated `XMLStubEncodable` conformance, inside the
    /// reply's document element such as FogBugz's `<response>`).
    public func encode(_ value: some Encodable & Sendable) throws -> Data {
        switch wireFormat {
        case .json:
            return try JSONBodyParameters(encoding: value, options: codingOptions).makeBody().collect()
        case .xml:
            guard let value = value as? any XMLStubEncodable else {
                throw StubError(
                    "a \(type(of: value)) cannot be written as XML (it has no XMLStubEncodable conformance); "
                        + "answer with .body(_:) or .file(_:)")
            }
            return value.xmlStubDocument
        }
    }

    /// An answer with the API's content type.
    public func response(status: Int, body: Data) throws -> HTTPResponse {
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: wireFormat == .xml ? "text/xml; charset=utf-8" : "application/json")
        return HTTPResponse(statusCode: status, headers: headers, body: body, url: url)
    }
}

/// A stub that could not answer, or a request no stub answers; the message says which and what is stubbed.
public struct StubError: Error, Sendable, CustomStringConvertible {
    /// The explanation.
    public let description: String

    /// Creates an error.
    public init(_ description: String) {
        self.description = description
    }
}
