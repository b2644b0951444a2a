import APIRuntime
import Foundation

/// A model a stub can answer with as an XML API sends it; the testing library of an XML API generates a
/// conformance for each model, the mirror of its `XMLDecodable` initializer.
public protocol XMLStubEncodable: Sendable {
    /// The document element a reply of this type has (`response` for FogBugz).
    static var xmlStubRoot: String { get }

    /// Writes the value's fields into an element (attributes, text, children).
    func writeXMLStub(into element: inout XMLStubElement)
}

extension XMLStubEncodable {
    /// `response`: the document element of a reply whose model names no other.
    public static var xmlStubRoot: String { "response" }

    /// The value as an element of the given name.
    public func xmlStubElement(named name: String) -> XMLStubElement {
        var element = XMLStubElement(name)
        writeXMLStub(into: &element)
        return element
    }

    /// The value as a whole reply: its fields inside the type's document element.
    public var xmlStubDocument: Data {
        xmlStubElement(named: Self.xmlStubRoot).xmlDocument
    }
}

/// A value written as the text of an XML element or attribute, the inverse of `XMLScalar`.
///
/// Open enums and string enums conform with an empty extension (their raw value's text).
public protocol XMLStubScalar: Sendable {
    /// The text an XML API sends for the value.
    var xmlStubText: String { get }
}

extension XMLStubScalar where Self: RawRepresentable, RawValue: XMLStubScalar {
    /// The raw value's text.
    public var xmlStubText: String { rawValue.xmlStubText }
}

extension String: XMLStubScalar {
    /// The string itself.
    public var xmlStubText: String { self }
}

extension Int: XMLStubScalar {
    /// Decimal digits.
    public var xmlStubText: String { String(self) }
}

extension Int64: XMLStubScalar {
    /// Decimal digits.
    public var xmlStubText: String { String(self) }
}

extension Int32: XMLStubScalar {
    /// Decimal digits.
    public var xmlStubText: String { String(self) }
}

extension Double: XMLStubScalar {
    /// The shortest text that reads back as the same number.
    public var xmlStubText: String { "\(self)" }
}

extension Bool: XMLStubScalar {
    /// `true` or `false`, as FogBugz sends them.
    public var xmlStubText: String { self ? "true" : "false" }
}

extension Date: XMLStubScalar {
    /// An ISO 8601 date-time in UTC, `2012-03-21T21:27:33Z` (with milliseconds when the date has them).
    public var xmlStubText: String {
        let seconds = timeIntervalSince1970
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        if seconds != seconds.rounded() { formatter.formatOptions.insert(.withFractionalSeconds) }
        return formatter.string(from: self)
    }
}

extension URL: XMLStubScalar {
    /// The URL's text.
    public var xmlStubText: String { absoluteString }
}

extension ZonedDate: XMLStubScalar {
    /// An ISO 8601 date-time with the value's own offset.
    public var xmlStubText: String { formatted() }
}

// The text an XML API sends for the schema language's other scalars, the inverse of their `XMLScalar` reads.

extension DateOnly: XMLStubScalar {
    /// `yyyy-MM-dd`.
    public var xmlStubText: String { description }
}

extension TimeOfDay: XMLStubScalar {
    /// `HH:mm:ss.SSS`, at the precision the value was written with.
    public var xmlStubText: String { description }
}

extension ISODuration: XMLStubScalar {
    /// The ISO 8601 spelling.
    public var xmlStubText: String { description }
}

extension UUID: XMLStubScalar {
    /// The 36-character upper-case form.
    public var xmlStubText: String { uuidString }
}

extension Data: XMLStubScalar {
    /// Base64 text.
    public var xmlStubText: String { base64EncodedString() }
}
