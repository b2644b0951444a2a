import SDKGenCore
import Testing

/// Swagger 2.0's `type: file` is a multipart part only in a form body; in a JSON answer or model (a list of files,
/// an object with a file property) it is bytes, `data`, so the import validates and its Swift decodes the answer.
@Suite struct OpenAPIFileTypeImportTests {
    static let document = """
        swagger: "2.0"
        info: { title: Files, version: "1" }
        host: api.example.com
        basePath: /v1
        produces: [application/json]
        paths:
          /files:
            get:
              operationId: listFiles
              responses:
                "200": { description: Files, schema: { type: array, items: { type: file } } }
          /holder:
            get:
              operationId: getHolder
              responses:
                "200": { description: A holder, schema: { $ref: "#/definitions/Holder" } }
          /upload:
            post:
              operationId: upload
              consumes: [multipart/form-data]
              parameters:
                - { name: content, in: formData, type: file, required: true }
              responses:
                "204": { description: Stored }
        definitions:
          Holder: { type: object, properties: { attachment: { type: file } } }
        """

    @Test func aFileOutsideAFormIsBytesAndAFormPartStaysAFile() async throws {
        let result = try ImportHarness.importValidated(Self.document, module: "Files")
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(endpoints.contains("response: '[data]'"), "\(endpoints)")
        #expect(endpoints.contains("content: { type: file, in: multipart, required: true }"), "\(endpoints)")
        let models = ImportHarness.file("models.yaml", of: result)
        #expect(models.contains("attachment: { type: data, optional: true }"), "\(models)")
        try await ImportHarness.expectTypeChecks(result, module: "Files")
    }
}
