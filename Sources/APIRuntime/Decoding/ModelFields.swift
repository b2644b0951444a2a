/// Field-wise equality for generated models, spelled so that the compiler resolves it without overloads.
///
/// A generated `==` compares each field with ``equal(_:_:)``: one generic function to pick instead of the
/// standard library's dozens of `==` overloads, which keeps type checking of large SDKs fast. It means
/// exactly `lhs == rhs`.
public enum ModelFields {
    /// Whether two field values are equal: `lhs == rhs`.
    @inlinable
    public static func equal<Value: Equatable>(_ lhs: Value, _ rhs: Value) -> Bool {
        lhs == rhs
    }
}
