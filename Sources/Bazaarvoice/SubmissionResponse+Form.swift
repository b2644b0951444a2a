import APIRuntime

/// The form a submission response carries.
///
/// The content a submission echoes is `result`, a generated key family with one accessor per member
/// (`response.result?.review`, `response.result?.photo`), so no per-case accessors are kept here.
extension SubmissionResponse {
    /// The form's fields in order (a response to a preview or to a request without an action).
    public var formFields: [FormField] { data?.fields.map { $0.map { $0.value } } ?? [] }
}
