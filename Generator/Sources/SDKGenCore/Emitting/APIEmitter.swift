/// Emits `<Module>API`: the API's `APIDefinition` with its name, wire format, coding options,
/// environments, settings and the parameters the settings add to every authenticated request.
struct APIEmitter {
    let context: EmitContext

    func emit(into buffer: inout SwiftBuffer) {
        let api = context.api
        buffer.doc(api.description, fallback: "The \(api.name) API.")
        buffer.block("public enum \(context.apiName): \(context.rt("APIDefinition")) {") { body in
            body.doc(nil, fallback: "The API's display name.")
            body.line("public static let name = \(StringLiteral.quoted(api.name))")
            body.line()
            body.doc(nil, fallback: "The body format of responses.")
            body.line("public static let wireFormat = \(context.rt("WireFormat")).\(api.format.rawValue)")
            body.line()
            emitCodingOptions(api, into: &body)
            body.line()
            EnvironmentEmitter(context: context).emit(into: &body)
            body.line()
            emitSettings(into: &body)
            if context.schema.hasStatusErrors {
                FailureEmitter(context: context).emitAPIMembers(into: &body)
            } else if let errors = context.api.errors {
                body.line()
                emitFailure(errors, into: &body)
                body.line()
                emitErrorCheck(errors, into: &body)
            }
        }
        // With status-specific bodies the generated `Failure` enum is the error; the models need not be errors.
        if !context.schema.hasStatusErrors, let errors = context.api.errors,
            case .named(let name, _) = errors.model.type.nonOptional, let model = context.models[name]
        {
            buffer.line()
            buffer.doc(
                nil, fallback: "The error envelope is what a failed call throws, as `ClientError.api(_:response:)`.")
            buffer.line("extension \(context.declaredName(model)): \(context.rt("Error")) {}")
        }
    }

    /// `codingOptions`: date formats, and the Boolean spelling and duplicate-key policy when not the defaults.
    private func emitCodingOptions(_ api: APIMetadata, into buffer: inout SwiftBuffer) {
        let decode = api.decodeDates.map { ".\($0.swiftCase)" }.joined(separator: ", ")
        var arguments = ["dateFormats: [\(decode)]", "dateEncoding: .\(api.encodeDate.swiftCase)"]
        var summary = "Date formats accepted on input (tried in order) and written on output"
        if api.parameterBooleans != .words {
            arguments.append("parameterBooleans: .\(api.parameterBooleans.rawValue)")
            summary += "; Booleans in parameters spelled `1` / `0`"
        }
        if api.duplicateKeys != .reject {
            arguments.append("duplicateKeys: .\(api.duplicateKeys.rawValue)")
            summary += "; a key repeated in one object with another value dropped and reported"
        }
        buffer.doc(nil, fallback: summary + ".")
        buffer.line("public static let codingOptions = \(context.rt("CodingOptions"))(")
        var line = "    "
        for (index, argument) in arguments.enumerated() {
            let piece = argument + (index == arguments.count - 1 ? ")" : ",")
            if line.count > 4, line.count + 1 + piece.count > 116 {
                buffer.line(line)
                line = "    " + piece
            } else {
                line += (line.count > 4 ? " " : "") + piece
            }
        }
        buffer.line(line)
    }

    /// `typealias Failure = <the envelope>`: the API's own error, which `ClientError<API>.api` carries typed.
    private func emitFailure(_ errors: APIMetadata.ErrorEnvelope, into buffer: inout SwiftBuffer) {
        var model = context.swiftType(errors.model.type.nonOptional)
        // Inside the enum, `Failure` names the alias itself: a model of that name is reached through its module.
        if model == "Failure" { model = "\(context.api.module).Failure" }
        buffer.doc(
            nil,
            fallback: "The API's own error, carried by `ClientError.api(_:response:)`: the schema's `errors:` "
                + "model.")
        buffer.line("public typealias Failure = \(model)")
    }

