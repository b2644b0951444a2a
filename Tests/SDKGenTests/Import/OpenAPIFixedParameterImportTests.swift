import SDKGenCore
import Testing

/// Required parameters whose value the document fixes (a `default`, a one-value `enum`, a `const`) are written
/// with `default:`, so calls send the value without spelling it out; an `Accept` fixed to a media type of the
/// API's own is kept (PagerDuty versions its API by it).
@Suite struct OpenAPIFixedParameterImportTests {
    static let document = """
        openapi: 3.1.0
        info: { title: Fixed, version: "1" }
        servers: [{ url: "https://api.example.com" }]
        paths:
          /incidents:
            get:
              operationId: listIncidents
              parameters:
                - name: Accept
                  in: header
                  required: true
                  schema: { type: string, default: "application/vnd.example+json;version=2" }
                - { name: X-Api-Version, in: header, required: true, schema: { type: string, enum: ["2024-01-01"] } }
                - { name: limit, in: query, required: true, schema: { type: integer, default: 25 } }
                - { name: total, in: query, required: true, schema: { type: boolean, const: true } }
                - { name: X-Client, in: header, required: true, schema: { type: string, default: 1 } }
                - { name: X-Page-Size, in: header, required: true, schema: { type: integer, default: 50 } }
                - { name: status, in: query, required: true, schema: { type: string, default: "An example tweet." } }
                - { name: ids, in: query, required: true, schema: { type: array, items: { type: string }, default: [] } }
                - { name: sort, in: query, schema: { type: string, default: created } }
                - { name: ratio, in: query, required: true, schema: { type: integer, enum: [2.5] } }
              responses:
                "200": { description: OK, content: { application/json: { schema: { type: object } } } }
          /plain:
            get:
              operationId: getPlain
              parameters:
                - { name: Accept, in: header, required: true, schema: { type: string, enum: [application/json] } }
              responses:
                "204": { description: Done }
          /members:
            get:
              operationId: listMembers
              parameters:
                - { name: Accept, in: header, required: true, schema: { type: string, example: application/vnd.mx.api.v1+json } }
              responses:
                "204": { description: Done }
          /guesses:
            get:
              operationId: listGuesses
              parameters:
                - { name: Accept, in: header, required: true, schema: { type: string, example: "the JSON one" } }
                - { name: X-Team, in: header, required: true, schema: { type: string, example: application/json } }
              responses:
                "204": { description: Done }
        """

    static func imported() throws -> OpenAPIImport {
        try ImportHarness.importText(document)
    }

    @Test func aFixedRequiredValueIsTheDefault() throws {
        let result = try Self.imported()
        let diagnostics = ImportHarness.validate(result)
        #expect(!diagnostics.hasErrors, "\(diagnostics.rendered())")
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(
            endpoints.contains(
                "      Accept: { type: string, in: header, default: application/vnd.example+json;version=2 }"))
        #expect(endpoints.contains("      X-Api-Version: { type: string, in: header, default: '2024-01-01' }"))
        #expect(endpoints.contains("      total: { type: bool, in: query, default: true }"))
        #expect(endpoints.contains("      X-Page-Size: { type: int, in: header, default: 50 }"))
        #expect(endpoints.contains("      X-Client: { type: string, in: header, default: '1' }"))
    }

    @Test func whatTheTypeCannotHoldStaysRequired() throws {
        let endpoints = ImportHarness.file("endpoints.yaml", of: try Self.imported())
        // A list, and a number where the type says integer: the caller gives the value, as before.
        #expect(endpoints.contains("      ids: { type: '[string]', in: query, required: true }"))
        #expect(endpoints.contains("      ratio: { type: int, in: query, required: true }"))
        // A query parameter's default is often an example (Twitter's tweet text): the caller gives the value.
        #expect(endpoints.contains("      limit: { type: int, in: query, required: true }"))
        #expect(endpoints.contains("      status: { type: string, in: query, required: true }"))
        // Not required: the server's default stands, so nothing is sent unless set.
        #expect(endpoints.contains("      sort: { type: string, in: query }"))
    }

    @Test func anAcceptTheRuntimeSendsIsLeftOut() throws {
        let result = try Self.imported()
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(
            endpoints.contains("  GetPlain: { description: GET /plain, method: GET, path: plain, response: empty }"))
        #expect(result.warnings.contains { $0.pointer.hasPrefix("#/paths/~1plain") && $0.message.contains("Accept") })
    }

    /// A required `Accept` whose media type is only an example (MX's vendor type) is that default, warned; an
    /// example that is no media type, or another header's, is not taken.
    @Test func aRequiredAcceptTakesItsMediaTypeExample() throws {
        let result = try Self.imported()
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(
            endpoints.contains("      Accept: { type: string, in: header, default: application/vnd.mx.api.v1+json }"),
            "\(endpoints)")
        #expect(
            result.warnings.contains {
                $0.pointer.hasPrefix("#/paths/~1members") && $0.message.contains("as an example only")
            }, "\(result.warnings)")
        #expect(endpoints.contains("      X-Team: { type: string, in: header, required: true }"), "\(endpoints)")
        #expect(!endpoints.contains("the JSON one"), "\(endpoints)")
    }

    @Test func theRequestSendsTheFixedValues() async throws {
        let result = try Self.imported()
        let generation = try ImportHarness.generate(result, module: "Fixed")
        let requests = generation.files.filter { $0.path.hasSuffix(".swift") }.map(\.contents).joined()
        #expect(requests.contains("accept: String = \"application/vnd.example+json;version=2\""))
        #expect(requests.contains("xPageSize: Int = 50"))
        try await ImportHarness.expectTypeChecks(result, module: "Fixed")
    }
}
