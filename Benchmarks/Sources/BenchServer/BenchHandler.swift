import NIOCore
import NIOHTTP1

/// Answers every request on one connection: the fixed JSON document, or a receipt for an upload.
final class BenchHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let payload: ByteBuffer
    private var keepAlive = true
    private var receivedBytes = 0
    private var hasBody = false

    /// Creates a handler serving `payload` to `GET`.
    init(payload: ByteBuffer) {
        self.payload = payload
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            keepAlive = head.isKeepAlive
            receivedBytes = 0
            hasBody = head.method != .GET && head.method != .HEAD
        case .body(let chunk):
            receivedBytes += chunk.readableBytes
        case .end:
            let body: ByteBuffer
            if hasBody {
                body = context.channel.allocator.buffer(string: "{\"received\":\(receivedBytes)}")
            } else {
                body = payload
            }
            var headers = HTTPHeaders()
            headers.add(name: "Content-Type", value: "application/json")
            headers.add(name: "Content-Length", value: String(body.readableBytes))
            if !keepAlive { headers.add(name: "Connection", value: "close") }
            let head = HTTPResponseHead(version: .http1_1, status: .ok, headers: headers)
            context.write(wrapOutboundOut(.head(head)), promise: nil)
            context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
            let keepAlive = self.keepAlive
            let channel = context.channel
            context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
                if !keepAlive { channel.close(promise: nil) }
            }
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}
