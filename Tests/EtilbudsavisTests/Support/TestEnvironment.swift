import APIRuntime
import Foundation
import LoopbackServer

@testable import Etilbudsavis

/// Records the waits the client asks for instead of spending them.
final class SleepRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Duration] = []

    /// The waits asked for so far.
    var waits: [Duration] { lock.withLock { recorded } }

    /// A sleeper that records and returns at once.
    var sleeper: RetryAfterMiddleware.Sleeper {
        { [self] duration in lock.withLock { recorded.append(duration) } }
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
