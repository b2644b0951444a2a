import APIRuntime
import BlobStore
import Foundation
import LoopbackServer
import Testing

/// The blob store document's `/events`, imported and generated, over the loopback server.
///
/// A `oneOf` without a discriminator whose members each pin `kind` to a value of their own is a family keyed by
/// `kind`. As a union tried in order, every event would have decoded as the first member (both require `kind`
/// and `path`), a deleted file read as a created one; as a family each decodes as the member its `kind` names.
@Suite struct BlobStoreEventsEndToEndTests {
    static let events = """
        [{"kind": "file.deleted", "path": "a.txt"},
         {"kind": "file.created", "path": "b.txt", "size": 3},
         {"kind": "file.moved", "path": "c.txt", "to": "d.txt"}]
        """

    @Test func eachEventDecodesAsTheMemberItsKindNames() async throws {
        let server = try await LoopbackServer.start(answering: .json(Self.events))
        defer { Task { await server.stop() } }
        let log = IssueLog()
        let gateway = try BlobStoreEndToEndTests.client(server)
        let client = Client<BlobStoreAPI>(
            environment: gateway.environment, settings: gateway.settings, transport: gateway.transport,
            issueHandler: { log.append($0) })
        let events = try await client.send(ListEvents())
        #expect(events.count == 3)
        guard case .fileDeleted(let deleted) = events[0] else {
            Issue.record("expected a deleted file first, got \(events[0])")
            return
        }
        #expect(deleted.path == "a.txt")
        guard case .fileCreated(let created) = events[1] else {
            Issue.record("expected a created file second, got \(events[1])")
            return
        }
        #expect(created.path == "b.txt" && created.size == 3)
        // A kind the document does not list is kept whole, and reported.
        guard case .unknown(let json) = events[2] else {
            Issue.record("expected the unknown kind kept whole, got \(events[2])")
            return
        }
        #expect(json["to"] == .string("d.txt"))
        #expect(log.issues.map(\.kind) == [.unknownWireType], "\(log.issues)")
        #expect(log.issues.first?.wireName == "file.moved")
    }

    @Test func aMemberIsSentWithTheValueItPins() async throws {
        let server = try await LoopbackServer.start(answering: .status(204))
        defer { Task { await server.stop() } }
        let client = try BlobStoreEndToEndTests.client(server)
        let event = StoreEvent.fileDeleted(FileDeleted(kind: "file.deleted", path: "a.txt"))
        _ = try await client.send(ReplayEvent(storeEvent: event))
        let body = try #require(server.requests.first?.body)
        let object = try #require(try JSONSerialization.jsonObject(with: body) as? [String: String])
        #expect(object == ["kind": "file.deleted", "path": "a.txt"])
    }
}

/// The decoding issues a client reported, kept in order.
private final class IssueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [DecodingIssue] = []

    var issues: [DecodingIssue] { lock.withLock { kept } }

    func append(_ issue: DecodingIssue) { lock.withLock { kept.append(issue) } }
}
