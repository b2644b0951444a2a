import Foundation
import LoopbackServer
import Testing

@testable import APIRuntime

/// `Client.events(_:reconnect:)` with automatic reconnection, through `CurlTransport` and the loopback server: an
/// answer that ends or breaks off is sent again from the last event ID after the server's `retry:` time, until the
/// terminator, a `204` or a failure that is not transient, and only as many times in a row as the policy allows.
@Suite("Client event stream reconnection")
struct ClientEventReconnectionTests {
    typealias Event = ClientStreamingTests.Event

    /// A change feed: a `GET` of server-sent events, ended by `[DONE]` when the server has nothing more.
    struct Changes: StreamingRequest {
        typealias API = FakeAPI
        typealias Element = Event
        var path: String { "changes" }
        var method: HTTPMethod { .get }
        static var streamFormat: StreamFormat { .serverSentEvents(terminator: "[DONE]") }

        func parseResponse(_ response: HTTPResponse, context: ResponseContext) throws -> [Event] {
            try parseStreamRecords(response, context: context)
        }
    }

    static func events(_ text: String) -> LoopbackResponse {
        .data(Data(text.utf8), contentType: "text/event-stream")
    }

    static let quick = EventStreamReconnection.automatic(delay: .milliseconds(5), maxAttempts: 3)

    static func receive(
        _ server: LoopbackServer, lastEventID: String? = nil, policy: EventStreamReconnection = quick
    ) async throws -> [ServerSentEvent<Event>] {
        var received: [ServerSentEvent<Event>] = []
        for try await event in ClientStreamingTests.client(server).events(
            Changes(), lastEventID: lastEventID, reconnect: policy)
        {
            received.append(event)
        }
        return received
    }

    @Test func anAnswerThatEndsIsSentAgainFromTheLastEventIDUntilA204() async throws {
        let server = try await LoopbackServer.start { request in
            switch request.header("Last-Event-ID") {
            case nil: return Self.events("retry: 10\n\nid: 1\ndata: {\"n\":1}\n\nid: 2\ndata: {\"n\":2}\n\n")
            // An event without an `id:` keeps the ID of the earlier connection's last event.
            case "2"?: return Self.events("data: {\"n\":3}\n\nid: 4\ndata: {\"n\":4}\n\n")
            case "4"?: return .status(204)
            default: return .text("unknown event ID", status: 400)
            }
        }
        defer { Task { await server.stop() } }
        let received = try await Self.receive(server)
        #expect(received.map(\.data.n) == [1, 2, 3, 4])
        #expect(received.map(\.id) == ["1", "2", "2", "4"])
        #expect(received.map(\.retry) == Array(repeating: .milliseconds(10), count: 4))
        #expect(server.requests.map { $0.header("Last-Event-ID") } == [nil, "2", "4"])
    }

    @Test func aStreamThatBreaksOffMidEventIsResumedAndTheHalfEventIsDropped() async throws {
        let first = "id: 1\ndata: {\"n\":1}\n\nid: 2\ndata: {\"n\":"
        let server = try await LoopbackServer.start { request in
            switch request.header("Last-Event-ID") {
            case "7"?: return Self.events(first + "2}\n\n").droppingConnection(afterBodyBytes: first.utf8.count)
            case "1"?: return Self.events("id: 2\ndata: {\"n\":2}\n\ndata: [DONE]\n\ndata: {\"n\":99}\n\n")
            default: return .text("unexpected", status: 400)
            }
        }
        defer { Task { await server.stop() } }
        let received = try await Self.receive(server, lastEventID: "7")
        #expect(received.map(\.data.n) == [1, 2])
        #expect(server.requests.map { $0.header("Last-Event-ID") } == ["7", "1"])
    }

    @Test func anErrorStatusOnReconnectingFailsTheStreamAfterTheEventsDelivered() async throws {
        let server = try await LoopbackServer.start { request in
            request.header("Last-Event-ID") == nil
                ? Self.events("id: 1\ndata: {\"n\":1}\n\n") : .text("session expired", status: 401)
        }
        defer { Task { await server.stop() } }
        var received: [Int] = []
        do {
            for try await event in ClientStreamingTests.client(server).events(Changes(), reconnect: Self.quick) {
                received.append(event.data.n)
            }
            Issue.record("an error status ended the stream cleanly")
        } catch let error as ClientError<FakeAPI> {
            #expect(error.statusCode == 401)
        }
        #expect(received == [1])
        #expect(server.requests.count == 2)
    }

