import Foundation
import LoopbackServer
import Testing

@testable import APIRuntime

/// The busy-poll path of `CurlTransport` (``AdaptiveSpin``) and the byte-level header parser.
@Suite("CurlTransport busy polling and header parsing")
struct TransportCurlSpinTests {
    /// The spin decisions of `count` waits, recording each spin's result from `outcomes` in turn.
    private func decisions(_ spin: inout AdaptiveSpin, count: Int, outcomes: [Bool]) -> [Bool] {
        var outcomes = outcomes[...]
        var made: [Bool] = []
        for _ in 0..<count {
            let spins = spin.shouldSpin()
            made.append(spins)
            if spins, let outcome = outcomes.popFirst() { spin.record(success: outcome) }
        }
        return made
    }

    @Test func backOffDoublesWhileSpinsRunOutAndResetsOnSuccess() {
        var spin = AdaptiveSpin(window: .microseconds(50))
        #expect(spin.window == 50_000)
        // Misses skip 1, 2, then 4 waits; a success resets the penalty to 1.
        let made = decisions(&spin, count: 14, outcomes: [false, false, false, true, false])
        let t = true
        let f = false
        #expect(made == [t, f, t, f, f, t, f, f, f, f, t, t, f, t])
    }

    @Test func backOffIsCappedAtSixtyFourWaits() {
        var spin = AdaptiveSpin(window: .microseconds(50))
        let made = decisions(&spin, count: 2_000, outcomes: Array(repeating: false, count: 40))
        let spinIndices = made.indices.filter { made[$0] }
        let gaps = zip(spinIndices, spinIndices.dropFirst()).map { $1 - $0 - 1 }
        #expect(gaps.prefix(8) == [1, 2, 4, 8, 16, 32, 64, 64])
        #expect(gaps.allSatisfy { $0 <= 64 })
    }

    @Test func zeroOrNegativeWindowNeverSpins() {
        var zero = AdaptiveSpin(window: .zero)
        var negative = AdaptiveSpin(window: .microseconds(-5))
        #expect(zero.window == 0 && negative.window == 0)
        let zeroSpins = zero.shouldSpin()
        let negativeSpins = negative.shouldSpin()
        #expect(!zeroSpins && !negativeSpins)
    }

    @Test func spinReturnsWhenReadyAndGivesUpAfterTheWindow() {
        var polls = 0
        #expect(
            AdaptiveSpin.spin(window: 1_000_000_000) {
                polls += 1
                return polls == 3
            })
        #expect(polls == 3)
        #expect(!AdaptiveSpin.spin(window: 1_000) { false })
    }

    @Test(arguments: [Duration.zero, .microseconds(100), .seconds(1)])
    func sequentialRequestsAreCorrectWithAnyBusyPollWindow(window: Duration) async throws {
        let transport = CurlTransport(configuration: .init(proxy: .none, busyPollWindow: window))
        let server = try await LoopbackServer.start { request in .text("reply to \(request.path)") }
        for index in 0..<50 {
            let response = try await transport.send(HTTPRequest(method: .get, url: server.url("n/\(index)")))
            #expect(response.statusCode == 200)
            #expect(String(decoding: response.body, as: UTF8.self) == "reply to /n/\(index)")
        }
        await server.stop()
        #expect(server.connectionsAccepted == 1)
    }

    @Test func slowReplyOutlastingTheWindowStillArrives() async throws {
        let transport = CurlTransport(configuration: .init(proxy: .none, busyPollWindow: .microseconds(100)))
        let server = try await LoopbackServer.start { _ in .text("late").delayed(by: .milliseconds(200)) }
        for _ in 0..<3 {
            let response = try await transport.send(HTTPRequest(method: .get, url: server.url("slow")))
            #expect(String(decoding: response.body, as: UTF8.self) == "late")
        }
        await server.stop()
    }

    @Test func cancellingASpinningRequestEndsItAsCancelled() async throws {
        let transport = CurlTransport(configuration: .init(proxy: .none, busyPollWindow: .seconds(5)))
        let held = try await HeldPathServer.start()
        let server = held.server
        // Two requests from one task: the second is sequential, so it spins (a task's first never does).
        let task = Task {
            _ = try await transport.send(HTTPRequest(method: .get, url: server.url("first")))
            return try await transport.send(HTTPRequest(method: .get, url: server.url("slow")))
        }
        await held.arrived.wait()
        task.cancel()
        let error = await #expect(throws: TransportError.self) { try await task.value }
        #expect(error?.kind == .cancelled)
        await held.stop()
    }

    @Test func headerLinesAreParsedFromBytes() {
        let transfer = CurlTransfer(
            request: HTTPRequest(method: .get, url: URL(string: "http://127.0.0.1/")!),
            configuration: .init())
        func feed(_ line: String) {
            _ = Array(line.utf8).withUnsafeBytes { transfer.receiveHeaderLine($0) }
        }
        feed("HTTP/1.1 100 Continue\r\n")
        #expect(transfer.statusCode == 100)
        feed("HTTP/1.1 404 Not Found\r\n")
        feed("Content-Type:  text/plain ; charset=utf-8 \t\r\n")
        feed("X-Empty:\r\n")
        feed("X-Colons: a:b:c\r\n")
        feed("X-Utf8: caf\u{e9}\r\n")
        feed("no colon here\r\n")
        feed("\r\n")
        #expect(transfer.statusCode == 404)
        #expect(transfer.headers.map(\.name) == ["Content-Type", "X-Empty", "X-Colons", "X-Utf8"])
        #expect(transfer.headers.map(\.value) == ["text/plain ; charset=utf-8", "", "a:b:c", "caf\u{e9}"])
        feed("HTTP/2 301\r\n")
        #expect(transfer.statusCode == 301)
        #expect(transfer.headers.isEmpty)
        feed("HTTP/1.1 20x Broken\r\n")
        #expect(transfer.statusCode == 0)
    }
}
