import Etilbudsavis
import EtilbudsavisShoppingLists
import FakeShoppingListServer
import Foundation
import Testing

/// A child process adds items and is killed with SIGKILL at random moments; after every restart each change it
/// acknowledged is on the server or still pending, and in the end on the server exactly once.
@Suite("Shopping lists: crash safety")
struct CrashSafetyTests {
    static let kills = 24

    @Test("SIGKILL at random moments loses and duplicates nothing")
    func killedChild() async throws {
        let child = try #require(Self.childExecutable(), "ShoppingListCrashChild was not built")
        let fake = try await FakeShoppingListServer.start()
        let directory = ShoppingTestBed.makeDirectory()
        defer {
            try? FileManager.default.removeItem(at: directory)
            Task { await fake.stop() }
        }
        let database = directory.appendingPathComponent("crash.sqlite")
        // A slow server keeps requests in flight, so kills also land mid-request.
        fake.state.setReplyDelay(.milliseconds(2))
        // The kill schedule is random but seeded: the same on every run, replayable with SHOPPING_CRASH_SEED.
        let seed = SeededGenerator.seed(fallback: 13)
        var generator = SeededGenerator(seed: seed)
        var acknowledged: [Int] = []
        var killedMidRequest = 0
        var killedMidWrite = 0
        let checker = ShoppingTestBed.makeClient(fake: fake)
        try await ShoppingTestBed.signIn(checker, "ann@example.com")
        for run in 0..<Self.kills {
            let process = try ChildProcess(
                executable: child,
                arguments: [
                    "--base-url", fake.baseURL.absoluteString, "--db", database.path, "--first", String(run * 10_000),
                    "--count", "10000",
                ])
            // Let it acknowledge a random number of changes, then kill it a random moment later.
            let target = Int.random(in: 1...12, using: &generator)
            var acks = 0
            while acks < target, let line = await process.readLine() {
                if line.hasPrefix("ack "), let index = Int(line.dropFirst(4)) {
                    acknowledged.append(index)
                    acks += 1
                }
            }
            if run % 2 == 0 {
                // Every other kill aims at a request in flight (waiting at most 200 ms for one).
                for _ in 0..<200 where fake.state.requestsInFlight == 0 { try await Task.sleep(for: .milliseconds(1)) }
            } else {
                try await Task.sleep(for: .microseconds(Int.random(in: 0...3_000, using: &generator)))
            }
            if fake.state.requestsInFlight > 0 { killedMidRequest += 1 }
            await process.kill()
            // Lines printed before the kill still count as acknowledged; a last `write` line means the kill
            // landed inside a write call (its transaction begun or about to be).
            var lastLine = ""
            while let line = await process.readLine() {
                if line.hasPrefix("ack "), let index = Int(line.dropFirst(4)) { acknowledged.append(index) }
                lastLine = line
            }
            if lastLine.hasPrefix("write ") { killedMidWrite += 1 }
            // After the restart point: every acknowledged change is on the server or pending locally.
            let missing = try await Self.missing(acknowledged, database: database, client: checker, fake: fake)
            #expect(missing.isEmpty, "run \(run): acknowledged but neither stored nor on the server: \(missing)")
        }
        // A last run without a kill sends what is left.
        let final = try ChildProcess(
            executable: child,
            arguments: [
                "--base-url", fake.baseURL.absoluteString, "--db", database.path, "--first", "0", "--count", "0",
            ])
        var finished = false
        while let line = await final.readLine() {
            if line == "done" { finished = true }
        }
        #expect(finished)
        let onServer = fake.state.allItems.compactMap { $0["description"] as? String }
        let counts = Dictionary(onServer.map { ($0, 1) }, uniquingKeysWith: +)
        let lost = acknowledged.filter { counts["change-\($0)"] == nil }
        let duplicated = counts.filter { $0.value > 1 }.map(\.key)
        let countRaised = fake.state.allItems.filter { ($0["count"] as? Int ?? 1) != 1 }.count
        print(
            "crash safety (seed \(seed)): \(Self.kills) kills (\(killedMidRequest) with a request in flight, "
                + "\(killedMidWrite) inside a write), "
                + "\(acknowledged.count) acknowledged changes, \(onServer.count) items on the server, "
                + "\(lost.count) lost, \(duplicated.count) duplicated")
        #expect(lost.isEmpty)
        #expect(duplicated.isEmpty)
        #expect(countRaised == 0)
    }

    /// The acknowledged changes found neither in the database (pending or synced) nor on the server.
    static func missing(
        _ acknowledged: [Int], database: URL, client: EtilbudsavisClient, fake: FakeShoppingListServer
    ) async throws -> [Int] {
        let manager = try ShoppingListManager(
            client: client, configuration: ShoppingListManagerConfiguration(databaseURL: database, pollInterval: nil))
        defer { Task { await manager.close() } }
        var known = Set(fake.state.allItems.compactMap { $0["description"] as? String })
        for list in try manager.lists() {
            known.formUnion(try manager.items(inList: list.id).compactMap(\.description))
        }
        await manager.close()
        return acknowledged.filter { !known.contains("change-\($0)") }
    }

    /// The child executable, built next to the test bundle.
    static func childExecutable() -> URL? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("ShoppingListCrashChild")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}
