import SDKGenCore
import Testing

/// Object-valued query parameters: one typed parameter per property (`form` exploded, the default: `gte=…`, see
/// also `OpenAPIExplodedParameterImportTests`; `deepObject` with scalar properties: `filter[status]=…`), one
/// string otherwise, and no model left behind.
@Suite struct OpenAPIObjectParameterImportTests {
    static let document = """
        openapi: 3.0.3
        info: { title: Ledger, version: "1" }
        servers: [{ url: "https://ledger.example.com" }]
        paths:
          /invoices:
            get:
              operationId: listInvoices
              parameters:
                - name: created
                  in: query
                  required: true
                  schema:
                    type: object
                    required: [gte]
                    properties:
                      gte: { type: string, format: date-time, description: On or after. }
                      lte: { type: string, format: date-time }
                - name: filter
                  in: query
                  style: deepObject
                  schema:
                    type: object
                    properties:
                      status: { type: string, enum: [open, paid] }
                      count: { type: integer }
                - name: options
                  in: query
                  schema: { $ref: "#/components/schemas/Options" }
                - { name: free, in: query, style: deepObject, schema: { type: object } }
                - name: nested
                  in: query
                  schema: { type: object, properties: { inner: { type: object, properties: { a: { type: string } } } } }
                - name: packed
                  in: query
                  explode: false
                  schema: { type: object, properties: { a: { type: string } } }
              responses: { "204": { description: Done } }
        components:
          schemas:
            Options:
              type: object
              properties:
                tags: { type: array, items: { type: string } }
                flag: { type: [boolean, "null"] }
        """

    @Test func scalarPropertiesBecomeTypedParametersUnderTheirWireNames() async throws {
        let result = try ImportHarness.importValidated(Self.document, module: "Ledger")
        let text = result.files.map(\.contents).joined()
        #expect(text.contains("gte: { type: date-time, in: query, required: true, description: On or after. }"))
        #expect(text.contains("lte: { type: date-time, in: query }"), "\(text)")
        #expect(text.contains("filter[status]: { type: ListInvoicesFilterStatus, in: query, swift: filterStatus }"))
        #expect(text.contains("filter[count]: { type: int, in: query, swift: filterCount }"), "\(text)")
        #expect(text.contains("tags: { type: '[string]', in: query }"), "\(text)")
        #expect(text.contains("flag: { type: bool, in: query }"), "\(text)")
        // Not spreadable: a free-form deepObject stays a patterned map; a nested object's object property and a
        // packed object travel as text.
        #expect(text.contains("free[{key}]: { type: '{string: string}', in: query, swift: free }"), "\(text)")
        #expect(text.contains("inner: { type: string, in: query }"), "\(text)")
        #expect(text.contains("packed: { type: string, in: query }"), "\(text)")
        // No model is declared for an object that is spread or sent as text.
        #expect(!text.contains("ListInvoicesNested"), "\(text)")
        #expect(!text.contains("ListInvoicesCreated"), "\(text)")
        let generated = try ImportHarness.generate(result, module: "Ledger").files.map(\.contents).joined()
        #expect(generated.contains(#"parameters.append("gte", "#), "\(generated)")
        #expect(generated.contains(#"parameters.append("filter[status]", "#), "\(generated)")
        #expect(generated.contains("public var gte: Date"), "\(generated)")
        #expect(generated.contains("public var filterStatus: ListInvoicesFilterStatus?"), "\(generated)")
        try await ImportHarness.expectTypeChecks(result, module: "Ledger")
    }

    @Test func aPropertyAlreadySentUnderItsNameIsLeftOutWithAWarning() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Ledger, version: "1" }
            paths:
              /payments:
                get:
                  parameters:
                    - { name: gte, in: query, schema: { type: integer } }
                    - { name: amount, in: query, schema: { type: object, properties: { gte: { type: integer } } } }
                    - { name: "total[lt]", in: query, schema: { type: integer } }
                    - name: total
                      in: query
                      style: deepObject
                      schema: { type: object, properties: { lt: { type: integer } } }
                  responses: { "204": { description: Done } }
            """
        let result = try ImportHarness.importValidated(document, module: "Ledger")
        let messages = result.warnings.map(\.message)
        #expect(messages.contains { $0.contains("a second parameter named 'gte' (in query)") }, "\(messages)")
        #expect(messages.contains { $0.contains("'total[lt]', a property of 'total', is already sent") }, "\(messages)")
    }
}
