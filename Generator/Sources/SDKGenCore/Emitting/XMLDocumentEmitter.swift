/// Emits, once into `<Module>API.generated.swift` of an XML API, the internal helpers that make a reply of the wrong
/// shape a decoding error instead of an empty model (FogBugz gap 17): a document element other than the response
/// model's root, and a required list whose container is absent.
struct XMLDocumentEmitter {
    let context: EmitContext

    /// The document element a request's response model must have: its `xml: { root: … }`, else `response`.
    func root(of response: TypeRef) -> String {
        if case .named(let name, _) = response.nonOptional, let root = context.models[name]?.xmlRoot { return root }
        return emptyRoot
    }

    /// The document element of a `response: empty` reply, and of a response model without `xml: { root: … }`.
    var emptyRoot: String { "response" }

    func emit(into buffer: inout SwiftBuffer) {
        buffer.block("extension ResponseContext {") { body in
            body.doc(
                nil,
                fallback: "Decodes an XML body whose document element must be `root`; another document is a "
                    + "decoding error.")
            body.line("func decodeXML<T: XMLDecodable>(")
            body.line("    _ type: T.Type, from data: Data, root: String")
            body.block(") throws(CallFailure) -> T {") { body in
                body.line("let element = try decodeXML(XMLTree.Element.self, from: data)")
                body.block("guard element.hasName(root) else {") { body in
                    body.line("throw CallFailure.decoding(")
                    body.line("    DecodingFailure(")
                    body.line("        codingPath: element.path,")
                    body.line("        message: \"the document element is <\\(element.name)>, not <\\(root)>\",")
                    body.line("        bodySnippet: DecodingFailure.snippet(of: data)))")
                }
                body.line("do {")
                body.line("    return try T(xml: element, context: self)")
                body.line("} catch let error as XMLDecodingError {")
                body.line("    var message = error.message")
                body.line("    if let line = error.line { message += \" at line \\(line)\" }")
                body.line("    throw CallFailure.decoding(")
                body.line("        DecodingFailure(")
                body.line(
                    "            codingPath: error.path, message: message, bodySnippet: DecodingFailure.snippet(of: data)))"
                )
                body.line("} catch let error as CallFailure {")
                body.line("    throw error")
                body.line("} catch {")
                body.line("    throw CallFailure.decoding(")
                body.line("        DecodingFailure(")
                body.line("            codingPath: element.path, message: String(describing: error),")
                body.line("            bodySnippet: DecodingFailure.snippet(of: data)))")
                body.line("}")
            }
        }
        buffer.line()
        buffer.block("extension XMLTree.Element {") { body in
            body.doc(
                nil,
                fallback: "The items of a required list's container as models; an absent container is a missing "
                    + "element, an empty one `[]`.")
            body.line("func requiredList<T: XMLDecodable>(")
            body.line("    _ container: String, item: String, as type: T.Type, context: ResponseContext")
            body.block(") throws -> [T] {") { body in
                body.line(
                    "guard let items = try listIfPresent(container, item: item, as: T.self, context: context) else {")
                body.line("    throw missingContainer(container)")
                body.line("}")
                body.line("return items")
            }
            body.line()
            body.doc(
                nil,
                fallback: "The items of a required list's container as scalars; an absent container is a missing "
                    + "element, an empty one `[]`.")
            body.block(
                "func requiredList<T: XMLScalar>(_ container: String, item: String, as type: T.Type) throws -> [T] {"
            ) { body in
                body.line("guard let items = try listIfPresent(container, item: item, as: T.self) else {")
                body.line("    throw missingContainer(container)")
                body.line("}")
                body.line("return items")
            }
            body.line()
            body.block("private func missingContainer(_ name: String) -> XMLDecodingError {") { body in
                body.line(
                    "XMLDecodingError(.missingElement, \"element '\\(name)' is missing\", path: \"\\(path)/\\(name)\")")
            }
        }
    }
}