    /// The error check of the base model: `checkForErrors` throwing the model itself, or, when `Failure` is the
    /// generated enum (`asEnvelopeCase`), `checkForErrorEnvelope` throwing it as `.envelope`.
    func emitErrorCheck(
        _ errors: APIMetadata.ErrorEnvelope, asEnvelopeCase: Bool = false, into buffer: inout SwiftBuffer
    ) {
        let model = context.swiftType(errors.model.type.nonOptional)
        let decode = context.isXML ? "decodeXML" : "decode"
        buffer.doc(
            nil,
            fallback: errors.checkAlways
                ? "Throws the error envelope when a response carries one, whatever its status, as `.api`."
                : "Throws the error envelope of a response with an error status, as `.api`.")
        let name = asEnvelopeCase ? FailureEmitter.envelopeCheck : "checkForErrors"
        emitCheckSignature(name: name, errorOf: "Self", into: &buffer) { body in
            if !errors.checkAlways || errors.failures.isEmpty {
                body.line("guard !response.isSuccess else { return }")
            }
            if context.isXML, let presence = xmlFailurePresence(errors) {
                // A failure element that is present but does not decode is a decoding error, not an empty reply.
                body.line("let envelope: \(model)")
                body.line("do {")
                body.line("    envelope = try context.decodeXML(\(model).self, from: response.body)")
                body.line("} catch {")
                // The tree is the call's one parse of the reply, which the decode reuses.
                body.line("    let tree = try? context.xmlTree(parsing: response.body)")
                body.line("    guard let root = tree?.root, \(presence) else { return }")
                body.line("    throw \(context.rt("ClientError"))(error)")
                body.line("}")
            } else {
                body.line(
                    "guard let envelope = try? context.\(decode)(\(model).self, from: response.body) else { return }")
            }
            let thrown =
                asEnvelopeCase ? ".api(.envelope(envelope), response: response)" : ".api(envelope, response: response)"
            if let condition = failureCondition(errors) {
                body.line("if \(condition) { throw \(thrown) }")
            } else {
                body.line("throw \(thrown)")
            }
        }
    }

    /// Emits `public static func <name>(in response: HTTPResponse, context: ResponseContext)
    /// throws(ClientError<errorOf>) { … }`, the parameters on a line of their own when the line would be too long.
    func emitCheckSignature(
        name: String, errorOf api: String, into buffer: inout SwiftBuffer, body: (inout SwiftBuffer) -> Void
    ) {
        let parameters = "in response: \(context.rt("HTTPResponse")), context: \(context.rt("ResponseContext"))"
        let effects = "throws(\(context.rt("ClientError"))<\(api)>) {"
        var signature = "public static func \(name)(\(parameters)) \(effects)"
        // Too long with qualified runtime names (a model named `ResponseContext`): broken so that swift-format keeps
        // it (it would move `throws(…)` and the brace onto lines of their own, which LineWrapper cannot).
        if buffer.depth * 4 + signature.count > LineWrapper.limit {
            buffer.line("public static func \(name)(")
            buffer.line("    \(parameters)")
            signature = ") \(effects)"
        }
        buffer.block(signature, body)
    }

    /// The Swift condition under which a decoded envelope means failure: any of the `failure` properties says
    /// so; `nil` (always a failure) when there are none or one is a required non-Boolean, non-list value.
    private func failureCondition(_ errors: APIMetadata.ErrorEnvelope) -> String? {
        var conditions: [String] = []
        for failure in errors.failures {
            guard let condition = failureCondition(failure, in: errors) else { return nil }
            conditions.append(condition)
        }
        return conditions.isEmpty ? nil : conditions.joined(separator: " || ")
    }

    /// The Swift condition that an XML document element `root` holds one of the `failure` properties, whether or
    /// not it decodes; `nil` without `failure` properties.
    private func xmlFailurePresence(_ errors: APIMetadata.ErrorEnvelope) -> String? {
        guard case .named(let name, _) = errors.model.type.nonOptional, let model = context.models[name] else {
            return nil
        }
        var conditions: [String] = []
        for failure in errors.failures {
            guard let property = model.properties.first(where: { $0.wire == failure }) else { return nil }
            let wire = StringLiteral.quoted(property.wire)
            switch property.xml {
            case .attribute: conditions.append("root.attribute(\(wire)) != nil")
            case .text: conditions.append("!root.text.isEmpty")
            case .items(let item): conditions.append("root.child(\(StringLiteral.quoted(item))) != nil")
            case .element, .list: conditions.append("root.child(\(wire)) != nil")
            }
        }
        if conditions.isEmpty { return nil }
        return conditions.count == 1 ? conditions[0] : "(\(conditions.joined(separator: " || ")))"
    }

