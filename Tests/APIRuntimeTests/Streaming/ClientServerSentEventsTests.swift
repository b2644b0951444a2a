import Foundation
import LoopbackServer
import Testing

@testable import APIRuntime

/// `Client.events(_:lastEventID:reconnect:)` through `CurlTransport` and the loopback server: each event comes with its type,
/// the last event ID and the reconnection time, and a resumed stream sends `Last-Event-ID`.
@Suite("Client server-sent events")
struct ClientServerSentEventsTests {
    typealias Event = ClientStreamingTests.Event

    /// A stream of changes: two before the cut, one after, as a server that honours `Last-Event-ID` sends them.
    static func answer(_ request: LoopbackRequest) -> LoopbackResponse {
        let body: String
        switch request.header("Last-Event-ID") {
        case nil:
            body = "retry: 3000\n\nevent: created\nid: 41\ndata: {\"n\":1}\n\n: ping\n\nid: 42\ndata: {\"n\":2}\n\n"
        case "42"?:
            body = "event: deleted\nid: 43\ndata: {\"n\":3}\n\ndata: [DONE]\n\n"
        default:
            return .text("unknown event ID", status: 400)
        }
        return .data(Data(body.utf8), contentType: "text/event-stream")
    }

    @Test func eventsComeWithTheirTypeIDAndRetry() async throws {
        let server = try await LoopbackServer.start { Self.answer($0) }
        defer { Task { await server.stop() } }
        var received: [ServerSentEvent<Event>] = []
        for try await event in ClientStreamingTests.client(server).events(ClientStreamingTests.Deltas()) {
            received.append(event)
        }
        #expect(
            received == [
                ServerSentEvent(event: "created", id: "41", retry: .seconds(3), data: Event(n: 1)),
                ServerSentEvent(event: "message", id: "42", retry: .seconds(3), data: Event(n: 2)),
            ])
    }

    @Test func aResumedStreamSendsTheLastEventID() async throws {
        let server = try await LoopbackServer.start { Self.answer($0) }
        defer { Task { await server.stop() } }
        let client = ClientStreamingTests.client(server)
        var lastID: String?
        for try await event in client.events(ClientStreamingTests.Deltas()) { lastID = event.id }
        var resumed: [ServerSentEvent<Event>] = []
        for try await event in client.events(ClientStreamingTests.Deltas(), lastEventID: lastID) {
            resumed.append(event)
        }
        #expect(resumed == [ServerSentEvent(event: "deleted", id: "43", data: Event(n: 3))])
    }

    @Test func aStreamThatIsNotEventsGivesMessagesWithoutIDs() async throws {
        let body = "{\"n\":1}\n{\"n\":2}\n"
        let server = try await LoopbackServer.start(
            answering: .data(Data(body.utf8), contentType: "application/x-ndjson"))
        defer { Task { await server.stop() } }
        var received: [ServerSentEvent<Event>] = []
        for try await event in ClientStreamingTests.client(server).events(ClientStreamingTests.Events(path: "e")) {
            received.append(event)
        }
        #expect(received == [ServerSentEvent(data: Event(n: 1)), ServerSentEvent(data: Event(n: 2))])
    }

    @Test func anErrorStatusFailsTheEventsAsItFailsTheRecords() async throws {
        let server = try await LoopbackServer.start { Self.answer($0) }
        defer { Task { await server.stop() } }
        do {
            for try await _ in ClientStreamingTests.client(server).events(
                ClientStreamingTests.Deltas(), lastEventID: "7")
            {
                Issue.record("an error status gave an event")
            }
            Issue.record("an error status streamed")
        } catch let error as ClientError<FakeAPI> {
            #expect(error.statusCode == 400)
        }
    }

    @Test func aJSONAnswerToARequestForEventsIsAnErrorNotAnEmptyStream() async throws {
        // A server that ignores the request for events (no `stream: true` in the body) answers JSON.
        let server = try await LoopbackServer.start(answering: .json(#"{"n": 1, "choices": []}"#))
        defer { Task { await server.stop() } }
        let client = ClientStreamingTests.client(server)
        do {
            for try await _ in client.events(ClientStreamingTests.Deltas()) { Issue.record("JSON gave an event") }
            Issue.record("a JSON answer ended as an empty stream")
        } catch let error as ClientError<FakeAPI> {
            guard case .transport(let failure) = error, failure.kind == .malformedResponse else {
                Issue.record("expected .transport(.malformedResponse), got \(error)")
                return
            }
            #expect(failure.description.contains("not a stream of server-sent events"))
        }
        await #expect(throws: ClientError<FakeAPI>.self) { _ = try await client.send(ClientStreamingTests.Deltas()) }
    }
}
