import CZlib
import Foundation

/// Compresses test bodies with the system zlib, in the three framings HTTP servers send: gzip, zlib-wrapped
/// `deflate` (RFC 9110) and the raw deflate stream some servers send as `deflate`.
enum TestCompression {
    /// A framing of a deflate stream.
    enum Format {
        case gzip
        case zlib
        case rawDeflate

        var windowBits: Int32 {
            switch self {
            case .gzip: 15 + 16
            case .zlib: 15
            case .rawDeflate: -15
            }
        }
    }

    /// `data` compressed whole in `format`; `nil` only if zlib fails, which a test reports.
    static func compress(_ data: Data, _ format: Format) -> Data? {
        var stream = z_stream()
        let level = Z_DEFAULT_COMPRESSION
        guard
            deflateInit2_(
                &stream, level, Z_DEFLATED, format.windowBits, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
                Int32(MemoryLayout<z_stream>.size)) == Z_OK
        else { return nil }
        defer { deflateEnd(&stream) }
        var input = [UInt8](data)
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(input.count))) + 64)
        let code = input.withUnsafeMutableBufferPointer { inputBuffer in
            output.withUnsafeMutableBufferPointer { outputBuffer in
                stream.next_in = inputBuffer.baseAddress
                stream.avail_in = UInt32(inputBuffer.count)
                stream.next_out = outputBuffer.baseAddress
                stream.avail_out = UInt32(outputBuffer.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard code == Z_STREAM_END else { return nil }
        return Data(output.prefix(Int(stream.total_out)))
    }

    /// Text of `count` bytes that compresses well but not to nothing: numbered JSON-like records.
    static func sampleText(count: Int) -> Data {
        var text = ""
        var index = 0
        while text.utf8.count < count {
            text += "{\"id\":\(index),\"name\":\"item \(index * 7919 % 1000)\",\"tags\":[\"a\",\"b\"]},"
            index += 1
        }
        return Data(text.utf8.prefix(count))
    }
}
