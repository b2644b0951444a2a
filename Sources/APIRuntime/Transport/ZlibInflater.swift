import CZlib
import Foundation

/// One zlib inflate stream for one content coding of a response body, fed as the bytes arrive.
///
/// `gzip` bodies may hold several members one after another (RFC 1952); each is inflated in turn, and bytes after a
/// complete member that do not start another are ignored, as every HTTP client does. `deflate` bodies are meant to
/// be zlib-wrapped (RFC 9110 section 8.4.1.2), but some servers send the raw stream: the first two bytes tell which.
/// The inflater knows whether its stream reached its end, which is how a body cut short is told from a whole one.
final class ZlibInflater {
    private enum State {
        /// No byte yet (or, for `deflate`, fewer than the two that tell its wrapper).
        case awaitingInput
        /// Inside a stream (a member, for `gzip`) that has not ended.
        case inflating
        /// After a stream's end: a further `gzip` member may follow.
        case ended
        /// After the end, bytes that start no member: ignored to the end of the body.
        case ignoringTail
    }

    /// The bytes produced per call to zlib; libcurl's own decoder uses 16 KiB.
    static let outputCapacity = 32 << 10

    private let coding: ContentDecoder.Coding
    private let stream: UnsafeMutablePointer<z_stream>
    private let output: UnsafeMutableRawBufferPointer
    private var state = State.awaitingInput
    private var initialized = false
    /// The first bytes of a `deflate` body, kept until there are two.
    private var deflateHeader: [UInt8] = []
    /// Whether a stream (a `gzip` member) has ended before the current one.
    private var completedStreams = 0
    /// The bytes the current stream has produced.
    private var producedInStream = 0

    init(coding: ContentDecoder.Coding) {
        self.coding = coding
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        output = .allocate(byteCount: Self.outputCapacity, alignment: 16)
    }

    deinit {
        if initialized { inflateEnd(stream) }
        stream.deinitialize(count: 1)
        stream.deallocate()
        output.deallocate()
    }

    /// The name of the coding this inflater undoes.
    var codingName: String { coding.name }

    /// Whether the body so far ends where its coding says it ends: no byte at all, or a complete stream.
    var isComplete: Bool {
        switch state {
        case .awaitingInput: deflateHeader.isEmpty
        case .ended, .ignoringTail: true
        case .inflating: false
        }
    }

    /// Inflates `input`, handing each run of produced bytes to `emit`.
    func inflate(
        _ input: UnsafeRawBufferPointer, emit: (UnsafeRawBufferPointer) throws(TransportError) -> Void
    ) throws(TransportError) {
        guard !input.isEmpty, state != .ignoringTail else { return }
        if state == .awaitingInput, coding == .deflate {
            // The wrapper is told by the first two bytes, which may arrive in separate pieces.
            let taken = min(2 - deflateHeader.count, input.count)
            deflateHeader.append(contentsOf: input.prefix(taken))
            guard deflateHeader.count == 2 else { return }
            try start(windowBits: Self.isZlibHeader(deflateHeader[0], deflateHeader[1]) ? 15 : -15)
            let header = UnsafeMutableRawBufferPointer.allocate(byteCount: 2, alignment: 1)
            defer { header.deallocate() }
            header.copyBytes(from: deflateHeader)
            try run(UnsafeRawBufferPointer(header), emit: emit)
            try run(UnsafeRawBufferPointer(rebasing: input[taken...]), emit: emit)
            return
        }
        if state == .awaitingInput { try start(windowBits: 15 + 16) }
        try run(input, emit: emit)
    }

    /// Whether two bytes start a zlib stream (RFC 1950): method 8 with a window of at most 32 KiB, and a check
    /// that makes the pair a multiple of 31.
    static func isZlibHeader(_ first: UInt8, _ second: UInt8) -> Bool {
        first & 0x0F == 8 && first >> 4 <= 7 && (UInt16(first) << 8 | UInt16(second)) % 31 == 0
    }

    private func start(windowBits: Int32) throws(TransportError) {
        let code = inflateInit2_(stream, windowBits, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard code == Z_OK else { throw failure("zlib could not start (\(code))") }
        initialized = true
        state = .inflating
    }

    /// Feeds bytes to the stream (or to the next `gzip` member) until zlib has consumed them all.
    private func run(
        _ input: UnsafeRawBufferPointer, emit: (UnsafeRawBufferPointer) throws(TransportError) -> Void
    ) throws(TransportError) {
        guard let base = input.baseAddress, !input.isEmpty else { return }
        var offset = 0
        while offset < input.count, state != .ignoringTail {
            if state == .ended {
                // Bytes after a complete stream: another gzip member, or a tail to ignore (deflate has no members).
                guard coding == .gzip else {
                    state = .ignoringTail
                    return
                }
                inflateReset(stream)
                state = .inflating
                producedInStream = 0
            }
            let available = min(input.count - offset, Int(UInt32.max))
            stream.pointee.next_in = UnsafeMutablePointer(
                mutating: (base + offset).assumingMemoryBound(to: Bytef.self))
            stream.pointee.avail_in = UInt32(available)
            try drain(emit: emit)
            let consumed = available - Int(stream.pointee.avail_in)
            // zlib consumes input whenever it has room to write, so a standstill inside a stream is its failure.
            if consumed == 0, state == .inflating { throw failure("zlib made no progress on the \(coding.name) body") }
            offset += consumed
        }
        stream.pointee.next_in = nil
        stream.pointee.avail_in = 0
    }

    /// Calls zlib until it has consumed its input or its stream ends, emitting what it produces.
    private func drain(emit: (UnsafeRawBufferPointer) throws(TransportError) -> Void) throws(TransportError) {
        while true {
            stream.pointee.next_out = output.baseAddress!.assumingMemoryBound(to: Bytef.self)
            stream.pointee.avail_out = UInt32(output.count)
            let code = CZlib.inflate(stream, Z_NO_FLUSH)
            let produced = output.count - Int(stream.pointee.avail_out)
            if produced > 0 {
                producedInStream += produced
                try emit(UnsafeRawBufferPointer(rebasing: output[..<produced]))
            }
            switch code {
            case Z_STREAM_END:
                state = .ended
                completedStreams += 1
                return
            case Z_OK, Z_BUF_ERROR:
                // Z_BUF_ERROR: nothing more can be done with this input; more input is needed.
                if stream.pointee.avail_in == 0 && produced < output.count { return }
                if code == Z_BUF_ERROR && produced == 0 { return }
            default:
                if completedStreams > 0, producedInStream == 0, code == Z_DATA_ERROR {
                    // Not the start of another member: a tail after a complete body.
                    state = .ignoringTail
                    return
                }
                let detail = stream.pointee.msg.map { String(cString: $0) } ?? "zlib error \(code)"
                throw failure("the body does not decode as \(coding.name): \(detail)")
            }
        }
    }

    private func failure(_ message: String) -> TransportError {
        TransportError(.protocolError, message)
    }
}
