// Medians of the offline shopping-list manager (`EtilbudsavisShoppingLists`) against a loopback fake:
//
//   swift run -c release ShoppingListProbe [--rounds 5]
//
// 1. first sync of 20 lists x 500 items into an empty database;
// 2. reading a 500-item list (ordered value copies);
// 3. 1,000 local ticks, each one transaction with its outbox record;
// 4. time from a local write to its change event arriving on `itemChanges()`.
import APIRuntime
import Etilbudsavis
import EtilbudsavisShoppingLists
import Foundation

@main
struct ShoppingListProbe {
    static func main() async throws {
        let arguments = CommandLine.arguments
        let rounds = arguments.firstIndex(of: "--rounds").flatMap { Int(arguments[$0 + 1]) } ?? 5
        let server = try await ProbeServer.start(lists: 20, itemsPerList: 500)
        let client = EtilbudsavisClient(
            configuration: EtilbudsavisConfiguration(
                apiKey: "probe", apiSecret: "probe", environment: .custom(hosts: ["default": server.baseURL])))
        try await client.attachUser(email: "ann@example.com", password: "x")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shopping-probe-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }

        // 1. First sync.
        var syncs: [Duration] = []
        var manager: ShoppingListManager?
        for round in 0..<rounds {
            await manager?.close()
            let url = folder.appendingPathComponent("sync-\(round).sqlite")
            let fresh = try ShoppingListManager(
                client: client, configuration: ShoppingListManagerConfiguration(databaseURL: url, pollInterval: nil))
            let start = ContinuousClock.now
            let report = await fresh.syncNow()
            syncs.append(ContinuousClock.now - start)
            guard report.outcome == .synced, try fresh.lists().count == 20 else {
                print("first sync failed: \(report)")
                exit(1)
            }
            manager = fresh
        }
        guard let manager else { return }
        let list = try manager.lists()[0]

        // 2. Reading a 500-item list.
        var reads: [Duration] = []
        for _ in 0..<(rounds * 20) {
            let start = ContinuousClock.now
            let items = try manager.items(inList: list.id)
            reads.append(ContinuousClock.now - start)
            precondition(items.count == 500)
        }

        // 3. 1,000 ticks with their outbox writes.
        let items = try manager.items(inList: list.id)
        var ticks: [Duration] = []
        for _ in 0..<rounds {
            let start = ContinuousClock.now
            for index in 0..<1_000 {
                let item = items[index % items.count]
                try manager.setTicked(index / items.count % 2 == 0 ? !item.tick : item.tick, itemID: item.id)
            }
            ticks.append(ContinuousClock.now - start)
        }
        let pending = try manager.pendingChangeCount()

        // 4. Local write to change event.
        var latencies: [Duration] = []
        var changes = manager.itemChanges().makeAsyncIterator()
        for index in 0..<(rounds * 40) {
            let start = ContinuousClock.now
            try manager.setCount(2 + index % 5, itemID: items[index % items.count].id)
            _ = await changes.next()
            latencies.append(ContinuousClock.now - start)
        }
        await manager.close()
        await server.stop()

        print("| measurement | median | runs |")
        print("|---|---|---|")
        print("| first sync, 20 lists × 500 items (loopback fake) | \(format(median(syncs))) | \(syncs.count) |")
        print("| read a 500-item list | \(format(median(reads))) | \(reads.count) |")
        print("| 1,000 local ticks with outbox writes | \(format(median(ticks))) | \(ticks.count) |")
        print("| local write → its change event | \(format(median(latencies))) | \(latencies.count) |")
        print("(\(pending) changes pending after the ticks: one outbox entry per item, as designed)")
    }

    static func median(_ values: [Duration]) -> Duration {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }

    static func format(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        return milliseconds >= 100 ? String(format: "%.0f ms", milliseconds) : String(format: "%.2f ms", milliseconds)
    }
}
