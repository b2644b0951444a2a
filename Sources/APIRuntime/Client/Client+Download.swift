import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Client {
    /// Sends a request whose response is raw bytes (`response: { raw: binary }`) and writes the body to a file.
    ///
    /// ```swift
    /// let file = try await client.download(ReadFile(filesystem: "data", pathParameter: "dir/report.pdf"), to: url)
    /// print("\(file.byteCount) bytes at \(file.url.path)")
    /// ```
    ///
    /// The body of a 2xx answer goes to a hidden temporary file next to `destination` as it arrives (with
    /// ``CurlTransport``; a transport that does not stream to disk hands the body over in memory and the client writes
    /// it) and is renamed to `destination` only once the whole body is there, replacing a file of that name. So the
    /// destination never holds a partial body:
    ///
    /// - an error status is read into memory and throws the typed error (`.api` from the schema's `errors:` model,
    ///   else `.httpStatus`), as ``send(_:)`` does;
    /// - a failure mid-body (reset, timeout, `maxBytes` exceeded) throws `.transport` and removes the temporary file;
    /// - a retry by middleware starts the temporary file again from byte 0; cancellation removes it.
    ///
    /// `maxBytes` limits the body (the transport's in-memory limit does not apply to it); `progress` hears the bytes
    /// written, with the `Content-Length` as total when the server announced one (else a negative total until the
    /// end), starting again from 0 for every answer.
    ///
    /// - Returns: the destination and the number of bytes written.
    public func download<R: Request>(
        _ request: R, to destination: URL, maxBytes: Int64? = nil,
        progress: (@Sendable (TransferProgress) -> Void)? = nil
    ) async throws(ClientError<API>) -> DownloadedFile where R.API == API, R.Response == Data {
        var isDirectory: ObjCBool = false
        let directory = destination.deletingLastPathComponent()
        guard destination.isFileURL,
            FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw .invalidRequest("cannot download to \(destination.path): its directory does not exist")
        }
        let target = DownloadTarget(destination: destination, maxBytes: maxBytes, progress: progress.map { .init($0) })
        var httpRequest = try makeHTTPRequest(for: request)
        httpRequest.download = target
        defer { _ = unlink(target.temporaryURL.path) }
        let response: HTTPResponse
        do {
            response = try await run(httpRequest)
        } catch {
            throw ClientError.wrap(error)
        }
        guard response.isSuccess else {
            _ = try handle(response, for: request, context: makeContext())
            throw .httpStatus(response)
        }
        let written = try Self.place(response, target: target)
        guard rename(target.temporaryURL.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            throw .transport(TransportError(.other, "cannot move the download to \(destination.path): \(reason)"))
        }
        return DownloadedFile(url: destination, byteCount: written)
    }

    /// Makes sure the body is in the target's temporary file: the transport's file, or the in-memory body written out.
    private static func place(_ response: HTTPResponse, target: DownloadTarget) throws(ClientError<API>) -> Int64 {
        if let file = response.bodyFile {
            guard file.url == target.temporaryURL else {
                throw .transport(TransportError(.other, "the transport wrote the download to \(file.url.path)"))
            }
            return file.byteCount
        }
        let writer = DownloadFileWriter(target: target)
        do throws(TransportError) {
            try writer.begin()
            writer.expect(total: Int64(response.body.count))
            try writer.append(response.body)
        } catch {
            writer.discard()
            throw .transport(error)
        }
        return writer.finish().byteCount
    }
}
