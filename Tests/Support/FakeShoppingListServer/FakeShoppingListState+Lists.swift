import Foundation
import LoopbackServer

extension FakeShoppingListState {
    /// `users/{uid}/shoppinglists[/{lid}[/modified|/items[/{iid}]|/shares[/{email}]]]`; call with the lock held.
    func respond(to request: LoopbackRequest, route: String, userID: Int?) -> LoopbackResponse {
        let parts = route.split(separator: "/").map { String($0).removingPercentEncoding ?? String($0) }
        guard parts.count >= 3, parts[0] == "users", parts[2] == "shoppinglists", let uid = Int(parts[1]) else {
            return Self.error(404, 4000, "Action does not exist")
        }
        guard userID == uid else { return Self.error(403, 1301, "Action not allowed") }
        let email = Self.users.first { $0.value.id == uid }?.key ?? ""
        switch (request.method, parts.count) {
        case ("GET", 3):
            record("GET lists")
            return Self.json(
                lists.keys.sorted().filter { isVisible($0, uid: uid, email: email) }.compactMap { lists[$0] })
        case (_, 4...):
            let listID = parts[3]
            if request.method == "PUT" && parts.count == 4 { return putList(listID, request, uid: uid, email: email) }
            guard lists[listID] != nil, isVisible(listID, uid: uid, email: email) else {
                return Self.error(400, 1501, "Invalid resource id")
            }
            return respondInList(listID, Array(parts.dropFirst(4)), request, uid: uid, email: email)
        default:
            return Self.error(404, 4000, "Action does not exist")
        }
    }

    private func respondInList(
        _ listID: String, _ rest: [String], _ request: LoopbackRequest, uid: Int, email: String
    ) -> LoopbackResponse {
        switch (request.method, rest.first, rest.count) {
        case ("GET", nil, _): return Self.json(lists[listID] ?? [:])
        case ("DELETE", nil, _):
            guard isWritable(listID, uid: uid, email: email) else { return Self.error(403, 1301, "Not allowed") }
            guard !isStale(request, than: lists[listID]) else { return Self.error(400, 1500, "Modified is stale") }
            lists[listID] = nil
            owners[listID] = nil
            items = items.filter { $0.value["shopping_list_id"] as? String != listID }
            record("DELETE list")
            return Self.json([String: Any]())
        case ("GET", "modified", _): return Self.json(["modified": lists[listID]?["modified"] ?? ""])
        case ("GET", "items", 1):
            record("GET items")
            return Self.json(itemsJSON(inList: listID))
        case ("GET", "items", 2):
            guard let item = items[rest[1]], item["shopping_list_id"] as? String == listID else {
                return Self.error(404, 1440, "Resource not found")
            }
            return Self.json(item)
        case ("PUT", "items", 2):
            guard isWritable(listID, uid: uid, email: email) else { return Self.error(403, 1301, "Not allowed") }
            guard var body = Self.jsonObject(request.body), body["count"] != nil else {
                return Self.error(400, 1566, "Invalid body")
            }
            body["ern"] = "ern:shopping:item:\(rest[1])"
            body["id"] = rest[1]
            body["shopping_list_id"] = listID
            items[rest[1]] = body
            bump(listID, to: body["modified"] as? String)
            record("PUT item")
            if let other = putItemAnswerID {
                body["id"] = other
                body["ern"] = "ern:shopping:item:\(other)"
            }
            return Self.json(body)
        case ("DELETE", "items", 2):
            guard isWritable(listID, uid: uid, email: email) else { return Self.error(403, 1301, "Not allowed") }
            guard let item = items[rest[1]] else { return Self.error(400, 1501, "Invalid resource id") }
            guard !isStale(request, than: item) else { return Self.error(400, 1500, "Modified is stale") }
            items[rest[1]] = nil
            bump(listID, to: request.queryValue("modified"))
            record("DELETE item")
            return Self.json([String: Any]())
        case ("GET", "shares", 1): return Self.json(lists[listID]?["shares"] ?? [])
        case ("PUT", "shares", 2):
            guard owners[listID] == uid else { return Self.error(403, 1301, "Only the owner shares") }
            guard let body = Self.jsonObject(request.body) else { return Self.error(400, 1566, "Invalid body") }
            var shares = (lists[listID]?["shares"] as? [[String: Any]]) ?? []
            shares.removeAll { Self.email(of: $0) == rest[1].lowercased() }
            shares.append(body)
            lists[listID]?["shares"] = shares
            record("PUT share")
            return Self.json(body)
        case ("DELETE", "shares", 2):
            guard owners[listID] == uid || rest[1].lowercased() == email else {
                return Self.error(403, 1301, "Not allowed")
            }
            var shares = (lists[listID]?["shares"] as? [[String: Any]]) ?? []
            shares.removeAll { Self.email(of: $0) == rest[1].lowercased() }
            lists[listID]?["shares"] = shares
            record("DELETE share")
            return Self.json([String: Any]())
        default:
            return Self.error(404, 4000, "Action does not exist")
        }
    }

    private func putList(_ listID: String, _ request: LoopbackRequest, uid: Int, email: String) -> LoopbackResponse {
        guard var body = Self.jsonObject(request.body), body["name"] != nil else {
            return Self.error(400, 1566, "Invalid body")
        }
        if lists[listID] != nil {
            guard isWritable(listID, uid: uid, email: email) else { return Self.error(403, 1301, "Not allowed") }
            // Shares change through their own calls.
            body["shares"] = lists[listID]?["shares"]
        } else {
            owners[listID] = uid
            let name = Self.users[email]?.name ?? email
            body["shares"] = [["user": ["email": email, "name": name], "access": "owner", "accepted": true]]
        }
        body["ern"] = "ern:shopping:list:\(listID)"
        body["id"] = listID
        lists[listID] = body
        record("PUT list")
        return Self.json(body)
    }

    func record(_ kind: String) {
        counts[kind, default: 0] += 1
    }

    private func itemsJSON(inList listID: String) -> [[String: Any]] {
        items.keys.sorted().compactMap { items[$0] }.filter { $0["shopping_list_id"] as? String == listID }
    }

    private func isVisible(_ listID: String, uid: Int, email: String) -> Bool {
        owners[listID] == uid || share(of: listID, email: email) != nil
    }

    private func isWritable(_ listID: String, uid: Int, email: String) -> Bool {
        if owners[listID] == uid { return true }
        guard let share = share(of: listID, email: email) else { return false }
        return share["access"] as? String != "r"
    }

    private func share(of listID: String, email: String) -> [String: Any]? {
        ((lists[listID]?["shares"] as? [[String: Any]]) ?? []).first { Self.email(of: $0) == email.lowercased() }
    }

    private static func email(of share: [String: Any]) -> String? {
        ((share["user"] as? [String: Any])?["email"] as? String)?.lowercased()
    }

    /// Whether a delete's `modified` is older than the stored object's (another device changed it since).
    private func isStale(_ request: LoopbackRequest, than object: [String: Any]?) -> Bool {
        guard let sent = request.queryValue("modified").flatMap(Self.date),
            let stored = (object?["modified"] as? String).flatMap(Self.date)
        else { return false }
        return sent < stored
    }

    /// The server stamps a list with the newest change of its items.
    private func bump(_ listID: String, to stamp: String?) {
        guard let stamp, let date = Self.date(stamp) else { return }
        let current = (lists[listID]?["modified"] as? String).flatMap(Self.date) ?? .distantPast
        if date > current { lists[listID]?["modified"] = Self.format(date) }
    }
}
