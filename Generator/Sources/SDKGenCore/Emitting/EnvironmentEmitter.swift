/// Emits `<Module>API.Environment`: a case per fixed environment, `custom(hosts:)`, and a throwing constructor
/// per templated environment (`static func onDemand(account:) throws(URLTemplateError) -> Self`).
struct EnvironmentEmitter {
    let context: EmitContext

    func emit(into buffer: inout SwiftBuffer) {
        let fixed = context.api.environments.filter { !$0.isTemplate }
        let templates = context.api.environments.filter(\.isTemplate)
        buffer.doc(nil, fallback: "Where the API is reached: a named environment, or custom base URLs per host.")
        buffer.block("public enum Environment: \(context.rt("APIEnvironment")), \(context.rt("Hashable")) {") { body in
            for environment in fixed {
                let hosts = environment.hosts.map { "\($0.host) \($0.url)" }.joined(separator: ", ")
                body.doc(nil, fallback: "`\(environment.name)`: \(hosts)\(discoveredNote(environment)).")
                body.line("case \(SwiftNaming.escaped(environment.name))")
            }
            body.doc(
                nil,
                fallback:
                    "Any base URLs, by host name (`default`\(context.api.hosts.dropFirst().map { ", `\($0)`" }.joined()))."
            )
            body.line("case custom(hosts: [\(context.rt("String")): \(context.rt("URL"))])")
            body.line()
            body.doc(nil, fallback: "The base URL of a named host.")
            body.block("public func baseURL(forHost host: \(context.rt("String"))) -> \(context.rt("URL"))? {") {
                body in
                body.line("switch self {")
                for environment in fixed {
                    body.line("case .\(environment.name):")
                    body.line(
                        "    return Self.\(environment.name)Hosts[host].flatMap { \(context.rt("URL"))(string: $0) }")
                }
                body.line("case .custom(let hosts):")
                body.line("    return hosts[host]")
                body.line("}")
            }
            for environment in fixed {
                body.line()
                emitHostTable(environment, into: &body)
            }
            for environment in templates {
                body.line()
                emitConstructor(environment, into: &body)
            }
        }
    }

    private func discoveredNote(_ environment: APIMetadata.Environment) -> String {
        guard !environment.discoveredHosts.isEmpty else { return "" }
        let hosts = environment.discoveredHosts.map { "`\($0)`" }.joined(separator: ", ")
        return "; \(hosts) discovered at runtime"
    }

    private func emitHostTable(_ environment: APIMetadata.Environment, into body: inout SwiftBuffer) {
        let hostTable = "[\(context.rt("String")): \(context.rt("String"))]"
        let entries = environment.hosts.map {
            "\(StringLiteral.quoted($0.host)): \(StringLiteral.quoted($0.url))"
        }
        let single =
            "private static let \(environment.name)Hosts: \(hostTable) = [\(entries.joined(separator: ", "))]"
        if single.count + 8 <= LineWrapper.limit {
            body.line(single)
        } else {
            body.line("private static let \(environment.name)Hosts: \(hostTable) = [")
            // swift-format wants a trailing comma after the last element only when there are several.
            for entry in entries { body.line("    \(entry)\(entries.count > 1 ? "," : "")") }
            body.line("]")
        }
    }

    /// `static func <name>(<variables>) throws(URLTemplateError) -> Self`, returning `custom(hosts:)` with every
    /// templated host expanded by the runtime's `URLTemplate`; discovered hosts are left out.
    private func emitConstructor(_ environment: APIMetadata.Environment, into body: inout SwiftBuffer) {
        let hosts = environment.hosts.map { "\($0.host) `\($0.url)`" }.joined(separator: ", ")
        body.doc(nil, fallback: "`\(environment.name)`: \(hosts)\(discoveredNote(environment)).")
        body.line("///")
        body.line("/// - Parameters:")
        for variable in environment.variables {
            let text = DocText.normalized(variable.description) ?? "The `{\(variable.name)}` of the base URLs."
            let lines = DocText.wrap("- \(variable.name): \(text) Type: `\(variable.kind.rawValue)`.", width: 80)
            for (index, wrapped) in lines.enumerated() { body.line("///   \(index == 0 ? "" : "  ")\(wrapped)") }
        }
        body.line("/// - Throws: `URLTemplateError` when a value breaks its type's rule or a base URL does not form.")
        let arguments = environment.variables.map {
            "\(SwiftNaming.escaped($0.name)): \(context.rt($0.kind.swiftType))"
        }
        let name = SwiftNaming.escaped(environment.name)
        let signature =
            "public static func \(name)(\(arguments.joined(separator: ", "))) throws(\(context.rt("URLTemplateError"))) -> Self {"
        // The shapes swift-format gives a signature and a dictionary literal that do not fit on one line.
        var opening = signature
        if !fits(signature, in: body) {
            body.line("public static func \(name)(")
            body.line("    \(arguments.joined(separator: ", "))")
            opening = ") throws(\(context.rt("URLTemplateError"))) -> Self {"
        }
        body.block(opening) { body in
            let values = environment.variables.map {
                "\(StringLiteral.quoted($0.name)): .\($0.kind.runtimeCase)(\(SwiftNaming.escaped($0.name)))"
            }
            let single =
                "let values: [\(context.rt("String")): \(context.rt("URLTemplate.Value"))] = [\(values.joined(separator: ", "))]"
            if fits(single, in: body) {
                body.line(single)
            } else {
                body.line("let values: [\(context.rt("String")): \(context.rt("URLTemplate.Value"))] = [")
                for value in values { body.line("    \(value),") }
                body.line("]")
            }
            body.line("return .custom(hosts: [")
            // swift-format wants a trailing comma after each element of a multi-line literal, none after a lone one.
            let comma = environment.hosts.count > 1 ? "," : ""
            for entry in environment.hosts {
                let url = StringLiteral.quoted(entry.url)
                body.line(
                    "    \(StringLiteral.quoted(entry.host)): try \(context.rt("URLTemplate")).expand(\(url), values)\(comma)"
                )
            }
            body.line("])")
        }
    }

    private func fits(_ line: String, in buffer: SwiftBuffer) -> Bool {
        buffer.depth * 4 + line.count <= LineWrapper.limit
    }
}
