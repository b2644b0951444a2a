/// The whole body of an endpoint whose `body:` sets fields (`set: { stream: true }`): a copy of the caller's value
/// with those properties set, encoded as JSON.
///
/// ```swift
/// public var wholeBody: (any BodyParameters)? {
///     var sent = self.request
///     sent.stream = true
///     return JSONBodyParameters(encoding: sent, options: ChatAPI.codingOptions)
/// }
/// ```
extension RequestEmitter {
    func emitWholeBodyWithSettings(_ root: Parameter, into buffer: inout SwiftBuffer) {
        guard case .named(let name, _)? = root.type?.type.nonOptional, let model = context.models[name] else { return }
        buffer.line()
        let fields = root.fixedFields.map { "`\($0.wire)`" }.joined(separator: ", ")
        buffer.doc(
            nil,
            fallback: "The body: `\(root.swiftName)` as JSON, with the API's date format, and \(fields) set as the "
                + "endpoint requires.")
        buffer.block("public var wholeBody: (any \(context.rt("BodyParameters")))? {") { body in
            let value = "self.\(SwiftNaming.escaped(root.swiftName))"
            if isRequired(root) || defaultLiteral(root) != nil {
                body.line("var sent = \(value)")
            } else {
                body.line("guard var sent = \(value) else { return nil }")
            }
            for field in root.fixedFields {
                guard let property = model.properties.first(where: { $0.wire == field.wire }) else { continue }
                let literal =
                    DefaultLiteral.swift(
                        field.value.text, quoted: field.value.quoted, type: property.type.type, context: context)
                    ?? "nil"
                body.line("sent.\(SwiftNaming.escaped(property.swiftName)) = \(literal)")
            }
            body.line(
                "return \(context.rt("JSONBodyParameters"))(encoding: sent, options: \(context.apiName).codingOptions)")
        }
    }
}
