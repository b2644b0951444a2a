import Foundation

@testable import APIRuntime

/// A small API for runtime tests: two hosts, a passkey setting, an error envelope and a family.
enum FakeAPI: APIDefinition {
    enum Environment: APIEnvironment {
        case base(String)

        func baseURL(forHost host: String) -> URL? {
            guard case .base(let text) = self, host == "default" else { return nil }
            return URL(string: text)
        }
    }

    struct Settings: Sendable {
        var passkey: String
        var apiVersion = "5.4"
    }

    struct EnvelopeError: Error, Sendable, Equatable {
        var messages: [String]
    }

    typealias Failure = EnvelopeError

    static let name = "Fake"
    static let wireFormat = WireFormat.json
    static let codingOptions = CodingOptions(dateFormats: [.iso8601Fractional], dateEncoding: .iso8601Fractional)
    static let typeTable = TypeTable([
        .init(wireName: "SurveyQuestion", type: SurveyQuestion.self, families: ["SurveyElement"]),
        .init(wireName: "SurveyInfoScreen", type: SurveyInfoScreen.self, families: ["SurveyElement"]),
        .init(wireName: "StringConstraints", type: StringConstraints.self, families: ["Constraints"]),
    ])

    static func settingParameters(_ settings: Settings) -> Parameters {
        [
            Parameter(name: "apiversion", value: .string(settings.apiVersion)),
            Parameter(name: "passkey", value: .string(settings.passkey)),
        ]
    }

    static func checkForErrors(in response: HTTPResponse, context: ResponseContext) throws(ClientError<FakeAPI>) {
        struct Envelope: Decodable {
            struct Message: Decodable { var Message: String }
            var HasErrors: Bool?
            var Errors: [Message]?
        }
        guard response.body.first == UInt8(ascii: "{"),
            let envelope = try? JSONDecoder().decode(Envelope.self, from: response.body), envelope.HasErrors == true
        else { return }
        throw .api(EnvelopeError(messages: (envelope.Errors ?? []).map(\.Message)), response: response)
    }
}

struct StringConstraints: Codable, Sendable, Hashable {
    var dataType: String
}

/// A generated-style family with a nested family inside a member.
enum Constraints: Codable, Sendable, Hashable {
    case string(StringConstraints)
    case custom(CustomObject)
    case unknown(JSONValue)

    static let discriminator = Discriminator.field("type")

    init(from decoder: any Decoder) throws {
        switch try FamilyCoding.decode(from: decoder, discriminator: Self.discriminator, table: FakeAPI.typeTable) {
        case .builtIn(let value as StringConstraints): self = .string(value)
        case .custom(let object): self = .custom(object)
        case .unknown(let json): self = .unknown(json)
        case .builtIn: self = .unknown(try JSONValue(from: decoder))
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .string(let value):
            try FamilyCoding.encode(
                value, wireName: "StringConstraints", discriminator: Self.discriminator, to: encoder)
        case .custom(let object): try FamilyCoding.encode(object, discriminator: Self.discriminator, to: encoder)
        case .unknown(let json): try json.encode(to: encoder)
        }
    }
}

struct SurveyQuestion: Codable, Sendable, Hashable {
    var identifier: String
    var prompt: String?
    var constraints: Constraints?
}

struct SurveyInfoScreen: Codable, Sendable, Hashable {
    var identifier: String
    var title: String?
}

enum SurveyElement: Codable, Sendable, Hashable {
    case question(SurveyQuestion)
    case infoScreen(SurveyInfoScreen)
    case custom(CustomObject)
    case unknown(JSONValue)

    static let discriminator = Discriminator.field("type")

    init(from decoder: any Decoder) throws {
        switch try FamilyCoding.decode(from: decoder, discriminator: Self.discriminator, table: FakeAPI.typeTable) {
        case .builtIn(let value as SurveyQuestion): self = .question(value)
        case .builtIn(let value as SurveyInfoScreen): self = .infoScreen(value)
        case .custom(let object): self = .custom(object)
        case .unknown(let json): self = .unknown(json)
        case .builtIn: self = .unknown(try JSONValue(from: decoder))
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .question(let value):
            try FamilyCoding.encode(value, wireName: "SurveyQuestion", discriminator: Self.discriminator, to: encoder)
        case .infoScreen(let value):
            try FamilyCoding.encode(value, wireName: "SurveyInfoScreen", discriminator: Self.discriminator, to: encoder)
        case .custom(let object): try FamilyCoding.encode(object, discriminator: Self.discriminator, to: encoder)
        case .unknown(let json): try json.encode(to: encoder)
        }
    }
}

struct Survey: Codable, Sendable, Hashable {
    var name: String
    var elements: [SurveyElement]
}

/// Records requests and answers from a script; thread-safe.
final class FakeTransport: Transport, @unchecked Sendable {
    private let lock = NSLock()
    private var handler: @Sendable (HTTPRequest, Int) throws -> HTTPResponse
    private var recorded: [HTTPRequest] = []

    init(_ handler: @escaping @Sendable (HTTPRequest, Int) throws -> HTTPResponse) {
        self.handler = handler
    }

    /// Answers every request with the same status and body.
    convenience init(status: Int = 200, body: String, headers: HTTPHeaders = HTTPHeaders()) {
        self.init { request, _ in
            HTTPResponse(statusCode: status, headers: headers, body: Data(body.utf8), url: request.url)
        }
    }

    var requests: [HTTPRequest] { lock.locked { recorded } }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let index = lock.locked {
            recorded.append(request)
            return recorded.count - 1
        }
        return try handler(request, index)
    }
}

/// A request of the fake API with free parameters.
struct FakeRequest<Response: Decodable & Sendable>: Request {
    typealias API = FakeAPI
    var method: HTTPMethod = .get
    var path: String = "reviews.json"
    var parameters: Parameters = []
    var bodyEncoding: BodyEncoding = .json
    var requiresAuthentication = true
}

struct Review: Codable, Sendable, Hashable {
    var Id: String
    var Rating: Int?
    var SubmissionTime: Date?
}

struct ReviewsPage: Codable, Sendable, Hashable {
    var Results: [Review]
}

/// Reads a recorded response from `Tests/Fixtures/<api>/<name>`, found by walking up from this file.
func fixtureData(_ api: String, _ name: String, file: String = #filePath) throws -> Data {
    var directory = URL(fileURLWithPath: file).deletingLastPathComponent()
    for _ in 0..<6 {
        for candidate in ["Fixtures", "Tests/Fixtures"] {
            let url = directory.appendingPathComponent("\(candidate)/\(api)/\(name)")
            if FileManager.default.fileExists(atPath: url.path) { return try Data(contentsOf: url) }
        }
        directory.deleteLastPathComponent()
    }
    throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Fixtures/\(api)/\(name)"])
}
