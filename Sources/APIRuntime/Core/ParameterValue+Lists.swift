/// Lists of plain scalars as parameter values, the form generated requests spell them in.
///
/// `.strings(tags)` means `.list(tags.map { .string($0) })`; generated code calls these helpers because a closure
/// passed to `map` is one of the costliest expressions for the compiler to type-check, and an SDK has one per list
/// parameter.
extension ParameterValue {
    /// A list of strings: `.list` of `.string` values.
    @inlinable
    public static func strings(_ values: [String]) -> ParameterValue {
        .list(values.map(ParameterValue.string))
    }

    /// A list of integers: `.list` of `.integer` values.
    @inlinable
    public static func integers(_ values: [Int]) -> ParameterValue {
        .list(values.map(ParameterValue.integer))
    }

    /// A list of numbers: `.list` of `.number` values.
    @inlinable
    public static func numbers(_ values: [Double]) -> ParameterValue {
        .list(values.map(ParameterValue.number))
    }

    /// A list of booleans: `.list` of `.boolean` values.
    @inlinable
    public static func booleans(_ values: [Bool]) -> ParameterValue {
        .list(values.map(ParameterValue.boolean))
    }
}
