/// Emits what status-specific error bodies (`api.errors.statuses`, an endpoint's `errors:`) add to the generated
/// code: the API's `Failure` enum, the API's status check and, for an endpoint with its own `errors:`, the request's.
///
/// Without any such body nothing here is emitted and `Failure` stays an alias of the base error model
/// (``APIEmitter``). With them, `Failure` is an enum with one case per distinct body (`envelope` for the base model)
/// and each check is a `switch` over the status: the entry's model decodes the body and is thrown as its case; a
/// body that does not decode falls through to the base model's check (`checkForErrorEnvelope`), and from there to
/// `ClientError.httpStatus`, which keeps the body.
struct FailureEmitter {
    let context: EmitContext

    /// The name of the base model's check when `Failure` is the generated enum.
    static let envelopeCheck = "checkForErrorEnvelope"

    /// One case of `Failure`: its name and the Swift type of its body.
    struct Case {
        var name: String
        var model: String
        var statuses: [String]
    }

    /// The cases of `Failure`, in order: `envelope` for the base model, then each distinct case of the API's
    /// statuses and of the endpoints' `errors:`, first use first.
    var cases: [Case] {
        var cases: [Case] = []
        if let errors = context.api.errors {
            cases.append(Case(name: "envelope", model: payloadType(errors.model.type.nonOptional), statuses: []))
        }
        let entries = context.api.errorStatuses + context.schema.endpoints.flatMap(\.errors)
        for entry in entries {
            if let index = cases.firstIndex(where: { $0.name == entry.caseName }) {
                if !cases[index].statuses.contains(entry.key.description) {
                    cases[index].statuses.append(entry.key.description)
                }
            } else {
                cases.append(
                    Case(name: entry.caseName, model: payloadType(entry.model.type), statuses: [entry.key.description]))
            }
        }
        return cases
    }

    /// A model as written inside the API enum, where `Failure` names the enum itself.
    private func payloadType(_ type: TypeRef) -> String {
        let name = context.swiftType(type)
        return name == "Failure" ? "\(context.api.module).Failure" : name
    }

    /// The API enum's members: `Failure`, `checkForErrors` (the API's statuses, then the base model) and
    /// `checkForErrorEnvelope` (the base model alone, which request checks fall back to).
    func emitAPIMembers(into buffer: inout SwiftBuffer) {
        buffer.line()
        emitFailureEnum(into: &buffer)
        let statuses = context.api.errorStatuses
        let api = APIEmitter(context: context)
        if !statuses.isEmpty {
            buffer.line()
            buffer.doc(
                nil,
                fallback: "Throws the body of a status with its own error model, else the error envelope, as `.api`.")
            api.emitCheckSignature(name: "checkForErrors", errorOf: "Self", into: &buffer) { body in
                emitStatusSwitch(exactFirst(statuses), into: &body)
                if context.api.errors != nil {
                    body.line("try \(Self.envelopeCheck)(in: response, context: context)")
                }
            }
        }
        if let errors = context.api.errors {
            if statuses.isEmpty {
                buffer.line()
                buffer.doc(nil, fallback: "Checks a response for the error envelope.")
                api.emitCheckSignature(name: "checkForErrors", errorOf: "Self", into: &buffer) { body in
                    body.line("try \(Self.envelopeCheck)(in: response, context: context)")
                }
            }
            buffer.line()
            api.emitErrorCheck(errors, asEnvelopeCase: true, into: &buffer)
        }
    }

    /// `public enum Failure: Error, Sendable, Hashable { case envelope(Envelope); case notFound(NotFound) }`.
    private func emitFailureEnum(into buffer: inout SwiftBuffer) {
        buffer.doc(
            nil,
            fallback: "The API's own error, carried by `ClientError.api(_:response:)`: the base error model or the "
                + "body of a status with its own model.")
        let conformances = ["Error", "Sendable", "Hashable"].map(context.rt).joined(separator: ", ")
        buffer.block("public enum Failure: \(conformances) {") { body in
            for (index, failure) in cases.enumerated() {
                if index > 0 { body.line() }
                if failure.name == "envelope" {
                    body.doc(nil, fallback: "The error envelope, the schema's base `errors:` model.")
                } else {
                    let statuses = failure.statuses.joined(separator: ", ")
                    body.doc(nil, fallback: "The body of an error answer with status \(statuses).")
                }
                body.line("case \(SwiftNaming.escaped(failure.name))(\(failure.model))")
            }
        }
    }

    /// The request's override of `checkForErrors` for an endpoint with its own `errors:`: its statuses and the API's
    /// it does not shadow, then the base model.
    func emitRequestCheck(_ endpoint: Endpoint, into buffer: inout SwiftBuffer) {
        buffer.doc(
            nil,
            fallback: "Throws the body of a status with its own error model for this request, else the API's error "
                + "envelope, as `.api`.")
        APIEmitter(context: context).emitCheckSignature(name: "checkForErrors", errorOf: "API", into: &buffer) {
            body in
            emitStatusSwitch(context.schema.errorStatuses(for: endpoint), into: &body)
            if context.api.errors != nil {
                body.line("try API.\(Self.envelopeCheck)(in: response, context: context)")
            }
        }
    }

    /// The entries ordered as a `switch` must try them: exact codes before classes.
    private func exactFirst(_ entries: [ErrorStatus]) -> [ErrorStatus] {
        let exact = entries.filter { if case .exact = $0.key { return true } else { return false } }
        return exact + entries.filter { if case .range = $0.key { return true } else { return false } }
    }

    /// `switch response.statusCode { case 404: let body = try? …; if let body { throw .api(.notFound(body), response: response) } … }`.
    private func emitStatusSwitch(_ entries: [ErrorStatus], into buffer: inout SwiftBuffer) {
        let decode = context.isXML ? "decodeXML" : "decode"
        buffer.line("switch response.statusCode {")
        for entry in entries {
            buffer.line("case \(entry.key.swiftPattern):")
            let model = payloadType(entry.model.type)
            buffer.line("    let body = try? context.\(decode)(\(model).self, from: response.body)")
            buffer.line("    if let body { throw .api(.\(entry.caseName)(body), response: response) }")
        }
        buffer.line("default:")
        buffer.line("    break")
        buffer.line("}")
    }
}
