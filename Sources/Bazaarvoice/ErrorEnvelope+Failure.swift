import APIRuntime

/// A Bazaarvoice call that answered `HasErrors: true`: every top-level error and every field error, typed.
///
/// The API reports failures in the body, usually with HTTP 200: top-level `Errors` (`{Code, Message}`) for
/// request problems, `FormErrors.FieldErrors` (`{Field, Code, Message}`, keyed by field) for submitted
/// fields. Codes the SDK does not list are kept verbatim (``ErrorCode/isKnown`` is `false`). A failed preview
/// also carries the form, so a UI can show the fields again.
///
/// Reach it from a ``APIRuntime/ClientError`` with ``APIRuntime/ClientError/bazaarvoice``.
public struct BazaarvoiceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The envelope as received.
    public var envelope: ErrorEnvelope

    /// Wraps a decoded error envelope.
    public init(envelope: ErrorEnvelope) {
        self.envelope = envelope
    }

    /// The top-level errors, in order.
    public var errors: [APIErrorDetail] { envelope.errors ?? [] }

    /// The field errors, in the order of `FieldErrorsOrder`.
    public var fieldErrors: [FieldError] { envelope.formErrors?.fieldErrors.map { $0.map { $0.value } } ?? [] }

    /// The errors of field groups, keyed by group id; kept as JSON (no populated instance has been recorded).
    public var groupErrors: OrderedMap<JSONValue> { envelope.formErrors?.groupErrors ?? OrderedMap() }

    /// The field error of one field (`rating`, `usernickname`), compared ignoring case like the API does.
    public func fieldError(for field: String) -> FieldError? {
        let wanted = field.lowercased()
        return fieldErrors.first { ($0.field ?? "").lowercased() == wanted }
    }

    /// Every code, top-level ones first, then the field errors' codes.
    public var codes: [ErrorCode] { errors.compactMap(\.code) + fieldErrors.compactMap(\.code) }

    /// Whether any top-level or field error has a code.
    public func contains(_ code: ErrorCode) -> Bool { codes.contains(code) }

    /// The fields and groups of the submission form, when a preview or submit failed.
    public var form: FormData? { envelope.data }

    /// Each error as `CODE: message` (field errors as `field: CODE: message`), joined by `; `.
    public var description: String {
        let top = errors.map { "\($0.code?.rawValue ?? "?"): \($0.message ?? "")" }
        let fields = fieldErrors.map { "\($0.field ?? "?"): \($0.code?.rawValue ?? "?"): \($0.message ?? "")" }
        let all = top + fields
        return "Bazaarvoice error" + (all.isEmpty ? "" : ": " + all.joined(separator: "; "))
    }
}

extension ClientError {
    /// The Bazaarvoice error envelope behind an ``APIRuntime/ClientError/api(_:)`` failure, else `nil`.
    public var bazaarvoice: BazaarvoiceError? {
        guard case .api(let error) = self else { return nil }
        switch error {
        case let error as BazaarvoiceError: return error
        case let envelope as ErrorEnvelope: return BazaarvoiceError(envelope: envelope)
        default: return nil
        }
    }
}
