/// `responses:`: a request whose answer depends on its success status gets a nested `Response` enum, one case per
/// status, and a `parseResponse` that picks the case by the reply's status.
extension RequestEmitter {
    /// The nested `Response` enum: the cases, `statusCode` and `body` (``StatusResponse``), and `Hashable` when every
    /// body type is known to be (a hand-written `external:` type may not be).
    func emitStatusEnum(_ endpoint: Endpoint, into buffer: inout SwiftBuffer) {
        let statuses = endpoint.successStatuses
        let codes = statuses.map { String($0.code) }.joined(separator: ", ")
        var conformances = [context.rt("StatusResponse")]
        if statuses.allSatisfy({ $0.type.map { isKnownHashable($0.type) } ?? true }) {
            conformances.append(context.rt("Hashable"))
        }
        buffer.doc(nil, fallback: "The decoded result of a successful call, one case per success status (\(codes)).")
        buffer.block("public enum Response: \(conformances.joined(separator: ", ")) {") { body in
            for entry in statuses {
                let name = SwiftNaming.escaped(entry.caseName)
                if let type = entry.type {
                    body.doc(nil, fallback: "HTTP \(entry.code), with the body as `\(type.text)`.")
                    body.line("case \(name)(\(context.swiftType(type.type)))")
                } else {
                    body.doc(nil, fallback: "HTTP \(entry.code), without a body.")
                    body.line("case \(name)")
                }
            }
            body.line()
            body.doc(nil, fallback: "The HTTP status the case stands for.")
            body.block("public var statusCode: \(context.rt("Int")) {") { getter in
                getter.line("switch self {")
                for entry in statuses {
                    getter.line("case .\(SwiftNaming.escaped(entry.caseName)): return \(entry.code)")
                }
                getter.line("}")
            }
            body.line()
            body.doc(nil, fallback: "The case's body, or `nil` for a case without one.")
            body.block("public var body: (any \(context.rt("Sendable")))? {") { getter in
                getter.line("switch self {")
                for entry in statuses {
                    let name = SwiftNaming.escaped(entry.caseName)
                    getter.line(
                        entry.type == nil ? "case .\(name): return nil" : "case .\(name)(let body): return body")
                }
                getter.line("}")
            }
        }
    }

    /// `parseResponse`: a `switch` over the reply's status that decodes the listed body (JSON, or an XML document
    /// checked for its root), and `ClientError.httpStatus` for a success status the schema does not list.
    func emitStatusParseResponse(_ endpoint: Endpoint, into buffer: inout SwiftBuffer) {
        let documents = XMLDocumentRoot(context: context)
        buffer.line()
        buffer.doc(
            nil,
            fallback: "Decodes the body the reply's status stands for; a success status the schema does not list is "
                + "`ClientError.httpStatus`.")
        let signature =
            parseResponseSignature
        buffer.block(signature) { body in
            body.line("switch response.statusCode {")
            for entry in endpoint.successStatuses {
                let name = SwiftNaming.escaped(entry.caseName)
                guard let type = entry.type else {
                    if context.isXML {
                        body.line("case \(entry.code):")
                        let root = StringLiteral.quoted(documents.emptyRoot)
                        body.line(
                            "    _ = try context.decodeXML(\(context.rt("XMLTree.Element")).self, from: response.body, "
                                + "root: \(root))")
                        body.line("    return .\(name)")
                    } else {
                        body.line("case \(entry.code): return .\(name)")
                    }
                    continue
                }
                let swift = context.swiftType(type.type)
                body.line("case \(entry.code):")
                if context.isXML {
                    let root = StringLiteral.quoted(documents.root(of: type.type))
                    body.line(
                        "    return .\(name)(try context.decodeXML(\(swift).self, from: response.body, root: \(root)))")
                } else {
                    body.line("    return .\(name)(try context.decode(\(swift).self, from: response.body))")
                }
            }
            body.line("default: throw \(context.rt("ClientError"))<API>.httpStatus(response)")
            body.line("}")
        }
    }

    /// Whether a type's Swift spelling is `Hashable` whatever the schema says: everything generated is; an
    /// `external:` type and a file payload's source are not known to be.
    private func isKnownHashable(_ type: TypeRef) -> Bool {
        switch type {
        case .scalar(let scalar): return scalar != .file
        case .named(let name, let arguments):
            return context.externals[name] == nil && arguments.allSatisfy(isKnownHashable)
        case .array(let element): return isKnownHashable(element)
        case .map(let key, let value): return isKnownHashable(key) && isKnownHashable(value)
        case .orderedMap(let value): return isKnownHashable(value)
        case .optional(let wrapped): return isKnownHashable(wrapped)
        }
    }
}
