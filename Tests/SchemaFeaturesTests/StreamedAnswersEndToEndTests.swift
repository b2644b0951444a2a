import APIRuntime
import APIRuntimeTesting
import Foundation
import Shelter
import Testing

/// `response: { stream: … }` on Shelter over the loopback server: `WatchEvents` (JSON Lines of a family) hands out
/// each event as its line arrives, unknown kinds kept; `AskAdvice` (server-sent events) stops at `[DONE]`; `send`
/// returns every record; the stub transport answers records too.
@Suite struct StreamedAnswersEndToEndTests {
    @Test func eventsArriveOneByOneWhileTheAnswerIsStillOpen() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, _) = try OAuth2EndToEndTests.client(fake)
        // A hang guard: the server sends the rest only once the first event was handed out.
        let guardTask = Task {
            try await Task.sleep(for: .seconds(60))
            fake.eventsGate.open()
        }
        defer { guardTask.cancel() }
        var events: [ShelterEvent] = []
        var firstBeforeTheRest = false
        for try await event in client.stream(WatchEvents(since: 1)) {
            events.append(event)
            if events.count == 1 {
                firstBeforeTheRest = !guardTask.isCancelled
                guardTask.cancel()
                fake.eventsGate.open()
            }
        }
        #expect(firstBeforeTheRest)
        #expect(events.count == 3)
        guard case .arrival(let first) = events[0], case .arrival(let second) = events[1], case .unknown = events[2]
        else {
            Issue.record("unexpected events \(events)")
            return
        }
        #expect([first.petID, second.petID] == ["p1", "p2"])
        let sent = try #require(fake.server.requests.first { $0.path == "/v1/events" })
        #expect(sent.header("Accept") == "application/x-ndjson")
        #expect(sent.header("Authorization")?.hasPrefix("Bearer ") == true)
    }

    @Test func adviceStopsAtDoneAndSendReturnsEveryRecord() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, _) = try OAuth2EndToEndTests.client(fake)
        var text = ""
        for try await delta in client.stream(AskAdvice(question: "How often?")) { text += delta.text }
        #expect(text == "Feed twice a day.")
        #expect(try await client.send(AskAdvice(question: "How often?")).map(\.text) == ["Feed ", "twice a day."])
        // The same answer as events: each with its `event:` type.
        var kinds: [String] = []
        for try await event in client.events(AskAdvice(question: "How often?")) {
            kinds.append("\(event.event): \(event.data.text)")
        }
        #expect(kinds == ["message: Feed ", "delta: twice a day."])
        let sent = try #require(fake.server.requests.first { $0.path == "/v1/advice" })
        #expect(sent.header("Accept") == "text/event-stream")
        #expect(String(decoding: sent.body, as: UTF8.self) == #"{"question":"How often?"}"#)
    }

    @Test func anEndpointThatSetsStreamGetsEventsWhateverTheCallerSent() async throws {
        let fake = try await FakeShelterServer.start()
        defer { Task { await fake.stop() } }
        let (client, _) = try OAuth2EndToEndTests.client(fake)
        // The caller leaves `stream` out, or even says false: the endpoint's `set: { stream: true }` wins.
        for question in [VetQuestion(question: "How often?"), VetQuestion(question: "How often?", stream: false)] {
            var texts: [String] = []
            for try await delta in client.stream(AskVet(question: question)) { texts.append(delta.text) }
            #expect(texts == ["Feed twice a day."])
        }
        let sent = fake.server.requests.filter { $0.path == "/v1/advice/vet" }.map {
            String(decoding: $0.body, as: UTF8.self)
        }
        #expect(sent == Array(repeating: #"{"question":"How often?","stream":true}"#, count: 2))
    }

    @Test func theStubTransportAnswersRecords() async throws {
        let stubs = StubTransport<ShelterAPI>(routes: [StubRoute(AskAdvice.self, method: .post, path: "advice")])
        stubs.on(AskAdvice.self) { _ in .records([AdviceDelta(text: "a"), AdviceDelta(text: "b")], of: AskAdvice.self) }
        let client = Client<ShelterAPI>(
            environment: .production, settings: .init(clientID: "c", clientSecret: "s"), transport: stubs)
        var texts: [String] = []
        for try await delta in client.stream(AskAdvice(question: "q")) { texts.append(delta.text) }
        #expect(texts == ["a", "b"])
    }
}
