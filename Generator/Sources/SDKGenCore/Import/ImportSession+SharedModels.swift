/// Inline schemas that are copies of a model already declared → that model, not a model of their own.
///
/// Documents generated from code repeat the same inline object, enum or union at every place it stands: Sentry's
/// document inlines one schema into dozens of operations, and about one model in five of the sweep documents was
/// the copy of another, word for word. Each copy cost the SDK a type of its own (its coding members, its value
/// witnesses) and its users a name per place for one shape. An inline model whose kind and written body (its
/// properties or values, their types and descriptions) equal an earlier model's is that model: the component
/// when a component has the shape (its name is the document author's), else the first inline one met.
///
/// Component schemas are never merged with each other: two components are two names the author chose.
extension ImportSession {
    /// What makes two models one: their kind and their written body.
    struct ModelShape: Hashable {
        var kind: Kind
        var body: YAMLValue
    }

    /// Records a component model's shape, so inline copies of it take its name.
    func registerShape(of name: String) {
        guard let index = modelIndex[name] else { return }
        let shape = ModelShape(kind: models[index].kind, body: models[index].body.value)
        if modelsByShape[shape] == nil { modelsByShape[shape] = name }
    }

    /// The name an inline model just declared as `name` goes by.
    ///
    /// That is an earlier model with its shape (the copy removed), else `name` itself,
    /// recorded for later copies. `directionalSince` is the count of one-way properties before the model was
    /// declared: its own are among those after.
    func sharedModel(_ name: String, directionalSince: Int) -> String {
        guard let index = modelIndex[name] else { return name }
        let model = models[index]
        // A body still empty is a placeholder whose properties are written later (a merged struct): not a shape.
        guard
            model.kind == .union || model.kind == .enumeration || model.body["properties"] != nil
                || model.body["family"] != nil
        else { return name }
        let shape = ModelShape(kind: model.kind, body: model.body.value)
        guard let existing = modelsByShape[shape], existing != name, modelIndex[existing] != nil else {
            modelsByShape[shape] = name
            return name
        }
        // The copy's name stays taken: value edges and one-way properties recorded under it must not come to
        // mean a later model of that name.
        removeModel(at: index)
        // The copy's one-way properties are the original's too: relaxing them only ever makes a property optional.
        for entry in directionalProperties[min(directionalSince, directionalProperties.count)...]
        where entry.model == name {
            directionalProperties.append(.init(model: existing, property: entry.property, readOnly: entry.readOnly))
        }
        return existing
    }

    /// Removes a model, keeping the index of the others right.
    ///
    /// The copy is one of the last models declared (only what its own properties reached comes after it), so
    /// the models moved are few.
    private func removeModel(at index: Int) {
        modelIndex[models[index].name] = nil
        models.remove(at: index)
        for position in index..<models.count { modelIndex[models[position].name] = position }
    }
}
