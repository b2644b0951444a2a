import APIRuntime
import Foundation
import Testing

@testable import SageBridge

/// Bridge objects nested in one another: kept raw level by level when they do not fit, refused past the runtime's
/// nesting limit as one typed error (a few kilobytes of nested misfits used to take minutes to decode).
@Suite struct NestedObjectsTests {
    /// `levels` resource lists nested in one another around an image; with `misfit`, each list's `total` is text.
    static func nestedLists(_ levels: Int, misfit: Bool) -> Data {
        var json = #"{"type":"Image","source":"x","width":1,"height":1}"#
        for _ in 0..<levels {
            json = #"{"type":"ResourceList","items":["# + json + (misfit ? #"],"total":"x"}"# : "]}")
        }
        return Data(json.utf8)
    }

    @Test func nestedMisfitsWithinTheLimitAreKeptRawAndReported() throws {
        let decoded = try BridgeObjectManager().decode(
            BridgeObject.self, fromBridgeJSON: Self.nestedLists(FamilyCoding.maximumNesting - 1, misfit: true))
        guard case .unknown(let raw) = decoded.value else {
            Issue.record("a list whose total is text must be kept raw, got \(decoded.value)")
            return
        }
        #expect(raw["total"] == .string("x"))
        #expect(decoded.issues.count == FamilyCoding.maximumNesting - 1)
    }

    @Test(arguments: [false, true])
    func objectsNestedPastTheLimitAreOneTypedError(misfit: Bool) throws {
        let body = Self.nestedLists(FamilyCoding.maximumNesting + 8, misfit: misfit)
        do {
            let decoded = try BridgeObjectManager().decode(BridgeObject.self, fromBridgeJSON: body)
            Issue.record("objects nested past the limit decoded as \(String(describing: decoded.value).prefix(120))")
        } catch {
            guard case .invalidObject(let failure) = error else {
                Issue.record("expected an invalid object, got \(error)")
                return
            }
            #expect(failure.message == FamilyNestingLimitExceeded.message)
        }
        let context = ResponseContext(for: SageBridgeAPI.self)
        let error = #expect(throws: CallFailure.self) { try context.decode(BridgeObject.self, from: body) }
        guard case .decoding(let failure)? = error else { return }
        #expect(failure.message.contains("nested deeper than \(FamilyCoding.maximumNesting) levels"), "\(failure)")
    }
}
