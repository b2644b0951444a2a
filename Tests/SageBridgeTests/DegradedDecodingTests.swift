import APIRuntime
import Foundation
import Testing

@testable import SageBridge

/// Recorded responses with one nested object made wrong (required fields gone, fields of the wrong type, an unknown
/// type): the response still decodes, the bad object is kept raw at its nearest family position with an issue at
/// that path, and nothing else changes.
@Suite struct DegradedDecodingTests {
    let manager = BridgeObjectManager()

    /// The recorded responses with a top-level `"type"` (the v5 documents: `DegradedV5DecodingTests`).
    static let documents = [
        "scheduled_activities_task_survey_compound.json", "survey_string_question.json",
        "app_config_opaque_config_elements.json", "upload_session.json", "upload_validation_status.json",
    ]

    // MARK: Specific objects

    @Test func aScheduledActivityWithoutItsGuidIsKeptRawAndTheOthersDecode() throws {
        var document = try Fixtures.json("scheduled_activities_task_survey_compound.json")
        let path = JSONPath("items[1]")
        let broken = try #require(document[path]?.removing("guid"))
        document[path] = broken

        let decoded = try manager.object(fromBridgeJSON: document)
        let list = try #require(decoded.value.value(as: DateTimeRangeResourceList<BridgeObject>.self))
        #expect(list.items.count == 8)
        #expect(list.items[1] == .unknown(broken))
        for (index, item) in list.items.enumerated() where index != 1 {
            #expect(item.value(as: ScheduledActivity.self) != nil, "item \(index): \(item)")
        }
        #expect(decoded.issues.map(\.kind) == [.invalidObject])
        #expect(decoded.issues.first?.codingPath == "items[1]")
        #expect(decoded.issues.first?.wireName == "ScheduledActivity")
        #expect(decoded.issues.first?.message.contains("items[1].guid") == true, "\(decoded.issues)")
    }

    @Test func aWrongFieldInAConcreteChildDegradesItsNearestFamilyMember() throws {
        var document = try Fixtures.json("scheduled_activities_task_survey_compound.json")
        document[JSONPath("items[0].activity.label")] = .bool(true)

        let decoded = try manager.object(fromBridgeJSON: document)
        let list = try #require(decoded.value.value(as: DateTimeRangeResourceList<BridgeObject>.self))
        // `activity` is a concrete `Activity`; the nearest family position above it is the list item.
        #expect(list.items[0] == .unknown(try #require(document[JSONPath("items[0]")])))
        #expect(decoded.issues.map(\.codingPath) == ["items[0]"])
        #expect(decoded.issues.first?.message.contains("items[0].activity.label") == true)
    }

    @Test func badConstraintsInsideAQuestionLeaveTheQuestionDecoded() throws {
        var document = try Fixtures.json("survey_string_question.json")
        let path = JSONPath("elements[0].constraints")
        document[path.appending("dataType")] = .array([])

        let decoded = try manager.object(fromBridgeJSON: document)
        let survey = try #require(decoded.value.value(as: Survey.self))
        let question = try #require(survey.elements.first?.value(as: SurveyQuestion.self))
        #expect(question.constraints == .unknown(try #require(document[path])))
        #expect(question.prompt == "In what ways would you improve or change the mPower study?")
        #expect(decoded.issues.map(\.kind) == [.invalidObject])
        #expect(decoded.issues.map(\.codingPath) == ["elements[0].constraints"])
    }

    @Test func anUnknownNestedTypeIsKeptRawWhereItIs() throws {
        var document = try Fixtures.json("survey_string_question.json")
        let path = JSONPath("elements[0].constraints.type")
        document[path] = .string("SliderConstraints")

        let decoded = try manager.object(fromBridgeJSON: document)
        let survey = try #require(decoded.value.value(as: Survey.self))
        let question = try #require(survey.elements.first?.value(as: SurveyQuestion.self))
        guard case .unknown(let raw) = question.constraints else {
            Issue.record("expected the unknown constraints kept raw, got \(question.constraints)")
            return
        }
        #expect(raw["type"] == .string("SliderConstraints"))
        #expect(decoded.issues.map(\.kind) == [.unknownWireType])
        #expect(decoded.issues.map(\.codingPath) == ["elements[0].constraints"])
    }

