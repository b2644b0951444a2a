import Foundation
import Testing

@testable import APIRuntime

/// Collects decoding issues.
final class IssueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [DecodingIssue] = []
    var issues: [DecodingIssue] { lock.locked { items } }
    var handler: @Sendable (DecodingIssue) -> Void {
        { issue in self.lock.locked { self.items.append(issue) } }
    }
}

@Suite("JSONValue, OrderedMap, open enums, type registry")
struct MappingTests {
    func fixture(_ api: String, _ name: String) throws -> Data {
        try fixtureData(api, name)
    }

    @Test func deeplyNestedJSONValueDecodesUpToTheDepthLimit() throws {
        func nested(_ depth: Int, leaf: String) -> Data {
            Data((String(repeating: "[", count: depth) + leaf + String(repeating: "]", count: depth)).utf8)
        }
        var value = try JSONValue(data: nested(300, leaf: "7"))
        for _ in 0..<300 {
            guard case .array(let elements) = value, elements.count == 1 else {
                Issue.record("expected a one-element array, got \(value)")
                return
            }
            value = elements[0]
        }
        #expect(value == .integer(7))
        let opening = String(repeating: #"{"k":"#, count: 300)
        let objects = Data((opening + "true" + String(repeating: "}", count: 300)).utf8)
        #expect(try JSONValue(data: objects)["k"]?["k"] != nil)

        // Deeper than the limit: a typed error, whether through `JSONValue(data:)` or a plain decoder.
        let tooDeep = nested(600, leaf: "7")
        let error = try #require(throws: CallFailure.self) { try JSONValue(data: tooDeep) }
        guard case .decoding = error else {
            Issue.record("expected a decoding error, got \(error)")
            return
        }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(JSONValue.self, from: tooDeep) }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(JSONValue.self, from: nested(JSONValue.maximumDepth + 1, leaf: "null"))
        }
        #expect(try JSONDecoder().decode(JSONValue.self, from: nested(JSONValue.maximumDepth, leaf: "null")) != .null)
        // The limit is JSONValue's own, not only the parser's: one level short of it, one more array fails.
        try JSONValue.$decodingDepth.withValue(JSONValue.maximumDepth - 1) {
            #expect(try JSONDecoder().decode(JSONValue.self, from: Data("[1]".utf8)) == .array([.integer(1)]))
            let error = try #require(throws: DecodingError.self) {
                try JSONDecoder().decode(JSONValue.self, from: Data("[[1]]".utf8))
            }
            guard case .dataCorrupted(let context) = error else {
                Issue.record("expected dataCorrupted, got \(error)")
                return
            }
            #expect(context.debugDescription.contains("nested deeper than 512"))
        }
    }

    @Test func jsonValueRoundTrip() throws {
        let text = #"{"b":[1,2.5,"x",true,null,{"c":-7}],"a":"é\n","big":9007199254740993}"#
        let value = try JSONValue(data: Data(text.utf8))
        #expect(value["b"]?[1] == .number(2.5))
        #expect(value["b"]?[0] == .integer(1))
        #expect(value["big"] == .integer(9_007_199_254_740_993))
        #expect(value["b"]?[3]?.boolValue == true)
        #expect(
            String(decoding: try value.serialized(), as: UTF8.self)
                == #"{"a":"é\n","b":[1,2.5,"x",true,null,{"c":-7}],"big":9007199254740993}"#)
        // As a parameter: the same text; a number JSON cannot carry makes it `null`, not a throw.
        #expect(value.parameterText == String(decoding: try value.serialized(), as: UTF8.self))
        #expect(JSONValue.array([.integer(1), .number(.nan)]).parameterText == "null")
        let reencoded = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
        #expect(reencoded == value)
        #expect(Set([value, reencoded]).count == 1)
    }

    @Test func opaqueConfigElementsStayRaw() throws {
        struct AppConfig: Decodable {
            var configElements: JSONValue?
        }
        let log = IssueLog()
        let context = ResponseContext(for: FakeAPI.self, issueHandler: log.handler)
        let config = try context.decode(
            AppConfig.self, from: fixture("bridge", "app_config_opaque_config_elements.json"))
        #expect(config.configElements?.objectValue?.isEmpty == false)
        #expect(log.issues.isEmpty)
    }

    @Test func orderedMapFollowsOrderKey() throws {
        struct Includes: Codable, Equatable {
            var products: OrderedMap<Int>?
            enum CodingKeys: String, CodingKey {
                case products = "Products"
                case productsOrder = "ProductsOrder"
            }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                products = try container.decodeOrderedMapIfPresent(
                    Int.self, forKey: .products, orderKey: .productsOrder, decoder: decoder)
            }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encodeOrderedMapIfPresent(products, forKey: .products, orderKey: .productsOrder)
            }
        }
        let log = IssueLog()
        let context = ResponseContext(issueHandler: log.handler)
        let json = #"{"Products":{"a":1,"b":2,"c":3,"d":4},"ProductsOrder":["c","zz","a","c"]}"#
        let includes = try context.decode(Includes.self, from: Data(json.utf8))
        let map = try #require(includes.products)
        #expect(map.keys == ["c", "a", "b", "d"])
        #expect(map.map(\.value) == [3, 1, 2, 4])
        #expect(map[key: "b"] == 2)
        #expect(log.issues.map(\.kind) == [.danglingOrderKey])
        let encoded = try context.makeJSONEncoder().encode(includes)
        #expect(
            String(decoding: encoded, as: UTF8.self)
                == #"{"Products":{"a":1,"b":2,"c":3,"d":4},"ProductsOrder":["c","a","b","d"]}"#)
        #expect(try context.decode(Includes.self, from: Data("{}".utf8)).products == nil)
        // A null in the order names no member: reported, and the members keep their place.
        let nulls = IssueLog()
        let withNull = #"{"Products":{"a":1,"b":2},"ProductsOrder":["b",null,"a"]}"#
        let decoded = try ResponseContext(issueHandler: nulls.handler).decode(Includes.self, from: Data(withNull.utf8))
        #expect(decoded.products?.keys == ["b", "a"])
        #expect(nulls.issues.map(\.kind) == [.danglingOrderKey])
        #expect(nulls.issues.first?.message.contains("'null'") == true)
    }

    struct Status: OpenEnum {
        let rawValue: String
        init(rawValue: String) { self.rawValue = rawValue }
        static let approved = Status(rawValue: "APPROVED")
        static let rejected = Status(rawValue: "REJECTED")
        static let knownValues: [Status] = [.approved, .rejected]
        static var isCaseInsensitive: Bool { true }
    }

    struct Strict: OpenEnum {
        let rawValue: String
        init(rawValue: String) { self.rawValue = rawValue }
        static let approved = Strict(rawValue: "APPROVED")
        static let knownValues: [Strict] = [.approved]
    }

    @Test func openEnumsKeepUnknownValues() throws {
        let decoded = try JSONDecoder().decode([Status].self, from: Data(#"["approved","REJECTED","ARCHIVED"]"#.utf8))
        #expect(decoded == [.approved, .rejected, Status(rawValue: "ARCHIVED")])
        #expect(decoded[0].rawValue == "APPROVED")
        #expect(!decoded[2].isKnown)
        #expect(
            String(decoding: try JSONEncoder().encode(decoded), as: UTF8.self) == #"["APPROVED","REJECTED","ARCHIVED"]"#
        )
        let strict = try JSONDecoder().decode([Strict].self, from: Data(#"["approved"]"#.utf8))
        #expect(strict[0] != .approved)
        #expect(strict[0].rawValue == "approved")
    }

    @Test func familiesDecodeAtEveryDepth() throws {
        let context = ResponseContext(for: FakeAPI.self)
        let survey = try context.decode(Survey.self, from: fixture("bridge", "survey_string_question.json"))
        guard case .question(let question) = survey.elements.first else {
            Issue.record("expected a question, got \(survey.elements)")
            return
        }
        #expect(question.identifier == "feedback")
        #expect(question.constraints == .string(StringConstraints(dataType: "string")))
        let encoded = try JSONValue(encoding: survey, context: context)
        #expect(encoded["elements"]?[0]?["type"] == .string("SurveyQuestion"))
        #expect(encoded["elements"]?[0]?["constraints"]?["type"] == .string("StringConstraints"))
    }

    @Test func unknownAndMissingTypesAreKeptAndReported() throws {
        let log = IssueLog()
        let context = ResponseContext(for: FakeAPI.self, issueHandler: log.handler)
        let json = #"""
            {"name":"s","elements":[
              {"type":"SurveyInfoScreen","identifier":"i"},
              {"type":"SurveyVideo","identifier":"v","url":"x"},
              {"identifier":"no-type"}
            ]}
            """#
        let survey = try context.decode(Survey.self, from: Data(json.utf8))
        #expect(survey.elements.count == 3)
        #expect(survey.elements[0] == .infoScreen(SurveyInfoScreen(identifier: "i", title: nil)))
        guard case .unknown(let raw) = survey.elements[1] else {
            Issue.record("unknown type must be kept raw")
            return
        }
        #expect(raw["url"] == .string("x"))
        #expect(log.issues.map(\.kind) == [.unknownWireType, .missingDiscriminator])
        #expect(log.issues[0].codingPath == "elements[1]")
        let back = try JSONValue(encoding: survey.elements[1], context: context)
        #expect(back == raw)
    }

    struct MyQuestion: Codable, Sendable {
        var key: String
        var text: String?
        var constraints: Constraints?
    }

    @Test func registryOverridesRenameFieldsAndCanBeCleared() throws {
        let registry = TypeRegistry(table: FakeAPI.typeTable)
        registry.register(
            MyQuestion.self, forWireName: "SurveyQuestion", fieldMapping: ["identifier": "key", "prompt": "text"])
        let context = ResponseContext(codingOptions: FakeAPI.codingOptions, registry: registry.snapshot())
        let survey = try context.decode(Survey.self, from: fixture("bridge", "survey_string_question.json"))
        guard case .custom(let object) = survey.elements.first, let mine = object.value(as: MyQuestion.self) else {
            Issue.record("expected the user's type, got \(survey.elements)")
            return
        }
        #expect(mine.key == "feedback")
        #expect(mine.text?.hasPrefix("In what ways") == true)
        #expect(mine.constraints == .string(StringConstraints(dataType: "string")))
        // Encoding renames back and re-adds the discriminator.
        let encoded = try JSONValue(encoding: survey.elements[0], context: context)
        #expect(encoded["identifier"] == .string("feedback"))
        #expect(encoded["key"] == nil)
        #expect(encoded["type"] == .string("SurveyQuestion"))
        #expect(encoded["constraints"]?["type"] == .string("StringConstraints"))

        registry.clearMapping(forWireName: "SurveyQuestion")
        let cleared = ResponseContext(codingOptions: FakeAPI.codingOptions, registry: registry.snapshot())
        let again = try cleared.decode(Survey.self, from: fixture("bridge", "survey_string_question.json"))
        guard case .question = again.elements.first else {
            Issue.record("clearing must restore the generated type")
            return
        }
    }

    @Test func registryWithoutRenamingUsesSameNamesAndCoversUnknownWireNames() throws {
        struct Video: Codable, Sendable, Equatable {
            var identifier: String
            var url: String
        }
        let registry = TypeRegistry(table: FakeAPI.typeTable)
        registry.register(Video.self, forWireName: "SurveyVideo")
        let context = ResponseContext(registry: registry.snapshot())
        let json = #"{"name":"s","elements":[{"type":"SurveyVideo","identifier":"v","url":"x"}]}"#
        let survey = try context.decode(Survey.self, from: Data(json.utf8))
        guard case .custom(let object) = survey.elements.first else {
            Issue.record("a mapping for a wire name without a generated type must decode")
            return
        }
        #expect(object.value(as: Video.self) == Video(identifier: "v", url: "x"))
        #expect(context.registry.wireName(for: Video.self) == "SurveyVideo")
    }

    @Test func decodeStandaloneObjectByWireName() throws {
        let context = ResponseContext(for: FakeAPI.self)
        let member = try FamilyCoding.decode(
            Data(#"{"type":"StringConstraints","dataType":"string"}"#.utf8), discriminator: .field("type"),
            context: context)
        guard case .builtIn(let value as StringConstraints) = member else {
            Issue.record("expected StringConstraints, got \(member)")
            return
        }
        #expect(value.dataType == "string")
    }

    @Test func memberOfAnotherFamilyIsKeptRawWhenTheFamilyIsNamed() throws {
        struct Holder: Decodable {
            let member: FamilyMember
            init(from decoder: any Decoder) throws {
                member = try FamilyCoding.decode(
                    from: decoder, discriminator: .field("type"), table: FakeAPI.typeTable, family: "SurveyElement")
            }
        }
        let log = IssueLog()
        let context = ResponseContext(for: FakeAPI.self, issueHandler: log.handler)
        let holder = try context.decode(Holder.self, from: Data(#"{"type":"StringConstraints","dataType":"x"}"#.utf8))
        guard case .unknown(let raw) = holder.member else {
            Issue.record("a member of another family must stay raw, got \(holder.member)")
            return
        }
        #expect(raw["dataType"] == .string("x"))
        #expect(log.issues.map(\.kind) == [.unknownWireType])
    }

    @Test func prefixedDiscriminator() {
        let discriminator = Discriminator.prefixedField("ern", prefix: "ern:")
        #expect(discriminator.wireName(from: "ern:catalog:abc") == "catalog")
        #expect(discriminator.wireName(from: "catalog:abc") == nil)
        #expect(discriminator.wireName(from: "ern:") == nil)
        // Multi-segment types: everything between the prefix and the last `:` (eTilbudsavis gap 5).
        #expect(discriminator.wireName(from: "ern:shopping:list:9f2c-11") == "shopping:list")
        #expect(discriminator.wireName(from: "ern:shoppinglist:item:9f2c") == "shoppinglist:item")
        #expect(discriminator.wireName(from: "ern:catalog") == "catalog")
        #expect(discriminator.wireName(from: "ern::abc") == nil)
    }

    @Test func lossyDecodingReportsAndContinues() throws {
        struct Model: Decodable {
            var rating: Int?
            var tags: [Int]?
            enum CodingKeys: String, CodingKey { case rating, tags }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                rating = container.decodeLossyIfPresent(Int.self, forKey: .rating, decoder: decoder)
                tags = try container.decodeLossyArrayIfPresent(Int.self, forKey: .tags, decoder: decoder)
            }
        }
        let log = IssueLog()
        let context = ResponseContext(issueHandler: log.handler)
        let model = try context.decode(Model.self, from: Data(#"{"rating":"five","tags":[1,"x",3]}"#.utf8))
        #expect(model.rating == nil)
        #expect(model.tags == [1, 3])
        #expect(log.issues.count == 2)
        #expect(log.issues.allSatisfy { $0.kind == .droppedField })
    }

    @Test func numbersDecodeAsDoubleWhetherIntegerOrDecimal() throws {
        struct Stats: Decodable { var average: Double }
        let values = try JSONDecoder().decode([Stats].self, from: Data(#"[{"average":4},{"average":4.5}]"#.utf8))
        #expect(values.map(\.average) == [4, 4.5])
    }

    @Test func aMemberWritesItsOwnWireTypeAndTheFamilyReplacesIt() throws {
        struct Task: Encodable {
            var name = "walk"
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encode(name, forKey: AnyCodingKey("name"))
                try FamilyCoding.encodeWireType("Task", field: "type", to: encoder)
            }
        }
        struct Family: Encodable {
            func encode(to encoder: any Encoder) throws {
                try FamilyCoding.encode(Task(), wireName: "Chore", discriminator: .field("type"), to: encoder)
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(Task()), as: UTF8.self) == #"{"name":"walk","type":"Task"}"#)
        #expect(String(decoding: try encoder.encode(Family()), as: UTF8.self) == #"{"name":"walk","type":"Chore"}"#)
        #expect(try JSONValue(encoding: [Task()], context: ResponseContext())[0]?["type"] == .string("Task"))
    }

    @Test func aRegisteredUserTypeEncodesStandaloneWithWireFieldsAndItsType() throws {
        struct MyQuestion: Codable, Sendable, Hashable {
            var id: String
            var text: String?
        }
        let registry = TypeRegistry(table: FakeAPI.typeTable)
        registry.register(MyQuestion.self, forWireName: "SurveyQuestion", fieldMapping: ["identifier": "id"])
        let snapshot = registry.snapshot()
        let mine = try snapshot.encode(MyQuestion(id: "q1", text: "Hi"), discriminator: .field("type"))
        #expect(
            mine == .object(["identifier": .string("q1"), "text": .string("Hi"), "type": .string("SurveyQuestion")]))
        // A generated type of the same wire name is not renamed; a type without a wire name is left as it is.
        let generated = try snapshot.encode(SurveyQuestion(identifier: "q2"), discriminator: .field("type"))
        #expect(generated["identifier"] == .string("q2"))
        #expect(generated["type"] == .string("SurveyQuestion"))
        #expect(try snapshot.encode(Review(Id: "r"), discriminator: .field("type")) == .object(["Id": .string("r")]))
    }

    @Test func lenientListsDropOnlyTheBadElements() throws {
        struct Page: Decodable {
            var ids: [Int]?
            var tags: [String]?
            enum CodingKeys: String, CodingKey { case ids, tags }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                ids = container.decodeLossyListIfPresent(Int.self, forKey: .ids, decoder: decoder)
                tags = container.decodeLossyListIfPresent(String.self, forKey: .tags, decoder: decoder)
            }
        }
        let log = IssueLog()
        let context = ResponseContext(issueHandler: log.handler)
        let page = try context.decode(Page.self, from: Data(#"{"ids":[1,"two",3,null],"tags":{}}"#.utf8))
        #expect(page.ids == [1, 3])
        #expect(page.tags == nil)
        #expect(log.issues.map(\.kind) == [.droppedField, .droppedField, .droppedField])
        #expect(log.issues.map(\.codingPath) == ["ids[1]", "ids[3]", "tags"])
    }
}
