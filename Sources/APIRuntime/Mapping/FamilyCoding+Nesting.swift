import Foundation

extension FamilyCoding {
    /// The deepest nesting of family members (polymorphic objects) inside one another that decoding accepts.
    ///
    /// A member that does not fit its type is kept raw by re-reading its subtree, so a document whose members
    /// nest deeply and each fail near their end would be read again at every level: a few kilobytes of
    /// `{"type":"ResourceList","items":[…],"total":"x"}` nested 250 deep took minutes. No API nests its objects
    /// anywhere near this deep; deeper input is a `DecodingError.dataCorrupted` (``FamilyNestingLimitExceeded`` as
    /// its `underlyingError`) that fails the whole decode instead of being kept raw at each level.
    public static let maximumNesting = 32

    /// How many family members enclose the one being decoded on this task (0 outside any).
    @TaskLocal static var nesting = 0

    /// The nesting of a member about to be decoded at `decoder`, or the limit error when it is too deep.
    static func checkedNesting(at decoder: any Decoder) throws -> Int {
        let depth = nesting
        guard depth < maximumNesting else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: FamilyNestingLimitExceeded.message,
                    underlyingError: FamilyNestingLimitExceeded()))
        }
        return depth
    }

    /// Runs a member's decode one nesting level below `depth`.
    static func nested<T>(in depth: Int, _ body: () throws -> T) rethrows -> T {
        try $nesting.withValue(depth + 1, operation: body)
    }

    /// Whether an error is the nesting limit (directly, or as a registered type's wrapped failure), which must
    /// fail the decode rather than keep a member raw.
    static func isNestingLimit(_ error: any Error) -> Bool {
        switch error {
        case DecodingError.dataCorrupted(let context): return context.underlyingError is FamilyNestingLimitExceeded
        case CallFailure.decoding(let failure): return failure.message == FamilyNestingLimitExceeded.message
        default: return false
        }
    }
}

/// Family members were nested deeper than ``FamilyCoding/maximumNesting`` levels.
public struct FamilyNestingLimitExceeded: Error, Sendable, Hashable, CustomStringConvertible {
    /// The message of the `DecodingError` that carries this error.
    public static let message =
        "polymorphic objects are nested deeper than \(FamilyCoding.maximumNesting) levels (the decoder's limit)"

    /// Creates the error.
    public init() {}

    /// The message.
    public var description: String { Self.message }
}
