import Foundation

/// An `application/x-www-form-urlencoded` body, spelled exactly like a query string (see ``QueryEncoder``).
public struct FormURLEncodedBodyParameters: BodyParameters {
    /// The fields in order.
    public var parameters: Parameters

    /// Creates a form body from parameters.
    public init(_ parameters: Parameters) {
        self.parameters = parameters
    }

    /// `application/x-www-form-urlencoded; charset=utf-8`.
    public var contentType: String { "application/x-www-form-urlencoded; charset=utf-8" }

    /// The encoded fields.
    public func makeBody() throws -> HTTPBody {
        var output: [UInt8] = []
        try QueryEncoder.append(parameters, to: &output)
        return .data(Data(output))
    }
}
