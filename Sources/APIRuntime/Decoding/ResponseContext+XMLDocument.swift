import Foundation

extension ResponseContext {
    /// Decodes an XML body whose document element must be `root`; another document element is a decoding error.
    ///
    /// Generated `parseResponse(_:context:)` of XML APIs call it with the response model's root (its schema's
    /// `xml: { root: … }`, else `response`), so an HTML page or the reply of another call never decodes as an empty
    /// model. A body that does not parse is ``CallFailure/transport(_:)`` with
    /// ``TransportError/Kind/malformedResponse``, as with ``decodeXML(_:from:)``; a document element with another
    /// name, or a model that does not fit the document, is ``CallFailure/decoding(_:)`` with the element path.
    ///
    /// ```swift
    /// let cases = try context.decodeXML(CaseList.self, from: response.body, root: "response")
    /// ```
    public func decodeXML<T: XMLDecodable>(_ type: T.Type, from data: Data, root: String) throws(CallFailure) -> T {
        let element = try decodeXML(XMLTree.Element.self, from: data)
        guard element.hasName(root) else {
            throw CallFailure.decoding(
                DecodingFailure(
                    codingPath: element.path,
                    message: "the document element is <\(element.name)>, not <\(root)>",
                    bodySnippet: DecodingFailure.snippet(of: data)))
        }
        return try decodeXMLModel(T.self, from: element, body: data)
    }

    /// Decodes a model from an element of a parsed body; its failures become ``CallFailure/decoding(_:)`` with the
    /// element path, the line when the parser knows it, and a snippet of the body.
    func decodeXMLModel<T: XMLDecodable>(_ type: T.Type, from element: XMLTree.Element, body data: Data)
        throws(CallFailure) -> T
    {
        do {
            return try T(xml: element, context: self)
        } catch let error as XMLDecodingError {
            var message = error.message
            if let line = error.line { message += " at line \(line)" }
            throw CallFailure.decoding(
                DecodingFailure(
                    codingPath: error.path, message: message, bodySnippet: DecodingFailure.snippet(of: data)))
        } catch let error as CallFailure {
            throw error
        } catch {
            throw CallFailure.decoding(
                DecodingFailure(
                    codingPath: element.path, message: String(describing: error),
                    bodySnippet: DecodingFailure.snippet(of: data)))
        }
    }
}
