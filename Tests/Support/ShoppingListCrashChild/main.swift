// The child process of the crash-safety test: signs in, then adds items to a list as fast as it can,
// printing `write <n>` before and `ack <n>` after each change the manager accepted, until the parent kills it with SIGKILL.
// With `--count 0` it only sends what is pending and prints `done` when nothing is left.
//
//   ShoppingListCrashChild --base-url http://127.0.0.1:PORT/v2/ --db PATH --first N --count M
import APIRuntime
import Etilbudsavis
import EtilbudsavisShoppingLists
import Foundation

func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func argument(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

guard let baseText = argument("--base-url"), let baseURL = URL(string: baseText), let path = argument("--db"),
    let first = argument("--first").flatMap(Int.init), let count = argument("--count").flatMap(Int.init)
else {
    say("usage: ShoppingListCrashChild --base-url URL --db PATH --first N --count M")
    exit(2)
}

let configuration = EtilbudsavisConfiguration(
    apiKey: "shopping-key", apiSecret: "shopping-secret", environment: .custom(hosts: ["default": baseURL]),
    sleep: { _ in })
let client = EtilbudsavisClient(configuration: configuration)
do {
    try await client.attachUser(email: "ann@example.com", password: "secret-1")
    let manager = try ShoppingListManager(
        client: client,
        configuration: ShoppingListManagerConfiguration(
            databaseURL: URL(fileURLWithPath: path), pollInterval: nil, offlineRetryInterval: .milliseconds(50)))
    // Sends what an earlier run left pending, concurrently with the new changes.
    manager.start()
    let list = try manager.lists().first ?? manager.createList(name: "crash")
    say("list \(list.id)")
    for index in first..<(first + count) {
        // `write n` before the call and `ack n` after it: a kill between the two landed inside the write.
        say("write \(index)")
        try manager.addItem(toList: list.id, description: "change-\(index)")
        say("ack \(index)")
        if index % 4 == 0, let newest = try manager.items(inList: list.id).first {
            try manager.setTicked(!newest.tick, itemID: newest.id)
        }
    }
    while true {
        let report = await manager.syncNow()
        if report.outcome == .synced && report.pending == 0 { break }
        try await Task.sleep(for: .milliseconds(20))
    }
    await manager.close()
    say("done")
} catch {
    say("error \(error)")
    exit(1)
}
