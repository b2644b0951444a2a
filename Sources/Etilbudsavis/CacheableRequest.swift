import APIRuntime

/// A request whose answer can be assembled from cached objects, because the ERNs it asks for are known.
///
/// As in the iOS SDK, only requests that name their objects qualify: one object by id
/// (`GET /catalogs/{id}`) or a list filtered by ids alone (`GET /catalogs?catalog_ids=a,b`). Which requests those
/// are is the schema's `cache: { ids: … }` on each endpoint; the generator emits their `ObjectsByIDRequest`
/// conformance, and this SDK turns the ids into ERNs.
public typealias CacheableRequest = ObjectsByIDRequest

extension ObjectsByIDRequest where API == EtilbudsavisAPI {
    /// The ERNs the request asks for, in response order, or `nil` when they cannot be known in advance.
    ///
    /// Each id of `ObjectsByIDRequest.requestedIDs` under the ERN type of the response's model: its wire name in
    /// the type table, which the schema's `ERNObject` family declares as the type in its ERNs (`Catalog` →
    /// `catalog`, `ShoppingList` → `shopping:list`). `nil` also when an id cannot be an ERN id.
    public var cachedERNs: [ERN]? {
        guard let ids = requestedIDs, !ids.isEmpty, let type = EtilbudsavisAPI.typeTable.wireName(for: Object.self)
        else { return nil }
        var erns: [ERN] = []
        erns.reserveCapacity(ids.count)
        for id in ids {
            guard let ern = try? ERN(type: ERNType(rawValue: type), id: id) else { return nil }
            erns.append(ern)
        }
        return erns
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
