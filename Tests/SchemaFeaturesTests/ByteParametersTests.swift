import APIRuntime
import Foundation
import Shelter
import Testing

/// Shelter's `FindBadge`: `data` parameters go out as their base64 text (OpenAPI's `format: byte`) in the path and
/// the query, and a `double` path segment is spelled as a query spells it.
@Suite struct ByteParametersTests {
    private func client() throws -> Client<ShelterAPI> {
        let base = try #require(URL(string: "https://shelter.example/v1/"))
        return Client<ShelterAPI>(
            environment: .custom(hosts: ["default": base]),
            settings: ShelterAPI.Settings(clientID: "c", clientSecret: "s"), transport: CurlTransport())
    }

    /// Bytes whose base64 text holds `+`, `/` and `=`, the characters a URL gives a meaning of its own.
    private let signed = Data([0xFB, 0xFF, 0xBF, 0x01])

    @Test func bytesAreBase64InThePathAndTheQuery() throws {
        #expect(signed.base64EncodedString() == "+/+/AQ==")
        let request = try client().makeHTTPRequest(
            for: FindBadge(badge: signed, weight: 2.5, proof: Data("ok".utf8), hints: [signed, Data()]))
        let url = request.url.absoluteString
        #expect(url.hasPrefix("https://shelter.example/v1/badges/%2B%2F%2B%2FAQ%3D%3D/2.5?"))
        let query = try #require(URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.percentEncodedQuery)
        #expect(query == "proof=b2s%3D&hints=%2B%2F%2B%2FAQ%3D%3D&hints=")
        // What a server reads back is the bytes sent.
        let items = try #require(URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems)
        let hints = items.filter { $0.name == "hints" }.compactMap { $0.value.flatMap { Data(base64Encoded: $0) } }
        #expect(hints == [signed, Data()])
    }

    @Test func aWholeNumberInThePathHasNoFraction() throws {
        let request = try client().makeHTTPRequest(for: FindBadge(badge: Data([1]), weight: 4))
        #expect(request.url.absoluteString == "https://shelter.example/v1/badges/AQ%3D%3D/4")
    }
}
