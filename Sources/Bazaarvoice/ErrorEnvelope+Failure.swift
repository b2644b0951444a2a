import APIRuntime

/// A Bazaarvoice call that answered `HasErrors: true`: every top-level error and every field error, typed.
///
/// The API reports failures in the body, usually with HTTP 200: top-level `Errors` (`{Code, Message}`) for
/// request problems, `FormErrors.FieldErrors` (`{Field, Code, Message}`, keyed by field) for submitted
/// fields. Codes the SDK does not list are kept verbatim (``ErrorCode/isKnown`` is `false`). A failed preview
/// also carries the form (``data``), so a UI can show the fields again.
///
/// The envelope is `BazaarvoiceAPI.Failure` (the schema's `errors:` model): a failed call throws
/// `ClientError<BazaarvoiceAPI>.api(envelope)`.
extension ErrorEnvelope: CustomStringConvertible {
    /// The field errors, in the order of `FieldErrorsOrder`.
    public var allFieldErrors: [FieldError] { formErrors?.fieldErrors.map { $0.map { $0.value } } ?? [] }

    /// The errors of field groups, keyed by group id; kept as JSON (no populated instance has been recorded).
    public var groupErrors: OrderedMap<JSONValue> { formErrors?.groupErrors ?? OrderedMap() }

    /// The field error of one field (`rating`, `usernickname`), compared ignoring case like the API does.
    public func fieldError(for field: String) -> FieldError? {
        let wanted = field.lowercased()
        return allFieldErrors.first { ($0.field ?? "").lowercased() == wanted }
    }

    /// Every code, top-level ones first, then the field errors' codes.
    public var codes: [ErrorCode] { (errors ?? []).compactMap(\.code) + allFieldErrors.compactMap(\.code) }

    /// Whether any top-level or field error has a code.
    public func contains(_ code: ErrorCode) -> Bool { codes.contains(code) }

    /// Each error as `CODE: message` (field errors as `field: CODE: message`), joined by `; `.
    public var description: String {
        let top = (errors ?? []).map { "\($0.code?.rawValue ?? "?"): \($0.message ?? "")" }
        let fields = allFieldErrors.map { "\($0.field ?? "?"): \($0.code?.rawValue ?? "?"): \($0.message ?? "")" }
        let all = top + fields
        return "Bazaarvoice error" + (all.isEmpty ? "" : ": " + all.joined(separator: "; "))
    }
}
