import Foundation

/// An `application/x-www-form-urlencoded` body, spelled exactly like a query string (see ``QueryEncoder``).
public struct FormURLEncodedBodyParameters: BodyParameters {
    /// The fields in order.
    public var parameters: Parameters
    /// How Booleans are spelled (the API's ``CodingOptions/parameterBooleans``).
    public var booleans: BooleanSpelling

    /// Creates a form body from parameters.
    public init(_ parameters: Parameters, booleans: BooleanSpelling = .words) {
        self.parameters = parameters
        self.booleans = booleans
    }

    /// `application/x-www-form-urlencoded; charset=utf-8`.
    public var contentType: String { "application/x-www-form-urlencoded; charset=utf-8" }

    /// The encoded fields.
    public func makeBody() throws -> HTTPBody {
        var output: [UInt8] = []
        try QueryEncoder.append(parameters, to: &output, booleans: booleans)
        return .data(Data(output))
    }
}
