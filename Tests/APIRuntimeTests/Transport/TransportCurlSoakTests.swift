import Foundation
import LoopbackServer
import Testing

@testable import APIRuntime

/// `CurlTransport` under random faults and cancellations from a raw-socket server (``FaultServer``).
///
/// A fixed-seed plan says what each request meets (a proper answer, a reset mid-body, a connection
/// the server closed between requests, a slow drip, a garbage status line, a truncated chunked body, a
/// stall past the request's timeout, or its caller cancelling it), so every request's ending is known
/// in advance and checked: the right body, or the right ``TransportError/Kind``, after exactly as many
/// attempts as ``RetryMiddleware`` allows. Then the transport and the server are shut down and the
/// process's file descriptors, threads and resident memory are printed against where they started.
///
/// CI runs 1,000 requests. The full soak is one command (see `docs/TransportAndXML.md`):
/// `SCHEMASDK_SOAK_REQUESTS=100000 SCHEMASDK_RESOURCE_PROBE=1 swift test --filter TransportCurlSoakTests`.
@Suite("CurlTransport soak under faults", .serialized)
struct TransportCurlSoakTests {
    @Test(.timeLimit(.minutes(30)))
    func everyRequestEndsAsPlannedUnderRandomFaults() async throws {
        let settings = SoakSettings.current
        let plan = SoakPlan(seed: settings.seed, count: settings.requests)
        let policy = RetryPolicy(maxAttempts: 3)
        let retry = RetryMiddleware(policy: policy, sleep: { _ in }, random: { 0 })

        try await Self.warmUp()
        let before = ProcessResources.current()
        let server = try FaultServer.start()
        let transport = CurlTransport(configuration: .init(proxy: .none))

        let tally = try await withThrowingTaskGroup(of: SoakTally.self) { group in
            for worker in 0..<settings.tasks {
                group.addTask {
                    var tally = SoakTally()
                    for index in stride(from: worker, to: plan.items.count, by: settings.tasks) {
                        let item = plan.items[index]
                        let url = server.url(fault: item.fault, id: item.id)
                        let request = HTTPRequest(method: .get, url: url, timeout: item.timeout)
                        let (result, attempts) = await item.send(request, through: retry, transport: transport)
                        // An attempt that timed out or was cancelled may still be on its way to the server,
                        // which only lowers its count (see SoakOutcome.violation).
                        tally.record(
                            SoakOutcome(item: item, result: result), attempts: attempts,
                            served: server.attempts(for: item.id), maxAttempts: policy.maxAttempts)
                    }
                    return tally
                }
            }
            return try await group.reduce(into: SoakTally()) { $0.merge($1) }
        }

        let accepted = server.connectionsAccepted
        let faultCounts = server.faultCounts
        await transport.shutDownAndWait()
        server.stop()
        let probing = ProcessInfo.processInfo.environment["SCHEMASDK_RESOURCE_PROBE"] == "1"
        let after = try await Self.settled(from: before, countingTransports: probing)

        print(tally.table(seed: settings.seed, connections: accepted, faults: faultCounts))
        print(
            "soak resources: before \(before.map(String.init(describing:)) ?? "n/a"), after \(after.map(String.init(describing:)) ?? "n/a")"
        )
        #expect(tally.ended == plan.items.count, "every request ended")
        #expect(tally.violations.isEmpty, "\(tally.violations.count) ended wrongly: \(tally.violations.prefix(10))")
        if let after {
            #expect(after.threads(named: "FaultServer") == 0)
        }
        // The process-wide figures mean something only when nothing else runs: `scripts/test.sh` runs
        // this suite alone with the probe on.
        if probing, let before, let after {
            #expect(after.openFileDescriptors <= before.openFileDescriptors, "file descriptors")
            #expect(
                after.threads(named: "APIRuntime.CurlTransport") == before.threads(named: "APIRuntime.CurlTransport"))
            #expect(after.residentBytes - before.residentBytes < 48 * 1_048_576, "resident memory")
        }
    }

    @Test func eachFaultEndsAsDocumented() async throws {
        let server = try FaultServer.start()
        let transport = CurlTransport(configuration: .init(proxy: .none))
        defer { server.stop() }
        for fault in LoopbackFault.allCases {
            let timeout: Duration = fault == .stall ? .milliseconds(100) : SoakItem.hangGuard
            let request = HTTPRequest(method: .get, url: server.url(fault: fault, id: fault.rawValue), timeout: timeout)
            let result = await Result { try await transport.send(request) }
            let expected = SoakItem(id: fault.rawValue, fault: fault, cancels: false, yields: 0).expectedError
            switch result {
            case .success(let response):
                #expect(expected == nil, "\(fault) answered \(response.statusCode)")
                #expect(response.body == FaultServer.body(for: fault.rawValue), "\(fault)")
                #expect(response.statusCode == (fault == .statusAbove599 ? 999 : 200), "\(fault)")
                #expect(fault != .interimAnswers || response.headers["Link"] == nil, "an interim answer's field kept")
            case .failure(let error):
                #expect((error as? TransportError)?.kind == expected, "\(fault): \(error)")
            }
        }
        await transport.shutDownAndWait()
    }

    @Test func retriesAreCountedOnTheClientWhereTheServerMayNotHaveReadEveryAttempt() {
        let url = URL(string: "http://127.0.0.1/")!
        let timedOut = SoakOutcome(
            item: SoakItem(id: "s", fault: .stall, cancels: false, yields: 0),
            result: .failure(TransportError(.timeout)))
        // Three timed-out attempts, the last not yet read by the server's thread on a loaded machine: fine.
        #expect(timedOut.violation(attempts: 3, served: 2, maxAttempts: 3) == nil)
        #expect(timedOut.violation(attempts: 2, served: 2, maxAttempts: 3) != nil, "a retry missing")
        #expect(timedOut.violation(attempts: 3, served: 4, maxAttempts: 3) != nil, "an attempt sent twice")
        // A reset the server caused was read by it before the client saw it: the counts must agree.
        let reset = SoakOutcome(
            item: SoakItem(id: "r", fault: .resetMidBody, cancels: false, yields: 0),
            result: .failure(TransportError(.connect)))
        #expect(reset.violation(attempts: 3, served: 3, maxAttempts: 3) == nil)
        #expect(reset.violation(attempts: 3, served: 2, maxAttempts: 3) != nil)
        let answered = SoakOutcome(
            item: SoakItem(id: "a", fault: .none, cancels: false, yields: 0),
            result: .success(HTTPResponse(statusCode: 200, body: FaultServer.body(for: "a"), url: url)))
        #expect(answered.violation(attempts: 1, served: 1, maxAttempts: 3) == nil)
        #expect(answered.violation(attempts: 2, served: 2, maxAttempts: 3) != nil)
    }

    /// One transport and one server started, used and stopped before the baseline, so what the first
    /// use of libcurl, TLS libraries and the concurrency runtime keep for good is not counted as growth.
    private static func warmUp() async throws {
        let server = try FaultServer.start()
        let transport = CurlTransport(configuration: .init(proxy: .none))
        for fault in [LoopbackFault.none, .resetMidBody, .closeAfterAnswer, .none] {
            _ = try? await transport.send(HTTPRequest(method: .get, url: server.url(fault: fault, id: "warm")))
        }
        await transport.shutDownAndWait()
        server.stop()
    }

    /// The resources once the stopped server's threads have left `/proc`.
    ///
    /// The kernel removes an ended thread a moment after it returns. With `countingTransports`, also waits
    /// for the threads of every transport made since `before`; other tests running beside this one make
    /// transports of their own, hence the switch. The wait ends on the event; its bound (five minutes,
    /// by the clock, not a count of checks) only turns threads that never end into the failure below.
    private static func settled(from before: ProcessResources?, countingTransports: Bool) async throws
        -> ProcessResources?
    {
        let transportThreads = before?.threads(named: "APIRuntime.CurlTransport") ?? 0
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(300))
        while clock.now < deadline {
            guard let now = ProcessResources.current() else { return nil }
            let transportsGone =
                !countingTransports || now.threads(named: "APIRuntime.CurlTransport") <= transportThreads
            if now.threads(named: "FaultServer") == 0, transportsGone {
                return now
            }
            try await Task.sleep(for: .milliseconds(10))
        }
        return ProcessResources.current()
    }
}
