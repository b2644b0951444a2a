import Foundation
import LoopbackServer
import Testing

@testable import APIRuntime

/// `URLSessionTransport` against the real loopback server.
@Suite("URLSessionTransport")
struct TransportURLSessionTests {
    let transport = URLSessionTransport()

    @Test func getReturnsStatusHeadersAndBody() async throws {
        let server = try await LoopbackServer.start { request in
            .xml("<response><path>\(request.path)</path></response>").adding(header: "X-Reply", "yes")
        }
        let response = try await transport.send(
            HTTPRequest(method: .get, url: server.url("api.asp?cmd=logon"), headers: ["X-Trace": "42"]))
        await server.stop()
        #expect(response.statusCode == 200)
        #expect(response.headers["x-reply"] == "yes")
        #expect(String(decoding: response.body, as: UTF8.self) == "<response><path>/api.asp</path></response>")
        let recorded = try #require(server.lastRequest)
        #expect(recorded.method == "GET")
        #expect(recorded.uri == "/api.asp?cmd=logon")
        #expect(recorded.header("X-Trace") == "42")
    }

    @Test func postSendsTheBody() async throws {
        let server = try await LoopbackServer.start { request in .text(request.bodyText, status: 201) }
        let body = Data(#"{"a":1}"#.utf8)
        let response = try await transport.send(
            HTTPRequest(
                method: .post, url: server.url("items"), headers: ["Content-Type": "application/json"],
                body: .data(body)))
        await server.stop()
        #expect(response.statusCode == 201)
        #expect(response.body == body)
        #expect(server.lastRequest?.body == body)
        #expect(server.lastRequest?.header("Content-Type") == "application/json")
    }

    @Test func streamedMultipartBodyArrivesWhole() async throws {
        let server = try await LoopbackServer.start { request in .text(String(request.bodyByteCount)) }
        let file = try TransportCurlUploadTests.makeTemporaryFile(size: 300_000)
        defer { try? FileManager.default.removeItem(at: file) }
        let stream = BodyStream(segments: [
            .data(Data("--b\r\n\r\n".utf8)), .file(file, offset: 1000, length: 200_000), .data(Data("\r\n--b--".utf8)),
        ])
        let response = try await transport.send(
            HTTPRequest(
                method: .post, url: server.url("upload"), headers: ["Content-Type": "multipart/form-data; boundary=b"],
                body: .stream(stream)))
        await server.stop()
        #expect(String(decoding: response.body, as: UTF8.self) == String(200_000 + 7 + 7))
        let expected = try stream.collect()
        #expect(server.lastRequest?.body == expected)
    }

    @Test func serverErrorIsAResponse() async throws {
        let server = try await LoopbackServer.start { _ in .text("oops", status: 500) }
        let response = try await transport.send(HTTPRequest(method: .get, url: server.url("x")))
        await server.stop()
        #expect(response.statusCode == 500)
    }

    @Test func connectFailureIsTyped() async throws {
        // Reserved, never listened on: refused, and no other process's server can answer there.
        let closed = try ReservedPort()
        defer { withExtendedLifetime(closed) {} }
        let url = closed.url("x")
        let error = await #expect(throws: TransportError.self) {
            _ = try await transport.send(HTTPRequest(method: .get, url: url))
        }
        #expect(error?.kind == .connect)
    }

    @Test func totalTimeoutIsTyped() async throws {
        // The server answers only once the test has seen the request end: only the timeout can end it.
        let release = LoopbackGate()
        let server = try await LoopbackServer.start { _ in
            await release.wait()
            return .text("late")
        }
        let error = await #expect(throws: TransportError.self) {
            _ = try await transport.send(
                HTTPRequest(method: .get, url: server.url("slow"), timeout: .milliseconds(300)))
        }
        #expect(error?.kind == .timeout)
        release.open()
        await server.stop()
    }

    @Test func cancellationIsTyped() async throws {
        let arrived = LoopbackGate()
        let release = LoopbackGate()
        let server = try await LoopbackServer.start { _ in
            arrived.open()
            await release.wait()
            return .text("late")
        }
        let url = server.url("hang")
        let transport = self.transport
        let task = Task { try await transport.send(HTTPRequest(method: .get, url: url)) }
        await arrived.wait()
        task.cancel()
        let result = await task.result
        guard case .failure(let error) = result else {
            Issue.record("expected cancellation")
            return
        }
        #expect((error as? TransportError)?.kind == .cancelled)
        release.open()
        await server.stop()
    }

    @Test func responseOverTheLimitIsTyped() async throws {
        let limited = URLSessionTransport(maxResponseBytes: 10_000)
        let server = try await LoopbackServer.start { _ in .repeating(1, count: 50_000) }
        let error = await #expect(throws: TransportError.self) {
            _ = try await limited.send(HTTPRequest(method: .get, url: server.url("big")))
        }
        #expect(error?.kind == .responseTooLarge)
        await server.stop()
    }
}
