/// The members of every union put in an order the validator accepts once all models are final.
///
/// A union is declared as soon as its members are mapped, and its members that fit any object go last then. But
/// some members become such structs only afterwards: a required property made optional because the model is also
/// sent (`readOnly`), or made nullable. A member that fits any object before another would leave that one never
/// tried, which the validator refuses; so, after every such change, those members move behind the others, and of
/// several only the first stays: it takes every object the later ones would have, so dropping them changes nothing
/// a value decodes as.
extension ImportSession {
    /// Reorders (and thins) the members of each union by what its members accept now.
    func settleUnionMemberOrder() {
        for index in models.indices where models[index].kind == .union {
            guard case .sequence(let entries)? = models[index].body["oneOf"] else { continue }
            var strict: [YAMLValue] = []
            var loose: [YAMLValue] = []
            for entry in entries {
                if let text = Self.memberType(entry), fitsAnyObject(text) {
                    loose.append(entry)
                } else {
                    strict.append(entry)
                }
            }
            guard !loose.isEmpty else { continue }
            let name = models[index].name
            if strict.isEmpty {
                // Nothing but members that fit any object: the union is the first struct among them (a union needs
                // two members), with its properties; members of no struct are left as they are.
                guard loose.count > 1,
                    let kept = loose.compactMap(Self.memberType).first(where: { modelKind($0) == .structure }),
                    let source = modelIndex[kept]
                else { continue }
                let body = models[source].body
                models[index].kind = .structure
                models[index].body = body
                let dropped = loose.compactMap(Self.memberType).filter { $0 != kept }.joined(separator: ", ")
                warn(
                    "#/components/schemas",
                    "union '\(name)': its members all fit any object once every model is final; it is the struct "
                        + "'\(kept)' (copied), and the rest (\(dropped)) would never be tried; left out")
                continue
            }
            let settled = strict + loose.prefix(1)
            guard settled != entries else { continue }
            models[index].body["oneOf"] = .sequence(settled)
            if loose.count > 1 {
                let dropped = loose.dropFirst().compactMap(Self.memberType).joined(separator: ", ")
                warn(
                    "#/components/schemas",
                    "union '\(name)': members that fit any object once every model is final; "
                        + "'\(Self.memberType(loose[0]) ?? "")' is tried last and takes every object, so the rest "
                        + "(\(dropped)) would never be tried; left out")
            }
        }
    }

    /// Whether every JSON object decodes as a written member as its models now are (``acceptsAnyObject(_:)``).
    private func fitsAnyObject(_ text: String) -> Bool {
        acceptsAnyObject(MappedType(text: text, kind: modelKind(text) ?? (text == "json" ? .json : .scalar)))
    }
}
