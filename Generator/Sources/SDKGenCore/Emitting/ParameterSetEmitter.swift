/// Emits one shared struct per embedded parameter set (`embed:`): its parameters as stored properties, an
/// initializer with every one defaulted, and `append(to:)` that adds them to a request's parameters.
///
/// Each embedding request holds the struct in one property (`request.display.limit`) and calls `append(to:)` from
/// its `parameters`, so the set's properties, initializer and parameter building are compiled once, not once per
/// request.
struct ParameterSetEmitter {
    let context: EmitContext

    /// Emits the struct of a set, whose parameters are read from the first endpoint that embeds it (every embedding
    /// endpoint has the same ones).
    func emit(_ set: SharedParameterSet, into buffer: inout SwiftBuffer) {
        guard
            let endpoint = context.schema.endpoints.first(where: {
                $0.parameters.contains { $0.embeddedSet == set.name }
            })
        else { return }
        let requests = RequestEmitter(context: context)
        let parameters = endpoint.parameters.filter { $0.embeddedSet == set.name }
        let stored = requests.setParameters(set.name, of: endpoint)
        let users = context.schema.endpoints.filter { $0.parameters.contains { $0.embeddedSet == set.name } }
        let names = users.map { "`\($0.swiftName)`" }
        buffer.doc(
            nil,
            fallback: "The `\(set.name)` parameter set, shared by \(names.count == 1 ? "" : "the requests ")"
                + "\(names.joined(separator: ", ")).")
        buffer.block("public struct \(set.typeName): \(context.rt("Sendable")) {") { body in
            for parameter in stored {
                body.doc(parameter.description, fallback: "The `\(parameter.sentName)` parameter.")
                body.line("public var \(SwiftNaming.escaped(parameter.swiftName)): \(requests.propertyType(parameter))")
                body.line()
            }
            requests.emitInitializer(stored.map(requests.argument), summary: "Creates the set's values.", into: &body)
            body.line()
            ParametersEmitter(context: context).emitSetAppend(parameters, into: &body)
        }
        let plain = users.filter { requests.holdsOnlyEmbeddedSet($0) }
        guard !plain.isEmpty else { return }
        buffer.line()
        emitProtocol(set, stored: stored, requests: requests, into: &buffer)
    }

    /// Emits the protocol of the requests whose only stored parameters are the set's, with the set's parameters as
    /// their own (`request.limit`) and an initializer that takes them (`DisplayReviews(limit: 10)`), compiled once.
    private func emitProtocol(
        _ set: SharedParameterSet, stored: [Parameter], requests: RequestEmitter, into buffer: inout SwiftBuffer
    ) {
        let property = SwiftNaming.escaped(set.propertyName)
        buffer.doc(
            nil,
            fallback: "A request whose parameters are the `\(set.name)` set: it is created from the set's values "
                + "and reads and writes them as its own.")
        buffer.block("public protocol \(set.protocolName): \(context.rt("Sendable")) {") { body in
            body.doc(nil, fallback: "The set's values.")
            body.line("var \(property): \(set.typeName) { get set }")
            body.line()
            body.doc(nil, fallback: "Creates the request with the set's values.")
            body.line("init(\(property): \(set.typeName))")
        }
        buffer.line()
        buffer.block("extension \(set.protocolName) {") { body in
            let arguments = stored.map(requests.argument)
            body.doc(nil, fallback: "Creates the request from the set's values.")
            let texts = arguments.map { argument in
                "\(SwiftNaming.escaped(argument.name)): \(argument.type)"
                    + (argument.defaultValue.map { " = \($0)" } ?? "")
            }
            body.line("public init(")
            for (index, text) in texts.enumerated() {
                body.line("    \(text)\(index == texts.count - 1 ? "" : ",")")
            }
            body.line(") {")
            body.line("    self.init(")
            body.line("        \(property): \(set.typeName)(")
            for (index, argument) in arguments.enumerated() {
                let name = SwiftNaming.escaped(argument.name)
                body.line(
                    "            \(SwiftNaming.argumentLabel(argument.name)): \(name)\(index == arguments.count - 1 ? "" : ",")"
                )
            }
            body.line("        ))")
            body.line("}")
            for parameter in stored {
                let name = SwiftNaming.escaped(parameter.swiftName)
                body.line()
                body.doc(parameter.description, fallback: "The `\(parameter.sentName)` parameter.")
                body.block("public var \(name): \(requests.propertyType(parameter)) {") { accessor in
                    accessor.line("get { \(property).\(name) }")
                    accessor.line("set { \(property).\(name) = newValue }")
                }
            }
        }
    }
}
