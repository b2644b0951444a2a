import Foundation
import SDKGenCore
import Testing

/// The `Response` enum of an endpoint with `responses:`: `Hashable` only when every body type is known to be (a
/// hand-written `external:` type may not be, and the enum must compile either way), keyword case names escaped.
@Suite struct SuccessStatusEnumTests {
    static let schema = """
        api:
          name: Tokens
          module: Tokens
          environments:
            production: { default: "https://example.com/" }
        types:
          Grant:
            swift: Grant
            kind: codable
        endpoints:
          Redeem:
            description: Redeems a code for a grant, or answers nothing when it was redeemed before.
            method: POST
            path: redeem
            responses:
              200: Grant
              204: { type: empty, case: default }
          Check:
            description: Checks a code.
            method: GET
            path: check
            responses:
              200: "[Code]"
              202: { type: Code, case: in }
        models:
          Code:
            description: A code.
            properties:
              value: string
        """

    static func requests() -> String {
        let generation = Pipeline.generate(
            sources: [("api.yaml", schema)], displayPrefix: "Schemas/Tokens", module: "Tokens")
        #expect(!generation.diagnostics.hasErrors, "\(generation.diagnostics.rendered())")
        return generation.files.filter { $0.path.contains("Requests") }.map(\.contents).joined()
    }

    @Test func anExternalBodyLeavesHashableOut() {
        let text = Self.requests()
        let redeem = text.range(of: "public struct Redeem").map { String(text[$0.lowerBound...]) } ?? ""
        #expect(redeem.contains("    public enum Response: StatusResponse {\n"), "\(redeem)")
        let check = text.range(of: "public struct Check").map { String(text[$0.lowerBound...]) } ?? ""
        #expect(check.contains("    public enum Response: StatusResponse, Hashable {\n"), "\(check)")
    }

    @Test func keywordCaseNamesAreEscaped() {
        let text = Self.requests()
        #expect(text.contains("        case `default`\n"))
        #expect(text.contains("            case .`default`: return 204\n"))
        #expect(text.contains("        case `in`(Code)\n"))
        #expect(
            text.contains(
                "        case 202:\n            return .`in`(try context.decode(Code.self, from: response.body))\n"))
    }
}
