import Foundation

/// A typed value that generated requests can append to ``Parameters`` without spelling out a ``ParameterValue``.
///
/// Dates are not convertible on their own because their spelling depends on the API: use
/// ``CodingOptions/parameterValue(_:)-(Date)`` or ``Parameters/append(_:date:options:location:arrayEncoding:)``.
public protocol ParameterConvertible: Sendable {
    /// The value as a parameter value.
    var parameterValue: ParameterValue { get }
}

extension ParameterValue: ParameterConvertible {
    /// The value itself.
    public var parameterValue: ParameterValue { self }
}

extension String: ParameterConvertible {
    /// `.string`.
    public var parameterValue: ParameterValue { .string(self) }
}

extension Int: ParameterConvertible {
    /// `.integer`.
    public var parameterValue: ParameterValue { .integer(self) }
}

extension Int64: ParameterConvertible {
    /// `.integer`, or `.number` beyond the range of `Int`.
    public var parameterValue: ParameterValue { Int(exactly: self).map { .integer($0) } ?? .number(Double(self)) }
}

extension Double: ParameterConvertible {
    /// `.number`.
    public var parameterValue: ParameterValue { .number(self) }
}

extension Bool: ParameterConvertible {
    /// `.boolean`.
    public var parameterValue: ParameterValue { .boolean(self) }
}

extension URL: ParameterConvertible {
    /// `.string` of the absolute URL.
    public var parameterValue: ParameterValue { .string(absoluteString) }
}

extension UUID: ParameterConvertible {
    /// `.string` of the canonical spelling.
    public var parameterValue: ParameterValue { .string(uuidString) }
}

extension DateOnly: ParameterConvertible {
    /// `.string` `yyyy-MM-dd`.
    public var parameterValue: ParameterValue { .string(description) }
}

extension TimeOfDay: ParameterConvertible {
    /// `.string` `HH:mm:ss[.SSS]`.
    public var parameterValue: ParameterValue { .string(description) }
}

extension ISODuration: ParameterConvertible {
    /// `.string` ISO 8601 duration.
    public var parameterValue: ParameterValue { .string(description) }
}

extension FilePayload: ParameterConvertible {
    /// `.file`.
    public var parameterValue: ParameterValue { .file(self) }
}

extension Array: ParameterConvertible where Element: ParameterConvertible {
    /// `.list` of the elements.
    public var parameterValue: ParameterValue { .list(map(\.parameterValue)) }
}

extension OpenEnum {
    /// `.string` of the raw value.
    public var parameterValue: ParameterValue { .string(rawValue) }
}

extension OpenIntEnum {
    /// `.integer` of the raw value.
    public var parameterValue: ParameterValue { .integer(rawValue) }
}

extension Parameters {
    /// Appends a typed value unless it is `nil`.
    public mutating func append<Value: ParameterConvertible>(
        _ name: String, _ value: Value?, location: ParameterLocation = .derived,
        arrayEncoding: ArrayEncoding = .repeated
    ) {
        guard let value else { return }
        append(Parameter(name: name, value: value.parameterValue, location: location, arrayEncoding: arrayEncoding))
    }

    /// Appends a date in the API's output format unless it is `nil`.
    public mutating func append(
        _ name: String, date: Date?, options: CodingOptions, location: ParameterLocation = .derived,
        arrayEncoding: ArrayEncoding = .repeated
    ) {
        guard let date else { return }
        append(
            Parameter(name: name, value: options.parameterValue(date), location: location, arrayEncoding: arrayEncoding)
        )
    }

    /// Appends `name_{key}` style parameters from a map, keys sorted for stable bytes (`Limit_{type}`).
    public mutating func append<Value: ParameterConvertible>(
        pattern: String, placeholder: String = "{key}", _ values: [String: Value]?,
        location: ParameterLocation = .derived
    ) {
        guard let values else { return }
        for key in values.keys.sorted() {
            guard let value = values[key] else { continue }
            append(
                Parameter(
                    name: pattern.replacingOccurrences(of: placeholder, with: key), value: value.parameterValue,
                    location: location))
        }
    }
}
