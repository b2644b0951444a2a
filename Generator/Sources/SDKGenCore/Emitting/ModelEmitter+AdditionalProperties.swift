/// The keys of a struct's object beyond its declared properties (`additionalProperties: T`): a stored
/// `[String: T]`, decoded after the declared properties and encoded after them.
///
/// ```swift
/// public let additionalProperties: [String: String]
/// // init(from:)
/// self.additionalProperties = try container.additionalProperties(String.self, except: "id", "name")
/// // encode(to:)
/// try container.encodeAdditionalProperties(self.additionalProperties, except: "id", "name")
/// ```
///
/// The keys listed after `except:` are the model's own: its properties' wire names and the discriminator fields
/// it writes as a family member (``WireTypeFields``). They are never collected on decode and never written from
/// the dictionary on encode, so a declared key always wins and no key is written twice. The dictionary takes part
/// in the initializer (last, defaulting to empty), `==` and `hash(into:)` like any property. A model without
/// `additionalProperties:` emits none of this.
///
/// A value of the wrong type under an extra key fails the decode with the decoder's `DecodingError` at that key,
/// as a declared property does; `json` accepts any value.
extension ModelEmitter {
    /// Emits the stored dictionary, after the declared properties.
    func emitStorage(of extra: AdditionalProperties, binding: String, into buffer: inout SwiftBuffer) {
        let fallback = "The object's keys beyond its declared properties, with their values."
        buffer.doc(extra.description, fallback: fallback)
        buffer.line(
            "public \(binding) \(SwiftNaming.escaped(extra.swiftName)): \(context.swiftType(extra.mapType))")
        buffer.line()
    }

    /// `self.x = try container.additionalProperties(T.self, except: …)`.
    func decodeStatement(of extra: AdditionalProperties, in model: ModelDecl) -> String {
        let type = context.swiftType(extra.type.type)
        return "self.\(extra.swiftName) = try container.additionalProperties(\(type).self\(except(model)))"
    }

    /// `try container.encodeAdditionalProperties(self.x, except: …)`.
    func encodeStatement(of extra: AdditionalProperties, in model: ModelDecl) -> String {
        "try container.encodeAdditionalProperties(self.\(extra.swiftName)\(except(model)))"
    }

    /// `, except: "a", "b"`: the wire names the model reads and writes itself, or nothing when it has none.
    private func except(_ model: ModelDecl) -> String {
        var keys: [String] = []
        for key in model.properties.flatMap({ [$0.wire] + $0.aliases })
            + context.wireTypeFields.fields(of: model.name).map(\.field)
        where !keys.contains(key) {
            keys.append(key)
        }
        guard !keys.isEmpty else { return "" }
        return ", except: " + keys.map(StringLiteral.quoted).joined(separator: ", ")
    }
}
