/// What decoding does with a JSON body that has a key twice in one object with two different values.
///
/// RFC 8259 leaves such a body's meaning open: Foundation's decoder keeps the first value, JavaScript and most
/// server frameworks the last. Neither policy picks one; the schema's `api.duplicateKeys:` chooses between them.
public enum DuplicateKeyPolicy: String, Sendable, Hashable, CaseIterable {
    /// The body is a decoding failure (``CallFailure/decoding(_:)``) naming the key: the default, for APIs whose
    /// answers are checked by a flag that a repeat could contradict (`{"HasErrors":false,…,"HasErrors":true}`).
    case reject
    /// Every occurrence of the key is dropped from its object before decoding, and each dropped key is reported to
    /// the context's issue handler as a ``DecodingIssue/Kind/droppedField``: an optional property reads `nil`, a
    /// required one fails as missing, and the rest of the body decodes. For APIs known to repeat keys in real
    /// answers (Bazaarvoice's authors with `CommentIds` twice).
    case drop
}