    @Test func aKnownTypeOfAnotherFamilyIsReportedNotSilentlyDropped() throws {
        var document = try Fixtures.json("survey_string_question.json")
        document[JSONPath("elements[0].constraints.type")] = .string("GuidHolder")
        let decoded = try manager.object(fromBridgeJSON: document)
        let question = try #require(
            decoded.value.value(as: Survey.self)?.elements.first?.value(as: SurveyQuestion.self))
        guard case .unknown = question.constraints else {
            Issue.record("expected a GuidHolder in a Constraints position kept raw, got \(question.constraints)")
            return
        }
        #expect(decoded.issues.map(\.codingPath) == ["elements[0].constraints"])
    }

    @Test func aBrokenTopLevelObjectIsKeptRawInsteadOfThrowing() throws {
        let text = #"{"type":"ScheduledActivity","guid":7}"#
        let decoded = try manager.object(fromBridgeJSON: Data(text.utf8))
        #expect(decoded.value == .unknown(try json(text)))
        #expect(decoded.issues.map(\.kind) == [.invalidObject])
        #expect(decoded.issues.first?.codingPath == "")
    }

    // MARK: Every object of every recorded response

    /// Every nested object with a `"type"` in every recorded response, mutated three ways.
    static let cases: [MutationCase] = documents.flatMap { name -> [MutationCase] in
        guard let document = try? Fixtures.json(name) else { return [] }
        return document.typedObjectPaths().flatMap { path in
            Mutation.allCases.map { MutationCase(document: name, path: path, mutation: $0) }
        }
    }

    @Test func theCorpusCoversEveryNestingKind() {
        #expect(Self.cases.count >= 100)
        #expect(Self.cases.contains { $0.path.description == "elements[0].constraints" })
        #expect(Self.cases.contains { $0.path.description == "items[6].activity.compoundActivity.schemaList[0]" })
    }

    @Test(arguments: cases)
    func oneBadObjectLeavesTheRestDecoded(_ testCase: MutationCase) throws {
        var document = try Fixtures.json(testCase.document)
        let original = try #require(document[testCase.path])
        let mutated = testCase.mutation.apply(to: original)
        document[testCase.path] = mutated

        let decoded = try manager.object(fromBridgeJSON: document)
        // Every issue is at the mutated object or at a family position above it.
        for issue in decoded.issues {
            #expect(testCase.path.hasPrefix(JSONPath(issue.codingPath)), "\(issue) for \(testCase)")
        }
        // What was kept raw is exactly the mutated document there, so it is written back unchanged.
        let encoded = try manager.bridgeJSON(from: decoded.value)
        if let outermost = decoded.issues.map({ JSONPath($0.codingPath) }).min(by: { $0.count < $1.count }) {
            #expect(encoded[outermost] == document[outermost], "\(testCase)")
        }
        // Decoding what was written gives the same value again.
        let again = try manager.object(fromBridgeJSON: encoded)
        #expect(again.value == decoded.value, "\(testCase)")
        // A mutation that makes the object unfit for its own type must be reported.
        if testCase.mutation != .unknownType, let wire = original["type"]?.stringValue,
            let type = SageBridgeAPI.typeTable.entry(forWireName: wire)?.type, !fits(mutated, type)
        {
            #expect(!decoded.issues.isEmpty, "\(testCase) decoded without an issue")
        }
    }
}

/// Whether a JSON object decodes as a type on its own.
func fits<T: Decodable>(_ json: JSONValue, _ type: T.Type) -> Bool {
    (try? json.decode(T.self, context: ResponseContext(for: SageBridgeAPI.self))) != nil
}

/// How a test breaks one object.
enum Mutation: String, CaseIterable, Sendable {
    /// Every field but `"type"` removed (required fields go missing).
    case missingFields
    /// Every field but `"type"` replaced with `[[]]` (a wrong type for any typed field).
    case wrongTypes
    /// `"type"` replaced with a name no table has.
    case unknownType

    /// The mutated object.
    func apply(to object: JSONValue) -> JSONValue {
        guard case .object(let members) = object else { return object }
        switch self {
        case .missingFields: return .object(members.filter { $0.key == "type" })
        case .wrongTypes:
            var wrong = members.mapValues { _ in JSONValue.array([.array([])]) }
            wrong["type"] = members["type"]
            return .object(wrong)
        case .unknownType: return .object(members.merging(["type": .string("NoSuchBridgeType")]) { $1 })
        }
    }
}

/// One mutated object of one recorded response.
struct MutationCase: Sendable, CustomTestStringConvertible {
    let document: String
    let path: JSONPath
    let mutation: Mutation

    var testDescription: String { "\(document) \(path.description.isEmpty ? "<root>" : path.description) \(mutation)" }
}
