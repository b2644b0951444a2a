import Foundation
import SDKGenCore
import Testing

/// Which models get `let` and which `var` properties: read-only responses `let`, anything a request can send
/// (and everything it reaches) `var`, `mutable:` overriding both ways.
@Suite struct ModelMutabilityTests {
    static let schema = """
        api:
          name: Shop
          module: Shop
          environments:
            production: { default: "https://example.com/" }
        endpoints:
          GetOrder:
            description: Reads an order.
            method: GET
            path: "orders/{id}"
            response: Order
            parameters:
              id: { type: string, in: path, required: true }
          PutCart:
            description: Replaces the cart.
            method: PUT
            path: cart
            body: { type: Cart, swift: cart }
            response: Receipt
          Search:
            description: Searches with a filter object.
            method: POST
            path: search
            body: { type: "[Filter]", swift: filters }
            response: "[Order]"
          Freeze:
            description: Sends a model declared read-only.
            method: POST
            path: freeze
            body: { type: Frozen, swift: frozen }
            response: Order
        models:
          Order:
            description: An order, as the API returns it.
            properties:
              id: string
              lines: "[Line]"
          Line:
            description: An order line.
            properties:
              sku: string
          Cart:
            description: A cart a client sends whole.
            properties:
              items: "[CartItem]"
              note: string?
          CartItem:
            description: Reached from Cart, so editable too.
            properties:
              sku: string
              count: int
          Filter:
            description: Sent in a list parameter.
            properties:
              field: string
          Receipt:
            description: Returned only, but the client edits its saved copy.
            mutable: true
            properties:
              total: double
              stamp: Stamp
          Stamp:
            description: Reached from a mutable model.
            properties:
              at: string
          Frozen:
            description: Sent, but declared read-only.
            mutable: false
            properties:
              id: string
        """

    /// The declaration line of each property in the generated models, by `Model.property`.
    static func declarations() throws -> [String: String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mutability-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try schema.write(to: folder.appendingPathComponent("api.yaml"), atomically: true, encoding: .utf8)
        let generation = Pipeline.generate(folder: folder, displayPrefix: "Schemas/Shop")
        #expect(!generation.diagnostics.hasErrors, "\(generation.diagnostics.rendered())")
        var result: [String: String] = [:]
        var model = ""
        for file in generation.files {
            for line in file.contents.split(separator: "\n") {
                let text = line.trimmingCharacters(in: .whitespaces)
                if text.hasPrefix("public struct ") {
                    model = String(text.dropFirst("public struct ".count).prefix { $0.isLetter || $0.isNumber })
                } else if line.hasPrefix("    public let ") || line.hasPrefix("    public var "),
                    let colon = text.firstIndex(of: ":"), !text.contains("{")
                {
                    let words = text[..<colon].split(separator: " ")
                    result["\(model).\(words[2])"] = String(words[1])
                }
            }
        }
        return result
    }

    @Test func responseOnlyModelsAreLetAndSentModelsVar() throws {
        let declared = try Self.declarations()
        #expect(declared["Order.id"] == "let")
        #expect(declared["Line.sku"] == "let")
        #expect(declared["Cart.items"] == "var")
        #expect(declared["Cart.note"] == "var")
        #expect(declared["CartItem.count"] == "var", "reached from a body model")
        #expect(declared["Filter.field"] == "var", "sent as a list body")
    }

    @Test func mutableOverridesTheInferenceBothWays() throws {
        let declared = try Self.declarations()
        #expect(declared["Receipt.total"] == "var")
        #expect(declared["Stamp.at"] == "var", "reached from a model declared mutable")
        #expect(declared["Frozen.id"] == "let")
    }

    @Test func mutableOnAnEnumIsAnError() {
        let (_, diagnostics) = Pipeline.validate(sources: [
            (
                "api.yaml",
                """
                api:
                  name: T
                  module: T
                  environments:
                    production: { default: "https://example.com/" }
                endpoints:
                  Get:
                    description: Gets.
                    method: GET
                    path: x
                    response: Colour
                models:
                  Colour:
                    mutable: true
                    enum: [red, green]
                """
            )
        ])
        let rendered = diagnostics.rendered()
        #expect(diagnostics.hasErrors)
        #expect(
            rendered.contains("api.yaml:14:14: error: 'mutable' applies only to models with properties"), "\(rendered)")
    }
}
