/// `anyOf: [{enum: [...]}, {type: string}]`: an enum that admits other strings, typed as the enum alone.
extension ImportSession {
    /// The index of the enum among two alternatives that are "one of these strings, or any string" (OpenAI's
    /// `model`, Elasticsearch's `cat` columns, what Azure calls `modelAsString`), or `nil` for any other pair.
    ///
    /// The schema language's enums are open: a value outside the cases decodes and encodes back unchanged. So the
    /// enum alone says all the pair says, and a caller writes `.gpt4o` or `Model(rawValue: "ft:…")` instead of
    /// picking a union case (`.modelOption(.gpt4o)`, `.string("ft:…")`); as a union, the enum member took every
    /// string anyway, and the `string` case could never be decoded.
    func extensibleEnumMember(_ alternatives: [YAMLNode]) -> Int? {
        guard alternatives.count == 2 else { return nil }
        for (candidate, other) in [(0, 1), (1, 0)]
        where isPlainString(alternatives[other]) && isStringEnum(alternatives[candidate]) {
            return candidate
        }
        return nil
    }

    /// Whether a schema is any string: `type: string` without a `format`, `enum` or `const` that would narrow or
    /// retype it (a pattern or a length is not carried over anyway).
    private func isPlainString(_ schema: YAMLNode) -> Bool {
        guard schema["$ref"] == nil, schema["enum"] == nil, schema["const"] == nil, schema["format"] == nil,
            schema["oneOf"] == nil, schema["anyOf"] == nil, schema["allOf"] == nil
        else { return false }
        return declaredTypes(of: schema) == ["string"]
    }

    /// Whether a schema (through `$ref`s and one-member `allOf`s) is an enum of strings, written as `enum` or as
    /// titled constants (``enumAlternatives(of:)``).
    private func isStringEnum(_ schema: YAMLNode) -> Bool {
        guard let (target, _) = unwrapped(schema, at: JSONPointer.root), target["properties"] == nil,
            target["enum"] != nil || isConstantAlternatives(target),
            let values = enumAlternatives(of: target)?.map(\.value)
        else { return false }
        return values.contains { !$0.isNull } && enumValueType(of: target) == "string"
    }
}
