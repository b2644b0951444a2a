import Foundation
import LoopbackServer
import Testing

@testable import APIRuntime

/// What every transport that streams answers must do, checked through `Client.stream(_:)` and the loopback server;
/// `ClientStreamingTests` runs it on `CurlTransport`, `URLSessionStreamingTests` on `URLSessionTransport`.
enum StreamContract {
    typealias Event = ClientStreamingTests.Event

    /// A record is handed out while the answer is still open: the server holds the rest of the body until the
    /// first record has arrived.
    static func recordsArriveBeforeTheAnswerEnds(through transport: any Transport) async throws {
        let gate = LoopbackGate()
        let chunks = [Data("{\"n\":1}\n{\"n\":".utf8), Data("2}\n\n{\"n\":3}".utf8)]
        let server = try await LoopbackServer.start(
            answering: LoopbackResponse(body: .chunked(chunks, interval: nil)).pausingAfterFirstChunk(until: gate))
        defer { Task { await server.stop() } }
        // A hang guard: if records only came at the end, the gate would never open and the test would hang.
        let guardTask = Task {
            try await Task.sleep(for: .seconds(60))
            gate.open()
        }
        defer { guardTask.cancel() }
        var received: [Event] = []
        var openedByFirstRecord = false
        let client = ClientStreamingTests.client(server, transport: transport)
        for try await event in client.stream(ClientStreamingTests.Events(path: "events")) {
            received.append(event)
            if received.count == 1 {
                openedByFirstRecord = !guardTask.isCancelled
                guardTask.cancel()
                gate.open()
            }
        }
        #expect(openedByFirstRecord)
        #expect(received == [Event(n: 1), Event(n: 2), Event(n: 3)])
    }

    /// A connection cut mid-body fails the stream with a transport error, after the records already complete.
    static func aCutStreamFailsAfterTheRecordsRead(through transport: any Transport) async throws {
        let body = Data("{\"n\":1}\n{\"n\":2}\n{\"n\":3}\n".utf8)
        let server = try await LoopbackServer.start(
            answering: LoopbackResponse.data(body).droppingConnection(afterBodyBytes: 10))
        defer { Task { await server.stop() } }
        var received: [Int] = []
        do {
            let client = ClientStreamingTests.client(server, transport: transport)
            for try await event in client.stream(ClientStreamingTests.Events(path: "events")) {
                received.append(event.n)
            }
            Issue.record("a cut stream ended normally")
        } catch let error as ClientError<FakeAPI> {
            guard case .transport = error else {
                Issue.record("expected .transport, got \(error)")
                return
            }
        }
        #expect(received == [1])
    }
}
