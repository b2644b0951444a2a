import SDKGenCore
import Testing

/// `style: deepObject` values that are not one level of scalars become typed `content: deep-object` values.
///
/// As Stripe writes them: a query parameter that is a range or an integer (`created[gte]=…`) or a list
/// (`expand[0]=…`), and form members whose `encoding` says `deepObject` (`address[geo][lat]=…`). They were a map of
/// strings (the types lost) or a string the caller had to spell.
@Suite struct OpenAPIDeepObjectImportTests {
    static let document = """
        openapi: 3.0.3
        info: { title: Payments, version: "1" }
        servers: [{ url: "https://payments.example.com" }]
        paths:
          /v1/charges:
            get:
              operationId: listCharges
              parameters:
                - name: created
                  in: query
                  style: deepObject
                  explode: true
                  schema:
                    anyOf:
                      - { $ref: "#/components/schemas/RangeQuery" }
                      - { type: integer }
                - name: expand
                  in: query
                  style: deepObject
                  explode: true
                  schema: { type: array, items: { type: string, maxLength: 5000 } }
                - name: filter
                  in: query
                  style: deepObject
                  schema: { type: object, properties: { status: { type: string } } }
                - name: labels
                  in: query
                  style: deepObject
                  schema: { type: object, additionalProperties: { type: string } }
              responses:
                "200":
                  description: Charges.
                  content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/Charge" } } } }
          /v1/customers:
            post:
              operationId: postCustomers
              requestBody:
                content:
                  application/x-www-form-urlencoded:
                    encoding:
                      address: { explode: true, style: deepObject }
                      expand: { explode: true, style: deepObject }
                      metadata: { explode: true, style: deepObject }
                    schema:
                      type: object
                      required: [name]
                      properties:
                        name: { type: string }
                        address:
                          type: object
                          required: [city]
                          properties:
                            city: { type: string }
                            geo: { type: object, properties: { lat: { type: number }, lng: { type: number } } }
                        expand: { type: array, items: { type: string } }
                        metadata: { type: object, additionalProperties: { type: string } }
                        shipping:
                          type: object
                          properties: { phone: { type: string } }
              responses:
                "200":
                  description: The customer.
                  content: { application/json: { schema: { $ref: "#/components/schemas/Charge" } } }
        components:
          schemas:
            RangeQuery:
              type: object
              properties: { gt: { type: integer }, gte: { type: integer }, lt: { type: integer } }
            Charge:
              type: object
              required: [id]
              properties: { id: { type: string } }
        """

    @Test func queryValuesThatAreNotOneLevelOfScalarsAreTypedDeepObjects() async throws {
        let result = try ImportHarness.importValidated(Self.document, module: "Payments")
        let text = result.files.map(\.contents).joined()
        #expect(text.contains("created: { type: ListChargesCreated, in: query, content: deep-object }"), "\(text)")
        #expect(text.contains("expand: { type: '[string]', in: query, content: deep-object }"), "\(text)")
        // One level of scalars is still spread into typed parameters, and a map of strings stays patterned.
        #expect(text.contains("filter[status]: { type: string, in: query, swift: filterStatus }"), "\(text)")
        #expect(text.contains("labels[{key}]: { type: '{string: string}', in: query, swift: labels }"), "\(text)")
        #expect(!result.warnings.contains { $0.message.contains("map of strings") }, "\(result.warnings)")
        let generated = try ImportHarness.generate(result, module: "Payments").files.map(\.contents).joined()
        #expect(generated.contains(#"deepObject: created, named: "created""#), "\(generated)")
        try await ImportHarness.expectTypeChecks(result, module: "Payments")
    }

    @Test func formMembersWhoseEncodingSaysDeepObjectAreTypedDeepObjects() async throws {
        let result = try ImportHarness.importValidated(Self.document, module: "Payments")
        let text = result.files.map(\.contents).joined()
        #expect(
            text.contains("address: { type: PostCustomersAddress, in: form, content: deep-object }"), "\(text)")
        #expect(text.contains("expand: { type: '[string]', in: form, content: deep-object }"), "\(text)")
        #expect(text.contains("metadata: { type: '{string: string}', in: form, content: deep-object }"), "\(text)")
        // Without an encoding there is no spelling the document gives: still a string, warned.
        #expect(text.contains("shipping: { type: string, in: form }"), "\(text)")
        #expect(
            result.warnings.contains {
                $0.message.contains("a body member of type 'PostCustomersShipping' has no form spelling")
            }, "\(result.warnings)")
        #expect(text.contains("  PostCustomersAddressGeo:\n"), "\(text)")
        try await ImportHarness.expectTypeChecks(result, module: "Payments")
    }
}
