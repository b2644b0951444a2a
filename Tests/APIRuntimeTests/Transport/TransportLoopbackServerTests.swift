import Foundation
import LoopbackServer
import Testing

@testable import APIRuntime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The loopback server's own behaviour, seen through `CurlTransport`.
@Suite("LoopbackServer")
struct TransportLoopbackServerTests {
    let transport = CurlTransport(configuration: .init(proxy: .none))

    @Test func closingConnectionForcesANewOne() async throws {
        let server = try await LoopbackServer.start { request in
            request.path == "/close" ? .text("bye").closingConnection() : .text("hi")
        }
        _ = try await transport.send(HTTPRequest(method: .get, url: server.url("a")))
        _ = try await transport.send(HTTPRequest(method: .get, url: server.url("close")))
        _ = try await transport.send(HTTPRequest(method: .get, url: server.url("b")))
        await server.stop()
        #expect(server.connectionsAccepted == 2)
        #expect(server.requests.map(\.connectionNumber) == [1, 1, 2])
        #expect(server.requests.map(\.sequenceNumber) == [0, 1, 2])
    }

    @Test func handlerCanBeReplacedAndRequestsCleared() async throws {
        let server = try await LoopbackServer.start(answering: .text("first"))
        let first = try await transport.send(HTTPRequest(method: .get, url: server.url("x")))
        server.setHandler { _ in .text("second", status: 202) }
        server.clearRequests()
        let second = try await transport.send(HTTPRequest(method: .get, url: server.url("y")))
        await server.stop()
        #expect(String(decoding: first.body, as: UTF8.self) == "first")
        #expect(second.statusCode == 202)
        #expect(server.requests.map(\.path) == ["/y"])
    }

    @Test func throwingHandlerAnswers500() async throws {
        struct Boom: Error {}
        let server = try await LoopbackServer.start { _ in throw Boom() }
        let response = try await transport.send(HTTPRequest(method: .get, url: server.url("x")))
        await server.stop()
        #expect(response.statusCode == 500)
        #expect(String(decoding: response.body, as: UTF8.self).contains("Boom"))
    }

    @Test func formBodiesAndRepeatedHeadersAreRecordedExactly() async throws {
        let server = try await LoopbackServer.start { _ in .status(204) }
        var headers = HTTPHeaders()
        headers.add(name: "X-Tag", value: "a")
        headers.add(name: "x-tag", value: "b")
        headers.add(name: "Content-Type", value: "application/x-www-form-urlencoded")
        let body = Data("cmd=search&q=a%26b+c&cols=sTitle%2CixBug".utf8)
        _ = try await transport.send(
            HTTPRequest(method: .post, url: server.url("api.asp"), headers: headers, body: .data(body)))
        await server.stop()
        let request = try #require(server.lastRequest)
        #expect(request.headers.values(named: "X-TAG") == ["a", "b"])
        #expect(request.headers.contains(LoopbackHeaderField("x-tag", "b")))
        #expect(request.formItems.map(\.name) == ["cmd", "q", "cols"])
        #expect(request.formItems.map(\.value) == ["search", "a&b c", "sTitle,ixBug"])
    }

    @Test func serversAreIndependentAndStopCleanly() async throws {
        // `one` listens on a reserved port, so once it stopped no other process can be given the port and
        // answer the request below in its place.
        let reserved = try ReservedPort()
        let one = try await LoopbackServer.start(options: .init(reservedPort: reserved), answering: .text("one"))
        let two = try await LoopbackServer.start(answering: .text("two"))
        #expect(one.port == reserved.port)
        #expect(one.port != two.port)
        let a = try await transport.send(HTTPRequest(method: .get, url: one.url("x")))
        let b = try await transport.send(HTTPRequest(method: .get, url: two.url("x")))
        await one.stop()
        await two.stop()
        #expect(String(decoding: a.body, as: UTF8.self) == "one")
        #expect(String(decoding: b.body, as: UTF8.self) == "two")
        // Keep-alive connections were closed by stop() (one left open would carry the request to `one`), and
        // nothing listens: a new request is refused.
        let error = await #expect(throws: TransportError.self) {
            _ = try await transport.send(HTTPRequest(method: .get, url: one.url("x")))
        }
        #expect(error?.kind == .connect)
    }

    @Test func aReservedPortRefusesBetweenServersAndServesEachInTurn() async throws {
        let reserved = try ReservedPort()
        let url = reserved.url("x")
        let refusedFirst = await #expect(throws: TransportError.self) {
            _ = try await transport.send(HTTPRequest(method: .get, url: url))
        }
        #expect(refusedFirst?.kind == .connect)
        for answer in ["first", "second"] {
            let server = try await LoopbackServer.start(
                options: .init(reservedPort: reserved), answering: .text(answer))
            let response = try await transport.send(HTTPRequest(method: .get, url: url))
            #expect(String(decoding: response.body, as: UTF8.self) == answer)
            await server.stop()
            let refused = await #expect(throws: TransportError.self) {
                _ = try await transport.send(HTTPRequest(method: .get, url: url))
            }
            #expect(refused?.kind == .connect, "after \(answer)")
        }
    }

    @Test func noOtherSocketCanBindAReservedPortWhileAServerListensOrAfter() async throws {
        let reserved = try ReservedPort()
        let server = try await LoopbackServer.start(options: .init(reservedPort: reserved), answering: .status(200))
        #expect(Self.bindError(port: reserved.port) == EADDRINUSE)
        await server.stop()
        #expect(Self.bindError(port: reserved.port) == EADDRINUSE)
    }

    /// The `errno` of binding a socket with `SO_REUSEADDR` (as servers set it) to a port, `0` if it bound.
    private static func bindError(port: Int) -> Int32 {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        defer { close(descriptor) }
        var yes: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        return bound ? 0 : errno
    }
}
