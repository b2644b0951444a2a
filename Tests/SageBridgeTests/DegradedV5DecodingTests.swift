import APIRuntime
import Foundation
import Testing

@testable import SageBridge

/// The v5 documents from Bridge's docs with one nested object made wrong, decoded as ``BridgeObjectV5``: the document
/// still decodes, what is kept raw is the mutated document at its nearest family position with an issue at that
/// path, and writing it back and decoding again gives the same value.
@Suite struct DegradedV5DecodingTests {
    let manager = BridgeObjectManager()

    static let documents = [
        "v5/example-schedule.json", "v5/example-timeline.json", "v5/participant_schedule_bmc446.json",
    ]

    /// Every nested object with a `"type"` in the v5 documents, mutated three ways.
    static let cases: [MutationCase] = documents.flatMap { name -> [MutationCase] in
        guard let document = try? Fixtures.json(name) else { return [] }
        return document.typedObjectPaths().flatMap { path in
            Mutation.allCases.map { MutationCase(document: name, path: path, mutation: $0) }
        }
    }

    @Test func theCorpusReachesTheNestedV5Types() {
        #expect(Self.cases.count >= 30)
        #expect(Self.cases.contains { $0.path.description.hasPrefix("sessions[1].timeWindows") })
        #expect(Self.cases.contains { $0.path.description.hasPrefix("schedule[0].assessments") })
    }

    @Test(arguments: cases)
    func oneBadObjectLeavesTheDocumentDecoded(_ testCase: MutationCase) throws {
        var document = try Fixtures.json(testCase.document)
        let original = try #require(document[testCase.path])
        let mutated = testCase.mutation.apply(to: original)
        document[testCase.path] = mutated

        let decoded = try manager.decode(BridgeObjectV5.self, fromBridgeJSON: document)
        for issue in decoded.issues {
            #expect(testCase.path.hasPrefix(JSONPath(issue.codingPath)), "\(issue) for \(testCase)")
        }
        let encoded = try manager.bridgeJSON(from: decoded.value)
        if let outermost = decoded.issues.map({ JSONPath($0.codingPath) }).min(by: { $0.count < $1.count }) {
            #expect(encoded[outermost] == document[outermost], "\(testCase)")
        }
        let again = try manager.decode(BridgeObjectV5.self, fromBridgeJSON: encoded)
        #expect(again.value == decoded.value, "\(testCase)")
        // A mutation that makes the object unfit for its own (v5) type must be reported.
        if testCase.mutation != .unknownType, let wire = original["type"]?.stringValue,
            let type = SageBridgeAPI.typeTable.entry(forWireName: wire, in: "BridgeObjectV5")?.type,
            !fits(mutated, type)
        {
            #expect(!decoded.issues.isEmpty, "\(testCase) decoded without an issue")
        }
    }
}
