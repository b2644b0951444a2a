/// A field's value or an explicit `null`, for fields where `null` means something of its own.
///
/// Many APIs update a resource from the fields a request sends: a field left out stays as it is, a field sent as
/// `null` is cleared (JSON merge patch, GitHub's `milestone: null`, Bridge's participant updates). A Swift optional
/// cannot say both, so a property the schema marks `explicitNull: true` is a `Nullable<T>?`: `nil` leaves the
/// field out, ``null`` sends `null`, ``value(_:)`` sends the value. Decoding tells the three apart the same way: an
/// absent field is `nil`, a `null` is ``null``.
///
/// ```swift
/// var update = PetUpdate()
/// update.nickname = .value("Rex")   // "nickname": "Rex"
/// update.owner = .null              // "owner": null  — clears it
/// // update.age stays nil: not sent, left as it is
/// ```
public enum Nullable<Wrapped> {
    /// The field is `null`.
    case null
    /// The field holds a value.
    case value(Wrapped)

    /// `.value(wrapped)`, or ``null`` when `wrapped` is `nil`.
    @inlinable
    public init(_ wrapped: Wrapped?) {
        if let wrapped { self = .value(wrapped) } else { self = .null }
    }

    /// The value, or `nil` when the field is `null`.
    @inlinable
    public var unwrapped: Wrapped? {
        if case .value(let wrapped) = self { return wrapped }
        return nil
    }

    /// Whether the field is `null`.
    @inlinable
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}

extension Nullable: Sendable where Wrapped: Sendable {}
extension Nullable: Equatable where Wrapped: Equatable {}
extension Nullable: Hashable where Wrapped: Hashable {}

extension Nullable: Decodable where Wrapped: Decodable {
    /// Decodes `null` as ``null`` and anything else as the wrapped type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self = container.decodeNil() ? .null : .value(try container.decode(Wrapped.self))
    }
}

extension Nullable: Encodable where Wrapped: Encodable {
    /// Encodes ``null`` as `null` and a value as the value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .value(let wrapped): try container.encode(wrapped)
        }
    }
}

extension Nullable: CustomStringConvertible {
    /// `null`, or the value's description.
    public var description: String {
        switch self {
        case .null: return "null"
        case .value(let wrapped): return String(describing: wrapped)
        }
    }
}
