import Foundation
import LoopbackServer
import Testing

@testable import APIRuntime

/// `CurlTransport` with every caller run on its thread.
///
/// ``CurlTransport/CallerThread/allCallers``: the settings, concurrent callers, and cancellation of one
/// of them. Ordered by gates, never by clocks.
@Suite("CurlTransport with every caller on its thread")
struct TransportCurlAllCallersTests {
    private func transport() -> CurlTransport {
        CurlTransport(configuration: .init(proxy: .none, callerThread: .allCallers))
    }

    @Test func theTwoSettingsAgree() {
        var configuration = CurlTransport.Configuration()
        #expect(configuration.callerThread == .cooperativePool)
        #expect(!configuration.sequentialCallersOnTransportThread)
        configuration.sequentialCallersOnTransportThread = true
        #expect(configuration.callerThread == .sequentialCallers)
        configuration.callerThread = .allCallers
        #expect(configuration.sequentialCallersOnTransportThread)
        // Already on: setting `true` again keeps every caller there.
        configuration.sequentialCallersOnTransportThread = true
        #expect(configuration.callerThread == .allCallers)
        configuration.sequentialCallersOnTransportThread = false
        #expect(configuration.callerThread == .cooperativePool)
        let sequential = CurlTransport.Configuration(sequentialCallersOnTransportThread: true)
        #expect(sequential.callerThread == .sequentialCallers)
        let all = CurlTransport.Configuration(sequentialCallersOnTransportThread: true, callerThread: .allCallers)
        #expect(all.callerThread == .allCallers)
    }

    @Test func concurrentCallersAreServedAndStayOnTheTransportThread() async throws {
        let transport = transport()
        let server = try await LoopbackServer.start { request in .text("reply to \(request.path)") }
        let tasks = 16
        let sends = 20
        let stayed = try await withThrowingTaskGroup(of: Int.self) { group in
            for task in 0..<tasks {
                group.addTask {
                    var stayed = 0
                    for index in 0..<sends {
                        let request = HTTPRequest(method: .get, url: server.url("t\(task)/\(index)"))
                        let response = try await transport.send(request)
                        #expect(String(decoding: response.body, as: UTF8.self) == "reply to /t\(task)/\(index)")
                        if transport.isOnTransportThread { stayed += 1 }
                    }
                    return stayed
                }
            }
            return try await group.reduce(0, +)
        }
        #if os(Linux)
            // The toolchain's runtime leaves a task where it is when its executor preference ends; every
            // send returned on the transport's thread, concurrent or not.
            #expect(stayed == tasks * sends)
        #endif
        await server.stop()
        #expect(server.requests.count == tasks * sends)
        await transport.shutDownAndWait()
    }

    @Test func cancellingOneCallerEndsItAsCancelledAndLeavesTheOthers() async throws {
        let transport = transport()
        let held = try await HeldPathServer.start { request in .text("ok \(request.path)") }
        let server = held.server
        let slow = Task {
            _ = try await transport.send(HTTPRequest(method: .get, url: server.url("first")))
            return try await transport.send(HTTPRequest(method: .get, url: server.url("slow")))
        }
        await held.arrived.wait()
        // The slow request is in flight; other callers come and go on the thread meanwhile.
        let bodies = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<4 {
                group.addTask {
                    var last = ""
                    for round in 0..<5 {
                        let response = try await transport.send(
                            HTTPRequest(method: .get, url: server.url("o/\(index)/\(round)")))
                        last = String(decoding: response.body, as: UTF8.self)
                    }
                    return last
                }
            }
            return try await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(bodies == Set((0..<4).map { "ok /o/\($0)/4" }))
        slow.cancel()
        let error = await #expect(throws: TransportError.self) { try await slow.value }
        #expect(error?.kind == .cancelled)
        held.release.open()
        let after = try await transport.send(HTTPRequest(method: .get, url: server.url("again")))
        #expect(String(decoding: after.body, as: UTF8.self) == "ok /again")
        await server.stop()
        await transport.shutDownAndWait()
    }
}