    private func failureCondition(_ failure: String, in errors: APIMetadata.ErrorEnvelope) -> String? {
        guard case .named(let name, _) = errors.model.type.nonOptional,
            let model = context.models[name], let property = model.properties.first(where: { $0.wire == failure })
        else { return nil }
        let access = ModelEmitter.read(property, on: "envelope")
        let optional = ModelEmitter(context: context).isOptional(property, in: model)
        switch property.type.type.nonOptional {
        case .scalar(.bool): return optional ? "\(access) == true" : access
        case .array: return optional ? "!(\(access) ?? []).isEmpty" : "!\(access).isEmpty"
        default: return optional ? "\(access) != nil" : nil
        }
    }

    private func emitSettings(into buffer: inout SwiftBuffer) {
        let settings = context.api.settings
        buffer.doc(nil, fallback: "The values sent with every authenticated request.")
        buffer.block("public struct Settings: \(context.rt("Sendable")), \(context.rt("Hashable")) {") { body in
            for setting in settings {
                body.doc(
                    setting.description, fallback: "The `\(setting.wire)` setting\(setting.secret ? " (secret)" : "").")
                body.line("public var \(SwiftNaming.escaped(setting.swiftName)): \(settingType(setting))")
                body.line()
            }
            body.doc(nil, fallback: "Creates the settings.")
            let arguments = settings.map { setting -> String in
                var argument = "\(SwiftNaming.escaped(setting.swiftName)): \(settingType(setting))"
                if let literal = settingDefault(setting) {
                    argument += " = \(literal)"
                } else if setting.type.type.isOptional {
                    argument += " = nil"
                }
                return argument
            }
            let signature = "public init(\(arguments.joined(separator: ", "))) {"
            if settings.isEmpty {
                body.line("public init() {}")
                return
            }
            if signature.count + 8 <= LineWrapper.limit {
                body.line(signature)
            } else {
                body.line("public init(")
                for (index, argument) in arguments.enumerated() {
                    body.line("    \(argument)\(index == arguments.count - 1 ? "" : ",")")
                }
                body.line(") {")
            }
            for setting in settings {
                body.line("    self.\(setting.swiftName) = \(SwiftNaming.escaped(setting.swiftName))")
            }
            body.line("}")
        }
        buffer.line()
        buffer.doc(nil, fallback: "The parameters and headers the settings add to every authenticated request.")
        buffer.block("public static func settingParameters(_ settings: Settings) -> \(context.rt("Parameters")) {") {
            body in
            emitSettingParameters(settings.filter(context.api.isSent), into: &body)
        }
        let always = settings.filter { context.api.isSent($0) && $0.always }
        guard !always.isEmpty else { return }
        buffer.line()
        buffer.doc(nil, fallback: "The parameters and headers also sent with requests that carry no authentication.")
        let signature =
            "public static func unauthenticatedSettingParameters(_ settings: Settings) -> \(context.rt("Parameters")) {"
        buffer.block(signature) { body in emitSettingParameters(always, into: &body) }
    }

    private func emitSettingParameters(_ sent: [APIMetadata.Setting], into body: inout SwiftBuffer) {
        guard !sent.isEmpty else {
            body.line("\(context.rt("Parameters"))()")
            return
        }
        body.line("var parameters = \(context.rt("Parameters"))()")
        for setting in sent {
            let type = setting.type.type
            let location = setting.placement == .derived ? "" : ", location: .\(setting.placement.rawValue)"
            if type.isOptional {
                body.block("if let value = settings.\(setting.swiftName) {") { inner in
                    inner.line(
                        "parameters.append(\(StringLiteral.quoted(setting.wire)), \(context.parameterValue("value", of: type))\(location))"
                    )
                }
            } else {
                let value = context.parameterValue("settings.\(setting.swiftName)", of: type)
                body.line("parameters.append(\(StringLiteral.quoted(setting.wire)), \(value)\(location))")
            }
        }
        body.line("return parameters")
    }

    private func settingType(_ setting: APIMetadata.Setting) -> String {
        context.swiftType(setting.type.type)
    }

    private func settingDefault(_ setting: APIMetadata.Setting) -> String? {
        guard let text = setting.defaultValue else { return nil }
        return DefaultLiteral.swift(text, quoted: true, type: setting.type.type, context: context)
            ?? DefaultLiteral.swift(text, quoted: false, type: setting.type.type, context: context)
    }
}
