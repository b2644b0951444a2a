import Foundation
import LoopbackServer
import Testing

@testable import APIRuntime

/// Streamed answers through `URLSessionTransport` and the loopback server: records are handed out as they arrive
/// (not at the end), error statuses are read whole and typed, a cut stream fails after the records read, and a reader
/// too far behind fails the stream instead of holding the body.
@Suite("URLSessionTransport streams")
struct URLSessionStreamingTests {
    typealias Event = ClientStreamingTests.Event

    static func client(_ server: LoopbackServer, maxResponseBytes: Int = 64 << 20) -> Client<FakeAPI> {
        ClientStreamingTests.client(server, transport: URLSessionTransport(maxResponseBytes: maxResponseBytes))
    }

    @Test func aRecordIsHandedOutBeforeTheAnswerEnds() async throws {
        try await StreamContract.recordsArriveBeforeTheAnswerEnds(through: URLSessionTransport())
    }

    @Test func aPostedRequestStreamsEventsUpToTheTerminator() async throws {
        let body = "data: {\"n\":1}\n\n: keep-alive\n\ndata: {\"n\":2}\n\ndata: [DONE]\n\ndata: {\"n\":3}\n\n"
        let server = try await LoopbackServer.start(answering: .data(Data(body.utf8), contentType: "text/event-stream"))
        defer { Task { await server.stop() } }
        var received: [Int] = []
        for try await event in Self.client(server).events(ClientStreamingTests.Deltas()) {
            received.append(event.data.n)
        }
        #expect(received == [1, 2])
        #expect(server.lastRequest?.method == "POST")
    }

    @Test func anErrorStatusIsReadWholeAndTyped() async throws {
        let envelope = #"{"HasErrors":true,"Errors":[{"Message":"no such stream"}]}"#
        let server = try await LoopbackServer.start(answering: .json(envelope, status: 404))
        defer { Task { await server.stop() } }
        do {
            for try await _ in Self.client(server).stream(ClientStreamingTests.Events(path: "missing")) {
                Issue.record("an error status streamed")
            }
            Issue.record("an error status ended cleanly")
        } catch let error as ClientError<FakeAPI> {
            guard case .api(let failure, _) = error else {
                Issue.record("expected .api, got \(error)")
                return
            }
            #expect(failure.messages == ["no such stream"])
        }
    }

    @Test func aConnectionCutMidStreamFailsAfterTheRecordsAlreadyRead() async throws {
        try await StreamContract.aCutStreamFailsAfterTheRecordsRead(through: URLSessionTransport())
    }

    @Test func aReaderTooFarBehindFailsTheStreamInsteadOfHoldingTheBody() async throws {
        let server = try await LoopbackServer.start(
            answering: LoopbackResponse(
                body: .repeating(UInt8(ascii: "a"), count: 8 << 20, chunkSize: 64 << 10, chunked: true)))
        defer { Task { await server.stop() } }
        var request = HTTPRequest(method: .get, url: server.url("big"))
        let sink = ResponseStreamSink()
        request.stream = sink
        // Nothing reads the sink: the transport must give up once 256 KiB wait unread.
        let error = await #expect(throws: TransportError.self) {
            defer { sink.finish() }
            _ = try await URLSessionTransport(maxResponseBytes: 256 << 10).send(request)
        }
        #expect(error?.kind == .responseTooLarge)
        #expect(sink.deliveredBytes < 8 << 20)
        #expect(sink.deliveredBytes > 256 << 10)
    }

    @Test func aStreamedBodyIsNotHeldInTheResponse() async throws {
        let server = try await LoopbackServer.start(
            answering: .data(Data("{\"n\":1}\n".utf8), contentType: "application/x-ndjson"))
        defer { Task { await server.stop() } }
        var request = HTTPRequest(method: .get, url: server.url("events"))
        let sink = ResponseStreamSink()
        request.stream = sink
        let response = try await URLSessionTransport().send(request)
        sink.finish()
        var delivered = Data()
        for await block in sink.chunks { delivered += block }
        #expect(response.statusCode == 200)
        #expect(response.body.isEmpty)
        #expect(sink.hasBegun)
        #expect(delivered == Data("{\"n\":1}\n".utf8))
    }

    @Test func eventsReconnectThroughURLSession() async throws {
        let server = try await LoopbackServer.start { request in
            switch request.header("Last-Event-ID") {
            case nil: return ClientEventReconnectionTests.events("id: 1\ndata: {\"n\":1}\n\n")
            case "1"?: return ClientEventReconnectionTests.events("id: 2\ndata: {\"n\":2}\n\ndata: [DONE]\n\n")
            default: return .text("unknown event ID", status: 400)
            }
        }
        defer { Task { await server.stop() } }
        var received: [Int] = []
        for try await event in Self.client(server).events(
            ClientEventReconnectionTests.Changes(), reconnect: ClientEventReconnectionTests.quick)
        {
            received.append(event.data.n)
        }
        #expect(received == [1, 2])
    }
}
