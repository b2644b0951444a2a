extension GetCatalog: CacheableRequest {
    /// The type of the objects of the response.
    public typealias CachedObject = Catalog

    /// The catalog's ERN.
    public var cachedERNs: [ERN]? { Self.erns(.catalog, ids: [catalogID]) }
}

extension GetOffer: CacheableRequest {
    /// The type of the objects of the response.
    public typealias CachedObject = Offer

    /// The offer's ERN.
    public var cachedERNs: [ERN]? { Self.erns(.offer, ids: [offerID]) }
}

extension GetDealer: CacheableRequest {
    /// The type of the objects of the response.
    public typealias CachedObject = Dealer

    /// The dealer's ERN.
    public var cachedERNs: [ERN]? { Self.erns(.dealer, ids: [dealerID]) }
}

extension GetStore: CacheableRequest {
    /// The type of the objects of the response.
    public typealias CachedObject = Store

    /// The store's ERN.
    public var cachedERNs: [ERN]? { Self.erns(.store, ids: [storeID]) }
}

extension GetUser: CacheableRequest {
    /// The type of the objects of the response.
    public typealias CachedObject = User

    /// The user's ERN.
    public var cachedERNs: [ERN]? { Self.erns(.user, ids: [String(userID)]) }
}

extension ListCatalogs: CacheableRequest {
    /// The type of the objects of the response.
    public typealias CachedObject = Catalog

    /// The ERNs of `catalog_ids`, when they are the only filter and paging and sorting keep the list whole.
    public var cachedERNs: [ERN]? {
        guard let ids = catalogIDs, dealerIDs == nil, storeIDs == nil, areaIDs == nil, orderBy == nil,
            Self.pagingKeepsAll(offset: offset, limit: limit, count: ids.count)
        else { return nil }
        return Self.erns(.catalog, ids: ids)
    }
}

extension ListOffers: CacheableRequest {
    /// The type of the objects of the response.
    public typealias CachedObject = Offer

    /// The ERNs of `offer_ids`, when they are the only filter and paging and sorting keep the list whole.
    public var cachedERNs: [ERN]? {
        guard let ids = offerIDs, catalogIDs == nil, dealerIDs == nil, storeIDs == nil, orderBy == nil,
            Self.pagingKeepsAll(offset: offset, limit: limit, count: ids.count)
        else { return nil }
        return Self.erns(.offer, ids: ids)
    }
}

extension ListDealers: CacheableRequest {
    /// The type of the objects of the response.
    public typealias CachedObject = Dealer

    /// The ERNs of `dealer_ids`, when paging and sorting keep the list whole.
    public var cachedERNs: [ERN]? {
        guard let ids = dealerIDs, orderBy == nil, Self.pagingKeepsAll(offset: offset, limit: limit, count: ids.count)
        else { return nil }
        return Self.erns(.dealer, ids: ids)
    }
}

extension ListStores: CacheableRequest {
    /// The type of the objects of the response.
    public typealias CachedObject = Store

    /// The ERNs of `store_ids`, when they are the only filter and paging and sorting keep the list whole.
    public var cachedERNs: [ERN]? {
        guard let ids = storeIDs, dealerIDs == nil, orderBy == nil,
            Self.pagingKeepsAll(offset: offset, limit: limit, count: ids.count)
        else { return nil }
        return Self.erns(.store, ids: ids)
    }
}
