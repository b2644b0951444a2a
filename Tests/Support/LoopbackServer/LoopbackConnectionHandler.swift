import Foundation
import NIOCore
import NIOHTTP1

/// Reads requests off one connection, records them, and writes the handler's responses.
///
/// Runs on the channel's event loop. The response is produced by an async handler in a task; every
/// write hops back to the event loop through a loop-bound reference. The pipeline handler that
/// `configureHTTPServerPipeline` installs holds pipelined requests back until a response has ended.
final class LoopbackConnectionHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let state: LoopbackServerState
    private let connectionNumber: Int
    private let maxStoredBodyBytes: Int
    private let statusOnHandlerError: Int
    private var head: HTTPRequestHead?
    private var body = Data()
    private var bodyByteCount = 0

    init(state: LoopbackServerState, connectionNumber: Int, maxStoredBodyBytes: Int, statusOnHandlerError: Int) {
        self.state = state
        self.connectionNumber = connectionNumber
        self.maxStoredBodyBytes = maxStoredBodyBytes
        self.statusOnHandlerError = statusOnHandlerError
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            self.head = head
            body = Data()
            bodyByteCount = 0
        case .body(let buffer):
            bodyByteCount += buffer.readableBytes
            let room = maxStoredBodyBytes - body.count
            if room > 0 {
                buffer.withUnsafeReadableBytes { bytes in
                    body.append(contentsOf: bytes.prefix(room))
                }
            }
        case .end:
            guard let head else { return }
            self.head = nil
            let request = LoopbackRequest(
                method: head.method.rawValue, uri: head.uri, version: "\(head.version)",
                headers: head.headers.map { LoopbackHeaderField($0.name, $0.value) }, body: body,
                bodyByteCount: bodyByteCount, connectionNumber: connectionNumber)
            body = Data()
            respond(to: request, keepAlive: head.isKeepAlive, context: context)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }

    private func respond(to request: LoopbackRequest, keepAlive: Bool, context: ChannelHandlerContext) {
        let state = self.state
        let (recorded, handler) = state.record(request)
        let writer = LoopbackResponseWriter(
            bound: NIOLoopBound(Endpoint(handler: self, context: context), eventLoop: context.eventLoop),
            eventLoop: context.eventLoop, state: state)
        let errorStatus = statusOnHandlerError
        LoopbackHandlerTask.start {
            let response: LoopbackResponse
            do {
                response = try await handler(recorded)
            } catch {
                response = .text("handler failed: \(error)", status: errorStatus)
            }
            let answered = await writer.send(response, keepAlive: keepAlive)
            state.finished(recorded, answered: answered)
        }
    }

    /// The handler and its context, usable only on the event loop.
    struct Endpoint {
        let handler: LoopbackConnectionHandler
        let context: ChannelHandlerContext

        func write(_ part: HTTPServerResponsePart, flush: Bool) -> EventLoopFuture<Void> {
            let future = context.write(handler.wrapOutboundOut(part))
            if flush { context.flush() }
            return future
        }

        func close() -> EventLoopFuture<Void> {
            context.flush()
            return context.close()
        }
    }
}

/// Writes one ``LoopbackResponse`` from a task: head, body (framed, paced, cut short on request), end.
struct LoopbackResponseWriter: Sendable {
    let bound: NIOLoopBound<LoopbackConnectionHandler.Endpoint>
    let eventLoop: any EventLoop
    let state: LoopbackServerState

    /// Sends the response; returns whether it was written completely.
    func send(_ response: LoopbackResponse, keepAlive: Bool) async -> Bool {
        if let hold = response.hold {
            await waitForGate(hold)
        }
        if let delay = response.delay {
            try? await Task.sleep(for: delay)
        }
        if response.disconnect == .beforeResponse {
            await close()
            return false
        }
        let chunked: Bool
        switch response.body {
        case .chunked: chunked = true
        case .repeating(_, _, _, let isChunked): chunked = isChunked
        case .data: chunked = false
        }
        let keepOpen = keepAlive && !response.closesConnection
        var headers = HTTPHeaders(response.headers.map { ($0.name, $0.value) })
        if chunked {
            headers.replaceOrAdd(name: "Transfer-Encoding", value: "chunked")
        } else {
            headers.replaceOrAdd(name: "Content-Length", value: String(response.body.count))
        }
        headers.replaceOrAdd(name: "Connection", value: keepOpen ? "keep-alive" : "close")
        let head = HTTPResponseHead(
            version: .http1_1, status: HTTPResponseStatus(statusCode: response.status), headers: headers)
        guard await write(.head(head), flush: true) else { return false }

        var budget: Int? = nil
        if case .afterBodyBytes(let count) = response.disconnect { budget = count }
        guard await writeBody(response.body, pause: response.pause, budget: &budget) else { return false }
        if budget != nil {
            await close()
            return false
        }
        guard await write(.end(nil), flush: true) else { return false }
        if !keepOpen { await close() }
        return true
    }

    /// Waits until enough requests are in flight or the gate opened; gives up (opening it) after the limit.
    private func waitForGate(_ hold: LoopbackResponse.Hold) async {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: hold.limit)
        while !state.holdGateIsOpen(atInFlight: hold.inFlight) {
            if clock.now >= deadline {
                state.openHoldGate()
                return
            }
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    /// Writes the body; returns `false` when the connection failed or was cut as asked.
    private func writeBody(_ body: LoopbackResponse.Body, pause: LoopbackGate?, budget: inout Int?) async -> Bool {
        switch body {
        case .data(let data):
            return await writePiece(data, budget: &budget)
        case .chunked(let chunks, let interval):
            for (index, chunk) in chunks.enumerated() {
                if index == 1, let pause { await pause.wait() }
                if index > 0, let interval { try? await Task.sleep(for: interval) }
                guard await writePiece(chunk, budget: &budget) else { return false }
            }
            return true
        case .repeating(let byte, let count, let chunkSize, _):
            var remaining = count
            let block = Data(repeating: byte, count: max(1, min(chunkSize, count)))
            while remaining > 0 {
                let piece = remaining >= block.count ? block : block.prefix(remaining)
                guard await writePiece(piece, budget: &budget) else { return false }
                remaining -= piece.count
            }
            return true
        }
    }

    private func writePiece(_ data: Data, budget: inout Int?) async -> Bool {
        var piece = data
        if let left = budget {
            if left <= 0 {
                await close()
                return false
            }
            if piece.count > left { piece = piece.prefix(left) }
            budget = left - piece.count
        }
        guard !piece.isEmpty else { return true }
        var buffer = ByteBufferAllocator().buffer(capacity: piece.count)
        buffer.writeBytes(piece)
        return await write(.body(.byteBuffer(buffer)), flush: true)
    }

    private func write(_ part: HTTPServerResponsePart, flush: Bool) async -> Bool {
        let bound = self.bound
        do {
            try await eventLoop.flatSubmit { bound.value.write(part, flush: flush) }.get()
            return true
        } catch {
            return false
        }
    }

    private func close() async {
        let bound = self.bound
        try? await eventLoop.flatSubmit { bound.value.close() }.get()
    }
}
