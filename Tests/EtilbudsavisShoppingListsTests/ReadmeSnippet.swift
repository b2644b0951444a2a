import Etilbudsavis
import EtilbudsavisShoppingLists

/// The README's "Shopping lists, offline" snippet, verbatim inside a function, so the test build proves it compiles.
///
/// It is never run (it would talk to the production server).
enum ReadmeSnippet {
    static func run() async {
        let eta = EtilbudsavisClient(
            configuration: .init(apiKey: "your-key", apiSecret: "your-secret", environment: .production))
        do {
            let lists = try ShoppingListManager(client: eta)  // <Application Support>/Etilbudsavis/ShoppingLists.sqlite
            lists.start()  // sends what is pending, then polls every 6 s while a user with read permission is signed in
            try await eta.attachUser(email: "me@example.com", password: "…")
            let weekend = try lists.createList(name: "Weekend")
            let milk = try lists.addItem(toList: weekend.id, description: "Milk")
            try lists.setTicked(true, itemID: milk.id)  // stored with its outbox record in one transaction
            for await change in lists.itemChanges() {  // local and server changes alike
                print("added", change.added.count, "modified", change.modified.count, "removed", change.removed.count)
            }
        } catch let error as ShoppingListManagerError {
            print("shopping lists:", error)  // e.g. another manager has the database open
        } catch {
            print("failed:", error)
        }
    }
}
