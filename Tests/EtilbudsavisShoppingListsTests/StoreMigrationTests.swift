import APIRuntime
import Etilbudsavis
import FakeShoppingListServer
import Foundation
import GRDB
import Testing

@testable import EtilbudsavisShoppingLists

/// A database written by an earlier version (schema v2: ERNs, shares and comments as JSON text) opens with
/// every value intact after the v3 migration moves them into columns.
@Suite("Shopping lists: store migrations")
struct StoreMigrationTests {
    @Test("a v2 database keeps its lists, shares, items, meta and outbox through v3")
    func fromV2() async throws {
        let directory = ShoppingTestBed.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("old.sqlite")
        let queue = try DatabaseQueue(path: url.path)
        try ShoppingListSchema.migrator.migrate(queue, upTo: "v2: outbox order index, settings")
        try await queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO list (owner, id, ern, name, access, modified, previous_id, type, meta, shares, state)
                    VALUES (41, 'L1', 'ern:shopping:list:L1', 'Old', 'shared', 1700000000, NULL, NULL,
                        '{"eta_theme":"blue"}',
                        '[{"user":{"email":"ann@example.com","name":"Ann"},"access":"owner","accepted":true},
                          {"user":{"email":"bob@example.com"},"access":"r","accepted":false,
                           "accept_url":"https://example.com/accept"}]', 0),
                        (41, 'L2', 'not an ern', 'No shares', 'private', 1700000000, NULL, NULL, NULL, NULL, 1);
                    INSERT INTO item (owner, id, list_id, ern, description, count, tick, offer_id, creator, modified,
                        previous_id, meta, state)
                    VALUES (41, 'I1', 'L1', 'ern:shopping:item:I1', 'Milk', 2, 1, NULL, 'Ann', 1700000000,
                        '00000000-0000-0000-0000-000000000000', '{"eta_comment":"skimmed"}', 0),
                        (41, 'I2', 'L1', NULL, 'Bread', 1, 0, NULL, NULL, 1700000000, 'I1',
                        '{"eta_comment":"rye","size":2}', 1);
                    INSERT INTO outbox (owner, kind, object_id, list_id, operation, revision, payload)
                    VALUES (41, 'item', 'I2', 'L1', 'put', 7, NULL);
                    """)
        }
        try queue.close()

        let fake = try await FakeShoppingListServer.start()
        defer { Task { await fake.stop() } }
        let client = ShoppingTestBed.makeClient(fake: fake)
        try await ShoppingTestBed.signIn(client, "ann@example.com")
        let manager = try ShoppingListManager(
            client: client, configuration: ShoppingListManagerConfiguration(databaseURL: url, pollInterval: nil))
        defer { Task { await manager.close() } }

        let old = try #require(try manager.list(id: "L1"))
        #expect(old.ern?.rawValue == "ern:shopping:list:L1")
        #expect(old.meta == .object(["eta_theme": .string("blue")]))
        #expect(old.shares?.map(\.user.email) == ["ann@example.com", "bob@example.com"])
        #expect(old.shares?.last?.acceptURL == "https://example.com/accept")
        #expect(old.shares?.last?.accepted == false)
        let plain = try #require(try manager.list(id: "L2"))
        #expect(plain.ern == nil)
        #expect(plain.shares == nil)

        let items = try manager.items(inList: "L1")
        #expect(items.map(\.id) == ["I1", "I2"])
        #expect(items[0].ern?.rawValue == "ern:shopping:item:I1")
        #expect(items[0].meta == .object(["eta_comment": .string("skimmed")]))
        #expect(items[1].meta == .object(["eta_comment": .string("rye"), "size": .integer(2)]))
        #expect(items[1].ern == nil)
        #expect(try manager.pendingChangeCount() == 1)

        // A new change after the migration gets a revision above the old ones.
        try manager.setTicked(true, itemID: "I2")
        let revision = try await DatabaseQueue(path: url.path).read { db in
            try Int.fetchOne(db, sql: "SELECT revision FROM outbox WHERE object_id = 'I2'")
        }
        #expect(revision == 8)
        await manager.close()
    }
}
