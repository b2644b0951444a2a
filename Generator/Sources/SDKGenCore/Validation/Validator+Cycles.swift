extension Validator {
    /// Warns about struct models that require themselves by value (directly or through other structs).
    ///
    /// Models that store each other are legal: the emitter boxes the properties that close each cycle
    /// (``IndirectProperties``). But when every property of a cycle is required, no finite value has one: each
    /// `Node` needs a `next` `Node`, so nothing decodes and nothing can be built. Tarjan's algorithm finds the
    /// strongly connected components of the "requires by value" graph in linear time.
    mutating func checkCycles() {
        var edges: [String: [(target: String, location: SourceLocation)]] = [:]
        for model in schema.models {
            guard case .object(let properties) = model.kind, models[model.name] != nil, !model.lenient else { continue }
            for property in properties where !property.isSwiftOptional && property.defaultValue == nil {
                for target in property.type.type.storedNames(throughArguments: false)
                where models[target].map(isStruct) == true {
                    edges[model.name, default: []].append((target, property.location))
                }
            }
        }
        let components = Self.stronglyConnectedComponents(
            of: schema.models.map(\.name).filter { models[$0] != nil }, edges: edges.mapValues { $0.map(\.target) })
        // Schema positions, computed once: ordering a component by them costs its own size, not the schema's,
        // so a schema of thousands of small cycles stays linear.
        var positions: [String: Int] = [:]
        for (position, model) in schema.models.enumerated() where positions[model.name] == nil {
            positions[model.name] = position
        }
        for component in components {
            let members = Set(component)
            let isCycle = component.count > 1 || (edges[component[0]] ?? []).contains { $0.target == component[0] }
            guard isCycle else { continue }
            // Report at the first property (in schema order) that closes the cycle.
            let ordered = Self.inSchemaOrder(component, positions: positions)
            guard let first = ordered.first, let edge = edges[first]?.first(where: { members.contains($0.target) })
            else { continue }
            let names = ordered.joined(separator: " → ")
            diagnostics.warning(
                "'\(first)' requires itself by value (\(names) → \(first)): no finite value has one",
                at: edge.location, path: "models.\(first)",
                hint: "make a property of the cycle optional, or a list '[\(edge.target)]'")
        }
    }

    /// Reports a member named like the storage Swift gives a boxed property (`_parent` beside a boxed `parent`):
    /// the property wrapper declares that name itself, so the model would not compile.
    mutating func checkBoxedStorageNames() {
        // Only `swift:` names start with `_`; without one, no model needs the cycle search.
        let underscored = schema.models.contains { model in
            model.properties.contains { $0.swiftName.hasPrefix("_") }
                || model.additionalProperties?.swiftName.hasPrefix("_") == true
        }
        guard underscored else { return }
        let boxing = IndirectProperties(schema: schema, models: models)
        for model in schema.models where models[model.name] != nil {
            let boxed = Set(model.properties.filter { boxing.isBoxed($0, of: model) }.map(\.swiftName))
            guard !boxed.isEmpty else { continue }
            var members = model.properties.map { (name: $0.swiftName, location: $0.location) }
            if let extra = model.additionalProperties { members.append((extra.swiftName, model.location)) }
            for member in members where member.name.hasPrefix("_") && boxed.contains(String(member.name.dropFirst())) {
                diagnostics.error(
                    "Swift name '\(member.name)' is the storage of the boxed property '\(member.name.dropFirst())' "
                        + "(it closes a cycle of models, so it is '@Indirect')",
                    at: member.location, path: "models.\(model.name)",
                    hint: "choose another 'swift:' name, such as '\(member.name.dropFirst())Value'")
            }
        }
    }

    /// A component's names in schema order, by the positions of the models' first declarations.
    ///
    /// Costs O(k log k) for a component of k names, independent of the schema's size.
    static func inSchemaOrder(_ component: [String], positions: [String: Int]) -> [String] {
        component.sorted { (positions[$0] ?? Int.max, $0) < (positions[$1] ?? Int.max, $1) }
    }

    /// Tarjan's strongly connected components of a graph, with an explicit stack of frames instead of recursion,
    /// so a chain of thousands of models (`M0` holds `M1?` holds `M2?` …) cannot overflow the thread's stack.
    static func stronglyConnectedComponents(of nodes: [String], edges: [String: [String]]) -> [[String]] {
        var index = 0
        var indices: [String: Int] = [:]
        var lowLinks: [String: Int] = [:]
        var stack: [String] = []
        var onStack = Set<String>()
        var components: [[String]] = []
        // A frame is a node being visited and the position of its next edge.
        var frames: [(node: String, next: Int)] = []

        func enter(_ node: String) {
            indices[node] = index
            lowLinks[node] = index
            index += 1
            stack.append(node)
            onStack.insert(node)
            frames.append((node, 0))
        }
        for root in nodes where indices[root] == nil {
            enter(root)
            while let frame = frames.last {
                let targets = edges[frame.node] ?? []
                if frame.next < targets.count {
                    frames[frames.count - 1].next += 1
                    let target = targets[frame.next]
                    if indices[target] == nil {
                        enter(target)
                    } else if onStack.contains(target), let targetIndex = indices[target] {
                        lowLinks[frame.node] = min(lowLinks[frame.node] ?? targetIndex, targetIndex)
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last, let low = lowLinks[frame.node] {
                    lowLinks[parent.node] = min(lowLinks[parent.node] ?? low, low)
                }
                guard lowLinks[frame.node] == indices[frame.node] else { continue }
                var component: [String] = []
                while let last = stack.popLast() {
                    onStack.remove(last)
                    component.append(last)
                    if last == frame.node { break }
                }
                components.append(component)
            }
        }
        return components
    }

    private func isStruct(_ model: ModelDecl) -> Bool {
        if case .object = model.kind { return true }
        return false
    }
}
