import SDKGenCore
import Testing

/// The models a `PATCH` sends tell an absent property from a `null` one (`explicitNull: true`).
///
/// A merge patch leaves out what stays and sends `null` for what is cleared. Models only returned, or only sent by
/// `POST`, keep plain optionals.
@Suite struct OpenAPIExplicitNullImportTests {
    static let document = """
        openapi: 3.1.0
        info: { title: Issues, version: "1" }
        servers: [{ url: "https://issues.example.com" }]
        paths:
          /issues/{id}:
            parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
            get:
              operationId: getIssue
              responses:
                "200": { description: OK, content: { application/json: { schema: { $ref: "#/components/schemas/Issue" } } } }
            patch:
              operationId: updateIssue
              requestBody:
                content:
                  application/merge-patch+json:
                    schema:
                      type: object
                      properties:
                        title: { type: string }
                        milestone: { type: [integer, "null"] }
                        assignee: { $ref: "#/components/schemas/Person" }
                        labels: { type: array, nullable: true, items: { type: string } }
              responses:
                "200": { description: OK, content: { application/json: { schema: { $ref: "#/components/schemas/Issue" } } } }
          /issues:
            post:
              operationId: createIssue
              requestBody:
                content: { application/json: { schema: { $ref: "#/components/schemas/Issue" } } }
              responses: { "201": { description: Created } }
        components:
          schemas:
            Issue:
              type: object
              required: [title]
              properties:
                title: { type: string }
                milestone: { type: [integer, "null"] }
            Person:
              type: [object, "null"]
              properties:
                login: { type: string }
                email: { type: [string, "null"] }
        """

    @Test func aPatchBodysNullablePropertiesTellNullFromAbsent() async throws {
        let result = try ImportHarness.importValidated(Self.document, module: "Issues")
        let models = ImportHarness.file("models.yaml", of: result)
        // The PATCH body: the nullable properties are tri-state, the plain optional `title` is not; `Person`, which
        // the body reaches, too. `Issue`, returned and sent by POST only, keeps plain optionals.
        let body = try #require(models.range(of: "UpdateIssueBody:\n")).upperBound
        let bodyText = String(models[body...].prefix(400))
        let triState = "optional: true, nullable: true, explicitNull: true }"
        #expect(bodyText.contains("milestone: { type: int, \(triState)"), "\(bodyText)")
        #expect(bodyText.contains("labels: { type: '[string]', \(triState)"), "\(bodyText)")
        #expect(bodyText.contains("title: { type: string, optional: true }"), "\(bodyText)")
        // `Person` admits null itself (`type: [object, "null"]`): the property that holds it may be null.
        #expect(bodyText.contains("assignee: { type: Person, \(triState)"), "\(bodyText)")
        #expect(models.contains("email: { type: string, \(triState)"), "\(models)")
        let issue = try #require(models.range(of: "  Issue:\n")).upperBound
        #expect(!String(models[issue...].prefix(200)).contains("explicitNull"), "\(models)")
        try await ImportHarness.expectTypeChecks(result, module: "Issues")
    }
}
