/// An ordered list of request parameters: APIKit's convenience `parameters`, typed.
///
/// Order is kept as appended, so encoded query strings and bodies are stable byte for byte.
/// Names may repeat (`Filter=…&Filter=…`).
public struct Parameters: Sendable, Hashable, RandomAccessCollection, ExpressibleByArrayLiteral {
    /// The parameters in order.
    public private(set) var elements: [Parameter]

    /// Creates a list from parameters.
    public init(_ elements: [Parameter] = []) {
        self.elements = elements
    }

    /// Creates a list from an array literal of parameters.
    public init(arrayLiteral elements: Parameter...) {
        self.elements = elements
    }

    /// The index of the first parameter.
    public var startIndex: Int { elements.startIndex }
    /// The index past the last parameter.
    public var endIndex: Int { elements.endIndex }
    /// The parameter at a position.
    public subscript(position: Int) -> Parameter { elements[position] }

    /// Appends a parameter.
    public mutating func append(_ parameter: Parameter) {
        elements.append(parameter)
    }

    /// Appends a parameter unless its value is `nil`; optional properties of a request use this.
    public mutating func append(
        _ name: String, _ value: ParameterValue?, location: ParameterLocation = .derived,
        arrayEncoding: ArrayEncoding = .repeated
    ) {
        guard let value else { return }
        elements.append(Parameter(name: name, value: value, location: location, arrayEncoding: arrayEncoding))
    }

    /// Appends every parameter of another list.
    public mutating func append(contentsOf other: Parameters) {
        elements.append(contentsOf: other.elements)
    }

    /// The parameters at a location.
    public func filter(location: ParameterLocation) -> Parameters {
        Parameters(elements.filter { $0.location == location })
    }

    /// The first value with a wire name, compared exactly.
    public func first(named name: String) -> ParameterValue? {
        elements.first { $0.name == name }?.value
    }
}
