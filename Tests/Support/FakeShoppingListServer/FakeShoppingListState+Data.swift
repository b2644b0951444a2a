import Foundation
import LoopbackServer

extension FakeShoppingListState {
    /// The ids of the lists a user sees (owned or shared with them), sorted.
    public func listIDs(visibleTo userID: Int) -> [String] {
        lock.locked {
            let email = Self.users.first { $0.value.id == userID }?.key ?? ""
            return lists.keys.sorted().filter { id in
                owners[id] == userID
                    || ((lists[id]?["shares"] as? [[String: Any]]) ?? []).contains {
                        (($0["user"] as? [String: Any])?["email"] as? String)?.lowercased() == email
                    }
            }
        }
    }

    /// A list as the server stores it.
    public func list(_ id: String) -> [String: Any]? {
        lock.locked { lists[id] }
    }

    /// The items of a list as the server stores them, sorted by id.
    public func items(inList listID: String) -> [[String: Any]] {
        lock.locked {
            items.keys.sorted().compactMap { items[$0] }.filter { $0["shopping_list_id"] as? String == listID }
        }
    }

    /// Every item on the server, of every list.
    public var allItems: [[String: Any]] {
        lock.locked { items.keys.sorted().compactMap { items[$0] } }
    }

    /// Creates a list directly on the server, owned by a user (as if made on another device).
    public func seedList(id: String, name: String, ownerID: Int, modified: Date, previousID: String? = nil) {
        lock.locked {
            let email = Self.users.first { $0.value.id == ownerID }?.key ?? ""
            owners[id] = ownerID
            lists[id] = [
                "id": id, "ern": "ern:shopping:list:\(id)", "name": name, "access": "private",
                "modified": Self.format(modified),
                "previous_id": previousID ?? "00000000-0000-0000-0000-000000000000",
                "shares": [["user": ["email": email, "name": email], "access": "owner", "accepted": true]],
            ]
        }
    }

    /// Writes an item directly on the server (another device) and stamps its list.
    public func seedItem(
        id: String, listID: String, description: String, modified: Date, tick: Bool = false, count: Int = 1,
        previousID: String? = nil
    ) {
        lock.locked {
            items[id] = [
                "id": id, "ern": "ern:shopping:item:\(id)", "description": description, "count": count, "tick": tick,
                "shopping_list_id": listID, "modified": Self.format(modified),
                "previous_id": previousID ?? "00000000-0000-0000-0000-000000000000", "creator": "other device",
            ]
            let stamp = Self.format(modified)
            if let current = (lists[listID]?["modified"] as? String).flatMap(Self.date), current >= modified {
                return
            }
            lists[listID]?["modified"] = stamp
        }
    }

    /// Changes an item directly on the server (another device), stamping it and its list with `modified`.
    public func editItem(id: String, modified: Date, _ change: (inout [String: Any]) -> Void) {
        lock.locked {
            guard var item = items[id], let listID = item["shopping_list_id"] as? String else { return }
            change(&item)
            item["modified"] = Self.format(modified)
            items[id] = item
            lists[listID]?["modified"] = Self.format(modified)
        }
    }

    /// Changes a list's stored fields directly on the server, as a faulty server might (its stamp is left alone).
    public func editList(id: String, _ change: (inout [String: Any]) -> Void) {
        lock.locked {
            guard var list = lists[id] else { return }
            change(&list)
            lists[id] = list
        }
    }

    /// Shares a list with a user directly on the server (the owner did it on another device).
    public func addShare(listID: String, email: String, access: String = "rw") {
        lock.locked {
            var shares = (lists[listID]?["shares"] as? [[String: Any]]) ?? []
            shares.append(["user": ["email": email, "name": email], "access": access, "accepted": true])
            lists[listID]?["shares"] = shares
        }
    }

    // MARK: JSON helpers

    /// A JSON response.
    static func json(_ object: Any, status: Int = 200) -> LoopbackResponse {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return .data(data, status: status, contentType: "application/json; charset=utf-8")
    }

    /// An API error body.
    static func error(_ status: Int, _ code: Int, _ message: String) -> LoopbackResponse {
        json(["id": "err-\(code)", "code": code, "message": message, "details": message], status: status)
    }

    /// A JSON object body, or nil.
    static func jsonObject(_ data: Data) -> [String: Any]? {
        guard !data.isEmpty else { return [:] }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    private static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ"
        return formatter
    }()

    /// `yyyy-MM-dd'T'HH:mm:ssZ` in UTC, as the API writes dates.
    public static func format(_ date: Date) -> String {
        formatter.string(from: date)
    }

    /// Parses an API date.
    public static func date(_ text: String) -> Date? {
        formatter.date(from: text)
    }
}
