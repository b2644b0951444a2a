import Foundation

/// An `application/json` body: parameters written as one object in order, or any `Encodable` value.
public struct JSONBodyParameters: BodyParameters {
    private let encode: @Sendable () throws -> Data
    /// The parameters the body was made from, when it was made from parameters.
    public let parameters: Parameters?

    /// A JSON object with the parameters as members, in order (bytes are stable).
    public init(_ parameters: Parameters) {
        self.parameters = parameters
        encode = {
            var writer = JSONWriter()
            try writer.writeObject(parameters)
            return Data(writer.bytes)
        }
    }

    /// Any `Encodable` value, encoded with the API's coding options (sorted keys, so bytes are stable).
    public init<Value: Encodable & Sendable>(encoding value: Value, options: CodingOptions = CodingOptions()) {
        parameters = nil
        encode = {
            do {
                return try options.makeJSONEncoder().encode(value)
            } catch {
                throw CallFailure.invalidRequest("cannot encode \(Value.self) as JSON: \(error)")
            }
        }
    }

    /// Bytes that already are JSON.
    public init(data: Data) {
        parameters = nil
        encode = { data }
    }

    /// `application/json`.
    public var contentType: String { "application/json" }

    /// The encoded JSON.
    public func makeBody() throws -> HTTPBody {
        .data(try encode())
    }
}
