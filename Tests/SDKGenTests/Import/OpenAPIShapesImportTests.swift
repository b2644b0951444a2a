import Foundation
import SDKGenCore
import Testing

/// Raw bodies, path parameters that span segments and server templates of any shape: how OpenAPI says them and what
/// the importer writes.
@Suite struct OpenAPIShapesImportTests {
    static let document = """
        openapi: 3.0.3
        info: { title: Shapes, version: "1" }
        servers:
          - url: "https://{account}.{dnsSuffix}"
            variables:
              account: { default: demo }
              dnsSuffix: { default: core.example.net, enum: [core.example.net, core.example.cn] }
          - url: "https://api.example.com{basePath}"
            description: Glued
            variables:
              basePath: { default: /v2 }
          - url: "https://{index_name}-{project}.svc.{zone}.example.io:{port}/v{version}"
            description: Data plane
            variables:
              index_name: { default: example }
              project: { default: abcd1234 }
              zone: { default: us-east1 }
              port: { default: "8443" }
              version: { default: "1" }
        paths:
          /{filesystem}/{path}:
            get:
              operationId: readFile
              parameters:
                - { name: filesystem, in: path, required: true, schema: { type: string } }
                - { name: path, in: path, required: true, allowReserved: true, schema: { type: string } }
              responses:
                "200": { description: OK, content: { "*/*": { schema: { type: string, format: binary } } } }
          /proxy/{rest+}:
            get:
              operationId: proxy
              responses:
                "200": { description: OK, content: { image/png: {}, image/jpeg: {} } }
          /metrics:
            get:
              operationId: metrics
              servers:
                - url: /internal
                  description: Internal
              responses:
                "200": { description: OK, content: { text/plain: { schema: { type: string } } } }
          /upload:
            servers:
              - url: "https://{region}.upload.example.net/"
                variables:
                  region: { default: eu }
            post:
              operationId: upload
              requestBody:
                content: { "image/*": { schema: { type: string, format: binary } } }
              responses:
                "204": { description: Done }
        """

    static func imported() throws -> OpenAPIImport {
        let result = try ImportHarness.importText(document, module: "Shapes")
        let diagnostics = ImportHarness.validate(result)
        #expect(!diagnostics.hasErrors, "\(diagnostics.rendered())")
        return result
    }

    @Test func multiLabelAndGluedServerVariablesKeepTheirPlace() throws {
        let api = ImportHarness.file("api.yaml", of: try Self.imported())
        #expect(api.contains("      default: https://{account}.{dnsSuffix}/\n"))
        #expect(api.contains("        dnsSuffix:\n          type: domain\n"))
        #expect(api.contains("        account: { type: label, description: 'Default: demo.' }"))
        #expect(api.contains("      default: https://api.example.com{basePath}/\n"))
        #expect(api.contains("        basePath: { type: basePath, description: 'Default: /v2.' }"))
    }

