import SDKGenCore
import Testing

/// The headers of an operation's first success answer become `responseHeaders:`: typed by their schema (3.x) or
/// their own `type` (2.0), optional unless required, shared ones followed through `components/headers`; names
/// that are no token or repeat are left out with a warning, Swift names that would clash get a number, and the
/// result type-checks.
@Suite struct OpenAPIResponseHeadersImportTests {
    static let document = """
        openapi: 3.0.3
        info: { title: Headed, version: "1" }
        servers: [{ url: "https://api.example.com/v1" }]
        paths:
          /things/{id}:
            get:
              operationId: getThing
              parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
              responses:
                "200":
                  description: A thing
                  headers:
                    ETag: { schema: { type: string } }
                    X-RateLimit-Remaining: { required: true, schema: { type: integer } }
                    X-Rate-Limit-Remaining: { schema: { type: integer, format: int64 } }
                    X-Poll: { schema: { type: number } }
                    X-Cached: { schema: { type: boolean } }
                    Last-Modified: { schema: { type: string, format: date-time } }
                    Location: { schema: { type: string, format: uri } }
                    X-Scopes: { schema: { type: array, items: { type: string } } }
                    X-Meta: { schema: { type: object } }
                    X-Shared: { $ref: "#/components/headers/shared" }
                    Content-Type: { schema: { type: string } }
                    "Bad Name": { schema: { type: string } }
                    etag: { schema: { type: string } }
                  content: { application/json: { schema: { type: object, properties: { id: { type: string } } } } }
                "404":
                  description: Missing
                  headers: { X-Request-Id: { schema: { type: string } } }
        components:
          headers:
            shared: { description: A shared header., schema: { type: integer } }
        """

    @Test func theFirstSuccessAnswersHeadersAreTyped() async throws {
        let result = try ImportHarness.importValidated(Self.document, module: "Headed")
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        for line in [
            "ETag: string?", "X-RateLimit-Remaining: int",
            "X-Rate-Limit-Remaining: { type: int64?, swift: rateLimitRemaining2 }",
            "X-Poll: double?", "X-Cached: bool?", "Last-Modified: date-time?", "Location: url?",
            "X-Scopes: '[string]?'", "X-Meta: string?", "X-Shared: { type: int?, description: A shared header. }",
        ] {
            #expect(endpoints.contains(line), "\(line) in\n\(endpoints)")
        }
        #expect(!endpoints.contains("Content-Type"))
        #expect(!endpoints.contains("Bad Name"))
        #expect(!endpoints.contains("X-Request-Id"))
        let warnings = ImportHarness.renderedWarnings(result, document: "doc.yaml")
        #expect(warnings.contains("'Bad Name' is not a header field name"))
        #expect(warnings.contains("the header 'etag' is listed twice"))
        #expect(warnings.contains("a 'object' header is typed as its text"))
        #expect(warnings.contains("the headers of error answers are not typed"))
        try await ImportHarness.expectTypeChecks(result, module: "Headed")
    }
}
