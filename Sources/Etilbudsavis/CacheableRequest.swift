import APIRuntime

/// A request whose answer can be assembled from cached objects, because the ERNs it asks for are known.
///
/// As in the iOS SDK, only requests that name their objects qualify: one object by id
/// (`GET /catalogs/{id}`) or a list filtered by ids alone (`GET /catalogs?catalog_ids=a,b`).
public protocol CacheableRequest: Request where Response: Sendable {
    /// The type of the objects the response is made of.
    associatedtype CachedObject: ERNIdentifiable

    /// The ERNs the request asks for, in response order, or `nil` when they cannot be known in advance.
    var cachedERNs: [ERN]? { get }

    /// Builds the response from cached objects, one per ERN of ``cachedERNs``, in the same order.
    func response(fromCached objects: [CachedObject]) -> Response?
}

extension CacheableRequest where Response == CachedObject {
    /// A single object: exactly one cached object.
    public func response(fromCached objects: [CachedObject]) -> Response? {
        objects.count == 1 ? objects[0] : nil
    }
}

extension CacheableRequest where Response == [CachedObject] {
    /// A list: the cached objects in the order of the ids asked for.
    public func response(fromCached objects: [CachedObject]) -> Response? {
        objects
    }
}

extension CacheableRequest {
    /// ERNs of one type for a list of ids, or `nil` when the list is empty or an id cannot be an ERN id.
    static func erns(_ type: ERNType, ids: [String]?) -> [ERN]? {
        guard let ids, !ids.isEmpty else { return nil }
        var erns: [ERN] = []
        for id in ids {
            guard let ern = try? ERN(type: type, id: id) else { return nil }
            erns.append(ern)
        }
        return erns
    }

    /// Whether paging leaves a list of `count` ids whole: no offset, and no limit below the count.
    static func pagingKeepsAll(offset: Int?, limit: Int?, count: Int) -> Bool {
        (offset ?? 0) == 0 && (limit ?? count) >= count
    }
}

/// A value from a cached call, marked with where it came from.
public struct CachedResult<Value: Sendable>: Sendable {
    /// The value.
    public let value: Value
    /// Whether the value came from the cache (`true`) or from the network (`false`).
    public let isFromCache: Bool

    /// Creates a result.
    public init(value: Value, isFromCache: Bool) {
        self.value = value
        self.isFromCache = isFromCache
    }
}

extension CachedResult: Equatable where Value: Equatable {}