    /// Variables inside a host label (Pinecone's `{index_name}-{project_id}.svc…`) were written in as their
    /// defaults, so the SDK always called the document's example host; the whole host and port is one `host`
    /// variable, the path's variables stay.
    @Test func variablesInsideAHostLabelMakeTheHostOneVariable() async throws {
        let result = try Self.imported()
        let api = ImportHarness.file("api.yaml", of: result)
        #expect(api.contains("    dataPlane:\n      default: https://{host}/v{version}/\n"), "\(api)")
        #expect(
            api.contains(
                "        host:\n          type: host\n          description: 'The server''s host (and port). Default: "
                    + "example-abcd1234.svc.us-east1.example.io:8443.'"), "\(api)")
        #expect(api.contains("        version: { type: segment, description: 'Default: 1.' }"), "\(api)")
        #expect(!api.contains("indexName"), "\(api)")
        #expect(
            result.warnings.contains {
                $0.pointer == "#/servers/2" && $0.message.contains("in place of 'indexName', 'project', 'zone', 'port'")
            }, "\(result.warnings)")
        try await ImportHarness.expectTypeChecks(result, module: "Shapes")
    }

    @Test func operationAndPathServersBecomeHostsOfTheirOwn() throws {
        let result = try Self.imported()
        let api = ImportHarness.file("api.yaml", of: result)
        // Named by the first label the document writes out (`{region}.upload…` → `upload`).
        #expect(api.contains("  hosts: [default, internal, upload]\n"))
        // A relative server is resolved against each environment's scheme and authority.
        #expect(api.contains("      internal: https://{account}.{dnsSuffix}/internal/\n"))
        #expect(api.contains("      internal: https://api.example.com{basePath}/internal/\n"))
        // Every environment here is a template: the operation server's variable is one of its arguments.
        #expect(api.contains("      upload: https://{region}.upload.example.net/\n"))
        #expect(api.contains("        region: { type: label, description: 'Default: eu.' }\n"))
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(endpoints.contains("    method: GET\n    host: internal\n"))
        #expect(endpoints.contains("    method: POST\n    host: upload\n"))
        #expect(result.warnings.map(\.pointer).contains("#/paths/~1upload/servers/0/variables/region"))
    }

    @Test func reservedAndGreedyPathParametersKeepSlashes() throws {
        let result = try Self.imported()
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(endpoints.contains("    path: '{filesystem}/{path}'\n"))
        #expect(endpoints.contains("      path: { type: string, in: path, keepSlashes: true, swift: pathParameter }"))
        #expect(endpoints.contains("    path: proxy/{rest}\n"))
        #expect(endpoints.contains("      rest: { type: string, in: path, keepSlashes: true }"))
        #expect(result.warnings.map(\.pointer).contains("#/paths/~1{filesystem}~1{path}/get/parameters/1"))
    }

    @Test func rawBodiesAndAnswersKeepTheirMediaType() throws {
        let endpoints = ImportHarness.file("endpoints.yaml", of: try Self.imported())
        #expect(endpoints.contains("    response: { raw: binary, contentType: '*/*' }"))
        #expect(endpoints.contains("    response: { raw: binary }\n"))
        #expect(endpoints.contains("    response: { raw: text, contentType: text/plain }"))
        #expect(endpoints.contains("    body: { raw: binary, swift: content }"))
    }

    @Test func theImportGenerates() throws {
        let generation = try ImportHarness.generate(try Self.imported(), module: "Shapes")
        #expect(!generation.diagnostics.hasErrors, "\(generation.diagnostics.rendered())")
    }

    @Test func swagger2BinaryBodiesAndFileAnswersAreRaw() throws {
        let text = """
            swagger: "2.0"
            info: { title: Old, version: "1" }
            host: old.example.com
            paths:
              /blob:
                put:
                  operationId: putBlob
                  consumes: [application/octet-stream]
                  produces: [application/pdf]
                  parameters:
                    - { name: data, in: body, required: true, schema: { type: string, format: binary } }
                  responses:
                    "200": { description: The PDF., schema: { type: file } }
            """
        let result = try ImportHarness.importText(text, module: "Old")
        #expect(!ImportHarness.validate(result).hasErrors)
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(endpoints.contains("    body: { raw: binary, contentType: application/octet-stream, swift: content }"))
        #expect(endpoints.contains("    response: { raw: binary, contentType: application/pdf }"))
    }

    /// `Tests/Support/ImportedAPIs/Schemas/BlobStore` (run end to end by `BlobStoreEndToEndTests`) is the blob store
    /// document's import as it is.
    @Test func theBlobStoreSchemaIsTheImport() throws {
        let path = "Tests/Support/ImportedAPIs/Documents/blobstore-3.0.yaml"
        let text = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent(path), encoding: .utf8)
        let result = try OpenAPIImporter.importDocument(text, file: path, module: "BlobStore").get()
        let folder = TestPaths.packageRoot.appendingPathComponent("Tests/Support/ImportedAPIs/Schemas/BlobStore")
        let committed = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(committed == result.files.map(\.name).sorted())
        for file in result.files {
            let old = try String(contentsOf: folder.appendingPathComponent(file.name), encoding: .utf8)
            #expect(old == file.contents, "\(file.name) differs from the import")
        }
    }
}
