/// One success status of an endpoint that answers differently by status (`responses:`): `201: Pet`, `204: empty`.
///
/// The request's `Response` is then an enum with one case per entry, chosen by the reply's status; a 2xx status the
/// schema does not list is `ClientError.httpStatus`, never a guess.
public struct SuccessStatus: Sendable {
    /// The status code, 200–299.
    public var code: Int
    /// The body's type; `nil` for `empty` (the case carries nothing and the body is not read).
    public var type: TypeExpression?
    /// The enum case: `case:`, or the status's name (``defaultCaseName(for:)``).
    public var caseName: String
    /// Whether `case:` gave ``caseName``.
    public var hasExplicitCaseName: Bool
    /// Where the entry's status key is written.
    public var location: SourceLocation
    /// Where `case:` is written, if it is.
    public var caseLocation: SourceLocation?

    /// Creates an entry named after its status unless `caseName` is given.
    public init(
        code: Int, type: TypeExpression?, caseName: String? = nil, location: SourceLocation,
        caseLocation: SourceLocation? = nil
    ) {
        self.code = code
        self.type = type
        self.caseName = caseName ?? Self.defaultCaseName(for: code)
        self.hasExplicitCaseName = caseName != nil
        self.location = location
        self.caseLocation = caseLocation
    }

    /// The case a status gives by default: its reason phrase in lower camel case (`201` → `created`, `204` →
    /// `noContent`), or `status<code>` for a code without a registered phrase (`status250`).
    public static func defaultCaseName(for code: Int) -> String {
        switch code {
        case 200: return "ok"
        case 201: return "created"
        case 202: return "accepted"
        case 203: return "nonAuthoritativeInformation"
        case 204: return "noContent"
        case 205: return "resetContent"
        case 206: return "partialContent"
        case 207: return "multiStatus"
        case 208: return "alreadyReported"
        case 226: return "imUsed"
        default: return "status\(code)"
        }
    }

    /// Names a response enum declares itself, which no case may take.
    public static let reservedCaseNames: Set<String> = ["statusCode", "body", "hashValue"]
}
