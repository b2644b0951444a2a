import APIRuntime
import Foundation
import Testing

@testable import SageBridge

/// Nested families dispatch by their own "type" at every depth; unknown types are kept and reported.
@Suite struct PolymorphismTests {
    let manager = BridgeObjectManager()

    static let constraintTypes = [
        "BooleanConstraints", "DateConstraints", "DateTimeConstraints", "DecimalConstraints", "DurationConstraints",
        "IntegerConstraints", "MultiValueConstraints", "StringConstraints", "TimeConstraints",
        "BloodPressureConstraints", "HeightConstraints", "WeightConstraints", "YearMonthConstraints",
        "YearConstraints", "PostalCodeConstraints",
    ]

    /// A survey with one question per constraints type, an info screen and an element of an unknown type.
    static func surveyJSON() -> String {
        var elements = [BridgeSamples.infoScreen]
        for (index, wireName) in constraintTypes.enumerated() {
            let constraints = BridgeSamples.byWireName[wireName]!
            elements.append(
                """
                {"guid":"g\(index)","identifier":"q\(index)","prompt":"p","uiHint":"textfield",
                "constraints":\(constraints),"type":"SurveyQuestion"}
                """)
        }
        elements.append(#"{"guid":"m","identifier":"matrix","rows":[{"type":"Row"}],"type":"SurveyMatrix"}"#)
        return #"{"name":"All","identifier":"all","elements":[\#(elements.joined(separator: ","))],"type":"Survey"}"#
    }

    @Test func everyConstraintsMemberIsChosenByItsType() throws {
        let decoded = try manager.decode(Survey.self, fromBridgeJSON: Data(Self.surveyJSON().utf8))
        let elements = decoded.value.elements
        try #require(elements.count == Self.constraintTypes.count + 2)
        guard case .surveyInfoScreen(let screen) = elements[0] else {
            Issue.record("expected a SurveyInfoScreen first, got \(elements[0])")
            return
        }
        #expect(screen.image?.source == "https://example.org/a.png")
        for (index, wireName) in Self.constraintTypes.enumerated() {
            guard case .surveyQuestion(let question) = elements[index + 1] else {
                Issue.record("element \(index + 1) is not a SurveyQuestion: \(elements[index + 1])")
                continue
            }
            let actual = payloadType(of: question.constraints).map(ObjectIdentifier.init)
            #expect(actual == builtInType(wireName).map(ObjectIdentifier.init), "\(wireName)")
        }
    }

    @Test func anUnknownElementTypeIsKeptWholeAndReported() throws {
        let decoded = try manager.decode(Survey.self, fromBridgeJSON: Data(Self.surveyJSON().utf8))
        guard case .unknown(let raw) = decoded.value.elements.last else {
            Issue.record("expected the SurveyMatrix element to be kept raw")
            return
        }
        #expect(raw == (try json(#"{"guid":"m","identifier":"matrix","rows":[{"type":"Row"}],"type":"SurveyMatrix"}"#)))
        #expect(decoded.unknownTypeNames == ["SurveyMatrix"])
        #expect(decoded.issues.count == 1)
        let encoded = try manager.bridgeJSON(from: decoded.value)
        #expect(encoded["elements"]?[Self.constraintTypes.count + 1] == raw)
    }

    @Test func unknownListItemsStayInTheList() throws {
        let decoded = try manager.object(fromBridgeJSON: json(BridgeSamples.byWireName["DateTimeRangeResourceList"]!))
        guard case .dateTimeRangeResourceList(let list) = decoded.value else {
            Issue.record("expected a DateTimeRangeResourceList, got \(decoded.value)")
            return
        }
        #expect(list.items.count == 2)
        if case .scheduledActivity = list.items[0] {} else { Issue.record("first item: \(list.items[0])") }
        #expect(list.items[1] == .unknown(try json(#"{"type":"Timeline","sessions":[]}"#)))
        #expect(decoded.unknownTypeNames == ["Timeline"])
    }

    @Test func anUnknownTopLevelTypeIsKeptAndEncodesBackUnchanged() throws {
        let original = try json(
            #"{"type":"ParticipantFile","fileId":"f","uploadUrl":"https://x","expiresOn":"2030-01-01"}"#)
        let decoded = try manager.object(fromBridgeJSON: original)
        #expect(decoded.value == .unknown(original))
        #expect(decoded.unknownTypeNames == ["ParticipantFile"])
        #expect(try manager.bridgeJSON(from: decoded.value) == original)
    }

    @Test func freeFormFieldsWithTypeKeysAreNotDispatched() throws {
        let decoded = try manager.object(fromBridgeJSON: json(BridgeSamples.scheduledActivity))
        guard case .scheduledActivity(let activity) = decoded.value else {
            Issue.record("expected a ScheduledActivity")
            return
        }
        #expect(activity.clientData?["answers"]?[4] == .object(["type": .string("NotABridgeType")]))
        #expect(decoded.issues.isEmpty)
    }

    @Test func malformedInputIsATypedErrorNotACrash() throws {
        #expect(throws: BridgeObjectError.self) {
            try manager.object(fromBridgeJSON: Data("{\"type\": \"Survey\", ".utf8))
        }
        // A known type whose payload does not fit it is kept raw and reported, at the top level too.
        for text in [#"{"type":"Survey","name":"x"}"#, #"{"type":"ScheduledActivity","guid":7}"#] {
            let decoded = try manager.object(fromBridgeJSON: Data(text.utf8))
            #expect(decoded.value == .unknown(try json(text)))
            #expect(decoded.issues.map(\.kind) == [.invalidObject])
        }
        // Asked for as its own type, it is a typed error.
        #expect(throws: BridgeObjectError.self) {
            try manager.decode(Survey.self, fromBridgeJSON: Data(#"{"type":"Survey","name":"x"}"#.utf8))
        }
    }

    @Test func aTopLevelArrayKeepsEveryElement() throws {
        let text = #"[{"guid":"g","type":"GuidHolder"},{"type":"Assessment","id":"a"},{"message":"no type"}]"#
        let decoded = try manager.objects(fromBridgeJSON: Data(text.utf8))
        #expect(decoded.value.count == 3)
        #expect(decoded.value.first == .guidHolder(GuidHolder(guid: "g")))
        #expect(decoded.value[1] == .unknown(try json(#"{"type":"Assessment","id":"a"}"#)))
        #expect(decoded.value[2] == .unknown(try json(#"{"message":"no type"}"#)))
        #expect(decoded.issues.map(\.kind) == [.unknownWireType, .missingDiscriminator])
        #expect(decoded.unknownTypeNames == ["Assessment"])
    }
}
