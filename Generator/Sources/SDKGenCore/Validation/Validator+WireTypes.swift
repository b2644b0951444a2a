extension Validator {
    /// Checks that every wire type name means one model outside a scope, and that scopes name families that list it.
    ///
    /// Two generations of an API may share a wire name (Bridge's v3 and v5 `Schedule`). All but one of the models
    /// declaring it must say in which families' context they are meant (`wireTypeScope:`), and each of those
    /// families must list the model under that wire name, so the type table can resolve the name by its context.
    mutating func checkWireTypes() {
        var unscoped: [String: ModelDecl] = [:]
        for model in schema.models {
            let path = "models.\(model.name)"
            guard let wire = model.wireType else {
                if !model.wireTypeScope.isEmpty {
                    diagnostics.error(
                        "'wireTypeScope' without 'wireType' in model '\(model.name)'", at: model.location,
                        path: "\(path).wireTypeScope", hint: "add 'wireType: <wire name>' or remove 'wireTypeScope'")
                }
                continue
            }
            if model.wireTypeScope.isEmpty {
                if let first = unscoped[wire] {
                    diagnostics.error(
                        "wire type '\(wire)' is declared by '\(first.name)' and '\(model.name)' without a scope",
                        at: model.location, path: "\(path).wireType",
                        hint:
                            "give one of them 'wireTypeScope: [Family]', the families in whose context it is meant (first declared at \(first.location))"
                    )
                } else {
                    unscoped[wire] = model
                }
                continue
            }
            for scope in model.wireTypeScope {
                checkScope(scope, of: model, wire: wire, path: "\(path).wireTypeScope")
            }
        }
    }

    private mutating func checkScope(_ scope: String, of model: ModelDecl, wire: String, path: String) {
        guard let target = models[scope], case .family(let family) = target.kind else {
            diagnostics.error(
                "wire type scope '\(scope)' of model '\(model.name)' is not a family", at: model.location, path: path,
                hint: "name a family model whose members list '\(wire): \(model.name)'")
            return
        }
        let listed = family.members.contains { member in
            guard member.wire == wire, case .named(let name, _) = member.type.type.nonOptional else { return false }
            return name == model.name
        }
        if !listed {
            diagnostics.error(
                "family '\(scope)' does not list '\(wire): \(model.name)'", at: model.location, path: path,
                hint: "add '\(wire): \(model.name)' to the members of '\(scope)'")
        }
    }
}
