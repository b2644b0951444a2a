import Foundation

/// What the loopback server answers to one request: status, headers, body, and misbehaviour on demand.
///
/// Build one with the factories (``json(_:status:)``, ``text(_:status:)``, ``xml(_:status:)``,
/// ``chunked(_:interval:status:contentType:)``, ``dropConnection``) and adjust it with the modifiers
/// (``delayed(by:)``, ``adding(header:_:)``, ``droppingConnection(afterBodyBytes:)``).
public struct LoopbackResponse: Sendable {
    /// How the body is framed on the wire.
    public enum Body: Sendable {
        /// Bytes sent with a `Content-Length`.
        case data(Data)
        /// Chunks sent with `Transfer-Encoding: chunked`, optionally waiting between chunks.
        case chunked([Data], interval: Duration?)
        /// `count` copies of one byte, generated while sending (never held whole), in `chunkSize` writes;
        /// framed with `Content-Length` unless `chunked` is true.
        case repeating(UInt8, count: Int, chunkSize: Int, chunked: Bool)

        /// The number of bytes the body sends.
        public var count: Int {
            switch self {
            case .data(let data): return data.count
            case .chunked(let chunks, _): return chunks.reduce(0) { $0 + $1.count }
            case .repeating(_, let count, _, _): return count
            }
        }
    }

    /// How the server breaks the exchange on purpose.
    public enum Disconnect: Sendable, Hashable {
        /// Close the connection without sending anything.
        case beforeResponse
        /// Send the head and this many body bytes of the announced body, then close.
        case afterBodyBytes(Int)
    }

    /// The status code.
    public var status: Int
    /// The header fields, in order; `Content-Length` / `Transfer-Encoding` are added from ``body``.
    public var headers: [LoopbackHeaderField]
    /// The body.
    public var body: Body
    /// How long to wait before sending anything.
    public var delay: Duration?
    /// A deliberate disconnect, or `nil` to answer properly.
    public var disconnect: Disconnect?
    /// Whether to send `Connection: close` and close after the response.
    public var closesConnection: Bool
    /// Hold the response until this many requests are in flight at once (see ``held(untilInFlight:atMost:)``).
    public var hold: Hold?
    /// A gate a chunked body waits for after its first chunk (see ``pausingAfterFirstChunk(until:)``).
    public var pause: LoopbackGate?

    /// Holds a response back until enough requests are in flight, waiting at most `limit`.
    public struct Hold: Sendable, Hashable {
        /// The number of requests in flight that releases the response.
        public var inFlight: Int
        /// The longest wait; once any held response gives up, every held response is released.
        public var limit: Duration
    }

    /// Creates a response.
    public init(
        status: Int = 200, headers: [LoopbackHeaderField] = [], body: Body = .data(Data()),
        delay: Duration? = nil, disconnect: Disconnect? = nil, closesConnection: Bool = false
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
        self.disconnect = disconnect
        self.closesConnection = closesConnection
    }

    /// A body with a content type.
    public static func data(_ data: Data, status: Int = 200, contentType: String = "application/octet-stream")
        -> LoopbackResponse
    {
        LoopbackResponse(status: status, headers: [LoopbackHeaderField("Content-Type", contentType)], body: .data(data))
    }

    /// A JSON body (`application/json; charset=utf-8`).
    public static func json(_ text: String, status: Int = 200) -> LoopbackResponse {
        data(Data(text.utf8), status: status, contentType: "application/json; charset=utf-8")
    }

    /// An XML body (`text/xml; charset=utf-8`, as FogBugz sends it).
    public static func xml(_ text: String, status: Int = 200) -> LoopbackResponse {
        data(Data(text.utf8), status: status, contentType: "text/xml; charset=utf-8")
    }

    /// A plain-text body.
    public static func text(_ text: String, status: Int = 200) -> LoopbackResponse {
        data(Data(text.utf8), status: status, contentType: "text/plain; charset=utf-8")
    }

    /// An HTML body, as misconfigured servers send instead of the API's format.
    public static func html(_ text: String, status: Int = 200) -> LoopbackResponse {
        data(Data(text.utf8), status: status, contentType: "text/html; charset=utf-8")
    }

    /// A body read from a file (a recorded fixture), with a content type.
    public static func file(_ url: URL, status: Int = 200, contentType: String) throws -> LoopbackResponse {
        data(try Data(contentsOf: url), status: status, contentType: contentType)
    }

    /// An empty body with a status.
    public static func status(_ status: Int) -> LoopbackResponse {
        LoopbackResponse(status: status)
    }

    /// A chunked body (`Transfer-Encoding: chunked`), optionally pausing between chunks.
    public static func chunked(
        _ chunks: [String], interval: Duration? = nil, status: Int = 200,
        contentType: String = "text/plain; charset=utf-8"
    ) -> LoopbackResponse {
        LoopbackResponse(
            status: status, headers: [LoopbackHeaderField("Content-Type", contentType)],
            body: .chunked(chunks.map { Data($0.utf8) }, interval: interval))
    }

    /// A large body of one repeated byte, generated while sending.
    public static func repeating(_ byte: UInt8, count: Int, chunked: Bool = false) -> LoopbackResponse {
        LoopbackResponse(
            headers: [LoopbackHeaderField("Content-Type", "application/octet-stream")],
            body: .repeating(byte, count: count, chunkSize: 64 * 1024, chunked: chunked))
    }

    /// Closes the connection without answering.
    public static var dropConnection: LoopbackResponse {
        LoopbackResponse(status: 0, disconnect: .beforeResponse)
    }

    /// The same response, sent after a pause.
    public func delayed(by delay: Duration) -> LoopbackResponse {
        var copy = self
        copy.delay = delay
        return copy
    }

    /// The same response with one more header field.
    public func adding(header name: String, _ value: String) -> LoopbackResponse {
        var copy = self
        copy.headers.append(LoopbackHeaderField(name, value))
        return copy
    }

    /// The same response, held back until `count` requests are in flight at once (this one included).
    ///
    /// A transport that sends requests one at a time never gets there: the first held response gives
    /// up after `limit`, which releases every held response, so such a test fails instead of hanging.
    /// Assert on ``LoopbackServer/maxRequestsInFlight``. The limit is a hang guard, ten minutes by default: a
    /// working transport on a loaded machine may take long to get there, and must not be released early.
    public func held(untilInFlight count: Int, atMost limit: Duration = .seconds(600)) -> LoopbackResponse {
        var copy = self
        copy.hold = Hold(inFlight: count, limit: limit)
        return copy
    }

    /// The same chunked response, sending its first chunk and the rest only once `gate` is open.
    ///
    /// A body "in flight" for as long as the test needs, without a clock: a download can be cancelled after
    /// its first bytes arrived and before its last, however slowly the machine runs.
    public func pausingAfterFirstChunk(until gate: LoopbackGate) -> LoopbackResponse {
        var copy = self
        copy.pause = gate
        return copy
    }

    /// The same response, cut off after some body bytes by closing the connection.
    public func droppingConnection(afterBodyBytes count: Int) -> LoopbackResponse {
        var copy = self
        copy.disconnect = .afterBodyBytes(count)
        return copy
    }

    /// The same response, followed by closing the connection (`Connection: close`).
    public func closingConnection() -> LoopbackResponse {
        var copy = self
        copy.closesConnection = true
        return copy
    }
}
