import Foundation

/// Decodes a response body's content codings as its bytes arrive, and tells whether it ended where they say.
///
/// `CurlTransport` asks for `gzip` and `deflate` and inflates them here rather than letting libcurl do it: the
/// libcurl 7.88 of Debian 12 takes a gzip or deflate stream that stops early as complete when the
/// `Content-Length` matches what was sent, so a download or a raw response cut short by a server or a proxy
/// would be silently short. A body whose stream has not ended when the transfer does is a
/// `TransportError.Kind.protocolError` (``finish()``), as is one that does not inflate.
///
/// Codings are undone in the reverse of the order `Content-Encoding` lists them (RFC 9110 section 8.4), at most
/// ``maxLayers`` deep; `identity` and empty entries are no coding.
final class ContentDecoder {
    /// A content coding the decoder undoes.
    enum Coding: Equatable {
        case gzip
        case deflate

        /// The coding a `Content-Encoding` entry names, or `nil` for one this decoder cannot undo.
        init?(name: some StringProtocol) {
            switch name.lowercased() {
            case "gzip", "x-gzip": self = .gzip
            case "deflate": self = .deflate
            default: return nil
            }
        }

        /// The coding's name, for messages.
        var name: String {
            switch self {
            case .gzip: "gzip"
            case .deflate: "deflate"
            }
        }
    }

    /// The most codings one body may stack (libcurl's limit is 5; anything past two is unheard of).
    static let maxLayers = 5

    /// The value of `Accept-Encoding` for requests that let the transport decode.
    static let acceptEncoding = "gzip, deflate"

    /// The inflaters, the last coding applied (the first to undo) first.
    private let layers: [ZlibInflater]

    private init(layers: [ZlibInflater]) {
        self.layers = layers
    }

    /// The decoder for the `Content-Encoding` fields of a response, `nil` when they name no coding.
    ///
    /// Throws `.protocolError` for a coding the transport did not ask for and cannot undo (`br`, `zstd`, …), and
    /// for more than ``maxLayers`` codings: passing such a body on would hand over encoded bytes as the content.
    static func forContentEncoding(_ values: [String]) throws(TransportError) -> ContentDecoder? {
        var codings: [Coding] = []
        for value in values {
            for entry in value.split(separator: ",") {
                let name = entry.trimmingCharacters(in: .whitespaces)
                if name.isEmpty || name.lowercased() == "identity" { continue }
                guard let coding = Coding(name: name) else {
                    throw TransportError(
                        .protocolError,
                        "the body is \(name)-encoded, which the request did not accept (it accepts \(acceptEncoding))")
                }
                codings.append(coding)
                guard codings.count <= maxLayers else {
                    throw TransportError(
                        .protocolError,
                        "the body has more than \(maxLayers) content codings: \(values.joined(separator: ", "))")
                }
            }
        }
        guard !codings.isEmpty else { return nil }
        return ContentDecoder(layers: codings.reversed().map(ZlibInflater.init(coding:)))
    }

    /// Decodes the next bytes of the body, handing what they decode to to `sink`.
    func decode(
        _ bytes: UnsafeRawBufferPointer, into sink: (UnsafeRawBufferPointer) throws(TransportError) -> Void
    ) throws(TransportError) {
        try feed(bytes, layer: 0, sink: sink)
    }

    private func feed(
        _ bytes: UnsafeRawBufferPointer, layer: Int, sink: (UnsafeRawBufferPointer) throws(TransportError) -> Void
    ) throws(TransportError) {
        guard layer < layers.count else { return try sink(bytes) }
        try layers[layer].inflate(bytes) { (decoded) throws(TransportError) in
            try feed(decoded, layer: layer + 1, sink: sink)
        }
    }

    /// Checks, at the end of the transfer, that every coding's stream ended: a body cut short inside one would
    /// otherwise pass as whole.
    func finish() throws(TransportError) {
        for (index, layer) in layers.enumerated() where !layer.isComplete {
            let coding = layer.codingName
            throw TransportError(
                .protocolError,
                "the \(coding) body ended before its \(coding) stream did (layer \(index + 1) of \(layers.count)): "
                    + "it was cut short")
        }
    }
}
