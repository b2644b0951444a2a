/// Lists paged by the `Link` header: an operation whose success answer is a JSON list and declares a `Link`
/// response header (GitHub's `rel="next"` pages) is imported with `paging: { style: link }`, so `client.items(_:)`
/// reads every page.
extension ImportSession {
    /// `{ style: link }` when the operation's lowest 2xx answer declares a `Link` header and `response` is a list;
    /// `nil` otherwise (a list in an object's property has no `items:` the document names, so it is not guessed).
    func linkPaging(_ operation: YAMLNode, response: (key: String, value: YAMLValue), at pointer: String)
        -> YAMLValue?
    {
        guard response.key == "response", case .string(let type) = response.value, type.hasPrefix("["),
            !type.contains(":")
        else { return nil }
        guard let success = Self.successAnswers(answers(of: operation)).first else { return nil }
        let codePointer = JSONPointer.appending(JSONPointer.appending(pointer, "responses"), success.code)
        guard let (answer, _) = document.dereference(success.node, at: codePointer),
            let headers = answer["headers"]?.pairs,
            headers.contains(where: { $0.key.scalar?.lowercased() == "link" })
        else { return nil }
        var paging = YAMLMapping()
        paging["style"] = .string("link")
        return paging.value
    }
}
