import Foundation
import LoopbackServer

extension FakeETAState {
    /// Answers a signed data call: fixtures for reads, an in-memory store for shopping lists.
    func respond(to request: LoopbackRequest, route: String, record: SessionRecord) -> LoopbackResponse {
        let parts = route.split(separator: "/").map(String.init)
        switch (request.method, parts.first) {
        case ("GET", "catalogs"): return collection("catalog_list.json", parts, request: request, ids: "catalog_ids")
        case ("GET", "offers"):
            if request.queryValue("catalog_ids") == "12d6qxy" { return Self.fixture("catalog_offers.json") }
            return collection("offer_list.json", parts, request: request, ids: "offer_ids")
        case ("GET", "dealers"): return collection("dealer_list.json", parts, request: request, ids: "dealer_ids")
        case ("GET", "stores"): return collection("store_list.json", parts, request: request, ids: "store_ids")
        case (_, "users"): return shoppingLists(parts, request: request, record: record)
        default: return Self.error(status: 404, code: 4000, "Action does not exist")
        }
    }

    /// A fixture list (`GET /offers`), one element by id (`GET /offers/{id}`), or the elements named by an id filter.
    private func collection(_ fixture: String, _ parts: [String], request: LoopbackRequest, ids filter: String)
        -> LoopbackResponse
    {
        guard let all = try? Fixtures.jsonArray(fixture) else { return Self.error(status: 500, code: 2000, "fixture") }
        if parts.count == 2 {
            guard let found = all.first(where: { $0["id"] as? String == parts[1] }) else {
                return Self.error(status: 404, code: 1440, "Resource not found")
            }
            return Self.json(found)
        }
        if let ids = request.queryValue(filter)?.split(separator: ",").map(String.init) {
            return Self.json(ids.compactMap { id in all.first { $0["id"] as? String == id } })
        }
        // A page, as the API serves `offset` and `limit` (the whole fixture when neither is sent).
        let offset = request.queryValue("offset").flatMap(Int.init)
        let limit = request.queryValue("limit").flatMap(Int.init)
        guard offset != nil || limit != nil else { return Self.fixture(fixture) }
        return Self.json(Array(all.dropFirst(max(offset ?? 0, 0)).prefix(max(limit ?? 24, 0))))
    }

    /// `users/{uid}/shoppinglists[/{lid}[/items[/{iid}]|/modified]]`.
    private func shoppingLists(_ parts: [String], request: LoopbackRequest, record: SessionRecord) -> LoopbackResponse {
        guard parts.count >= 3, parts[2] == "shoppinglists", let userID = Int(parts[1]) else {
            return Self.error(status: 404, code: 4000, "Action does not exist")
        }
        guard record.userID == userID else { return Self.error(status: 403, code: 1301, "Action not allowed") }
        switch (request.method, parts.count) {
        case ("GET", 3):
            return Self.json(lists.values.sorted { ($0["id"] as? String ?? "") < ($1["id"] as? String ?? "") })
        case ("PUT", 4):
            guard var body = Self.jsonObject(request.body) else {
                return Self.error(status: 400, code: 1566, "Invalid body")
            }
            body["ern"] = "ern:shopping:list:\(parts[3])"
            lists[parts[3]] = body
            return Self.json(body)
        case ("GET", 4):
            guard let list = lists[parts[3]] else { return Self.error(status: 404, code: 1440, "Resource not found") }
            return Self.json(list)
        case ("DELETE", 4):
            guard let list = lists[parts[3]] else { return Self.error(status: 400, code: 1501, "Invalid resource id") }
            guard request.queryValue("modified") == list["modified"] as? String else {
                return Self.error(status: 400, code: 1500, "Modified mismatch")
            }
            lists[parts[3]] = nil
            return Self.json([String: Any]())
        case ("GET", 5) where parts[4] == "modified":
            guard let list = lists[parts[3]] else { return Self.error(status: 404, code: 1440, "Resource not found") }
            return Self.json(["modified": list["modified"] ?? ""])
        case ("GET", 5) where parts[4] == "items":
            return Self.json(items.values.filter { $0["shopping_list_id"] as? String == parts[3] })
        case ("PUT", 6) where parts[4] == "items":
            guard var body = Self.jsonObject(request.body) else {
                return Self.error(status: 400, code: 1566, "Invalid body")
            }
            body["ern"] = "ern:shopping:item:\(parts[5])"
            items[parts[5]] = body
            return Self.json(body)
        case ("DELETE", 6) where parts[4] == "items":
            guard let item = items[parts[5]] else { return Self.error(status: 400, code: 1501, "Invalid resource id") }
            guard request.queryValue("modified") == item["modified"] as? String else {
                return Self.error(status: 400, code: 1500, "Modified mismatch")
            }
            items[parts[5]] = nil
            return Self.json([String: Any]())
        default:
            return Self.error(status: 404, code: 4000, "Action does not exist")
        }
    }

    /// A JSON response from a fixture file, byte for byte.
    static func fixture(_ name: String) -> LoopbackResponse {
        guard let data = try? Fixtures.data(name) else { return error(status: 500, code: 2000, "missing fixture") }
        return .data(data, contentType: "application/json; charset=utf-8")
    }

    /// A JSON response from a Foundation object.
    static func json(_ object: Any, status: Int = 200) -> LoopbackResponse {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return .data(data, status: status, contentType: "application/json; charset=utf-8")
    }

    /// An API error body as the notes describe it.
    static func error(status: Int, code: Int, _ message: String) -> LoopbackResponse {
        json(
            ["id": "err-\(code)", "code": code, "message": message, "details": "\(message) (fake server)"],
            status: status)
    }

    /// A JSON object body, or nil.
    static func jsonObject(_ data: Data) -> [String: Any]? {
        guard !data.isEmpty else { return [:] }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// `yyyy-MM-dd'T'HH:mm:ssZ` in UTC, as the API writes dates.
    static func format(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ"
        return formatter.string(from: date)
    }
}
