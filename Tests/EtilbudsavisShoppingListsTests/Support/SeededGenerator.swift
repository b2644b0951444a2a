import Foundation

/// A small deterministic random number generator (SplitMix64), so a test's "random" schedule is the same on
/// every run and a failure can be replayed with its seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// The seed in `SHOPPING_CRASH_SEED` when set to a number, else `fallback`.
    static func seed(fallback: UInt64) -> UInt64 {
        ProcessInfo.processInfo.environment["SHOPPING_CRASH_SEED"].flatMap(UInt64.init) ?? fallback
    }

    /// Creates a generator; the same seed gives the same sequence.
    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
