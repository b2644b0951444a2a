import Foundation
import LoopbackServer

@testable import APIRuntime

/// The soak's size, seed and concurrency, from the environment (CI's defaults otherwise).
struct SoakSettings: Sendable {
    /// Requests in the plan (`SCHEMASDK_SOAK_REQUESTS`, 1,000 by default).
    var requests: Int
    /// The plan's seed (`SCHEMASDK_SOAK_SEED`).
    var seed: UInt64
    /// Tasks sending at once (`SCHEMASDK_SOAK_TASKS`, 4 by default).
    var tasks: Int

    /// The settings of this run.
    static var current: SoakSettings {
        let environment = ProcessInfo.processInfo.environment
        return SoakSettings(
            requests: environment["SCHEMASDK_SOAK_REQUESTS"].flatMap(Int.init) ?? 1_000,
            seed: environment["SCHEMASDK_SOAK_SEED"].flatMap(UInt64.init) ?? 20_261_125,
            tasks: max(1, environment["SCHEMASDK_SOAK_TASKS"].flatMap(Int.init) ?? 4))
    }
}

/// SplitMix64: a small seeded generator, so a plan is the same on every machine and run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One planned request: the fault it meets and whether its caller cancels it.
struct SoakItem: Sendable {
    /// Unique in the plan; the server counts attempts by it.
    let id: String
    /// What the server does with every attempt.
    let fault: LoopbackFault
    /// Whether the caller cancels the request after `yields` turns of `Task.yield()`.
    let cancels: Bool
    let yields: Int

    /// A stalled request times out quickly; every other one has all the time it needs.
    ///
    /// A stalled request its caller cancels has all the time too: only the cancellation may end it (a
    /// short timeout could fire first on a loaded machine, and the retries after it would be counted).
    var timeout: Duration { fault == .stall && !cancels ? .milliseconds(100) : Self.hangGuard }

    /// The timeout of every request that must not time out: only a hung transport reaches it, however
    /// loaded the machine (a loopback answer that took this long would be a failure anyway).
    static let hangGuard: Duration = .seconds(300)

    /// The error the request must end in, or `nil` for the body; a cancelled request that could finish
    /// first (its fault answers) may end either way.
    var expectedError: TransportError.Kind? {
        if cancels, !fault.answers { return .cancelled }
        switch fault {
        case .none, .closeAfterAnswer, .slowDrip, .statusAbove599, .interimAnswers: return nil
        case .resetMidBody, .truncatedChunkedBody: return .connect
        case .garbageStatusLine, .closeMidHead, .conflictingLengths, .statusBelow100: return .protocolError
        case .stall: return .timeout
        }
    }

    /// Sends the request through the retry middleware, cancelling it as planned; returns how it ended and
    /// how many attempts the middleware made (counted here, on the client).
    func send(_ request: HTTPRequest, through retry: RetryMiddleware, transport: CurlTransport) async -> (
        result: Result<HTTPResponse, any Error>, attempts: Int
    ) {
        let attempts = SoakAttempts()
        let next: MiddlewareNext = { request in
            attempts.increment()
            return try await transport.send(request)
        }
        let task = Task { try await retry.intercept(request, next: next) }
        if cancels {
            for _ in 0..<yields { await Task.yield() }
            task.cancel()
        }
        let result = await task.result
        return (result, attempts.count)
    }
}

/// A fixed-seed list of requests with their faults; stalls and cancellations are rarer than the rest.
struct SoakPlan: Sendable {
    let items: [SoakItem]

    /// Relative weights: proper answers, faults, and cancellations (of stalled or racing requests).
    private static let weights: [(LoopbackFault, cancels: Bool, weight: Int)] = [
        (.none, false, 30), (.closeAfterAnswer, false, 12), (.slowDrip, false, 10), (.resetMidBody, false, 10),
        (.garbageStatusLine, false, 10), (.truncatedChunkedBody, false, 10), (.stall, false, 2),
        (.stall, true, 6), (.none, true, 6), (.slowDrip, true, 4),
    ]

    init(seed: UInt64, count: Int) {
        var random = SplitMix64(seed: seed)
        let total = Self.weights.reduce(0) { $0 + $1.weight }
        items = (0..<count).map { index in
            var pick = Int.random(in: 0..<total, using: &random)
            var chosen = Self.weights[0]
            for entry in Self.weights {
                if pick < entry.weight {
                    chosen = entry
                    break
                }
                pick -= entry.weight
            }
            return SoakItem(
                id: "r\(index)", fault: chosen.0, cancels: chosen.cancels, yields: Int.random(in: 0..<4, using: &random)
            )
        }
    }
}

