import SDKGenCore
import Testing

/// An operation's own server with variables keeps them in environments that are templates (Pinecone's data plane
/// beside its templated controller), and has them written in where an environment is fixed.
@Suite struct OpenAPITemplatedHostImportTests {
    static let document = """
        openapi: 3.0.3
        info: { title: Vectors, version: "1" }
        servers:
          - url: "https://controller.{environment}.vectors.example.io"
            variables:
              environment: { default: us-east1-gcp, enum: [us-east1-gcp, eu-west1-gcp] }
          - url: "https://fixed.vectors.example.io"
            description: Fixed
        paths:
          /query:
            post:
              operationId: query
              servers:
                - url: "https://{index_name}-{project_id}.svc.{environment}.vectors.example.io"
                  variables:
                    index_name: { default: example }
                    project_id: { default: abcd1234 }
                    environment: { default: us-east1-gcp }
              responses: { "204": { description: Done } }
          /stats:
            get:
              operationId: stats
              servers:
                - url: "https://stats.{environment}.vectors.example.io"
                  variables:
                    environment: { default: us-east1-gcp }
              responses: { "204": { description: Done } }
        """

    @Test func templatedEnvironmentsKeepTheOperationServersVariables() async throws {
        let result = try ImportHarness.importValidated(Self.document, module: "Vectors")
        let api = ImportHarness.file("api.yaml", of: result)
        // The data plane's host is an argument of its own; `environment` is shared with the controller's.
        #expect(api.contains("      svc: https://{svcHost}/\n"), "\(api)")
        #expect(api.contains("      stats: https://stats.{environment}.vectors.example.io/\n"), "\(api)")
        #expect(api.contains("        svcHost:\n          type: host\n"), "\(api)")
        #expect(api.components(separatedBy: "        environment:").count == 2, "\(api)")
        // A fixed environment stays fixed: the defaults are written in.
        #expect(api.contains("      svc: https://example-abcd1234.svc.us-east1-gcp.vectors.example.io/\n"), "\(api)")
        #expect(api.contains("      stats: https://stats.us-east1-gcp.vectors.example.io/\n"), "\(api)")
        try await ImportHarness.expectTypeChecks(result, module: "Vectors")
    }

    /// An operation server whose defaults leave no host (`http://{a}:{p}/` with an empty `a`) keeps the API's host,
    /// warned; it read `8080` as the host and made a base URL the validator refused (hostile seed 3577).
    @Test func anOperationServerWithoutAHostKeepsTheAPIs() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Ports, version: "1" }
            servers: [{ url: "https://api.example.com" }]
            paths:
              /ping:
                get:
                  operationId: ping
                  servers: [{ url: "http://{a}:{p}/", variables: { a: { default: "" }, p: { default: "8080" } } }]
                  responses: { "204": { description: Done } }
            """
        let result = try ImportHarness.importValidated(document, module: "Ports")
        #expect(!ImportHarness.file("api.yaml", of: result).contains("8080"))
        #expect(result.warnings.contains { $0.message.contains("has no usable host") }, "\(result.warnings)")
    }
}
