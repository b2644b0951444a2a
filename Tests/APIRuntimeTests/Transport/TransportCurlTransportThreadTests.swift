import Foundation
import LoopbackServer
import Testing

@testable import APIRuntime

/// `CurlTransport` with sequential callers resumed on its own thread.
///
/// ``CurlTransport/Configuration/sequentialCallersOnTransportThread``: correctness, the way off the
/// thread when others need it, cancellation and shutdown. Ordered by gates, never by clocks.
@Suite("CurlTransport callers on its thread")
struct TransportCurlTransportThreadTests {
    private func transport(onItsThread: Bool = true, busyPoll: Duration = .zero) -> CurlTransport {
        CurlTransport(
            configuration: .init(
                proxy: .none, busyPollWindow: busyPoll, sequentialCallersOnTransportThread: onItsThread))
    }

    @Test(arguments: [Duration.zero, .microseconds(200)])
    func sequentialSendsAreCorrectAndStayOnTheTransportThread(busyPoll: Duration) async throws {
        let transport = transport(busyPoll: busyPoll)
        let server = try await LoopbackServer.start { request in .text("reply to \(request.path)") }
        for index in 0..<50 {
            let response = try await transport.send(HTTPRequest(method: .get, url: server.url("n/\(index)")))
            #expect(response.statusCode == 200)
            #expect(String(decoding: response.body, as: UTF8.self) == "reply to /n/\(index)")
            #if os(Linux)
                // The toolchain's runtime leaves a task where it is when its executor preference ends
                // (older Apple runtimes move it to the pool, which is correct too, only slower).
                #expect(transport.isOnTransportThread)
            #endif
        }
        await server.stop()
        #expect(server.connectionsAccepted == 1)
        await transport.shutDownAndWait()
    }

    @Test func sendsFromTheTransportThreadAreDrivenInline() async throws {
        let transport = transport()
        let server = try await LoopbackServer.start { request in .text("reply to \(request.path)") }
        for index in 0..<20 {
            let response = try await transport.send(HTTPRequest(method: .get, url: server.url("i/\(index)")))
            #expect(String(decoding: response.body, as: UTF8.self) == "reply to /i/\(index)")
        }
        #if os(Linux)
            // The first request moves the task onto the thread; every later one is driven by it there.
            #expect(transport.loop.lock.withLock { transport.loop.inlineTransfers } == 19)
        #endif
        await server.stop()
        await transport.shutDownAndWait()
    }

