import Foundation
import LoopbackServer
import Testing

@testable import APIRuntime

/// `Client.stream(_:)` through `CurlTransport` and the loopback server: records are handed out as their lines
/// arrive, an error status is the API's typed error, a record that does not decode ends the stream with its
/// number, and a transport that reads bodies whole gives the same records at the end.
@Suite("Client streams")
struct ClientStreamingTests {
    struct Event: Decodable, Sendable, Equatable {
        var n: Int
    }

    /// A JSON Lines endpoint of the fake API.
    struct Events: StreamingRequest {
        typealias API = FakeAPI
        typealias Element = Event
        var path: String
        var method: HTTPMethod { .get }
        static var streamFormat: StreamFormat { .jsonLines }

        func parseResponse(_ response: HTTPResponse, context: ResponseContext) throws -> [Event] {
            try parseStreamRecords(response, context: context)
        }
    }

    /// A server-sent-events endpoint ending with OpenAI's `[DONE]`.
    struct Deltas: StreamingRequest {
        typealias API = FakeAPI
        typealias Element = Event
        var path: String { "deltas" }
        var method: HTTPMethod { .post }
        static var streamFormat: StreamFormat { .serverSentEvents(terminator: "[DONE]") }

        func parseResponse(_ response: HTTPResponse, context: ResponseContext) throws -> [Event] {
            try parseStreamRecords(response, context: context)
        }
    }

    static func client(
        _ server: LoopbackServer, transport: any Transport = CurlTransport(configuration: .init(proxy: .none))
    )
        -> Client<FakeAPI>
    {
        Client<FakeAPI>(
            environment: .base(server.url("/").absoluteString), settings: .init(passkey: "k"), transport: transport)
    }

    static func lines(_ values: ClosedRange<Int>) -> [Data] {
        values.map { Data("{\"n\":\($0)}\n".utf8) }
    }

    @Test func aRecordIsHandedOutBeforeTheAnswerEnds() async throws {
        try await StreamContract.recordsArriveBeforeTheAnswerEnds(
            through: CurlTransport(configuration: .init(proxy: .none)))
    }

    @Test func sendReadsEveryRecordOfTheWholeAnswer() async throws {
        let server = try await LoopbackServer.start(
            answering: LoopbackResponse(body: .chunked(Self.lines(1...50), interval: nil)))
        defer { Task { await server.stop() } }
        let events = try await Self.client(server).send(Events(path: "events"))
        #expect(events.map(\.n) == Array(1...50))
    }

    @Test func serverSentEventsStopAtTheTerminator() async throws {
        let body = "data: {\"n\":1}\n\n: keep-alive\n\ndata: {\"n\":2}\n\ndata: [DONE]\n\ndata: {\"n\":3}\n\n"
        let server = try await LoopbackServer.start(answering: .data(Data(body.utf8), contentType: "text/event-stream"))
        defer { Task { await server.stop() } }
        var received: [Int] = []
        for try await event in Self.client(server).stream(Deltas()) { received.append(event.n) }
        #expect(received == [1, 2])
        #expect(try await Self.client(server).send(Deltas()).map(\.n) == [1, 2])
    }

    @Test func anErrorStatusIsTheAPIsTypedErrorAndYieldsNothing() async throws {
        let envelope = #"{"HasErrors":true,"Errors":[{"Message":"no such stream"}]}"#
        let server = try await LoopbackServer.start { request in
            request.uri.hasPrefix("/missing") ? .json(envelope, status: 404) : .text("busy", status: 503)
        }
        defer { Task { await server.stop() } }
        var received = 0
        do {
            for try await _ in Self.client(server).stream(Events(path: "missing")) { received += 1 }
            Issue.record("an error status streamed")
        } catch let error as ClientError<FakeAPI> {
            guard case .api(let failure, _) = error else {
                Issue.record("expected .api, got \(error)")
                return
            }
            #expect(failure.messages == ["no such stream"])
        }
        do {
            for try await _ in Self.client(server).stream(Events(path: "busy")) { received += 1 }
            Issue.record("an error status streamed")
        } catch let error as ClientError<FakeAPI> {
            guard case .httpStatus(let response) = error else {
                Issue.record("expected .httpStatus, got \(error)")
                return
            }
            #expect(response.body == Data("busy".utf8))
        }
        #expect(received == 0)
    }

    @Test func aRecordThatDoesNotDecodeEndsTheStreamNamingIt() async throws {
        let body = "{\"n\":1}\n{\"n\":\"two\"}\n{\"n\":3}\n"
        let server = try await LoopbackServer.start(
            answering: .data(Data(body.utf8), contentType: "application/x-ndjson"))
        defer { Task { await server.stop() } }
        var received: [Int] = []
        do {
            for try await event in Self.client(server).stream(Events(path: "events")) { received.append(event.n) }
            Issue.record("a bad record was read past")
        } catch let error as ClientError<FakeAPI> {
            guard case .decoding(let failure) = error else {
                Issue.record("expected .decoding, got \(error)")
                return
            }
            #expect(failure.message.hasPrefix("record 2:"))
        }
        #expect(received == [1])
    }

    @Test func aConnectionCutMidStreamFailsAfterTheRecordsAlreadyRead() async throws {
        try await StreamContract.aCutStreamFailsAfterTheRecordsRead(
            through: CurlTransport(configuration: .init(proxy: .none)))
    }

    @Test func aTransportThatReadsBodiesWholeGivesTheSameRecords() async throws {
        let body = Self.lines(1...3).reduce(Data(), +)
        let transport = ClosureTransport { request in
            #expect(request.stream != nil)
            return HTTPResponse(statusCode: 200, headers: HTTPHeaders(), body: body, url: request.url)
        }
        let client = Client<FakeAPI>(
            environment: .base("https://fake.example/"), settings: .init(passkey: "k"), transport: transport)
        var received: [Int] = []
        for try await event in client.stream(Events(path: "events")) { received.append(event.n) }
        #expect(received == [1, 2, 3])
    }
}

/// Back-pressure: `CurlTransport` pauses a streamed transfer while its reader is more than the sink's limit behind,
/// so a fast server and a slow reader hold about the limit in memory, not the body.
@Suite("Stream back-pressure")
struct StreamBackPressureTests {
    @Test func aSlowReaderHoldsAboutTheLimitNotTheBody() async throws {
        let count = 24 << 20
        let server = try await LoopbackServer.start(
            answering: LoopbackResponse(
                body: .repeating(UInt8(ascii: "a"), count: count, chunkSize: 256 << 10, chunked: true)))
        defer { Task { await server.stop() } }
        let transport = CurlTransport(configuration: .init(proxy: .none))
        var request = HTTPRequest(method: .get, url: server.url("big"))
        let sink = ResponseStreamSink(bufferLimit: 1 << 20)
        request.stream = sink
        let exchange = Task { () async throws -> HTTPResponse in
            defer { sink.finish() }
            return try await transport.send(request)
        }
        var read = 0
        for await block in sink.chunks {
            read += block.count
            sink.consumed(block.count)
            try await Task.sleep(for: .milliseconds(1))
        }
        let response = try await exchange.value
        #expect(response.statusCode == 200)
        #expect(response.body.isEmpty)
        #expect(read == count)
        // Without pausing, a loopback server outruns a reader sleeping a millisecond a block by far.
        #expect(sink.maxUnreadBytes <= (1 << 20) + (1 << 20), "\(sink.maxUnreadBytes) bytes waited unread")
    }
}
