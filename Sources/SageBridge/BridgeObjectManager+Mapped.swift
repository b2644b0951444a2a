import APIRuntime
import Foundation

extension BridgeObjectManager {
    /// Decodes one Bridge object as the type you name: your type registered for its `"type"`, or a generated model.
    ///
    /// ```swift
    /// manager.setupMapping(forType: "Survey", to: AppSurvey.self, fieldToPropertyMappings: ["guid": "id"])
    /// let survey: AppSurvey = try manager.object(fromBridgeJSON: data, as: AppSurvey.self).value
    /// ```
    ///
    /// Your type comes back directly, not as a family's `.custom` case. Nested objects of registered types are
    /// renamed by their own mappings, so your type's properties may be your types too. After
    /// ``clearMapping(forType:)`` asking for your type decodes it from the unrenamed Bridge fields.
    ///
    /// - Throws: ``BridgeObjectError/malformedJSON(_:)`` for bytes that are not JSON, and
    ///   ``BridgeObjectError/invalidObject(_:)`` when the object does not fit `type` or is of another registered type.
    public func object<T: Decodable & Sendable>(fromBridgeJSON data: Data, as type: T.Type)
        throws(BridgeObjectError) -> BridgeDecoded<T>
    {
        let raw: JSONValue
        do {
            raw = try JSONValue(data: data)
        } catch {
            throw BridgeObjectError.malformedJSON(error.description)
        }
        return try object(fromBridgeJSON: raw, as: type)
    }

    /// Decodes one already-parsed Bridge object as the type you name (see ``object(fromBridgeJSON:as:)-(Data,_)``).
    public func object<T: Decodable & Sendable>(fromBridgeJSON json: JSONValue, as type: T.Type)
        throws(BridgeObjectError) -> BridgeDecoded<T>
    {
        let collector = IssueCollector(forwardingTo: issueHandler)
        let context = responseContext(issueHandler: collector.handler)
        do {
            let value = try context.registry.decode(json, as: T.self, discriminator: .field("type"), context: context)
            return BridgeDecoded(value: value, issues: collector.issues)
        } catch {
            throw BridgeObjectError(decoding: error, data: (try? json.serialized()) ?? Data())
        }
    }

    /// Decodes a JSON array of Bridge objects, or a list envelope's `items`, each as the type you name.
    public func objects<T: Decodable & Sendable>(fromBridgeJSON data: Data, as type: T.Type)
        throws(BridgeObjectError) -> BridgeDecoded<[T]>
    {
        let raw: JSONValue
        do {
            raw = try JSONValue(data: data)
        } catch {
            throw BridgeObjectError.malformedJSON(error.description)
        }
        guard case .array(let elements) = raw["items"] ?? raw else {
            throw BridgeObjectError.invalidObject(
                DecodingFailure(
                    codingPath: "", message: "neither an array nor a list with items",
                    bodySnippet: DecodingFailure.snippet(of: data)))
        }
        var values: [T] = []
        var issues: [DecodingIssue] = []
        for element in elements {
            let decoded = try object(fromBridgeJSON: element, as: type)
            values.append(decoded.value)
            issues += decoded.issues
        }
        return BridgeDecoded(value: values, issues: issues)
    }
}

/// A generated family of Bridge objects (``BridgeObject``, ``BridgeObjectV5``, ``SurveyElement``, ``Constraints``).
///
/// Every generated family is a `FamilyValue` (the runtime's), which gives `value(as:)`: the generated value of a
/// built-in case or your value of the `custom` case, without a `switch`. The name is kept for existing code.
public typealias BridgeFamilyValue = FamilyValue
