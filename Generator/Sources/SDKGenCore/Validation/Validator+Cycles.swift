extension Validator {
    /// Reports struct models that contain themselves by value (directly or through other structs).
    ///
    /// A Swift struct cannot store itself, not even as an `Optional`: only an array, a map, an ordered map
    /// or a family (emitted as an `indirect enum`) breaks the cycle. Tarjan's algorithm finds the
    /// strongly connected components of the "stores by value" graph in linear time.
    mutating func checkCycles() {
        var edges: [String: [(target: String, location: SourceLocation)]] = [:]
        for model in schema.models {
            guard case .object(let properties) = model.kind, models[model.name] != nil else { continue }
            for property in properties {
                for target in valueTargets(property.type.type) where models[target].map(isStruct) == true {
                    edges[model.name, default: []].append((target, property.location))
                }
            }
        }
        var index = 0
        var indices: [String: Int] = [:]
        var lowLinks: [String: Int] = [:]
        var stack: [String] = []
        var onStack = Set<String>()
        var components: [[String]] = []

        func connect(_ node: String) {
            indices[node] = index
            lowLinks[node] = index
            index += 1
            stack.append(node)
            onStack.insert(node)
            for edge in edges[node] ?? [] {
                if indices[edge.target] == nil {
                    connect(edge.target)
                    lowLinks[node] = min(lowLinks[node]!, lowLinks[edge.target]!)
                } else if onStack.contains(edge.target) {
                    lowLinks[node] = min(lowLinks[node]!, indices[edge.target]!)
                }
            }
            if lowLinks[node] == indices[node] {
                var component: [String] = []
                while let last = stack.popLast() {
                    onStack.remove(last)
                    component.append(last)
                    if last == node { break }
                }
                components.append(component)
            }
        }
        for model in schema.models where indices[model.name] == nil && models[model.name] != nil {
            connect(model.name)
        }
        for component in components {
            let members = Set(component)
            let isCycle = component.count > 1 || (edges[component[0]] ?? []).contains { $0.target == component[0] }
            guard isCycle else { continue }
            // Report at the first property (in schema order) that closes the cycle.
            let ordered = schema.models.filter { members.contains($0.name) }
            guard let first = ordered.first, let edge = edges[first.name]?.first(where: { members.contains($0.target) })
            else { continue }
            let names = ordered.map(\.name).joined(separator: " → ")
            diagnostics.error(
                "'\(first.name)' contains itself by value (\(names) → \(first.name))", at: edge.location,
                path: "models.\(first.name)",
                hint: "a struct cannot store itself, even as an optional; use a list '[\(edge.target)]', a map, "
                    + "or a family")
        }
    }

    private func isStruct(_ model: ModelDecl) -> Bool {
        if case .object = model.kind { return true }
        return false
    }

    /// Models stored by value by a type (through optionals and generic arguments, not through collections).
    private func valueTargets(_ type: TypeRef) -> [String] {
        switch type {
        case .named(let name, _):
            return [name]
        case .optional(let wrapped):
            return valueTargets(wrapped)
        case .scalar, .array, .map, .orderedMap:
            return []
        }
    }
}
