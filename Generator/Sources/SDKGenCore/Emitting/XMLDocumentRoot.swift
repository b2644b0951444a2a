/// The document element each reply of an XML API must have, which generated `parseResponse(_:context:)` passes to the
/// runtime's `ResponseContext.decodeXML(_:from:root:)`: a reply of the wrong shape (an HTML page, another call's
/// reply) is then a decoding error instead of an empty model (FogBugz gap 17).
struct XMLDocumentRoot {
    let context: EmitContext

    /// The document element a request's response model must have: its `xml: { root: … }`, else `response`.
    func root(of response: TypeRef) -> String {
        if case .named(let name, _) = response.nonOptional, let root = context.models[name]?.xmlRoot { return root }
        return emptyRoot
    }

    /// The document element of a `response: empty` reply, and of a response model without `xml: { root: … }`.
    var emptyRoot: String { "response" }
}
