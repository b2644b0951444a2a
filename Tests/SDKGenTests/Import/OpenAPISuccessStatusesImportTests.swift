import SDKGenCore
import Testing

/// Listed 2xx statuses that answer different bodies are imported with `responses:`, one per status.
///
/// A `201` with the new object and a `204` without a body, a `200` result and a `202` job. Statuses that agree stay
/// one `response:`, and so does an operation with a raw answer among them (the lowest status, with a warning).
@Suite struct OpenAPISuccessStatusesImportTests {
    static let document = """
        openapi: 3.0.3
        info: { title: Statuses, version: "1" }
        servers: [{ url: "https://api.example.com/v1" }]
        paths:
          /repos/{repo}/collaborators/{user}:
            parameters:
              - { name: repo, in: path, required: true, schema: { type: string } }
              - { name: user, in: path, required: true, schema: { type: string } }
            put:
              operationId: addCollaborator
              responses:
                "201": { description: Invited, content: { application/json: { schema: { $ref: "#/components/schemas/Invitation" } } } }
                "204": { description: Already a collaborator }
                "2XX": { description: Something else }
                "404": { description: Missing, content: { application/json: { schema: { $ref: "#/components/schemas/Problem" } } } }
          /exports:
            post:
              operationId: startExport
              responses:
                "200": { description: Done, content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/Invitation" } } } } }
                "202": { description: Queued, content: { application/json: { schema: { type: object, required: [jobId], properties: { jobId: { type: string } } } } } }
          /same:
            put:
              operationId: putSame
              responses:
                "200": { description: Changed, content: { application/json: { schema: { $ref: "#/components/schemas/Invitation" } } } }
                "201": { description: Created, content: { application/json: { schema: { $ref: "#/components/schemas/Invitation" } } } }
          /report:
            get:
              operationId: getReport
              responses:
                "200": { description: JSON, content: { application/json: { schema: { $ref: "#/components/schemas/Invitation" } } } }
                "206": { description: Part, content: { application/pdf: { schema: { type: string, format: binary } } } }
        components:
          schemas:
            Invitation: { type: object, required: [id], properties: { id: { type: integer } } }
            Problem: { type: object, properties: { message: { type: string } } }
        """

    static func imported() throws -> OpenAPIImport {
        try ImportHarness.importText(document)
    }

    @Test func statusesWithDifferentBodiesAreOneCaseEach() throws {
        let result = try Self.imported()
        let diagnostics = ImportHarness.validate(result)
        #expect(!diagnostics.hasErrors, "\(diagnostics.rendered())")
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(endpoints.contains("    responses: { '201': Invitation, '204': empty }"), "\(endpoints)")
        #expect(endpoints.contains("    responses: { '200': '[Invitation]', '202': StartExportResponse }"))
        let warnings = ImportHarness.renderedWarnings(result, document: Self.document)
        #expect(warnings.contains("2XX: warning: a status class beside listed success statuses; left out"))
    }

    @Test func statusesThatAgreeOrARawAnswerStayOneResponse() throws {
        let result = try Self.imported()
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        let putSame = try #require(endpoints.range(of: "  PutSame:"))
        #expect(
            endpoints[putSame.upperBound...].hasPrefix(
                " { description: PUT /same, method: PUT, path: same, response: Invitation }"))
        let report = try #require(endpoints.range(of: "  GetReport:"))
        #expect(
            endpoints[report.upperBound...].hasPrefix(
                " { description: GET /report, method: GET, path: report, response: Invitation }"))
        let warnings = ImportHarness.renderedWarnings(result, document: Self.document)
        #expect(
            warnings.contains("206: warning: a second success answer is not JSON; the endpoint decodes 'Invitation'"))
    }

    @Test func theEnumsTypeCheck() async throws {
        try await ImportHarness.expectTypeChecks(try Self.imported(), module: "Imported")
    }
}
