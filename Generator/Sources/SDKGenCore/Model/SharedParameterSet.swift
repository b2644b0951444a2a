/// A parameter set that endpoints embed (`embed:`): emitted once as a shared struct that each embedding request
/// holds in one property.
///
/// The set's parameters stay in each embedding endpoint's ``Endpoint/parameters`` (marked with
/// ``Parameter/embeddedSet``), so validation, paging and caching see them as the endpoint's own; only the emitters
/// place them in the shared struct.
public struct SharedParameterSet: Sendable {
    /// The set's name (the key under `parameterSets:`).
    public var name: String
    /// Where the set's name is written.
    public var location: SourceLocation

    /// Creates a set.
    public init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }

    /// The shared struct's name: the set's name in UpperCamel plus `Parameters` (`Display` → `DisplayParameters`).
    public var typeName: String { Self.typeName(of: name) }

    /// The property an embedding request holds the set in: the set's name in lowerCamel (`Display` → `display`).
    public var propertyName: String { Self.propertyName(of: name) }

    /// The protocol of the requests whose parameters are only the set's: the struct's name plus `Request`.
    public var protocolName: String { typeName + "Request" }

    /// The shared struct's name of a set.
    public static func typeName(of name: String) -> String {
        let base = SwiftNaming.upperCamel(name)
        return base.hasSuffix("Parameters") ? base : base + "Parameters"
    }

    /// The property name of a set in an embedding request.
    public static func propertyName(of name: String) -> String { SwiftNaming.camel(name) }
}
