import Foundation
import Testing

@testable import APIRuntime

/// Numbers sent as JSON strings and Booleans sent as `1`/`0` or strings read as the values they spell, through the
/// helpers generated models call; anything else, and any such spelling while a union tells its members apart, still
/// fails.
@Suite("Scalar spellings")
struct ScalarSpellingTests {
    /// A model as the generator writes one: required and optional numbers and URLs.
    struct Charge: Decodable, Equatable {
        let count: Int
        let total: Int64?
        let price: Double
        let tax: Double?
        let link: URL?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: WireKey.self)
            count = try container.int("count")
            total = try container.int64IfPresent("total")
            price = try container.double("price")
            tax = try container.doubleIfPresent("tax")
            link = try container.urlIfPresent("link")
        }
    }

    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(json.utf8))
    }

    private func decode(_ json: String) throws -> Charge { try decode(Charge.self, json) }

    @Test func numbersInStringsReadAsTheNumbers() throws {
        let charge = try decode(#"{"count": "12", "total": "-9000000000", "price": "-0.00750", "tax": "1e-3"}"#)
        #expect(charge.count == 12 && charge.total == -9_000_000_000)
        #expect(charge.price == -0.0075 && charge.tax == 0.001)
        let plain = try decode(#"{"count": 3, "price": 2.5, "tax": null, "link": "https://a.example/x"}"#)
        #expect(plain.count == 3 && plain.total == nil && plain.price == 2.5 && plain.tax == nil)
        #expect(plain.link == URL(string: "https://a.example/x"))
    }

    @Test(arguments: [
        #"{"count": "12 apples", "price": 1}"#, #"{"count": "", "price": 1}"#, #"{"count": "1.5", "price": 1}"#,
        #"{"count": "99999999999999999999", "price": 1}"#, #"{"count": "--1", "price": 1}"#,
        #"{"count": 1, "price": "0x10"}"#, #"{"count": 1, "price": "nan"}"#, #"{"count": 1, "price": "inf"}"#,
        #"{"count": 1, "price": " 1"}"#, #"{"count": 1, "price": 1, "tax": "1,5"}"#, #"{"count": true, "price": 1}"#,
        #"{"count": 1, "price": 1, "total": "1e3"}"#, #"{"count": ["1"], "price": 1}"#,
    ])
    func textThatIsNoNumberStillFails(json: String) {
        #expect {
            _ = try decode(json)
        } throws: { error in
            guard case DecodingError.typeMismatch(_, let context) = error else { return false }
            return ["count", "price", "tax", "total"].contains(context.codingPath.last?.stringValue ?? "")
        }
    }

    /// Foundation says "not valid JSON" with no path for a number beyond the type; the helpers name the key.
    @Test(arguments: [
        #"{"count": 9223372036854776000, "price": 1}"#, #"{"count": 1, "total": 123456789012345678901, "price": 1}"#,
        #"{"count": 1, "price": 1e400}"#,
    ])
    func aNumberBeyondTheTypeIsReportedAtItsKey(json: String) {
        #expect {
            _ = try decode(json)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return ["count", "total", "price"].contains(context.codingPath.last?.stringValue ?? "")
                && context.debugDescription.contains("out of range")
        }
    }

    struct Sizes: Decodable {
        let sizes: [Int64]
        init(from decoder: any Decoder) throws {
            sizes = try decoder.container(keyedBy: WireKey.self).value([Int64].self, "sizes")
        }
    }

    @Test func aNumberBeyondTheTypeInAListIsReportedAtTheListsKey() {
        #expect {
            _ = try decode(Sizes.self, #"{"sizes": [1, 2, 9223372036854776000]}"#)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["sizes"]
        }
    }

    /// An external type's own error inside a property is a decoding failure at that property.
    struct Refusing: Decodable {
        struct Refusal: Error {}
        init(from decoder: any Decoder) throws { throw Refusal() }
    }

    struct HoldsRefusing: Decodable {
        let inner: Refusing?
        init(from decoder: any Decoder) throws {
            inner = try decoder.container(keyedBy: WireKey.self).valueIfPresent(Refusing.self, "inner")
        }
    }

    @Test func anExternalTypesOwnErrorIsADecodingFailureAtItsKey() {
        #expect {
            _ = try decode(HoldsRefusing.self, #"{"inner": {}}"#)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["inner"] && context.underlyingError is Refusing.Refusal
        }
    }

    struct Receipt: Decodable, Equatable {
        let number: String
        let reference: String?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: WireKey.self)
            number = try container.string("ReceiptNumber")
            reference = try container.stringIfPresent("Reference")
        }
    }

    @Test func integersReadAsTheirDecimalTextWhereAStringIsDeclared() throws {
        let receipt = try decode(Receipt.self, #"{"ReceiptNumber": 1, "Reference": -9223372036854775808}"#)
        #expect(receipt.number == "1" && receipt.reference == "-9223372036854775808")
        #expect(try decode(Receipt.self, #"{"ReceiptNumber": "A-1"}"#).reference == nil)
        // The integer, however the number is written.
        #expect(try decode(Receipt.self, #"{"ReceiptNumber": 1e3}"#).number == "1000")
    }

    @Test(arguments: [
        #"{"ReceiptNumber": 1.5}"#, #"{"ReceiptNumber": 9223372036854775808}"#, #"{"ReceiptNumber": true}"#,
        #"{"ReceiptNumber": {"n": 1}}"#, #"{"ReceiptNumber": "1", "Reference": 0.5}"#,
    ])
    func otherValuesAreNoString(json: String) {
        #expect(throws: DecodingError.self) { _ = try decode(Receipt.self, json) }
    }

    struct Flags: Decodable, Equatable {
        let hidden: Bool
        let active: Bool?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: WireKey.self)
            hidden = try container.bool("is_hidden")
            active = try container.boolIfPresent("active")
        }
    }

    @Test func booleansAsOneAndZeroOrAsWordsReadAsBooleans() throws {
        let flags = try decode(Flags.self, #"{"is_hidden": 1, "active": "false"}"#)
        #expect(flags.hidden && flags.active == false)
        let other = try decode(Flags.self, #"{"is_hidden": "true", "active": 0}"#)
        #expect(other.hidden && other.active == false)
        #expect(try decode(Flags.self, #"{"is_hidden": false}"#).active == nil)
    }

    @Test(arguments: [
        #"{"is_hidden": 2}"#, #"{"is_hidden": -1}"#, #"{"is_hidden": 0.5}"#, #"{"is_hidden": "yes"}"#,
        #"{"is_hidden": "TRUE"}"#, #"{"is_hidden": "1"}"#, #"{"is_hidden": ""}"#, #"{"is_hidden": true, "active": 7}"#,
        #"{"is_hidden": [true]}"#,
    ])
    func anythingElseIsNoBoolean(json: String) {
        #expect {
            _ = try decode(Flags.self, json)
        } throws: { error in
            guard case DecodingError.typeMismatch(let type, _) = error else { return false }
            return type == Bool.self
        }
    }

    @Test func anEmptyOptionalURLIsNoURL() throws {
        #expect(try decode(#"{"count": 1, "price": 1, "link": ""}"#).link == nil)
        #expect(throws: DecodingError.self) { try decode(#"{"count": 1, "price": 1, "link": "http://[bad"}"#) }
        #expect(throws: DecodingError.self) { try decode(#"{"count": 1, "price": 1, "link": 5}"#) }
    }

    struct Page: Decodable, Equatable {
        let home: URL

        init(from decoder: any Decoder) throws {
            home = try decoder.container(keyedBy: WireKey.self).url("home")
        }
    }

    @Test func anEmptyRequiredURLStillFails() throws {
        #expect(throws: DecodingError.self) { try decode(Page.self, #"{"home": ""}"#) }
        #expect(try decode(Page.self, #"{"home": "https://a.example"}"#).home.host == "a.example")
    }

    /// A union of an object with a number `id` and one with a string `id`: `{"id": "5"}` is the second.
    enum Identified: Decodable, Equatable {
        case numbered(Numbered)
        case named(Named)

        init(from decoder: any Decoder) throws {
            var attempts = UnionAttempts(decoder, union: "Identified")
            if let value = attempts.decode(Numbered.self, "Numbered") {
                self = .numbered(value)
            } else if let value = attempts.decode(Named.self, "Named") {
                self = .named(value)
            } else {
                throw attempts.noMemberFits()
            }
        }
    }

    struct Numbered: Decodable, Equatable {
        let id: Int
        init(from decoder: any Decoder) throws { id = try decoder.container(keyedBy: WireKey.self).int("id") }
    }

    struct Named: Decodable, Equatable {
        let id: String
        init(from decoder: any Decoder) throws { id = try decoder.container(keyedBy: WireKey.self).string("id") }
    }

    struct Holder: Decodable, Equatable {
        let item: Identified
        let count: Int

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: WireKey.self)
            item = try container.value(Identified.self, "item")
            count = try container.int("count")
        }
    }

    @Test func aUnionTellsMembersApartByTheWireTypes() throws {
        #expect(try decode(Identified.self, #"{"id": "5"}"#) == .named(Named(id: "5")))
        #expect(try decode(Identified.self, #"{"id": 5}"#) == .numbered(Numbered(id: 5)))
        // Outside the union, in the same document, quoted numbers read again.
        let holder = try decode(Holder.self, #"{"item": {"id": "5"}, "count": "2"}"#)
        #expect(holder == Holder(item: .named(Named(id: "5")), count: 2))
    }
}

extension ScalarSpellingTests.Holder {
    init(item: ScalarSpellingTests.Identified, count: Int) {
        self.item = item
        self.count = count
    }
}

extension ScalarSpellingTests.Named {
    init(id: String) { self.id = id }
}

extension ScalarSpellingTests.Numbered {
    init(id: Int) { self.id = id }
}
