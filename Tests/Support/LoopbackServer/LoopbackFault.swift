import Foundation

/// A way for ``FaultServer`` to answer (or fail to answer) one request, named in the request's path.
///
/// A client asks for a fault with `GET /<fault>/<id>` (``FaultServer/url(fault:id:)``); the server
/// answers every attempt of that request the same way, so the client knows what each request must
/// end in.
public enum LoopbackFault: String, CaseIterable, Sendable {
    /// A proper keep-alive answer with ``FaultServer/body(for:)``.
    case none
    /// The head and half the announced body, then a TCP reset (`SO_LINGER` 0).
    case resetMidBody
    /// A proper answer that promises keep-alive, after which the server closes the connection; the
    /// client must notice before (or when) it sends the next request on it.
    case closeAfterAnswer
    /// A proper keep-alive answer sent a few bytes at a time with pauses in between.
    case slowDrip
    /// A status line that is not HTTP (`HTTP/1.1 2x0 Garbage`), then a body, then the server closes.
    case garbageStatusLine
    /// A chunked body whose last chunk is cut short, then the server closes.
    case truncatedChunkedBody
    /// The status line and one field (no `Content-Length`), then the server closes before the blank line that
    /// ends the head.
    case closeMidHead
    /// The server reads the request and never answers, until the client goes away or it stops.
    case stall
    /// Two `Content-Length` fields that disagree (the body's length, then half of it), the body, close: the
    /// body's end cannot be told, so no length may be trusted.
    case conflictingLengths
    /// A status line whose code is below 100 (`HTTP/1.1 099 Low`), a body, close.
    case statusBelow100
    /// A proper keep-alive answer whose status is above 599 (`HTTP/1.1 999 Weird`).
    case statusAbove599
    /// Two interim answers (`102 Processing`, `103 Early Hints` with a field) before a proper keep-alive answer.
    case interimAnswers

    /// Whether a client gets the whole body back: the answer is a valid HTTP response, however delivered.
    public var answers: Bool {
        switch self {
        case .none, .closeAfterAnswer, .slowDrip, .statusAbove599, .interimAnswers: return true
        case .resetMidBody, .garbageStatusLine, .truncatedChunkedBody, .closeMidHead, .stall, .conflictingLengths,
            .statusBelow100:
            return false
        }
    }
}

/// The bytes ``FaultServer`` writes for a fault; pure, so the shapes can be read and tested on their own.
enum FaultReply {
    /// How the connection ends after the reply.
    enum Ending: Equatable {
        /// Stay open for the next request.
        case keepOpen
        /// Close normally (FIN).
        case close
        /// Reset the connection (RST) after the bytes.
        case reset
        /// Write nothing and wait until the client leaves.
        case stall
    }

    /// The pieces to write in order (a pause between pieces when there are several) and how to end.
    static func pieces(for fault: LoopbackFault, body: Data) -> (pieces: [Data], ending: Ending) {
        let head = "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: \(body.count)\r\n"
        let whole = Data((head + "Connection: keep-alive\r\n\r\n").utf8) + body
        switch fault {
        case .none:
            return ([whole], .keepOpen)
        case .closeAfterAnswer:
            return ([whole], .close)
        case .slowDrip:
            return (stride(from: 0, to: whole.count, by: 7).map { whole[$0..<min($0 + 7, whole.count)] }, .keepOpen)
        case .resetMidBody:
            return ([Data((head + "\r\n").utf8) + body.prefix(body.count / 2)], .reset)
        case .garbageStatusLine:
            return ([Data("HTTP/1.1 2x0 Garbage\r\nContent-Length: \(body.count)\r\n\r\n".utf8) + body], .close)
        case .truncatedChunkedBody:
            let chunked = "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nTransfer-Encoding: chunked\r\n\r\n"
            let half = body.prefix(body.count / 2)
            let rest = body.dropFirst(half.count)
            let cut = rest.prefix(rest.count / 2)
            let bytes =
                Data(chunked.utf8) + Data(String(half.count, radix: 16).utf8) + Data("\r\n".utf8) + half
                + Data("\r\n".utf8) + Data(String(rest.count, radix: 16).utf8) + Data("\r\n".utf8) + cut
            return ([bytes], .close)
        case .closeMidHead:
            // No Content-Length: libcurl, which counts a promised body, would notice that one missing.
            return ([Data("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n".utf8)], .close)
        case .stall:
            return ([], .stall)
        case .conflictingLengths:
            let lengths = "Content-Length: \(body.count)\r\nContent-Length: \(body.count / 2)\r\n"
            return ([Data(("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n" + lengths + "\r\n").utf8) + body], .close)
        case .statusBelow100:
            return ([Data("HTTP/1.1 099 Low\r\nContent-Length: \(body.count)\r\n\r\n".utf8) + body], .close)
        case .statusAbove599:
            return ([Data("HTTP/1.1 999 Weird\r\nContent-Length: \(body.count)\r\n\r\n".utf8) + body], .keepOpen)
        case .interimAnswers:
            let interim = "HTTP/1.1 102 Processing\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </a.css>\r\n\r\n"
            return ([Data(interim.utf8) + whole], .keepOpen)
        }
    }
}
