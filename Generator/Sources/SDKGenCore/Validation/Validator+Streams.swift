extension Validator {
    /// Checks a streamed response (`response: { stream: …, of: T }`): its records are JSON values of the type, read
    /// from the body of a JSON API's answer.
    ///
    /// An XML API has no JSON records, a `HEAD` answer has no body, pages and cached objects are not read from a
    /// stream, a terminator applies only to server-sent events, and `contentType:` must be a media type.
    mutating func checkStreamResponse(_ endpoint: Endpoint, path: String) {
        guard let stream = endpoint.stream else { return }
        let responsePath = "\(path).response"
        var problems: [(String, SourceLocation, String, String?)] = []
        if schema.api?.format == .xml {
            problems.append(
                (
                    "a streamed response in an XML API", stream.location, responsePath,
                    "the records of a stream are JSON values; write the answer as one model"
                ))
        }
        if endpoint.method == .head {
            problems.append(
                (
                    "a streamed response on a HEAD request", stream.location, responsePath,
                    "a HEAD answer has no body; use GET"
                ))
        }
        if let paging = endpoint.paging {
            problems.append(
                (
                    "'paging' on an endpoint whose response is a stream", paging.location, "\(path).paging",
                    "a stream's records arrive as one answer; drop 'paging'"
                ))
        }
        if let cache = endpoint.cache {
            problems.append(
                (
                    "'cache' on an endpoint whose response is a stream", cache.location, "\(path).cache",
                    "records of a stream are not cached objects; drop 'cache'"
                ))
        }
        if stream.format != .sse, stream.terminator != nil {
            problems.append(
                (
                    "'terminator' on a '\(stream.format.rawValue)' stream",
                    stream.terminatorLocation ?? stream.location,
                    "\(responsePath).terminator", "a terminator is the data of a server-sent event; use 'stream: sse'"
                ))
        }
        if let terminator = stream.terminator, terminator.isEmpty || terminator.contains(where: \.isNewline) {
            problems.append(
                (
                    "terminator '\(terminator)' is empty or spans lines", stream.terminatorLocation ?? stream.location,
                    "\(responsePath).terminator", "write the one-line data that ends the stream, such as '[DONE]'"
                ))
        }
        if let contentType = stream.contentType, !RawBody.isMediaType(contentType, wildcards: true) {
            problems.append(
                (
                    "'\(contentType)' is not a media type", stream.contentTypeLocation ?? stream.location,
                    "\(responsePath).contentType", "write type/subtype, such as 'application/x-ndjson'"
                ))
        }
        for (message, location, path, hint) in problems {
            diagnostics.error(message, at: location, path: path, hint: hint)
        }
    }
}
