import SDKGenCore
import Testing

/// Untyped lists in parameters are lists of strings, and Swagger 2.0 form lists keep their spelling.
///
/// A list whose items say nothing of their type (BigCommerce's `sku:in`, a 2.0 `type: array` without `items`) is a
/// list of strings, since each value is sent as its text (of the values an `enum` beside it lists, if it does); a 2.0
/// form member that is a list of scalars keeps its list and its `collectionFormat`. Both were one string the caller
/// had to join.
@Suite struct OpenAPIUntypedListImportTests {
    static let document = """
        swagger: "2.0"
        info: { title: Shop, version: "1" }
        host: shop.example.com
        paths:
          /records:
            get:
              operationId: listRecords
              parameters:
                - { name: "sku:in", in: query, type: array }
                - { name: ids, in: query, type: array, items: { description: Any identifier. } }
                - { name: sizes, in: query, type: array, items: { type: integer }, collectionFormat: pipes }
                - { name: sets, in: query, type: array, items: {}, enum: [pc, mobile-download], collectionFormat: csv }
              responses: { "200": { description: ok } }
          /tags:
            post:
              operationId: tag
              consumes: [application/x-www-form-urlencoded]
              parameters:
                - { name: names, in: formData, type: array, items: { type: string }, collectionFormat: multi }
                - { name: codes, in: formData, type: array, items: { type: integer } }
                - { name: free, in: formData, type: array }
                - { name: note, in: formData, type: string }
              responses: { "204": { description: ok } }
        """

    @Test func untypedListsAreListsOfStringsAndFormListsKeepTheirSpelling() async throws {
        let result = try ImportHarness.importValidated(Self.document, module: "Shop")
        let endpoints = ImportHarness.file("endpoints.yaml", of: result)
        #expect(endpoints.contains("sku:in: { type: '[string]', in: query, array: comma }"), "\(endpoints)")
        #expect(endpoints.contains("ids: { type: '[string]', in: query, array: comma"), "\(endpoints)")
        #expect(endpoints.contains("sizes: { type: '[int]', in: query, array: pipe }"), "\(endpoints)")
        // Values listed on the list itself are its elements' (BBC's `media_set`).
        #expect(endpoints.contains("sets: { type: '[ListRecordsSetsItem]', in: query, array: comma }"), "\(endpoints)")
        #expect(endpoints.contains("names: { type: '[string]', in: form }"), "\(endpoints)")
        #expect(endpoints.contains("codes: { type: '[int]', in: form, array: comma }"), "\(endpoints)")
        #expect(endpoints.contains("free: { type: '[string]', in: form, array: comma }"), "\(endpoints)")
        #expect(!result.warnings.contains { $0.message.contains("sent as a string") }, "\(result.warnings)")
        let generated = try ImportHarness.generate(result, module: "Shop").files.map(\.contents).joined()
        #expect(generated.contains("public var skuIn: [String]?"), "\(generated)")
        try await ImportHarness.expectTypeChecks(result, module: "Shop")
    }
}
