import Foundation

extension CurlTransfer {
    /// Whether the request accepts no content coding: the transport does not ask for compression
    /// (``CurlTransport/Configuration/acceptsCompressedResponses`` off) and the request names no `Accept-Encoding`
    /// of its own.
    ///
    /// Such a request is sent with `Accept-Encoding: identity`. Without any `Accept-Encoding` a server may use any
    /// coding (RFC 9110 section 12.5.3), and libcurl, which decodes only what it asked for, would hand over a gzip
    /// body as if it were the content: a download or a raw response silently holding compressed bytes.
    var acceptsIdentityOnly: Bool {
        !configuration.acceptsCompressedResponses && !request.headers.contains(name: "Accept-Encoding")
    }

    /// Whether the transport asked for compression and undoes it: the configuration accepts compressed responses
    /// and the request names no `Accept-Encoding` of its own (whose answer is handed over as the server sent it).
    var decodesContent: Bool {
        configuration.acceptsCompressedResponses && !request.headers.contains(name: "Accept-Encoding")
    }

    /// The decoder for the complete head's content codings, or `nil` when the body is handed over as it arrives.
    ///
    /// A redirect's body is not the response's (libcurl drops it when it follows), so a coding the transport
    /// cannot undo fails only answers outside 3xx.
    func makeContentDecoder() throws(TransportError) -> ContentDecoder? {
        guard decodesContent, statusCode >= 200 else { return nil }
        let values = headers.filter { HTTPHeaders.namesMatch($0.name, "Content-Encoding") }.map(\.value)
        guard !values.isEmpty else { return nil }
        guard (300..<400).contains(statusCode) else { return try ContentDecoder.forContentEncoding(values) }
        return try? ContentDecoder.forContentEncoding(values)
    }

    /// The content coding of a complete final head that the request did not accept, or `nil`.
    ///
    /// Only for requests that accept identity alone (``acceptsIdentityOnly``); redirects and interim answers, whose
    /// bodies are not the response's, are not checked. `identity` and an empty value are no coding.
    func unacceptedCoding() -> String? {
        guard acceptsIdentityOnly, statusCode >= 200, !(300..<400).contains(statusCode) else { return nil }
        for field in headers where HTTPHeaders.namesMatch(field.name, "Content-Encoding") {
            for coding in field.value.split(separator: ",") {
                let name = coding.trimmingCharacters(in: .whitespaces)
                if !name.isEmpty, name.lowercased() != "identity" { return name }
            }
        }
        return nil
    }
}
