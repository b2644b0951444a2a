/// Error answers → the API's `errors:` base model (the object model most error answers share) and, for each
/// operation whose error answers have another object model, the endpoint's own `errors:` entries.
extension ImportSession {
    /// One error answer of an operation: its status (`404`, `4XX`, `DEFAULT`), its body type and where it is.
    struct ErrorAnswer {
        var code: String
        var type: MappedType
        var pointer: String
    }

    /// The `errors:` section, after adding every endpoint's own entries; answers that cannot be an error body (not
    /// an object model) are warnings.
    func errorsSection() -> YAMLValue? {
        let structs = errorTypes.filter { $0.type.kind == .structure }
        guard let best = structs.max(by: { $0.count < $1.count }) else {
            for other in errorTypes {
                warn(
                    other.pointer,
                    "error answers typed '\(other.type.text)' are not an object model; they surface as ClientError.httpStatus with the body"
                )
            }
            return nil
        }
        var warned: Set<String> = []
        for other in errorTypes where other.type.kind != .structure && warned.insert(other.type.text).inserted {
            warn(
                other.pointer,
                "error answers typed '\(other.type.text)' are not an object model (the errors model is "
                    + "'\(best.type.text)'); such answers surface as ClientError.httpStatus with the body")
        }
        addEndpointErrors(base: modelName(best.type))
        return .mapping([("model", .string(best.type.text)), ("when", .string("status"))])
    }

    /// The model name of an object type expression (`Error?` → `Error`).
    private func modelName(_ type: MappedType) -> String {
        type.text.hasSuffix("?") ? String(type.text.dropLast()) : type.text
    }

    /// Writes `errors:` into every endpoint with object error answers of a model other than the base one.
    ///
    /// An exact status or a class keeps its key; `default` stands for `4XX` and `5XX` where the operation does not
    /// give those classes itself. An answer of the base model needs no entry, unless one of the endpoint's class
    /// entries covers its status (it would catch it): then it gets one of its own.
    private func addEndpointErrors(base: String) {
        var caseNames = CaseNames()
        for fileIndex in endpointFiles.indices {
            var endpoints = endpointFiles[fileIndex].endpoints
            for (name, endpoint) in endpoints.pairs {
                let entries = errorEntries(for: errorAnswers[name] ?? [], base: base)
                guard !entries.isEmpty, case .mapping(let pairs) = endpoint else { continue }
                var errors = YAMLMapping()
                for (key, model) in entries {
                    let caseName = caseNames.name(for: model)
                    if caseName == ErrorStatus.defaultCaseName(forModel: model) {
                        errors[key.description] = .string(model)
                    } else {
                        errors[key.description] = .mapping([("model", .string(model)), ("case", .string(caseName))])
                    }
                }
                var updated = YAMLMapping()
                for pair in pairs {
                    updated[pair.key] = pair.value
                    if pair.key == "response" { updated["errors"] = errors.value }
                }
                endpoints[name] = updated.value
            }
            endpointFiles[fileIndex].endpoints = endpoints
        }
    }

    /// The `errors:` entries of one endpoint's answers: status key and model, exact statuses first.
    private func errorEntries(for answers: [ErrorAnswer], base: String) -> [(ErrorStatusKey, String)] {
        var keyed: [(key: ErrorStatusKey, model: String)] = []
        let given = Set(answers.map(\.code))
        for answer in answers where answer.type.kind == .structure {
            let model = modelName(answer.type)
            if answer.code == "DEFAULT" {
                for digit in [4, 5] where !given.contains("\(digit)XX") { keyed.append((.range(digit), model)) }
            } else if let key = ErrorStatusKey(answer.code), !key.isSuccess {
                keyed.append((key, model))
            }
        }
        let classes = keyed.filter { if case .range = $0.key { return $0.model != base } else { return false } }
        let kept = keyed.filter { entry in
            if entry.model != base { return true }
            // A base-model answer whose status an other model's class covers needs its own entry.
            return classes.contains { entry.key.isCovered(by: $0.key) && entry.key != $0.key }
        }
        guard kept.contains(where: { $0.model != base }) else { return [] }
        let exact = kept.filter { if case .exact = $0.key { return true } else { return false } }
        let ranges = kept.filter { if case .range = $0.key { return true } else { return false } }
        return (exact + ranges).map { ($0.key, $0.model) }
    }
}

/// The `Failure` case names the importer gives error models: the model's default name, made unique across the API
/// and clear of `envelope` (the base model's case).
struct CaseNames {
    private var byModel: [String: String] = [:]
    private var taken: Set<String> = ["envelope"]

    /// The case name of a model, the same each time it is asked.
    mutating func name(for model: String) -> String {
        if let name = byModel[model] { return name }
        let base = ErrorStatus.defaultCaseName(forModel: model)
        var name = base
        if !SwiftNaming.isIdentifier(name) || MemberScope.everywhere.contains(name) { name = "error" }
        var index = 2
        let stem = name == "envelope" ? "envelopeError" : name
        name = stem
        while taken.contains(name) {
            name = "\(stem)\(index)"
            index += 1
        }
        taken.insert(name)
        byModel[model] = name
        return name
    }
}
