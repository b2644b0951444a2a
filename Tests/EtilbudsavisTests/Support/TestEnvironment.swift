import APIRuntime
import Foundation
import LoopbackServer

@testable import Etilbudsavis

/// Records the waits the client asks for instead of spending them.
final class SleepRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Duration] = []

    /// The waits asked for so far.
    var waits: [Duration] { lock.locked { recorded } }

    /// A sleeper that records and returns at once.
    var sleeper: RetryAfterMiddleware.Sleeper {
        { [self] duration in lock.locked { recorded.append(duration) } }
    }
}

/// A fake API server and a client pointed at it, with a hand-moved clock and recorded sleeps.
struct TestEnvironment {
    let server: FakeETAServer
    let client: EtilbudsavisClient
    let clock: TestClock
    let sleeps: SleepRecorder

    /// Copenhagen, 5 km, from GPS.
    static let location = try! Geolocation(
        latitude: 55.6728872, longitude: 12.5592072, radius: 5000, isFromSensor: true)

    static func start(geolocation: Geolocation? = TestEnvironment.location) async throws -> TestEnvironment {
        let server = try await FakeETAServer.start()
        let clock = TestClock()
        let sleeps = SleepRecorder()
        let configuration = EtilbudsavisConfiguration(
            apiKey: server.apiKey, apiSecret: server.apiSecret,
            environment: .custom(hosts: ["default": server.baseURL]),
            geolocation: geolocation, locale: "da_DK", appVersion: "9.9", now: clock.closure, sleep: sleeps.sleeper)
        let client = EtilbudsavisClient(configuration: configuration)
        return TestEnvironment(server: server, client: client, clock: clock, sleeps: sleeps)
    }

    func stop() async {
        await server.stop()
    }
}

/// A clock tests move by hand.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date = Date(timeIntervalSince1970: 1_453_000_000)) {
        current = start
    }

    /// The current time.
    var now: Date { lock.locked { current } }

    /// Moves the clock forward.
    func advance(by seconds: TimeInterval) {
        lock.locked { current = current.addingTimeInterval(seconds) }
    }

    /// A closure reading this clock, for the SDK's `now` parameters.
    var closure: @Sendable () -> Date { { [self] in self.now } }
}

/// The recorded eTilbudsavis responses in `Tests/Fixtures/etilbudsavis/`, read as they are.
enum Fixtures {
    /// The fixture folder.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // EtilbudsavisTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures/etilbudsavis", isDirectory: true)

    /// The bytes of a fixture file, such as `offer_list.json`.
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    /// The fixture parsed with `JSONSerialization`, as an independent reading of the same bytes.
    static func jsonArray(_ name: String) throws -> [[String: Any]] {
        guard let array = try JSONSerialization.jsonObject(with: data(name)) as? [[String: Any]] else {
            throw FixtureError.notAnArray(name)
        }
        return array
    }

    /// Why a fixture could not be read.
    enum FixtureError: Error {
        case notAnArray(String)
    }
}

extension NSLock {
    /// Runs a closure holding the lock (`withLock` needs macOS 14; the package supports macOS 13).
    func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
