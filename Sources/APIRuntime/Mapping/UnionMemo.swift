import Foundation

/// What the members of unions decoded to, remembered while the outermost union on a thread decodes.
///
/// A union tries its members in turn, and each member decodes its whole subtree before it fails. When two
/// members hold the union again (tree nodes told apart by shape), every level doubles the work: a hostile
/// document 30 levels deep would take `2^30` attempts. Within one attempt of the outermost union, a member
/// of a union at one position of one document always decodes to the same outcome, so the first outcome is
/// kept and reused, and every member at every position is decoded once.
///
/// Decoding is synchronous, so the memo lives in a thread-local slot for the duration of the outermost
/// ``UnionAttempts/decode(_:_:)`` call on the thread. A position is the decoder instance (one per document
/// for `JSONDecoder`; kept alive by the memo, so its identity cannot be reused) and its coding path. A
/// decoder that is not a class instance is not remembered: its unions decode as before.
final class UnionMemo {
    /// A member's outcome at one position.
    enum Outcome {
        case value(Any)
        case failure(UnionDecodingFailure.Member)
    }

    struct Key: Hashable {
        let decoder: ObjectIdentifier
        /// One element per coding key: `#` and the index for a position in an array, `.` and the name for a
        /// key, so that `"a.b"` and `a` → `b` stay two positions.
        let path: [String]
        let member: ObjectIdentifier
        let name: String
    }

    private var outcomes: [Key: Outcome] = [:]
    /// The decoders named by keys, kept so that no key's identity is reused by a later decoder.
    private var decoders: [ObjectIdentifier: AnyObject] = [:]

    /// Runs `body` with the thread's memo, creating it for the outermost call and dropping it after.
    static func withMemo<Result>(_ body: (UnionMemo) -> Result) -> Result {
        if let slot = pthread_getspecific(slotKey) {
            return body(Unmanaged<UnionMemo>.fromOpaque(slot).takeUnretainedValue())
        }
        let memo = UnionMemo()
        pthread_setspecific(slotKey, Unmanaged.passUnretained(memo).toOpaque())
        defer { pthread_setspecific(slotKey, nil) }
        return withExtendedLifetime(memo) { body(memo) }
    }

    /// Whether a union on this thread is telling its members apart (inside ``withMemo(_:)``).
    static var isDecodingUnion: Bool { pthread_getspecific(slotKey) != nil }

    /// The key of `member` (named `name`) at the decoder's position, or `nil` when it cannot be remembered.
    func key<Member>(_ decoder: any Decoder, _ member: Member.Type, name: String) -> Key? {
        guard type(of: decoder) is AnyClass else { return nil }
        let instance = decoder as AnyObject
        let identity = ObjectIdentifier(instance)
        decoders[identity] = instance
        let path = decoder.codingPath.map { $0.intValue.map { "#\($0)" } ?? ".\($0.stringValue)" }
        return Key(decoder: identity, path: path, member: ObjectIdentifier(member), name: name)
    }

    subscript(key: Key) -> Outcome? {
        get { outcomes[key] }
        set { outcomes[key] = newValue }
    }

    /// The thread-local slot holding the current memo (unretained: ``withMemo(_:)`` keeps it alive).
    private static let slotKey: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "pthread_key_create failed: \(status)")
        return key
    }()
}
