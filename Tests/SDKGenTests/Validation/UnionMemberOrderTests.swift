import SDKGenCore
import Testing

/// A `string` member reads every JSON string, so a later member read from strings (a date, a URL, bytes) is tried
/// only for values that are no string — never: the validator warns, and the importer lists such members first.
@Suite struct UnionMemberOrderTests {
    static func warnings(members: String) -> [String] {
        let text = """
            api:
              name: Order
              module: Order
              environments: { production: { default: "https://api.example.com/" } }
            endpoints:
              GetWhen: { method: GET, path: when, response: When }
            models:
              When:
                oneOf: [\(members)]
            """
        let (_, diagnostics) = Pipeline.validate(sources: [(file: "api.yaml", text: text)])
        #expect(!diagnostics.hasErrors, "\(diagnostics.rendered())")
        return diagnostics.diagnostics.map(\.message).filter { $0.contains("a string member reads every string") }
    }

    @Test func aMemberReadFromStringsAfterAStringIsReported() {
        #expect(Self.warnings(members: "int, string, date-time, url").count == 2)
        #expect(Self.warnings(members: "date-time, url, string, int").isEmpty)
        #expect(Self.warnings(members: "string, int").isEmpty)
    }

    @Test func theImporterListsThemBeforeTheString() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Order, version: "1" }
            paths: {}
            components:
              schemas:
                When:
                  anyOf: [{ type: string }, { type: integer }, { type: string, format: date-time }]
            """
        let result = try ImportHarness.importValidated(document, module: "Order")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("When: { oneOf: [int, date-time, string] }"), "\(models)")
    }
}
