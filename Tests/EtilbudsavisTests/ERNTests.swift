import Foundation
import Testing

@testable import Etilbudsavis

@Suite("ERN parsing")
struct ERNTests {
    @Test("a one-part type and a case-sensitive id")
    func catalog() throws {
        let ern = try ERN(parsing: "ern:catalog:12d6qxy")
        #expect(ern.type == .catalog)
        #expect(ern.id == "12d6qxy")
        #expect(ern.rawValue == "ern:catalog:12d6qxy")
        #expect(try ERN(parsing: "ern:offer:9311EdLD").id == "9311EdLD")
    }

    @Test("two-part types of shopping lists and items, both item spellings")
    func shoppingTypes() throws {
        let list = try ERN(parsing: "ern:shopping:list:6a1b1e4e-0f9a-4a83-a8d5-2d5c1a0f7b11")
        #expect(list.type == .shoppingList)
        #expect(list.id == "6a1b1e4e-0f9a-4a83-a8d5-2d5c1a0f7b11")
        #expect(try ERN(parsing: "ern:shopping:item:abc").type.isShoppingListItem)
        let android = try ERN(parsing: "ern:shoppinglist:item:abc")
        #expect(android.type == .shoppingListItemAlternate)
        #expect(android.type.isShoppingListItem)
        #expect(android.rawValue == "ern:shoppinglist:item:abc")
    }

    @Test(
        "text that is not an ERN is a typed error",
        arguments: [
            ("catalog:12d6qxy", ERNError.missingPrefix("catalog:12d6qxy")),
            ("ern:12d6qxy", .missingType("ern:12d6qxy")),
            ("ern::12d6qxy", .missingType("ern::12d6qxy")),
            ("ern:shopping::x", .missingType("ern:shopping::x")),
            ("ern:catalog:", .missingID("ern:catalog:")),
            ("", .missingPrefix("")),
        ])
    func invalid(text: String, expected: ERNError) {
        #expect(throws: expected) { try ERN(parsing: text) }
        #expect(ERN(text) == nil)
    }

    @Test("building an ERN checks the id")
    func building() throws {
        #expect(try ERN(type: .country, id: "DK").rawValue == "ern:country:DK")
        #expect(throws: ERNError.invalidID("a:b")) { try ERN(type: .offer, id: "a:b") }
        #expect(throws: ERNError.missingID("ern:offer:")) { try ERN(type: .offer, id: "") }
    }

    @Test("JSON round trip keeps the exact string; a bad ERN fails decoding")
    func coding() throws {
        let data = Data(#"["ern:dealer:71c90","ern:shoppinglist:item:x1"]"#.utf8)
        let erns = try JSONDecoder().decode([ERN].self, from: data)
        #expect(erns.map(\.type) == [.dealer, .shoppingListItemAlternate])
        #expect(try JSONEncoder().encode(erns) == data)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ERN.self, from: Data(#""dealer:1""#.utf8)) }
    }
}

@Suite("Permissions")
struct PermissionTests {
    @Test("a permission is a prefix; `*` on either side matches any part; case is ignored")
    func matching() {
        #expect(Permission("api.public").allows("api.public"))
        #expect(Permission("api.users.*.read").allows("api.users.*.read.1234"))
        #expect(Permission("api.users.*.read").allows("api.users.42.read"))
        #expect(Permission("API.Users.42.Update").allows("api.users.42.update"))
        #expect(!Permission("api.users.42.read").allows("api.users.43.read"))
        #expect(!Permission("api.users.42.read").allows("api.users.42"))
        #expect(Permission("api.users.42.read").allows("api.users.*"))
        #expect(!Permission("").allows("api"))
        #expect(!Permission("api").allows(""))
    }

    @Test("a session's groups allow an action when any permission does")
    func groups() {
        let groups: [String: [Permission]] = ["guest": ["api.public", "api.users.create"], "user": ["api.users.7.*"]]
        #expect(groups.allows("api.users.7.update"))
        #expect(groups.allows("api.users.create"))
        #expect(!groups.allows("api.users.8.read"))
    }
}
