/// `responseHeaders:`: a request whose successful reply carries typed header fields gets a nested
/// `ResponseHeaders` struct (``ResponseHeaderFields``) and conforms to `HeaderedRequest`, so
/// `client.sendWithHeaders(request)` returns the fields beside the value.
extension RequestEmitter {
    /// The nested `ResponseHeaders` struct: one `let` per field, a memberwise initializer for tests and stubs, and
    /// the initializer that reads a reply's headers.
    func emitResponseHeaders(_ endpoint: Endpoint, into buffer: inout SwiftBuffer) {
        let headers = endpoint.responseHeaders
        buffer.doc(nil, fallback: "The typed header fields of a successful reply.")
        buffer.block(
            "public struct ResponseHeaders: \(context.rt("ResponseHeaderFields")), \(context.rt("Hashable")) {"
        ) { body in
            for header in headers {
                body.doc(header.description, fallback: "The `\(header.name)` header field.")
                body.line("public let \(SwiftNaming.escaped(header.swiftName)): \(propertyType(header))")
                body.line()
            }
            body.doc(nil, fallback: "Creates the fields.")
            let arguments = headers.map { header in
                "\(SwiftNaming.escaped(header.swiftName)): \(propertyType(header))\(header.optional ? " = nil" : "")"
            }
            let oneLine = "public init(\(arguments.joined(separator: ", "))) {"
            // The nested struct's members stand 8 columns in.
            if oneLine.count + 8 <= 120 {
                body.line(oneLine)
            } else {
                body.line("public init(")
                for (index, argument) in arguments.enumerated() {
                    body.line("    " + argument + (index == arguments.count - 1 ? "" : ","))
                }
                body.line(") {")
            }
            for header in headers {
                let name = SwiftNaming.escaped(header.swiftName)
                body.line("    self.\(name) = \(name)")
            }
            body.line("}")
            body.line()
            body.doc(nil, fallback: "Reads the fields from a reply's headers.")
            let signature =
                "public init(headers: \(context.rt("HTTPHeaders")), context: \(context.rt("ResponseContext"))) "
                + "throws(\(context.rt("CallFailure"))) {"
            body.block(signature) { initializer in
                initializer.line("let reader = \(context.rt("ResponseHeaderReader"))(headers, context: context)")
                for header in headers {
                    let read = readExpression(header)
                    let name = StringLiteral.quoted(header.name)
                    let required = read.hasPrefix("try ") ? String(read.dropFirst(4)) : read
                    initializer.line(
                        "self.\(SwiftNaming.escaped(header.swiftName)) = "
                            + (header.optional ? read : "try reader.required(\(required), \(name))"))
                }
            }
        }
    }

    /// The Swift type of a field's property.
    private func propertyType(_ header: ResponseHeader) -> String {
        let base = context.swiftType(header.type.type.nonOptional)
        return header.optional ? "\(base)?" : base
    }

    /// The reader call for a field, `nil` when absent (`try` included where the text may not be of the type).
    private func readExpression(_ header: ResponseHeader) -> String {
        let name = StringLiteral.quoted(header.name)
        switch header.type.type.nonOptional {
        case .scalar(.string): return "reader.string(\(name))"
        case .scalar(.int): return "try reader.int(\(name))"
        case .scalar(.int64): return "try reader.int64(\(name))"
        case .scalar(.double): return "try reader.double(\(name))"
        case .scalar(.bool): return "try reader.bool(\(name))"
        case .scalar(.url): return "try reader.url(\(name))"
        case .scalar(.dateTime):
            guard let format = header.format else { return "try reader.date(\(name))" }
            return "try reader.date(\(name), format: .\(format.swiftCase))"
        default: return "reader.list(\(name))"
        }
    }
}