/// How one planned request ended.
struct SoakOutcome: Sendable {
    let item: SoakItem
    let result: Result<HTTPResponse, any Error>

    /// What is wrong with this ending, or `nil`: the planned body or error, after as many attempts as allowed.
    ///
    /// `attempts` are those the retry middleware made, `served` those the server read by the time the request
    /// ended. The server reads every attempt whose ending it caused (an answer, a reset, a garbage status line,
    /// a truncated body) before the client sees that ending, so those counts are equal. An attempt that ends
    /// by the client's timeout or cancellation may reach the server only later, or never (on a loaded machine
    /// the 100 ms of a stalled attempt can pass before the server's thread reads it), so there the server's
    /// count is only at most the client's, and the bound on retries is checked on the client's.
    func violation(attempts: Int, served: Int, maxAttempts: Int) -> String? {
        let label = "\(item.id) \(item.fault)\(item.cancels ? " cancelled" : "")"
        let endedByClient = item.cancels || item.fault == .stall
        if endedByClient ? served > attempts : served != attempts {
            return "\(label): the server read \(served) attempts, the client made \(attempts)"
        }
        switch result {
        case .success(let response):
            guard item.expectedError == nil else { return "\(label): answered \(response.statusCode)" }
            guard response.statusCode == 200, response.body == FaultServer.body(for: item.id) else {
                return "\(label): wrong answer \(response.statusCode), \(response.body.count) bytes"
            }
            return attempts == 1 ? nil : "\(label): answered after \(attempts) attempts"
        case .failure(let error):
            guard let kind = (error as? TransportError)?.kind else { return "\(label): untyped \(error)" }
            if item.cancels {
                return kind == .cancelled && attempts <= 1 ? nil : "\(label): \(kind) after \(attempts) attempts"
            }
            guard kind == item.expectedError else {
                return "\(label): \(kind), expected \(String(describing: item.expectedError))"
            }
            return attempts == maxAttempts ? nil : "\(label): \(kind) after \(attempts) attempts, not \(maxAttempts)"
        }
    }

    /// The planned fault as a table row (`stall + cancel`) and how the request ended (`answered`, a kind).
    var row: (key: String, ending: String) {
        let key = "\(item.fault)\(item.cancels ? " + cancel" : "")"
        switch result {
        case .success: return (key, "answered")
        case .failure(let error): return (key, (error as? TransportError)?.kind.rawValue ?? "untyped")
        }
    }
}

/// What a soak worker keeps of its requests: counts and violations, never the responses themselves
/// (100,000 kept bodies would swamp the resident-memory reading).
struct SoakTally: Sendable {
    /// Requests that ended.
    var ended = 0
    /// Per planned fault, how many requests ended which way.
    var rows: [String: [String: Int]] = [:]
    /// What went wrong, one line per request.
    var violations: [String] = []

    /// Counts one ending, checked against the attempts the client made and the server read.
    mutating func record(_ outcome: SoakOutcome, attempts: Int, served: Int, maxAttempts: Int) {
        ended += 1
        let row = outcome.row
        rows[row.key, default: [:]][row.ending, default: 0] += 1
        if let violation = outcome.violation(attempts: attempts, served: served, maxAttempts: maxAttempts) {
            violations.append(violation)
        }
    }

    /// Adds another worker's tally.
    mutating func merge(_ other: SoakTally) {
        ended += other.ended
        violations += other.violations
        for (key, endings) in other.rows {
            rows[key, default: [:]].merge(endings, uniquingKeysWith: +)
        }
    }

    /// A summary: requests per planned fault and how they ended, and the attempts the server served.
    func table(seed: UInt64, connections: Int, faults: [LoopbackFault: Int]) -> String {
        var lines = ["soak: \(ended) requests, seed \(seed), \(connections) connections accepted"]
        for key in rows.keys.sorted() {
            let endings = rows[key, default: [:]].sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
            lines.append("  \(key): \(endings.joined(separator: ", "))")
        }
        let served = faults.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key) \($0.value)" }
        lines.append("  attempts served: \(served.joined(separator: ", "))")
        return lines.joined(separator: "\n")
    }
}

extension Result where Failure == any Error {
    /// The result of an async throwing call.
    init(catching body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}

/// The attempts one soak request made; thread-safe.
final class SoakAttempts: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    var count: Int { lock.withLock { value } }

    func increment() {
        lock.withLock { value += 1 }
    }
}
