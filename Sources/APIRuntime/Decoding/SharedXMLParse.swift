import Foundation

/// One reply body, parsed as XML at most once and shared by every step of a call that reads it.
///
/// ``ClientPipeline/handle(_:for:context:)`` attaches one to the call's ``ResponseContext`` for an API whose
/// ``APIDefinition/wireFormat`` is XML. The API's error check (``APIDefinition/checkForErrors(in:context:)``) and
/// the payload decode (``Request/parseResponse(_:context:)``) both read the body through
/// ``ResponseContext/xmlTree(parsing:)``: the first read parses, later reads get the same ``XMLTree`` (or the same
/// ``XMLDecodingError`` for a body that does not parse). Nothing is parsed when no step reads the body.
final class SharedXMLParse: Sendable {
    /// The body this parse belongs to; a read of any other bytes parses those on its own.
    let body: Data

    private let lock = NSLock()
    private nonisolated(unsafe) var result: Result<XMLTree, XMLDecodingError>?
    private nonisolated(unsafe) var parseCount = 0
    private nonisolated(unsafe) var readCount = 0

    /// Creates the shared parse of a body; nothing is parsed yet.
    init(body: Data) {
        self.body = body
    }

    /// How often a body was parsed and how often its tree was asked for.
    struct Counts: Equatable {
        /// Parses of the body: 0 before the first read, then 1.
        var parses: Int
        /// Reads of the body's tree (or of its parse error).
        var reads: Int
    }

    /// How often the body was parsed and read so far, for tests.
    var counts: Counts {
        lock.locked { Counts(parses: parseCount, reads: readCount) }
    }

    /// The outcome of parsing `data` when it is this body (parsed on the first call), else `nil`.
    ///
    /// Comparing the bytes costs one `memcmp` of the body, far less than parsing it again.
    func outcome(for data: Data) -> Result<XMLTree, XMLDecodingError>? {
        guard data == body else { return nil }
        return lock.locked {
            readCount += 1
            if let result { return result }
            parseCount += 1
            let parsed = Result { () throws(XMLDecodingError) -> XMLTree in try XMLTree(parsing: body) }
            result = parsed
            return parsed
        }
    }
}

extension ResponseContext {
    /// Parses an XML body, reusing the call's parse when `data` is the body of the reply being handled.
    ///
    /// Generated error checks and decoders read XML through this instead of ``XMLTree/init(parsing:)-(Data)``, so a reply
    /// that both the error check and the decode look at is parsed once. Throws ``XMLDecodingError`` (kind
    /// ``XMLDecodingError/Kind/malformed`` or ``XMLDecodingError/Kind/notXML``) for a body that does not parse.
    public func xmlTree(parsing data: Data) throws(XMLDecodingError) -> XMLTree {
        if let shared = sharedXMLParse?.outcome(for: data) { return try shared.get() }
        return try XMLTree(parsing: data)
    }

    /// This context with a shared parse of `body` (kept when it already shares one of the same bytes).
    func sharingXMLParse(of body: Data) -> ResponseContext {
        if let shared = sharedXMLParse, shared.body == body { return self }
        var context = self
        context.sharedXMLParse = SharedXMLParse(body: body)
        return context
    }
}
