/// Emits a request's `parameters`: each stored property appended with its wire name, location and list
/// spelling; patterned names (`Limit_{type}`, `File{n}`, `tag_{key}_{n}`) expand to one parameter per
/// element, map keys in sorted order so requests are byte-for-byte stable.
struct ParametersEmitter {
    let context: EmitContext

    func emit(_ parameters: [Parameter], into buffer: inout SwiftBuffer) {
        buffer.doc(nil, fallback: "The parameters, each with its wire name and location.")
        buffer.block("public var parameters: \(context.rt("Parameters")) {") { body in
            guard !parameters.isEmpty else {
                body.line("additionalParameters")
                return
            }
            body.line("var parameters = \(context.rt("Parameters"))()")
            var appendedSets: Set<String> = []
            for parameter in parameters {
                guard let set = parameter.embeddedSet else {
                    emitAppend(parameter, into: &body)
                    continue
                }
                if appendedSets.insert(set).inserted {
                    body.line(
                        "self.\(SwiftNaming.escaped(SharedParameterSet.propertyName(of: set))).append(to: &parameters)")
                }
            }
            body.line("parameters.append(contentsOf: additionalParameters)")
            body.line("return parameters")
        }
    }

    /// Emits a shared parameter set's `append(to:)`: its parameters appended to the request's, once for every
    /// request that embeds the set.
    func emitSetAppend(_ parameters: [Parameter], into buffer: inout SwiftBuffer) {
        buffer.doc(nil, fallback: "Appends the set's parameters to a request's, each with its wire name and location.")
        guard !parameters.isEmpty else {
            buffer.line("public func append(to parameters: inout \(context.rt("Parameters"))) {}")
            return
        }
        buffer.block("public func append(to parameters: inout \(context.rt("Parameters"))) {") { body in
            for parameter in parameters { emitAppend(parameter, into: &body) }
        }
    }

    /// Appends one parameter: a constant, or a stored property (unwrapped when optional).
    private func emitAppend(_ parameter: Parameter, into body: inout SwiftBuffer) {
        if let constant = parameter.constant {
            body.line(
                "parameters.append(\(StringLiteral.quoted(parameter.sentName)), .string(\(StringLiteral.quoted(constant)))\(options(parameter, list: false)))"
            )
            return
        }
        guard let type = parameter.type?.type.nonOptional else { return }
        let name = SwiftNaming.escaped(parameter.swiftName)
        let optional = RequestEmitter(context: context).propertyType(parameter).hasSuffix("?")
        if optional {
            body.block("if let \(name) = self.\(parameter.swiftName) {") { inner in
                emitAppend(parameter, type: type, value: name, into: &inner)
            }
        } else {
            emitAppend(parameter, type: type, value: "self.\(parameter.swiftName)", into: &body)
        }
    }

    private func isList(_ type: TypeRef) -> Bool {
        if case .array = type.nonOptional { return true }
        return false
    }

    /// `, location: .query, arrayEncoding: .commaSeparated` as needed.
    private func options(_ parameter: Parameter, list: Bool) -> String {
        var text = ""
        switch parameter.placement {
        case .derived, .path: break
        case .query, .header, .form, .multipart, .body, .cookie:
            text += ", location: .\(parameter.placement.rawValue)"
        }
        if list, let array = parameter.array, array != .repeated {
            text += ", arrayEncoding: .\(array.runtimeCase)"
        }
        return text
    }

    private func emitAppend(_ parameter: Parameter, type: TypeRef, value: String, into buffer: inout SwiftBuffer) {
        if parameter.content == .json {
            // Any type, one JSON text: a list is one JSON array, so no list spelling applies.
            let expression = ".jsonText(of: \(value), options: \(context.apiName).codingOptions)"
            buffer.line(
                "parameters.append(\(StringLiteral.quoted(parameter.sentName)), \(expression)\(options(parameter, list: false)))"
            )
            return
        }
        if parameter.content == .deepObject {
            // Any type, one parameter per scalar inside it, named by its bracketed path.
            buffer.line(
                "parameters.append(deepObject: \(value), named: \(StringLiteral.quoted(parameter.sentName)), options: \(context.apiName).codingOptions\(options(parameter, list: false)))"
            )
            return
        }
        guard let pattern = parameter.pattern else {
            let expression = context.parameterValue(value, of: type)
            buffer.line(
                "parameters.append(\(StringLiteral.quoted(parameter.sentName)), \(expression)\(options(parameter, list: isList(type))))"
            )
            return
        }
        switch type {
        case .map(let key, let element):
            let keyText = keyExpression("key", of: key)
            let sortKey = keyText == "key" ? "$0.key < $1.key" : "$0.key.rawValue < $1.key.rawValue"
            buffer.block("for (key, value) in \(value).sorted(by: { \(sortKey) }) {") { body in
                if pattern.hasIndex, case .array(let item) = element.nonOptional {
                    emitIndexed(parameter, pattern: pattern, list: "value", item: item, keyText: keyText, into: &body)
                } else {
                    let wire = interpolated(pattern, keyText: keyText, index: nil)
                    let expression = context.parameterValue("value", of: element)
                    body.line("parameters.append(\(wire), \(expression)\(options(parameter, list: isList(element))))")
                }
            }
        case .array(let item):
            emitIndexed(parameter, pattern: pattern, list: value, item: item, keyText: nil, into: &buffer)
            if let count = parameter.count {
                buffer.block("if !\(value).isEmpty {") { body in
                    body.line(
                        "parameters.append(\(StringLiteral.quoted(count)), .integer(\(value).count)\(options(parameter, list: false)))"
                    )
                }
            }
        default:
            buffer.line(
                "parameters.append(\(StringLiteral.quoted(parameter.sentName)), \(context.parameterValue(value, of: type)))"
            )
        }
    }

    private func emitIndexed(
        _ parameter: Parameter, pattern: PatternName, list: String, item: TypeRef, keyText: String?,
        into buffer: inout SwiftBuffer
    ) {
        buffer.block("for (index, element) in \(list).enumerated() {") { body in
            let wire = interpolated(pattern, keyText: keyText, index: parameter.start)
            let expression = context.parameterValue("element", of: item)
            body.line("parameters.append(\(wire), \(expression)\(options(parameter, list: isList(item))))")
        }
    }

    private func keyExpression(_ name: String, of key: TypeRef) -> String {
        if let decl = context.enumDecl(key) {
            return decl.isInteger ? "\(context.rt("String"))(\(name).rawValue)" : "\(name).rawValue"
        }
        return name
    }

    /// The wire name as a Swift string with interpolated key and index.
    private func interpolated(_ pattern: PatternName, keyText: String?, index start: Int?) -> String {
        var result = "\""
        for piece in pattern.pieces {
            switch piece {
            case .literal(let text): result += StringLiteral.escapedContent(text)
            case .key: result += "\\(\(keyText ?? "key"))"
            case .index:
                let start = start ?? 1
                result += start == 0 ? "\\(index)" : "\\(index + \(start))"
            }
        }
        return result + "\""
    }
}
