import Foundation

extension FamilyCoding {
    /// Keeps an object whose known wire type it does not fit as raw JSON and reports why.
    ///
    /// The issue's path is the object's own; its message names the field that failed (`guid: expected String`), so
    /// a caller can find the bad object in the `.unknown` case and the reason in the issue.
    static func keepInvalid(
        from decoder: any Decoder, wireName: String, error: any Error, context: ResponseContext?
    ) throws -> FamilyMember {
        let raw = try JSONValue(from: decoder)
        return keepInvalid(raw, at: decoder.codingPath, wireName: wireName, error: error, context: context)
    }

    /// Reports an object that does not fit its wire type's model and returns it as `.unknown`.
    static func keepInvalid(
        _ raw: JSONValue, at codingPath: [any CodingKey], wireName: String, error: any Error,
        context: ResponseContext?
    ) -> FamilyMember {
        context?.report(
            DecodingIssue(
                kind: .invalidObject, codingPath: codingPath,
                message:
                    "'\(wireName)' does not fit its type (\(reason(error, objectPath: codingPath))); kept as raw JSON",
                wireName: wireName))
        return .unknown(raw)
    }

    /// A short reason for a failed member decode: the failing field's path and what went wrong.
    ///
    /// A registered type decodes from its renamed copy, so its failure's path is relative to the object: it gets
    /// `objectPath` in front.
    static func reason(_ error: any Error, objectPath: [any CodingKey]) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "missing '\(DecodingFailure.format(context.codingPath + [key]))'"
        case DecodingError.typeMismatch(let type, let context):
            return "\(DecodingFailure.format(context.codingPath)): expected \(type)"
        case DecodingError.valueNotFound(let type, let context):
            return "\(DecodingFailure.format(context.codingPath)): null where \(type) is required"
        case DecodingError.dataCorrupted(let context):
            return "\(DecodingFailure.format(context.codingPath)): \(context.debugDescription)"
        case CallFailure.decoding(let failure):
            let prefix = DecodingFailure.format(objectPath)
            let inner = failure.codingPath
            let path = prefix.isEmpty || inner.isEmpty || inner.hasPrefix("[") ? prefix + inner : prefix + "." + inner
            return "\(path): \(failure.message)"
        default:
            return String(describing: error)
        }
    }
}

extension FamilyCoding {
    /// Keeps a generated value the registry resolved to a type that is no case of `family` as raw JSON, and reports it.
    ///
    /// Generated families call it for a wire name whose table entry is another family's type (or another generic
    /// instantiation), so the value is never dropped and never silently mistyped.
    public static func keepOther(from decoder: any Decoder, family: String) throws -> JSONValue {
        let raw = try JSONValue(from: decoder)
        decoder.responseContext?.report(
            DecodingIssue(
                kind: .unknownWireType, codingPath: decoder.codingPath,
                message: "a type that is no case of \(family); kept as raw JSON"))
        return raw
    }

    /// Keeps an XML member element that does not fit its type as its text, and reports why.
    public static func keepInvalid(
        _ element: XMLTree.Element, error: any Error, context: ResponseContext
    ) -> JSONValue {
        var issue = DecodingIssue(
            kind: .invalidObject, codingPath: [],
            message: "<\(element.name)> does not fit its type (\(error)); kept as its text", wireName: element.name)
        issue.codingPath = element.path
        context.report(issue)
        return .string(element.text)
    }
}
