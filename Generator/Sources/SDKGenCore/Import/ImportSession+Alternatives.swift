/// A `oneOf` / `anyOf` inside an object that is merged (an `allOf` member, or next to `properties`).
extension ImportSession {
    /// Adds the properties of every alternative to `object` as optional properties.
    ///
    /// Which alternative a value takes is not known from the schema (Meilisearch's `HitsInfo`: either the page
    /// fields or the offset fields), so each property an alternative declares is kept, optional; a key the object
    /// already has keeps its place and schema, and an alternative's `required` is not applied. Leaving the
    /// alternatives out instead dropped their fields from the model with no way to read them. Alternatives that
    /// declare no property (only `required`, or a scalar) add nothing and are not warned about.
    func mergeAlternatives(_ members: [YAMLNode], at pointer: String, into object: inout CollectedObject) {
        var added: [String] = []
        for (index, member) in members.enumerated() {
            var alternative = CollectedObject()
            alternative.following = object.following
            collect(member, at: JSONPointer.appending(pointer, "\(index)"), into: &alternative)
            for property in alternative.properties where object.positions[property.key] == nil {
                object.put(property.key, property.schema, property.pointer)
                added.append(property.key)
            }
        }
        guard !added.isEmpty else { return }
        let key = pointer.split(separator: "/").last.map(String.init) ?? "oneOf"
        let listed = added.prefix(3).joined(separator: ", ") + (added.count > 3 ? ", …" : "")
        warn(
            pointer,
            "\(key) inside an object that is merged (allOf, or next to properties): its members' properties "
                + "(\(listed)) are added as optional properties; which member a value takes is not checked")
    }
}
