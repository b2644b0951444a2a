/// A stored property kept in a shared, immutable box, so that a model can hold itself.
///
/// A Swift struct cannot store a value of its own type, not even as an optional: its size would be infinite. The
/// generator marks the properties that close such a cycle (`Comment.parent: Comment?`, an expression whose
/// operands are expressions) `@Indirect`; the property reads and writes like any other, and the model stays a value
/// type: setting the property replaces the box, so copies never share a change.
///
/// ```swift
/// public struct Comment: Codable, Hashable, Sendable {
///     public let text: String
///     @Indirect public private(set) var parent: Comment?
/// }
/// ```
@propertyWrapper
public struct Indirect<Value> {
    /// The box: a class, so the wrapper's size does not depend on `Value`'s.
    private final class Box {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    private var box: Box

    /// Boxes a value.
    public init(wrappedValue: Value) {
        box = Box(wrappedValue)
    }

    /// The boxed value; setting it boxes the new value, leaving copies of the old one as they were.
    public var wrappedValue: Value {
        get { box.value }
        set { box = Box(newValue) }
    }
}

// The box is immutable: sharing it between threads shares only a `Sendable` value that nothing can change.
extension Indirect: @unchecked Sendable where Value: Sendable {}

extension Indirect: Equatable where Value: Equatable {
    /// Whether the boxed values are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.wrappedValue == rhs.wrappedValue
    }
}

extension Indirect: Hashable where Value: Hashable {
    /// Hashes the boxed value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
    }
}
