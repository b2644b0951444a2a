import Crypto
import Foundation

/// The length and MD5 of a file, read in chunks (never whole), for upload APIs that check `Content-MD5`.
public struct FileDigest: Sendable, Hashable {
    /// The file's size in bytes.
    public let length: Int64
    /// The 16-byte MD5 digest.
    public let md5: Data

    /// The digest as `Content-MD5` wants it: base64 of the 16 bytes.
    public var md5Base64: String { md5.base64EncodedString() }

    /// Reads a file once and digests it.
    ///
    /// - Throws: ``TransportError`` of kind `.other` when the file cannot be opened or read.
    public init(of file: URL, chunkSize: Int = 256 * 1024) throws(TransportError) {
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: file)
        } catch {
            throw TransportError(.other, "cannot open \(file.path): \(error.localizedDescription)")
        }
        defer { try? handle.close() }
        var hasher = Insecure.MD5()
        var length: Int64 = 0
        do {
            while let chunk = try handle.read(upToCount: chunkSize), !chunk.isEmpty {
                hasher.update(data: chunk)
                length += Int64(chunk.count)
            }
        } catch {
            throw TransportError(.other, "cannot read \(file.path): \(error.localizedDescription)")
        }
        self.length = length
        self.md5 = Data(hasher.finalize())
    }
}
