import APIRuntime
import Foundation
import LoopbackServer
import Testing

@testable import Bazaarvoice

/// `Includes` members dispatch through the type table by their wire key: a user type registered for `Products` comes
/// back from `Includes.Products` too, next to the generated `Product`s, and clearing the mapping removes it.
@Suite("Includes through the registry")
struct IncludesMappingTests {
    /// An app's own product, with its own property names.
    struct AppProduct: Codable, Sendable, Hashable {
        var id: String
        var title: String
        var reviewCount: Int
    }

    static let productFields = ["Id": "id", "Name": "title", "TotalReviewCount": "reviewCount"]

    @Test("a type registered for Products decodes the included products through a client call")
    func includedProductsAsTheUserType() async throws {
        let harness = try await LoopbackHarness.start(answering: "categories_filter_id_include_products.json")
        let registry = harness.client.registry
        registry.register(AppProduct.self, forWireName: "Products", fieldMapping: Self.productFields)
        do {
            let mapped = try await harness.client.send(DisplayCategories(includes: [.products]))
            let products = try #require(mapped.included.products)
            let own = products.mapped(as: AppProduct.self)
            #expect(own.keys == ["test2"])
            #expect(
                own[key: "test2"]
                    == AppProduct(
                        id: "test2", title: "GE Profile 7.5 Cu. Ft. Colossal Capacity Electric Dryer", reviewCount: 74))
            // The generated map and its joins are unchanged.
            #expect(products[key: "test2"]?.name == "GE Profile 7.5 Cu. Ft. Colossal Capacity Electric Dryer")
            #expect(mapped.categoriesWithProducts.first?.products.map(\.id) == ["test2"])

            registry.clearMapping(forWireName: "Products")
            let generated = try await harness.client.send(DisplayCategories(includes: [.products]))
            #expect(generated.included.products?.mapped(as: AppProduct.self).isEmpty == true)
            #expect(generated.included.products?[key: "test2"]?.totalReviewCount == 74)
        } catch {
            await harness.stop()
            throw error
        }
        await harness.stop()
    }

    @Test("an included object that does not fit the user type is reported and the rest decodes")
    func aBadIncludedObjectIsReported() throws {
        let client = Client<BazaarvoiceAPI>(
            environment: .single(URL(string: "http://127.0.0.1:9/")!), settings: .init(passkey: "unused"))
        // The recorded product has no Name: it does not fit AppProduct, whose title is required.
        client.registry.register(AppProduct.self, forWireName: "Products", fieldMapping: Self.productFields)
        let issues = IssueLog()
        let context = ResponseContext(
            codingOptions: BazaarvoiceAPI.codingOptions, registry: client.registry.snapshot(),
            issueHandler: { issues.append($0) })
        let body = try Fixtures.data("reviews_filter_id_include_products.json")
        let response = try context.decode(DisplayResponse<Review>.self, from: body)
        #expect(response.included.products?[key: "009"]?.id == "009")
        #expect(response.included.products?.mapped(as: AppProduct.self).isEmpty == true)
        #expect(issues.all.map(\.kind) == [.invalidObject])
        #expect(issues.all.first?.codingPath == "Includes.Products.009")
        #expect(issues.all.first?.wireName == "Products")
        // A type of another model's wire name does not apply to Products.
        client.registry.clearAll()
        client.registry.register(AppProduct.self, forWireName: "Authors", fieldMapping: Self.productFields)
        let other = try ResponseContext(
            codingOptions: BazaarvoiceAPI.codingOptions, registry: client.registry.snapshot()
        ).decode(DisplayResponse<Review>.self, from: body)
        #expect(other.included.products?.custom.isEmpty == true)
    }
}

/// Collects decoding issues from a `@Sendable` handler.
final class IssueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var issues: [DecodingIssue] = []

    func append(_ issue: DecodingIssue) {
        lock.lock()
        issues.append(issue)
        lock.unlock()
    }

    var all: [DecodingIssue] {
        lock.lock()
        defer { lock.unlock() }
        return issues
    }
}