    @Test func reconnectionsThatDeliverNothingAreBoundedAndEndWithTheLastFailure() async throws {
        let server = try await LoopbackServer.start { _ in
            Self.events("id: 1\ndata: {\"n\":1}\n\n").droppingConnection(afterBodyBytes: 0)
        }
        defer { Task { await server.stop() } }
        do {
            let received = try await Self.receive(server)
            Issue.record("a server that always breaks off gave \(received.count) events and a clean end")
        } catch let error as ClientError<FakeAPI> {
            guard case .transport(let failure) = error else {
                Issue.record("expected a transport failure, got \(error)")
                return
            }
            #expect(failure.isTransient)
        }
        // The first connection and three reconnections.
        #expect(server.requests.count == 4)
    }

    @Test func answersThatEndEmptyAreBoundedAndFinishCleanly() async throws {
        let server = try await LoopbackServer.start { _ in Self.events(": nothing yet\n\n") }
        defer { Task { await server.stop() } }
        let received = try await Self.receive(server, policy: .automatic(delay: .milliseconds(1), maxAttempts: 2))
        #expect(received.isEmpty)
        #expect(server.requests.count == 3)
    }

    @Test func anAnswerThatIsNoEventStreamIsNotSentAgain() async throws {
        let server = try await LoopbackServer.start(answering: .json(#"{"n": 1}"#))
        defer { Task { await server.stop() } }
        await #expect(throws: ClientError<FakeAPI>.self) { _ = try await Self.receive(server) }
        #expect(server.requests.count == 1)
    }

    @Test func withoutReconnectionAnAnswerThatEndsEndsTheStream() async throws {
        let server = try await LoopbackServer.start { _ in Self.events("id: 1\ndata: {\"n\":1}\n\n") }
        defer { Task { await server.stop() } }
        let received = try await Self.receive(server, policy: .never)
        #expect(received.map(\.data.n) == [1])
        #expect(server.requests.count == 1)
    }

    @Test func eventsWithoutAnIDKeepTheIDTheCallerResumedFrom() async throws {
        let server = try await LoopbackServer.start { _ in Self.events("data: {\"n\":1}\n\nid: 10\ndata: {\"n\":2}\n\n")
        }
        defer { Task { await server.stop() } }
        let received = try await Self.receive(server, lastEventID: "9", policy: .never)
        #expect(received.map(\.id) == ["9", "10"])
        #expect(server.lastRequest?.header("Last-Event-ID") == "9")
    }

    @Test func withoutReconnectionATransientFailureFailsTheStream() async throws {
        let server = try await LoopbackServer.start { _ in
            Self.events("id: 1\ndata: {\"n\":1}\n\n").droppingConnection(afterBodyBytes: 0)
        }
        defer { Task { await server.stop() } }
        await #expect(throws: ClientError<FakeAPI>.self) { _ = try await Self.receive(server, policy: .never) }
        #expect(server.requests.count == 1)
    }

    @Test func theWaitIsTheServersRetryTimeDoubledPerEmptyReconnectionAndCapped() {
        let policy = EventStreamReconnection.automatic(delay: .seconds(3), maximumDelay: .seconds(10))
        #expect(policy.wait(beforeAttempt: 1, retryMilliseconds: nil) == .seconds(3))
        #expect(policy.wait(beforeAttempt: 2, retryMilliseconds: nil) == .seconds(6))
        #expect(policy.wait(beforeAttempt: 3, retryMilliseconds: nil) == .seconds(10))
        #expect(policy.wait(beforeAttempt: 1, retryMilliseconds: 250) == .milliseconds(250))
        #expect(policy.wait(beforeAttempt: 4, retryMilliseconds: 250) == .seconds(2))
        #expect(policy.wait(beforeAttempt: 1, retryMilliseconds: 60_000) == .seconds(10))
        #expect(EventStreamReconnection.automatic(delay: .seconds(-1)).delay == .zero)
        #expect(!EventStreamReconnection.never.isEnabled)
    }
}