    @Test func aTimeoutEndsATransferDrivenInline() async throws {
        let transport = transport()
        let held = try await HeldPathServer.start(holding: "/stall")
        let server = held.server
        _ = try await transport.send(HTTPRequest(method: .get, url: server.url("first")))
        let error = await #expect(throws: TransportError.self) {
            try await transport.send(HTTPRequest(method: .get, url: server.url("stall"), timeout: .milliseconds(200)))
        }
        #expect(error?.kind == .timeout)
        #if os(Linux)
            #expect(transport.loop.lock.withLock { transport.loop.inlineTransfers } == 1)
        #endif
        let after = try await transport.send(HTTPRequest(method: .get, url: server.url("again")))
        #expect(String(decoding: after.body, as: UTF8.self) == "ok")
        await held.stop()
        await transport.shutDownAndWait()
    }

    @Test func withoutTheSettingTasksNeverRunOnTheTransportThread() async throws {
        let transport = transport(onItsThread: false)
        let server = try await LoopbackServer.start(answering: .text("ok"))
        for _ in 0..<10 {
            _ = try await transport.send(HTTPRequest(method: .get, url: server.url("x")))
            #expect(!transport.isOnTransportThread)
        }
        #expect(transport.loop.lock.withLock { transport.loop.inlineTransfers } == 0)
        await server.stop()
    }

    @Test func concurrentJoinersDuringASequentialSendAllCompleteAndTheSenderLeavesTheThread() async throws {
        let transport = transport()
        let joiners = 8
        let heldArrived = LoopbackGate()
        let releaseHeld = LoopbackGate()
        let joinersArrived = LoopbackGate()
        let releaseJoiners = LoopbackGate()
        let arrivals = ArrivalCounter(until: joiners, opens: joinersArrived)
        let server = try await LoopbackServer.start { request in
            if request.path == "/held" {
                heldArrived.open()
                await releaseHeld.wait()
                return .text("held")
            }
            guard request.path.hasPrefix("/j/") else { return .text("ok") }
            arrivals.arrive()
            await releaseJoiners.wait()
            return .text("joiner \(request.path)")
        }
        // A sequential sender: its second request goes out from the transport's thread.
        let sender = Task {
            _ = try await transport.send(HTTPRequest(method: .get, url: server.url("first")))
            let response = try await transport.send(HTTPRequest(method: .get, url: server.url("held")))
            return (String(decoding: response.body, as: UTF8.self), transport.isOnTransportThread)
        }
        await heldArrived.wait()
        let group = Task {
            try await withThrowingTaskGroup(of: String.self) { group in
                for index in 0..<joiners {
                    group.addTask {
                        let request = HTTPRequest(method: .get, url: server.url("j/\(index)"))
                        let response = try await transport.send(request)
                        return String(decoding: response.body, as: UTF8.self)
                    }
                }
                return try await group.reduce(into: [String]()) { $0.append($1) }
            }
        }
        await joinersArrived.wait()
        // The held reply comes back while the joiners are in flight: the sender must leave the thread.
        releaseHeld.open()
        let (body, stayed) = try await sender.value
        #expect(body == "held")
        #expect(!stayed)
        releaseJoiners.open()
        let bodies = try await group.value
        #expect(Set(bodies) == Set((0..<joiners).map { "joiner /j/\($0)" }))
        await server.stop()
        await transport.shutDownAndWait()
    }

    @Test func cancellingASendFromTheTransportThreadEndsItAsCancelled() async throws {
        let transport = transport()
        let held = try await HeldPathServer.start()
        let server = held.server
        let task = Task {
            _ = try await transport.send(HTTPRequest(method: .get, url: server.url("first")))
            return try await transport.send(HTTPRequest(method: .get, url: server.url("slow")))
        }
        await held.arrived.wait()
        task.cancel()
        let error = await #expect(throws: TransportError.self) { try await task.value }
        #expect(error?.kind == .cancelled)
        // The transport goes on serving sequential callers.
        let after = try await transport.send(HTTPRequest(method: .get, url: server.url("again")))
        #expect(String(decoding: after.body, as: UTF8.self) == "ok")
        await held.stop()
        await transport.shutDownAndWait()
    }

    @Test func shuttingDownWithASendWaitingOnTheThreadFailsItAsCancelled() async throws {
        let transport = transport()
        let held = try await HeldPathServer.start()
        let server = held.server
        let task = Task {
            _ = try await transport.send(HTTPRequest(method: .get, url: server.url("first")))
            return try await transport.send(HTTPRequest(method: .get, url: server.url("slow")))
        }
        await held.arrived.wait()
        // The waiting task is resumed onto the thread as it ends; the job must still run.
        await transport.shutDownAndWait()
        let error = await #expect(throws: TransportError.self) { try await task.value }
        #expect(error?.kind == .cancelled)
        let later = await #expect(throws: TransportError.self) {
            try await transport.send(HTTPRequest(method: .get, url: server.url("late")))
        }
        #expect(later?.kind == .cancelled)
        await held.stop()
    }

    @Test func jobsEnqueuedAfterShutdownStillRun() async throws {
        let transport = transport()
        await transport.shutDownAndWait()
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        let loop = transport.loop
        let value = await withTaskExecutorPreference(loop) { () async -> Int in
            await Task.yield()
            return 42
        }
        #expect(value == 42)
        let child = await Task(executorPreference: loop) { () async -> String in
            await Task.yield()
            return "ran"
        }.value
        #expect(child == "ran")
    }
}

/// Opens a gate once a number of requests have arrived at the server (any thread).
private final class ArrivalCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    private let target: Int
    private let gate: LoopbackGate

    init(until target: Int, opens gate: LoopbackGate) {
        self.target = target
        self.gate = gate
    }

    func arrive() {
        let reached = lock.withLock { () -> Bool in
            count += 1
            return count == target
        }
        if reached { gate.open() }
    }
}
